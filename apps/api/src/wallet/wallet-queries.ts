import { count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { orders, walletAccounts, walletEntries } from '../db/schema.ts';

export type WalletEntryRow = typeof walletEntries.$inferSelect;

/** The wallet's account row, made empty when the user has none yet (a concurrent maker wins silently). */
export async function ensureWalletAccount(tx: Db, userId: number): Promise<void> {
  await tx.insert(walletAccounts).values({ userId }).onConflictDoNothing();
}

/** The wallet's account row, locked until the transaction ends (step 5 of decision 042's lock order). */
export async function lockWalletAccount(tx: Db, userId: number) {
  const [account] = await tx
    .select()
    .from(walletAccounts)
    .where(eq(walletAccounts.userId, userId))
    .for('no key update');
  return account ?? null;
}

export async function findWalletEntryByKey(tx: Db, key: string): Promise<WalletEntryRow | null> {
  const [done] = await tx.select().from(walletEntries).where(eq(walletEntries.idempotencyKey, key));
  return done ?? null;
}

export async function addToWalletBalance(tx: Db, userId: number, amountMinor: number): Promise<void> {
  await tx
    .update(walletAccounts)
    .set({ balanceMinor: sql`${walletAccounts.balanceMinor} + ${amountMinor}`, updatedAt: new Date() })
    .where(eq(walletAccounts.userId, userId));
}

export async function insertWalletEntry(tx: Db, values: typeof walletEntries.$inferInsert): Promise<WalletEntryRow> {
  const [entry] = await tx.insert(walletEntries).values(values).returning();
  if (!entry) throw new Error('wallet entry not stored');
  return entry;
}

export async function balanceOf(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ balance: walletAccounts.balanceMinor })
    .from(walletAccounts)
    .where(eq(walletAccounts.userId, userId));
  return row?.balance ?? 0;
}

/** One page of the user's ledger, newest first, and how many entries in all. */
export async function ledgerPage(db: Db, userId: number, page: number, perPage: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(walletEntries)
      .where(eq(walletEntries.userId, userId))
      .orderBy(desc(walletEntries.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ value: count() }).from(walletEntries).where(eq(walletEntries.userId, userId)),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** The numbers of the orders named, by id. */
export async function orderNumbersOf(db: Db, orderIds: number[]) {
  if (orderIds.length === 0) return [];
  return db.select({ id: orders.id, number: orders.number }).from(orders).where(inArray(orders.id, orderIds));
}
