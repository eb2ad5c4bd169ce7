import type { StaffPermission } from '@forum/contract/permissions';
import { staffPermissions } from '@forum/contract/permissions';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAccess } from '../auth/access.ts';
import type { Db } from '../db/client.ts';
import { AppError } from '../errors.ts';
import { localeOf } from '../http/locale.ts';
import { routeSchema } from '../http/route-schema.ts';
import type { FileStore } from '../storage/file-store.ts';
import { sendPrivateFile } from '../uploads/private-file.ts';
import {
  adjustWallet,
  answerSpecialOrderAsStaff,
  findProofAsStaff,
  moveOrderAsStaff,
  moveReturnAsStaff,
  reviewTransferAsStaff,
} from './admin-service.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The named permission a staff call checks (admin-routes.ts): every /admin route must name one. */
    permission?: StaffPermission;
  }
}

const tags = ['staff'];
const personal = (reply: FastifyReply) => reply.header('cache-control', 'private, no-store');

/**
 * Refuses, before the body is read (so a refusal never depends on what was sent), unless the caller is
 * staff whose group holds the route's permission: a guest or no session 401; anyone else 403. The
 * service function the route calls checks the same first.
 */
async function checkPermission(request: FastifyRequest) {
  const permission = request.routeOptions.config.permission;
  // a route registered without a permission is refused to everyone (and fails the admin test)
  if (!permission) throw new AppError('forbidden');
  requireAccess(await request.getSession(), { as: 'staff', permission });
}

/** The staff's calls of decision 035, under /api/admin, each checking its named permission. */
export const adminRoutes: FastifyPluginAsyncZod<{ db: Db; files: FileStore }> = async (app, { db, files }) => {
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
    async (request, reply) =>
      personal(reply).send({
        data: await moveOrderAsStaff(db, await request.getSession(), request.params.id, request.body),
      }),
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
      const { id, proofId } = request.params;
      const proof = await findProofAsStaff(db, await request.getSession(), id, proofId);
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
      async (request, reply) =>
        personal(reply).send({
          data: await reviewTransferAsStaff(
            db,
            await request.getSession(),
            request.params.id,
            decision,
            request.body?.note ?? null,
          ),
        }),
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
          data: await moveReturnAsStaff(
            db,
            await request.getSession(),
            request.params.id,
            action,
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
        data: await moveReturnAsStaff(
          db,
          await request.getSession(),
          request.params.id,
          'receive',
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
        data: await moveReturnAsStaff(
          db,
          await request.getSession(),
          request.params.id,
          'refund',
          {},
          localeOf(request),
        ),
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
    async (request, reply) =>
      personal(reply).send({
        data: await adjustWallet(db, await request.getSession(), request.params.userId, request.body),
      }),
  );

  app.post(
    '/special-orders/:id/quote',
    {
      config: { permission: staffPermissions.specialOrders },
      schema: { tags, summary: 'Quote a price for a special order', ...routeSchema('admin.quoteSpecialOrder') },
    },
    async (request, reply) =>
      personal(reply).send({
        data: await answerSpecialOrderAsStaff(db, await request.getSession(), request.params.id, {
          status: 'quoted',
          ...request.body,
        }),
      }),
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
    async (request, reply) =>
      personal(reply).send({
        data: await answerSpecialOrderAsStaff(db, await request.getSession(), request.params.id, {
          status: 'declined',
          note: request.body?.note,
        }),
      }),
  );
};
