import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/client.ts';
import { endpoint, personalEndpoint } from '../http/endpoint.ts';
import type { FileStore } from '../storage/file-store.ts';
import { sendPrivateFile } from '../uploads/private-file.ts';
import {
  adjustWallet,
  answerSpecialOrderAsStaff,
  findProofAsStaff,
  findReturnPhotoAsStaff,
  moveOrderAsStaff,
  moveReturnAsStaff,
  reviewTransferAsStaff,
} from './admin-service.ts';

const tags = ['staff'];

/**
 * The staff's calls of decision 035, under /api/admin. Each entry of the table names its permission,
 * which endpoint() checks before the body is read (decision 048); the service function checks it again
 * as its first line (decision 049), so the routes hand it the session.
 */
export const adminRoutes: FastifyPluginAsyncZod<{ db: Db; files: FileStore }> = async (app, { db, files }) => {
  personalEndpoint(
    app,
    'admin.moveOrder',
    {
      tags,
      summary: 'Move an order along an allowed transition (ship needs a tracking number; cancel refunds once)',
    },
    async (request, session) => moveOrderAsStaff(db, session, request.params.id, request.body),
  );

  endpoint(
    app,
    'admin.transferProofFile',
    {
      tags,
      summary: 'The file of a transfer proof, for the staff (`?preview=1`: a picture made small, as private)',
    },
    async (request, reply) => {
      const { id, proofId } = request.params;
      const proof = await findProofAsStaff(db, await request.getSession(), id, proofId);
      return sendPrivateFile(reply, files, proof, { preview: request.query.preview === '1' });
    },
  );

  endpoint(
    app,
    'admin.returnPhotoFile',
    {
      tags,
      summary: 'A photo sent with a return, for the staff (`?preview=1`: a picture made small, as private)',
    },
    async (request, reply) => {
      const { id, uploadId } = request.params;
      const photo = await findReturnPhotoAsStaff(db, await request.getSession(), id, uploadId);
      return sendPrivateFile(reply, files, photo, { preview: request.query.preview === '1' });
    },
  );

  const transferDecisions = [
    ['admin.confirmTransfer', 'confirm'],
    ['admin.rejectTransfer', 'reject'],
  ] as const;
  for (const [name, decision] of transferDecisions) {
    personalEndpoint(
      app,
      name,
      {
        tags,
        summary:
          decision === 'confirm'
            ? 'Confirm a bank transfer after reading its proof: the order is paid and invoiced'
            : 'Reject a transfer proof (the note tells the customer why): the order awaits a transfer again',
      },
      async (request, session) =>
        reviewTransferAsStaff(db, session, request.params.id, decision, request.body?.note ?? null),
    );
  }

  const returnDecisions = [
    ['admin.approveReturn', 'approve'],
    ['admin.rejectReturn', 'reject'],
  ] as const;
  for (const [name, action] of returnDecisions) {
    personalEndpoint(
      app,
      name,
      {
        tags,
        summary: action === 'approve' ? 'Approve a requested return' : 'Reject a requested return (with a note)',
      },
      async (request, session) =>
        moveReturnAsStaff(db, session, request.params.id, action, { note: request.body?.note ?? null }, request.locale),
    );
  }

  personalEndpoint(
    app,
    'admin.receiveReturn',
    {
      tags,
      summary: 'The parcel of an approved return arrived: its units go back to stock, except those marked damaged',
    },
    async (request, session) =>
      moveReturnAsStaff(
        db,
        session,
        request.params.id,
        'receive',
        { note: request.body.note ?? null, damaged: request.body.damaged },
        request.locale,
      ),
  );

  personalEndpoint(
    app,
    'admin.refundReturn',
    {
      tags,
      summary: 'Refund a received return, once whatever the retries (to the wallet or the card), with a credit note',
    },
    async (request, session) => moveReturnAsStaff(db, session, request.params.id, 'refund', {}, request.locale),
  );

  personalEndpoint(
    app,
    'admin.adjustWallet',
    {
      tags,
      summary:
        'Credit or debit a customer’s wallet by hand, with a reason (once per idempotency key; never below zero)',
    },
    async (request, session) => adjustWallet(db, session, request.params.userId, request.body),
  );

  personalEndpoint(
    app,
    'admin.quoteSpecialOrder',
    { tags, summary: 'Quote a price for a special order' },
    async (request, session) =>
      answerSpecialOrderAsStaff(db, session, request.params.id, {
        status: 'quoted',
        ...request.body,
      }),
  );

  personalEndpoint(
    app,
    'admin.declineSpecialOrder',
    { tags, summary: 'Decline a special order (the note tells why)' },
    async (request, session) =>
      answerSpecialOrderAsStaff(db, session, request.params.id, {
        status: 'declined',
        note: request.body?.note,
      }),
  );
};
