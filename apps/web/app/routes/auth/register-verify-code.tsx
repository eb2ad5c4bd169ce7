import type { CodeSentResponse, LoginResponse } from '@forum/contract/account';
import { useSearchParams } from 'react-router';
import { useLocalePath } from '~/i18n/i18n.tsx';
import { safeRedirectPath } from '~/utils/safe-redirect.ts';
import type { Route } from './+types/register-verify-code';
import { familyApiPath, familyOf, withQuery } from './account-family.ts';
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
  const path = (step: string, email: string) =>
    familyApiPath(family, `/register/email/${step}/${encodeURIComponent(email)}`);
  return codeScreenAction(args, {
    verify: (form, email, code) => form.api.get<LoginResponse>(`${path('verify', email)}/${encodeURIComponent(code)}`),
    onVerified: (form) =>
      form.redirect(form.to(safeRedirectPath(query.get('redirect'))), {
        kind: 'success',
        text: form.t('emailVerified'),
      }),
    resend: (form, email) => form.api.get<CodeSentResponse>(path('resend', email)),
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
