import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { SESSION_COOKIE, XSRF_COOKIE } from '@forum/contract/cookies';
import { cspSourceOf, defaultMapSettings, type MapSettings } from '@forum/contract/maps';
import { PUBLIC_PAGE_CACHE_CONTROL, type WebLoadContext } from '@forum/contract/web-context';
import { createReadableStreamFromReadable } from '@react-router/node';
import type { FastifyInstance, FastifyReply, FastifyRequest, InjectOptions } from 'fastify';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { mapSettingsOf, type SettingsService } from '../settings/settings-service.ts';
import { matchesEtag, type PublicPage, type PublicPageCache, publicPageOf } from './page-cache.ts';
import { refusedPageRequest, refusePageMethods } from './page-methods.ts';

/** Requests carrying only these cookies may get a kept guest page: public pages never read them (decision 006). */
const COOKIES_PUBLIC_PAGES_IGNORE = new Set<string>([SESSION_COOKIE, XSRF_COOKIE]);

type Rendered =
  | { kind: 'stream'; response: Response; cookies: string[] }
  | {
      kind: 'html';
      status: number;
      headers: Record<string, string>;
      cookies: string[];
      body: Buffer;
      /** A loader read the visitor's session, or the page says it is personal: never kept, never shared. */
      personal: boolean;
    };

/** Serves every path that is neither /api nor a static file with the server-rendered React Router app. */
export async function registerWebApp(
  app: FastifyInstance,
  options: {
    build: ServerBuild;
    secure: boolean;
    publicUrl: string | undefined;
    settings: SettingsService;
    pages: PublicPageCache;
  },
) {
  const handle = createRequestHandler(options.build, 'production');
  const { pages } = options;

  async function render(request: Request, remoteAddress: string): Promise<Rendered> {
    let personal = false;
    const context: WebLoadContext = {
      apiFetch: createInjectFetch(app, remoteAddress),
      publicUrl: options.publicUrl,
      markPersonal: () => {
        personal = true;
      },
    };
    const response = await handle(request, context);
    const cookies = response.headers.getSetCookie();
    if (!(response.headers.get('content-type') ?? '').startsWith('text/html')) {
      return { kind: 'stream', response, cookies };
    }
    // the whole page first: its inline scripts are named by their hashes in the policy sent before it
    const body = Buffer.from(await response.arrayBuffer());
    const headers: Record<string, string> = {};
    for (const [name, value] of response.headers) {
      if (name !== 'set-cookie' && name !== 'content-length') headers[name] = value;
    }
    // settings that cannot be read (the database is down: an error page) leave the default hosts
    const stored = await options.settings.get().catch(() => null);
    headers['content-security-policy'] = contentSecurityPolicy(
      scriptHashesOf(body),
      stored ? mapSettingsOf(stored) : defaultMapSettings,
    );
    if (options.secure) headers['strict-transport-security'] = 'max-age=31536000; includeSubDomains';
    // a route that says no-store is personal (the account, the cart, a page carrying a one-time message)
    personal ||= /no-store/i.test(headers['cache-control'] ?? '');
    return { kind: 'html', status: response.status, headers, cookies, body, personal };
  }

  // what a guest gets may be kept: a page of 200 without a cookie set, that no loader made personal
  async function keepable(rendered: Rendered): Promise<PublicPage | null> {
    if (rendered.kind !== 'html' || rendered.status !== 200 || rendered.cookies.length > 0 || rendered.personal) {
      return null;
    }
    const headers = {
      ...rendered.headers,
      'cache-control': publicCacheControl(options.publicUrl),
      vary: 'Accept-Encoding',
    };
    return publicPageOf({ status: rendered.status, headers, body: rendered.body, now: Date.now() });
  }

  // a kept page gone stale is served once more while a guest's request for it is rendered again
  function refresh(key: string, url: URL, userAgent: string | undefined) {
    void pages
      .render(key, async () => {
        const request = new Request(url, {
          headers: { accept: 'text/html', ...(userAgent ? { 'user-agent': userAgent } : {}) },
        });
        return keepable(await render(request, '127.0.0.1'));
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'refreshing a kept page failed'));
  }

  await app.register(async (scope) => {
    // React Router reads form bodies itself: keep them unread instead of parsing JSON here
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    // what a page does not take gets the site's error page before any page code runs (decision 033)
    refusePageMethods(scope, options.build);

    scope.all('/*', async (request, reply) => {
      // HEAD is answered as GET (RFC 9110 9.3.2): the same kept page and headers, ETag and all; Fastify sends no body
      const shared =
        (request.method === 'GET' || request.method === 'HEAD') && onlyIgnoredCookies(request.headers.cookie);
      // one address, one page for every guest: the configured address names it, or the request's host without one
      const key = `${options.publicUrl ? '' : `${request.protocol}://${request.host}`}${request.url}`;
      if (shared) {
        const kept = pages.get(key);
        if (kept) {
          if (kept.stale)
            refresh(key, new URL(request.url, `${request.protocol}://${request.host}`), request.headers['user-agent']);
          return sendPublicPage(request, reply, kept.page);
        }
      }
      let own: Rendered | undefined;
      const renderOwn = async () => {
        own = await render(toWebRequest(request, reply), request.ip);
        return own;
      };
      if (shared) {
        const page = await pages.render(key, async () => keepable(await renderOwn()));
        if (page) return sendPublicPage(request, reply, page);
      }
      const rendered = own ?? (await renderOwn());
      return sendRendered(reply, rendered);
    });
  });
}

