import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/client.ts';
import { localeOf } from '../http/locale.ts';
import { routeSchema } from '../http/route-schema.ts';
import { presentOrder } from '../orders/order-service.ts';
import { checkCardPayment } from './payment-service.ts';

/**
 * Back from the card gateway's page (decision 036). Its own file for now, beside payment-routes.ts,
 * which another change is rewriting: the two may become one once both have landed.
 */
export const paymentCheckRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post(
    '/orders/:id/payments/check',
    {
      schema: {
        tags: ['after the order'],
        summary:
          'Back from the card gateway’s page: the order’s open attempts are read from the gateway itself and applied (the order as it now stands)',
        ...routeSchema('payments.check'),
      },
    },
    async (request, reply) => {
      const row = await checkCardPayment(db, await request.getSession(), request.params.id);
      return reply
        .header('cache-control', 'private, no-store')
        .send({ data: { order: await presentOrder(db, row, localeOf(request)) } });
    },
  );
};
