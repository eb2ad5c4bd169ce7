import { BEST_SELLER_MIN_SALES } from '@forum/contract/catalogue-rules';
import { and, desc, eq, gte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, products, users, wishlistItems } from '../db/schema.ts';
import { loginAs } from '../test/accounts.ts';
import { startTestApp, type TestApp } from '../test/test-app.ts';

type Product = {
  id: number;
  slug: string;
  name: string;
  price: number;
  finalPrice: number;
  isDiscountActive: boolean;
  discountPercentage: number;
  inStock: boolean;
  brand: { id: number; name: string } | null;
  rating: { average: number; count: number };
  inWishlist: boolean;
};

let api: TestApp;
beforeAll(async () => {
  api = await startTestApp();
});
afterAll(async () => {
  await api?.close();
});

async function listProducts(query: string, locale: 'ar' | 'en' = 'en') {
  const { status, json } = await api.call('GET', `/api/products?${query}`, { locale });
  expect(status).toBe(200);
  return json.data as {
    items: Product[];
    pagination: { page: number; perPage: number; total: number; lastPage: number };
  };
}

describe('GET /products', () => {
  it('answers a page of products with the card fields and the pagination', async () => {
    const page = await listProducts('perPage=5');
    expect(page.items).toHaveLength(5);
    expect(page.pagination).toMatchObject({ page: 1, perPage: 5 });
    expect(page.pagination.total).toBeGreaterThanOrEqual(60);
    expect(page.pagination.lastPage).toBe(Math.ceil(page.pagination.total / 5));
    expect(page.items[0]).toEqual(
      expect.objectContaining({
        id: expect.any(Number),
        slug: expect.any(String),
        name: expect.any(String),
        image: { url: expect.stringMatching(/^\/uploads\//) },
        price: expect.any(Number),
        finalPrice: expect.any(Number),
        isDiscountActive: expect.any(Boolean),
        discountPercentage: expect.any(Number),
        taxIncluded: expect.any(Boolean),
        inWishlist: false,
      }),
    );
  });

  it('pages through the list without repeating a product', async () => {
    const first = await listProducts('perPage=10&page=1');
    const second = await listProducts('perPage=10&page=2');
    const firstIds = new Set(first.items.map((product) => product.id));
    expect(second.items.some((product) => firstIds.has(product.id))).toBe(false);
    const beyond = await listProducts(`perPage=10&page=${first.pagination.lastPage + 1}`);
    expect(beyond.items).toEqual([]);
  });

  it('names products in the language asked for', async () => {
    const english = await listProducts('perPage=1&sort=price_asc', 'en');
    const arabic = await listProducts('perPage=1&sort=price_asc', 'ar');
    expect(english.items[0]?.id).toBe(arabic.items[0]?.id);
    expect(arabic.items[0]?.name).toMatch(/[\u0600-\u06FF]/);
    expect(english.items[0]?.name).not.toBe(arabic.items[0]?.name);
  });

  it('sorts by the price a customer pays, both ways', async () => {
    const ascending = (await listProducts('perPage=50&sort=price_asc')).items.map((product) => product.finalPrice);
    const descending = (await listProducts('perPage=50&sort=price_desc')).items.map((product) => product.finalPrice);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
  });

  it('lists only active discounts as specials, with the discounted final price', async () => {
    const specials = await listProducts('specials=true&perPage=50');
    expect(specials.items.length).toBeGreaterThan(0);
    for (const product of specials.items) {
      expect(product.isDiscountActive).toBe(true);
      expect(product.discountPercentage).toBeGreaterThan(0);
      expect(product.finalPrice).toBeCloseTo((product.price * (100 - product.discountPercentage)) / 100, 1);
    }
    const all = await listProducts('perPage=50');
    for (const product of all.items.filter((item) => !item.isDiscountActive)) {
      expect(product.finalPrice).toBe(product.price);
      expect(product.discountPercentage).toBe(0);
    }
  });

  it('filters by bracketed brand lists, stock and price range', async () => {
    const all = await listProducts('perPage=50');
    const brandIds = [...new Set(all.items.flatMap((product) => (product.brand ? [product.brand.id] : [])))].slice(
      0,
      2,
    );
    const byBrand = await listProducts(`perPage=50&${brandIds.map((id) => `brands[]=${id}`).join('&')}`);
    expect(byBrand.items.length).toBeGreaterThan(0);
    expect(byBrand.items.every((product) => product.brand && brandIds.includes(product.brand.id))).toBe(true);

    const inStock = await listProducts('inStock=true&perPage=50');
    expect(inStock.items.every((product) => product.inStock)).toBe(true);
    expect(inStock.pagination.total).toBeLessThan(all.pagination.total);

    const ranged = await listProducts('priceMin=100&priceMax=500&perPage=50');
    expect(ranged.items.every((product) => product.finalPrice >= 100 && product.finalPrice <= 500)).toBe(true);
  });

  it('answers ids too large for the database and control characters with 400, not 500', async () => {
    const huge = await api.call('GET', '/api/products?categories[]=99999999999');
    expect(huge.status).toBe(400);
    expect(huge.json.errors[0].key).toBe('categories');
    const nul = await api.call('GET', '/api/products?q=%00');
    expect(nul.status).toBe(400);
    expect(nul.json.errors).toEqual([{ key: 'q', value: 'Remove the invisible control characters from this text' }]);
  });
});

describe('GET /products filters and sorts', () => {
  const activeIds = async (where = eq(products.isActive, true)) =>
    (await api.db.select({ id: products.id }).from(products).where(where)).map((row) => row.id);

  it('lists a parent category with the products of its subcategories', async () => {
    const all = await api.db.select().from(categories);
    const parent = all.find((category) => all.some((child) => child.parentId === category.id));
    if (!parent) throw new Error('the demo shop has subcategories');
    const familyIds = [parent.id, ...all.filter((child) => child.parentId === parent.id).map((child) => child.id)];
    const expected = (await api.db.select().from(products).where(eq(products.isActive, true))).filter((product) =>
      familyIds.includes(product.categoryId),
    );
    const listed = await listProducts(`perPage=50&categories[]=${parent.id}`);
    expect(listed.pagination.total).toBe(expected.length);
    expect(listed.items.map((product) => product.id).sort()).toEqual(expected.map((product) => product.id).sort());
    const child = all.find((category) => category.parentId === parent.id);
    const onlyChild = await listProducts(`perPage=50&categories[]=${child?.id}`);
    expect(onlyChild.pagination.total).toBe(expected.filter((product) => product.categoryId === child?.id).length);
    expect(onlyChild.pagination.total).toBeLessThan(listed.pagination.total);
  });

  it('sorts by newest, best selling and rating as stored', async () => {
    const newest = await listProducts('perPage=10&sort=newest');
    const stored = await api.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.isActive, true))
      .orderBy(desc(products.createdAt), desc(products.id))
      .limit(10);
    expect(newest.items.map((product) => product.id)).toEqual(stored.map((row) => row.id));
    const defaults = await listProducts('perPage=10');
    expect(defaults.items.map((product) => product.id)).toEqual(stored.map((row) => row.id));

    const bestSelling = await listProducts('perPage=50&sort=best_selling');
    const sales = new Map(
      (await api.db.select({ id: products.id, sales: products.salesCount }).from(products)).map((row) => [
        row.id,
        row.sales,
      ]),
    );
    const soldCounts = bestSelling.items.map((product) => sales.get(product.id) ?? -1);
    expect(soldCounts).toEqual([...soldCounts].sort((a, b) => b - a));

    const rated = (await listProducts('perPage=50&sort=rating')).items.map((product) => product.rating.average);
    expect(rated).toEqual([...rated].sort((a, b) => b - a));
    expect(rated[0]).toBeGreaterThan(0);
  });

  it('lists best sellers: products sold at least the threshold', async () => {
    const expected = await activeIds(and(eq(products.isActive, true), gte(products.salesCount, BEST_SELLER_MIN_SALES)));
    const listed = await listProducts('bestSeller=true&perPage=50');
    expect(listed.pagination.total).toBe(expected.length);
    expect(listed.pagination.total).toBeGreaterThan(0);
    expect(listed.items.every((product) => expected.includes(product.id))).toBe(true);
    const notFiltered = await listProducts('bestSeller=false&perPage=1');
    expect(notFiltered.pagination.total).toBe((await activeIds()).length);
  });

  it('combines filters, a price range on the final price with specials', async () => {
    const specials = await listProducts('specials=true&perPage=50');
    const [cheapest] = [...specials.items].sort((a, b) => a.finalPrice - b.finalPrice);
    if (!cheapest) throw new Error('the demo shop has specials');
    const exact = await listProducts(
      `specials=true&priceMin=${cheapest.finalPrice}&priceMax=${cheapest.finalPrice}&perPage=50`,
    );
    expect(exact.items.map((product) => product.id)).toContain(cheapest.id);
    expect(exact.items.every((product) => product.finalPrice === cheapest.finalPrice)).toBe(true);
    // the listed price is above the range: only the discounted price is inside it
    expect(cheapest.price).toBeGreaterThan(cheapest.finalPrice);
  });

  it('finds products by words in either language, however they are spelled', async () => {
    const [first] = await api.db.select({ id: products.id }).from(products).where(eq(products.isActive, true)).limit(1);
    const [product] = await api.db
      .update(products)
      .set({
        name: { ar: 'مِصْباحُ الإضاءةِ المُستشفى', en: 'Field Lighting Kit' },
        description: { ar: 'وصف.', en: 'Made for night screenings.' },
      })
      .where(eq(products.id, first?.id ?? 0))
      .returning({ id: products.id });
    for (const q of ['اضاءه', 'مستشفي', 'الإِضاءة', 'lighting kit', 'screening', 'LIGHTS']) {
      const found = await listProducts(`q=${encodeURIComponent(q)}&perPage=50`);
      expect(
        found.items.map((item) => item.id),
        q,
      ).toContain(product?.id);
    }
    const none = await listProducts(`q=${encodeURIComponent('zzqx-nothing')}`);
    expect(none).toEqual({ items: [], pagination: { page: 1, perPage: 12, total: 0, lastPage: 1 } });
  });
});

