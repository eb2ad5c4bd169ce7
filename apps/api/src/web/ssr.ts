import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { cspSourceOf, defaultMapSettings, type MapSettings } from '@forum/contract/maps';
import type { WebLoadContext } from '@forum/contract/web-context';
import { createReadableStreamFromReadable } from '@react-router/node';
import type { FastifyInstance, FastifyReply, FastifyRequest, InjectOptions } from 'fastify';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { mapSettingsOf, type SettingsService } from '../settings/settings-service.ts';
import { refusedPageRequest, refusePageMethods } from './page-methods.ts';

/** Serves every path that is neither /api nor a static file with the server-rendered React Router app. */
export async function registerWebApp(
  app: FastifyInstance,
  options: { build: ServerBuild; secure: boolean; publicUrl: string | undefined; settings: SettingsService },
) {
  const handle = createRequestHandler(options.build, 'production');

  await app.register(async (scope) => {
    // React Router reads form bodies itself: keep them unread instead of parsing JSON here
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    // what a page does not take gets the site's error page before any page code runs (decision 033)
    refusePageMethods(scope, options.build);

    scope.all('/*', async (request, reply) => {
      const context: WebLoadContext = {
        apiFetch: createInjectFetch(app, request.ip),
        cspNonce: randomBytes(16).toString('base64'),
        publicUrl: options.publicUrl,
      };
      const response = await handle(toWebRequest(request, reply), context);
      reply.code(response.status);
      for (const [name, value] of response.headers) {
        if (name !== 'set-cookie') reply.header(name, value);
      }
      const cookies = response.headers.getSetCookie();
      if (cookies.length) reply.header('set-cookie', cookies);
      // an error or maintenance page must not outlive its cause in a shared cache
      if (response.status >= 400) reply.header('cache-control', 'no-store');
      if ((response.headers.get('content-type') ?? '').startsWith('text/html')) {
        // settings that cannot be read (the database is down: an error page) leave the default hosts
        const stored = await options.settings.get().catch(() => null);
        const maps = stored ? mapSettingsOf(stored) : defaultMapSettings;
        reply.header('content-security-policy', contentSecurityPolicy(context.cspNonce, maps));
        if (options.secure) reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
      }
      if (!response.body) return reply.send();
      return reply.send(Readable.fromWeb(response.body as import('node:stream/web').ReadableStream));
    });
  });
}

// the map's tiles and address search are the only outside hosts a page may reach (settings: maps)
function contentSecurityPolicy(nonce: string, maps: MapSettings): string {
  const sources = (...urls: string[]) => ['', ...urls.map(cspSourceOf).filter((source) => source !== null)].join(' ');
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`,
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
    method: request.method,
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
