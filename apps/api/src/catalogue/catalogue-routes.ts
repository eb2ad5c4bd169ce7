import { envelope } from '@forum/contract/envelope';
import { ProductListQuerySchema, ProductPageSchema } from '@forum/contract/products';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/client.ts';
import { localeOf } from '../http/locale.ts';
import { getProductPage } from './product-service.ts';

export const catalogueRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/products',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'A page of products, filtered and sorted',
        querystring: ProductListQuerySchema,
        response: { 200: envelope(ProductPageSchema) },
      },
    },
    async (request) => {
      const session = await request.getSession();
      const page = await getProductPage(db, request.query, {
        locale: localeOf(request),
        userId: session?.user.id ?? null,
      });
      return { data: page };
    },
  );
};
