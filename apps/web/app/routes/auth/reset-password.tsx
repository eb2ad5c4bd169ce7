import { PASSWORD_MIN_LENGTH } from '@forum/contract/account-rules';
import { accountsResetPasswordForm } from '@forum/contract/form-fields/accounts.resetPassword';
import { exhibitorAccountsResetPasswordForm } from '@forum/contract/form-fields/exhibitorAccounts.resetPassword';
import { data, Form, Link, redirect } from 'react-router';
import { FormMessages, PasswordField, SubmitButton } from '~/components/form.tsx';
import { flashCookie } from '~/features/forms/flash.server.ts';
import { openForm } from '~/features/forms/open-form.server.ts';
import { useForm } from '~/features/forms/use-form.tsx';
import { openRoute } from '~/features/route/open-route.server.ts';
import { useI18n, useLocalePath } from '~/i18n/i18n.tsx';
import { withQuery } from '~/utils/query.ts';
import type { Route } from './+types/reset-password';
import { familyEndpoint, familyOf } from './account-family.ts';
import { AuthCard, authMeta, EmailText } from './auth-layout.tsx';
import { clearResetCookie, readResetTicket } from './reset-cookie.server.ts';

/**
 * The last step of a forgotten password. The email and the checked code come from the code screen in
 * an httpOnly cookie; without them the visitor is sent back to ask for a code.
 */
export function loader(args: Route.LoaderArgs) {
  const ticket = readResetTicket(args.request.headers.get('cookie'));
  if (!ticket) {
    const route = openRoute(args);
    const forgotPath = route.to(withQuery('/forgot-password', { type: familyOf(route.url.searchParams.get('type')) }));
    throw redirect(forgotPath, {
      headers: { 'set-cookie': flashCookie({ kind: 'error', text: route.t('resetNeedsCode') }) },
    });
  }
  return data({ email: ticket.email, family: ticket.family }, { headers: { 'Cache-Control': 'private, no-store' } });
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export async function action(args: Route.ActionArgs) {
  const form = await openForm(args);
  const ticket = readResetTicket(args.request.headers.get('cookie'));
  if (!ticket) {
    return form.answer([{ key: 'error', value: form.t('resetNeedsCode') }], { refusedTo: form.to('/forgot-password') });
  }
  const missing = (['password', 'confirmPassword'] as const).filter((name) => !form.text(name));
  if (missing.length) return form.answer(missing.map((key) => ({ key, value: form.t('fieldRequired') })));
  const endpoint = familyEndpoint(ticket.family, 'resetPassword');
  const result = await form.send(endpoint, {
    body: { ...form.bodyOf(endpoint), email: ticket.email, code: ticket.code },
  });
  return form.answer(result, {
    to: form.to(`/login/${ticket.family}`),
    message: form.t('passwordChanged'),
    cookies: [clearResetCookie],
  });
}

export function meta({ matches }: Route.MetaArgs) {
  return authMeta(matches[0]?.loaderData, 'resetTitle', 'resetCodeDescription');
}

export default function ResetPassword({ loaderData }: Route.ComponentProps) {
  const { email, family } = loaderData;
  const { t } = useI18n();
  const to = useLocalePath();
  const { formRef, field, isSubmitting, onSubmit, inlineMessages } = useForm(
    family === 'exhibitor' ? exhibitorAccountsResetPasswordForm : accountsResetPasswordForm,
  );

  return (
    <AuthCard
      title={t('resetTitle')}
      lead={
        <p>
          {t('resetLead')} <EmailText email={email} />
        </p>
      }
      footer={
        <p>
          <Link to={to(withQuery('/forgot-password', { type: family }))}>{t('askNewCode')}</Link>
        </p>
      }
    >
      <Form method="post" ref={formRef} className="form" onSubmit={onSubmit} noValidate replace>
        {/* lets a password manager save the new password under the right account */}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <PasswordField
          {...field('password')}
          label={t('newPassword')}
          autoComplete="new-password"
          hint={t('passwordHint', { min: PASSWORD_MIN_LENGTH })}
        />
        <PasswordField {...field('confirmPassword')} label={t('confirmNewPassword')} autoComplete="new-password" />
        <FormMessages messages={inlineMessages} />
        <SubmitButton isSubmitting={isSubmitting}>{t('resetSubmit')}</SubmitButton>
      </Form>
    </AuthCard>
  );
}
