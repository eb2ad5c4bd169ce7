/** What an order's forms ask of its action (`/account/orders/{id}`). */
export const ORDER_INTENT = { pay: 'pay', cancel: 'cancel', method: 'method', proof: 'proof' } as const;

/** The transfer proof's file field, sent on as the API's multipart `file`. */
export const TRANSFER_PROOF_FILE = 'file';

/** The ways a card order still waiting for its money may be paid instead. */
export const OTHER_PAYMENT_METHODS = ['bank_transfer', 'cash_on_delivery'] as const;
export type OtherPaymentMethod = (typeof OTHER_PAYMENT_METHODS)[number];

/** A fresh key for one payment attempt (made by the page's loader): a double tap opens one attempt. */
export function newAttemptKey(): string {
  return `web-${crypto.randomUUID()}`;
}
