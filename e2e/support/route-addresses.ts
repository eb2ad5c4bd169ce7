import routes from '../../apps/web/app/routes.ts';

type RouteEntry = { path?: string; children?: RouteEntry[] };

/** Sample values for the route table's parameters: each names something the demo data holds. */
const SAMPLES: Record<string, string> = { type: 'customer', id: '1', userId: '1', slug: 'about-us' };
/** Where a parameter means something else on one pattern: a media item's type (the first item is news). */
const SAMPLES_OF: Record<string, Record<string, string>> = { '/:lang?/media/:type/:id': { type: 'news' } };

/**
 * Every page address of the route table (one per route pattern, its parameters filled with samples), in
 * both languages; the catch-all pattern is left out.
 */
export function routeAddresses(): string[] {
  return [...new Set(routePages().map((page) => page.address))];
}

/**
 * The same addresses, each with the route pattern it fills; `samples` gives a pattern's parameters values
 * that only the database knows (a public profile's random id).
 */
export function routePages(
  samples: Record<string, Record<string, string>> = {},
): { pattern: string; address: string }[] {
  const paths: string[] = [];
  const walk = (entries: RouteEntry[], parent: string) => {
    for (const entry of entries) {
      const path = entry.path ? `${parent}/${entry.path}`.replace(/\/+/g, '/') : parent;
      if (entry.path !== undefined) paths.push(path);
      if (entry.children) walk(entry.children, path);
    }
  };
  walk(routes as RouteEntry[], '');
  const pages: { pattern: string; address: string }[] = [];
  for (const path of paths) {
    if (path.includes('*')) continue;
    for (const lang of ['', 'en']) {
      const filled = path
        .split('/')
        .map((segment) => {
          if (segment === ':lang?') return lang;
          if (!segment.startsWith(':')) return segment;
          const name = segment.slice(1).replace('?', '');
          return samples[path]?.[name] ?? SAMPLES_OF[path]?.[name] ?? SAMPLES[name] ?? '1';
        })
        .filter(Boolean)
        .join('/');
      pages.push({ pattern: path, address: `/${filled}` });
    }
  }
  return pages;
}
