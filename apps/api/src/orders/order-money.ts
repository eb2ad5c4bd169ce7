import type { StoredSettings } from '@forum/contract/settings';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { orders, payments, refunds, settings } from '../db/schema.ts';
import { markExternal } from '../db/transaction.ts';
import { AppError } from '../errors.ts';
import { issueCreditNote, issueInvoice } from '../invoices/invoice-service.ts';
import { notify } from '../notifications/notify.ts';
import { gatewayFor } from '../payments/gateway.ts';
import { lockedBalance, moveWallet } from '../wallet/wallet-service.ts';
import { type Actor, moveOrder } from './order-moves.ts';
import type { OrderRow } from './order-queries.ts';

/** The settings an invoice needs, read in the caller's transaction (the seller as stored now). */
export async function invoiceSettingsOf(tx: Db): Promise<StoredSettings> {
  const rows = await tx
    .select()
    .from(settings)
    .where(inArray(settings.key, ['site', 'contacts', 'shop']));
  const value = (key: string) => rows.find((row) => row.key === key)?.value as never;
  return {
    site: value('site') ?? {
      name: { ar: 'الملتقى', en: 'The Forum' },
      description: { ar: '', en: '' },
      currency: 'SAR',
      vatRate: 0.15,
      timeZone: 'Asia/Riyadh',
    },
    contacts: value('contacts') ?? { email: '', telephone: '', whatsapp: null, address: { ar: '', en: '' } },
    shop: value('shop') ?? {},
  } as unknown as StoredSettings;
}

/** What the customer has paid of an order so far: all of it once paid, else what the wallet took. */
export function paidMinorOf(order: Pick<OrderRow, 'paidAt' | 'totalMinor' | 'walletMinor'>): number {
  return order.paidAt ? order.totalMinor : order.walletMinor;
}

/**
 * The order's money has all arrived (the gateway, the wallet, a confirmed transfer, cash on
 * delivery): the move is recorded and the tax invoice issued in the same transaction (decision 035).
 */
export async function settleOrder(
  tx: Db,
  order: OrderRow,
  action: 'pay' | 'confirm_transfer' | 'receive_cash',
  actor: Actor,
  note?: string | null,
  options: { quiet?: boolean } = {},
): Promise<OrderRow> {
  const moved = await moveOrder(tx, order, action, actor, { note: note ?? null, quiet: options.quiet ?? false });
  await issueInvoice(tx, moved, await invoiceSettingsOf(tx), moved.paidAt ?? new Date());
  return moved;
}

export type RefundRequest = {
  amountMinor: number;
  /** Where the money goes; a card refund goes through the gateway that took the card payment. */
  destination: 'wallet' | 'card';
  key: string;
  returnId?: number | null;
  actorId?: number | null;
  reason: 'order_refund' | 'return_refund';
};

/**
 * Gives money back for a locked order, once per key (decision 035): a replay finds its refund and
 * moves nothing; the refunds of an order never add up to more than was paid; a credit note refers
 * to the invoice; the customer is notified. When everything paid is given back after delivery or
 * payment, the order becomes refunded.
 */
export async function refundOrder(tx: Db, order: OrderRow, request: RefundRequest) {
  const [done] = await tx.select().from(refunds).where(eq(refunds.idempotencyKey, request.key));
  if (done) return { refund: done, isNew: false, order };
  if (!Number.isSafeInteger(request.amountMinor) || request.amountMinor <= 0) {
    throw new AppError('validation', { fields: [{ key: 'amount', messageKey: 'invalidValue' }] });
  }
  const paid = paidMinorOf(order);
  if (order.refundedMinor + request.amountMinor > paid) {
    throw new AppError('refundExceedsPaid', { fields: [{ key: 'error', messageKey: 'refundExceedsPaid' }] });
  }
  let gatewayReference: string | null = null;
  if (request.destination === 'card') {
    const [payment] = await tx
      .select()
      .from(payments)
      .where(sql`${payments.orderId} = ${order.id} and ${payments.status} = 'paid'`)
      .limit(1);
    const gateway = payment ? gatewayFor(payment.provider) : undefined;
    if (!payment || !gateway?.refund) {
      throw new AppError('refundExceedsPaid', { fields: [{ key: 'error', messageKey: 'refundExceedsPaid' }] });
    }
    // the refund row below is written in this transaction: if the gateway refuses, nothing is kept;
    // once the gateway has been asked, the transaction is never run again (decision 042)
    markExternal(tx);
    gatewayReference = (await gateway.refund({ reference: payment.reference, amountMinor: request.amountMinor }))
      .reference;
  }
  const [refund] = await tx
    .insert(refunds)
    .values({
      orderId: order.id,
      returnId: request.returnId ?? null,
      amountMinor: request.amountMinor,
      destination: request.destination,
      gatewayReference,
      actorId: request.actorId ?? null,
      idempotencyKey: request.key,
    })
    .returning();
  if (!refund) throw new Error('refund not stored');
  if (request.destination === 'wallet') {
    await moveWallet(tx, {
      userId: order.userId,
      amountMinor: request.amountMinor,
      reason: request.reason,
      key: `refund:${refund.id}`,
      orderId: order.id,
      returnId: request.returnId ?? null,
      actorId: request.actorId ?? null,
    });
  }
  const [updated] = await tx
    .update(orders)
    .set({ refundedMinor: sql`${orders.refundedMinor} + ${request.amountMinor}` })
    .where(eq(orders.id, order.id))
    .returning();
  let current = updated ?? order;
  await issueCreditNote(
    tx,
    { orderId: order.id, refundId: refund.id, amountMinor: request.amountMinor },
    await invoiceSettingsOf(tx),
  );
  if (current.paidAt && current.refundedMinor === current.totalMinor && current.status !== 'cancelled') {
    current = await moveOrder(tx, current, 'refund', { id: null, role: 'system' }, { quiet: true });
  }
  await notify(tx, {
    userId: order.userId,
    kind: 'refund',
    data: {
      amountMinor: request.amountMinor,
      to: request.destination,
      orderId: order.id,
      number: order.number,
      ...(request.returnId ? { returnId: request.returnId } : {}),
    },
  });
  return { refund, isNew: true, order: current };
}

/**
 * A cancelled order's money goes back exactly once: the wallet's part to the wallet; a card payment
 * to the card; a confirmed transfer or cash to the wallet.
 */
export async function refundCancelled(tx: Db, order: OrderRow, actorId: number | null) {
  const paid = paidMinorOf(order) - order.refundedMinor;
  if (paid <= 0) return;
  let current = order;
  const cardPart = order.paidAt && order.paymentMethod === 'card' ? order.totalMinor - order.walletMinor : 0;
  // the wallet before the credit notes' counter, whichever refund comes first (the lock order, decision 042)
  if (paid - cardPart > 0) await lockedBalance(tx, order.userId);
  if (cardPart > 0) {
    const result = await refundOrder(tx, current, {
      amountMinor: cardPart,
      destination: 'card',
      key: `cancel-card:${order.id}`,
      actorId,
      reason: 'order_refund',
    });
    current = result.order;
  }
  const rest = paid - cardPart;
  if (rest > 0) {
    await refundOrder(tx, current, {
      amountMinor: rest,
      destination: 'wallet',
      key: `cancel-wallet:${order.id}`,
      actorId,
      reason: 'order_refund',
    });
  }
}
