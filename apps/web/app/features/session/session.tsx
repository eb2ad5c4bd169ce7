import { hasPermission } from '@forum/contract/permissions';
import type { SessionUser } from '@forum/contract/session';
import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';

type SessionState = {
  user: SessionUser | null;
  /** Logged in means a session user who is not a guest (docs/product/shell-and-languages.md). */
  isLoggedIn: boolean;
  can: (permission: string) => boolean;
  setUser: (user: SessionUser | null) => void;
};

const SessionContext = createContext<SessionState | null>(null);

/** The current user in the browser; refreshed from every API answer carrying data.user. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<SessionUser | null>(null);
  const value = useMemo<SessionState>(
    () => ({
      user,
      isLoggedIn: Boolean(user && user.userType !== 'guest'),
      can: (permission) => hasPermission(user, permission),
      setUser,
    }),
    [user],
  );
  return <SessionContext value={value}>{children}</SessionContext>;
}

export function useSession(): SessionState {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession outside SessionProvider');
  return value;
}
