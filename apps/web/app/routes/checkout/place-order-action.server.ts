import { checkoutPaymentMethods } from '@forum/contract/order-rules';
import type { FormRequest } from '~/features/forms/open-form.server.ts';
import { SHIPMENT_PARAM } from './order-fields.ts';

/**
 * The checkout's order (`intent=placeOrder`), with or without the page's scripts: the cart becomes an
 * order (one per idempotency key: a double tap makes one), then the receipt page, or the gateway's page
 * for a card. A refusal (stock, an address missing …) is the checkout again with its messages; a
 * failure of the server, the failure page that says nothing was charged.
 */
export async function placeOrder(form: FormRequest) {
  const result = await form.send('orders.place');
  // a failure of the server: the page that says nothing was charged
  if (!result.ok && (result.status === 0 || result.status >= 500)) {
    return form.answer(null, { to: form.to('/checkout/failed') });
  }
  return form.answer(result, {
    to: ({ order, payment }) => payment?.redirectUrl ?? form.to(`/checkout/${order.id}/success`),
    // the card gateway is another site: a whole page even for the page's scripts
    wholePage: result.ok && result.data.payment !== null && result.data.payment !== undefined,
  });
}

/**
 * The order form's "show the total" (a page without scripts): the checkout again, priced with the way of
 * shipping chosen, with the address and the way of paying still chosen. Only their ids go in the
 * address; the note stays out of it (addresses end up in logs), so it is written after this step.
 */
export function showTotal(form: FormRequest) {
  const query = new URLSearchParams();
  const shipment = form.text('shipmentType');
  if (/^[1-9]\d{0,8}$/.test(shipment)) query.set(SHIPMENT_PARAM, shipment);
  const address = form.text('address');
  if (/^[1-9]\d{0,8}$/.test(address)) query.set('address', address);
  const payment = checkoutPaymentMethods.find((method) => method === form.text('paymentMethod'));
  if (payment) query.set('paymentMethod', payment);
  return form.answer(null, { to: `${form.to('/checkout')}?${query}` });
}
