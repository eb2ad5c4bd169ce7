import { LOW_STOCK_THRESHOLD } from '@forum/contract/catalogue-rules';
import { and, eq, isNotNull, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brands, categories, productOptions, products, reviews } from '../db/schema.ts';
import { startTestApp, type TestApp } from '../test/test-app.ts';

let api: TestApp;
beforeAll(async () => {
  api = await startTestApp();
});
afterAll(async () => {
  await api?.close();
});

async function get(path: string, locale: 'ar' | 'en' = 'en') {
  const answer = await api.call('GET', `/api${path}`, { locale });
  expect(answer.status, answer.text).toBe(200);
  return answer.json.data;
}

async function productWhere(where: Parameters<typeof and>[0]) {
  const [row] = await api.db
    .select()
    .from(products)
    .where(and(eq(products.isActive, true), where))
    .limit(1);
  if (!row) throw new Error('the demo shop has such a product');
  return row;
}

describe('GET /products/{id}', () => {
  it('answers the product page with its canonical slug, gallery, breadcrumbs and tax note', async () => {
    const child = await api.db.select().from(categories).where(isNotNull(categories.parentId)).limit(1);
    const stored = await productWhere(eq(products.categoryId, child[0]?.id ?? 0));
    const { product } = await get(`/products/${stored.id}`);
    expect(product).toMatchObject({
      id: stored.id,
      slug: stored.slug,
      sku: stored.sku,
      name: stored.name.en,
      description: stored.description.en,
      taxIncluded: stored.taxIncluded,
      currency: 'SAR',
      inWishlist: false,
    });
    expect(product.images).toEqual(stored.gallery.map((url) => ({ url })));
    expect(product.images.length).toBeGreaterThan(1);
    expect(product.categoryPath).toHaveLength(2);
    expect(product.categoryPath[1]).toEqual(product.category);
    expect(product.category.id).toBe(stored.categoryId);
    expect(product.categoryPath[0].id).toBe(child[0]?.parentId);
    const { rate, included, amount, finalPriceWithTax } = product.tax;
    expect(rate).toBe(0.15);
    expect(included).toBe(stored.taxIncluded);
    if (included) {
      expect(finalPriceWithTax).toBe(product.finalPrice);
      expect(amount).toBeCloseTo((product.finalPrice * 0.15) / 1.15, 2);
    } else {
      expect(amount).toBeCloseTo(product.finalPrice * 0.15, 2);
      expect(finalPriceWithTax).toBeCloseTo(product.finalPrice + amount, 2);
    }
  });

  it('computes VAT on top of a price that excludes it', async () => {
    const stored = await productWhere(eq(products.taxIncluded, false));
    const { product } = await get(`/products/${stored.id}`);
    expect(product.tax.included).toBe(false);
    expect(product.tax.amount).toBeCloseTo(product.finalPrice * 0.15, 2);
    expect(product.tax.finalPriceWithTax).toBeCloseTo(product.finalPrice * 1.15, 2);
  });

  it('lists the options with their values and price changes in riyals', async () => {
    const [option] = await api.db.select().from(productOptions).limit(1);
    const { product } = await get(`/products/${option?.productId}`, 'ar');
    expect(product.options.length).toBeGreaterThan(0);
    for (const entry of product.options) {
      expect(['checkbox', 'radio']).toContain(entry.type);
      expect(entry.name).toMatch(/[\u0600-\u06FF]/);
      expect(entry.values.length).toBeGreaterThan(0);
      for (const value of entry.values) expect(Number.isInteger(value.price * 100)).toBe(true);
    }
    expect(
      product.options
        .flatMap((entry: { values: { price: number }[] }) => entry.values)
        .some((v: { price: number }) => v.price > 0),
    ).toBe(true);
  });

  it('says how many are left when stock is low, and nothing more otherwise', async () => {
    const low = await productWhere(eq(products.stock, 2));
    const lowPage = (await get(`/products/${low.id}`)).product;
    expect(lowPage.stock).toEqual({ inStock: true, lowStock: true, quantity: 2 });
    expect(lowPage.inStock).toBe(true);
    const out = await productWhere(eq(products.stock, 0));
    expect((await get(`/products/${out.id}`)).product.stock).toEqual({
      inStock: false,
      lowStock: false,
      quantity: null,
    });
    const plenty = (await api.db.select().from(products)).find(
      (row) => row.stock > LOW_STOCK_THRESHOLD && row.isActive,
    );
    expect((await get(`/products/${plenty?.id}`)).product.stock).toEqual({
      inStock: true,
      lowStock: false,
      quantity: null,
    });
  });

  it('summarises published reviews: the stored average and count and the spread over 1-5', async () => {
    const [reviewed] = await api.db
      .select({ productId: reviews.productId })
      .from(reviews)
      .where(eq(reviews.status, 'published'))
      .limit(1);
    const { product } = await get(`/products/${reviewed?.productId}`);
    const published = await api.db
      .select()
      .from(reviews)
      .where(and(eq(reviews.productId, reviewed?.productId ?? 0), eq(reviews.status, 'published')));
    const average = published.reduce((sum, review) => sum + review.rating, 0) / published.length;
    expect(product.rating.count).toBe(published.length);
    expect(product.rating.average).toBeCloseTo(average, 1);
    expect(product.rating.distribution.map((row: { rating: number }) => row.rating)).toEqual([5, 4, 3, 2, 1]);
    const spread = product.rating.distribution.reduce((sum: number, row: { count: number }) => sum + row.count, 0);
    expect(spread).toBe(published.length);
  });

  it('shows up to 8 related products of the same category, never the product itself', async () => {
    const all = await api.db.select().from(products).where(eq(products.isActive, true));
    const counts = new Map<number, number>();
    for (const row of all) counts.set(row.categoryId, (counts.get(row.categoryId) ?? 0) + 1);
    const stored = all.find((row) => (counts.get(row.categoryId) ?? 0) > 1);
    const { product } = await get(`/products/${stored?.id}`);
    const sameCategory = new Set(all.filter((row) => row.categoryId === stored?.categoryId).map((row) => row.id));
    expect(product.related.length).toBe(Math.min(8, sameCategory.size - 1));
    for (const related of product.related) {
      expect(related.id).not.toBe(stored?.id);
      expect(sameCategory.has(related.id)).toBe(true);
    }
  });

  it('answers 404 in the envelope for an unknown or withdrawn product, 400 for a bad id', async () => {
    const unknown = await api.call('GET', '/api/products/987654', { locale: 'ar' });
    expect(unknown.status).toBe(404);
    expect(unknown.json).toEqual({ errors: [{ key: 'error', value: 'غير موجود' }] });
    const withdrawn = await productWhere(ne(products.stock, -1));
    await api.db.update(products).set({ isActive: false }).where(eq(products.id, withdrawn.id));
    expect((await api.call('GET', `/api/products/${withdrawn.id}`)).status).toBe(404);
    const listed = await api.call('GET', '/api/products?perPage=50&sort=newest');
    expect(listed.json.data.items.some((item: { id: number }) => item.id === withdrawn.id)).toBe(false);
    await api.db.update(products).set({ isActive: true }).where(eq(products.id, withdrawn.id));
    for (const bad of ['abc', '0', '-1', '99999999999']) {
      expect((await api.call('GET', `/api/products/${bad}`)).status).toBe(400);
    }
  });
});

