import type { Locale } from '@forum/contract/locale';
import { toMinor } from '@forum/contract/money';
import type { ReturnAction, staffOrderActions } from '@forum/contract/order-rules';
import { type StaffPermission, staffPermissions } from '@forum/contract/permissions';
import { requireAccess } from '../auth/access.ts';
import type { Session } from '../auth/sessions.ts';
import type { Db } from '../db/client.ts';
import { inTransaction, isForeignKeyViolation } from '../db/transaction.ts';
import { AppError } from '../errors.ts';
import { requestHashOf } from '../http/idempotency-key.ts';
import { settleOrder } from '../orders/order-money.ts';
import { type Actor, findTimeline, lockOrder, moveOrder } from '../orders/order-moves.ts';
import type { OrderRow } from '../orders/order-queries.ts';
import { cancelLockedOrder } from '../orders/order-service.ts';
import { findProof, reviewTransfer } from '../orders/transfer-proofs.ts';
import { findReturnPhoto } from '../returns/return-queries.ts';
import { moveReturn } from '../returns/return-service.ts';
import { answerSpecialOrder } from '../special-orders/special-order-service.ts';
import { moveWallet } from '../wallet/wallet-service.ts';

/**
 * The staff's calls of decision 035. Each starts with the one access check for its named permission
 * (the routes' hook checks it too, before the body is read) and acts as that staff member.
 */
function staffActor(session: Session | null, permission: StaffPermission): Actor {
  const user = requireAccess(session, { as: 'staff', permission });
  return { id: user.id, role: 'staff' };
}

/** The order's status and timeline, as every staff move of an order answers it. */
async function presentAdminOrder(db: Db, order: OrderRow) {
  const timeline = await findTimeline(db, order.id);
  return {
    order: {
      id: order.id,
      number: order.number,
      status: order.status,
      timeline: timeline.map((entry) => ({
        action: entry.action as never,
        ...(entry.fromStatus ? { from: entry.fromStatus } : {}),
        to: entry.toStatus,
        by: entry.actorRole as 'customer' | 'staff' | 'system',
        at: entry.createdAt.toISOString(),
        note: entry.note,
      })),
    },
  };
}

const moveRefused = () =>
  new AppError('orderMoveRefused', { fields: [{ key: 'error', messageKey: 'orderMoveRefused' }] });

type OrderMove = {
  action: (typeof staffOrderActions)[number];
  note?: string | undefined;
  trackingNumber?: string | undefined;
};

/**
 * Moves an order along an allowed transition under its lock: a shipment needs a tracking number, a
 * cancel refunds once, cash is received only on a cash-on-delivery order not paid yet, and only a paid
 * order (or one paid on delivery) is prepared and shipped.
 */
export async function moveOrderAsStaff(db: Db, session: Session | null, orderId: number, move: OrderMove) {
  const actor = staffActor(session, staffPermissions.orders);
  const { action, trackingNumber } = move;
  const note = move.note ?? null;
  if (action === 'ship' && !trackingNumber) {
    throw new AppError('validation', { fields: [{ key: 'trackingNumber', messageKey: 'trackingNumberRequired' }] });
  }
  const order = await inTransaction(db, async (tx) => {
    const locked = await lockOrder(tx, orderId);
    if (!locked) throw new AppError('notFound');
    if (action === 'cancel') return cancelLockedOrder(tx, locked, actor, note);
    if (action === 'receive_cash') {
      if (locked.paymentMethod !== 'cash_on_delivery' || locked.paidAt) throw moveRefused();
      return settleOrder(tx, locked, 'receive_cash', actor, note);
    }
    if (locked.status === 'pending' && locked.paymentMethod !== 'cash_on_delivery') throw moveRefused();
    return moveOrder(tx, locked, action, actor, {
      note,
      ...(action === 'ship' ? { changes: { trackingNumber: trackingNumber ?? null } } : {}),
    });
  });
  return presentAdminOrder(db, order);
}

/** A transfer proof of any order, for the staff to read (none: 404). */
export async function findProofAsStaff(db: Db, session: Session | null, orderId: number, proofId: number) {
  staffActor(session, staffPermissions.orders);
  const proof = await findProof(db, orderId, proofId);
  if (!proof) throw new AppError('notFound');
  return proof;
}

/** A photo a customer sent with a return, for the staff to look at (a photo the return does not name: 404). */
export async function findReturnPhotoAsStaff(db: Db, session: Session | null, returnId: number, uploadId: number) {
  staffActor(session, staffPermissions.returns);
  const photo = await findReturnPhoto(db, returnId, uploadId);
  if (!photo) throw new AppError('notFound');
  return photo;
}

export async function reviewTransferAsStaff(
  db: Db,
  session: Session | null,
  orderId: number,
  decision: 'confirm' | 'reject',
  note: string | null,
) {
  const actor = staffActor(session, staffPermissions.orders);
  return presentAdminOrder(db, await reviewTransfer(db, orderId, decision, actor, note));
}

export function moveReturnAsStaff(
  db: Db,
  session: Session | null,
  returnId: number,
  action: ReturnAction,
  options: { note?: string | null; damaged?: { orderItemId: number; quantity: number }[] },
  locale: Locale,
) {
  const actor = staffActor(session, staffPermissions.returns);
  return moveReturn(db, returnId, action, actor, options, locale);
}

/**
 * Credits or debits a customer's wallet by hand, once per key; the key is the staff member's, for this
 * customer, amount and reason only (decision 042).
 */
export async function adjustWallet(
  db: Db,
  session: Session | null,
  userId: number,
  body: { amount: number; reason: string; idempotencyKey: string },
) {
  const actor = staffActor(session, staffPermissions.wallets);
  const { amount, reason, idempotencyKey } = body;
  const { entry } = await inTransaction(db, async (tx) =>
    moveWallet(tx, {
      userId,
      amountMinor: toMinor(amount),
      reason: 'staff_adjustment',
      key: `staff:${idempotencyKey}`,
      actorId: actor.id,
      note: reason,
      requestHash: requestHashOf('admin.adjustWallet', { staffId: actor.id, userId, amount, reason }),
    }).catch((error: unknown) => {
      // a user that does not exist: the wallet row's foreign key refuses it
      if (isForeignKeyViolation(error)) throw new AppError('notFound');
      throw error;
    }),
  );
  return { balance: entry.balanceAfterMinor / 100, entryId: entry.id };
}

type SpecialOrderAnswer =
  | { status: 'quoted'; price: number; note?: string | undefined }
  | { status: 'declined'; note?: string | undefined };

/** A price for a special order, or a refusal, with a note for the customer. */
export async function answerSpecialOrderAsStaff(
  db: Db,
  session: Session | null,
  id: number,
  answer: SpecialOrderAnswer,
) {
  staffActor(session, staffPermissions.specialOrders);
  const specialOrder = await answerSpecialOrder(
    db,
    id,
    answer.status === 'quoted'
      ? { status: 'quoted', quoteMinor: toMinor(answer.price), note: answer.note ?? null }
      : { status: 'declined', note: answer.note ?? null },
  );
  return { specialOrder };
}
