import type { Cart } from '@forum/contract/cart';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { useSession } from '~/features/session/session.tsx';
import { useApi } from '~/features/session/use-api.ts';

type CartState = {
  /** The cart as the server last answered it; null until loaded (or for a visitor without a session). */
  cart: Cart | null;
  /** How many units the cart holds (its totalItems), 0 before it is loaded (but on a personal page). */
  count: number;
  /** Every cart call answers data.cart, which replaces the cart here (decision 022). */
  replace: (cart: Cart) => void;
  /** Asks the server for the cart again, e.g. once an order has emptied it. */
  reload: () => void;
};

const CartContext = createContext<CartState | null>(null);

/** The number of units in a cart: its totalItems, or the sum of its lines' quantities. */
export function countOf(cart: Cart | null): number {
  if (!cart) return 0;
  const total = cart.totals.find((item) => item.name === 'totalItems');
  return total ? total.value : cart.items.reduce((sum, item) => sum + item.quantity, 0);
}

/**
 * The cart in the browser. Public pages are the same for everyone (decision 006), so the cart is
 * loaded here once the visitor's session is known (the session loader asks who they are when the
 * XSRF cookie exists, or a first cart call starts a guest session); every answer then replaces it.
 */
export function CartProvider({ count: served = 0, children }: { count?: number | undefined; children: ReactNode }) {
  const api = useApi();
  const { user } = useSession();
  // a login merges the guest's cart into the account's (decision 020): a new user means another cart
  const userId = user?.id;
  const [cart, setCart] = useState<Cart | null>(null);
  const loading = useRef<AbortController | null>(null);

  const load = useCallback(() => {
    loading.current?.abort();
    const controller = new AbortController();
    loading.current = controller;
    void api.call('cart.get', { signal: controller.signal }).then((result) => {
      // a failed load leaves the count out; the cart page reads the cart itself
      if (result.ok) setCart(result.data.cart);
    });
    return controller;
  }, [api]);

  useEffect(() => {
    if (userId === undefined) {
      setCart(null);
      return;
    }
    const controller = load();
    return () => controller.abort();
  }, [load, userId]);

  const reload = useCallback(() => {
    if (userId !== undefined) load();
  }, [load, userId]);

  const replace = useCallback((next: Cart) => {
    // an answer to a change is newer than a load still on its way: that load is dropped
    loading.current?.abort();
    setCart(next);
  }, []);

  // until the browser has the cart, the count a personal page's server read (decision 073)
  const value = useMemo<CartState>(
    () => ({ cart, count: cart ? countOf(cart) : served, replace, reload }),
    [cart, served, replace, reload],
  );
  return <CartContext value={value}>{children}</CartContext>;
}

export function useCart(): CartState {
  const value = useContext(CartContext);
  if (!value) throw new Error('useCart outside CartProvider');
  return value;
}
