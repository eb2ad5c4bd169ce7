import type { envelope } from '@forum/contract/envelope';
import type { ProductPageSchema } from '@forum/contract/products';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Db } from '../db/client.ts';
import { endpoint } from '../http/endpoint.ts';
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
  endpoint(
    app,
    'products.list',
    { tags, summary: 'A page of products, filtered and sorted' },
    async (request, reply) => {
      const [session, shared] = await Promise.all([
        request.getSession(),
        productPages.get(request.query, request.locale),
      ]);
      if (session) return { data: await markSavedProducts(db, shared.page, session.user.id) };
      // without a session the answer is the shared one, serialized once; a JSON string skips the serializer
      return reply.type('application/json; charset=utf-8').send(shared.json as unknown as ProductPageAnswer);
    },
  );

  endpoint(
    app,
    'products.get',
    { tags, summary: 'A product page: gallery, options, stock, tax note, reviews summary and related products' },
    async (request) => {
      const [session, stored] = await Promise.all([request.getSession(), settings.get()]);
      const product = await getProduct(db, request.params.id, {
        locale: request.locale,
        userId: session?.user.id ?? null,
        vatRate: stored.site.vatRate,
      });
      return { data: { product } };
    },
  );

  endpoint(
    app,
    'categories.tree',
    { tags, summary: 'The category tree: top categories and their subcategories, with product counts' },
    async (request) => ({ data: await getCategoryTree(db, request.locale) }),
  );

  endpoint(
    app,
    'categories.get',
    { tags, summary: 'A category with its subcategories and the categories above it' },
    async (request) => ({ data: { category: await getCategory(db, request.params.id, request.locale) } }),
  );

  endpoint(app, 'brands.list', { tags, summary: 'Every brand with its product count' }, async (request) => ({
    data: await getBrands(db, request.locale),
  }));

  endpoint(
    app,
    'brands.get',
    { tags, summary: 'A brand: description, logo, product count and its maker in the directory' },
    async (request) => ({ data: { brand: await getBrand(db, request.params.id, request.locale) } }),
  );
};
