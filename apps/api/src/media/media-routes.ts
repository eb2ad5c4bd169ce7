import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/client.ts';
import { endpoint } from '../http/endpoint.ts';
import { getMediaItem, getMediaPage } from './media-service.ts';

const tags = ['media'];

export const mediaRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  endpoint(
    app,
    'media.list',
    { tags, summary: 'The media centre: news, photo galleries, videos and press releases, newest first' },
    async (request) => ({ data: await getMediaPage(db, request.query, request.locale) }),
  );

  endpoint(
    app,
    'media.get',
    { tags, summary: 'One item: an article, a gallery with captions, or a video with its poster and captions' },
    async (request) => {
      const { type, id } = request.params;
      return { data: { item: await getMediaItem(db, type, id, request.locale) } };
    },
  );
};
