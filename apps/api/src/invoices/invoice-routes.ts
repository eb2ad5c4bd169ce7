import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/client.ts';
import { personalEndpoint } from '../http/endpoint.ts';
import type { SettingsService } from '../settings/settings-service.ts';
import { getOrderInvoice } from './invoice-service.ts';

const tags = ['after the order'];

/** An order's tax invoice with its credit notes, for its customer (decision 035). */
export const invoiceRoutes: FastifyPluginAsyncZod<{ db: Db; settings: SettingsService }> = async (
  app,
  { db, settings },
) => {
  personalEndpoint(
    app,
    'orders.invoice',
    { tags, summary: 'The simplified tax invoice of a paid order, with its credit notes' },
    async (request, session) => getOrderInvoice(db, session, request.params.id, await settings.get(), request.locale),
  );
};
