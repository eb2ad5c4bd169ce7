import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ProductPageCache } from '../catalogue/product-page-cache.ts';
import type { Db } from '../db/client.ts';
import { localeOf } from '../http/locale.ts';
import { routeSchema } from '../http/route-schema.ts';
import { createReview, getReview, getReviewPage } from './review-service.ts';

const tags = ['reviews'];

export const reviewRoutes: FastifyPluginAsyncZod<{ db: Db; productPages: ProductPageCache }> = async (
  app,
  { db, productPages },
) => {
  app.get(
    '/reviews',
    {
      schema: {
        tags,
        summary: 'Published reviews, newest first; ?product= for one product, with its rating summary',
        ...routeSchema('reviews.list'),
      },
    },
    async (request) => ({ data: await getReviewPage(db, request.query, localeOf(request)) }),
  );

  app.get(
    '/reviews/:id',
    {
      schema: {
        tags,
        summary: 'A published review',
        ...routeSchema('reviews.get'),
      },
    },
    async (request) => ({ data: { review: await getReview(db, request.params.id, localeOf(request)) } }),
  );

  app.post(
    '/reviews',
    {
      schema: {
        tags,
        summary: 'Review a product delivered to you, once; a review with a link waits for moderation',
        ...routeSchema('reviews.create'),
      },
    },
    async (request) => {
      const created = await createReview(db, await request.getSession(), request.body, localeOf(request));
      // a published review moves the product's rating, which every product card shows
      if (!created.isHeld) await productPages.forget();
      return { data: created };
    },
  );
};
