import { type ChangeFeed, createLocalChangeFeed } from '../db/change-feed.ts';

/** Writes outside the API (`npm run db:seed`, SQL by hand) and media items whose time comes show no later than this. */
export const SEARCH_CACHE_MS = 5_000;
/** Every query typed is a key: the oldest answers go first. Answers are small (at most 36 hits or 8 titles). */
export const SEARCH_CACHE_MAX_ENTRIES = 500;

/**
 * Answers of the site search and its suggestions (decision 046), kept in memory per query and language for a
 * few seconds: the same for every visitor, like the product list (decision 023), and asked again and again
 * (the suggestions of what many visitors start to type). Forgotten with the guest pages and the product list:
 * on every write through the API that shows on a public page, in every process (the change feed). Concurrent
 * misses of one key share one search; a search that began before a change is not kept. An answer whose time is up
 * is given once more while the search runs again, so the visitors of that moment do not all wait for it (as the
 * kept pages do, decision 031); a change forgets the answers outright.
 */
export function createSearchCache(options: {
  ttlMs?: number;
  maxEntries?: number;
  now?: () => number;
  changes?: ChangeFeed;
}) {
  const ttlMs = options.ttlMs ?? SEARCH_CACHE_MS;
  const maxEntries = options.maxEntries ?? SEARCH_CACHE_MAX_ENTRIES;
  const now = options.now ?? Date.now;
  const entries = new Map<string, { value: unknown; storedAt: number }>();
  const loading = new Map<string, Promise<unknown>>();
  let generation = 0;
  const changes = options.changes ?? createLocalChangeFeed();
  const clear = () => {
    generation += 1;
    entries.clear();
    loading.clear();
  };
  changes.subscribe('pages', clear);
  changes.subscribe('products', clear);

  /** Searches once for every caller at the same time, and keeps the answer unless a change came meanwhile. */
  async function loadAndKeep<T>(key: string, load: () => Promise<T>): Promise<T> {
    const startedAt = generation;
    let pending = loading.get(key) as Promise<T> | undefined;
    if (!pending) {
      const next = load();
      pending = next;
      loading.set(key, next);
      const settle = () => {
        if (loading.get(key) === next) loading.delete(key);
      };
      next.then(settle, settle);
    }
    const value = await pending;
    if (startedAt === generation) {
      entries.delete(key);
      entries.set(key, { value, storedAt: now() });
      // a Map keeps insertion order: the first key is the one stored longest ago
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
    }
    return value;
  }

  return {
    /** The kept answer of `key`, or `load`'s, kept; with a time to live of 0, always `load`'s. */
    async get<T>(key: string, load: () => Promise<T>): Promise<T> {
      if (ttlMs === 0) return load();
      const entry = entries.get(key);
      if (!entry) return loadAndKeep(key, load);
      if (now() - entry.storedAt >= ttlMs && !loading.has(key)) {
        // the error of a search run again is the next caller's, who finds no answer kept
        loadAndKeep(key, load).catch(() => entries.delete(key));
      }
      return entry.value as T;
    },
  };
}
