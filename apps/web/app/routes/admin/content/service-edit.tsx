import type { ConsoleService } from '@forum/contract/console/content-schemas';
import { adminUpdateServiceForm } from '@forum/contract/form-fields/admin.updateService';
import { TextField } from '~/components/form.tsx';
import { ArticleTexts, ContentRecordPage, RecordPicture } from '~/features/console/content/content-parts.tsx';
import {
  type ContentRecord,
  contentRecordAction,
  loadContentRecord,
} from '~/features/console/content/content-record.server.ts';
import { recordPageMeta } from '~/features/console/form/record-page.tsx';
import { useForm } from '~/features/forms/use-form.tsx';
import { useI18n } from '~/i18n/i18n.tsx';
import type { Route } from './+types/service-edit';

const SERVICE: ContentRecord<ConsoleService> = {
  list: '/admin/services',
  entity: 'service',
  newTitle: 'contentServiceNew',
  read: (route, id) => route.api.call('admin.service', { params: { id } }),
  fields: ['titleAr', 'titleEn', 'summaryAr', 'summaryEn', 'bodyAr', 'bodyEn', 'icon', 'imageUrl', 'sortOrder'],
  name: 'title',
  calls: { create: 'admin.createService', update: 'admin.updateService', remove: 'admin.deleteService' },
  picture: { endpoint: 'admin.servicePicture', field: 'imageUrl' },
};

/** GET /admin/services/:id (`new` for a new one): a service, its text in both languages and its picture. */
export const loader = (args: Route.LoaderArgs) => loadContentRecord(args, SERVICE);

export const action = (args: Route.ActionArgs) => contentRecordAction(args, SERVICE);

export const meta = recordPageMeta;

export default function ServiceEdit({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { record: service } = loaderData;
  const form = useForm(adminUpdateServiceForm, { defaults: service ?? { sortOrder: 0 } });
  return (
    <ContentRecordPage page={loaderData} spec={SERVICE} form={form} testId="service" hasFiles>
      <ArticleTexts bilingual={form.bilingual} />
      <div className="form__row">
        <TextField
          {...form.field('icon')}
          dir="ltr"
          label={t('contentServiceIcon')}
          hint={t('contentServiceIconHint')}
        />
        <TextField {...form.field('sortOrder')} type="number" dir="ltr" label={t('contentSortOrder')} />
      </div>
      <RecordPicture name="imageUrl" label={t('contentImage')} current={service?.imageUrl} form={form} />
    </ContentRecordPage>
  );
}
