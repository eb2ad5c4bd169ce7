import type { Invoice } from '@forum/contract/after-sales';
import type { Locale } from '@forum/contract/locale';
import type { StoredSettings } from '@forum/contract/settings';
import { requireAccess, shopper } from '../auth/access.ts';
import type { Session } from '../auth/sessions.ts';
import type { Db } from '../db/client.ts';
import { AppError } from '../errors.ts';
import { pick } from '../localize.ts';
import { findLinesOfOrder, findOwnOrder, type OrderRow } from '../orders/order-queries.ts';
import {
  findCreditNoteOfRefund,
  findInvoicesOfOrder,
  findOrderInvoice,
  findRefundsOfOrder,
  type InvoiceRow,
  insertInvoice,
  nextNumber,
} from './invoice-queries.ts';
import { amountText, zatcaQr } from './zatca.ts';

type Line = InvoiceRow['lines'][number];

export function sellerOf(stored: StoredSettings) {
  return {
    // the console may name a seller apart from the forum (decision 066); else the site's name and address
    name: stored.shop?.sellerName ?? stored.site.name,
    address: stored.shop?.sellerAddress ?? stored.contacts.address,
    vatNumber: stored.shop?.vatNumber ?? '',
  };
}

const netOf = (gross: number, rate: number) => {
  const basis = Math.round(rate * 10_000);
  return Math.floor((2 * gross * 10_000 + (10_000 + basis)) / (2 * (10_000 + basis)));
};

/**
 * The invoice's lines: the order's total (with VAT) shared over its lines in proportion to what each
 * was charged before the coupon, the leftover halalas to the largest fractions, and the shipping as
 * a line of its own; the VAT is then extracted from each line, so the lines always add up to the total.
 */
export function invoiceLinesOf(
  order: Pick<OrderRow, 'totalMinor' | 'totals'>,
  items: { name: Line['name']; quantity: number; unitPriceMinor: number }[],
  vatRate: number,
): Line[] {
  const shippingMinor = Math.round((order.totals.find((total) => total.name === 'totalShipping')?.value ?? 0) * 100);
  const goodsMinor = Math.max(0, order.totalMinor - shippingMinor);
  const weights = items.map((item) => item.unitPriceMinor * item.quantity);
  const weightSum = weights.reduce((sum, weight) => sum + weight, 0);
  const shares = weights.map((weight) => {
    if (weightSum === 0) return { whole: 0, rest: 0 };
    const product = BigInt(goodsMinor) * BigInt(weight);
    return { whole: Number(product / BigInt(weightSum)), rest: Number(product % BigInt(weightSum)) };
  });
  let left = goodsMinor - shares.reduce((sum, share) => sum + share.whole, 0);
  const order2 = shares.map((share, i) => ({ i, rest: share.rest })).sort((a, b) => b.rest - a.rest || a.i - b.i);
  const totals = shares.map((share) => share.whole);
  for (const { i } of order2) {
    if (left <= 0) break;
    totals[i] = (totals[i] ?? 0) + 1;
    left -= 1;
  }
  const lines: Line[] = items.map((item, i) => {
    const totalMinor = totals[i] ?? 0;
    const netMinor = netOf(totalMinor, vatRate);
    return {
      name: item.name,
      quantity: item.quantity,
      unitMinor: Math.round(totalMinor / item.quantity),
      netMinor,
      vatMinor: totalMinor - netMinor,
      totalMinor,
    };
  });
  if (shippingMinor > 0) {
    const netMinor = netOf(shippingMinor, vatRate);
    lines.push({
      name: { ar: 'الشحن', en: 'Shipping' },
      quantity: 1,
      unitMinor: shippingMinor,
      netMinor,
      vatMinor: shippingMinor - netMinor,
      totalMinor: shippingMinor,
    });
  }
  return lines;
}

/**
 * Issues the order's simplified tax invoice in the transaction that marks it paid (decision 035):
 * its number comes from the locked counter, so numbers have no gap and no duplicate; an order has
 * one invoice (a second call answers the first).
 */
export async function issueInvoice(tx: Db, order: OrderRow, stored: StoredSettings, issuedAt = new Date()) {
  const existing = await findOrderInvoice(tx, order.id);
  if (existing) return existing;
  const items = await findLinesOfOrder(tx, order.id);
  const lines = invoiceLinesOf(order, items, stored.site.vatRate);
  const number = await nextNumber(tx, 'invoice');
  const row = await insertInvoice(tx, {
    kind: 'invoice',
    number,
    orderId: order.id,
    totalMinor: lines.reduce((sum, line) => sum + line.totalMinor, 0),
    vatMinor: lines.reduce((sum, line) => sum + line.vatMinor, 0),
    lines,
    seller: sellerOf(stored),
    issuedAt,
  });
  if (!row) throw new Error('invoice not stored');
  return row;
}