describe('GET /products pagination and bad values', () => {
  it('answers a page past the end with no items and the real total', async () => {
    const first = await listProducts('perPage=50');
    const beyond = await listProducts(`perPage=50&page=${first.pagination.lastPage + 5}`);
    expect(beyond.items).toEqual([]);
    expect(beyond.pagination).toEqual({ ...first.pagination, page: first.pagination.lastPage + 5 });
  });

  it.each([
    ['perPage=51', 'perPage'],
    ['perPage=0', 'perPage'],
    ['page=0', 'page'],
    ['page=abc', 'page'],
    ['page=1.5', 'page'],
    ['sort=cheapest', 'sort'],
    ['priceMin=-1', 'priceMin'],
    ['priceMin=abc', 'priceMin'],
    ['priceMin=500&priceMax=100', 'priceMax'],
    ['inStock=maybe', 'inStock'],
    ['specials=1x', 'specials'],
    ['brands[]=abc', 'brands'],
    ['categories[]=-3', 'categories'],
  ])('refuses %s with 400 naming the field', async (query, key) => {
    const answer = await api.call('GET', `/api/products?${query}`);
    expect(answer.status).toBe(400);
    expect(answer.json.errors[0].key).toBe(key);
  });

  it('says what is wrong with a price range in the language asked for', async () => {
    const answer = await api.call('GET', '/api/products?priceMin=500&priceMax=100', { locale: 'ar' });
    expect(answer.json.errors).toEqual([{ key: 'priceMax', value: 'يجب ألا يقل السعر الأعلى عن السعر الأدنى' }]);
  });
});

describe('inWishlist on products', () => {
  it('marks the products the logged-in customer saved, and none for visitors', async () => {
    const { headers } = await loginAs(api, 'customer@forum.test');
    const [customer] = await api.db.select().from(users).where(eq(users.email, 'customer@forum.test'));
    const page = await listProducts('perPage=3&sort=price_asc');
    const saved = page.items[1];
    if (!customer || !saved) throw new Error('demo data');
    await api.db.insert(wishlistItems).values({ userId: customer.id, productId: saved.id }).onConflictDoNothing();
    const mine = await api.call('GET', '/api/products?perPage=3&sort=price_asc', { headers });
    expect(mine.json.data.items.map((product: Product) => product.inWishlist)).toEqual([false, true, false]);
    const visitor = await listProducts('perPage=3&sort=price_asc');
    expect(visitor.items.every((product) => !product.inWishlist)).toBe(true);
    const detail = await api.call('GET', `/api/products/${saved.id}`, { headers });
    expect(detail.json.data.product.inWishlist).toBe(true);
  });
});
