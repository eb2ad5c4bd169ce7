/**
 * What the server hands the website's loaders: the API reached in-process (the same HTTP semantics
 * as over the network, without a socket), and a way to say the page being rendered is personal.
 */
export type WebLoadContext = {
  apiFetch: (url: string, init?: RequestInit) => Promise<Response>;
  /** Called by a loader that reads the visitor's session: the page is never kept nor shared (decision 031). */
  markPersonal?: () => void;
  /** PUBLIC_URL: the site's own address for canonical links; without it pages are not publicly cacheable. */
  publicUrl: string | undefined;
};

/**
 * A public page in a shared cache (a CDN): kept a few seconds, then served stale for a minute at most while
 * the cache asks again, which the page's ETag makes cheap (decision 031).
 */
export const PUBLIC_PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=5, stale-while-revalidate=60';
