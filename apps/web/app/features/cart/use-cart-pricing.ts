import type { Cart } from '@forum/contract/cart';
import { useEffect, useState } from 'react';
import { useApi } from '~/api/use-api.ts';

/**
 * The cart priced with a chosen way of shipping (GET /cart?shipmentType=…), asked again whenever the
 * choice changes; `initial` is the cart the page's loader brought. `isPricing` while an answer is due.
 */
export function useCartPricing(initial: Cart, shipmentId: number | null) {
  const api = useApi();
  const [cart, setCart] = useState<Cart>(initial);
  const [isPricing, setPricing] = useState(false);
  useEffect(() => {
    if (shipmentId === null) return;
    const controller = new AbortController();
    setPricing(true);
    void api.call('cart.get', { query: { shipmentType: shipmentId }, signal: controller.signal }).then((result) => {
      if (result.ok) setCart(result.data.cart);
      if (result.ok || !result.isCancelled) setPricing(false);
    });
    return () => controller.abort();
  }, [api, shipmentId]);
  return { cart, isPricing };
}
