import type { ConsolePage } from '@forum/contract/console/content-schemas';
import { adminUpdatePageForm } from '@forum/contract/form-fields/admin.updatePage';
import { TextField } from '~/components/form.tsx';
import { ContentRecordPage } from '~/features/console/content/content-parts.tsx';
import {
  type ContentRecord,
  contentRecordAction,
  loadContentRecord,
} from '~/features/console/content/content-record.server.ts';
import { ConsoleBilingualField } from '~/features/console/form/console-form.tsx';
import { recordPageMeta } from '~/features/console/form/record-page.tsx';
import { useForm } from '~/features/forms/use-form.tsx';
import { useI18n } from '~/i18n/i18n.tsx';
import type { Route } from './+types/page-edit';

const PAGE: ContentRecord<ConsolePage> = {
  list: '/admin/pages',
  entity: 'page',
  newTitle: 'contentPageNew',
  read: (route, id) => route.api.call('admin.page', { params: { id } }),
  fields: ['slug', 'titleAr', 'titleEn', 'bodyAr', 'bodyEn'],
  name: 'title',
  calls: { create: 'admin.createPage', update: 'admin.updatePage', remove: 'admin.deletePage' },
};

/** GET /admin/pages/:id (`new` for a new one): a page's address and its text in both languages (decision 065). */
export const loader = (args: Route.LoaderArgs) => loadContentRecord(args, PAGE);

export const action = (args: Route.ActionArgs) => contentRecordAction(args, PAGE);

export const meta = recordPageMeta;

export default function PageEdit({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { record: page } = loaderData;
  const form = useForm(adminUpdatePageForm, { defaults: page });
  return (
    <ContentRecordPage page={loaderData} spec={PAGE} form={form} testId="page">
      <TextField {...form.field('slug')} dir="ltr" label={t('contentPageSlug')} hint={t('contentPageSlugHint')} />
      <ConsoleBilingualField
        {...form.bilingual('title')}
        labels={{ ar: t('contentPageTitleAr'), en: t('contentPageTitleEn') }}
      />
      <ConsoleBilingualField
        {...form.bilingual('body')}
        multiline
        rows={14}
        labels={{ ar: t('contentPageBodyAr'), en: t('contentPageBodyEn') }}
      />
    </ContentRecordPage>
  );
}
