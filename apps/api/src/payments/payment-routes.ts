import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Limit, throttle } from '../auth/throttle.ts';
import type { Db } from '../db/client.ts';
import { endpoint, personalEndpoint } from '../http/endpoint.ts';
import { idempotencyKeyOf } from '../http/idempotency-key.ts';
import { presentOrder } from '../orders/order-service.ts';
import type { SettingsService } from '../settings/settings-service.ts';
import { changePaymentMethod, checkCardPayment, receivePaymentWebhook, startOrderPayment } from './payment-service.ts';

export type PaymentRouteOptions = { db: Db; settings: SettingsService; siteUrl: string };

const tags = ['orders'];
const WEBHOOK_BODY_LIMIT = 64 * 1024;
/** Each start opens a checkout at the gateway: counted per account (many customers may share an address), in the database. */
const paymentStartsPerAccount: Limit = { max: 60, windowSeconds: 60 };

// The signature covers the bytes as sent, so in this scope every body stays the raw Buffer
// (re-serialising parsed JSON could reorder or reformat it). Gateways send no session cookie,
// so the API's XSRF check does not apply; the signature is the proof instead.
const webhookRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_request, body, done) =>
    done(null, body),
  );
  endpoint(
    app,
    'payments.webhook',
    { tags, summary: 'A card gateway tells how a payment ended (signed; the same event twice changes nothing)' },
    async (request) => ({
      data: await receivePaymentWebhook(db, request.params.provider, {
        headers: request.headers,
        rawBody: Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
      }),
    }),
  );
};

/**
 * Paying a card order (decision 036): its start, a change of method, the check on the way back from the
 * gateway's page, and the gateway's webhook.
 */
export const paymentRoutes: FastifyPluginAsyncZod<PaymentRouteOptions> = async (app, { db, siteUrl }) => {
  personalEndpoint(
    app,
    'payments.start',
    {
      tags,
      summary:
        'Pay a card order that waits for its payment: where to send the browser (a new attempt each time; the same idempotency key, in the body or the Idempotency-Key header, answers the same attempt)',
    },
    async (request, session) => {
      await throttle(db, `payment-starts:${session?.user.id ?? request.ip}`, paymentStartsPerAccount);
      return startOrderPayment(db, session, request.params.id, {
        siteUrl,
        locale: request.locale,
        idempotencyKey: idempotencyKeyOf(request, request.body?.idempotencyKey),
      });
    },
  );

  personalEndpoint(
    app,
    'payments.changeMethod',
    {
      tags,
      summary: 'Pay a card order that still waits for its payment another way: by bank transfer or cash on delivery',
    },
    async (request, session) => {
      const row = await changePaymentMethod(db, session, request.params.id, request.body.paymentMethod);
      return { order: await presentOrder(db, row, request.locale) };
    },
  );

  personalEndpoint(
    app,
    'payments.check',
    {
      tags: ['after the order'],
      summary:
        'Back from the card gateway’s page: the order’s open attempts are read from the gateway itself and applied (the order as it now stands)',
    },
    async (request, session) => {
      const row = await checkCardPayment(db, session, request.params.id);
      return { order: await presentOrder(db, row, request.locale) };
    },
  );

  await app.register(webhookRoutes, { db });
};
