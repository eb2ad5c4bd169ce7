import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { orders, payments } from '../db/schema.ts';

export type PaymentRow = typeof payments.$inferSelect;

/** Records a new attempt; false when an attempt of the order with the same key came first. */
export async function insertPayment(
  db: Db,
  row: Pick<
    PaymentRow,
    'orderId' | 'provider' | 'reference' | 'amountMinor' | 'currency' | 'redirectUrl' | 'idempotencyKey'
  >,
): Promise<boolean> {
  const made = await db
    .insert(payments)
    .values({ ...row, status: 'pending' })
    .onConflictDoNothing({ target: [payments.orderId, payments.idempotencyKey] })
    .returning({ id: payments.id });
  return made.length > 0;
}

/** The attempt of an order made with this idempotency key, if any. */
export async function findPaymentByKey(db: Db, orderId: number, idempotencyKey: string) {
  const [row] = await db
    .select({ redirectUrl: payments.redirectUrl })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.idempotencyKey, idempotencyKey)));
  return row;
}

/** A payment with the order it pays, as the gateway's page shows it. */
export async function findPaymentWithOrder(db: Db, reference: string) {
  const [row] = await db
    .select({
      reference: payments.reference,
      provider: payments.provider,
      status: payments.status,
      amountMinor: payments.amountMinor,
      currency: payments.currency,
      orderId: orders.id,
      orderNumber: orders.number,
    })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(eq(payments.reference, reference));
  return row;
}

/** Locked until the transaction ends: two deliveries of one webhook are applied one after the other. */
export async function lockPayment(db: Db, reference: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.reference, reference)).for('no key update');
  return row;
}

/** Locked, so that a cancellation and a payment of one order cannot cross. */
export async function lockOrderStatus(db: Db, orderId: number) {
  const [row] = await db
    .select({ id: orders.id, status: orders.status })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for('no key update');
  return row;
}

export async function updatePayment(
  db: Db,
  id: number,
  changes: Pick<PaymentRow, 'status' | 'failureReason' | 'completedAt'>,
) {
  await db.update(payments).set(changes).where(eq(payments.id, id));
}

/** How the order's latest card attempt ended: its status and the gateway's reason when it failed. */
export async function findLatestPayment(db: Db, orderId: number) {
  const [row] = await db
    .select({ status: payments.status, failureReason: payments.failureReason })
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(1);
  return row;
}

/** The attempts of an order still waiting for their outcome, newest first (a few at most). */
export async function findOpenPayments(db: Db, orderId: number) {
  return db
    .select({ provider: payments.provider, reference: payments.reference })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'pending')))
    .orderBy(desc(payments.id))
    .limit(5);
}