type CategoryCard = { id: number; slug: string; name: string; productCount: number };

describe('GET /categories', () => {
  it('answers the tree with product counts that include the subcategories', async () => {
    const { items } = await get('/categories', 'ar');
    const active = await api.db.select().from(products).where(eq(products.isActive, true));
    expect(items.length).toBeGreaterThan(1);
    let total = 0;
    for (const parent of items as (CategoryCard & { children: CategoryCard[] })[]) {
      const ids = [parent.id, ...parent.children.map((child) => child.id)];
      expect(parent.productCount).toBe(active.filter((row) => ids.includes(row.categoryId)).length);
      for (const child of parent.children) {
        expect(child.productCount).toBe(active.filter((row) => row.categoryId === child.id).length);
      }
      expect(parent.name).toMatch(/[\u0600-\u06FF]/);
      total += parent.productCount;
    }
    expect(total).toBe(active.length);
  });

  it('answers a category with its breadcrumbs and children, and 404 for an unknown one', async () => {
    const [child] = await api.db.select().from(categories).where(isNotNull(categories.parentId)).limit(1);
    const { category } = await get(`/categories/${child?.id}`);
    expect(category).toMatchObject({ id: child?.id, slug: child?.slug, name: child?.name.en, children: [] });
    expect(category.parents.map((parent: CategoryCard) => parent.id)).toEqual([child?.parentId]);
    const parent = (await get(`/categories/${child?.parentId}`)).category;
    expect(parent.parents).toEqual([]);
    expect(parent.children.map((entry: CategoryCard) => entry.id)).toContain(child?.id);
    const listed = await get(`/products?perPage=1&categories[]=${parent.id}`);
    expect(listed.pagination.total).toBe(parent.productCount);

    const unknown = await api.call('GET', '/api/categories/987654');
    expect(unknown.status).toBe(404);
    expect(unknown.json.errors[0].key).toBe('error');
    expect((await api.call('GET', '/api/categories/x')).status).toBe(400);
  });
});

describe('GET /brands', () => {
  it('answers every brand by name with its product count', async () => {
    const { items } = await get('/brands');
    const stored = await api.db.select().from(brands);
    expect(items).toHaveLength(stored.length);
    const names = items.map((brand: CategoryCard) => brand.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    const active = await api.db.select().from(products).where(eq(products.isActive, true));
    for (const brand of items as CategoryCard[]) {
      expect(brand.productCount).toBe(active.filter((row) => row.brandId === brand.id).length);
    }
  });

  it('answers a brand with its slug, description and maker, and 404 for an unknown one', async () => {
    const [stored] = await api.db.select().from(brands).where(isNotNull(brands.exhibitorId)).limit(1);
    const { brand } = await get(`/brands/${stored?.id}`, 'ar');
    expect(brand).toMatchObject({
      id: stored?.id,
      slug: stored?.slug,
      name: stored?.name.ar,
      logoUrl: stored?.logoUrl,
    });
    expect(brand.description).toBe(stored?.description?.ar ?? stored?.description?.en ?? '');
    expect(brand.exhibitor?.id).toBe(stored?.exhibitorId);
    const listed = await get(`/products?perPage=1&brands[]=${stored?.id}`);
    expect(listed.pagination.total).toBe(brand.productCount);
    expect((await api.call('GET', '/api/brands/987654')).status).toBe(404);
    expect((await api.call('GET', '/api/brands/1e3x')).status).toBe(400);
  });
});
