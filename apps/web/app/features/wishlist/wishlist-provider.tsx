import type { SessionSummary } from '@forum/contract/conference';
import type { Wishlist } from '@forum/contract/wishlist';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { useSession } from '~/features/session/session.tsx';
import { useApi } from '~/features/session/use-api.ts';

type WishlistState = {
  /** The saved sessions as the server last answered them; null until loaded (or for who may not save). */
  sessions: SessionSummary[] | null;
  /** Whether a product is saved; null until the list is loaded. */
  isProductSaved: (id: number) => boolean | null;
  /** Whose list is worth loading: a logged-in user who is not an exhibitor (no control decides on it). */
  canSave: boolean;
  isSaved: (id: number) => boolean;
  /** Takes a list a page loaded itself (a personal page's loader), so both agree. */
  adopt: (record: Wishlist) => void;
};

const WishlistContext = createContext<WishlistState | null>(null);

/**
 * The personal agenda in the browser. Public pages are the same for everyone (decision 006), so the
 * hearts learn what is saved here, after the page runs; every heart's answer replaces the list with
 * the server's. Who may save is decided by the API alone (the hearts are forms: heart.tsx).
 */
export function WishlistProvider({ children }: { children: ReactNode }) {
  const api = useApi();
  const { user, isLoggedIn } = useSession();
  const canSave = isLoggedIn && user?.userType !== 'exhibitor';
  const userId = canSave ? user?.id : undefined;
  const [record, setRecord] = useState<Wishlist | null>(null);
  const sessions = record?.conferenceSessions ?? null;

  useEffect(() => {
    setRecord(null);
    if (userId === undefined) return;
    const controller = new AbortController();
    void api.call('wishlist.get', { query: { paginate: false }, signal: controller.signal }).then((result) => {
      if (result.ok) setRecord(result.data.record);
    });
    return () => controller.abort();
  }, [api, userId]);

  const adopt = useCallback((answer: Wishlist) => setRecord(answer), []);

  const value = useMemo<WishlistState>(() => {
    const savedIds = new Set(sessions?.map((session) => session.id));
    const savedProducts = record ? new Set(record.products.map((product) => product.id)) : null;
    return {
      sessions,
      isProductSaved: (id) => (savedProducts ? savedProducts.has(id) : null),
      canSave,
      isSaved: (id) => savedIds.has(id),
      adopt,
    };
  }, [adopt, canSave, record, sessions]);

  return <WishlistContext value={value}>{children}</WishlistContext>;
}

export function useWishlist(): WishlistState {
  const value = useContext(WishlistContext);
  if (!value) throw new Error('useWishlist outside WishlistProvider');
  return value;
}
