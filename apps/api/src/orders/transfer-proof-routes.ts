import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/client.ts';
import { AppError } from '../errors.ts';
import { endpoint, personalEndpoint } from '../http/endpoint.ts';
import type { FileStore } from '../storage/file-store.ts';
import { sendPrivateFile } from '../uploads/private-file.ts';
import { findOwnProof, sendTransferProof, TRANSFER_PROOF_MAX_BYTES } from './transfer-proofs.ts';

const tags = ['after the order'];

/** The customer's receipts of bank transfers (decision 035); the staff read and decide on them under /admin. */
export const transferProofRoutes: FastifyPluginAsyncZod<{ db: Db; files: FileStore }> = async (app, { db, files }) => {
  await app.register(multipart, { limits: { fileSize: TRANSFER_PROOF_MAX_BYTES, files: 1, fields: 2, parts: 3 } });

  personalEndpoint(
    app,
    'orders.sendTransferProof',
    {
      tags,
      summary:
        'Send the receipt of a bank transfer (multipart: file, an image or a PDF, checked by content): the order then awaits the staff’s confirmation',
    },
    async (request, session) => {
      // the request's file, read only once the service has let the caller in
      const readFile = async () => {
        if (!request.isMultipart()) {
          throw new AppError('validation', { fields: [{ key: 'file', messageKey: 'required' }] });
        }
        let file: { content: Buffer; name: string } | undefined;
        try {
          for await (const part of request.parts()) {
            if (part.type === 'file' && part.fieldname === 'file') {
              file = { content: await part.toBuffer(), name: part.filename };
            } else if (part.type === 'file') await part.toBuffer();
          }
        } catch (error) {
          if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
            throw new AppError('validation', {
              fields: [
                {
                  key: 'file',
                  messageKey: 'fileTooLarge',
                  params: { megabytes: TRANSFER_PROOF_MAX_BYTES / 1024 / 1024 },
                },
              ],
            });
          }
          throw new AppError('validation', { fields: [{ key: 'file', messageKey: 'malformedUpload' }] });
        }
        if (!file || file.content.length === 0) {
          throw new AppError('validation', { fields: [{ key: 'file', messageKey: 'required' }] });
        }
        return file;
      };
      return { proof: await sendTransferProof(db, files, session, request.params.id, readFile) };
    },
  );

  endpoint(
    app,
    'orders.transferProofFile',
    { tags, summary: 'The file of a transfer proof, for the customer who sent it (attachment, not cached)' },
    async (request, reply) => {
      const proof = await findOwnProof(db, await request.getSession(), request.params.id, request.params.proofId);
      return sendPrivateFile(reply, files, proof);
    },
  );
};
