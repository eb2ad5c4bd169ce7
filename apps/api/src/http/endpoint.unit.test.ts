import multipart from '@fastify/multipart';
import Fastify, { type FastifyReply } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterEach, describe, expect, it } from 'vitest';
import type { Session } from '../auth/sessions.ts';
import { type ApiInstance, endpoint, fastifyPath, personalEndpoint, personalEndpoints, staffOf } from './endpoint.ts';
import { installErrorHandling } from './error-handler.ts';
import { installLocale } from './locale.ts';

// endpoint() registers a route from the table of endpoints (decision 048): its method, path and schemas,
// and who may call: its auth and a staff call's permission (decision 059). Here on a bare Fastify instance, in process, with the caller's session
// given by the test instead of the database.

let app: ApiInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

type Caller = 'none' | 'guest' | 'customer' | 'staff' | 'staffWithout';
function sessionOf(caller: Caller): Session | null {
  if (caller === 'none') return null;
  const type = caller === 'staffWithout' ? 'staff' : caller;
  const permissions = caller === 'staff' ? { 'orders.manage': true } : { 'orders.manage': false };
  return { id: 1, user: { id: 7, type, permissions }, expiresAt: new Date() } as unknown as Session;
}

async function appWith(register: (app: ApiInstance) => void | Promise<void>) {
  const instance = Fastify().withTypeProvider() as unknown as ApiInstance;
  app = instance;
  instance.setValidatorCompiler(validatorCompiler);
  instance.setSerializerCompiler(serializerCompiler);
  installLocale(instance);
  instance.decorateRequest('getSession', () => Promise.resolve(null));
  instance.addHook('onRequest', async (request) => {
    const session = sessionOf((request.headers['x-caller'] as Caller | undefined) ?? 'none');
    request.getSession = () => Promise.resolve(session);
  });
  await instance.register(async (api) => {
    installErrorHandling(api);
    await register(api as ApiInstance);
  });
  await instance.ready();
  return instance;
}

/** A customer's call, in English unless said. */
function customerCall(
  api: ApiInstance,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  options: { locale?: 'ar' | 'en'; payload?: Record<string, unknown> } = {},
) {
  const { locale = 'en', payload } = options;
  return api.inject({ method, url, headers: { 'x-caller': 'customer', 'locale-code': locale }, payload });
}

