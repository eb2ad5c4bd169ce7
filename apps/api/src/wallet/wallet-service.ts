import type { WalletResponse } from '@forum/contract/after-sales';
import type { StoredSettings } from '@forum/contract/settings';
import { requireAccess, shopper } from '../auth/access.ts';
import type { Session } from '../auth/sessions.ts';
import type { Db } from '../db/client.ts';
import type { walletEntries } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { assertSameRequest } from '../http/idempotency-key.ts';
import { paginationOf } from '../pagination.ts';
import {
  addToWalletBalance,
  balanceOf,
  ensureWalletAccount,
  findWalletEntryByKey,
  insertWalletEntry,
  ledgerPage,
  lockWalletAccount,
  orderNumbersOf,
  type WalletEntryRow,
} from './wallet-queries.ts';

export type { WalletEntryRow };
export type WalletReason = (typeof walletEntries.$inferInsert)['reason'];

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
  await ensureWalletAccount(tx, move.userId);
  const account = await lockWalletAccount(tx, move.userId);
  if (!account) throw new Error('wallet account not found after insert');
  const done = await findWalletEntryByKey(tx, move.key);
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
  await addToWalletBalance(tx, move.userId, move.amountMinor);
  const entry = await insertWalletEntry(tx, {
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
  });
  return { entry, isNew: true };
}

/** The wallet's balance, its row locked until the transaction ends (made empty when missing). */
export async function lockedBalance(tx: Db, userId: number): Promise<number> {
  await ensureWalletAccount(tx, userId);
  const account = await lockWalletAccount(tx, userId);
  return account?.balanceMinor ?? 0;
}

const toRiyals = (minor: number) => minor / 100;

/** GET /wallet: the balance and one page of the ledger, each entry with the order it concerns. */
export async function getWallet(
  db: Db,
  session: Session | null,
  query: { page: number; perPage: number },
  stored: StoredSettings,
): Promise<WalletResponse> {
  const user = requireAccess(session, shopper);
  const [balance, { rows, total }] = await Promise.all([
    balanceOf(db, user.id),
    ledgerPage(db, user.id, query.page, query.perPage),
  ]);
  const orderIds = [...new Set(rows.flatMap((row) => (row.orderId === null ? [] : [row.orderId])))];
  const numbers = await orderNumbersOf(db, orderIds);
  return {
    balance: toRiyals(balance),
    currency: stored.site.currency,
    items: rows.map((row) => {
      const order = numbers.find((candidate) => candidate.id === row.orderId);
      return {
        id: row.id,
        amount: toRiyals(row.amountMinor),
        balanceAfter: toRiyals(row.balanceAfterMinor),
        reason: row.reason,
        order: order ? { id: order.id, number: order.number } : null,
        returnId: row.returnId,
        note: row.note,
        createdAt: row.createdAt.toISOString(),
      };
    }),
    pagination: paginationOf(query.page, query.perPage, total),
  };
}
