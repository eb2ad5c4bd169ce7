import type { infoContactForm } from '@forum/contract/form-fields/info.contact';
import type { sponsorshipRequestForm } from '@forum/contract/form-fields/sponsorship.request';
import { type ReactNode, useEffect, useRef } from 'react';
import { Form, Link, useSearchParams } from 'react-router';
import {
  EchoedValues,
  EmailField as FormEmailField,
  FormMessages,
  SubmitButton,
  TextAreaField,
  TextField,
} from '~/components/form.tsx';
import { type FieldProps, useForm } from '~/features/forms/use-form.tsx';
import { useRootData } from '~/features/shell/root-data.ts';
import { useI18n } from '~/i18n/i18n.tsx';
import { MESSAGE_MIN_LENGTH } from './enquiry-fields.ts';

/** The page after a message was stored (the action's redirect): `?sent=1`, with the API's answer as its message. */
export const SENT_PARAM = 'sent';

type EnquiryForm = typeof infoContactForm | typeof sponsorshipRequestForm;

/**
 * A message to the forum (contact, sponsorship enquiry), sent with or without the page's scripts to
 * the route's action: the page's own fields, then the message. Required fields are checked in the page
 * first; refusals come back beside their fields (and, without scripts, with what was typed).
 */
export function EnquiryForm<F extends EnquiryForm>({
  contractForm,
  testId,
  submitLabel,
  messageLabel,
  children,
}: {
  /** The endpoint's form, from the contract (its module, so that the page carries only its rules). */
  contractForm: F;
  testId: string;
  submitLabel: string;
  messageLabel: string;
  /** The fields before the message. */
  children: (form: ReturnType<typeof useForm<F>>) => ReactNode;
}) {
  const { t } = useI18n();
  const form = useForm<F>(contractForm);
  const { formRef, onSubmit, isSubmitting, values, inlineMessages } = form;
  // both endpoints have the message: its limits are the contract's (ENQUIRY_MESSAGE_MAX_LENGTH)
  const message = (form.field as (name: 'message') => FieldProps)('message');
  return (
    <Form method="post" ref={formRef} className="form" onSubmit={onSubmit} noValidate replace data-testid={testId}>
      <EchoedValues values={values}>
        {children(form)}
        <TextAreaField
          {...message}
          label={messageLabel}
          rows={6}
          hint={t('enquiryMessageHint', { min: MESSAGE_MIN_LENGTH })}
        />
      </EchoedValues>
      <FormMessages messages={inlineMessages} />
      <SubmitButton isSubmitting={isSubmitting}>{submitLabel}</SubmitButton>
    </Form>
  );
}

/** The sender's email, the same in both forms. */
export function EmailField(field: FieldProps) {
  const { t } = useI18n();
  return <FormEmailField {...field} label={t('email')} />;
}

/** The sender's mobile number, the same in both forms but for its label (optional on the contact form). */
export function TelephoneField({ label, ...field }: FieldProps & { label: string }) {
  const { t } = useI18n();
  return <TextField {...field} type="tel" label={label} autoComplete="tel" dir="ltr" hint={t('telephoneHint')} />;
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
