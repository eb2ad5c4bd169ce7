import type { WebLoadContext } from '@forum/contract/web-context';

/**
 * The site's address as root.tsx derives it: the configured PUBLIC_URL, otherwise the request's own
 * origin (then the answer must not be kept by a shared cache: a forged Host header would poison it).
 */
export function siteOrigin(request: Request, context: unknown) {
  const publicUrl = (context as Partial<WebLoadContext> | undefined)?.publicUrl;
  const origin = (publicUrl ?? new URL(request.url).origin).replace(/\/+$/, '');
  const cacheControl = publicUrl ? 'public, max-age=3600, s-maxage=3600' : 'private, no-cache';
  return { origin, cacheControl };
}
