import type { EndpointBody } from '@forum/contract/endpoints';
import { describe, expect, it, vi } from 'vitest';
import { clientWith, json } from './test-client.ts';

describe('the API client', () => {
  it('sends OS and LOCALE-CODE on every call, and the query with bracketed arrays', async () => {
    const { client, sent } = clientWith(() => json(200, { data: {} }));
    await client.call('products.list', { query: { brands: [1, 2], inStock: true, q: undefined } });
    expect(sent[0]?.url).toBe('/api/products?brands%5B%5D=1&brands%5B%5D=2&inStock=true');
    expect(sent[0]?.init.headers).toMatchObject({ OS: 'wui', 'LOCALE-CODE': 'en' });
    expect(sent[0]?.init.credentials).toBe('same-origin');
  });

  it('sends PUT as POST with _method PUT in the body', async () => {
    const { client, sent } = clientWith(() => json(200, { data: { cart: {} } }));
    await client.call('cart.setQuantity', { params: { id: 4 }, body: { quantity: 2 } });
    expect(sent[0]?.init.method).toBe('POST');
    expect(JSON.parse(String(sent[0]?.init.body))).toEqual({ quantity: 2, _method: 'PUT' });
  });

  it('adds the XSRF header to state-changing calls only', async () => {
    const { client, sent } = clientWith(() => json(200, { data: {} }), { readXsrfToken: () => 'abc' });
    await client.call('settings.get');
    await client.call('cart.add', { body: { id: 1 } });
    expect(sent[0]?.init.headers).not.toHaveProperty('X-XSRF-TOKEN');
    expect(sent[1]?.init.headers).toMatchObject({ 'X-XSRF-TOKEN': 'abc' });
  });

  it('starts a session before the first state-changing call without one', async () => {
    let token: string | undefined;
    const ensureSession = vi.fn(async () => {
      token = 'fresh';
      return null;
    });
    const { client, sent } = clientWith(() => json(200, { data: {} }), { readXsrfToken: () => token, ensureSession });
    await client.call('products.list');
    expect(ensureSession).not.toHaveBeenCalled();
    await client.call('wishlist.add', { body: { product: 1 } });
    expect(ensureSession).toHaveBeenCalledTimes(1);
    expect(sent[1]?.init.headers).toMatchObject({ 'X-XSRF-TOKEN': 'fresh' });
  });

  it('answers the failure of the guest login instead of making the call', async () => {
    const refused = {
      ok: false as const,
      status: 503,
      errors: [{ key: 'error', value: "We'll be back soon..." }],
      isCancelled: false,
    };
    const { client, sent } = clientWith(() => json(200, { data: {} }), {
      readXsrfToken: () => undefined,
      ensureSession: async () => refused,
    });
    expect(await client.call('cart.add', { body: { id: 1 } })).toEqual(refused);
    expect(sent).toEqual([]);
  });

  it('returns the data of a success', async () => {
    const { client } = clientWith(() => json(200, { data: { items: [1] } }));
    expect(await client.call('products.list')).toEqual({ ok: true, status: 200, data: { items: [1] } });
  });

  it('returns the server errors of a failure as they came', async () => {
    const errors = [
      { key: 'email', value: 'Enter a valid email address' },
      { key: 'password', value: 'This field is required' },
    ];
    const { client } = clientWith(() => json(400, { errors }));
    expect(await client.call('accounts.register', { body: {} as EndpointBody<'accounts.register'> })).toEqual({
      ok: false,
      status: 400,
      errors,
      isCancelled: false,
    });
  });

  it('says somethingWentWrong for 405 and 500', async () => {
    for (const status of [405, 500]) {
      const { client } = clientWith(() => json(status, { errors: [{ key: 'error', value: 'internal detail' }] }));
      const result = await client.call('settings.get');
      expect(result.ok ? [] : result.errors).toEqual([{ key: 'error', value: 'Something went wrong' }]);
    }
  });

  it('says the status for a failure without an envelope', async () => {
    const { client } = clientWith(() => new Response('<html>bad gateway</html>', { status: 502 }));
    const result = await client.call('settings.get');
    expect(result.ok ? [] : result.errors).toEqual([{ key: 'error', value: 'Request failed with status code 502' }]);
  });

  it('says unknownError for a success that is not the envelope', async () => {
    const { client } = clientWith(() => new Response('ok', { status: 200 }));
    const result = await client.call('settings.get');
    expect(result.ok ? [] : result.errors).toEqual([{ key: 'error', value: 'An unknown error occurred' }]);
  });

  it('says Network Error when the server cannot be reached', async () => {
    const { client } = clientWith(() => {
      throw new TypeError('fetch failed');
    });
    const result = await client.call('settings.get');
    expect(result.ok ? [] : result.errors).toEqual([{ key: 'error', value: 'Network Error' }]);
  });

  it('says timeout exceeded and Request aborted for those transport failures', async () => {
    const timedOut = clientWith(() => {
      throw new DOMException('slow', 'TimeoutError');
    });
    const aborted = clientWith(() => {
      throw new DOMException('gone', 'AbortError');
    });
    const first = await timedOut.client.call('settings.get');
    const second = await aborted.client.call('settings.get');
    expect(first.ok ? [] : first.errors[0]?.value).toBe('timeout exceeded');
    expect(second.ok ? [] : second.errors[0]?.value).toBe('Request aborted');
  });

  it('treats a request the caller cancelled as cancelled, with no error to show', async () => {
    const controller = new AbortController();
    const { client } = clientWith(({ init }) => {
      controller.abort();
      throw init.signal?.reason ?? new DOMException('aborted', 'AbortError');
    });
    const result = await client.call('settings.get', { signal: controller.signal });
    expect(result).toEqual({ ok: false, status: 0, errors: [], isCancelled: true });
  });

  it('hands a data.user of any answer to the session', async () => {
    const onUser = vi.fn();
    const user = { id: 3, userType: 'customer', group: { permissions: { 'orders.view': true } } };
    const { client } = clientWith(() => json(200, { data: { user, cart: {} } }), { onUser });
    await client.call('cart.add', { body: { id: 1 } });
    expect(onUser).toHaveBeenCalledWith(user);
  });
});
