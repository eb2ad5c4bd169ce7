import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/client.ts';
import { localeOf } from '../http/locale.ts';
import { routeSchema } from '../http/route-schema.ts';
import { searchSite, suggest } from './search-service.ts';

const tags = ['search'];

export const searchRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/search',
    {
      schema: {
        tags,
        summary: 'Search products, sessions, workshops, events, media and exhibitors, grouped, with marks',
        ...routeSchema('search.site'),
      },
    },
    async (request) => ({ data: await searchSite(db, request.query.q, localeOf(request)) }),
  );

  app.get(
    '/search/suggestions',
    {
      schema: {
        tags,
        summary: 'Up to 8 titles with words that start with what was typed',
        ...routeSchema('search.suggestions'),
      },
    },
    async (request) => ({ data: await suggest(db, request.query.q, localeOf(request)) }),
  );
};
