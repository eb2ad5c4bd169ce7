import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startTestApp, type TestApp } from '../test/test-app.ts';

// A PUT route of the test's own, to prove the override mechanism that every real PUT route relies on
const echoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/test/echo/:id',
    {
      schema: {
        params: z.object({ id: z.coerce.number().int() }),
        body: z.object({ quantity: z.number().int().min(1) }),
      },
    },
    async (request) => ({ data: { id: request.params.id, quantity: request.body.quantity, method: request.method } }),
  );
};

let api: TestApp;
beforeAll(async () => {
  api = await startTestApp({ extraApiRoutes: echoRoutes });
});
afterAll(async () => {
  await api?.close();
});

describe('the envelope and its language', () => {
  it('answers settings and the forum dates with location and coordinates inside data', async () => {
    const { status, json } = await api.call('GET', '/api/settings');
    expect(status).toBe(200);
    expect(json.data.settings.currency).toBe('SAR');
    expect(json.data.settings.vatRate).toBe(0.15);
    expect(Date.parse(json.data.forumDates.startDate)).toBeLessThan(Date.parse(json.data.forumDates.endDate));
    expect(json.data.forumDates.location.address).toEqual(expect.any(String));
    expect(json.data.forumDates.location.coordinates).toEqual({ lat: expect.any(Number), lng: expect.any(Number) });
  });

  it('localizes content and messages by LOCALE-CODE, Arabic by default', async () => {
    const arabic = await api.call('GET', '/api/settings', { locale: 'ar' });
    const english = await api.call('GET', '/api/settings', { locale: 'en' });
    const unspecified = (await fetch(`${api.baseUrl}/api/settings`).then((response) => response.json())) as {
      data: { settings: { name: string } };
    };
    expect(arabic.json.data.settings.name).toMatch(/[\u0600-\u06FF]/);
    expect(english.json.data.settings.name).not.toMatch(/[\u0600-\u06FF]/);
    expect(unspecified.data.settings.name).toBe(arabic.json.data.settings.name);
  });

  it('answers an unknown API path with 404 in the envelope, in both languages', async () => {
    const english = await api.call('GET', '/api/no-such-thing', { locale: 'en' });
    const arabic = await api.call('GET', '/api/no-such-thing', { locale: 'ar' });
    expect(english.status).toBe(404);
    expect(english.json).toEqual({ errors: [{ key: 'error', value: 'There is no such address in the API' }] });
    expect(arabic.json).toEqual({ errors: [{ key: 'error', value: 'لا يوجد هذا العنوان في الواجهة البرمجية' }] });
  });

  it('accepts the OS header and answers without it too', async () => {
    const withHeader = await api.call('GET', '/api/products?perPage=1', { headers: { OS: 'wui' } });
    const withoutHeader = await fetch(`${api.baseUrl}/api/products?perPage=1`);
    expect(withHeader.status).toBe(200);
    expect(withoutHeader.status).toBe(200);
  });
});

