import { checkoutPaymentMethods } from '@forum/contract/order-rules';
import type { CreateOrderBody } from '@forum/contract/orders';
import type { FormAction } from '~/features/forms/form-action.server.ts';
import { toGateway } from '~/features/orders/order-action.server.ts';
import { ORDER_FIELDS, SHIPMENT_PARAM } from './order-fields.ts';

/**
 * The checkout's order (`intent=placeOrder`), with or without the page's scripts: the cart becomes an
 * order (one per idempotency key: a double tap makes one), then the receipt page, or the gateway's page
 * for a card. A refusal (stock, an address missing …) is the checkout again with its messages; a
 * failure of the server, the failure page that says nothing was charged.
 */
export async function placeOrder(form: FormAction) {
  const address = form.text('address');
  const notes = form.text('notes');
  const key = form.text('idempotencyKey');
  const body = {
    ...(address ? { address: Number(address) } : {}),
    shipmentType: Number(form.text('shipmentType')),
    paymentMethod: form.text('paymentMethod') as CreateOrderBody['paymentMethod'],
    ...(notes ? { notes } : {}),
    ...(key ? { idempotencyKey: key } : {}),
  } satisfies CreateOrderBody;
  const result = await form.api.call('orders.place', { body });
  if (!result.ok) {
    if (result.status === 0 || result.status >= 500) return form.redirect(form.to('/checkout/failed'));
    return form.fail(result, ORDER_FIELDS);
  }
  const { order, payment } = result.data;
  if (payment) return toGateway(form.redirect(payment.redirectUrl));
  return form.redirect(form.to(`/checkout/${order.id}/success`));
}

/**
 * The order form's "show the total" (a page without scripts): the checkout again, priced with the way of
 * shipping chosen, with the address and the way of paying still chosen. Only their ids go in the
 * address; the note stays out of it (addresses end up in logs), so it is written after this step.
 */
export function showTotal(form: FormAction) {
  const query = new URLSearchParams();
  const shipment = form.text('shipmentType');
  if (/^[1-9]\d{0,8}$/.test(shipment)) query.set(SHIPMENT_PARAM, shipment);
  const address = form.text('address');
  if (/^[1-9]\d{0,8}$/.test(address)) query.set('address', address);
  const payment = checkoutPaymentMethods.find((method) => method === form.text('paymentMethod'));
  if (payment) query.set('paymentMethod', payment);
  return form.redirect(`${form.to('/checkout')}?${query}`);
}
