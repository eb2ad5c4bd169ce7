import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { specialOrders } from '../db/schema.ts';

export type SpecialOrderRow = typeof specialOrders.$inferSelect;

export async function insertSpecialOrder(db: Db, values: typeof specialOrders.$inferInsert): Promise<SpecialOrderRow> {
  const [row] = await db.insert(specialOrders).values(values).returning();
  if (!row) throw new Error('special order not stored');
  return row;
}

/** One page of the user's special orders, newest first, and how many in all. */
export async function specialOrderPage(db: Db, userId: number, page: number, perPage: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(specialOrders)
      .where(eq(specialOrders.userId, userId))
      .orderBy(desc(specialOrders.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ value: count() }).from(specialOrders).where(eq(specialOrders.userId, userId)),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** Answers a special order still requested; null when it is not (missing, or answered already). */
export async function answerRequested(
  db: Db,
  id: number,
  changes: Pick<typeof specialOrders.$inferInsert, 'status' | 'quoteMinor' | 'staffNote'>,
): Promise<SpecialOrderRow | null> {
  const [row] = await db
    .update(specialOrders)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(specialOrders.id, id), eq(specialOrders.status, 'requested')))
    .returning();
  return row ?? null;
}

export async function specialOrderExists(db: Db, id: number): Promise<boolean> {
  const [exists] = await db.select({ id: specialOrders.id }).from(specialOrders).where(eq(specialOrders.id, id));
  return exists !== undefined;
}
