import type { CodeSentResponse, MessageResponse } from '@forum/contract/account';
import { useNavigate, useSearchParams } from 'react-router';
import { useApi } from '~/api/use-api.ts';
import { useLocalePath } from '~/i18n/i18n.tsx';
import type { Route } from './+types/verification-code';
import { familyApiPath, familyOf, type ResetState, withQuery } from './account-family.ts';
import { authMeta } from './auth-layout.tsx';
import { CodeScreen } from './code-screen.tsx';
import './auth.css';

export function meta({ matches }: Route.MetaArgs) {
  return authMeta(matches[0]?.loaderData, 'resetCodeTitle', 'resetCodeDescription');
}

/** The second step of a forgotten password: the emailed code, checked before a new password is asked for. */
export default function VerificationCode() {
  const api = useApi();
  const navigate = useNavigate();
  const to = useLocalePath();
  const [searchParams] = useSearchParams();
  const family = familyOf(searchParams.get('type'));

  return (
    <CodeScreen
      title="resetCodeTitle"
      submitLabel="resetCodeSubmit"
      verify={(email, code) =>
        api.get<MessageResponse>(
          familyApiPath(
            family,
            `/forgot-password/verify/email/${encodeURIComponent(email)}/${encodeURIComponent(code)}`,
          ),
        )
      }
      onVerified={async (_data, email, code) => {
        const state: ResetState = { email, code };
        await navigate(to(withQuery('/reset-password', { type: family })), { state, replace: true });
      }}
      resend={(email) =>
        api.post<CodeSentResponse>(familyApiPath(family, '/forgot-password/email'), { body: { email } })
      }
      changeEmail={{ label: 'useOtherEmail', to: to(withQuery('/forgot-password', { type: family })) }}
    />
  );
}
