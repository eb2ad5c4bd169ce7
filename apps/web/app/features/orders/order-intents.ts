/** What an order's forms ask of its action (`/account/orders/{id}`). */
export const ORDER_INTENT = { pay: 'pay', cancel: 'cancel' } as const;

/** A fresh key for one payment attempt (made by the page's loader): a double tap opens one attempt. */
export function newAttemptKey(): string {
  return `web-${crypto.randomUUID()}`;
}
