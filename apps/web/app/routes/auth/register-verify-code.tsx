import type { CodeSentResponse, LoginResponse } from '@forum/contract/account';
import { useNavigate, useSearchParams } from 'react-router';
import { useApi } from '~/api/use-api.ts';
import { useToast } from '~/components/toasts.tsx';
import { useI18n, useLocalePath } from '~/i18n/i18n.tsx';
import { safeRedirectPath } from '~/utils/safe-redirect.ts';
import type { Route } from './+types/register-verify-code';
import { familyApiPath, familyOf, withQuery } from './account-family.ts';
import { authMeta } from './auth-layout.tsx';
import { CodeScreen } from './code-screen.tsx';
import './auth.css';

export function meta({ matches }: Route.MetaArgs) {
  return authMeta(matches[0]?.loaderData, 'verifyEmailTitle', 'verifyEmailDescription');
}

/** After registering (or logging in unconfirmed): the emailed code confirms the address and logs in. */
export default function RegisterVerifyCode() {
  const { t } = useI18n();
  const api = useApi();
  const toast = useToast();
  const navigate = useNavigate();
  const to = useLocalePath();
  const [searchParams] = useSearchParams();
  const family = familyOf(searchParams.get('type'));
  const redirectTo = searchParams.get('redirect');
  const registerPath = family === 'exhibitor' ? '/exhibitor-register' : '/register';

  return (
    <CodeScreen<LoginResponse>
      title="verifyEmailTitle"
      submitLabel="verifyEmailSubmit"
      verify={(email, code) =>
        api.get<LoginResponse>(
          familyApiPath(family, `/register/email/verify/${encodeURIComponent(email)}/${encodeURIComponent(code)}`),
        )
      }
      onVerified={async () => {
        // the answer's user has already refreshed the session (SPEC.md §4)
        toast.success(t('emailVerified'));
        await navigate(to(safeRedirectPath(redirectTo)), { replace: true });
      }}
      resend={(email) =>
        api.get<CodeSentResponse>(familyApiPath(family, `/register/email/resend/${encodeURIComponent(email)}`))
      }
      changeEmail={{ label: 'registerAgain', to: to(withQuery(registerPath, { redirect: redirectTo })) }}
    />
  );
}
