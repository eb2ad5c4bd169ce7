// The states and choices of an order, without zod: pages import these (the contract's zod schemas
// would ship zod to the browser).

export const orderStatuses = [
  'pending',
  'awaiting_payment',
  'awaiting_confirmation',
  'paid',
  'processing',
  'shipped',
  'delivered',
  'cancelled',
  'refunded',
] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/** How a customer may pay at checkout (the wallet pays beside one of these, or all: decision 035). */
export const checkoutPaymentMethods = ['card', 'bank_transfer', 'cash_on_delivery'] as const;
export type CheckoutPaymentMethod = (typeof checkoutPaymentMethods)[number];
export const paymentMethods = [...checkoutPaymentMethods, 'wallet'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

/** Why a card payment attempt failed, as the order's pages tell it (the gateway's reasons grouped). */
export const paymentFailures = ['declined', 'expired', 'authentication', 'other'] as const;
export type PaymentFailure = (typeof paymentFailures)[number];

/** A customer may cancel an order until the forum starts preparing it. */
export const CANCELLABLE_STATUSES: readonly OrderStatus[] = ['pending', 'awaiting_payment'];

/** Who makes a move: the customer, the forum's staff, or the system itself (a gateway, the wallet). */
export type OrderActor = 'customer' | 'staff' | 'system';

/**
 * Every move an order can make (decision 035): its name, the statuses it starts from, the status it
 * leads to, and who may make it. Nothing else changes an order's status; each move is recorded in
 * the order's timeline in the same transaction. `receive_cash` keeps the status (from = to).
 */
export const orderTransitions = {
  place: { from: [], to: null, by: ['customer'] },
  /** The first entry of an order made before timelines were kept: its status as it then stood. */
  import: { from: [], to: null, by: ['system'] },
  pay: { from: ['awaiting_payment'], to: 'paid', by: ['system'] },
  submit_transfer_proof: { from: ['awaiting_payment'], to: 'awaiting_confirmation', by: ['customer'] },
  /** A card order still waiting for its money paid another way (after a declined card): by transfer… */
  pay_by_transfer: { from: ['awaiting_payment'], to: null, by: ['customer'] },
  /** …or in cash at the door, which makes it an order the staff prepare at once. */
  pay_on_delivery: { from: ['awaiting_payment'], to: 'pending', by: ['customer'] },
  confirm_transfer: { from: ['awaiting_confirmation'], to: 'paid', by: ['staff'] },
  reject_transfer: { from: ['awaiting_confirmation'], to: 'awaiting_payment', by: ['staff'] },
  process: { from: ['pending', 'paid'], to: 'processing', by: ['staff'] },
  ship: { from: ['pending', 'paid', 'processing'], to: 'shipped', by: ['staff'] },
  deliver: { from: ['shipped'], to: 'delivered', by: ['staff'] },
  receive_cash: { from: ['shipped', 'delivered'], to: null, by: ['staff'] },
  cancel: {
    from: ['pending', 'awaiting_payment', 'awaiting_confirmation', 'paid', 'processing'],
    to: 'cancelled',
    by: ['customer', 'staff'],
  },
  refund: { from: ['paid', 'processing', 'shipped', 'delivered'], to: 'refunded', by: ['system'] },
} as const satisfies Record<
  string,
  { from: readonly OrderStatus[]; to: OrderStatus | null; by: readonly OrderActor[] }
>;
export type OrderAction = keyof typeof orderTransitions;
export const orderActions = Object.keys(orderTransitions) as OrderAction[];

/** The moves the staff make by hand through POST /admin/orders/{id}/moves. */
export const staffOrderActions = ['process', 'ship', 'deliver', 'receive_cash', 'cancel'] as const;
export type StaffOrderAction = (typeof staffOrderActions)[number];

/** Whether `action` may start from `status` (a customer's cancel only until preparing starts). */
export function canMove(action: OrderAction, status: OrderStatus, by: OrderActor): boolean {
  const rule = orderTransitions[action];
  if (!(rule.by as readonly OrderActor[]).includes(by)) return false;
  if (action === 'cancel' && by === 'customer') return CANCELLABLE_STATUSES.includes(status);
  return (rule.from as readonly OrderStatus[]).includes(status);
}

/** The status a move leads to from `status` (a move with no target keeps it). */
export function statusAfter(action: OrderAction, status: OrderStatus): OrderStatus {
  return orderTransitions[action].to ?? status;
}

export const returnStatuses = ['requested', 'approved', 'rejected', 'received', 'refunded'] as const;
export type ReturnStatus = (typeof returnStatuses)[number];

/** A return's moves, all the staff's: approve or reject a request, receive the parcel, refund it. */
export const returnTransitions = {
  approve: { from: ['requested'], to: 'approved' },
  reject: { from: ['requested'], to: 'rejected' },
  receive: { from: ['approved'], to: 'received' },
  refund: { from: ['received'], to: 'refunded' },
} as const satisfies Record<string, { from: readonly ReturnStatus[]; to: ReturnStatus }>;
export type ReturnAction = keyof typeof returnTransitions;

/** Days after delivery a return may be asked for, unless the settings say otherwise. */
export const DEFAULT_RETURN_WINDOW_DAYS = 14;
