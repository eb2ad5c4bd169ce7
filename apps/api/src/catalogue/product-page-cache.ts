import { envelope } from '@forum/contract/envelope';
import type { Locale } from '@forum/contract/locale';
import { type ProductListQuery, type ProductPage, ProductPageSchema } from '@forum/contract/products';
import { z } from 'zod';
import { type ChangeFeed, createLocalChangeFeed } from '../db/change-feed.ts';

/**
 * Writes outside the API (`npm run db:seed`, SQL by hand) and discounts that start or end with the clock
 * reach the cache no later than this; writes through the API, in any process, forget at once.
 */
export const PRODUCT_PAGE_TTL_MS = 5_000;
/** Searches and price ranges make the keys endless: the oldest pages go first. */
export const PRODUCT_PAGE_MAX_ENTRIES = 500;
/**
 * And by memory: a page counts twice its JSON (the answer as sent, and the frozen object it was made from).
 * A page of 24 cards is some 20 KB of JSON: 8 MB holds about 200 of them.
 */
export const PRODUCT_PAGE_MAX_BYTES = 8 * 1024 * 1024;

const ProductPageAnswerSchema = envelope(ProductPageSchema);

/** A page of cards as a visitor without a session sees it (every inWishlist false), and that answer serialized. */
export type PublicProductPage = { page: ProductPage; json: string };

export type ProductPageCache = ReturnType<typeof createProductPageCache>;

/**
 * The public part of GET /products, kept in memory per normalised query and language: the catalogue
 * changes seldom and this is the shop's busiest call. Only the public page is kept; what belongs to a
 * user (inWishlist) is laid over it per request and never stored here.
 */
export function createProductPageCache(options: {
  load: (query: ProductListQuery, locale: Locale) => Promise<ProductPage>;
  ttlMs?: number;
  maxEntries?: number;
  maxBytes?: number;
  now?: () => number;
  /** How the processes on one database tell each other to forget (decision 028); one process alone without it. */
  changes?: ChangeFeed;
}) {
  const ttlMs = options.ttlMs ?? PRODUCT_PAGE_TTL_MS;
  const maxEntries = options.maxEntries ?? PRODUCT_PAGE_MAX_ENTRIES;
  const maxBytes = options.maxBytes ?? PRODUCT_PAGE_MAX_BYTES;
  let bytes = 0;
  const now = options.now ?? Date.now;
  const entries = new Map<string, { value: PublicProductPage; storedAt: number }>();
  const loading = new Map<string, Promise<PublicProductPage>>();
  // a change bumps the generation, so a load that started before it cannot put the old page back
  let generation = 0;
  const changes = options.changes ?? createLocalChangeFeed();
  changes.subscribe('products', () => {
    generation += 1;
    entries.clear();
    loading.clear();
    bytes = 0;
  });

  function forgetKey(key: string) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= sizeOf(entry.value);
  }

  async function loadAndStore(key: string, query: ProductListQuery, locale: Locale): Promise<PublicProductPage> {
    const startedAt = generation;
    let pending = loading.get(key);
    if (!pending) {
      pending = options.load(query, locale).then(toPublicPage);
      loading.set(key, pending);
      const settle = () => {
        if (loading.get(key) === pending) loading.delete(key);
      };
      pending.then(settle, settle);
    }
    const value = await pending;
    if (startedAt !== generation) return loadAndStore(key, query, locale);
    forgetKey(key);
    entries.set(key, { value, storedAt: now() });
    bytes += sizeOf(value);
    // a Map keeps insertion order: the first key is the one stored longest ago
    while (entries.size > maxEntries || bytes > maxBytes) forgetKey(entries.keys().next().value as string);
    return value;
  }

  return {
    async get(query: ProductListQuery, locale: Locale): Promise<PublicProductPage> {
      const key = cacheKeyOf(query, locale);
      const entry = entries.get(key);
      if (entry && now() - entry.storedAt < ttlMs) return entry.value;
      return loadAndStore(key, query, locale);
    },
    /**
     * Called by every write through the API that changes what a card shows: products, prices, stock,
     * ratings. This process forgets at once; await it before answering, so the others have been told.
     */
    forget(): Promise<void> {
      return changes.publish('products');
    },
    stats() {
      return { entries: entries.size, bytes, maxBytes };
    },
  };
}

// what a kept page weighs: its JSON (UTF-16 in memory) and the object it was made from, about as much again
function sizeOf(value: PublicProductPage): number {
  return value.json.length * 4;
}

/**
 * One key for every way of asking the same page: defaults already applied by the schema, id lists in
 * any order or repeated, a false flag the same as none (a flag only ever narrows the list).
 */
export function cacheKeyOf(query: ProductListQuery, locale: Locale): string {
  const ids = (list: number[] | undefined) => [...new Set(list ?? [])].sort((a, b) => a - b);
  return JSON.stringify([
    locale,
    query.page,
    query.perPage,
    query.sort,
    query.q ?? null,
    ids(query.categories),
    ids(query.brands),
    query.priceMin ?? null,
    query.priceMax ?? null,
    query.inStock === true,
    query.specials === true,
    query.bestSeller === true,
  ]);
}

// the same encoding the route's response serializer applies, so a cached answer is byte for byte the one it would send
function toPublicPage(page: ProductPage): PublicProductPage {
  if (page.items.some((item) => item.inWishlist)) throw new Error('a public product page cannot hold a saved product');
  const json = JSON.stringify(z.encode(ProductPageAnswerSchema, { data: page }));
  return { page: deepFreeze(page), json };
}

// one page object serves every request for the time it is kept: nobody may change it on the way out
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}
