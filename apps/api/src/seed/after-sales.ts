import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Session } from '../auth/sessions.ts';
import { sendChatMessage, sendOrderMessage, startChat } from '../chat/chat-service.ts';
import type { Db } from '../db/client.ts';
import * as schema from '../db/schema.ts';
import { inTransaction } from '../db/transaction.ts';
import { invoiceLinesOf, issueInvoice } from '../invoices/invoice-service.ts';
import { invoiceSettingsOf } from '../orders/order-money.ts';
import { findLinesOfOrder } from '../orders/order-queries.ts';
import { insertReturn, insertReturnEvent, insertReturnItems } from '../returns/return-queries.ts';
import { moveReturn } from '../returns/return-service.ts';
import { insertSpecialOrder } from '../special-orders/special-order-queries.ts';
import { answerSpecialOrder } from '../special-orders/special-order-service.ts';
import { moveWallet } from '../wallet/wallet-service.ts';
import { addDays, riyadhTime } from './content/time.ts';

/** Who the after-sales demo is about: the demo customer, the demo exhibitor's account and a staff member. */
export type AfterSalesPeople = { customerId: number; exhibitorUserId: number; staffId: number };

/**
 * What happened after the demo customer's orders, so every account page of issue 32 opens full
 * (docs/product/after-sales.md): the paid orders' invoices, a return refunded to the wallet (its credit
 * note) and one approved and on its way back, a wallet with a few movements, unread notifications, a
 * conversation with an exhibitor and one about an order, and a special order with a quote.
 *
 * It runs after the main seed's transaction and goes through the services (invoices, return moves,
 * wallet, chats, the special order's answer), so the counters, the ledger's balances and the
 * notifications are what the site itself would have written. Returns are inserted by their queries
 * with the dates they were asked on: the service refuses them today, the return window having passed.
 */
export async function seedAfterSales(db: Db, people: AfterSalesPeople): Promise<Record<string, number>> {
  const { customerId, exhibitorUserId, staffId } = people;
  const staff = { id: staffId, role: 'staff' as const };
  const paidOrders = await db
    .select()
    .from(schema.orders)
    .where(and(eq(schema.orders.userId, customerId), isNotNull(schema.orders.paidAt)))
    .orderBy(asc(schema.orders.paidAt));

  // every paid order has its invoice, dated when it was paid, numbered in that order
  await inTransaction(db, async (tx) => {
    const stored = await invoiceSettingsOf(tx);
    for (const order of paidOrders) await issueInvoice(tx, order, stored, order.paidAt ?? order.createdAt);
  });

  const delivered = paidOrders.filter((order) => order.status === 'delivered');
  const [first, , last] = delivered;
  if (!first || !last) throw new Error('Demo data: the after-sales demo needs three delivered orders');

  // the first order's notebook came back and was refunded to the wallet; the last one's reflector is on its way back
  const refunded = await askReturn(db, first, { reason: 'وصل أحد الدفترين بغلاف ممزق.', lines: 1 });
  for (const action of ['approve', 'receive', 'refund'] as const) await moveReturn(db, refunded, action, staff);
  const inProgress = await askReturn(db, last, { reason: 'العاكس أصغر مما توقعت، أود إرجاعه.', lines: 1 });
  await moveReturn(db, inProgress, 'approve', staff, { note: 'Please send it back in its box.' });

  // two goodwill credits from the forum: the ledger shows staff adjustments beside the refund
  await inTransaction(db, async (tx) => {
    await moveWallet(tx, {
      userId: customerId,
      amountMinor: 5_000,
      reason: 'staff_adjustment',
      key: 'demo:wallet:late-delivery',
      orderId: delivered[1]?.id ?? null,
      actorId: staffId,
      note: 'Sorry for the late delivery',
    });
    await moveWallet(tx, {
      userId: customerId,
      amountMinor: 2_500,
      reason: 'staff_adjustment',
      key: 'demo:wallet:welcome',
      actorId: staffId,
      note: 'Welcome to the forum',
    });
  });

  const customer = await sessionOf(db, customerId);
  const [company] = await db
    .select({ id: schema.exhibitors.id })
    .from(schema.exhibitors)
    .where(eq(schema.exhibitors.userId, exhibitorUserId))
    .limit(1);
  if (!company) throw new Error('Demo data: the demo exhibitor has no company');
  const chat = await startChat(
    db,
    customer,
    { with: 'exhibitor', exhibitorId: company.id, body: 'مرحبًا، هل تعرضون عدسات الزوم في جناحكم يوم الافتتاح؟' },
    'ar',
  );
  await sendChatMessage(
    db,
    await sessionOf(db, exhibitorUserId),
    chat.conversation.id,
    { body: 'أهلًا بك! نعم، ستكون في الجناح طوال أيام الملتقى، ويسعدنا أن تجربها.' },
    'ar',
  );
  const processing = paidOrders.find((order) => order.status === 'processing');
  if (processing) {
    const about = await sendOrderMessage(
      db,
      customer,
      processing.id,
      { body: 'هل يمكن شحن الطلب قبل نهاية الأسبوع؟' },
      'ar',
    );
    await sendChatMessage(
      db,
      await sessionOf(db, staffId),
      about.conversation.id,
      { body: 'نعم، سيُشحن غدًا وستصلك رسالة برقم التتبع.' },
      'ar',
      { asForum: true },
    );
  }

  const special = await insertSpecialOrder(db, {
    userId: customerId,
    item: 'Anamorphic adapter 1.33x',
    details: 'For a Super 35 camera, with its clamp.',
    quantity: 1,
  });
  await answerSpecialOrder(db, special.id, {
    status: 'quoted',
    quoteMinor: 345_000,
    note: 'Available from our partner; delivered in three weeks.',
  });

  // the demo sends no email: what the moves above queued for the customer stays unsent
  await db.update(schema.notifications).set({ email: 'none' }).where(eq(schema.notifications.userId, customerId));
  return { invoices: paidOrders.length, returns: 2, specialOrders: 1 };
}

