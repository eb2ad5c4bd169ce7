import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ProductPageCache } from '../catalogue/product-page-cache.ts';
import type { Db } from '../db/client.ts';
import { endpoint } from '../http/endpoint.ts';
import { createReview, getReview, getReviewPage } from './review-service.ts';

const tags = ['reviews'];

export const reviewRoutes: FastifyPluginAsyncZod<{ db: Db; productPages: ProductPageCache }> = async (
  app,
  { db, productPages },
) => {
  endpoint(
    app,
    'reviews.list',
    { tags, summary: 'Published reviews, newest first; ?product= for one product, with its rating summary' },
    async (request) => ({ data: await getReviewPage(db, request.query, request.locale) }),
  );

  endpoint(app, 'reviews.get', { tags, summary: 'A published review' }, async (request) => ({
    data: { review: await getReview(db, request.params.id, request.locale) },
  }));

  endpoint(
    app,
    'reviews.create',
    { tags, summary: 'Review a product delivered to you, once; a review with a link waits for moderation' },
    async (request) => {
      const created = await createReview(db, await request.getSession(), request.body, request.locale);
      // a published review moves the product's rating, which every product card shows
      if (!created.isHeld) await productPages.forget();
      return { data: created };
    },
  );
};
