import type { PaymentStartBody } from '@forum/contract/orders';
import { isRecordId } from '@forum/contract/record-id';
import { startFormAction } from '~/features/forms/form-action.server.ts';
import { ORDER_INTENT, OTHER_PAYMENT_METHODS, type OtherPaymentMethod } from './order-intents.ts';

/**
 * An order's forms (`/account/orders/{id}`), with or without the page's scripts: `intent=pay` starts a
 * card payment and sends the browser to the gateway's page (a whole page: it is not one of the site's
 * routes); `intent=cancel` cancels an order the forum has not started preparing; `intent=method` pays
 * a card order still waiting for its money by transfer or cash on delivery instead. A refusal goes back
 * to the page it came from with its message (a guest to the login and back).
 */
export async function orderAction(args: { request: Request; context: unknown; params: { id?: string } }) {
  const form = await startFormAction(args);
  const id = args.params.id ?? '';
  const intent = form.text('intent');
  const isKnown = intent === ORDER_INTENT.pay || intent === ORDER_INTENT.cancel || intent === ORDER_INTENT.method;
  if (!isRecordId(id) || !isKnown) {
    return form.refused({
      ok: false,
      status: 400,
      errors: [{ key: 'error', value: form.t('somethingWentWrong') }],
      isCancelled: false,
    });
  }
  if (intent === ORDER_INTENT.cancel) {
    const result = await form.api.call('orders.cancel', { params: { id } });
    if (!result.ok) return form.refused(result);
    const { order } = result.data;
    return form.done({ order }, form.t('orderCancelled', { number: order.number }));
  }
  if (intent === ORDER_INTENT.method) {
    const method = form.text('paymentMethod');
    if (!(OTHER_PAYMENT_METHODS as readonly string[]).includes(method)) {
      return form.refused({
        ok: false,
        status: 400,
        errors: [{ key: 'error', value: form.t('somethingWentWrong') }],
        isCancelled: false,
      });
    }
    const result = await form.api.call('payments.changeMethod', {
      params: { id },
      body: { paymentMethod: method as OtherPaymentMethod },
    });
    if (!result.ok) return form.refused(result);
    // the order's page after placing it says how to pay now (the accounts of a transfer)
    return form.redirect(form.to(`/checkout/${id}/success`), {
      kind: 'success',
      text: form.t(method === 'bank_transfer' ? 'paymentMethodBankChosen' : 'paymentMethodCashChosen'),
    });
  }
  const key = form.text('idempotencyKey');
  const body: PaymentStartBody = key ? { idempotencyKey: key } : {};
  const result = await form.api.call('payments.start', { params: { id }, body });
  if (!result.ok) return form.refused(result);
  return toGateway(form.redirect(result.data.redirectUrl));
}

/** A redirect the browser follows as a whole page even when the page's scripts sent the form. */
export function toGateway(response: Response): Response {
  response.headers.set('X-Remix-Reload-Document', 'true');
  return response;
}
