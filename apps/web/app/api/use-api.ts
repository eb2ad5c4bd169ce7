import { useMemo } from 'react';
import { useI18n } from '~/i18n/i18n.tsx';
import { useSession } from '~/session/session.tsx';
import { API_BASE, type ApiClient, createApiClient } from './client.ts';

const XSRF_COOKIE = 'XSRF-TOKEN';

function readXsrfToken(): string | undefined {
  const entry = document.cookie.split('; ').find((part) => part.startsWith(`${XSRF_COOKIE}=`));
  return entry ? decodeURIComponent(entry.slice(XSRF_COOKIE.length + 1)) : undefined;
}

// One guest login at a time, however many calls need a session at once
let guestLogin: Promise<void> | undefined;

/** The API client of the browser: the session cookie with its XSRF header, the page's language. */
export function useApi(): ApiClient {
  const { locale, t } = useI18n();
  const { setUser } = useSession();
  return useMemo(() => {
    const base = { locale, t, fetch: (url: string, init: RequestInit) => fetch(url, init), readXsrfToken };
    const client = createApiClient({
      ...base,
      onUser: setUser,
      ensureSession: () => {
        guestLogin ??= fetch(`${API_BASE}/login/guests`, {
          method: 'POST',
          headers: { accept: 'application/json', OS: 'wui', 'LOCALE-CODE': locale },
          credentials: 'same-origin',
        })
          .then(() => undefined)
          .finally(() => {
            guestLogin = undefined;
          });
        return guestLogin;
      },
    });
    return client;
  }, [locale, t, setUser]);
}
