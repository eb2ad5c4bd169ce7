import { ExhibitorCategoryListSchema } from '@forum/contract/account';
import { envelope } from '@forum/contract/envelope';
import { asc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/client.ts';
import { exhibitorCategories } from '../db/schema.ts';
import { localeOf } from '../http/locale.ts';
import { pick } from '../localize.ts';

export const exhibitionRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/exhibitor-categories',
    {
      schema: {
        tags: ['exhibition'],
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
};
