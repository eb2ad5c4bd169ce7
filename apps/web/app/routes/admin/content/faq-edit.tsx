import type { ConsoleFaq } from '@forum/contract/console/content-schemas';
import { adminUpdateFaqForm } from '@forum/contract/form-fields/admin.updateFaq';
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
import type { Route } from './+types/faq-edit';

const LIST = '/admin/faqs';
const FIELDS = [
  'categoryAr',
  'categoryEn',
  'questionAr',
  'questionEn',
  'answerAr',
  'answerEn',
  'sortOrder',
] as const satisfies readonly (keyof ConsoleFaq)[];

/** GET /admin/faqs/:id (`new` for a new one): a question, its answer and category in both languages. */
export async function loader(args: Route.LoaderArgs) {
  const route = openRoute(args, { personal: true });
  return loadRecordPage(route, args.params.id, {
    read: (id) => route.api.call('admin.faq', { params: { id } }),
    entity: 'faq',
    newTitle: route.t('contentFaqNew'),
    base: (faq) => baseOf(faq, FIELDS),
    title: (faq) => faq.questionEn,
  });
}

export async function action(args: Route.ActionArgs) {
  const form = await openForm(args);
  return recordAction(form, args.params.id, {
    list: LIST,
    calls: { create: 'admin.createFaq', update: 'admin.updateFaq', remove: 'admin.deleteFaq' },
    words: contentWords(form),
  });
}

export const meta = recordPageMeta;

export default function FaqEdit({ loaderData }: Route.ComponentProps) {
  const { t, locale } = useI18n();
  const { record: faq, base, history } = loaderData;
  const form = useForm(adminUpdateFaqForm);
  const { field, bilingual } = form;
  return (
    <RecordPage
      history={history}
      form={form}
      base={base}
      list={LIST}
      heading={faq ? <bdi>{locale === 'ar' ? faq.questionAr : faq.questionEn}</bdi> : t('contentFaqNew')}
      isNew={!faq}
      testId="faq"
      deleteText={t('contentDeleteText')}
    >
      <ContentStyles />
      <ConsoleBilingualField
        {...bilingual('category')}
        labels={{ ar: t('contentFaqCategoryAr'), en: t('contentFaqCategoryEn') }}
        defaultValues={{ ar: faq?.categoryAr ?? '', en: faq?.categoryEn ?? '' }}
      />
      <ConsoleBilingualField
        {...bilingual('question')}
        labels={{ ar: t('contentFaqQuestionAr'), en: t('contentFaqQuestionEn') }}
        defaultValues={{ ar: faq?.questionAr ?? '', en: faq?.questionEn ?? '' }}
      />
      <ConsoleBilingualField
        {...bilingual('answer')}
        multiline
        rows={6}
        labels={{ ar: t('contentFaqAnswerAr'), en: t('contentFaqAnswerEn') }}
        defaultValues={{ ar: faq?.answerAr ?? '', en: faq?.answerEn ?? '' }}
      />
      <TextField
        {...field('sortOrder')}
        type="number"
        dir="ltr"
        label={t('contentSortOrder')}
        defaultValue={faq ? String(faq.sortOrder) : '0'}
      />
    </RecordPage>
  );
}
