import { PASSWORD_MIN_LENGTH } from '@forum/contract/account-rules';
import { data, Form, Link, redirect } from 'react-router';
import { FormMessages, PasswordField, SubmitButton } from '~/components/form.tsx';
import { flashCookie } from '~/features/forms/flash.server.ts';
import { startFormAction } from '~/features/forms/form-action.server.ts';
import { useActionForm } from '~/features/forms/use-action-form.tsx';
import { openRoute } from '~/features/route/open-route.server.ts';
import { useI18n, useLocalePath } from '~/i18n/i18n.tsx';
import { withQuery } from '~/utils/query.ts';
import type { Route } from './+types/reset-password';
import { familyEndpoint, familyOf } from './account-family.ts';
import { AuthCard, authMeta, EmailText } from './auth-layout.tsx';
import { clearResetCookie, readResetTicket } from './reset-cookie.server.ts';

const FIELDS = ['password', 'confirmPassword'];

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
  const form = await startFormAction(args);
  const ticket = readResetTicket(args.request.headers.get('cookie'));
  if (!ticket) return form.redirect(form.to('/forgot-password'), { kind: 'error', text: form.t('resetNeedsCode') });
  const password = form.text('password');
  const confirmPassword = form.text('confirmPassword');
  const missing = FIELDS.filter((name) => !form.text(name));
  if (missing.length)
    return form.fail(
      missing.map((key) => ({ key, value: form.t('fieldRequired') })),
      FIELDS,
    );
  const result = await form.api.call(familyEndpoint(ticket.family, 'resetPassword'), {
    body: { email: ticket.email, code: ticket.code, password, confirmPassword },
  });
  if (!result.ok) return form.fail(result, FIELDS);
  const response = form.redirect(form.to(`/login/${ticket.family}`), {
    kind: 'success',
    text: form.t('passwordChanged'),
  });
  response.headers.append('set-cookie', clearResetCookie);
  return response;
}

export function meta({ matches }: Route.MetaArgs) {
  return authMeta(matches[0]?.loaderData, 'resetTitle', 'resetCodeDescription');
}

export default function ResetPassword({ loaderData }: Route.ComponentProps) {
  const { email, family } = loaderData;
  const { t } = useI18n();
  const to = useLocalePath();
  const { formRef, errors, isSubmitting, onSubmit, clearError, inlineMessages } = useActionForm(FIELDS);

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
        <FormMessages messages={inlineMessages} />
        <SubmitButton isSubmitting={isSubmitting}>{t('resetSubmit')}</SubmitButton>
      </Form>
    </AuthCard>
  );
}
