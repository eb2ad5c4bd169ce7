import { buffer } from 'node:stream/consumers';
import multipart from '@fastify/multipart';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireCustomer } from '../addresses/address-service.ts';
import { limits, throttle } from '../auth/throttle.ts';
import type { Db } from '../db/client.ts';
import { AppError } from '../errors.ts';
import { idempotencyKeyOf } from '../http/idempotency-key.ts';
import { localeOf } from '../http/locale.ts';
import { routeSchema } from '../http/route-schema.ts';
import { presentInvoice } from '../invoices/invoice-service.ts';
import type { Mailer } from '../mail/mailer.ts';
import { paginationOf } from '../pagination.ts';
import { checkCardPayment } from '../payments/payment-service.ts';
import { createReturn, getReturn, listReturns } from '../returns/return-service.ts';
import type { SettingsService } from '../settings/settings-service.ts';
import { createSpecialOrder, listSpecialOrders } from '../special-orders/special-order-service.ts';
import type { FileStore } from '../storage/file-store.ts';
import { privatePreview } from '../uploads/picture-variants.ts';
import { UPLOADED_FILE_CSP } from '../uploads/uploaded-file-routes.ts';
import { getWallet } from '../wallet/wallet-routes.ts';
import { findOwnOrder } from './order-queries.ts';
import { presentOrder } from './order-service.ts';
import { findProof, submitTransferProof, TRANSFER_PROOF_MAX_BYTES } from './transfer-proofs.ts';

export type AfterSalesOptions = {
  db: Db;
  files: FileStore;
  settings: SettingsService;
  mailer: Mailer;
  siteUrl: string;
};

const tags = ['after the order'];
const personal = (reply: FastifyReply) => reply.header('cache-control', 'private, no-store');

/**
 * Sends a private stored file: downloaded, never shown on our origin, never kept by a cache. With
 * `preview`, a picture is answered as a small WebP made on demand (decision 047), with the same privacy.
 */
