import { describe, expect, it } from 'vitest';
import { openForm } from './open-form.server.ts';

type Answered = { status?: number; init?: { status?: number }; data?: unknown; headers?: Headers };

/** A post from this site with the visitor's session, and an API that answers `answer` and keeps what it was sent. */
function post(path: string, fields: Record<string, string>, answer: { status: number; body: unknown }) {
  const sent: { path: string; body: unknown }[] = [];
  const apiFetch = async (url: string, init?: RequestInit) => {
    sent.push({ path: url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    // the visitor is a guest when the action asks who they are (a refusal of who the visitor is)
    if (url.endsWith('/profile')) {
      return Response.json({ data: { user: { userType: 'guest' }, profile: null } }, { status: 200 });
    }
    return Response.json(answer.body, { status: answer.status });
  };
  const request = new Request(`http://forum.test${path}`, {
    method: 'POST',
    headers: { 'sec-fetch-site': 'same-origin', cookie: 'XSRF-TOKEN=t; forum_session=s' },
    body: new URLSearchParams(fields),
  });
  return { args: { request, context: { apiFetch } }, sent };
}

const refused = (status: number, errors: { key: string; value: string }[]) => ({ status, body: { errors } });

describe('openForm', () => {
  it('reads the body by the contract: strings as typed, numbers by type, Latin digits, absent fields left out', async () => {
    const { args, sent } = post(
      '/en/products/4/reviews',
      { product: '٤', rating: '5', body: 'A fine print of the film', returnTo: '/en/products/4/reviews' },
      { status: 201, body: { data: { message: 'Thanks' } } },
    );
    const form = await openForm(args);
    await form.send('reviews.create');
    expect(sent[0]?.body).toEqual({ product: 4, rating: 5, body: 'A fine print of the film' });

    const address = await openForm(
      post('/checkout', { name: 'Home', city: '12', district: '' }, refused(400, [])).args,
    );
    expect(address.bodyOf('addresses.add')).toEqual({ name: 'Home', city: 12 });
  });

  it('answers a refused page form with its field errors beside its fields, the rest as messages, and no secret echoed', async () => {
    const { args } = post(
      '/en/account/change-password',
      { currentPassword: 'old', password: 'short', confirmPassword: 'short' },
      refused(400, [
        { key: 'password', value: 'Too short' },
        { key: 'tooManyRequests', value: 'Slow down' },
      ]),
    );
    const form = await openForm(args);
    const answer = (await form.answer(await form.send('accounts.changePassword'))) as Answered;
    expect(answer.init?.status).toBe(400);
    expect(answer.data).toEqual({ ok: false, fields: { password: 'Too short' }, messages: ['Slow down'], values: {} });
  });

  it('names the fields of the errors an action writes itself', async () => {
    const form = await openForm(post('/en/forgot-password', { email: '', type: 'customer' }, refused(400, [])).args);
    const answer = (await form.answer([{ key: 'email', value: 'Required' }])) as Answered;
    expect(answer.data).toMatchObject({ fields: { email: 'Required' }, messages: [], values: { type: 'customer' } });
  });

  it('sends a guest refused by a small form to the login page and back to the page it came from', async () => {
    const fields = { kind: 'product', id: '3', returnTo: '/en/products', _enhanced: '' };
    const { args } = post('/en/wishlist', fields, refused(401, [{ key: 'error', value: 'Log in' }]));
    const form = await openForm(args);
    const answer = (await form.answer(await form.send('wishlist.add', { body: { product: 3 } }))) as Answered;
    expect(answer.status).toBe(302);
    expect(answer.headers?.get('location')).toBe(`/en/login/customer?redirect=${encodeURIComponent('/products')}`);
    expect(answer.headers?.get('set-cookie')).toContain('forum_flash=');
  });

  it("answers a small form's script with data, and its plain post with the way back and the message", async () => {
    const done = { status: 200, body: { data: { record: { product: [3] } } } };
    const enhanced = await openForm(post('/en/wishlist', { returnTo: '/en/products', _enhanced: '1' }, done).args);
    const data = (await enhanced.answer(await enhanced.send('wishlist.add', { body: { product: 3 } }), {
      message: 'Saved',
      data: ({ record }) => ({ record }),
    })) as Answered;
    expect(data.data).toEqual({ record: { product: [3] }, ok: true, message: 'Saved' });

    const plain = await openForm(post('/en/wishlist', { returnTo: '/en/products', _enhanced: '' }, done).args);
    const back = (await plain.answer(await plain.send('wishlist.add', { body: { product: 3 } }), {
      message: 'Saved',
    })) as Answered;
    expect(back.headers?.get('location')).toBe('/en/products');
    expect(back.headers?.get('set-cookie')).toContain('forum_flash=');
  });

  it('refuses a post that does not come from this site', async () => {
    const request = new Request('http://forum.test/en/login/customer', {
      method: 'POST',
      headers: { origin: 'http://elsewhere.test' },
      body: new URLSearchParams({ email: 'a@b.c' }),
    });
    await expect(openForm({ request, context: {} })).rejects.toMatchObject({ init: { status: 403 } });
  });
});
