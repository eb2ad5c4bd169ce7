import { adminAnswerContactMessageForm } from '@forum/contract/form-fields/admin.answerContactMessage';
import { Form } from 'react-router';
import { FormMessages, SubmitButton, TextAreaField } from '~/components/form.tsx';
import { loadRecordHistory } from '~/features/console/audit/record-history.server.ts';
import { RecordHistory } from '~/features/console/audit/record-history.tsx';
import { ContentStyles, ContentWhen, RecordLink } from '~/features/console/content/content-parts.tsx';
import { ContentStatus } from '~/features/console/content/content-status.tsx';
import { askConfirm, consoleAnswer } from '~/features/console/form/console-form.server.ts';
import { BaseField, ConfirmButton, ConfirmStep, StaleSummary } from '~/features/console/form/console-form.tsx';
import { baseOf } from '~/features/console/form/console-form-rules.ts';
import { openForm } from '~/features/forms/open-form.server.ts';
import { useForm } from '~/features/forms/use-form.tsx';
import { openRoute } from '~/features/route/open-route.server.ts';
import { useI18n } from '~/i18n/i18n.tsx';
import type { Route } from './+types/contact-message';

const OPEN_LIST = '/admin/contact-messages?status=open';

/** GET /admin/contact-messages/:id: a message, its answer by email, closing it (decision 065). */
export async function loader(args: Route.LoaderArgs) {
  const route = openRoute(args, { personal: true });
  const id = route.id(args.params.id);
  const message = route.need(await route.api.call('admin.contactMessage', { params: { id } }), {
    notFound: [400, 404],
  });
  // what the answer is stale against: an answer or a close since the page opened
  return {
    message,
    base: baseOf(message, ['status', 'answer']),
    title: message.subject,
    history: await loadRecordHistory(route, 'contactMessage', id),
  };
}

export async function action(args: Route.ActionArgs) {
  const form = await openForm(args);
  const id = Number(args.params.id);
  if (form.text('intent') === 'close') {
    const asked = askConfirm(form, {
      title: form.t('contentContactCloseTitle'),
      text: form.t('contentContactCloseText'),
      confirmLabel: form.t('contentContactClose'),
    });
    if (asked) return asked;
    const result = await form.send('admin.closeContactMessage', { params: { id } });
    return consoleAnswer(form, result, { to: form.to(OPEN_LIST), message: form.t('contentContactClosedDone') });
  }
  const result = await form.send('admin.answerContactMessage', { params: { id } });
  return consoleAnswer(form, result, { to: form.to(OPEN_LIST), message: form.t('contentContactSent') });
}

export function meta({ data }: Route.MetaArgs) {
  return [{ title: data?.title ?? '' }, { name: 'robots', content: 'noindex' }];
}

export default function ContactMessage({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { message, base, history } = loaderData;
  const { formRef, field, onSubmit, isSubmitting, inlineMessages } = useForm(adminAnswerContactMessageForm);
  const language = message.locale === 'ar' ? t('contentLanguageAr') : t('contentLanguageEn');
  return (
    <section className="console-page" aria-labelledby="contact-title" data-testid="contact-message">
      <ContentStyles />
      <p>
        <RecordLink path="contact-messages?status=open">{t('contentBackToList')}</RecordLink>
      </p>
      <h1 id="contact-title">
        <bdi>{message.subject}</bdi>
      </h1>
      <ConfirmStep />
      <dl className="console-facts">
        <dt>{t('contentStatus')}</dt>
        <dd>
          <ContentStatus status={message.status} />
        </dd>
        <dt>{t('contentContactFrom')}</dt>
        <dd>
          <bdi>{message.name}</bdi>
        </dd>
        <dt>{t('contentContactEmail')}</dt>
        <dd>
          <bdi dir="ltr">{message.email}</bdi>
        </dd>
        {message.telephone ? (
          <>
            <dt>{t('contentContactTelephone')}</dt>
            <dd>
              <bdi dir="ltr">{message.telephone}</bdi>
            </dd>
          </>
        ) : null}
        <dt>{t('contentReceived')}</dt>
        <dd>
          <ContentWhen iso={message.createdAt} />
        </dd>
        <dt>{t('contentContactLanguage')}</dt>
        <dd>{language}</dd>
      </dl>
      <h2>{t('contentContactMessage')}</h2>
      <blockquote className="console-quote" lang={message.locale}>
        {message.message.split(/\n\s*\n/).map((paragraph, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of one text, never reordered
          <p key={index}>{paragraph}</p>
        ))}
      </blockquote>
      {message.answer ? (
        <>
          <h2>{t('contentContactPrevious')}</h2>
          <blockquote className="console-quote" data-testid="contact-answer" lang={message.locale}>
            <p>{message.answer}</p>
            {message.answeredAt ? (
              <footer>
                <ContentWhen iso={message.answeredAt} />
              </footer>
            ) : null}
          </blockquote>
        </>
      ) : null}
      {message.closedAt ? (
        <p data-testid="contact-closed">{t('contentContactIsClosed')}</p>
      ) : (
        <>
          <Form method="post" ref={formRef} noValidate onSubmit={onSubmit} className="form">
            <StaleSummary />
            <BaseField base={base} />
            <TextAreaField
              {...field('answer')}
              label={t('contentContactAnswer')}
              hint={t('contentContactAnswerHint')}
              lang={message.locale}
              dir={message.locale === 'ar' ? 'rtl' : 'ltr'}
              rows={8}
            />
            <FormMessages messages={inlineMessages} />
            <SubmitButton isSubmitting={isSubmitting}>{t('contentContactSend')}</SubmitButton>
          </Form>
          <Form method="post" className="console-actions">
            <ConfirmButton
              name="intent"
              value="close"
              label={t('contentContactClose')}
              title={t('contentContactCloseTitle')}
              text={t('contentContactCloseText')}
              confirmLabel={t('contentContactClose')}
              testId="contact-close"
            />
          </Form>
        </>
      )}
      <RecordHistory history={history} />
    </section>
  );
}
