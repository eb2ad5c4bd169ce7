import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ChangeFeed } from '../db/change-feed.ts';
import type { Db } from '../db/client.ts';
import { endpoint } from '../http/endpoint.ts';
import { createSearchCache } from './search-cache.ts';
import { searchSite, suggest } from './search-service.ts';

const tags = ['search'];

export const searchRoutes: FastifyPluginAsyncZod<{ db: Db; changes: ChangeFeed; cacheMs?: number }> = async (
  app,
  { db, changes, cacheMs },
) => {
  const answers = createSearchCache({ changes, ...(cacheMs === undefined ? {} : { ttlMs: cacheMs }) });

  endpoint(
    app,
    'search.site',
    { tags, summary: 'Search products, sessions, workshops, events, media and exhibitors, grouped, with marks' },
    async (request) => {
      const { q } = request.query;
      const locale = request.locale;
      return { data: await answers.get(`site ${locale} ${q}`, () => searchSite(db, q, locale)) };
    },
  );

  endpoint(
    app,
    'search.suggestions',
    { tags, summary: 'Up to 8 titles with words that start with what was typed' },
    async (request) => {
      const { q } = request.query;
      const locale = request.locale;
      return { data: await answers.get(`suggest ${locale} ${q}`, () => suggest(db, q, locale)) };
    },
  );
};