describe('endpoint()', () => {
  it('writes a path of the table as Fastify does', () => {
    expect(fastifyPath('/cart/{id}/quantity')).toBe('/cart/:id/quantity');
    expect(fastifyPath('/media/{type}/{id}')).toBe('/media/:type/:id');
    expect(fastifyPath('/cart')).toBe('/cart');
  });

  it("registers the entry's method and path, and validates by its schemas", async () => {
    const api = await appWith((api) =>
      endpoint(api, 'cart.setQuantity', { tags: ['cart'], summary: 'test' }, async (request) => {
        return { data: { quantity: request.body.quantity, id: request.params.id } } as never;
      }),
    );
    expect(api.hasRoute({ method: 'PUT', url: '/cart/:id/quantity' })).toBe(true);
    expect(api.hasRoute({ method: 'POST', url: '/cart/:id/quantity' })).toBe(false);
    const refused = await api.inject({
      method: 'PUT',
      url: '/cart/1/quantity',
      headers: { 'x-caller': 'guest' },
      payload: { quantity: 'many' },
    });
    expect(refused.statusCode).toBe(400);
  });

  it("checks the entry's auth before reading the body: 401 without a session, or for an account a guest", async () => {
    let handled = 0;
    const api = await appWith((api) => {
      const handler = async () => {
        handled += 1;
        return { data: null } as never;
      };
      endpoint(api, 'cart.setQuantity', { tags: ['cart'], summary: 'test' }, handler);
      endpoint(api, 'addresses.add', { tags: ['addresses'], summary: 'test' }, handler);
    });
    // a body that is not even JSON: who calls is answered before it is read
    const call = (caller: Caller, method: 'PUT' | 'POST', url: string) =>
      api.inject({
        method,
        url,
        headers: { 'x-caller': caller, 'content-type': 'application/json' },
        payload: '{"quantity":',
      });
    expect((await call('none', 'PUT', '/cart/1/quantity')).statusCode).toBe(401);
    expect((await call('guest', 'PUT', '/cart/1/quantity')).statusCode).toBe(400);
    expect((await call('none', 'POST', '/addresses')).statusCode).toBe(401);
    expect((await call('guest', 'POST', '/addresses')).statusCode).toBe(401);
    expect((await call('customer', 'POST', '/addresses')).statusCode).toBe(400);
    expect(handled).toBe(0);
  });

  it("checks a staff call's permission from the table before reading the body: 401 without an account, else 403", async () => {
    let handled = 0;
    const api = await appWith((api) =>
      endpoint(api, 'admin.moveOrder', { tags: ['staff'], summary: 'test' }, async (request, reply) => {
        handled += 1;
        return reply.send({ data: { by: staffOf(request).id } } as never);
      }),
    );
    // an empty body: a refusal never depends on what was sent
    const call = (caller: Caller) =>
      api.inject({
        method: 'POST',
        url: '/admin/orders/1/moves',
        headers: { 'x-caller': caller, 'locale-code': 'en' },
      });
    for (const caller of ['none', 'guest'] as const) {
      const answer = await call(caller);
      expect(answer.statusCode, caller).toBe(401);
      expect(answer.json().errors[0].key).toBe('error');
    }
    for (const caller of ['customer', 'staffWithout'] as const) {
      expect((await call(caller)).statusCode, caller).toBe(403);
    }
    expect(handled).toBe(0);
    // staff with the permission gets past the check to the body's validation
    expect((await call('staff')).statusCode).toBe(400);
  });

  it('leaves a multipart body to the route, which reads its parts (a transfer proof)', async () => {
    let received = '';
    const api = await appWith(async (api) => {
      await api.register(multipart);
      endpoint(api, 'orders.sendTransferProof', { tags: ['orders'], summary: 'test' }, async (request, reply) => {
        for await (const part of request.parts()) {
          if (part.type === 'file') received = `${part.fieldname}:${part.filename}:${await part.toBuffer()}`;
        }
        // no proof to answer here: an empty answer, outside the entry's 201
        return (reply as FastifyReply).code(204).send();
      });
    });
    const boundary = 'endpoint-test';
    const payload = [
      `--${boundary}`,
      'Content-Disposition: form-data; name="file"; filename="receipt.txt"',
      'Content-Type: text/plain',
      '',
      'paid',
      `--${boundary}--`,
      '',
    ].join('\r\n');
    const answer = await api.inject({
      method: 'POST',
      url: '/orders/3/transfer-proof',
      headers: { 'x-caller': 'customer', 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(answer.statusCode).toBe(204);
    expect(received).toBe('file:receipt.txt:paid');
  });

  it('lets a stream take the raw answer (the live stream)', async () => {
    const api = await appWith((api) =>
      endpoint(api, 'live.stream', { tags: ['notifications'], summary: 'test' }, async (request, reply) => {
        reply.hijack();
        reply.raw.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8' });
        reply.raw.end(`data: ${request.query.lastEventId ?? 'none'} ${request.locale}\n\n`);
      }),
    );
    const answer = await customerCall(api, 'GET', '/stream?lastEventId=12');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(answer.body).toBe('data: 12 en\n\n');
  });
});

describe('personalEndpoint()', () => {
  it('answers the data the handler returns for the caller, 200 and never kept by a shared cache', async () => {
    const api = await appWith((api) =>
      personalEndpoint(
        api,
        'wishlist.calendarFeed',
        { tags: ['wishlist'], summary: 'test' },
        async (request, session) => ({
          feed: { isActive: session?.user.type === 'customer', createdAt: null, url: request.locale },
        }),
      ),
    );
    const answer = await customerCall(api, 'GET', '/wishlist/calendar');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('private, no-store');
    expect(answer.json()).toEqual({ data: { feed: { isActive: true, createdAt: null, url: 'en' } } });
    // the entry's auth still answers first
    expect((await api.inject({ method: 'GET', url: '/wishlist/calendar' })).statusCode).toBe(401);
  });

  it("answers the entry's one success status: 201 for a creation", async () => {
    const api = await appWith((api) =>
      personalEndpoint(
        api,
        'specialOrders.create',
        { tags: ['after the order'], summary: 'test' },
        async (request) => ({
          specialOrder: {
            ...{ id: 4, item: request.body.item, details: null, quantity: request.body.quantity, attachment: null },
            ...{ status: 'requested', quote: null, note: null, createdAt: '2026-01-02T10:00:00.000Z' },
          },
        }),
      ),
    );
    const answer = await customerCall(api, 'POST', '/special-orders', {
      payload: { item: 'A projector lamp', quantity: 2 },
    });
    expect(answer.statusCode).toBe(201);
    expect(answer.headers['cache-control']).toBe('private, no-store');
    expect(answer.json().data.specialOrder).toMatchObject({ id: 4, item: 'A projector lamp', quantity: 2 });
  });

  it('refuses, at start, an entry of two success statuses: its route chooses with endpoint()', () => {
    const registering = appWith((api) =>
      personalEndpoint(api, 'workshops.register', { tags: ['workshops'], summary: 'test' }, async () => ({}) as never),
    );
    return expect(registering).rejects.toThrow('workshops.register answers 200 or 201');
  });
});

describe('personalEndpoints()', () => {
  it('registers each entry as its personalEndpoint, in the order written, with its summary and handler', async () => {
    const registered: string[] = [];
    const api = await appWith((api) => {
      api.addHook('onRoute', (route) => {
        // Fastify's own HEAD of a GET left aside
        if (route.method !== 'HEAD')
          registered.push(`${route.method} ${route.url}: ${route.schema?.summary} [${route.schema?.tags}]`);
      });
      const feed = (url: string) => ({ feed: { isActive: true, createdAt: null, url } });
      personalEndpoints(api, ['wishlist'], {
        'wishlist.revokeCalendarFeed': ['Revoke', async () => feed('revoked')],
        'wishlist.calendarFeed': ['Read', async (request) => feed(request.locale)],
      });
    });
    expect(registered).toEqual([
      'DELETE /wishlist/calendar: Revoke [wishlist]',
      'GET /wishlist/calendar: Read [wishlist]',
    ]);
    const read = await customerCall(api, 'GET', '/wishlist/calendar', { locale: 'ar' });
    expect(read.headers['cache-control']).toBe('private, no-store');
    expect(read.json()).toEqual({ data: { feed: { isActive: true, createdAt: null, url: 'ar' } } });
    expect((await customerCall(api, 'DELETE', '/wishlist/calendar')).json().data.feed.url).toBe('revoked');
  });
});

// Typecheck fixtures (npm run typecheck): the handler is typed by the table's entry, never by hand.
export function typedByTheTable(api: ApiInstance) {
  endpoint(api, 'cart.add', { tags: ['cart'], summary: 'fixture' }, async (request) => {
    const { id, quantity } = request.body;
    // @ts-expect-error: cart.add's body has no field `productId`
    const productId: unknown = request.body.productId;
    // @ts-expect-error: cart.add's path has no params
    const line: unknown = request.params.id;
    return { data: { id, quantity, productId, line } } as never;
  });
  endpoint(api, 'cart.setQuantity', { tags: ['cart'], summary: 'fixture' }, async (request) => {
    const quantity: number = request.body.quantity;
    // @ts-expect-error: the path's id is a number, not a string
    const id: string = request.params.id;
    return { data: { quantity, id } } as never;
  });
  // @ts-expect-error: no such endpoint in the table
  endpoint(api, 'cart.nothing', { tags: ['cart'], summary: 'fixture' }, async () => ({ data: null }));
  // @ts-expect-error: the path is the table's, not the route's
  endpoint(api, 'settings.get', { tags: ['site'], summary: 'fixture', url: '/elsewhere' }, async () => ({}) as never);
  // @ts-expect-error: the answer's isActive is a boolean
  personalEndpoint(api, 'wishlist.calendarFeed', { tags: ['wishlist'], summary: 'fixture' }, async () => ({
    feed: { isActive: 'yes', createdAt: null, url: null },
  }));
  personalEndpoint(api, 'wishlist.calendarFeed', { tags: ['wishlist'], summary: 'fixture' }, async (request) => {
    // @ts-expect-error: wishlist.calendarFeed's path has no params
    const line: unknown = request.params.id;
    return { feed: { isActive: Boolean(line), createdAt: null, url: null } };
  });
  // @ts-expect-error: the handler returns the data, not its { data } envelope
  personalEndpoint(api, 'wishlist.calendarFeed', { tags: ['wishlist'], summary: 'fixture' }, async () => ({
    data: { feed: { isActive: true, createdAt: null, url: null } },
  }));
  personalEndpoints(api, ['wishlist'], {
    // @ts-expect-error: an entry's handler is typed by its own name: the answer's isActive is a boolean
    'wishlist.calendarFeed': ['fixture', async () => ({ feed: { isActive: 'yes', createdAt: null, url: null } })],
    'wishlist.revokeCalendarFeed': [
      'fixture',
      async (request) => {
        // @ts-expect-error: wishlist.revokeCalendarFeed's path has no params
        const line: unknown = request.params.id;
        return { feed: { isActive: Boolean(line), createdAt: null, url: null } };
      },
    ],
  });
  // @ts-expect-error: no such endpoint in the table
  personalEndpoints(api, ['wishlist'], { 'wishlist.nothing': ['fixture', async () => ({})] });
}
