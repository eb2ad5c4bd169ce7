import { and, asc, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { orderItems, orders, returnEvents, returnItems, returns, uploads } from '../db/schema.ts';

export type ReturnRow = typeof returns.$inferSelect;

/** The lines of an order's returns that were not rejected (what is already asked back). */
export async function findReturnedLines(db: Db, orderId: number) {
  return db
    .select({ orderItemId: returnItems.orderItemId, quantity: returnItems.quantity })
    .from(returnItems)
    .innerJoin(returns, eq(returns.id, returnItems.returnId))
    .where(and(eq(returns.orderId, orderId), ne(returns.status, 'rejected')));
}

/** The customer's return made with that key, if any. */
export async function findReturnByKey(db: Db, userId: number, key: string) {
  const [done] = await db
    .select({ id: returns.id, requestHash: returns.requestHash })
    .from(returns)
    .where(and(eq(returns.userId, userId), eq(returns.idempotencyKey, key)));
  return done ?? null;
}

export async function insertReturn(tx: Db, values: typeof returns.$inferInsert): Promise<ReturnRow> {
  const [row] = await tx.insert(returns).values(values).returning();
  if (!row) throw new Error('return not stored');
  return row;
}

export async function insertReturnItems(tx: Db, values: (typeof returnItems.$inferInsert)[]) {
  await tx.insert(returnItems).values(values);
}

export async function insertReturnEvent(tx: Db, values: typeof returnEvents.$inferInsert) {
  await tx.insert(returnEvents).values(values);
}

/** A return by id; with `userId`, only that customer's. */
export async function findReturn(db: Db, id: number, userId?: number): Promise<ReturnRow | null> {
  const conditions = [eq(returns.id, id)];
  if (userId !== undefined) conditions.push(eq(returns.userId, userId));
  const [row] = await db
    .select()
    .from(returns)
    .where(and(...conditions));
  return row ?? null;
}

/** The order a return is about, read without a lock (decision 042: the order is locked before its return). */
/** A photo sent with a return (a private upload it names), as the file store keeps it; none: null. */
export async function findReturnPhoto(db: Db, returnId: number, uploadId: number) {
  const [row] = await db
    .select({ fileKey: uploads.path, mime: uploads.mime, originalName: uploads.originalName })
    .from(returns)
    .innerJoin(uploads, eq(uploads.id, uploadId))
    .where(and(eq(returns.id, returnId), sql`${returns.photoUploadIds} @> ${JSON.stringify([uploadId])}::jsonb`))
    .limit(1);
  return row ?? null;
}

export async function findOrderIdOfReturn(db: Db, id: number): Promise<number | null> {
  const [known] = await db.select({ orderId: returns.orderId }).from(returns).where(eq(returns.id, id));
  return known?.orderId ?? null;
}

/** The return's row locked until the transaction ends (after its order's, decision 042). */
export async function lockReturn(tx: Db, id: number): Promise<ReturnRow | null> {
  const [found] = await tx.select().from(returns).where(eq(returns.id, id)).for('no key update');
  return found ?? null;
}

export async function findOrderNumber(db: Db, orderId: number) {
  const [order] = await db.select({ id: orders.id, number: orders.number }).from(orders).where(eq(orders.id, orderId));
  return order ?? null;
}

/** The return's lines with the order's lines they take back, in their order. */
export async function findReturnLines(db: Db, returnId: number) {
  return db
    .select({ line: returnItems, item: orderItems })
    .from(returnItems)
    .innerJoin(orderItems, eq(orderItems.id, returnItems.orderItemId))
    .where(eq(returnItems.returnId, returnId))
    .orderBy(asc(returnItems.id));
}

/** The return's lines with the product of each (what goes back to stock). */
export async function findReturnLineProducts(tx: Db, returnId: number) {
  return tx
    .select({ line: returnItems, productId: orderItems.productId })
    .from(returnItems)
    .innerJoin(orderItems, eq(orderItems.id, returnItems.orderItemId))
    .where(eq(returnItems.returnId, returnId));
}

export async function setDamagedQuantity(tx: Db, returnItemId: number, damagedQuantity: number) {
  await tx.update(returnItems).set({ damagedQuantity }).where(eq(returnItems.id, returnItemId));
}

export async function setReturnStatus(tx: Db, id: number, status: ReturnRow['status']): Promise<ReturnRow | null> {
  const [updated] = await tx
    .update(returns)
    .set({ status, updatedAt: new Date() })
    .where(eq(returns.id, id))
    .returning();
  return updated ?? null;
}

export async function findReturnEvents(db: Db, returnId: number) {
  return db.select().from(returnEvents).where(eq(returnEvents.returnId, returnId)).orderBy(asc(returnEvents.id));
}

/** One page of the customer's returns, newest first, and how many in all. */
export async function returnPage(db: Db, userId: number, page: number, perPage: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(returns)
      .where(eq(returns.userId, userId))
      .orderBy(desc(returns.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ value: count() }).from(returns).where(eq(returns.userId, userId)),
  ]);
  return { rows, total: total?.value ?? 0 };
}