/** A return asked two days after delivery, of the order's first `lines` lines, one unit each. */
async function askReturn(
  db: Db,
  order: typeof schema.orders.$inferSelect,
  request: { reason: string; lines: number },
): Promise<number> {
  return inTransaction(db, async (tx) => {
    const items = await findLinesOfOrder(tx, order.id);
    const charged = invoiceLinesOf(order, items, (await invoiceSettingsOf(tx)).site.vatRate);
    // the last lines: the first order's notebooks, the last order's reflector and stand
    const chosen = items.slice(-request.lines);
    const amountMinor = chosen.reduce((sum, item) => {
      const line = charged[items.indexOf(item)];
      return sum + Math.floor((line?.totalMinor ?? 0) / item.quantity);
    }, 0);
    const askedAt = addDays(order.deliveredAt ?? riyadhTime('2026-10-06', '12:00'), 2);
    const row = await insertReturn(tx, {
      userId: order.userId,
      orderId: order.id,
      reason: request.reason,
      refundTo: 'wallet',
      amountMinor,
      createdAt: askedAt,
      updatedAt: askedAt,
    });
    await insertReturnItems(
      tx,
      chosen.map((item) => ({ returnId: row.id, orderItemId: item.id, quantity: 1 })),
    );
    await insertReturnEvent(tx, { returnId: row.id, toStatus: 'requested', actorId: order.userId, createdAt: askedAt });
    return row.id;
  });
}

/** A signed-in session of a demo account, as the services expect it (its group's permissions with it). */
async function sessionOf(db: Db, userId: number): Promise<Session> {
  const [row] = await db
    .select({ user: schema.users, permissions: schema.userGroups.permissions })
    .from(schema.users)
    .leftJoin(schema.userGroups, eq(schema.userGroups.id, schema.users.groupId))
    .where(eq(schema.users.id, userId))
    .limit(1);
  if (!row) throw new Error(`Demo data: no user ${userId}`);
  return { id: 0, expiresAt: addDays(new Date(), 1), user: { ...row.user, permissions: row.permissions ?? {} } };
}
