import type { CreateReturnBodySchema, Return } from '@forum/contract/after-sales';
import type { Locale } from '@forum/contract/locale';
import { DEFAULT_RETURN_WINDOW_DAYS, type ReturnAction, returnTransitions } from '@forum/contract/order-rules';
import type { z } from 'zod';
import { requireAccess, shopper } from '../auth/access.ts';
import type { Session } from '../auth/sessions.ts';
import type { Db } from '../db/client.ts';
import { inTransaction } from '../db/transaction.ts';
import { AppError } from '../errors.ts';
import { assertSameRequest, requestHashOf } from '../http/idempotency-key.ts';
import { invoiceLinesOf } from '../invoices/invoice-service.ts';
import { pick } from '../localize.ts';
import { notify } from '../notifications/notify.ts';
import { invoiceSettingsOf, refundOrder } from '../orders/order-money.ts';
import type { Actor } from '../orders/order-moves.ts';
import { lockOrder } from '../orders/order-moves.ts';
import { findLinesOfOrder, lockProducts, moveStock, type OrderRow } from '../orders/order-queries.ts';
import { findOwnUploadIds, findUploadNames } from '../uploads/upload-queries.ts';
import {
  findOrderIdOfReturn,
  findOrderNumber,
  findReturn,
  findReturnByKey,
  findReturnEvents,
  findReturnedLines,
  findReturnLineProducts,
  findReturnLines,
  insertReturn,
  insertReturnEvent,
  insertReturnItems,
  lockReturn,
  type ReturnRow,
  returnPage,
  setDamagedQuantity,
  setReturnStatus,
} from './return-queries.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const toRiyals = (minor: number) => minor / 100;

async function windowDaysOf(db: Db): Promise<number> {
  const stored = await invoiceSettingsOf(db);
  return stored.shop?.returnWindowDays ?? DEFAULT_RETURN_WINDOW_DAYS;
}

function isWithinWindow(order: Pick<OrderRow, 'deliveredAt'>, days: number, now = new Date()): boolean {
  return order.deliveredAt !== null && now.getTime() - order.deliveredAt.getTime() <= days * DAY_MS;
}

/** Units of each line of an order already asked back in a return that was not rejected. */
async function alreadyReturned(db: Db, orderId: number): Promise<Map<number, number>> {
  const rows = await findReturnedLines(db, orderId);
  const taken = new Map<number, number>();
  for (const row of rows) taken.set(row.orderItemId, (taken.get(row.orderItemId) ?? 0) + row.quantity);
  return taken;
}

/** Whether the order page offers a return: delivered, paid, within the window, something left to send back. */
export async function canReturnOrder(db: Db, order: OrderRow): Promise<boolean> {
  if (order.status !== 'delivered' || !order.paidAt) return false;
  if (!isWithinWindow(order, await windowDaysOf(db))) return false;
  const items = await findLinesOfOrder(db, order.id);
  const taken = await alreadyReturned(db, order.id);
  return items.some((item) => item.quantity > (taken.get(item.id) ?? 0));
}

const refused = (messageKey: 'returnOutsideWindow' | 'returnTooMany' | 'returnNotAllowed', key = 'error') =>
  new AppError('returnNotAllowed', { fields: [{ key, messageKey }] });

/**
 * POST /returns: delivered lines of one of the customer's paid orders, per line and quantity, within
 * the return window, with a reason and photos. The amount is what those units were charged (their
 * share of the invoice). The same idempotency key answers the same return.
 */
