import { useSearchParams } from 'react-router';
import { useLocalePath } from '~/i18n/i18n.tsx';
import { withQuery } from '~/utils/query.ts';
import { safeRedirectPath } from '~/utils/safe-redirect.ts';
import type { Route } from './+types/register-verify-code';
import { familyEndpoint, familyOf } from './account-family.ts';
import { authMeta } from './auth-layout.tsx';
import { codeScreenAction } from './code-action.server.ts';
import { CodeScreen } from './code-screen.tsx';

export function meta({ matches }: Route.MetaArgs) {
  return authMeta(matches[0]?.loaderData, 'verifyEmailTitle', 'verifyEmailDescription');
}

/** The code confirms the address and logs in (the API's session cookies go back with the redirect). */
export async function action(args: Route.ActionArgs) {
  const query = new URL(args.request.url).searchParams;
  const family = familyOf(query.get('type'));
  return codeScreenAction(args, {
    verify: (form, email, code) => form.send(familyEndpoint(family, 'verifyEmail'), { params: { email, code } }),
    onVerified: (form) => ({ to: form.to(safeRedirectPath(query.get('redirect'))), message: form.t('emailVerified') }),
    resend: (form, email) => form.send(familyEndpoint(family, 'resendCode'), { params: { email } }),
  });
}

/** After registering (or logging in unconfirmed): the emailed code. */
export default function RegisterVerifyCode() {
  const to = useLocalePath();
  const [searchParams] = useSearchParams();
  const family = familyOf(searchParams.get('type'));
  const registerPath = family === 'exhibitor' ? '/exhibitor-register' : '/register';
  return (
    <CodeScreen
      title="verifyEmailTitle"
      submitLabel="verifyEmailSubmit"
      changeEmail={{
        label: 'registerAgain',
        to: to(withQuery(registerPath, { redirect: searchParams.get('redirect') })),
      }}
    />
  );
}
