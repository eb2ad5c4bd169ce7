import type { CodeSentResponse } from '@forum/contract/account';
import { VERIFICATION_CODE_LENGTH } from '@forum/contract/account-rules';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import type { ApiResult } from '~/api/client.ts';
import { SubmitButton, TextField, useApiForm } from '~/components/form.tsx';
import { useToast } from '~/components/toasts.tsx';
import type { MessageKey } from '~/i18n/en.ts';
import { useI18n } from '~/i18n/i18n.tsx';
import { isCompleteCode, toCode } from '~/utils/digits.ts';
import { readCodeSentState } from './account-family.ts';
import { AuthCard, EmailText } from './auth-layout.tsx';
import { CodeField } from './code-field.tsx';
import { formatCountdown, useResendCountdown } from './use-resend-countdown.ts';

const CODE_ONLY = ['code'];
const CODE_AND_EMAIL = ['email', 'code'];

type CodeScreenProps<T> = {
  title: MessageKey;
  submitLabel: MessageKey;
  verify: (email: string, code: string) => Promise<ApiResult<T>>;
  onVerified: (data: T, email: string, code: string) => void | Promise<void>;
  resend: (email: string) => Promise<ApiResult<CodeSentResponse>>;
  /** Where a visitor who typed the wrong email starts again. */
  changeEmail: { label: MessageKey; to: string };
};

/**
 * The screen of an emailed code (?email=…&type=…&code=…): the code, the address it went to, and a
 * resend button that counts down the server's wait. A code in the address (the email's link) is
 * filled in and sent once by itself. Without an email in the address, the visitor types it.
 */
export function CodeScreen<T>({ title, submitLabel, verify, onVerified, resend, changeEmail }: CodeScreenProps<T>) {
  const { t } = useI18n();
  const toast = useToast();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const emailParam = searchParams.get('email')?.trim() ?? '';
  const [typedEmail, setTypedEmail] = useState('');
  const email = emailParam || typedEmail.trim();
  const [code, setCode] = useState(() => toCode(searchParams.get('code') ?? ''));
  const { formRef, errors, isSubmitting, submit, clearError, showErrors } = useApiForm(
    emailParam ? CODE_ONLY : CODE_AND_EMAIL,
  );
  const countdown = useResendCountdown(readCodeSentState(location.state));
  const [isResending, setResending] = useState(false);

  function checkEmail(): boolean {
    if (email) return true;
    showErrors({ email: t('fieldRequired') });
    return false;
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!checkEmail()) return;
    if (!isCompleteCode(code)) {
      showErrors({ code: t('codeIncomplete', { length: VERIFICATION_CODE_LENGTH }) });
      return;
    }
    void submit(
      () => verify(email, code),
      (data) => onVerified(data, email, code),
    );
  }

  // the link in the email carries the code: send it once, as if the visitor had pressed the button
  const hasAutoSubmitted = useRef(false);
  useEffect(() => {
    if (hasAutoSubmitted.current) return;
    hasAutoSubmitted.current = true;
    if (emailParam && isCompleteCode(code)) formRef.current?.requestSubmit();
  }, [emailParam, code, formRef]);

  async function onResend() {
    if (!checkEmail() || isResending) return;
    setResending(true);
    try {
      const result = await resend(email);
      if (result.ok) {
        countdown.restart(result.data.resendAfter);
        setCode('');
        clearError('code');
        toast.success(result.data.message);
      } else if (!result.isCancelled) {
        toast.errors(result.errors);
      }
    } finally {
      setResending(false);
    }
  }

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
      <form ref={formRef} className="form" onSubmit={onSubmit} noValidate>
        {emailParam ? null : (
          <TextField
            name="email"
            type="email"
            label={t('email')}
            autoComplete="email"
            dir="ltr"
            required
            value={typedEmail}
            onChange={(event) => setTypedEmail(event.currentTarget.value)}
            error={errors.email}
            onEdit={clearError}
          />
        )}
        <CodeField
          value={code}
          onChange={(next) => {
            setCode(next);
            clearError('code');
          }}
          error={errors.code}
        />
        <SubmitButton isSubmitting={isSubmitting}>{t(submitLabel)}</SubmitButton>
      </form>
      <div className="auth__resend">
        <p className="auth__note">{t('noCodeYet')}</p>
        <button
          type="button"
          className="button button--ghost"
          onClick={onResend}
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