describe('bad input', () => {
  it('names each wrong query field with a localized message and never answers 500', async () => {
    const { status, json } = await api.call('GET', '/api/products?perPage=500&sort=cheapest&page=abc');
    expect(status).toBe(400);
    expect(json.errors).toEqual(
      expect.arrayContaining([
        { key: 'perPage', value: 'Enter a value of at most 50' },
        { key: 'sort', value: 'Choose one of the allowed values' },
        { key: 'page', value: 'Enter a number' },
      ]),
    );
    const arabic = await api.call('GET', '/api/products?perPage=500', { locale: 'ar' });
    expect(arabic.json.errors).toEqual([{ key: 'perPage', value: 'أدخل قيمة لا تزيد على 50' }]);
  });

  it('refuses a price range whose maximum is below its minimum', async () => {
    const { status, json } = await api.call('GET', '/api/products?priceMin=500&priceMax=100');
    expect(status).toBe(400);
    expect(json.errors).toEqual([
      { key: 'priceMax', value: 'The maximum price must not be less than the minimum price' },
    ]);
  });

  it('answers a body that is not JSON with 400 and a field error', async () => {
    const { status, json } = await api.call('PUT', '/api/test/echo/1', { body: '{"quantity": ' });
    expect(status).toBe(400);
    expect(json.errors).toEqual([{ key: 'body', value: 'The request body is not valid JSON' }]);
  });

  it('says which body field is missing or wrong', async () => {
    const missing = await api.call('PUT', '/api/test/echo/1', { body: {} });
    expect(missing.status).toBe(400);
    expect(missing.json.errors).toEqual([{ key: 'quantity', value: 'This field is required' }]);
    const tooSmall = await api.call('PUT', '/api/test/echo/1', { body: { quantity: 0 }, locale: 'ar' });
    expect(tooSmall.json.errors).toEqual([{ key: 'quantity', value: 'أدخل قيمة لا تقل عن 1' }]);
  });
});

describe('PUT sent as POST', () => {
  it('treats a POST with _method PUT in the body as the PUT it names', async () => {
    const { status, json } = await api.call('POST', '/api/test/echo/7', { body: { _method: 'PUT', quantity: 3 } });
    expect(status).toBe(200);
    expect(json.data).toEqual({ id: 7, quantity: 3, method: 'PUT' });
  });

  it('treats a POST with X-HTTP-Method-Override: PUT as PUT', async () => {
    const { status, json } = await api.call('POST', '/api/test/echo/8', {
      body: { quantity: 2 },
      headers: { 'X-HTTP-Method-Override': 'PUT' },
    });
    expect(status).toBe(200);
    expect(json.data.method).toBe('PUT');
  });

  it('validates the replayed PUT like any other', async () => {
    const { status, json } = await api.call('POST', '/api/test/echo/8', { body: { _method: 'PUT', quantity: -1 } });
    expect(status).toBe(400);
    expect(json.errors[0].key).toBe('quantity');
  });

  it('does not turn a plain POST into a PUT', async () => {
    const { status } = await api.call('POST', '/api/test/echo/9', { body: { quantity: 2 } });
    expect(status).toBe(404);
  });
});

