import type { WalletResponse } from '@forum/contract/after-sales';
import type { StoredSettings } from '@forum/contract/settings';
import { inArray } from 'drizzle-orm';
import { requireCustomer } from '../addresses/address-service.ts';
import type { Session } from '../auth/sessions.ts';
import type { Db } from '../db/client.ts';
import { orders } from '../db/schema.ts';
import { paginationOf } from '../pagination.ts';
import { balanceOf, ledgerPage } from './wallet-service.ts';

const toRiyals = (minor: number) => minor / 100;

/** GET /wallet: the balance and one page of the ledger, each entry with the order it concerns. */
export async function getWallet(
  db: Db,
  session: Session | null,
  query: { page: number; perPage: number },
  stored: StoredSettings,
): Promise<WalletResponse> {
  const user = requireCustomer(session);
  const [balance, { rows, total }] = await Promise.all([
    balanceOf(db, user.id),
    ledgerPage(db, user.id, query.page, query.perPage),
  ]);
  const orderIds = [...new Set(rows.flatMap((row) => (row.orderId === null ? [] : [row.orderId])))];
  const numbers =
    orderIds.length > 0
      ? await db.select({ id: orders.id, number: orders.number }).from(orders).where(inArray(orders.id, orderIds))
      : [];
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
