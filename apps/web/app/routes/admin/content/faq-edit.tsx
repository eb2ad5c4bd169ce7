import type { ConsoleFaq } from '@forum/contract/console/content-schemas';
import { Form } from 'react-router';
import { EchoedValues, FormMessages, SubmitButton, TextField } from '~/components/form.tsx';
import { ContentStyles, RecordLink } from '~/features/console/content/content-parts.tsx';
import { contentWords } from '~/features/console/content/content-words.server.ts';
import { recordAction } from '~/features/console/form/console-form.server.ts';
import {
  BaseField,
  ConfirmButton,
  ConfirmStep,
  ConsoleBilingualField,
  StaleSummary,
} from '~/features/console/form/console-form.tsx';
import { baseOf } from '~/features/console/form/console-form-rules.ts';
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
  if (args.params.id === 'new') return { faq: null, base: '', title: route.t('contentFaqNew') };
  const id = route.id(args.params.id);
  const faq = route.need(await route.api.call('admin.faq', { params: { id } }), { notFound: [400, 404] });
  return { faq, base: baseOf(faq, FIELDS), title: faq.questionEn };
}

export async function action(args: Route.ActionArgs) {
  const form = await openForm(args);
  return recordAction(form, args.params.id, {
    list: LIST,
    calls: { create: 'admin.createFaq', update: 'admin.updateFaq', remove: 'admin.deleteFaq' },
    words: contentWords(form),
  });
}

export function meta({ data }: Route.MetaArgs) {
  return [{ title: data?.title ?? '' }, { name: 'robots', content: 'noindex' }];
}

export default function FaqEdit({ loaderData }: Route.ComponentProps) {
  const { t, locale } = useI18n();
  const { faq, base } = loaderData;
  const { formRef, field, bilingual, onSubmit, isSubmitting, inlineMessages, values } = useForm('admin.updateFaq');
  return (
    <section className="console-page" aria-labelledby="faq-title" data-testid="faq-edit">
      <ContentStyles />
      <p>
        <RecordLink path="faqs">{t('contentBackToList')}</RecordLink>
      </p>
      <h1 id="faq-title">
        {faq ? <bdi>{locale === 'ar' ? faq.questionAr : faq.questionEn}</bdi> : t('contentFaqNew')}
      </h1>
      <ConfirmStep />
      <Form method="post" ref={formRef} noValidate onSubmit={onSubmit} className="form">
        <StaleSummary />
        <BaseField base={base} />
        <EchoedValues values={values}>
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
        </EchoedValues>
        <FormMessages messages={inlineMessages} />
        <div className="console-actions">
          <SubmitButton isSubmitting={isSubmitting}>{faq ? t('contentSave') : t('contentCreate')}</SubmitButton>
          {faq ? (
            <ConfirmButton
              name="intent"
              value="delete"
              label={t('contentDelete')}
              title={t('contentDeleteTitle')}
              text={t('contentDeleteText')}
              confirmLabel={t('contentDelete')}
              testId="faq-delete"
            />
          ) : null}
        </div>
      </Form>
    </section>
  );
}
