import { XSRF_COOKIE } from '@forum/contract/cookies';
import { useEffect, useRef, useState } from 'react';
import { useNavigation } from 'react-router';
import { useApi } from '~/features/session/use-api.ts';
import { useSession } from './session.tsx';

function hasSessionCookie(): boolean {
  return document.cookie.split('; ').some((part) => part.startsWith(`${XSRF_COOKIE}=`));
}

/**
 * Pages are the same for everyone (decision 006), so the current user is not in the HTML: once the
 * page runs, a visitor who has a session asks who they are, and the answer's data.user sets it.
 * A form handled by a route's action (a login, a logout) can change the session: once it has been
 * sent and its next page loaded, the visitor is asked for again.
 */
export function SessionLoader() {
  const api = useApi();
  const { setUser } = useSession();
  const navigation = useNavigation();
  const [formsSent, setFormsSent] = useState(0);
  const wasPosting = useRef(false);

  useEffect(() => {
    const isPosting = navigation.state !== 'idle' && navigation.formMethod?.toUpperCase() === 'POST';
    if (wasPosting.current && navigation.state === 'idle') setFormsSent((count) => count + 1);
    wasPosting.current = isPosting || (wasPosting.current && navigation.state !== 'idle');
  }, [navigation]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: formsSent asks again once a form has been sent
  useEffect(() => {
    // no session cookie: nobody is logged in, which the error screens may say (decision 050)
    if (!hasSessionCookie()) {
      setUser(null);
      return;
    }
    const controller = new AbortController();
    void api.call('accounts.profile', { signal: controller.signal }).then((result) => {
      // an answer names the user (the client's onUser); 401 says the session has ended
      if (!result.ok && result.status === 401) setUser(null);
    });
    return () => controller.abort();
  }, [api, formsSent, setUser]);
  return null;
}
