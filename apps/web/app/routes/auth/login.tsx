import type { LoginResponse } from '@forum/contract/account';
import { isAccountFamily } from '@forum/contract/account-rules';
import type { FormEvent } from 'react';
import { Link, redirect, useNavigate, useSearchParams } from 'react-router';
import type { ApiResult } from '~/api/client.ts';
import { useApi } from '~/api/use-api.ts';
import { missingFields, PasswordField, SubmitButton, TextField, useApiForm } from '~/components/form.tsx';
import { useToast } from '~/components/toasts.tsx';
import { localeOfPath, localePath, useI18n, useLocalePath } from '~/i18n/i18n.tsx';
import { useSession } from '~/session/session.tsx';
import { safeRedirectPath } from '~/utils/safe-redirect.ts';
import type { Route } from './+types/login';
import { familyApiPath, withQuery } from './account-family.ts';
import { AuthCard, authMeta } from './auth-layout.tsx';
import './auth.css';

const FIELDS = ['email', 'password'];
const EMAIL_NOT_VERIFIED = 'emailNotVerified';

/** Only two kinds of login exist; any other /login/… is an unknown page. */
export function loader({ request, params }: Route.LoaderArgs) {
  if (!isAccountFamily(params.type)) throw redirect(localePath(localeOfPath(new URL(request.url).pathname), '/404'));
  return { family: params.type };
}

export function meta({ matches, data }: Route.MetaArgs) {
  const isExhibitor = data?.family === 'exhibitor';
  return authMeta(
    matches[0]?.loaderData,
    isExhibitor ? 'loginExhibitorTitle' : 'loginCustomerTitle',
    isExhibitor ? 'loginExhibitorLead' : 'loginCustomerLead',
  );
}

export default function Login({ loaderData }: Route.ComponentProps) {
  const { family } = loaderData;
  const { t } = useI18n();
  const to = useLocalePath();
  const api = useApi();
  const toast = useToast();
  const navigate = useNavigate();
  const { user, isLoggedIn } = useSession();
  const [searchParams] = useSearchParams();
  const redirectTo = searchParams.get('redirect');
  const { formRef, errors, isSubmitting, submit, clearError, showErrors } = useApiForm(FIELDS);
  const isExhibitor = family === 'exhibitor';
  const otherFamily = isExhibitor ? 'customer' : 'exhibitor';

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const missing = missingFields(event.currentTarget, t('fieldRequired'));
    if (Object.keys(missing).length) {
      showErrors(missing);
      return;
    }
    const form = new FormData(event.currentTarget);
    const email = String(form.get('email')).trim();
    const body = { email, password: String(form.get('password')) };
    void submit(
      async (): Promise<ApiResult<LoginResponse>> => {
        const result = await api.post<LoginResponse>(familyApiPath(family, '/login'), { body });
        const unverified = result.ok ? undefined : result.errors.find((error) => error.key === EMAIL_NOT_VERIFIED);
        if (!unverified) return result;
        // the account exists but its email is not confirmed yet: the code screen, with the reason
        toast.error(unverified.value);
        await navigate(to(withQuery('/register-verify-code', { email, type: family, redirect: redirectTo })));
        return { ok: false, status: 403, errors: [], isCancelled: true };
      },
      async (data) => {
        toast.success(data.user.firstName ? t('welcomeBack', { name: data.user.firstName }) : t('loggedIn'));
        await navigate(to(safeRedirectPath(redirectTo)), { replace: true });
      },
    );
  }

  return (
    <AuthCard
      title={t(isExhibitor ? 'loginExhibitorTitle' : 'loginCustomerTitle')}
      lead={<p>{t(isExhibitor ? 'loginExhibitorLead' : 'loginCustomerLead')}</p>}
      footer={
        <>
          <p>
            {t('noAccount')}{' '}
            <Link to={to(withQuery(isExhibitor ? '/exhibitor-register' : '/register', { redirect: redirectTo }))}>
              {t('createAccount')}
            </Link>
          </p>
          <p>
            <Link to={to(withQuery(`/login/${otherFamily}`, { redirect: redirectTo }))} data-testid="other-login">
              {t(isExhibitor ? 'loginAsCustomerInstead' : 'loginAsExhibitorInstead')}
            </Link>
          </p>
        </>
      }
    >
      {isLoggedIn ? (
        <div className="auth__notice" role="status">
          <p>{user?.firstName ? t('alreadyLoggedInAs', { name: user.firstName }) : t('alreadyLoggedIn')}</p>
          <Link to={to('/account')} className="button button--secondary">
            {t('goToAccount')}
          </Link>
        </div>
      ) : null}
      <form ref={formRef} className="form" onSubmit={onSubmit} noValidate>
        <TextField
          name="email"
          type="email"
          label={t('email')}
          autoComplete="username"
          dir="ltr"
          required
          error={errors.email}
          onEdit={clearError}
        />
        <PasswordField
          name="password"
          label={t('password')}
          autoComplete="current-password"
          required
          error={errors.password}
          onEdit={clearError}
        />
        <p className="auth__aside">
          <Link to={to(withQuery('/forgot-password', { type: family }))}>{t('forgotPasswordLink')}</Link>
        </p>
        <SubmitButton isSubmitting={isSubmitting}>{t('loginSubmit')}</SubmitButton>
      </form>
    </AuthCard>
  );
}
