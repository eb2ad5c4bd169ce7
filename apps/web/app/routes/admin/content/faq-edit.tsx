import type { ConsoleFaq } from '@forum/contract/console/content-schemas';
import { adminUpdateFaqForm } from '@forum/contract/form-fields/admin.updateFaq';
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
import type { Route } from './+types/faq-edit';

const FAQ: ContentRecord<ConsoleFaq> = {
  list: '/admin/faqs',
  entity: 'faq',
  newTitle: 'contentFaqNew',
  read: (route, id) => route.api.call('admin.faq', { params: { id } }),
  fields: ['categoryAr', 'categoryEn', 'questionAr', 'questionEn', 'answerAr', 'answerEn', 'sortOrder'],
  name: 'question',
  calls: { create: 'admin.createFaq', update: 'admin.updateFaq', remove: 'admin.deleteFaq' },
};

/** GET /admin/faqs/:id (`new` for a new one): a question, its answer and category in both languages. */
export const loader = (args: Route.LoaderArgs) => loadContentRecord(args, FAQ);

export const action = (args: Route.ActionArgs) => contentRecordAction(args, FAQ);

export const meta = recordPageMeta;

export default function FaqEdit({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { record: faq } = loaderData;
  const form = useForm(adminUpdateFaqForm, { defaults: faq ?? { sortOrder: 0 } });
  return (
    <ContentRecordPage page={loaderData} spec={FAQ} form={form} testId="faq">
      <ConsoleBilingualField
        {...form.bilingual('category')}
        labels={{ ar: t('contentFaqCategoryAr'), en: t('contentFaqCategoryEn') }}
      />
      <ConsoleBilingualField
        {...form.bilingual('question')}
        labels={{ ar: t('contentFaqQuestionAr'), en: t('contentFaqQuestionEn') }}
      />
      <ConsoleBilingualField
        {...form.bilingual('answer')}
        multiline
        rows={6}
        labels={{ ar: t('contentFaqAnswerAr'), en: t('contentFaqAnswerEn') }}
      />
      <TextField {...form.field('sortOrder')} type="number" dir="ltr" label={t('contentSortOrder')} />
    </ContentRecordPage>
  );
}
