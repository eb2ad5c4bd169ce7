import { asc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/client.ts';
import { exhibitorCategories } from '../db/schema.ts';
import { localeOf } from '../http/locale.ts';
import { routeSchema } from '../http/route-schema.ts';
import { pick } from '../localize.ts';
import { getExhibitionFilters, getExhibitionMap, getExhibitor, getExhibitorPage } from './exhibition-service.ts';

const tags = ['exhibition'];

export const exhibitionRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/exhibitor-categories',
    {
      schema: {
        tags,
        summary: 'The categories of exhibitors (directory filter, registration and profile forms)',
        ...routeSchema('exhibition.categories'),
      },
    },
    async (request) => {
      const locale = localeOf(request);
      const rows = await db.select().from(exhibitorCategories).orderBy(asc(exhibitorCategories.id));
      return { data: { items: rows.map((row) => ({ id: row.id, name: pick(row.name, locale) })) } };
    },
  );

  app.get(
    '/exhibitors',
    {
      schema: {
        tags,
        summary: 'The exhibitor directory: searched in both languages, filtered by category, country and hall',
        ...routeSchema('exhibition.exhibitors'),
      },
    },
    async (request) => ({ data: await getExhibitorPage(db, request.query, localeOf(request)) }),
  );

  app.get(
    '/exhibitors/:id',
    {
      schema: {
        tags,
        summary: "An exhibitor's page: contacts, links, booths, products and sessions",
        ...routeSchema('exhibition.exhibitor'),
      },
    },
    async (request) => {
      const session = await request.getSession();
      const exhibitor = await getExhibitor(db, request.params.id, {
        locale: localeOf(request),
        userId: session?.user.id ?? null,
      });
      return { data: { exhibitor } };
    },
  );

  app.get(
    '/exhibition/map',
    {
      schema: {
        tags,
        summary: 'The floor plan: halls, booths with their places and sizes, and who holds each booth',
        ...routeSchema('exhibition.map'),
      },
    },
    async (request) => ({ data: await getExhibitionMap(db, localeOf(request)) }),
  );

  app.get(
    '/exhibition/filters',
    {
      schema: {
        tags,
        summary: "The choices of the directory's filters, with how many exhibitors each holds",
        ...routeSchema('exhibition.filters'),
      },
    },
    async (request) => ({ data: await getExhibitionFilters(db, localeOf(request)) }),
  );
};
