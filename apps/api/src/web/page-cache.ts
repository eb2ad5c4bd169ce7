import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { type ChangeFeed, type ChangeTopic, createLocalChangeFeed } from '../db/change-feed.ts';

/**
 * Pages also show what changes with the clock (a discount that starts, a session that is on now) and what a
 * write outside the API changes (a seed, SQL by hand): a kept page older than this is served once more while
 * it is rendered again in the background. Writes through the API, in any process, forget at once.
 */
export const PUBLIC_PAGE_REFRESH_MS = 5_000;
/** Kept pages by size, not by count: an agenda weighs some 150 KB with its two compressed copies. */
export const PUBLIC_PAGE_CACHE_MAX_BYTES = 24 * 1024 * 1024;
/** Every topic whose change may show on a public page (decision 031). */
const TOPICS: ChangeTopic[] = ['pages', 'products', 'settings'];

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** A page as every guest gets it: the same bytes, headers, validator and policy for everyone (decision 031). */
export type PublicPage = {
  status: number;
  /** The page's own headers (type, cache policy, security policy), never a cookie. */
  headers: Record<string, string>;
  body: Buffer;
  brotli: Buffer;
  gzip: Buffer;
  etag: string;
  storedAt: number;
  bytes: number;
};

export type PublicPageCache = ReturnType<typeof createPublicPageCache>;

/**
 * Guest pages kept in memory, rendered HTML per address (path, query and its language prefix), most
 * recently used first and bounded by bytes. Any change that may show on a public page, heard from this
 * process or another on the same database (decision 028), forgets them all: the simplest scheme that is
 * always right, since a change is rare next to reads.
 */
export function createPublicPageCache(
  options: { maxBytes?: number; refreshMs?: number; now?: () => number; changes?: ChangeFeed } = {},
) {
  const maxBytes = options.maxBytes ?? PUBLIC_PAGE_CACHE_MAX_BYTES;
  const refreshMs = options.refreshMs ?? PUBLIC_PAGE_REFRESH_MS;
  const now = options.now ?? Date.now;
  const changes = options.changes ?? createLocalChangeFeed();
  const entries = new Map<string, PublicPage>();
  const rendering = new Map<string, Promise<PublicPage | null>>();
  let bytes = 0;
  // a change bumps the generation, so a render that started before it cannot put the old page back
  let generation = 0;
  let hits = 0;
  let misses = 0;

  function clear() {
    generation += 1;
    entries.clear();
    rendering.clear();
    bytes = 0;
  }
  for (const topic of TOPICS) changes.subscribe(topic, clear);

  function remove(key: string) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
  }

  function store(key: string, page: PublicPage) {
    remove(key);
    // a page bigger than a quarter of the room would push out everything else for one address
    if (page.bytes > maxBytes / 4) return;
    entries.set(key, page);
    bytes += page.bytes;
    // a Map keeps insertion order, and a read moves its key to the end: the first key is the least recently used
    while (bytes > maxBytes) remove(entries.keys().next().value as string);
  }

  return {
    /** The kept page and whether it is due to be rendered again; a read makes it the most recently used. */
    get(key: string): { page: PublicPage; stale: boolean } | undefined {
      const page = entries.get(key);
      if (!page) {
        misses += 1;
        return undefined;
      }
      hits += 1;
      entries.delete(key);
      entries.set(key, page);
      return { page, stale: now() - page.storedAt >= refreshMs };
    },
    /**
     * Renders the page once for every guest asking at the same time: `render` answers the page to keep, or
     * null when this render may not be kept (a personal page, a cookie, an error). A render that began before
     * a change is not kept.
     */
    render(key: string, render: () => Promise<PublicPage | null>): Promise<PublicPage | null> {
      const pending = rendering.get(key);
      if (pending) return pending;
      const startedAt = generation;
      const next = render().then((page) => {
        // the latest render says what this address is now: a page to keep, or one that may not be kept
        // (maintenance came on by hand, the page was taken down)
        if (startedAt === generation) {
          if (page) store(key, page);
          else remove(key);
        }
        return page;
      });
      rendering.set(key, next);
      const settle = () => {
        if (rendering.get(key) === next) rendering.delete(key);
      };
      next.then(settle, settle);
      return next;
    },
    /** The generation a render starts in: a render whose generation moved on shows what has changed since. */
    get generation() {
      return generation;
    },
    /**
     * Forgets every kept page, in this process at once and in the others through the change feed; resolves once
     * the database took the news. The one call any write that shows on public pages makes (the API's writes
     * make it on their own; the staff console's routes call it after theirs).
     */
    forget(): Promise<void> {
      return changes.publish('pages');
    },
    stats() {
      return { entries: entries.size, bytes, maxBytes, hits, misses };
    },
  };
}

/** Compresses a page once for every later answer, as the answers made on a call are (apps/api/src/http/compression.ts). */
export async function publicPageOf(input: {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  now: number;
}): Promise<PublicPage> {
  const [br, gz] = await Promise.all([
    brotli(input.body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }),
    gzip(input.body),
  ]);
  return {
    status: input.status,
    headers: input.headers,
    body: input.body,
    brotli: br,
    gzip: gz,
    etag: etagOf(input.body),
    storedAt: input.now,
    bytes: input.body.length + br.length + gz.length + 512,
  };
}

/** Weak: the same page compressed or not is the same page to a validator. */
export function etagOf(body: Buffer): string {
  return `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

/** Whether an If-None-Match header names this validator (weak comparison, a list, or `*`). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}
