import type { Route } from './+types/robots-txt';
import { robotsTxt } from './seo-documents.ts';
import { siteOrigin } from './site-origin.ts';

/** /robots.txt, written for the site's own address (the static file it replaces could not know it). */
export function loader({ request, context }: Route.LoaderArgs) {
  const { origin, cacheControl } = siteOrigin(request, context);
  return new Response(robotsTxt(origin), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': cacheControl },
  });
}
