import type { ConsoleService } from '@forum/contract/console/content-schemas';
import { adminUpdateServiceForm } from '@forum/contract/form-fields/admin.updateService';
import { TextField } from '~/components/form.tsx';
import { ArticleTexts, ContentStyles, RecordPicture } from '~/features/console/content/content-parts.tsx';
import { pictureCompletes } from '~/features/console/content/content-picture.server.ts';
import { contentWords } from '~/features/console/content/content-words.server.ts';
import { recordAction } from '~/features/console/form/console-form.server.ts';
import { baseOf } from '~/features/console/form/console-form-rules.ts';
import { loadRecordPage } from '~/features/console/form/record-page.server.ts';
import { RecordPage, recordPageMeta } from '~/features/console/form/record-page.tsx';
import { openForm } from '~/features/forms/open-form.server.ts';
import { useForm } from '~/features/forms/use-form.tsx';
import { openRoute } from '~/features/route/open-route.server.ts';
import { useI18n } from '~/i18n/i18n.tsx';
import type { Route } from './+types/service-edit';

const LIST = '/admin/services';
const FIELDS = [
  'titleAr',
  'titleEn',
  'summaryAr',
  'summaryEn',
  'bodyAr',
  'bodyEn',
  'icon',
  'imageUrl',
  'sortOrder',
] as const satisfies readonly (keyof ConsoleService)[];

/** GET /admin/services/:id (`new` for a new one): a service, its text in both languages and its picture. */
export async function loader(args: Route.LoaderArgs) {
  const route = openRoute(args, { personal: true });
  return loadRecordPage(route, args.params.id, {
    read: (id) => route.api.call('admin.service', { params: { id } }),
    entity: 'service',
    newTitle: route.t('contentServiceNew'),
    base: (service) => baseOf(service, FIELDS),
    title: (service) => service.titleEn,
  });
}

export async function action(args: Route.ActionArgs) {
  const form = await openForm(args);
  return recordAction(form, args.params.id, {
    list: LIST,
    calls: { create: 'admin.createService', update: 'admin.updateService', remove: 'admin.deleteService' },
    words: contentWords(form),
    complete: pictureCompletes(form, 'admin.servicePicture', 'imageUrl'),
  });
}

export const meta = recordPageMeta;

export default function ServiceEdit({ loaderData }: Route.ComponentProps) {
  const { t, locale } = useI18n();
  const { record: service, base, history } = loaderData;
  const form = useForm(adminUpdateServiceForm);
  const { field, bilingual, values, errors } = form;
  const pair = (name: 'title' | 'summary' | 'body') =>
    service ? { ar: service[`${name}Ar`], en: service[`${name}En`] } : { ar: '', en: '' };
  return (
    <RecordPage
      history={history}
      form={form}
      base={base}
      list={LIST}
      heading={service ? <bdi>{locale === 'ar' ? service.titleAr : service.titleEn}</bdi> : t('contentServiceNew')}
      isNew={!service}
      testId="service"
      deleteText={t('contentDeleteText')}
      hasFiles
    >
      <ContentStyles />
      <ArticleTexts bilingual={bilingual} values={pair} />
      <div className="form__row">
        <TextField
          {...field('icon')}
          dir="ltr"
          label={t('contentServiceIcon')}
          hint={t('contentServiceIconHint')}
          defaultValue={service?.icon ?? ''}
        />
        <TextField
          {...field('sortOrder')}
          type="number"
          dir="ltr"
          label={t('contentSortOrder')}
          defaultValue={service ? String(service.sortOrder) : '0'}
        />
      </div>
      <RecordPicture
        name="imageUrl"
        label={t('contentImage')}
        current={service?.imageUrl}
        echoed={values.imageUrl}
        error={errors.imageUrl}
      />
    </RecordPage>
  );
}
