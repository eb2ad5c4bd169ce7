import { type ReactNode, useEffect, useRef } from 'react';
import { Form, Link, useSearchParams } from 'react-router';
import {
  EchoedValues,
  type FieldErrors,
  EmailField as FormEmailField,
  FormMessages,
  SubmitButton,
  TextAreaField,
} from '~/components/form.tsx';
import { useActionForm } from '~/features/forms/use-action-form.tsx';
import { useRootData } from '~/features/shell/root-data.ts';
import { useI18n } from '~/i18n/i18n.tsx';
import { MESSAGE_MAX_LENGTH, MESSAGE_MIN_LENGTH } from './enquiry-fields.ts';

/** The page after a message was stored (the action's redirect): `?sent=1`, with the API's answer as its message. */
export const SENT_PARAM = 'sent';

export type FieldsProps = { errors: FieldErrors; onEdit: (name: string) => void };

/**
 * A message to the forum (contact, sponsorship enquiry), sent with or without the page's scripts to
 * the route's action: the page's own fields, then the message. Required fields are checked in the page
 * first; refusals come back beside their fields (and, without scripts, with what was typed).
 */
export function EnquiryForm({
  fields,
  testId,
  submitLabel,
  messageLabel,
  children,
}: {
  fields: readonly string[];
  testId: string;
  submitLabel: string;
  messageLabel: string;
  /** The fields before the message. */
  children: (props: FieldsProps) => ReactNode;
}) {
  const { t } = useI18n();
  const { formRef, errors, clearError, onSubmit, isSubmitting, values, inlineMessages } = useActionForm(fields);
  return (
    <Form method="post" ref={formRef} className="form" onSubmit={onSubmit} noValidate replace data-testid={testId}>
      <EchoedValues values={values}>
        {children({ errors, onEdit: clearError })}
        <TextAreaField
          name="message"
          label={messageLabel}
          required
          rows={6}
          maxLength={MESSAGE_MAX_LENGTH}
          hint={t('enquiryMessageHint', { min: MESSAGE_MIN_LENGTH })}
          error={errors.message}
          onEdit={clearError}
        />
      </EchoedValues>
      <FormMessages messages={inlineMessages} />
      <SubmitButton isSubmitting={isSubmitting}>{submitLabel}</SubmitButton>
    </Form>
  );
}

/** The sender's email, the same in both forms. */
export function EmailField({ errors, onEdit }: FieldsProps) {
  const { t } = useI18n();
  return <FormEmailField label={t('email')} error={errors.email} onEdit={onEdit} />;
}

/** The API's answer once a message was stored (the page's `?sent`), or null while the form is shown. */
export function useSentEnquiry(): { message: string | null } | null {
  const [searchParams] = useSearchParams();
  const flash = useRootData()?.flash;
  if (!searchParams.has(SENT_PARAM)) return null;
  // the message shows once; the page opened again later keeps the title alone
  return { message: flash?.kind === 'success' ? flash.text : null };
}

/** What replaces a form once the API stored it: the answer's message, focused so that it is read out. */
export function SentMessage({
  title,
  message,
  again,
  againTo,
  titleId,
}: {
  title: string;
  titleId?: string;
  message: string | null;
  again: string;
  /** The page with its form again. */
  againTo: string;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  return (
    <section className="info-card info-sent" role="status" data-testid="form-sent">
      <span className="info-sent__icon" aria-hidden="true">
        ✓
      </span>
      <h2 ref={headingRef} id={titleId} className="info-card__title" tabIndex={-1}>
        {title}
      </h2>
      {message ? <p>{message}</p> : null}
      <Link to={againTo} className="button button--ghost">
        {again}
      </Link>
    </section>
  );
}
