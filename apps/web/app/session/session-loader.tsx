import type { ProfileResponse } from '@forum/contract/account';
import { XSRF_COOKIE } from '@forum/contract/cookies';
import { useEffect } from 'react';
import { useApi } from '~/api/use-api.ts';

/**
 * Pages are the same for everyone (decision 006), so the current user is not in the HTML: once the
 * page runs, a visitor who has a session asks who they are, and the answer's data.user sets it.
 */
export function SessionLoader() {
  const api = useApi();
  useEffect(() => {
    if (!document.cookie.split('; ').some((part) => part.startsWith(`${XSRF_COOKIE}=`))) return;
    const controller = new AbortController();
    void api.get<ProfileResponse>('/profile', { signal: controller.signal });
    return () => controller.abort();
  }, [api]);
  return null;
}
