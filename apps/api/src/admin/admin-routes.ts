import { toMinor } from '@forum/contract/money';
import type { StaffPermission } from '@forum/contract/permissions';
import { staffPermissions } from '@forum/contract/permissions';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AuthUser } from '../auth/sessions.ts';
import type { Db } from '../db/client.ts';
import { inTransaction } from '../db/transaction.ts';
import { AppError } from '../errors.ts';
import { requestHashOf } from '../http/idempotency-key.ts';
import { localeOf } from '../http/locale.ts';
import { routeSchema } from '../http/route-schema.ts';
import { sendPrivateFile } from '../orders/after-sales-routes.ts';
import { settleOrder } from '../orders/order-money.ts';
import { type Actor, findTimeline, lockOrder, moveOrder } from '../orders/order-moves.ts';
import type { OrderRow } from '../orders/order-queries.ts';
import { cancelLockedOrder } from '../orders/order-service.ts';
import { findProof, reviewTransfer } from '../orders/transfer-proofs.ts';
import { moveReturn } from '../returns/return-service.ts';
import { answerSpecialOrder } from '../special-orders/special-order-service.ts';
import type { FileStore } from '../storage/file-store.ts';
import { moveWallet } from '../wallet/wallet-service.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The named permission a staff call checks (admin-routes.ts): every /admin route must name one. */
    permission?: StaffPermission;
  }
  interface FastifyRequest {
    staff: AuthUser | null;
  }
}

const tags = ['staff'];
const personal = (reply: FastifyReply) => reply.header('cache-control', 'private, no-store');

/**
 * Refuses unless the caller is staff whose group holds the route's permission (a permission holds
 * only when truthy): a guest or no session 401; a customer, an exhibitor or staff without it 403.
 */
async function checkPermission(request: FastifyRequest) {
  const permission = request.routeOptions.config.permission;
  // a route registered without a permission is refused to everyone (and fails the admin test)
  if (!permission) throw new AppError('forbidden');
  const session = await request.getSession();
  if (!session || session.user.type === 'guest') throw new AppError('unauthenticated');
  if (session.user.type !== 'staff' || !session.user.permissions[permission]) throw new AppError('forbidden');
  request.staff = session.user;
}

function actorOf(request: FastifyRequest): Actor {
  if (!request.staff) throw new AppError('forbidden');
  return { id: request.staff.id, role: 'staff' };
}

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

