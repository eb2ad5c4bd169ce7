import { useSearchParams } from 'react-router';
import { useLocalePath } from '~/i18n/i18n.tsx';
import { withQuery } from '~/utils/query.ts';
import type { Route } from './+types/verification-code';
import { familyEndpoint, familyOf } from './account-family.ts';
import { authMeta } from './auth-layout.tsx';
import { codeScreenAction } from './code-action.server.ts';
import { CodeScreen } from './code-screen.tsx';
import { resetCookie } from './reset-cookie.server.ts';

export function meta({ matches }: Route.MetaArgs) {
  return authMeta(matches[0]?.loaderData, 'resetCodeTitle', 'resetCodeDescription');
}

/**
 * The code is checked before a new password is asked for; the checked code goes on to the reset form
 * in an httpOnly cookie, never in the address (where it would stay in the history).
 */
export async function action(args: Route.ActionArgs) {
  const family = familyOf(new URL(args.request.url).searchParams.get('type'));
  return codeScreenAction(args, {
    verify: (form, email, code) => form.send(familyEndpoint(family, 'checkResetCode'), { params: { email, code } }),
    onVerified: (form, email, code) => ({
      to: form.to(withQuery('/reset-password', { type: family })),
      cookie: resetCookie({ email, code, family }),
    }),
    resend: (form, email) => form.send(familyEndpoint(family, 'forgotPassword'), { body: { email } }),
  });
}

/** The second step of a forgotten password: the emailed code. */
export default function VerificationCode() {
  const to = useLocalePath();
  const [searchParams] = useSearchParams();
  const family = familyOf(searchParams.get('type'));
  return (
    <CodeScreen
      title="resetCodeTitle"
      submitLabel="resetCodeSubmit"
      changeEmail={{ label: 'useOtherEmail', to: to(withQuery('/forgot-password', { type: family })) }}
    />
  );
}