/** A credit note for one refund, referring to the order's invoice; once per refund. */
export async function issueCreditNote(
  tx: Db,
  input: { orderId: number; refundId: number; amountMinor: number },
  stored: StoredSettings,
) {
  const invoice = await findOrderInvoice(tx, input.orderId);
  if (!invoice) return null;
  const existing = await findCreditNoteOfRefund(tx, input.refundId);
  if (existing) return existing;
  const netMinor = netOf(input.amountMinor, stored.site.vatRate);
  const number = await nextNumber(tx, 'credit_note');
  return insertInvoice(tx, {
    kind: 'credit_note',
    number,
    orderId: input.orderId,
    invoiceId: invoice.id,
    refundId: input.refundId,
    totalMinor: input.amountMinor,
    vatMinor: input.amountMinor - netMinor,
    lines: [
      {
        name: { ar: 'مبلغ مسترد', en: 'Refund' },
        quantity: 1,
        unitMinor: input.amountMinor,
        netMinor,
        vatMinor: input.amountMinor - netMinor,
        totalMinor: input.amountMinor,
      },
    ],
    seller: invoice.seller,
  });
}

export const invoiceNumberText = (row: Pick<InvoiceRow, 'kind' | 'number'>) =>
  `${row.kind === 'invoice' ? 'INV' : 'CN'}-${String(row.number).padStart(6, '0')}`;

const riyals = (minor: number) => minor / 100;

function qrOf(row: InvoiceRow): string {
  return zatcaQr({
    seller: row.seller.name.ar || row.seller.name.en,
    vatNumber: row.seller.vatNumber,
    issuedAt: row.issuedAt.toISOString().replace(/\.\d{3}Z$/, 'Z'),
    total: amountText(row.totalMinor),
    vat: amountText(row.vatMinor),
  });
}

/** The invoice of an order as GET /orders/{id}/invoice answers it, or null while the order is unpaid. */
export async function presentInvoice(
  db: Db,
  order: OrderRow,
  stored: StoredSettings,
  locale: Locale,
): Promise<Invoice | null> {
  const rows = await findInvoicesOfOrder(db, order.id);
  const invoice = rows.find((row) => row.kind === 'invoice');
  if (!invoice) return null;
  const refundRows = await findRefundsOfOrder(db, order.id);
  return {
    number: invoiceNumberText(invoice),
    issuedAt: invoice.issuedAt.toISOString(),
    orderNumber: order.number,
    seller: {
      name: pick(invoice.seller.name, locale),
      address: pick(invoice.seller.address, locale),
      vatNumber: invoice.seller.vatNumber,
    },
    lines: invoice.lines.map((line) => ({
      name: pick(line.name, locale),
      quantity: line.quantity,
      unitPrice: riyals(line.unitMinor),
      net: riyals(line.netMinor),
      vat: riyals(line.vatMinor),
      total: riyals(line.totalMinor),
    })),
    net: riyals(invoice.totalMinor - invoice.vatMinor),
    vat: riyals(invoice.vatMinor),
    total: riyals(invoice.totalMinor),
    vatRate: stored.site.vatRate,
    currency: order.currency,
    qr: qrOf(invoice),
    creditNotes: rows
      .filter((row) => row.kind === 'credit_note')
      .map((row) => ({
        number: invoiceNumberText(row),
        issuedAt: row.issuedAt.toISOString(),
        invoiceNumber: invoiceNumberText(invoice),
        net: riyals(row.totalMinor - row.vatMinor),
        vat: riyals(row.vatMinor),
        total: riyals(row.totalMinor),
        destination: refundRows.find((refund) => refund.id === row.refundId)?.destination ?? 'wallet',
        qr: qrOf(row),
      })),
  };
}

/** GET /orders/{id}/invoice: the invoice of one of the customer's orders. */
export async function getOrderInvoice(
  db: Db,
  session: Session | null,
  orderId: number,
  stored: StoredSettings,
  locale: Locale,
): Promise<{ invoice: Invoice }> {
  const user = requireAccess(session, shopper);
  const order = await findOwnOrder(db, user.id, orderId);
  if (!order) throw new AppError('notFound');
  const invoice = await presentInvoice(db, order, stored, locale);
  // an order not paid yet has no invoice: 404 as for a missing one (the order page says why)
  if (!invoice) throw new AppError('notFound');
  return { invoice };
}
