import routes from '../../apps/web/app/routes.ts';

type RouteEntry = { path?: string; children?: RouteEntry[] };

/** Sample values for the route table's parameters: each names something the demo data holds. */
const SAMPLES: Record<string, string> = { type: 'customer', id: '1', userId: '1', slug: 'about-us' };

/**
 * Every page address of the route table (one per route pattern, its parameters filled with samples), in
 * both languages; the catch-all pattern is left out.
 */
export function routeAddresses(): string[] {
  const paths: string[] = [];
  const walk = (entries: RouteEntry[], parent: string) => {
    for (const entry of entries) {
      const path = entry.path ? `${parent}/${entry.path}`.replace(/\/+/g, '/') : parent;
      if (entry.path !== undefined) paths.push(path);
      if (entry.children) walk(entry.children, path);
    }
  };
  walk(routes as RouteEntry[], '');
  const addresses = new Set<string>();
  for (const path of paths) {
    if (path.includes('*')) continue;
    for (const lang of ['', 'en']) {
      const filled = path
        .split('/')
        .map((segment) => {
          if (segment === ':lang?') return lang;
          if (segment.startsWith(':')) return SAMPLES[segment.slice(1).replace('?', '')] ?? '1';
          return segment;
        })
        .filter(Boolean)
        .join('/');
      addresses.add(`/${filled}`);
    }
  }
  return [...addresses];
}
