import type { SessionSummary } from '@forum/contract/conference';
import type { Wishlist, WishlistResponse } from '@forum/contract/wishlist';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { useApi } from '~/api/use-api.ts';
import { useToast } from '~/components/toasts.tsx';
import { useI18n } from '~/i18n/i18n.tsx';
import { useSession } from '~/session/session.tsx';

type WishlistState = {
  /** The saved sessions as the server last answered them; null until loaded (or for who may not save). */
  sessions: SessionSummary[] | null;
  /** Whether a product is saved; null until the list is loaded. */
  isProductSaved: (id: number) => boolean | null;
  /** SPEC.md §5: a logged-in user who is not an exhibitor. */
  canSave: boolean;
  isSaved: (id: number) => boolean;
  isBusy: (id: number) => boolean;
  /** Saves or removes a session; refused with the noPermission toast for who may not save. */
  toggle: (session: Pick<SessionSummary, 'id'>) => Promise<void>;
  /** Empties the agenda (its sessions only); true when done. */
  flush: () => Promise<boolean>;
  /** Takes a list a page loaded itself (a personal page's loader), so both agree. */
  adopt: (record: Wishlist) => void;
};

const WishlistContext = createContext<WishlistState | null>(null);

/**
 * The personal agenda in the browser. Public pages are the same for everyone (decision 006), so the
 * hearts learn what is saved here, after the page runs; after every call the list is replaced by the
 * server's (SPEC.md §4).
 */
export function WishlistProvider({ children }: { children: ReactNode }) {
  const api = useApi();
  const toast = useToast();
  const { t } = useI18n();
  const { user, isLoggedIn } = useSession();
  const canSave = isLoggedIn && user?.userType !== 'exhibitor';
  const userId = canSave ? user?.id : undefined;
  const [record, setRecord] = useState<Wishlist | null>(null);
  const sessions = record?.conferenceSessions ?? null;
  const [busy, setBusy] = useState<ReadonlySet<number>>(new Set());

  useEffect(() => {
    setRecord(null);
    if (userId === undefined) return;
    const controller = new AbortController();
    void api
      .get<WishlistResponse>('/wishlist', { query: { paginate: false }, signal: controller.signal })
      .then((result) => {
        if (result.ok) setRecord(result.data.record);
      });
    return () => controller.abort();
  }, [api, userId]);

  const mark = useCallback((id: number, isOn: boolean) => {
    setBusy((current) => {
      const next = new Set(current);
      if (isOn) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);

  const adopt = useCallback((answer: Wishlist) => setRecord(answer), []);

  const value = useMemo<WishlistState>(() => {
    const savedIds = new Set(sessions?.map((session) => session.id));
    const savedProducts = record ? new Set(record.products.map((product) => product.id)) : null;
    return {
      sessions,
      isProductSaved: (id) => (savedProducts ? savedProducts.has(id) : null),
      canSave,
      isSaved: (id) => savedIds.has(id),
      isBusy: (id) => busy.has(id),
      toggle: async ({ id }) => {
        if (!canSave) {
          toast.error(t('noPermission'));
          return;
        }
        const wasSaved = savedIds.has(id);
        mark(id, true);
        const result = wasSaved
          ? await api.delete<WishlistResponse>(`/wishlist/${id}/conferenceSession`)
          : await api.post<WishlistResponse>('/wishlist', { body: { conferenceSession: id } });
        mark(id, false);
        if (result.ok) {
          setRecord(result.data.record);
          toast.success(t(wasSaved ? 'successDeleteWishlist' : 'successAddWishlist'));
        } else if (!result.isCancelled) {
          toast.errors(result.errors);
        }
      },
      flush: async () => {
        const result = await api.delete<WishlistResponse>('/wishlist/flush', { query: { type: 'conferenceSession' } });
        if (result.ok) {
          setRecord(result.data.record);
          toast.success(t('successDeleteWishlist'));
          return true;
        }
        if (!result.isCancelled) toast.errors(result.errors);
        return false;
      },
      adopt,
    };
  }, [adopt, api, busy, canSave, mark, record, sessions, t, toast]);

  return <WishlistContext value={value}>{children}</WishlistContext>;
}

export function useWishlist(): WishlistState {
  const value = useContext(WishlistContext);
  if (!value) throw new Error('useWishlist outside WishlistProvider');
  return value;
}
