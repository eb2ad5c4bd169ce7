import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/client.ts';
import { localeOf } from '../http/locale.ts';
import { routeSchema } from '../http/route-schema.ts';
import type { SettingsService } from '../settings/settings-service.ts';
import { getOrderInvoice } from './invoice-service.ts';

const tags = ['after the order'];

/** An order's tax invoice with its credit notes, for its customer (decision 035). */
export const invoiceRoutes: FastifyPluginAsyncZod<{ db: Db; settings: SettingsService }> = async (
  app,
  { db, settings },
) => {
  app.get(
    '/orders/:id/invoice',
    {
      schema: {
        tags,
        summary: 'The simplified tax invoice of a paid order, with its credit notes',
        ...routeSchema('orders.invoice'),
      },
    },
    async (request, reply) =>
      reply.header('cache-control', 'private, no-store').send({
        data: await getOrderInvoice(
          db,
          await request.getSession(),
          request.params.id,
          await settings.get(),
          localeOf(request),
        ),
      }),
  );
};
