import { METHODS } from 'node:http';
import { endpointPaths } from '@forum/contract/endpoint-paths';
import type { FastifyInstance } from 'fastify';

/**
 * The methods HTTP itself defines (RFC 9110): a request with any other (QUERY, PROPFIND, a made-up
 * word) is one this server does not implement and is answered 501; a defined method that a path does
 * not take is answered 405 with `Allow` (decision 033).
 */
const DEFINED_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'TRACE', 'CONNECT']);

export function isDefinedMethod(method: string): boolean {
  return DEFINED_METHODS.has(method.toUpperCase());
}

// each endpoint's path as a pattern: a `{name}` is one segment
const routes = Object.values(endpointPaths).map((route) => {
  const space = route.indexOf(' ');
  const path = route.slice(space + 1);
  const pattern = path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]+\\?\}/g, '[^/]+');
  return { method: route.slice(0, space), pattern: new RegExp(`^/api${pattern}/?$`) };
});

/**
 * The methods the API takes at a URL, from the table of endpoints (HEAD wherever GET is), in the
 * order of `Allow`; empty when no endpoint has this path.
 */
export function allowedApiMethods(url: string): string[] {
  const mark = url.indexOf('?');
  const path = mark === -1 ? url : url.slice(0, mark);
  const methods = new Set<string>();
  for (const route of routes) if (route.pattern.test(path)) methods.add(route.method);
  if (methods.has('GET')) methods.add('HEAD');
  return ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'].filter((method) => methods.has(method));
}

/**
 * Routes every method Node reads (PROPFIND, MKCOL …) like the ones Fastify knows, so that the API's
 * catch-all and the site's pages answer them (501) instead of a bare 404 or a 400. CONNECT never reaches a
 * route: Node hands its socket over. Called before any route is registered.
 */
export function routeEveryMethod(app: FastifyInstance) {
  const known = new Set(app.supportedMethods);
  for (const method of METHODS) if (method !== 'CONNECT' && !known.has(method)) app.addHttpMethod(method);
  // QUERY is none of this server's methods: its body is never read (Fastify would demand a content type first)
  app.addHttpMethod('QUERY', { hasBody: false, overrideExisting: true });
}
