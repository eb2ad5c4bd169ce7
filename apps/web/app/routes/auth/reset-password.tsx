import type { MessageResponse } from '@forum/contract/account';
import { PASSWORD_MIN_LENGTH } from '@forum/contract/account-rules';
import { type FormEvent, useEffect, useSyncExternalStore } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useApi } from '~/api/use-api.ts';
import { formValues, missingFields, PasswordField, SubmitButton, useApiForm } from '~/components/form.tsx';
import { LoadingIndicator } from '~/components/screens.tsx';
import { useToast } from '~/components/toasts.tsx';
import { useI18n, useLocalePath } from '~/i18n/i18n.tsx';
import type { Route } from './+types/reset-password';
import { familyApiPath, familyOf, readResetState, withQuery } from './account-family.ts';
import { AuthCard, authMeta, EmailText } from './auth-layout.tsx';
import './auth.css';

const FIELDS = ['password', 'confirmPassword'];

export function meta({ matches }: Route.MetaArgs) {
  return authMeta(matches[0]?.loaderData, 'resetTitle', 'resetCodeDescription');
}

const subscribeNever = () => () => {};

/** False while the server's page hydrates, true afterwards (and at once on a client navigation). */
function useHydrated() {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}

/**
 * The last step of a forgotten password. The email and the checked code come from the code screen
 * as navigation state (never in the address, where they would stay in the history); without them
 * the visitor is sent back to ask for a code.
 */
export default function ResetPassword() {
  const { t } = useI18n();
  const to = useLocalePath();
  const navigate = useNavigate();
  const toast = useToast();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const family = familyOf(searchParams.get('type'));
  const isHydrated = useHydrated();
  // the server cannot see navigation state: it renders the waiting card, the browser decides
  const reset = isHydrated ? readResetState(location.state) : null;
  const forgotPath = to(withQuery('/forgot-password', { type: family }));

  const hasReset = reset !== null;
  useEffect(() => {
    if (!isHydrated || hasReset) return;
    toast.error(t('resetNeedsCode'));
    void navigate(forgotPath, { replace: true });
  }, [isHydrated, hasReset, toast, t, navigate, forgotPath]);

  const api = useApi();
  const { formRef, errors, isSubmitting, submit, clearError, showErrors } = useApiForm(FIELDS);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!reset) return;
    const missing = missingFields(event.currentTarget, t('fieldRequired'));
    if (Object.keys(missing).length) {
      showErrors(missing);
      return;
    }
    const values = formValues(event.currentTarget);
    void submit(
      () =>
        api.post<MessageResponse>(familyApiPath(family, '/forgot-password/reset/email'), {
          body: { ...reset, password: values.password, confirmPassword: values.confirmPassword },
        }),
      async () => {
        toast.success(t('passwordChanged'));
        await navigate(to(`/login/${family}`), { replace: true });
      },
    );
  }

  return (
    <AuthCard
      title={t('resetTitle')}
      lead={
        reset ? (
          <p>
            {t('resetLead')} <EmailText email={reset.email} />
          </p>
        ) : null
      }
      footer={
        <p>
          <Link to={forgotPath}>{t('askNewCode')}</Link>
        </p>
      }
    >
      {reset ? (
        <form ref={formRef} className="form" onSubmit={onSubmit} noValidate>
          {/* lets a password manager save the new password under the right account */}
          <input type="email" name="username" autoComplete="username" value={reset.email} readOnly hidden />
          <PasswordField
            name="password"
            label={t('newPassword')}
            autoComplete="new-password"
            required
            hint={t('passwordHint', { min: PASSWORD_MIN_LENGTH })}
            error={errors.password}
            onEdit={clearError}
          />
          <PasswordField
            name="confirmPassword"
            label={t('confirmNewPassword')}
            autoComplete="new-password"
            required
            error={errors.confirmPassword}
            onEdit={clearError}
          />
          <SubmitButton isSubmitting={isSubmitting}>{t('resetSubmit')}</SubmitButton>
        </form>
      ) : (
        <div className="auth__waiting">
          <LoadingIndicator label={t('loading')} />
        </div>
      )}
    </AuthCard>
  );
}
