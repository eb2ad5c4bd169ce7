import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/client.ts';
import { endpoint, personalEndpoint, personalEndpoints } from '../http/endpoint.ts';
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

/** The note a decision may carry, told to the customer (none written: null). */
const noteOf = (body: { note?: string | null } | null | undefined) => body?.note ?? null;

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

  personalEndpoints(app, tags, {
    'admin.confirmTransfer': [
      'Confirm a bank transfer after reading its proof: the order is paid and invoiced',
      async (request, session) =>
        reviewTransferAsStaff(db, session, request.params.id, 'confirm', noteOf(request.body)),
    ],
    'admin.rejectTransfer': [
      'Reject a transfer proof (the note tells the customer why): the order awaits a transfer again',
      async (request, session) => reviewTransferAsStaff(db, session, request.params.id, 'reject', noteOf(request.body)),
    ],
    'admin.approveReturn': [
      'Approve a requested return',
      async (request, session) =>
        moveReturnAsStaff(db, session, request.params.id, 'approve', { note: noteOf(request.body) }, request.locale),
    ],
    'admin.rejectReturn': [
      'Reject a requested return (with a note)',
      async (request, session) =>
        moveReturnAsStaff(db, session, request.params.id, 'reject', { note: noteOf(request.body) }, request.locale),
    ],
    'admin.receiveReturn': [
      'The parcel of an approved return arrived: its units go back to stock, except those marked damaged',
      async (request, session) =>
        moveReturnAsStaff(
          db,
          session,
          request.params.id,
          'receive',
          { note: noteOf(request.body), damaged: request.body.damaged },
          request.locale,
        ),
    ],
    'admin.refundReturn': [
      'Refund a received return, once whatever the retries (to the wallet or the card), with a credit note',
      async (request, session) => moveReturnAsStaff(db, session, request.params.id, 'refund', {}, request.locale),
    ],
    'admin.adjustWallet': [
      'Credit or debit a customer’s wallet by hand, with a reason (once per idempotency key; never below zero)',
      async (request, session) => adjustWallet(db, session, request.params.userId, request.body),
    ],
    'admin.quoteSpecialOrder': [
      'Quote a price for a special order',
      async (request, session) =>
        answerSpecialOrderAsStaff(db, session, request.params.id, { status: 'quoted', ...request.body }),
    ],
    'admin.declineSpecialOrder': [
      'Decline a special order (the note tells why)',
      async (request, session) =>
        answerSpecialOrderAsStaff(db, session, request.params.id, { status: 'declined', note: request.body?.note }),
    ],
  });
};
