import type { ConsoleFaq } from '@forum/contract/console/content-schemas';
import { adminUpdateFaqForm } from '@forum/contract/form-fields/admin.updateFaq';
import { TextField } from '~/components/form.tsx';
import { ContentStyles } from '~/features/console/content/content-parts.tsx';
import {
  type ContentRecord,
  contentRecordAction,
  loadContentRecord,
} from '~/features/console/content/content-record.server.ts';
import { ConsoleBilingualField } from '~/features/console/form/console-form.tsx';
import { baseOf } from '~/features/console/form/console-form-rules.ts';
import { RecordPage, recordPageMeta } from '~/features/console/form/record-page.tsx';
import { useForm } from '~/features/forms/use-form.tsx';
import { useI18n } from '~/i18n/i18n.tsx';
import type { Route } from './+types/faq-edit';

const FIELDS = [
  'categoryAr',
  'categoryEn',
  'questionAr',
  'questionEn',
  'answerAr',
  'answerEn',
  'sortOrder',
] as const satisfies readonly (keyof ConsoleFaq)[];

const FAQ: ContentRecord<ConsoleFaq> = {
  list: '/admin/faqs',
  entity: 'faq',
  newTitle: 'contentFaqNew',
  read: (route, id) => route.api.call('admin.faq', { params: { id } }),
  base: (faq) => baseOf(faq, FIELDS),
  title: (faq) => faq.questionEn,
  calls: { create: 'admin.createFaq', update: 'admin.updateFaq', remove: 'admin.deleteFaq' },
};

/** GET /admin/faqs/:id (`new` for a new one): a question, its answer and category in both languages. */
export const loader = (args: Route.LoaderArgs) => loadContentRecord(args, FAQ);

export const action = (args: Route.ActionArgs) => contentRecordAction(args, FAQ);

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
      list={FAQ.list}
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
