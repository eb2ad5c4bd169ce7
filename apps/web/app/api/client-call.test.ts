import { buildPath, endpointPaths, endpointRoute } from '@forum/contract/endpoint-paths';
import { describe, expect, it } from 'vitest';
import { clientWith, json } from './test-client.ts';

const clientAnswering = (data: unknown) => clientWith(() => json(200, { data }), { readXsrfToken: () => 'xsrf' });

describe('paths built from the table of endpoints', () => {
  it('puts each parameter in its place, encoded as one segment', () => {
    expect(buildPath('/cart/{id}/quantity', { id: 4 })).toBe('/cart/4/quantity');
    expect(buildPath('/media/{type}/{id}', { type: 'video', id: '12' })).toBe('/media/video/12');
    expect(buildPath('/register/email/verify/{email}/{code}', { email: 'a+b@x.test', code: '12 34' })).toBe(
      '/register/email/verify/a%2Bb%40x.test/12%2034',
    );
    expect(buildPath('/pages/{slug}', { slug: '../profile' })).toBe('/pages/..%2Fprofile');
    expect(buildPath('/settings')).toBe('/settings');
  });

  it('refuses a missing or empty parameter rather than call another endpoint', () => {
    expect(() => buildPath('/cart/{id}/items', {})).toThrow('{id}');
    expect(() => buildPath('/cart/{id}/items', { id: '' })).toThrow('{id}');
  });

  it('reads every entry of the table as a method and a path', () => {
    for (const name of Object.keys(endpointPaths) as (keyof typeof endpointPaths)[]) {
      const { method, path } = endpointRoute(name);
      expect(['GET', 'POST', 'PUT', 'PATCH', 'DELETE'], name).toContain(method);
      expect(path, name).toMatch(/^\/[a-z0-9/{}._-]*$/i);
    }
  });
});

describe('api.call', () => {
  it('calls the entry’s method and path with the params, the query and the body', async () => {
    const { client, sent } = clientAnswering({ cart: { id: 1 } });
    const result = await client.call('cart.setQuantity', { params: { id: 7 }, body: { quantity: 2 } });
    expect(sent[0]?.url).toBe('/api/cart/7/quantity');
    // PUT travels as POST (decision 008), with the XSRF header as every write
    expect(sent[0]?.init.method).toBe('POST');
    expect(JSON.parse(String(sent[0]?.init.body))).toEqual({ quantity: 2, _method: 'PUT' });
    expect(sent[0]?.init.headers).toMatchObject({ 'X-XSRF-TOKEN': 'xsrf', 'content-type': 'application/json' });
    expect(result.ok && result.data.cart).toEqual({ id: 1 });

    await client.call('products.list', { query: { perPage: 3, brands: [1, 2] } });
    expect(sent[1]?.url).toBe('/api/products?perPage=3&brands%5B%5D=1&brands%5B%5D=2');
    expect(sent[1]?.init.method).toBe('GET');

    await client.call('settings.get');
    expect(sent[2]?.url).toBe('/api/settings');
  });

  it('names no wrong field, parameter or endpoint: each line below fails to compile (tsc)', async () => {
    const { client } = clientAnswering({ cart: {} });
    // @ts-expect-error: cart.add takes the product as `id`
    await client.call('cart.add', { body: { productId: 1 } });
    // @ts-expect-error: a quantity is a number
    await client.call('cart.add', { body: { id: 1, quantity: 'two' } });
    // @ts-expect-error: cart.add needs its body
    await client.call('cart.add');
    // @ts-expect-error: no such endpoint
    await expect(client.call('cart.addd', { body: { id: 1 } })).rejects.toThrow('cart.addd');
    // @ts-expect-error: cart.setQuantity needs {id}
    await expect(client.call('cart.setQuantity', { body: { quantity: 1 } })).rejects.toThrow('{id}');
    // @ts-expect-error: its path has no {line}
    await expect(client.call('cart.setQuantity', { params: { line: 1 }, body: { quantity: 1 } })).rejects.toThrow();
    // @ts-expect-error: settings.get takes no body
    await client.call('settings.get', { body: {} });
    // @ts-expect-error: a calendar file is a link, not a call
    await client.call('events.calendar', { params: { id: 1 } });
    const cart = await client.call('cart.add', { body: { id: 1 } });
    // @ts-expect-error: the answer is typed too
    if (cart.ok) void cart.data.wishlist;
  });
});
