import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/client.ts';
import { personalEndpoint } from '../http/endpoint.ts';
import type { Mailer } from '../mail/mailer.ts';
import { paginationOf } from '../pagination.ts';
import type { SettingsService } from '../settings/settings-service.ts';
import { createSpecialOrder, listSpecialOrders } from './special-order-service.ts';

type Options = { db: Db; settings: SettingsService; mailer: Mailer; siteUrl: string };

const tags = ['after the order'];

/** Items a customer asks for outside the catalogue (decision 035); the staff answer them under /admin. */
export const specialOrderRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  const { db } = options;

  personalEndpoint(
    app,
    'specialOrders.create',
    { tags, summary: 'Ask for an item not in the catalogue (the forum is told by email and answers with a quote)' },
    async (request, session) => ({ specialOrder: await createSpecialOrder(options, session, request.body) }),
  );

  personalEndpoint(
    app,
    'specialOrders.list',
    { tags, summary: 'The customer’s special orders, newest first' },
    async (request, session) => {
      const { page, perPage } = request.query;
      const { items, total } = await listSpecialOrders(db, session, page, perPage);
      return { items, pagination: paginationOf(page, perPage, total) };
    },
  );
};
