import { count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { walletAccounts, walletEntries } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { assertSameRequest } from '../http/idempotency-key.ts';

export type WalletReason = (typeof walletEntries.$inferInsert)['reason'];
export type WalletEntryRow = typeof walletEntries.$inferSelect;

export type WalletMove = {
  userId: number;
  /** Signed, in halalas: a credit positive, a spend negative. */
  amountMinor: number;
  reason: WalletReason;
  /** One movement per key, whatever the retries: the same key again answers the movement already made. */
  key: string;
  orderId?: number | null;
  returnId?: number | null;
  actorId?: number | null;
  note?: string | null;
  /** A client's key (a staff adjustment): what its request asked, so the key cannot serve another (decision 042). */
  requestHash?: string;
};

/**
 * Moves money in or out of a wallet, in the caller's transaction (decision 035). The account row is
 * locked first, so concurrent movements of one wallet are applied one after the other; the key is
 * looked up under that lock, so a replay finds the movement and changes nothing; a spend that would
 * take the balance below zero is refused (and the database's check constraint refuses it too).
 */
export async function moveWallet(tx: Db, move: WalletMove): Promise<{ entry: WalletEntryRow; isNew: boolean }> {
  if (!Number.isSafeInteger(move.amountMinor) || move.amountMinor === 0) {
    throw new AppError('validation', { fields: [{ key: 'amount', messageKey: 'invalidValue' }] });
  }
  await tx.insert(walletAccounts).values({ userId: move.userId }).onConflictDoNothing();
  const [account] = await tx
    .select()
    .from(walletAccounts)
    .where(eq(walletAccounts.userId, move.userId))
    .for('no key update');
  if (!account) throw new Error('wallet account not found after insert');
  const [done] = await tx.select().from(walletEntries).where(eq(walletEntries.idempotencyKey, move.key));
  if (done) {
    if (move.requestHash !== undefined) assertSameRequest(done.requestHash, move.requestHash);
    return { entry: done, isNew: false };
  }
  const balance = account.balanceMinor + move.amountMinor;
  if (balance < 0) {
    throw new AppError('walletInsufficient', {
      fields: [{ key: 'wallet', messageKey: 'walletInsufficient' }],
    });
  }
  await tx
    .update(walletAccounts)
    .set({ balanceMinor: sql`${walletAccounts.balanceMinor} + ${move.amountMinor}`, updatedAt: new Date() })
    .where(eq(walletAccounts.userId, move.userId));
  const [entry] = await tx
    .insert(walletEntries)
    .values({
      userId: move.userId,
      amountMinor: move.amountMinor,
      balanceAfterMinor: balance,
      reason: move.reason,
      orderId: move.orderId ?? null,
      returnId: move.returnId ?? null,
      actorId: move.actorId ?? null,
      note: move.note ?? null,
      idempotencyKey: move.key,
      requestHash: move.requestHash ?? null,
    })
    .returning();
  if (!entry) throw new Error('wallet entry not stored');
  return { entry, isNew: true };
}

export async function balanceOf(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ balance: walletAccounts.balanceMinor })
    .from(walletAccounts)
    .where(eq(walletAccounts.userId, userId));
  return row?.balance ?? 0;
}

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

/** The wallet's balance, its row locked until the transaction ends (made empty when missing). */
export async function lockedBalance(tx: Db, userId: number): Promise<number> {
  await tx.insert(walletAccounts).values({ userId }).onConflictDoNothing();
  const [account] = await tx
    .select({ balance: walletAccounts.balanceMinor })
    .from(walletAccounts)
    .where(eq(walletAccounts.userId, userId))
    .for('no key update');
  return account?.balance ?? 0;
}
