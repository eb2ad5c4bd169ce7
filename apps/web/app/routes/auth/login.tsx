import { isAccountFamily } from '@forum/contract/account-rules';
import { accountsLoginForm } from '@forum/contract/form-fields/accounts.login';
import { exhibitorAccountsLoginForm } from '@forum/contract/form-fields/exhibitorAccounts.login';
import { useEffect, useState } from 'react';
import { Form, Link, redirect, useSearchParams } from 'react-router';
import { EchoedValues, EmailField, FormMessages, PasswordField, SubmitButton } from '~/components/form.tsx';
import { openForm } from '~/features/forms/open-form.server.ts';
import { useForm } from '~/features/forms/use-form.tsx';
import { openRoute } from '~/features/route/open-route.server.ts';
import { useSession } from '~/features/session/session.tsx';
import { useI18n, useLocalePath } from '~/i18n/i18n.tsx';
import { toCode } from '~/utils/digits.ts';
import { withQuery } from '~/utils/query.ts';
import { safeRedirectPath } from '~/utils/safe-redirect.ts';
import type { Route } from './+types/login';
import { familyEndpoint } from './account-family.ts';
import { AuthCard, authMeta } from './auth-layout.tsx';
import { CodeField } from './code-field.tsx';

/**
 * The hidden field of a form that shows the emailed code (decision 043): the action echoes it back,
 * so a refusal after it (a wrong code, a mistyped password) keeps the code field, with or without scripts.
 */
const STEP = { name: 'step', code: 'code' } as const;

/** Only two kinds of login exist; any other /login/… is an unknown page. */
export function loader(args: Route.LoaderArgs) {
  if (!isAccountFamily(args.params.type)) throw openRoute(args).notFound();
  return { family: args.params.type };
}

/** The login form, sent with or without the page's scripts: a session cookie and the next page, or the errors. */
export async function action(args: Route.ActionArgs) {
  const family = args.params.type;
  if (!isAccountFamily(family)) throw redirect('/404');
  const form = await openForm(args);
  const redirectTo = new URL(args.request.url).searchParams.get('redirect');
  const email = form.text('email').trim();
  const password = form.text('password');
  const missing = (['email', 'password'] as const).filter((name) => !(name === 'email' ? email : password));
  if (missing.length) return form.answer(missing.map((key) => ({ key, value: form.t('fieldRequired') })));

  // left empty, the login asks the API for a new code (one a minute)
  const code = toCode(form.text('code'));
  const result = await form.send(familyEndpoint(family, 'login'), {
    body: { email, password, ...(code ? { code } : {}) },
  });
  // an account whose email is not confirmed yet answers as a wrong password (decision 027)
  if (!result.ok) {
    // too many wrong passwords on the account (decision 043): the page comes back with the code field,
    // its notice saying why; the email stays, the password never (nor in the address)
    const codeNeeded = result.status === 401 && result.errors.some((error) => error.key === 'code');
    if (codeNeeded || form.text(STEP.name) === STEP.code) form.form.set(STEP.name, STEP.code);
    return form.answer(codeNeeded ? [] : result, { status: result.status });
  }
  return form.answer(result, {
    // staff land on their console (decision 061) unless they were on their way somewhere
    to: ({ user }) => form.to(safeRedirectPath(redirectTo, user.userType === 'staff' ? '/admin' : '/account')),
    message: ({ user }) => (user.firstName ? form.t('welcomeBack', { name: user.firstName }) : form.t('loggedIn')),
  });
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
  const { user, isLoggedIn } = useSession();
  const [searchParams] = useSearchParams();
  const redirectTo = searchParams.get('redirect');
  const isExhibitor = family === 'exhibitor';
  const { formRef, field, isSubmitting, onSubmit, clearError, values, inlineMessages } = useForm(
    isExhibitor ? exhibitorAccountsLoginForm : accountsLoginForm,
  );
  const asksCode = values[STEP.name] === STEP.code;
  const [code, setCode] = useState('');
  // once the page asks for the code (sent by the page's script), the code field takes the focus
  useEffect(() => {
    if (asksCode) formRef.current?.querySelector<HTMLInputElement>('input[name="code"]')?.focus();
  }, [asksCode, formRef]);
  const otherFamily = isExhibitor ? 'customer' : 'exhibitor';

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
      <Form method="post" ref={formRef} className="form" onSubmit={onSubmit} noValidate replace>
        <EchoedValues values={values}>
          <EmailField {...field('email')} label={t('email')} autoComplete="username" />
          <PasswordField {...field('password')} label={t('password')} autoComplete="current-password" />
        </EchoedValues>
        {asksCode ? (
          <div className="auth__code" data-testid="login-code">
            <input type="hidden" name={STEP.name} value={STEP.code} />
            <p className="auth__code-notice" role="status">
              {t('loginCodeNotice')}
            </p>
            <CodeField
              value={code}
              onChange={setCode}
              onEdit={clearError}
              error={field('code').error}
              required={false}
            />
            <p className="auth__note">{t('loginCodeResend')}</p>
          </div>
        ) : null}
        <p className="auth__aside">
          <Link to={to(withQuery('/forgot-password', { type: family }))}>{t('forgotPasswordLink')}</Link>
        </p>
        <FormMessages messages={inlineMessages} />
        <SubmitButton isSubmitting={isSubmitting}>{t('loginSubmit')}</SubmitButton>
      </Form>
    </AuthCard>
  );
}
