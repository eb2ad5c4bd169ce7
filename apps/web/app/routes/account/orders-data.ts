import { type OrderStatus, orderStatuses, type PaymentMethod } from '@forum/contract/order-rules';
import { laterPage, withQuery } from '~/utils/query.ts';

export const ORDERS_PATH = '/account/orders';
/** Orders on one page of the list. */
export const ORDERS_PER_PAGE = 10;

/** Every order status, in the order an order goes through them, for the list's filter. */
export const orderStatusList: readonly OrderStatus[] = orderStatuses;

export function isOrderStatus(value: string | null | undefined): value is OrderStatus {
  return typeof value === 'string' && (orderStatuses as readonly string[]).includes(value);
}

/** The status the list is filtered by, from its address; anything else shows every order. */
export function statusFilterOf(url: URL): OrderStatus | null {
  const value = url.searchParams.get('status');
  return isOrderStatus(value) ? value : null;
}

/** The address of a page of the list (without the language prefix): the filter and the page, when not the first. */
export function ordersPath(status: OrderStatus | null, page = 1): string {
  return withQuery(ORDERS_PATH, { status, page: laterPage(page) });
}

export function orderPath(id: number): string {
  return `${ORDERS_PATH}/${id}`;
}

/** How a status looks: done well, stopped, waiting on the customer, under way, or settled otherwise. */
export type StatusTone = 'success' | 'danger' | 'warning' | 'info' | 'neutral';

export function statusToneOf(status: OrderStatus): StatusTone {
  switch (status) {
    case 'delivered':
      return 'success';
    case 'cancelled':
      return 'danger';
    case 'awaiting_payment':
    case 'awaiting_confirmation':
      return 'warning';
    case 'refunded':
      return 'neutral';
    default:
      return 'info';
  }
}

export const orderSteps = ['placed', 'paid', 'preparing', 'shipped', 'delivered'] as const;
export type OrderStep = (typeof orderSteps)[number];
export type StepState = 'done' | 'current' | 'upcoming';

/** The steps of an order paid before it is prepared (card, transfer), and of one paid in cash on delivery. */
const prepaidSteps: readonly OrderStep[] = orderSteps;
const cashSteps: readonly OrderStep[] = ['placed', 'preparing', 'shipped', 'delivered'];

/** The last step each status has reached. */
const stepOfStatus: Partial<Record<OrderStatus, OrderStep>> = {
  pending: 'placed',
  awaiting_payment: 'placed',
  // a transfer sent, its money not yet confirmed by the forum
  awaiting_confirmation: 'placed',
  paid: 'paid',
  processing: 'preparing',
  shipped: 'shipped',
  delivered: 'delivered',
};

/**
 * Where an order stands on its way to the customer: each step done, current (the last one reached) or
 * still to come. An order paid ahead has a step for its payment: a paid order is at that step, not yet
 * being prepared; cash on delivery is paid at the door, so it has none. A delivered order has every
 * step done. A cancelled or refunded order left the way: null.
 */
export function orderProgressOf(
  status: OrderStatus,
  paymentMethod: PaymentMethod,
): { step: OrderStep; state: StepState }[] | null {
  const reachedStep = stepOfStatus[status];
  if (reachedStep === undefined) return null;
  const steps = paymentMethod === 'cash_on_delivery' ? cashSteps : prepaidSteps;
  // a cash order marked paid before it left (staff took the money): still at its first step
  const reached = Math.max(steps.indexOf(reachedStep), 0);
  const isFinished = reached === steps.length - 1;
  return steps.map((step, index) => ({
    step,
    state: index < reached || (isFinished && index === reached) ? 'done' : index === reached ? 'current' : 'upcoming',
  }));
}
