import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
    expect(nul.json.errors).toEqual([{ key: 'q', value: 'This value is not valid' }]);
  });
});
