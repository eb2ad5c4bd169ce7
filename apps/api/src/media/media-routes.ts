import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/client.ts';
import { localeOf } from '../http/locale.ts';
import { routeSchema } from '../http/route-schema.ts';
import { getMediaItem, getMediaPage } from './media-service.ts';

const tags = ['media'];

export const mediaRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/media',
    {
      schema: {
        tags,
        summary: 'The media centre: news, photo galleries, videos and press releases, newest first',
        ...routeSchema('media.list'),
      },
    },
    async (request) => ({ data: await getMediaPage(db, request.query, localeOf(request)) }),
  );

  app.get(
    '/media/:type/:id',
    {
      schema: {
        tags,
        summary: 'One item: an article, a gallery with captions, or a video with its poster and captions',
        ...routeSchema('media.get'),
      },
    },
    async (request) => {
      const { type, id } = request.params;
      return { data: { item: await getMediaItem(db, type, id, localeOf(request)) } };
    },
  );
};
