import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/client.ts';
import { endpoint } from '../http/endpoint.ts';
import { pick } from '../localize.ts';
import { listExhibitorCategories } from './exhibition-queries.ts';
import { getExhibitionFilters, getExhibitionMap, getExhibitor, getExhibitorPage } from './exhibition-service.ts';

const tags = ['exhibition'];

export const exhibitionRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  endpoint(
    app,
    'exhibition.categories',
    { tags, summary: 'The categories of exhibitors (directory filter, registration and profile forms)' },
    async (request) => {
      const locale = request.locale;
      const rows = await listExhibitorCategories(db);
      return { data: { items: rows.map((row) => ({ id: row.id, name: pick(row.name, locale) })) } };
    },
  );

  endpoint(
    app,
    'exhibition.exhibitors',
    { tags, summary: 'The exhibitor directory: searched in both languages, filtered by category, country and hall' },
    async (request) => ({ data: await getExhibitorPage(db, request.query, request.locale) }),
  );

  endpoint(
    app,
    'exhibition.exhibitor',
    { tags, summary: "An exhibitor's page: contacts, links, booths, products and sessions" },
    async (request) => {
      const session = await request.getSession();
      const exhibitor = await getExhibitor(db, request.params.id, {
        locale: request.locale,
        userId: session?.user.id ?? null,
      });
      return { data: { exhibitor } };
    },
  );

  endpoint(
    app,
    'exhibition.map',
    { tags, summary: 'The floor plan: halls, booths with their places and sizes, and who holds each booth' },
    async (request) => ({ data: await getExhibitionMap(db, request.locale) }),
  );

  endpoint(
    app,
    'exhibition.filters',
    { tags, summary: "The choices of the directory's filters, with how many exhibitors each holds" },
    async (request) => ({ data: await getExhibitionFilters(db, request.locale) }),
  );
};
