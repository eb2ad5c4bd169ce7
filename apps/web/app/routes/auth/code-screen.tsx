import { VERIFICATION_CODE_LENGTH } from '@forum/contract/account-rules';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Form, Link, useNavigation, useSearchParams } from 'react-router';
import { EchoedValues, EmailField, FormMessages, SubmitButton } from '~/components/form.tsx';
import { useActionForm } from '~/features/forms/use-action-form.tsx';
import { useRootData } from '~/features/shell/root-data.ts';
import type { MessageKey } from '~/i18n/en.ts';
import { useI18n } from '~/i18n/i18n.tsx';
import { isCompleteCode, toCode } from '~/utils/digits.ts';
import { AuthCard, EmailText } from './auth-layout.tsx';
import { CodeField } from './code-field.tsx';
import { CODE_FIELDS, RESEND_INTENT } from './code-fields.ts';
import { formatCountdown, useResendCountdown } from './use-resend-countdown.ts';

type CodeScreenProps = {
  title: MessageKey;
  submitLabel: MessageKey;
  /** Where a visitor who typed the wrong email starts again. */
  changeEmail: { label: MessageKey; to: string };
};

const FORM_ID = 'code-form';

/**
 * The screen of an emailed code (?email=…&type=…&code=…): the code, the address it went to, and a
 * resend button that counts down the server's wait. Both buttons send one form to the route's action,
 * so the screen works before and without its scripts. A code in the address (the email's link) is
 * filled in, and with scripts sent once by itself. Without an email in the address, the visitor types it.
 */
export function CodeScreen({ title, submitLabel, changeEmail }: CodeScreenProps) {
  const { t } = useI18n();
  const navigation = useNavigation();
  const flash = useRootData()?.flash;
  const [searchParams] = useSearchParams();
  const emailParam = searchParams.get('email')?.trim() ?? '';
  const [code, setCode] = useState(() => toCode(searchParams.get('code') ?? ''));
  const { formRef, errors, isSubmitting, clearError, showErrors, values, inlineMessages } = useActionForm(CODE_FIELDS);
  // the screen that sent the code left its wait in the page's message
  const countdown = useResendCountdown(
    flash?.resendAfter !== undefined ? { resendAfter: flash.resendAfter, sentAt: Date.now() } : null,
  );
  const sentIntent = isSubmitting ? navigation.formData?.get('intent') : null;
  const isResending = sentIntent === RESEND_INTENT;

  // a new code was sent (the resend's answer came back as this page's message): count its wait again
  const { restart } = countdown;
  const lastFlash = useRef(flash);
  useEffect(() => {
    if (flash === lastFlash.current) return;
    lastFlash.current = flash;
    if (flash?.resendAfter !== undefined) {
      restart(flash.resendAfter);
      setCode('');
    }
  }, [flash, restart]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const email = emailParam || String(new FormData(event.currentTarget).get('email') ?? '').trim();
    if (!email) {
      event.preventDefault();
      showErrors({ email: t('fieldRequired') });
      return;
    }
    if (submitter?.value === RESEND_INTENT) return;
    if (!isCompleteCode(code)) {
      event.preventDefault();
      showErrors({ code: t('codeIncomplete', { length: VERIFICATION_CODE_LENGTH }) });
    }
  }

  // the link in the email carries the code: send it once, as if the visitor had pressed the button
  const hasAutoSubmitted = useRef(false);
  useEffect(() => {
    if (hasAutoSubmitted.current) return;
    hasAutoSubmitted.current = true;
    if (emailParam && isCompleteCode(code)) formRef.current?.requestSubmit();
  }, [emailParam, code, formRef]);

  return (
    <AuthCard
      title={t(title)}
      lead={
        emailParam ? (
          <p>
            {t('codeSentTo', { length: VERIFICATION_CODE_LENGTH })} <EmailText email={emailParam} />
          </p>
        ) : (
          <p>{t('codeSentToYou', { length: VERIFICATION_CODE_LENGTH })}</p>
        )
      }
      footer={
        <p>
          {t('notYourEmail')} <Link to={changeEmail.to}>{t(changeEmail.label)}</Link>
        </p>
      }
    >
      <Form method="post" id={FORM_ID} ref={formRef} className="form" onSubmit={onSubmit} noValidate replace>
        {emailParam ? (
          <input type="hidden" name="email" value={emailParam} />
        ) : (
          <EchoedValues values={values}>
            <EmailField label={t('email')} error={errors.email} onEdit={clearError} />
          </EchoedValues>
        )}
        <CodeField value={code} onChange={setCode} onEdit={clearError} error={errors.code} />
        <FormMessages messages={inlineMessages} />
        <SubmitButton isSubmitting={isSubmitting && !isResending}>{t(submitLabel)}</SubmitButton>
      </Form>
      <div className="auth__resend">
        <p className="auth__note">{t('noCodeYet')}</p>
        <button
          type="submit"
          form={FORM_ID}
          name="intent"
          value={RESEND_INTENT}
          className="button button--ghost"
          disabled={countdown.isWaiting || isResending}
          aria-busy={isResending}
          data-testid="resend-code"
        >
          {isResending ? <span className="spinner spinner--small" aria-hidden="true" /> : null}
          {countdown.isWaiting ? t('resendIn', { time: formatCountdown(countdown.secondsLeft) }) : t('resendCode')}
        </button>
      </div>
    </AuthCard>
  );
}