export async function sendPrivateFile(
  reply: FastifyReply,
  files: FileStore,
  file: { fileKey: string; mime: string; originalName: string },
  options: { preview?: boolean } = {},
) {
  const stored = await files.get(file.fileKey);
  if (!stored || stored === 'not-modified') throw new AppError('notFound');
  const whole = options.preview && file.mime.startsWith('image/') ? await buffer(stored.body) : null;
  const preview = whole ? await privatePreview(whole) : null;
  const name = preview ? `${file.originalName.replace(/\.[^.]*$/, '')}.webp` : file.originalName;
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return reply
    .type(preview ? 'image/webp' : file.mime)
    .header('cache-control', 'private, no-store')
    .header('content-length', preview ? preview.length : stored.size)
    .header('content-disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`)
    .header('content-security-policy', UPLOADED_FILE_CSP)
    .header('x-content-type-options', 'nosniff')
    .send(preview ?? whole ?? stored.body);
}

/** The customer's side of decision 035: transfer proofs, invoices, the wallet, returns, special orders. */
export const afterSalesRoutes: FastifyPluginAsyncZod<AfterSalesOptions> = async (app, options) => {
  const { db, files, settings } = options;
  await app.register(multipart, { limits: { fileSize: TRANSFER_PROOF_MAX_BYTES, files: 1, fields: 2, parts: 3 } });

  app.post(
    '/orders/:id/transfer-proof',
    {
      schema: {
        tags,
        summary:
          'Send the receipt of a bank transfer (multipart: file, an image or a PDF, checked by content): the order then awaits the staff’s confirmation',
        ...routeSchema('orders.sendTransferProof'),
      },
    },
    async (request, reply) => {
      const user = requireCustomer(await request.getSession());
      await throttle(db, `uploads:${user.id}`, limits.uploadsPerUser);
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
      const proof = await submitTransferProof(db, files, {
        userId: user.id,
        orderId: request.params.id,
        content: file.content,
        originalName: file.name,
      });
      return personal(reply).code(201).send({ data: { proof } });
    },
  );

  app.get(
    '/orders/:id/transfer-proof/:proofId',
    {
      schema: {
        tags,
        summary: 'The file of a transfer proof, for the customer who sent it (attachment, not cached)',
        ...routeSchema('orders.transferProofFile'),
      },
    },
    async (request, reply) => {
      const user = requireCustomer(await request.getSession());
      const proof = await findProof(db, request.params.id, request.params.proofId, user.id);
      if (!proof) throw new AppError('notFound');
      return sendPrivateFile(reply, files, proof);
    },
  );

  app.get(
    '/orders/:id/invoice',
    {
      schema: {
        tags,
        summary: 'The simplified tax invoice of a paid order, with its credit notes',
        ...routeSchema('orders.invoice'),
      },
    },
    async (request, reply) => {
      const user = requireCustomer(await request.getSession());
      const order = await findOwnOrder(db, user.id, request.params.id);
      if (!order) throw new AppError('notFound');
      const invoice = await presentInvoice(db, order, await settings.get(), localeOf(request));
      // an order not paid yet has no invoice: 404 as for a missing one (the order page says why)
      if (!invoice) throw new AppError('notFound');
      return personal(reply).send({ data: { invoice } });
    },
  );

  app.post(
    '/orders/:id/payments/check',
    {
      schema: {
        tags,
        summary:
          'Back from the card gateway’s page: the order’s open attempts are read from the gateway itself and applied (the order as it now stands)',
        ...routeSchema('payments.check'),
      },
    },
    async (request, reply) => {
      const row = await checkCardPayment(db, await request.getSession(), request.params.id);
      return personal(reply).send({ data: { order: await presentOrder(db, row, localeOf(request)) } });
    },
  );

  app.get(
    '/wallet',
    { schema: { tags, summary: 'The wallet: balance and ledger, newest first', ...routeSchema('wallet.get') } },
    async (request, reply) =>
      personal(reply).send({
        data: await getWallet(db, await request.getSession(), request.query, await settings.get()),
      }),
  );

  app.get(
    '/returns',
    { schema: { tags, summary: 'The customer’s returns, newest first', ...routeSchema('returns.list') } },
    async (request, reply) => {
      const { page, perPage } = request.query;
      const { items, total } = await listReturns(db, await request.getSession(), page, perPage, localeOf(request));
      return personal(reply).send({ data: { items, pagination: paginationOf(page, perPage, total) } });
    },
  );

  app.post(
    '/returns',
    {
      schema: {
        tags,
        summary:
          'Ask to return delivered lines of an order (per line and quantity, within the return window; idempotent by key)',
        ...routeSchema('returns.create'),
      },
    },
    async (request, reply) => {
      const body = { ...request.body, idempotencyKey: idempotencyKeyOf(request, request.body.idempotencyKey) };
      const answer = await createReturn(db, await request.getSession(), body, localeOf(request));
      return personal(reply).code(201).send({ data: answer });
    },
  );

  app.get(
    '/returns/:id',
    { schema: { tags, summary: 'One return with its lines and history', ...routeSchema('returns.get') } },
    async (request, reply) =>
      personal(reply).send({
        data: await getReturn(db, await request.getSession(), request.params.id, localeOf(request)),
      }),
  );

  app.post(
    '/special-orders',
    {
      schema: {
        tags,
        summary: 'Ask for an item not in the catalogue (the forum is told by email and answers with a quote)',
        ...routeSchema('specialOrders.create'),
      },
    },
    async (request, reply) => {
      const session = await request.getSession();
      const user = requireCustomer(session);
      await throttle(db, `special-orders:${user.id}`, { max: 10, windowSeconds: 3600 });
      const specialOrder = await createSpecialOrder(options, user, request.body);
      return personal(reply).code(201).send({ data: { specialOrder } });
    },
  );

  app.get(
    '/special-orders',
    { schema: { tags, summary: 'The customer’s special orders, newest first', ...routeSchema('specialOrders.list') } },
    async (request, reply) => {
      const { page, perPage } = request.query;
      const { items, total } = await listSpecialOrders(db, await request.getSession(), page, perPage);
      return personal(reply).send({ data: { items, pagination: paginationOf(page, perPage, total) } });
    },
  );
};
