import { isRecordId } from '@forum/contract/record-id';
import { openForm } from '~/features/forms/open-form.server.ts';
import { ORDER_INTENT, OTHER_PAYMENT_METHODS, type OtherPaymentMethod, TRANSFER_PROOF_FILE } from './order-intents.ts';

/**
 * An order's forms (`/account/orders/{id}`), with or without the page's scripts: `intent=pay` starts a
 * card payment and sends the browser to the gateway's page (a whole page: it is not one of the site's
 * routes); `intent=cancel` cancels an order the forum has not started preparing; `intent=method` pays
 * a card order still waiting for its money by transfer or cash on delivery instead; `intent=proof` sends a
 * bank transfer's proof (a multipart form: its file goes on to the API as it came). A refusal goes back
 * to the page it came from with its message (a guest to the login and back).
 */
export async function orderAction(args: { request: Request; context: unknown; params: { id?: string } }) {
  const form = await openForm(args, { small: true });
  const invalid = [{ key: 'error', value: form.t('somethingWentWrong') }];
  const id = args.params.id ?? '';
  const intent = form.text('intent');
  const isKnown = (Object.values(ORDER_INTENT) as string[]).includes(intent);
  if (!isRecordId(id) || !isKnown) {
    return form.answer(invalid);
  }
  if (intent === ORDER_INTENT.cancel) {
    const result = await form.send('orders.cancel', { params: { id } });
    return form.answer(result, {
      message: ({ order }) => form.t('orderCancelled', { number: order.number }),
      data: ({ order }) => ({ order }),
    });
  }
  if (intent === ORDER_INTENT.proof) {
    const file = form.form.get(TRANSFER_PROOF_FILE);
    if (!(file instanceof File) || file.size === 0) {
      return form.answer([{ key: 'error', value: form.t('transferProofRequired') }]);
    }
    const body = new FormData();
    body.append('file', file, file.name);
    const result = await form.send('orders.sendTransferProof', { params: { id }, body });
    return form.answer(result, { message: form.t('transferProofSent') });
  }
  if (intent === ORDER_INTENT.method) {
    const method = form.text('paymentMethod');
    if (!(OTHER_PAYMENT_METHODS as readonly string[]).includes(method)) {
      return form.answer(invalid);
    }
    const result = await form.send('payments.changeMethod', {
      params: { id },
      body: { paymentMethod: method as OtherPaymentMethod },
    });
    // the order's page after placing it says how to pay now (the accounts of a transfer)
    return form.answer(result, {
      to: form.to(`/checkout/${id}/success`),
      message: form.t(method === 'bank_transfer' ? 'paymentMethodBankChosen' : 'paymentMethodCashChosen'),
    });
  }
  // an empty idempotency key is left out by the table's reading (its field is optional)
  const result = await form.send('payments.start', { params: { id } });
  return form.answer(result, { to: (started) => started.redirectUrl, wholePage: true });
}
