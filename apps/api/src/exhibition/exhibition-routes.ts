import { ExhibitorCategoryListSchema } from '@forum/contract/account';
import { envelope } from '@forum/contract/envelope';
import {
  ExhibitionFiltersSchema,
  ExhibitionMapSchema,
  ExhibitorListQuerySchema,
  ExhibitorPageSchema,
  ExhibitorResponseSchema,
} from '@forum/contract/exhibition';
import { IdParamsSchema } from '@forum/contract/params';
import { asc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/client.ts';
import { exhibitorCategories } from '../db/schema.ts';
import { localeOf } from '../http/locale.ts';
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
        response: { 200: envelope(ExhibitorCategoryListSchema) },
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
        querystring: ExhibitorListQuerySchema,
        response: { 200: envelope(ExhibitorPageSchema) },
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
        params: IdParamsSchema,
        response: { 200: envelope(ExhibitorResponseSchema) },
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
        response: { 200: envelope(ExhibitionMapSchema) },
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
        response: { 200: envelope(ExhibitionFiltersSchema) },
      },
    },
    async (request) => ({ data: await getExhibitionFilters(db, localeOf(request)) }),
  );
};
