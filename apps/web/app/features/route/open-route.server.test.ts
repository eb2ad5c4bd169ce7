import { describe, expect, it } from 'vitest';
import { failureStatus } from '~/api/server-api.ts';
import { openRoute } from './open-route.server.ts';

type Thrown = { status?: number; init?: { status?: number }; headers?: Headers };

function argsFor(path: string, answer: { status: number; body: unknown }) {
  const apiFetch = async () =>
    new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  return { request: new Request(`http://forum.test${path}`), context: { apiFetch } };
}

async function thrownBy(work: () => unknown): Promise<Thrown> {
  try {
    await work();
  } catch (thrown) {
    return thrown as Thrown;
  }
  throw new Error('nothing was thrown');
}

const refused = (status: number) => ({ status, body: { errors: [{ key: 'error', value: 'no' }] } });

describe('openRoute', () => {
  it('reads the language from the path and gives the data of a call that succeeded', async () => {
    const route = openRoute(argsFor('/en/account/orders', { status: 200, body: { data: { items: [] } } }));
    expect(route.locale).toBe('en');
    expect(route.to('/cart')).toBe('/en/cart');
    expect(route.need(await route.api.call('orders.list', { query: {} }))).toEqual({ items: [] });
  });

  it('asks the API in the language of the page, or in the one the page names (apiIn)', async () => {
    const languages: (string | null)[] = [];
    const apiFetch = async (_url: string, init?: RequestInit) => {
      languages.push(new Headers(init?.headers).get('LOCALE-CODE'));
      return new Response(JSON.stringify({ data: { items: [] } }), { headers: { 'content-type': 'application/json' } });
    };
    const route = openRoute({ request: new Request('http://forum.test/en/design-system'), context: { apiFetch } });
    await route.api.call('branches.list');
    await route.apiIn('ar').call('branches.list');
    expect(languages).toEqual(['en', 'ar']);
  });

  it('sends a guest of a personal page to the login page and back to the same address', async () => {
    const route = openRoute(argsFor('/en/account/orders?page=2', refused(401)), { personal: true });
    const result = await route.api.call('orders.list', { query: {} });
    const thrown = await thrownBy(() => route.need(result));
    expect(thrown.status).toBe(302);
    expect(thrown.headers?.get('location')).toBe(
      `/en/login/customer?redirect=${encodeURIComponent('/account/orders?page=2')}`,
    );
  });

  it('keeps the status of a failure for the error screen, 503 for maintenance', async () => {
    for (const status of [401, 403, 404, 503]) {
      const route = openRoute(argsFor('/conference', refused(status)));
      const thrown = await thrownBy(async () => route.need(await route.api.call('conference.get')));
      expect(thrown.init?.status).toBe(status);
    }
    expect(failureStatus({ status: 0 })).toBe(500);
  });

  it('answers the 404 page for an id that cannot name a record, or a failure the page calls not found', async () => {
    const route = openRoute(argsFor('/en/conference/sessions/x', refused(404)));
    for (const value of ['0', '01', 'x', '12345678901', undefined]) {
      expect((await thrownBy(() => route.id(value))).headers?.get('location')).toBe('/en/404');
    }
    expect(route.id('42')).toBe('42');
    const result = await route.api.call('conference.session', { params: { id: '7' } });
    const thrown = await thrownBy(() => route.need(result, { notFound: [404] }));
    expect(thrown.headers?.get('location')).toBe('/en/404');
  });
});