export async function createReturn(
  db: Db,
  session: Session | null,
  body: z.output<typeof CreateReturnBodySchema>,
  locale: Locale,
) {
  const user = requireAccess(session, shopper);
  const requestHash = body.idempotencyKey ? requestHashOf('returns.create', { userId: user.id, ...body }) : null;
  const id = await inTransaction(db, async (tx) => {
    const order = await lockOrder(tx, body.orderId, user.id);
    // the key is looked up under the order's lock: a replay waits for its first request and finds its return
    // (a first use of the key at once on another order meets the unique index, and its rerun finds it)
    if (body.idempotencyKey && requestHash) {
      const done = await findReturnByKey(tx, user.id, body.idempotencyKey);
      if (done) {
        assertSameRequest(done.requestHash, requestHash);
        return done.id;
      }
    }
    if (!order) throw new AppError('notFound', { fields: [{ key: 'orderId', messageKey: 'notFound' }] });
    if (order.status !== 'delivered' || !order.paidAt) throw refused('returnNotAllowed');
    if (!isWithinWindow(order, await windowDaysOf(tx))) throw refused('returnOutsideWindow');
    const items = await findLinesOfOrder(tx, order.id);
    const taken = await alreadyReturned(tx, order.id);
    const wanted = new Map<number, number>();
    for (const line of body.lines) wanted.set(line.orderItemId, (wanted.get(line.orderItemId) ?? 0) + line.quantity);
    const stored = await invoiceSettingsOf(tx);
    const charged = invoiceLinesOf(order, items, stored.site.vatRate);
    let amountMinor = 0;
    for (const [itemId, quantity] of wanted) {
      const index = items.findIndex((item) => item.id === itemId);
      const item = items[index];
      if (!item) throw refused('returnNotAllowed', 'lines');
      if (quantity > item.quantity - (taken.get(itemId) ?? 0)) throw refused('returnTooMany', 'lines');
      const line = charged[index];
      amountMinor += Math.floor(((line?.totalMinor ?? 0) * quantity) / item.quantity);
    }
    if (body.photos.length > 0) {
      const own = await findOwnUploadIds(tx, user.id, body.photos, 'evidence');
      if (own.length !== new Set(body.photos).size) {
        throw new AppError('validation', { fields: [{ key: 'photos', messageKey: 'invalidValue' }] });
      }
    }
    const refundTo = body.refundTo === 'card' && order.paymentMethod === 'card' ? 'card' : 'wallet';
    const row = await insertReturn(tx, {
      userId: user.id,
      orderId: order.id,
      reason: body.reason,
      photoUploadIds: [...new Set(body.photos)],
      refundTo,
      amountMinor,
      idempotencyKey: body.idempotencyKey ?? null,
      requestHash,
    });
    await insertReturnItems(
      tx,
      [...wanted].map(([orderItemId, quantity]) => ({ returnId: row.id, orderItemId, quantity })),
    );
    await insertReturnEvent(tx, { returnId: row.id, toStatus: 'requested', actorId: user.id });
    return row.id;
  });
  return { return: await presentReturn(db, await findReturnRow(db, id), locale) };
}

async function findReturnRow(db: Db, id: number, userId?: number): Promise<ReturnRow> {
  const row = await findReturn(db, id, userId);
  if (!row) throw new AppError('notFound');
  return row;
}

export async function presentReturn(db: Db, row: ReturnRow, locale: Locale): Promise<Return> {
  const order = await findOrderNumber(db, row.orderId);
  const lines = await findReturnLines(db, row.id);
  const photos = await findUploadNames(db, row.photoUploadIds);
  const events = await findReturnEvents(db, row.id);
  return {
    id: row.id,
    order: { id: order?.id ?? row.orderId, number: order?.number ?? '' },
    status: row.status,
    itemsCount: lines.reduce((sum, { line }) => sum + line.quantity, 0),
    amount: toRiyals(row.amountMinor),
    refundTo: row.refundTo,
    createdAt: row.createdAt.toISOString(),
    reason: row.reason,
    lines: lines.map(({ line, item }) => ({
      orderItemId: item.id,
      name: pick(item.name, locale),
      quantity: line.quantity,
      damagedQuantity: line.damagedQuantity,
      unitPrice: toRiyals(item.unitPriceMinor),
    })),
    photos,
    timeline: events.map((event) => ({
      ...(event.fromStatus ? { from: event.fromStatus } : {}),
      to: event.toStatus,
      at: event.createdAt.toISOString(),
      note: event.note,
    })),
  };
}

