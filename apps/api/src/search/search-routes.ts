import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ChangeFeed } from '../db/change-feed.ts';
import type { Db } from '../db/client.ts';
import { localeOf } from '../http/locale.ts';
import { routeSchema } from '../http/route-schema.ts';
import { createSearchCache } from './search-cache.ts';
import { searchSite, suggest } from './search-service.ts';

const tags = ['search'];

export const searchRoutes: FastifyPluginAsyncZod<{ db: Db; changes: ChangeFeed; cacheMs?: number }> = async (
  app,
  { db, changes, cacheMs },
) => {
  const answers = createSearchCache({ changes, ...(cacheMs === undefined ? {} : { ttlMs: cacheMs }) });

  app.get(
    '/search',
    {
      schema: {
        tags,
        summary: 'Search products, sessions, workshops, events, media and exhibitors, grouped, with marks',
        ...routeSchema('search.site'),
      },
    },
    async (request) => {
      const { q } = request.query;
      const locale = localeOf(request);
      return { data: await answers.get(`site ${locale} ${q}`, () => searchSite(db, q, locale)) };
    },
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
    async (request) => {
      const { q } = request.query;
      const locale = localeOf(request);
      return { data: await answers.get(`suggest ${locale} ${q}`, () => suggest(db, q, locale)) };
    },
  );
};
