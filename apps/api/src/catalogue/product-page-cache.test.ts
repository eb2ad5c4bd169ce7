import { envelope } from '@forum/contract/envelope';
import { type Product, ProductListQuerySchema, ProductPageSchema } from '@forum/contract/products';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { products } from '../db/schema.ts';
import { createAccounts, loginAs } from '../test/accounts.ts';
import { startTestApp, type TestApp } from '../test/test-app.ts';
import { getProductPage } from './product-service.ts';

let api: TestApp;

beforeAll(async () => {
  api = await startTestApp();
});
afterAll(async () => {
  await api?.close();
});

async function productId(slug: string) {
  const [row] = await api.db.select({ id: products.id }).from(products).where(eq(products.slug, slug));
  if (!row) throw new Error(`no demo product ${slug}`);
  return row.id;
}

async function cardOf(id: number, query: string, headers: Record<string, string> = {}) {
  const answer = await api.call('GET', `/api/products?${query}`, { headers });
  expect(answer.status, answer.text).toBe(200);
  return (answer.json.data.items as Product[]).find((item) => item.id === id);
}

describe('the shared pages of GET /products', () => {
  it('answers a visitor the very bytes the serializer makes from a fresh query, from the first call on', async () => {
    const raw = { categories: ['1'], inStock: 'true', sort: 'price_asc', perPage: '24' };
    const path = '/api/products?categories[]=1&inStock=true&sort=price_asc&perPage=24';
    for (const locale of ['ar', 'en'] as const) {
      const fresh = await getProductPage(api.db, ProductListQuerySchema.parse(raw), { locale, userId: null });
      const expected = JSON.stringify(z.encode(envelope(ProductPageSchema), { data: fresh }));
      const first = await api.call('GET', path, { locale });
      const second = await api.call('GET', path, { locale });
      expect(first.text).toBe(expected);
      expect(second.text).toBe(expected);
      expect(second.headers.get('content-type')).toBe('application/json; charset=utf-8');
    }
  });

  it('keeps a page until a write through the API forgets it: a published review moves the rating', async () => {
    const id = await productId('sada-boom-pole-3m');
    const query = 'perPage=50&sort=rating';
    const before = await cardOf(id, query);
    const { headers } = await loginAs(api, 'customer@forum.test');
    const review = await api.call('POST', '/api/reviews', {
      headers,
      body: { product: id, rating: 1, body: 'Heavier than it looks, and it creaks.' },
    });
    expect(review.status, review.text).toBe(200);
    const after = await cardOf(id, query);
    expect(after?.rating.count).toBe((before?.rating.count ?? 0) + 1);
    expect(after?.rating.average).not.toBe(before?.rating.average);
  });

  it('shows a changed price and stock on the next call once the change is announced, not before', async () => {
    const id = await productId('director-notebook');
    const query = 'perPage=50&sort=newest';
    const before = await cardOf(id, query);
    if (!before) throw new Error('the notebook is listed');
    await api.db
      .update(products)
      .set({ priceMinor: 12_345, discountPercentage: 0, stock: 0 })
      .where(eq(products.id, id));
    // written behind the API's back: the stored page stands (the TTL would end it within seconds)
    expect(await cardOf(id, query)).toEqual(before);
    // what every route that writes products, prices or stock does after its write
    api.productPages.forget();
    const after = await cardOf(id, query);
    expect(after).toMatchObject({ price: 123.45, finalPrice: 123.45, inStock: false });
    const inStockOnly = await api.call('GET', '/api/products?perPage=50&inStock=true');
    expect(inStockOnly.json.data.items.some((item: Product) => item.id === id)).toBe(false);
  });

  it("marks each user's saved products on the shared page, and never another's", async () => {
    const query = 'perPage=50&sort=price_desc';
    const [saver, other] = await createAccounts(api.db, 'page-cache', 2);
    if (!saver || !other) throw new Error('two people');
    const id = await productId('sarab-c6-cinema-camera');
    // the page is stored before anyone saves anything
    expect((await cardOf(id, query))?.inWishlist).toBe(false);
    const saved = await api.call('POST', '/api/wishlist', { headers: saver.headers, body: { product: id } });
    expect(saved.status, saved.text).toBe(200);

    const mine = await api.call('GET', `/api/products?${query}`, { headers: saver.headers });
    const marked = (mine.json.data.items as Product[]).filter((item) => item.inWishlist).map((item) => item.id);
    expect(marked).toEqual([id]);
    for (const headers of [other.headers, {}]) {
      const answer = await api.call('GET', `/api/products?${query}`, { headers });
      expect((answer.json.data.items as Product[]).some((item) => item.inWishlist)).toBe(false);
    }
    // the saver's mark did not stay on the shared page either
    expect((await cardOf(id, query, saver.headers))?.inWishlist).toBe(true);
    expect((await cardOf(id, query))?.inWishlist).toBe(false);
  });
});
