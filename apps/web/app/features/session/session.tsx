import { hasPermission } from '@forum/contract/permissions';
import type { SessionUser } from '@forum/contract/session';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';

type SessionState = {
  user: SessionUser | null;
  /** Logged in means a session user who is not a guest (docs/product/shell-and-languages.md). */
  isLoggedIn: boolean;
  can: (permission: string) => boolean;
  /**
   * Whether the browser has learned who the visitor is: false in the server's HTML and until the
   * session loader's answer (or the lack of a session cookie) says; an error screen that speaks to
   * the account waits for it (decision 050).
   */
  isKnown: boolean;
  /** The user an answer named, or null for nobody: either way the visitor is known from then on. */
  setUser: (user: SessionUser | null) => void;
};

const SessionContext = createContext<SessionState | null>(null);

/**
 * The current user in the browser; refreshed from every API answer carrying data.user. `user`: who a
 * personal page's server read (decision 073), known from the first render; public pages learn it later.
 */
export function SessionProvider({ user: served, children }: { user?: SessionUser | undefined; children: ReactNode }) {
  const [user, setUserState] = useState<SessionUser | null>(served ?? null);
  const [isKnown, setKnown] = useState(served !== undefined);
  const setUser = useCallback((next: SessionUser | null) => {
    setUserState(next);
    setKnown(true);
  }, []);
  const value = useMemo<SessionState>(
    () => ({
      user,
      isLoggedIn: Boolean(user && user.userType !== 'guest'),
      can: (permission) => hasPermission(user, permission),
      isKnown,
      setUser,
    }),
    [user, isKnown, setUser],
  );
  return <SessionContext value={value}>{children}</SessionContext>;
}

export function useSession(): SessionState {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession outside SessionProvider');
  return value;
}
