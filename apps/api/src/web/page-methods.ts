import type { FastifyInstance, FastifyRequest } from 'fastify';
import { matchRoutes, type RouteObject, type ServerBuild } from 'react-router';
import { isDefinedMethod } from '../http/methods.ts';

/** Why a request for a page is refused before the page's code runs (decision 033). */
export type PageRefusal = { status: 405 | 403 | 501; allow: string };

const refusals = new WeakMap<FastifyRequest, PageRefusal>();

/** Tells, by the site's routes, whether a page's address has an action (a form posted to it). */
export function pageActionsOf(build: ServerBuild): (pathname: string) => boolean {
  const manifest = build.routes;
  const tree = (parentId: string | undefined): RouteObject[] =>
    Object.values(manifest)
      .filter((route) => route?.parentId === parentId)
      .map((route) => {
        const id = route?.id ?? '';
        return route?.index
          ? ({ id, index: true, path: route.path } as RouteObject)
          : ({ id, path: route?.path, caseSensitive: route?.caseSensitive, children: tree(id) } as RouteObject);
      });
  const routes = tree(undefined);
  return (pathname) => {
    const matches = matchRoutes(routes, pathname) ?? [];
    const last = matches[matches.length - 1];
    return Boolean(last && manifest[last.route.id ?? '']?.module.action);
  };
}

/**
 * A page takes GET and HEAD, and POST (PUT, PATCH and DELETE too, as React Router does) where it has
 * an action; from another site, a form may not post at all (React Router's own origin check, done
 * first so that it is answered as a page and not logged as a fault). Anything else is answered with
 * the site's error page: 405 and `Allow`, 501 for a method HTTP does not define, 403 across sites.
 */
export function pageRefusalOf(
  request: { method: string; url: string; headers: Record<string, string | string[] | undefined> },
  origin: string,
  hasAction: (pathname: string) => boolean,
): PageRefusal | null {
  const method = request.method.toUpperCase();
  if (method === 'GET' || method === 'HEAD') return null;
  const url = new URL(request.url, origin);
  const action = hasAction(pagePathOf(url.pathname));
  const allow = action ? 'GET, HEAD, POST' : 'GET, HEAD';
  if (!isDefinedMethod(method)) return { status: 501, allow };
  if (!action || !['POST', 'PUT', 'PATCH', 'DELETE'].includes(method)) return { status: 405, allow };
  const header = request.headers.origin;
  const from = Array.isArray(header) ? header[0] : header;
  if (from !== undefined && !isSameOrigin(from, url)) return { status: 403, allow };
  return null;
}

/**
 * The page a request is for: React Router's scripts post a form to the page's address with `.data`
 * after it (`/en/cart.data`, and `/_root.data` for the home page), its single-fetch request.
 */
export function pagePathOf(pathname: string): string {
  if (!pathname.endsWith('.data')) return pathname;
  const page = pathname.slice(0, -'.data'.length);
  return page === '/_root' ? '/' : page;
}

function isSameOrigin(origin: string, url: URL): boolean {
  try {
    return new URL(origin).origin === url.origin;
  } catch {
    return false;
  }
}

/**
 * Refuses, in the pages' scope, what a page does not take: the request goes on to React Router as an
 * OPTIONS without body, which it answers with the site's error page (405) before any loader or
 * action runs, and the answer takes the refusal's status and `Allow`.
 */
export function refusePageMethods(scope: FastifyInstance, build: ServerBuild) {
  const hasAction = pageActionsOf(build);
  scope.addHook('onRequest', async (request) => {
    const refusal = pageRefusalOf(request, `${request.protocol}://${request.host}`, hasAction);
    if (!refusal) return;
    refusals.set(request, refusal);
    request.log.info({ method: request.method, status: refusal.status }, 'page method refused');
  });
  scope.addHook('onSend', async (request, reply, payload) => {
    const refusal = refusals.get(request);
    if (refusal) reply.code(refusal.status).header('allow', refusal.allow).header('cache-control', 'no-store');
    return payload;
  });
}

/** The request React Router sees for a refused one: OPTIONS, the page's language and cookies, no body. */
export function refusedPageRequest(request: FastifyRequest): Request | null {
  if (!refusals.has(request)) return null;
  const headers = new Headers();
  for (const name of ['accept', 'accept-language', 'cookie', 'user-agent']) {
    const value = request.headers[name];
    if (typeof value === 'string') headers.set(name, value);
  }
  return new Request(new URL(request.url, `${request.protocol}://${request.host}`), { method: 'OPTIONS', headers });
}
