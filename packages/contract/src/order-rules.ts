// The states and choices of an order, without zod: pages import these (the contract's zod schemas
// would ship zod to the browser).

export const orderStatuses = [
  'pending',
  'awaiting_payment',
  'paid',
  'processing',
  'shipped',
  'delivered',
  'cancelled',
  'refunded',
] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/** How a customer may pay at checkout (the wallet is not offered yet). */
export const checkoutPaymentMethods = ['card', 'bank_transfer', 'cash_on_delivery'] as const;
export type CheckoutPaymentMethod = (typeof checkoutPaymentMethods)[number];
export const paymentMethods = [...checkoutPaymentMethods, 'wallet'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

/** A customer may cancel an order until the forum starts preparing it. */
export const CANCELLABLE_STATUSES: readonly OrderStatus[] = ['pending', 'awaiting_payment'];
