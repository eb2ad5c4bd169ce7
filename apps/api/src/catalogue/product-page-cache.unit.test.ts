import type { Locale } from '@forum/contract/locale';
import { type ProductListQuery, ProductListQuerySchema, type ProductPage } from '@forum/contract/products';
import { describe, expect, it } from 'vitest';
import { cacheKeyOf, createProductPageCache } from './product-page-cache.ts';

const query = (raw: Record<string, unknown> = {}) => ProductListQuerySchema.parse(raw);

function pageWithPrice(price: number, inWishlist = false): ProductPage {
  return {
    items: [
      {
        id: 1,
        slug: 'lens',
        name: 'Lens',
        image: { url: '/lens.svg' },
        brand: null,
        price,
        finalPrice: price,
        isDiscountActive: false,
        discountPercentage: 0,
        taxIncluded: true,
        inWishlist,
        inStock: true,
        currency: 'SAR',
        rating: { average: 0, count: 0 },
      },
    ],
    pagination: { page: 1, perPage: 12, total: 1, lastPage: 1 },
  };
}

/** A cache over a catalogue whose price the test sets, with a clock the test turns. */
function setup(options: { ttlMs?: number; maxEntries?: number; maxBytes?: number } = {}) {
  const state = { price: 10, loads: 0, clock: 0 };
  const cache = createProductPageCache({
    load: async (_query: ProductListQuery, _locale: Locale) => {
      state.loads += 1;
      return pageWithPrice(state.price);
    },
    now: () => state.clock,
    ...options,
  });
  return { cache, state };
}

describe('product page cache', () => {
  it('answers the stored page until its time is up, then the catalogue as it is', async () => {
    const { cache, state } = setup({ ttlMs: 1_000 });
    expect((await cache.get(query(), 'ar')).page.items[0]?.price).toBe(10);
    state.price = 20;
    state.clock = 999;
    expect((await cache.get(query(), 'ar')).page.items[0]?.price).toBe(10);
    state.clock = 1_000;
    expect((await cache.get(query(), 'ar')).page.items[0]?.price).toBe(20);
    expect(state.loads).toBe(2);
  });

  it('answers a changed catalogue on the next call after forget()', async () => {
    const { cache, state } = setup();
    await cache.get(query(), 'ar');
    state.price = 30;
    cache.forget();
    const after = await cache.get(query(), 'ar');
    expect(after.page.items[0]?.price).toBe(30);
    expect(JSON.parse(after.json).data.items[0].price).toBe(30);
  });

  it('does not keep a page that was being read when the catalogue changed', async () => {
    const state = { price: 10, loads: 0 };
    let release: () => void = () => {};
    const cache = createProductPageCache({
      load: async () => {
        state.loads += 1;
        const price = state.price;
        if (state.loads === 1) await new Promise<void>((resolve) => (release = resolve));
        return pageWithPrice(price);
      },
    });
    const early = cache.get(query(), 'ar');
    await Promise.resolve();
    state.price = 40;
    cache.forget();
    release();
    expect((await early).page.items[0]?.price).toBe(40);
    expect((await cache.get(query(), 'ar')).page.items[0]?.price).toBe(40);
  });

  it('reads the catalogue once for callers who ask at the same moment', async () => {
    const { cache, state } = setup();
    const answers = await Promise.all([cache.get(query(), 'ar'), cache.get(query(), 'ar'), cache.get(query(), 'ar')]);
    expect(state.loads).toBe(1);
    expect(new Set(answers).size).toBe(1);
  });

  it('keeps one page per language, and one for every way of writing the same question', () => {
    const base = query({ categories: ['2', '1'], inStock: 'true' });
    expect(cacheKeyOf(base, 'ar')).toBe(cacheKeyOf(query({ categories: ['1', '2', '2'], inStock: true }), 'ar'));
    expect(cacheKeyOf(query({ inStock: 'false' }), 'ar')).toBe(cacheKeyOf(query(), 'ar'));
    expect(cacheKeyOf(query({ page: '1', perPage: '12', sort: 'newest' }), 'ar')).toBe(cacheKeyOf(query(), 'ar'));
    expect(cacheKeyOf(base, 'ar')).not.toBe(cacheKeyOf(base, 'en'));
    expect(cacheKeyOf(query({ q: 'lens' }), 'ar')).not.toBe(cacheKeyOf(query({ q: 'lenses' }), 'ar'));
    expect(cacheKeyOf(query({ categories: ['1'] }), 'ar')).not.toBe(cacheKeyOf(query({ brands: ['1'] }), 'ar'));
  });

  it('lets the oldest page go beyond its size', async () => {
    const { cache, state } = setup({ maxEntries: 2 });
    for (const page of ['1', '2', '3']) await cache.get(query({ page }), 'ar');
    await cache.get(query({ page: '3' }), 'ar');
    await cache.get(query({ page: '2' }), 'ar');
    expect(state.loads).toBe(3);
    await cache.get(query({ page: '1' }), 'ar');
    expect(state.loads).toBe(4);
  });

  it('lets the oldest pages go beyond its bytes, whatever their count', async () => {
    const { cache, state } = setup();
    const one = await cache.get(query({ page: '1' }), 'ar');
    const weight = one.json.length * 4;
    const bounded = setup({ maxBytes: weight * 2 });
    for (const page of ['1', '2', '3']) await bounded.cache.get(query({ page }), 'ar');
    expect(bounded.cache.stats()).toEqual({ entries: 2, bytes: weight * 2, maxBytes: weight * 2 });
    await bounded.cache.get(query({ page: '1' }), 'ar');
    expect(bounded.state.loads).toBe(4);
    expect(state.loads).toBe(1);
  });

  it('shares a page nobody can change, and refuses one that holds a personal mark', async () => {
    const { cache } = setup();
    const shared = await cache.get(query(), 'ar');
    expect(Object.isFrozen(shared.page.items[0])).toBe(true);
    expect(Object.isFrozen(shared.page.items[0]?.rating)).toBe(true);
    const personal = createProductPageCache({ load: async () => pageWithPrice(10, true) });
    await expect(personal.get(query(), 'ar')).rejects.toThrow(/saved product/);
  });
});