/** The shared caches' policy for a public page (decision 031); without a configured address, the browser's only. */
export function publicCacheControl(publicUrl: string | undefined): string {
  return publicUrl ? PUBLIC_PAGE_CACHE_CONTROL : 'private, no-cache';
}

function onlyIgnoredCookies(header: string | undefined): boolean {
  if (!header) return true;
  return header.split(';').every((part) => {
    const name = part.split('=')[0]?.trim() ?? '';
    return name === '' || COOKIES_PUBLIC_PAGES_IGNORE.has(name);
  });
}

function sendPublicPage(request: FastifyRequest, reply: FastifyReply, page: PublicPage) {
  reply.code(page.status);
  reply.headers(page.headers);
  reply.header('etag', page.etag);
  if (matchesEtag(request.headers['if-none-match'], page.etag)) {
    reply.removeHeader('content-security-policy');
    return reply.code(304).send();
  }
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) {
    reply.header('content-encoding', 'br');
    return reply.send(page.brotli);
  }
  if (/\bgzip\b/.test(accepted)) {
    reply.header('content-encoding', 'gzip');
    return reply.send(page.gzip);
  }
  return reply.send(page.body);
}

function sendRendered(reply: FastifyReply, rendered: Rendered) {
  if (rendered.kind === 'stream') {
    const { response } = rendered;
    reply.code(response.status);
    for (const [name, value] of response.headers) {
      if (name !== 'set-cookie') reply.header(name, value);
    }
    if (rendered.cookies.length) reply.header('set-cookie', rendered.cookies);
    // an error or maintenance page must not outlive its cause in a shared cache
    if (response.status >= 400) reply.header('cache-control', 'no-store');
    if (!response.body) return reply.send();
    return reply.send(Readable.fromWeb(response.body as import('node:stream/web').ReadableStream));
  }
  reply.code(rendered.status);
  reply.headers(rendered.headers);
  if (rendered.cookies.length) reply.header('set-cookie', rendered.cookies);
  // a page made for one visitor, or one that sets a cookie, is theirs alone; an error page outlives nothing
  if (rendered.personal || rendered.cookies.length) reply.header('cache-control', 'private, no-store');
  if (rendered.status >= 400) reply.header('cache-control', 'no-store');
  return reply.send(rendered.body);
}

/** The hashes of the page's inline scripts (React Router's data and start-up): the only inline code it may run. */
export function scriptHashesOf(html: Buffer): string[] {
  const hashes = new Set<string>();
  for (const match of html.toString('utf8').matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\ssrc\s*=/i.test(match[1] ?? '')) continue;
    hashes.add(
      `'sha256-${createHash('sha256')
        .update(match[2] ?? '', 'utf8')
        .digest('base64')}'`,
    );
  }
  return [...hashes];
}

// the map's tiles and address search are the only outside hosts a page may reach (settings: maps)
function contentSecurityPolicy(scriptHashes: string[], maps: MapSettings): string {
  const sources = (...urls: string[]) => ['', ...urls.map(cspSourceOf).filter((source) => source !== null)].join(' ');
  return [
    "default-src 'self'",
    ['script-src', "'self'", ...scriptHashes].join(' '),
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${sources(maps.tileUrl)}`,
    "font-src 'self'",
    `connect-src 'self'${sources(maps.geocoderUrl)}`,
    "frame-src 'self' https://www.openstreetmap.org",
    "frame-ancestors 'self'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

function toWebRequest(request: FastifyRequest, reply: FastifyReply): Request {
  const refused = refusedPageRequest(request);
  if (refused) return refused;
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  const controller = new AbortController();
  reply.raw.on('close', () => controller.abort());
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, value);
  }
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  return new Request(url, {
    // a HEAD is rendered as its GET, so its headers (the ETag of the body) are the GET's; the body is dropped
    method: request.method === 'HEAD' ? 'GET' : request.method,
    headers,
    signal: controller.signal,
    ...(hasBody ? { body: createReadableStreamFromReadable(request.raw), duplex: 'half' } : {}),
  } as RequestInit);
}

/** The API in-process, on behalf of the visitor's address (rate limits and logs see the visitor). */
function createInjectFetch(app: FastifyInstance, remoteAddress: string): WebLoadContext['apiFetch'] {
  return async (url, init = {}) => {
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((value, name) => {
      headers[name] = value;
    });
    let payload: string | Buffer | undefined;
    if (typeof init.body === 'string') payload = init.body;
    else if (init.body) {
      // a form's file (multipart) passed on by a route action: encoded as fetch would send it
      const encoded = new Response(init.body);
      payload = Buffer.from(await encoded.arrayBuffer());
      const type = encoded.headers.get('content-type');
      if (type) headers['content-type'] = type;
    }
    const answer = await app.inject({
      method: (init.method ?? 'GET') as InjectOptions['method'],
      url,
      headers,
      remoteAddress,
      ...(payload !== undefined ? { payload } : {}),
    });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (Array.isArray(value)) for (const item of value) responseHeaders.append(name, item);
      else if (value !== undefined) responseHeaders.set(name, String(value));
    }
    return new Response(answer.statusCode === 204 ? null : answer.rawPayload, {
      status: answer.statusCode,
      headers: responseHeaders,
    });
  };
}