export async function getReturn(db: Db, session: Session | null, id: number, locale: Locale) {
  const user = requireAccess(session, shopper);
  return { return: await presentReturn(db, await findReturnRow(db, id, user.id), locale) };
}

export async function listReturns(db: Db, session: Session | null, page: number, perPage: number, locale: Locale) {
  const user = requireAccess(session, shopper);
  const { rows, total } = await returnPage(db, user.id, page, perPage);
  const items = await Promise.all(rows.map((row) => presentReturn(db, row, locale)));
  return {
    items: items.map(({ reason: _r, lines: _l, photos: _p, timeline: _t, ...summary }) => summary),
    total,
  };
}

/**
 * A staff move of a return (decision 035), in one transaction with its history: refused with 409
 * and nothing changed when the return is not in a status the move starts from. Receiving puts the
 * units back in stock except the damaged ones; refunding gives the amount back once (to the wallet,
 * or to the card through the gateway), with a credit note; a refund already made answers as it is.
 */
export async function moveReturn(
  db: Db,
  id: number,
  action: ReturnAction,
  actor: Actor,
  options: { note?: string | null; damaged?: { orderItemId: number; quantity: number }[] } = {},
  locale: Locale = 'en',
) {
  const row = await inTransaction(db, async (tx) => {
    // the order first, then its return: the lock order of every money move (decision 042)
    const orderId = await findOrderIdOfReturn(tx, id);
    if (orderId === null) throw new AppError('notFound');
    const order = await lockOrder(tx, orderId);
    if (!order) throw new AppError('notFound');
    const found = await lockReturn(tx, id);
    if (!found) throw new AppError('notFound');
    if (action === 'refund' && found.status === 'refunded') return found;
    const rule = returnTransitions[action];
    if (!(rule.from as readonly string[]).includes(found.status)) {
      throw new AppError('returnMoveRefused', { fields: [{ key: 'error', messageKey: 'returnMoveRefused' }] });
    }
    if (action === 'receive') {
      const lines = await findReturnLineProducts(tx, id);
      const back = new Map<number, number>();
      for (const { line, productId } of lines) {
        const damaged = Math.min(
          line.quantity,
          (options.damaged ?? [])
            .filter((entry) => entry.orderItemId === line.orderItemId)
            .reduce((sum, entry) => sum + entry.quantity, 0),
        );
        if (damaged > 0) {
          await setDamagedQuantity(tx, line.id, damaged);
        }
        if (productId !== null && line.quantity - damaged > 0) {
          back.set(productId, (back.get(productId) ?? 0) + line.quantity - damaged);
        }
      }
      await lockProducts(tx, [...back.keys()]);
      for (const [productId, quantity] of back) await moveStock(tx, productId, -quantity);
    }
    if (action === 'refund' && found.amountMinor > 0) {
      await refundOrder(tx, order, {
        amountMinor: found.amountMinor,
        destination: found.refundTo,
        key: `return:${found.id}`,
        returnId: found.id,
        actorId: actor.id,
        reason: 'return_refund',
      });
    }
    const updated = await setReturnStatus(tx, id, rule.to);
    await insertReturnEvent(tx, {
      returnId: id,
      fromStatus: found.status,
      toStatus: rule.to,
      actorId: actor.id,
      note: options.note ?? null,
    });
    await notify(tx, {
      userId: found.userId,
      kind: 'return_decision',
      data: {
        returnId: id,
        orderId: order.id,
        number: order.number,
        status: rule.to as 'approved' | 'rejected' | 'received' | 'refunded',
        ...(options.note ? { note: options.note } : {}),
      },
    });
    return updated ?? found;
  });
  return { return: await presentReturn(db, row, locale) };
}
