import { canMove, type OrderAction, type OrderActor, statusAfter } from '@forum/contract/order-rules';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { orderEvents, orders } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { notify } from '../notifications/notify.ts';
import type { OrderRow } from './order-queries.ts';

export type Actor = { id: number | null; role: OrderActor };
export const SYSTEM: Actor = { id: null, role: 'system' };

/** The order locked until the transaction ends: two moves of one order are made one after the other. */
export async function lockOrder(tx: Db, orderId: number, userId?: number): Promise<OrderRow | null> {
  const where = userId === undefined ? eq(orders.id, orderId) : and(eq(orders.id, orderId), eq(orders.userId, userId));
  const [row] = await tx.select().from(orders).where(where).for('no key update');
  return row ?? null;
}

/**
 * Makes one move of the contract's table (decision 035) on a locked order: refused with 409 and
 * nothing changed when the table does not allow it from the order's status for this actor;
 * otherwise the status, its dates and the timeline entry are written together, and the customer is
 * notified when the status changed (or cash was received).
 */
export async function moveOrder(
  tx: Db,
  order: OrderRow,
  action: OrderAction,
  actor: Actor,
  options: { note?: string | null; changes?: Partial<typeof orders.$inferInsert>; quiet?: boolean } = {},
): Promise<OrderRow> {
  if (!canMove(action, order.status, actor.role)) {
    throw new AppError('orderMoveRefused', {
      fields: [{ key: 'error', messageKey: 'orderMoveRefused' }],
      params: { status: order.status },
    });
  }
  const to = statusAfter(action, order.status);
  const now = new Date();
  const dates: Partial<typeof orders.$inferInsert> = {};
  if (to === 'paid' && order.paidAt === null) dates.paidAt = now;
  if (action === 'receive_cash') dates.paidAt = now;
  if (to === 'delivered') dates.deliveredAt = now;
  if (to === 'cancelled') dates.cancelledAt = now;
  const changes = { status: to, ...dates, ...options.changes };
  const [updated] = await tx
    .update(orders)
    .set(changes)
    // the status it was read in: a move can never apply to a status it was not checked against
    .where(and(eq(orders.id, order.id), eq(orders.status, order.status)))
    .returning();
  if (!updated) throw new AppError('orderMoveRefused', { fields: [{ key: 'error', messageKey: 'orderMoveRefused' }] });
  await tx.insert(orderEvents).values({
    orderId: order.id,
    action,
    fromStatus: order.status,
    toStatus: to,
    actorId: actor.id,
    actorRole: actor.role,
    note: options.note ?? null,
    createdAt: now,
  });
  if (!options.quiet && (to !== order.status || action === 'receive_cash')) {
    await notify(tx, {
      userId: order.userId,
      kind: 'order_status',
      data: { orderId: order.id, number: order.number, status: to },
    });
  }
  return updated;
}

/** The first entry of a new order's timeline. */
export async function recordPlaced(tx: Db, order: OrderRow, actorId: number) {
  await tx.insert(orderEvents).values({
    orderId: order.id,
    action: 'place',
    fromStatus: null,
    toStatus: order.status,
    actorId,
    actorRole: 'customer',
    createdAt: order.createdAt,
  });
}

export async function findTimeline(db: Db, orderId: number) {
  return db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(asc(orderEvents.id));
}
