import type { Locale } from '@forum/contract/locale';
import { getServerApi } from '~/api/server-api.ts';
import { countOf } from '~/features/cart/cart-provider.tsx';
import type { Visitor } from './root-data.ts';

/**
 * Who the header names on a personal page, read by the root's loader (decision 073): the account, its
 * unread counts, its cart and saved sessions, as the browser would load them after hydration. Asked as
 * the visitor, so the page is marked personal (never kept nor shared); null when the session has ended.
 */
export async function readVisitor(context: unknown, locale: Locale, request: Request): Promise<Visitor | null> {
  const api = getServerApi(context, locale, { personalFor: request });
  const [profile, cart, wishlist] = await Promise.all([
    api.call('accounts.profile'),
    api.call('cart.get'),
    api.call('wishlist.get', { query: { paginate: false } }),
  ]);
  if (!profile.ok) return null;
  return {
    user: profile.data.user,
    unread: profile.data.unread,
    cartCount: cart.ok ? countOf(cart.data.cart) : 0,
    // guests and exhibitors keep no agenda (refused): the header shows none for them
    savedSessions: wishlist.ok ? wishlist.data.record.conferenceSessions.length : null,
  };
}
