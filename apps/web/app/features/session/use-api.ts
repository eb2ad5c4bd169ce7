import { XSRF_COOKIE } from '@forum/contract/cookies';
import { useMemo } from 'react';
import { browserEndpointPaths } from '~/api/browser-endpoints.ts';
import { type ApiClient, type ApiFailure, createApiClient } from '~/api/client.ts';
import { useI18n } from '~/i18n/i18n.tsx';
import { useSession } from './session.tsx';

function readXsrfToken(): string | undefined {
  const entry = document.cookie.split('; ').find((part) => part.startsWith(`${XSRF_COOKIE}=`));
  return entry ? decodeURIComponent(entry.slice(XSRF_COOKIE.length + 1)) : undefined;
}

// One guest login at a time, however many calls need a session at once
let guestLogin: Promise<ApiFailure | null> | undefined;

/**
 * The API client of the browser: the session cookie with its XSRF header, the page's language. It keeps
 * the session's user and opens a guest session when a call needs one, hence it lives in session/ (api/
 * is below features/ and knows none of them).
 */
export function useApi() {
  const { locale, t } = useI18n();
  const { setUser } = useSession();
  return useMemo(() => {
    const client: ApiClient<typeof browserEndpointPaths> = createApiClient({
      routes: browserEndpointPaths,
      locale,
      t,
      fetch: (url, init) => fetch(url, init),
      readXsrfToken,
      onUser: setUser,
      // nobody logged in gets a guest session, created when it is first needed (decision 003)
      ensureSession: () => {
        guestLogin ??= client
          .call('accounts.guestSession')
          .then((result) => {
            if (!result.ok) return result;
            setUser(result.data.record);
            return null;
          })
          .finally(() => {
            guestLogin = undefined;
          });
        return guestLogin;
      },
    });
    return client;
  }, [locale, t, setUser]);
}
