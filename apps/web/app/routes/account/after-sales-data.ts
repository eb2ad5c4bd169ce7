import type { OrderStatus, ReturnStatus } from '@forum/contract/order-rules';
import { laterPage, withQuery } from '~/utils/query.ts';
import type { StatusTone } from './orders-data.ts';

// Addresses and words of the returns and special orders pages (docs/product/after-sales.md), zod-free.

export const RETURNS_PATH = '/account/returns';
export const SPECIAL_ORDERS_PATH = '/account/special-orders';
export const ADD_ORDER_PATH = '/account/add-order';
export const SUCCESS_ORDER_PATH = '/account/success-order';
/** Returns or special orders on one page of their list. */
export const AFTER_SALES_PER_PAGE = 10;
/** The photo fields of a return's form: the API takes up to 6, three cover a parcel's faces and a label. */
export const RETURN_PHOTO_FIELDS = ['photo1', 'photo2', 'photo3'] as const;
/** The special order's file field, uploaded by the action before the request names it (`attachment`). */
export const ATTACHMENT_FILE = 'attachmentFile';
/** A line's quantity field in the return form. */
export const quantityFieldOf = (orderItemId: number) => `quantity-${orderItemId}`;

export function returnsPath(page = 1): string {
  return withQuery(RETURNS_PATH, { page: laterPage(page) });
}

export function returnPath(id: number): string {
  return `${RETURNS_PATH}/${id}`;
}

/** The form asking for a return of an order (the order page links here when `canReturn`). */
export function newReturnPath(orderId: number): string {
  return withQuery(`${RETURNS_PATH}/new`, { order: orderId });
}

export function specialOrdersPath(page = 1): string {
  return withQuery(SPECIAL_ORDERS_PATH, { page: laterPage(page) });
}

export function returnToneOf(status: ReturnStatus): StatusTone {
  if (status === 'refunded') return 'success';
  if (status === 'rejected') return 'danger';
  if (status === 'requested') return 'warning';
  return 'info';
}

export function specialOrderToneOf(status: 'requested' | 'quoted' | 'declined'): StatusTone {
  if (status === 'quoted') return 'success';
  if (status === 'declined') return 'danger';
  return 'warning';
}

/** Why an order offers nothing to return, in the order the API checks it (return-service.ts). */
export type NoReturnReason = 'notDelivered' | 'allReturned' | 'windowPassed';

/**
 * What is left to return of each line (ordered less asked in returns not refused), and why nothing can
 * be when so: the API's `canReturn` says whether, this says why for the page.
 */
export function returnableOf(
  order: { status: OrderStatus; canReturn: boolean; items: readonly { id: number; quantity: number }[] },
  asked: ReadonlyMap<number, number>,
): { remaining: Map<number, number>; why: NoReturnReason | null } {
  const remaining = new Map(
    order.items.map((item) => [item.id, Math.max(0, item.quantity - (asked.get(item.id) ?? 0))]),
  );
  if (order.canReturn) return { remaining, why: null };
  if (order.status !== 'delivered') return { remaining, why: 'notDelivered' };
  if ([...remaining.values()].every((count) => count === 0)) return { remaining, why: 'allReturned' };
  return { remaining, why: 'windowPassed' };
}
