import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { invoiceCounters, invoices, refunds } from '../db/schema.ts';

export type InvoiceRow = typeof invoices.$inferSelect;

/** The next number of a kind: the counter row stays locked until the transaction ends, so no gap, no twin. */
export async function nextNumber(tx: Db, kind: 'invoice' | 'credit_note'): Promise<number> {
  const [row] = await tx
    .insert(invoiceCounters)
    .values({ kind, last: 1 })
    .onConflictDoUpdate({ target: invoiceCounters.kind, set: { last: sql`${invoiceCounters.last} + 1` } })
    .returning({ last: invoiceCounters.last });
  if (!row) throw new Error('no invoice number');
  return row.last;
}

/** The order's tax invoice (not its credit notes), or null while it has none. */
export async function findOrderInvoice(db: Db, orderId: number): Promise<InvoiceRow | null> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, 'invoice')));
  return row ?? null;
}

export async function findInvoiceOf(db: Db, orderId: number) {
  const [row] = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, 'invoice')));
  return row ?? null;
}

export async function findCreditNoteOfRefund(db: Db, refundId: number): Promise<InvoiceRow | null> {
  const [row] = await db.select().from(invoices).where(eq(invoices.refundId, refundId));
  return row ?? null;
}

export async function insertInvoice(tx: Db, values: typeof invoices.$inferInsert): Promise<InvoiceRow | null> {
  const [row] = await tx.insert(invoices).values(values).returning();
  return row ?? null;
}

/** The order's invoice and credit notes, in the order they were issued. */
export async function findInvoicesOfOrder(db: Db, orderId: number): Promise<InvoiceRow[]> {
  return db.select().from(invoices).where(eq(invoices.orderId, orderId)).orderBy(asc(invoices.id));
}

export async function findRefundsOfOrder(db: Db, orderId: number) {
  return db.select().from(refunds).where(eq(refunds.orderId, orderId));
}
