import type { ConsolePage } from '@forum/contract/console/content-schemas';
import { adminUpdatePageForm } from '@forum/contract/form-fields/admin.updatePage';
import { TextField } from '~/components/form.tsx';
import { ContentStyles } from '~/features/console/content/content-parts.tsx';
import { contentWords } from '~/features/console/content/content-words.server.ts';
import { recordAction } from '~/features/console/form/console-form.server.ts';
import { ConsoleBilingualField } from '~/features/console/form/console-form.tsx';
import { baseOf } from '~/features/console/form/console-form-rules.ts';
import { loadRecordPage } from '~/features/console/form/record-page.server.ts';
import { RecordPage, recordPageMeta } from '~/features/console/form/record-page.tsx';
import { openForm } from '~/features/forms/open-form.server.ts';
import { useForm } from '~/features/forms/use-form.tsx';
import { openRoute } from '~/features/route/open-route.server.ts';
import { useI18n } from '~/i18n/i18n.tsx';
import type { Route } from './+types/page-edit';

const LIST = '/admin/pages';
const FIELDS = ['slug', 'titleAr', 'titleEn', 'bodyAr', 'bodyEn'] as const satisfies readonly (keyof ConsolePage)[];

/** GET /admin/pages/:id (`new` for a new one): a page's address and its text in both languages (decision 065). */
export async function loader(args: Route.LoaderArgs) {
  const route = openRoute(args, { personal: true });
  return loadRecordPage(route, args.params.id, {
    read: (id) => route.api.call('admin.page', { params: { id } }),
    entity: 'page',
    newTitle: route.t('contentPageNew'),
    base: (page) => baseOf(page, FIELDS),
    title: (page) => page.titleEn,
  });
}

export async function action(args: Route.ActionArgs) {
  const form = await openForm(args);
  return recordAction(form, args.params.id, {
    list: LIST,
    calls: { create: 'admin.createPage', update: 'admin.updatePage', remove: 'admin.deletePage' },
    words: contentWords(form),
  });
}

export const meta = recordPageMeta;

export default function PageEdit({ loaderData }: Route.ComponentProps) {
  const { t, locale } = useI18n();
  const { record: page, base, history } = loaderData;
  const form = useForm(adminUpdatePageForm);
  const { field, bilingual } = form;
  return (
    <RecordPage
      history={history}
      form={form}
      base={base}
      list={LIST}
      heading={page ? <bdi>{locale === 'ar' ? page.titleAr : page.titleEn}</bdi> : t('contentPageNew')}
      isNew={!page}
      testId="page"
      deleteText={t('contentDeleteText')}
    >
      <ContentStyles />
      <TextField
        {...field('slug')}
        dir="ltr"
        label={t('contentPageSlug')}
        hint={t('contentPageSlugHint')}
        defaultValue={page?.slug ?? ''}
      />
      <ConsoleBilingualField
        {...bilingual('title')}
        labels={{ ar: t('contentPageTitleAr'), en: t('contentPageTitleEn') }}
        defaultValues={{ ar: page?.titleAr ?? '', en: page?.titleEn ?? '' }}
      />
      <ConsoleBilingualField
        {...bilingual('body')}
        multiline
        rows={14}
        labels={{ ar: t('contentPageBodyAr'), en: t('contentPageBodyEn') }}
        defaultValues={{ ar: page?.bodyAr ?? '', en: page?.bodyEn ?? '' }}
      />
    </RecordPage>
  );
}