/** The staff's calls of decision 035, under /api/admin, each checking its named permission. */
export const adminRoutes: FastifyPluginAsyncZod<{ db: Db; files: FileStore }> = async (app, { db, files }) => {
  app.decorateRequest('staff', null);
  app.addHook('preValidation', checkPermission);

  app.post(
    '/orders/:id/moves',
    {
      config: { permission: staffPermissions.orders },
      schema: {
        tags,
        summary: 'Move an order along an allowed transition (ship needs a tracking number; cancel refunds once)',
        ...routeSchema('admin.moveOrder'),
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const { action, note, trackingNumber } = request.body;
      if (action === 'ship' && !trackingNumber) {
        throw new AppError('validation', { fields: [{ key: 'trackingNumber', messageKey: 'trackingNumberRequired' }] });
      }
      const order = await inTransaction(db, async (tx) => {
        const locked = await lockOrder(tx, request.params.id);
        if (!locked) throw new AppError('notFound');
        if (action === 'cancel') return cancelLockedOrder(tx, locked, actor, note ?? null);
        if (action === 'receive_cash') {
          if (locked.paymentMethod !== 'cash_on_delivery' || locked.paidAt) {
            throw new AppError('orderMoveRefused', { fields: [{ key: 'error', messageKey: 'orderMoveRefused' }] });
          }
          return settleOrder(tx, locked, 'receive_cash', actor, note ?? null);
        }
        // only a paid order (or one paid on delivery) is prepared and shipped
        if (locked.status === 'pending' && locked.paymentMethod !== 'cash_on_delivery') {
          throw new AppError('orderMoveRefused', { fields: [{ key: 'error', messageKey: 'orderMoveRefused' }] });
        }
        return moveOrder(tx, locked, action, actor, {
          note: note ?? null,
          ...(action === 'ship' ? { changes: { trackingNumber: trackingNumber ?? null } } : {}),
        });
      });
      return personal(reply).send({ data: await presentAdminOrder(db, order) });
    },
  );

  app.get(
    '/orders/:id/transfer-proof/:proofId',
    {
      config: { permission: staffPermissions.orders },
      schema: {
        tags,
        summary: 'The file of a transfer proof, for the staff (`?preview=1`: a picture made small, as private)',
        ...routeSchema('admin.transferProofFile'),
      },
    },
    async (request, reply) => {
      const proof = await findProof(db, request.params.id, request.params.proofId);
      if (!proof) throw new AppError('notFound');
      return sendPrivateFile(reply, files, proof, { preview: request.query.preview === '1' });
    },
  );

  for (const decision of ['confirm', 'reject'] as const) {
    app.post(
      `/orders/:id/transfer/${decision}`,
      {
        config: { permission: staffPermissions.orders },
        schema: {
          tags,
          summary:
            decision === 'confirm'
              ? 'Confirm a bank transfer after reading its proof: the order is paid and invoiced'
              : 'Reject a transfer proof (the note tells the customer why): the order awaits a transfer again',
          ...routeSchema(decision === 'confirm' ? 'admin.confirmTransfer' : 'admin.rejectTransfer'),
        },
      },
      async (request, reply) => {
        const order = await reviewTransfer(
          db,
          request.params.id,
          decision,
          actorOf(request),
          request.body?.note ?? null,
        );
        return personal(reply).send({ data: await presentAdminOrder(db, order) });
      },
    );
  }

  for (const action of ['approve', 'reject'] as const) {
    app.post(
      `/returns/:id/${action}`,
      {
        config: { permission: staffPermissions.returns },
        schema: {
          tags,
          summary: action === 'approve' ? 'Approve a requested return' : 'Reject a requested return (with a note)',
          ...routeSchema(action === 'approve' ? 'admin.approveReturn' : 'admin.rejectReturn'),
        },
      },
      async (request, reply) =>
        personal(reply).send({
          data: await moveReturn(
            db,
            request.params.id,
            action,
            actorOf(request),
            { note: request.body?.note ?? null },
            localeOf(request),
          ),
        }),
    );
  }

  app.post(
    '/returns/:id/receive',
    {
      config: { permission: staffPermissions.returns },
      schema: {
        tags,
        summary: 'The parcel of an approved return arrived: its units go back to stock, except those marked damaged',
        ...routeSchema('admin.receiveReturn'),
      },
    },
    async (request, reply) =>
      personal(reply).send({
        data: await moveReturn(
          db,
          request.params.id,
          'receive',
          actorOf(request),
          { note: request.body.note ?? null, damaged: request.body.damaged },
          localeOf(request),
        ),
      }),
  );

  app.post(
    '/returns/:id/refund',
    {
      config: { permission: staffPermissions.returns },
      schema: {
        tags,
        summary: 'Refund a received return, once whatever the retries (to the wallet or the card), with a credit note',
        ...routeSchema('admin.refundReturn'),
      },
    },
    async (request, reply) =>
      personal(reply).send({
        data: await moveReturn(db, request.params.id, 'refund', actorOf(request), {}, localeOf(request)),
      }),
  );

  app.post(
    '/wallets/:userId/adjustments',
    {
      config: { permission: staffPermissions.wallets },
      schema: {
        tags,
        summary:
          'Credit or debit a customer’s wallet by hand, with a reason (once per idempotency key; never below zero)',
        ...routeSchema('admin.adjustWallet'),
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const { amount, reason, idempotencyKey } = request.body;
      const { entry } = await inTransaction(db, async (tx) =>
        moveWallet(tx, {
          userId: request.params.userId,
          amountMinor: toMinor(amount),
          reason: 'staff_adjustment',
          key: `staff:${idempotencyKey}`,
          actorId: actor.id,
          note: reason,
          // the key is the staff member's, for this customer, amount and reason only (decision 042)
          requestHash: requestHashOf('admin.adjustWallet', {
            staffId: actor.id,
            userId: request.params.userId,
            amount,
            reason,
          }),
        }).catch((error: unknown) => {
          // a user that does not exist: the wallet row's foreign key refuses it
          if (
            (error as { code?: string }).code === '23503' ||
            (error as { cause?: { code?: string } }).cause?.code === '23503'
          ) {
            throw new AppError('notFound');
          }
          throw error;
        }),
      );
      return personal(reply).send({ data: { balance: entry.balanceAfterMinor / 100, entryId: entry.id } });
    },
  );

  app.post(
    '/special-orders/:id/quote',
    {
      config: { permission: staffPermissions.specialOrders },
      schema: { tags, summary: 'Quote a price for a special order', ...routeSchema('admin.quoteSpecialOrder') },
    },
    async (request, reply) => {
      const specialOrder = await answerSpecialOrder(db, request.params.id, {
        status: 'quoted',
        quoteMinor: toMinor(request.body.price),
        note: request.body.note ?? null,
      });
      return personal(reply).send({ data: { specialOrder } });
    },
  );

  app.post(
    '/special-orders/:id/decline',
    {
      config: { permission: staffPermissions.specialOrders },
      schema: {
        tags,
        summary: 'Decline a special order (the note tells why)',
        ...routeSchema('admin.declineSpecialOrder'),
      },
    },
    async (request, reply) => {
      const specialOrder = await answerSpecialOrder(db, request.params.id, {
        status: 'declined',
        note: request.body?.note ?? null,
      });
      return personal(reply).send({ data: { specialOrder } });
    },
  );
};