describe('guest sessions and the XSRF pair', () => {
  it('starts a guest session with an access token and a guest record', async () => {
    const { status, json, headers } = await api.call('POST', '/api/login/guests');
    expect(status).toBe(200);
    expect(json.data.authorization.accessToken).toMatch(/^[\w-]{40,}$/);
    expect(json.data.authorization.tokenType).toBe('Bearer');
    expect(json.data.record).toMatchObject({ userType: 'guest', currency: 'SAR', group: { permissions: {} } });
    const cookies = headers.getSetCookie();
    expect(cookies.find((cookie) => cookie.startsWith('forum_session='))).toMatch(/HttpOnly/i);
    const xsrf = cookies.find((cookie) => cookie.startsWith('XSRF-TOKEN='));
    expect(xsrf).toBeDefined();
    expect(xsrf).not.toMatch(/HttpOnly/i);
  });

  it('refuses a state-changing call made with the session cookie but without the XSRF header', async () => {
    const login = await api.call('POST', '/api/login/guests');
    const cookies = login.headers.getSetCookie().map((cookie) => cookie.split(';')[0]);
    const sessionCookie = cookies.join('; ');
    const xsrf = decodeURIComponent(
      cookies.find((cookie) => cookie?.startsWith('XSRF-TOKEN='))?.slice('XSRF-TOKEN='.length) ?? '',
    );

    const withoutHeader = await api.call('PUT', '/api/test/echo/1', {
      body: { quantity: 1 },
      headers: { cookie: sessionCookie },
    });
    expect(withoutHeader.status).toBe(403);
    expect(withoutHeader.json.errors[0].value).toBe('Your session check failed; reload the page and try again');

    const wrongHeader = await api.call('PUT', '/api/test/echo/1', {
      body: { quantity: 1 },
      headers: { cookie: sessionCookie, 'X-XSRF-TOKEN': `${xsrf}x` },
    });
    expect(wrongHeader.status).toBe(403);

    const withHeader = await api.call('PUT', '/api/test/echo/1', {
      body: { quantity: 1 },
      headers: { cookie: sessionCookie, 'X-XSRF-TOKEN': xsrf },
    });
    expect(withHeader.status).toBe(200);

    const reading = await api.call('GET', '/api/products?perPage=1', { headers: { cookie: sessionCookie } });
    expect(reading.status).toBe(200);
  });

  it('needs no XSRF header with a Bearer token, which pages cannot send by themselves', async () => {
    const login = await api.call('POST', '/api/login/guests');
    const token = login.json.data.authorization.accessToken as string;
    const { status } = await api.call('PUT', '/api/test/echo/1', {
      body: { quantity: 1 },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(status).toBe(200);
  });
});

describe('maintenance', () => {
  it('answers 503 in the envelope everywhere but the health check, and recovers', async () => {
    await api.settings.set('maintenance', true);
    try {
      const settings = await api.call('GET', '/api/settings', { locale: 'en' });
      expect(settings.status).toBe(503);
      expect(settings.json).toEqual({ errors: [{ key: 'error', value: "We'll be back soon…" }] });
      const arabic = await api.call('GET', '/api/products', { locale: 'ar' });
      expect(arabic.status).toBe(503);
      expect(arabic.json.errors[0].value).toBe('سنعود قريبًا…');
      // the way in stays open for the staff (decision 066): a guest session, then a login only a staff account passes
      expect((await api.call('POST', '/api/login/guests')).status).toBe(200);
      expect((await api.call('GET', '/api/conference')).status).toBe(503);
      expect((await api.call('GET', '/health')).status).toBe(200);
      expect((await api.call('GET', '/api/health')).status).toBe(200);
    } finally {
      await api.settings.set('maintenance', false);
    }
    expect((await api.call('GET', '/api/settings')).status).toBe(200);
  });
});

describe('health and documentation', () => {
  it('reports the process and the database', async () => {
    const { status, json } = await api.call('GET', '/health');
    expect(status).toBe(200);
    expect(json).toMatchObject({ data: { status: 'ok', database: true } });
  });

  it('describes the API as OpenAPI generated from the contract, browsable at /api/docs', async () => {
    const spec = await api.call('GET', '/api/docs/json');
    expect(spec.status).toBe(200);
    expect(spec.json.openapi).toMatch(/^3\./);
    expect(Object.keys(spec.json.paths)).toEqual(
      expect.arrayContaining(['/api/settings', '/api/login/guests', '/api/products', '/api/health']),
    );
    const productParameters = spec.json.paths['/api/products'].get.parameters.map((p: { name: string }) => p.name);
    expect(productParameters).toEqual(expect.arrayContaining(['page', 'perPage', 'sort', 'brands']));
    const page = await fetch(`${api.baseUrl}/api/docs`, { redirect: 'follow' });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('swagger');
  });
});

describe('rate limits', () => {
  it('stops a flood of guest logins from one address with a localized 429', async () => {
    let last = await api.call('POST', '/api/login/guests', { locale: 'ar' });
    for (let attempt = 0; attempt < 70 && last.status !== 429; attempt += 1) {
      last = await api.call('POST', '/api/login/guests', { locale: 'ar' });
    }
    expect(last.status).toBe(429);
    // the wait in words (decision 034): seconds under a minute, else minutes
    expect(last.json.errors[0].value).toMatch(
      /^طلبات كثيرة؛ حاول مرة أخرى بعد (ثانية|ثانيتين|\d+ ثوانٍ|\d+ ثانية|دقيقة|دقيقتين|\d+ دقائق|\d+ دقيقة)$/,
    );
    expect(Number(last.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
