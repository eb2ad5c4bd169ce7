import type { Cart } from '@forum/contract/cart';
import { useEffect, useState } from 'react';
import { useApi } from '~/features/session/use-api.ts';

/**
 * The cart priced with the chosen way of shipping (GET /cart?shipmentType=…): `initial` is the cart the
 * page's loader priced with `initialShipment`; another choice is asked of the server, each time it
 * changes. New loader data (after an action) starts again from it. `isPricing` while an answer is due.
 */
export function useCartPricing(initial: Cart, initialShipment: number | null, shipmentId: number | null) {
  const api = useApi();
  const [priced, setPriced] = useState({ from: initial, shipment: initialShipment, cart: initial });
  if (priced.from !== initial) setPriced({ from: initial, shipment: initialShipment, cart: initial });
  const [isPricing, setPricing] = useState(false);
  const pricedShipment = priced.from === initial ? priced.shipment : initialShipment;
  useEffect(() => {
    if (shipmentId === null || shipmentId === pricedShipment) {
      // back to the choice already priced: an answer still due for another is dropped with it
      setPricing(false);
      return;
    }
    const controller = new AbortController();
    setPricing(true);
    void api.call('cart.get', { query: { shipmentType: shipmentId }, signal: controller.signal }).then((result) => {
      if (result.ok) setPriced((current) => ({ ...current, shipment: shipmentId, cart: result.data.cart }));
      if (result.ok || !result.isCancelled) setPricing(false);
    });
    return () => controller.abort();
  }, [api, shipmentId, pricedShipment]);
  return { cart: priced.from === initial ? priced.cart : initial, isPricing };
}
