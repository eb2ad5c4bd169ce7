import { envelope } from '@forum/contract/envelope';
import { IdParamsSchema } from '@forum/contract/params';
import {
  CreatedReviewSchema,
  CreateReviewBodySchema,
  ReviewListQuerySchema,
  ReviewPageSchema,
  ReviewResponseSchema,
} from '@forum/contract/reviews';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ProductPageCache } from '../catalogue/product-page-cache.ts';
import type { Db } from '../db/client.ts';
import { localeOf } from '../http/locale.ts';
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
        querystring: ReviewListQuerySchema,
        response: { 200: envelope(ReviewPageSchema) },
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
        params: IdParamsSchema,
        response: { 200: envelope(ReviewResponseSchema) },
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
        body: CreateReviewBodySchema,
        response: { 200: envelope(CreatedReviewSchema) },
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
