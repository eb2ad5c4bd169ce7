import type { envelope } from '@forum/contract/envelope';
import type { ProductPageSchema } from '@forum/contract/products';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Db } from '../db/client.ts';
import { localeOf } from '../http/locale.ts';
import { routeSchema } from '../http/route-schema.ts';
import type { SettingsService } from '../settings/settings-service.ts';
import type { ProductPageCache } from './product-page-cache.ts';
import { getProduct, markSavedProducts } from './product-service.ts';
import { getBrand, getBrands, getCategory, getCategoryTree } from './taxonomy-service.ts';

const tags = ['catalogue'];

type ProductPageAnswer = z.infer<ReturnType<typeof envelope<typeof ProductPageSchema>>>;

export const catalogueRoutes: FastifyPluginAsyncZod<{
  db: Db;
  settings: SettingsService;
  productPages: ProductPageCache;
}> = async (app, { db, settings, productPages }) => {
  app.get(
    '/products',
    {
      schema: {
        tags,
        summary: 'A page of products, filtered and sorted',
        ...routeSchema('products.list'),
      },
    },
    async (request, reply) => {
      const [session, shared] = await Promise.all([
        request.getSession(),
        productPages.get(request.query, localeOf(request)),
      ]);
      if (session) return { data: await markSavedProducts(db, shared.page, session.user.id) };
      // without a session the answer is the shared one, serialized once; a JSON string skips the serializer
      return reply.type('application/json; charset=utf-8').send(shared.json as unknown as ProductPageAnswer);
    },
  );

  app.get(
    '/products/:id',
    {
      schema: {
        tags,
        summary: 'A product page: gallery, options, stock, tax note, reviews summary and related products',
        ...routeSchema('products.get'),
      },
    },
    async (request) => {
      const [session, stored] = await Promise.all([request.getSession(), settings.get()]);
      const product = await getProduct(db, request.params.id, {
        locale: localeOf(request),
        userId: session?.user.id ?? null,
        vatRate: stored.site.vatRate,
      });
      return { data: { product } };
    },
  );

  app.get(
    '/categories',
    {
      schema: {
        tags,
        summary: 'The category tree: top categories and their subcategories, with product counts',
        ...routeSchema('categories.tree'),
      },
    },
    async (request) => ({ data: await getCategoryTree(db, localeOf(request)) }),
  );

  app.get(
    '/categories/:id',
    {
      schema: {
        tags,
        summary: 'A category with its subcategories and the categories above it',
        ...routeSchema('categories.get'),
      },
    },
    async (request) => ({ data: { category: await getCategory(db, request.params.id, localeOf(request)) } }),
  );

  app.get(
    '/brands',
    {
      schema: { tags, summary: 'Every brand with its product count', ...routeSchema('brands.list') },
    },
    async (request) => ({ data: await getBrands(db, localeOf(request)) }),
  );

  app.get(
    '/brands/:id',
    {
      schema: {
        tags,
        summary: 'A brand: description, logo, product count and its maker in the directory',
        ...routeSchema('brands.get'),
      },
    },
    async (request) => ({ data: { brand: await getBrand(db, request.params.id, localeOf(request)) } }),
  );
};
