import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cartContextOf } from '../cart/cart-routes.ts';
import type { ProductPageCache } from '../catalogue/product-page-cache.ts';
import type { Db } from '../db/client.ts';
import { AppError } from '../errors.ts';
import { endpoint, personalEndpoint } from '../http/endpoint.ts';
import { idempotencyKeyOf } from '../http/idempotency-key.ts';
import { pick } from '../localize.ts';
import type { Mailer } from '../mail/mailer.ts';
import { paginationOf } from '../pagination.ts';
import { GatewayUnavailableError } from '../payments/gateway.ts';
import { startCardPayment } from '../payments/payment-service.ts';
import type { SettingsService } from '../settings/settings-service.ts';
import { findBankAccount, findBankAccounts, findShipmentTypes } from './checkout-queries.ts';
import { cancelOrder, emailReceipt, getOrder, listOrders, placeOrder, presentOrder } from './order-service.ts';

type Options = {
  db: Db;
  settings: SettingsService;
  siteUrl: string;
  mailer: Mailer;
  productPages: ProductPageCache;
};

const tags = ['orders'];
const shared = (reply: FastifyReply) => reply.header('cache-control', 'public, max-age=300');

/** The checkout's choices (shipment types, bank accounts) and the customer's orders (decision 026). */
export const orderRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  const { db, settings, siteUrl } = options;

  endpoint(
    app,
    'orders.shipmentTypes',
    { tags, summary: 'How an order can reach the customer' },
    async (request, reply) => {
      const locale = request.locale;
      const rows = await findShipmentTypes(db);
      return shared(reply).send({
        data: {
          items: rows.map((row) => ({
            id: row.id,
            name: pick(row.name, locale),
            description: pick(row.description, locale),
            price: row.priceMinor / 100,
            daysMin: row.daysMin,
            daysMax: row.daysMax,
            needsAddress: row.needsAddress,
          })),
        },
      });
    },
  );

  const presentBank = (row: Awaited<ReturnType<typeof findBankAccounts>>[number], locale: 'ar' | 'en') => ({
    id: row.id,
    bankName: pick(row.bankName, locale),
    accountName: pick(row.accountName, locale),
    accountNumber: row.accountNumber,
    iban: row.iban,
    logo: { url: row.logoUrl },
  });

  endpoint(app, 'orders.bankAccounts', { tags, summary: 'Where a bank transfer goes' }, async (request, reply) => {
    const locale = request.locale;
    return shared(reply).send({
      data: { items: (await findBankAccounts(db)).map((row) => presentBank(row, locale)) },
    });
  });

  endpoint(app, 'orders.bankAccount', { tags, summary: 'One bank account' }, async (request, reply) => {
    const row = await findBankAccount(db, request.params.id);
    if (!row) throw new AppError('notFound');
    return shared(reply).send({ data: { bankAccount: presentBank(row, request.locale) } });
  });

  personalEndpoint(
    app,
    'orders.place',
    {
      tags,
      summary: 'Place an order of the cart (idempotent by key: body idempotencyKey or the Idempotency-Key header)',
    },
    async (request, session) => {
      const context = await cartContextOf(settings, request);
      const fields = { ...request.body, idempotencyKey: idempotencyKeyOf(request, request.body.idempotencyKey) };
      const { order: row, isNew } = await placeOrder(db, session, fields, context);
      if (isNew) await options.productPages.forget();
      const order = await presentOrder(db, row, context.locale);
      if (isNew) await emailReceipt(options, row.userId, order, context.locale);
      // the order's key names its first payment attempt too: a repeat answers both as they were
      // a gateway that does not answer leaves the order placed and waiting: its page offers to pay again
      const payment = order.canPay
        ? await startCardPayment(db, row, {
            siteUrl,
            locale: context.locale,
            idempotencyKey: fields.idempotencyKey,
          }).catch((error: unknown) => {
            if (!(error instanceof GatewayUnavailableError)) throw error;
            request.log.warn({ err: error }, 'the card gateway did not answer; the order waits for its payment');
            return null;
          })
        : null;
      return { order, payment };
    },
  );

  personalEndpoint(
    app,
    'orders.list',
    { tags, summary: "The customer's orders, newest first" },
    async (request, session) => {
      const { page, perPage, status } = request.query;
      const { rows, total } = await listOrders(db, session, { page, perPage, status });
      return { items: rows, pagination: paginationOf(page, perPage, total) };
    },
  );

  personalEndpoint(app, 'orders.get', { tags, summary: 'One order' }, async (request, session) =>
    getOrder(db, session, request.params.id, request.locale),
  );

  personalEndpoint(
    app,
    'orders.cancel',
    { tags, summary: 'Cancel an order not yet being prepared (its stock and coupon use are given back)' },
    async (request, session) => {
      const answer = await cancelOrder(db, session, request.params.id, request.locale);
      await options.productPages.forget();
      return answer;
    },
  );
};
