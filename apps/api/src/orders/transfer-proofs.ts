import { randomBytes } from 'node:crypto';
import type { TransferProof } from '@forum/contract/orders';
import { and, desc, eq } from 'drizzle-orm';
import { requireAccess, shopper } from '../auth/access.ts';
import type { Session } from '../auth/sessions.ts';
import { limits, throttle } from '../auth/throttle.ts';
import type { Db } from '../db/client.ts';
import { transferProofs } from '../db/schema.ts';
import { inTransaction } from '../db/transaction.ts';
import { AppError } from '../errors.ts';
import { notify } from '../notifications/notify.ts';
import type { FileStore } from '../storage/file-store.ts';
import { detectFileKind } from '../uploads/file-type.ts';
import { settleOrder } from './order-money.ts';
import { type Actor, lockOrder, moveOrder } from './order-moves.ts';

export type ProofRow = typeof transferProofs.$inferSelect;

/** A receipt is a photo or a PDF, recognised by its content, never by its name or declared type. */
const PROOF_MIMES = ['image/png', 'image/jpeg', 'image/webp', 'application/pdf'];
export const TRANSFER_PROOF_MAX_BYTES = 5 * 1024 * 1024;

export async function latestProofOf(db: Db, orderId: number): Promise<ProofRow | null> {
  const [row] = await db
    .select()
    .from(transferProofs)
    .where(eq(transferProofs.orderId, orderId))
    .orderBy(desc(transferProofs.id))
    .limit(1);
  return row ?? null;
}

export function presentProof(row: ProofRow): TransferProof {
  return {
    id: row.id,
    status: row.status,
    name: row.originalName,
    mime: row.mime,
    size: row.size,
    sentAt: row.createdAt.toISOString(),
    note: row.reviewNote,
    url: `/api/orders/${row.orderId}/transfer-proof/${row.id}`,
  };
}

/**
 * POST /orders/{id}/transfer-proof: the customer's receipt of a bank transfer for their order that
 * waits for it. Checked by content, kept privately in the file store (decision 028), and the order
 * then awaits the staff's confirmation, in one transaction with its timeline entry.
 */
export async function submitTransferProof(
  db: Db,
  files: FileStore,
  input: { userId: number; orderId: number; content: Buffer; originalName: string },
): Promise<TransferProof> {
  const kind = detectFileKind(input.content);
  if (!kind || !PROOF_MIMES.includes(kind.mime)) {
    throw new AppError('validation', { fields: [{ key: 'file', messageKey: 'unsupportedFileType' }] });
  }
  // the order is checked before the file is kept: a refused proof leaves nothing behind
  const check = await lockFreeCheck(db, input.userId, input.orderId);
  const key = `private/proofs/${input.orderId}-${randomBytes(12).toString('hex')}.${kind.extension}`;
  await files.put(key, input.content, kind.mime);
  try {
    return await inTransaction(db, async (tx) => {
      const order = await lockOrder(tx, check.id, input.userId);
      if (!order) throw new AppError('notFound');
      if (order.paymentMethod !== 'bank_transfer' || order.status !== 'awaiting_payment') {
        throw new AppError('transferProofNotExpected', {
          fields: [{ key: 'error', messageKey: 'transferProofNotExpected' }],
        });
      }
      const [row] = await tx
        .insert(transferProofs)
        .values({
          orderId: order.id,
          userId: input.userId,
          fileKey: key,
          mime: kind.mime,
          size: input.content.length,
          originalName: cleanName(input.originalName) || `proof.${kind.extension}`,
        })
        .returning();
      if (!row) throw new Error('proof not stored');
      await moveOrder(tx, order, 'submit_transfer_proof', { id: input.userId, role: 'customer' });
      return presentProof(row);
    });
  } catch (error) {
    await files.remove(key);
    throw error;
  }
}

async function lockFreeCheck(db: Db, userId: number, orderId: number) {
  const order = await inTransaction(db, async (tx) => lockOrder(tx, orderId, userId));
  if (!order) throw new AppError('notFound');
  if (order.paymentMethod !== 'bank_transfer' || order.status !== 'awaiting_payment') {
    throw new AppError('transferProofNotExpected', {
      fields: [{ key: 'error', messageKey: 'transferProofNotExpected' }],
    });
  }
  return order;
}

function cleanName(name: string): string {
  return [...name]
    .filter((char) => char >= ' ' && char !== '\u007f' && char !== '"' && char !== '\\')
    .join('')
    .slice(0, 200);
}

/**
 * The customer's side of a transfer proof, POST /orders/{id}/transfer-proof: the caller checked and
 * held to the upload limit before the request's file is read (`readFile`), so a refusal never depends
 * on what was sent.
 */
export async function sendTransferProof(
  db: Db,
  files: FileStore,
  session: Session | null,
  orderId: number,
  readFile: () => Promise<{ content: Buffer; name: string }>,
): Promise<TransferProof> {
  const user = requireAccess(session, shopper);
  await throttle(db, `uploads:${user.id}`, limits.uploadsPerUser);
  const file = await readFile();
  return submitTransferProof(db, files, { userId: user.id, orderId, content: file.content, originalName: file.name });
}

/** A proof the customer sent, for its file (another's, or none: 404). */
export async function findOwnProof(db: Db, session: Session | null, orderId: number, proofId: number) {
  const user = requireAccess(session, shopper);
  const proof = await findProof(db, orderId, proofId, user.id);
  if (!proof) throw new AppError('notFound');
  return proof;
}

/** One proof of one order; with `userId`, only that customer's (another's answers 404). */
export async function findProof(db: Db, orderId: number, proofId: number, userId?: number) {
  const conditions = [eq(transferProofs.id, proofId), eq(transferProofs.orderId, orderId)];
  if (userId !== undefined) conditions.push(eq(transferProofs.userId, userId));
  const [row] = await db
    .select()
    .from(transferProofs)
    .where(and(...conditions))
    .limit(1);
  return row ?? null;
}

/**
 * The staff's decision on the latest proof of an order awaiting confirmation: confirmed, the order
 * is paid (with its invoice); rejected, it awaits a transfer again and the customer is told why.
 */
export async function reviewTransfer(
  db: Db,
  orderId: number,
  decision: 'confirm' | 'reject',
  actor: Actor,
  note: string | null,
) {
  return inTransaction(db, async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) throw new AppError('notFound');
    const proof = await latestProofOf(tx, orderId);
    if (order.status !== 'awaiting_confirmation' || !proof || proof.status !== 'pending') {
      throw new AppError('orderMoveRefused', { fields: [{ key: 'error', messageKey: 'orderMoveRefused' }] });
    }
    await tx
      .update(transferProofs)
      .set({
        status: decision === 'confirm' ? 'accepted' : 'rejected',
        reviewedBy: actor.id,
        reviewNote: note,
        reviewedAt: new Date(),
      })
      .where(eq(transferProofs.id, proof.id));
    if (decision === 'confirm') {
      const paid = await settleOrder(tx, order, 'confirm_transfer', actor, note, { quiet: true });
      await notify(tx, { userId: order.userId, kind: 'transfer_confirmed', data: { orderId, number: order.number } });
      return paid;
    }
    const back = await moveOrder(tx, order, 'reject_transfer', actor, { note, quiet: true });
    await notify(tx, {
      userId: order.userId,
      kind: 'transfer_rejected',
      data: { orderId, number: order.number, ...(note ? { reason: note } : {}) },
    });
    return back;
  });
}
