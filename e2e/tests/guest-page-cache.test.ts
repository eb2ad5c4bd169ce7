import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PUBLIC_PAGE_CACHE_CONTROL } from '@forum/contract/web-context';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from '../../apps/api/src/app/server.ts';
import { loadConfig } from '../../apps/api/src/config.ts';
import { products, shipmentTypes, users } from '../../apps/api/src/db/schema.ts';
import { createCustomer, DEMO_PASSWORD } from '../support/accounts.ts';
import { newPage, phone } from '../support/browser.ts';
import { type E2eServer, getServer } from '../support/server.ts';

// Guest pages kept in memory and served to every guest alike (decision 031): the same bytes twice, a
// validator and 304, the next answer fresh after a change, nothing personal kept or shared, and a
// security policy of script hashes under which the kept page still runs.

let server: E2eServer;
beforeAll(async () => {
  server = await getServer();
});

async function get(path: string, headers: Record<string, string> = {}, base = server.baseUrl) {
  const response = await fetch(`${base}${path}`, { headers, redirect: 'manual' });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

/** A customer of their own with a name no page shows, logged in through the API: the cookies a browser would keep. */
async function loggedInCustomer(email: string, firstName: string) {
  const id = await createCustomer(server.db, email);
  await server.db.update(users).set({ firstName }).where(eq(users.id, id));
  const response = await fetch(`${server.baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', OS: 'wui', 'LOCALE-CODE': 'en' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  expect(response.status).toBe(200);
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  expect(cookie).toContain('forum_session=');
  const { data } = (await response.json()) as { data: { authorization: { accessToken: string } } };
  return { cookie, token: data.authorization.accessToken };
}

describe('a guest page', () => {
  it('is answered twice byte for byte, with a validator, no cookie and no nonce', async () => {
    const first = await get('/en/products');
    const second = await get('/en/products');
    expect(first.status).toBe(200);
    expect(second.text).toBe(first.text);
    expect(first.headers.get('etag')).toMatch(/^W\/"[\w-]+"$/);
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(second.headers.get('set-cookie')).toBeNull();
    expect(second.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(second.text).not.toContain('nonce=');
    const policy = second.headers.get('content-security-policy') ?? '';
    expect(policy).toMatch(/script-src 'self'( 'sha256-[\w+/=]+')+;/);
    expect(policy).not.toContain('nonce-');
  });

  it('answers 304 to its own validator and the page to another one', async () => {
    const page = await get('/en/conference/agenda');
    const etag = page.headers.get('etag') ?? '';
    const again = await get('/en/conference/agenda', { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
    const listed = await get('/en/conference/agenda', { 'if-none-match': `"old", ${etag.replace(/^W\//, '')}` });
    expect(listed.status).toBe(304);
    const other = await get('/en/conference/agenda', { 'if-none-match': 'W/"something-else"' });
    expect(other.status).toBe(200);
    expect(other.text).toBe(page.text);
  });

  it('is kept per language: the Arabic and English answers differ and each stays itself', async () => {
    const arabic = await get('/conference/agenda');
    const english = await get('/en/conference/agenda');
    expect(arabic.text).toContain('<html lang="ar" dir="rtl"');
    expect(english.text).toContain('<html lang="en" dir="ltr"');
    expect((await get('/conference/agenda')).text).toBe(arabic.text);
  });

  it('shows a change of the settings on the very next answer', async () => {
    const site = (await server.settings.get()).site;
    const before = await get('/en');
    expect(before.text).toContain(site.name.en);
    const renamed = `Forum kept-page check ${Date.now()}`;
    await server.settings.set('site', { ...site, name: { ...site.name, en: renamed } });
    try {
      const after = await get('/en');
      expect(after.text).toContain(renamed);
      expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
    } finally {
      await server.settings.set('site', site);
    }
    expect((await get('/en')).text).not.toContain(renamed);
  });

  it('shows a sale made through the API on the very next answer of the product page', async () => {
    const [product] = await server.db
      .select({ id: products.id, slug: products.slug })
      .from(products)
      .where(eq(products.slug, 'director-notebook'));
    const [pickup] = await server.db
      .select({ id: shipmentTypes.id })
      .from(shipmentTypes)
      .where(eq(shipmentTypes.needsAddress, false));
    if (!product || !pickup) throw new Error('the demo product or a pickup is missing');
    const path = `/en/products/${product.id}/${product.slug}`;
    await server.db.update(products).set({ stock: 1 }).where(eq(products.id, product.id));
    // a write outside the API shows after the kept page's refresh time: wait for a page rendered after it
    await expect
      .poll(async () => (await get(path)).text, { timeout: 15_000, interval: 500 })
      .toContain('schema.org/InStock');
    expect((await get(path)).text).toContain('schema.org/InStock');
    const buyer = await loggedInCustomer(`kept-page-buyer-${Date.now()}@forum.test`, 'Buyer');
    const api = { OS: 'wui', 'LOCALE-CODE': 'en', authorization: `Bearer ${buyer.token}` };
    const json = { ...api, 'content-type': 'application/json' };
    const added = await fetch(`${server.baseUrl}/api/cart`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ id: product.id, quantity: 1 }),
    });
    expect(added.status).toBe(200);
    const order = await fetch(`${server.baseUrl}/api/orders`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ address: null, shipmentType: pickup.id, paymentMethod: 'cash_on_delivery' }),
    });
    expect(order.status).toBe(200);
    const after = await get(path);
    expect(after.text).toContain('schema.org/OutOfStock');
    expect(after.text).not.toContain('schema.org/InStock');
    await server.db.update(products).set({ stock: 50 }).where(eq(products.id, product.id));
  });
});

describe('personal pages', () => {
  it("are never kept, and a kept page never holds a visitor's data", async () => {
    const stamp = Date.now();
    const first = await loggedInCustomer(`kept-page-one-${stamp}@forum.test`, `Zubaida${stamp}`);
    const second = await loggedInCustomer(`kept-page-two-${stamp}@forum.test`, `Fahd${stamp}`);
    for (const [mine, theirs] of [
      [first, second],
      [second, first],
      [first, second],
    ] as const) {
      const account = await get('/en/account', { cookie: mine.cookie });
      expect(account.status).toBe(200);
      const [myName, theirName] =
        mine === first ? [`Zubaida${stamp}`, `Fahd${stamp}`] : [`Fahd${stamp}`, `Zubaida${stamp}`];
      expect(account.text).toContain(myName);
      expect(account.text).not.toContain(theirName);
      expect(account.headers.get('cache-control')).toBe('private, no-store');
      expect(account.headers.get('etag')).toBeNull();
      expect(theirs).not.toBe(mine);
    }
    // a public page asked for with a session is the guests' page: the same bytes, nobody's name
    const guest = await get('/en/products');
    for (const visitor of [first, second]) {
      const page = await get('/en/products', { cookie: visitor.cookie });
      expect(page.text).toBe(guest.text);
      expect(page.text).not.toContain(`Zubaida${stamp}`);
      expect(page.text).not.toContain(`Fahd${stamp}`);
      expect(page.headers.get('set-cookie')).toBeNull();
    }
  });

  it('a page that reads the session is personal even for a guest, and answers no validator', async () => {
    const cart = await get('/en/cart');
    expect(cart.status).toBe(200);
    expect(cart.headers.get('cache-control')).toBe('private, no-store');
    expect(cart.headers.get('etag')).toBeNull();
    // a guest is sent to log in from these: never a kept page either
    for (const path of ['/en/cart', '/en/checkout', '/en/my-agenda/conference-sessions', '/en/account']) {
      const first = await get(path);
      const second = await get(path);
      expect(second.headers.get('etag'), path).toBeNull();
      expect(first.headers.get('etag'), path).toBeNull();
      if (second.status === 200) expect(second.headers.get('cache-control'), path).toBe('private, no-store');
    }
  });

  it('a request carrying a one-time message gets it, and the message is never kept for others', async () => {
    const warm = await get('/en/products');
    const flash = Buffer.from(JSON.stringify({ kind: 'success', text: 'Kept-page flash check' }), 'utf8').toString(
      'base64url',
    );
    const withMessage = await get('/en/products', { cookie: `forum_flash=${flash}` });
    expect(withMessage.text).toContain('Kept-page flash check');
    expect(withMessage.headers.get('cache-control')).toBe('private, no-store');
    expect(withMessage.headers.getSetCookie().join()).toContain('forum_flash=;');
    const after = await get('/en/products');
    expect(after.text).not.toContain('Kept-page flash check');
    expect(after.text).toBe(warm.text);
  });
});

describe('behind a CDN (PUBLIC_URL set)', () => {
  let base: string;
  let close: () => Promise<void>;
  beforeAll(async () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'forum-e2e-cdn-')),
      PUBLIC_URL: 'http://forum.test',
    });
    const { app } = await createServer({
      config,
      db: server.db,
      webBuildDir: process.env.WEB_BUILD_DIR ?? join(import.meta.dirname, '../../apps/web/build'),
      logger: false,
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    base = `http://127.0.0.1:${address.port}`;
    close = () => app.close();
  });
  afterAll(async () => {
    await close?.();
  });

  it('public pages may be kept by a shared cache; personal ones are private and never stored', async () => {
    for (const path of ['/', '/en', '/en/products', '/conference/agenda', '/en/conference/agenda']) {
      const page = await get(path, {}, base);
      expect(page.status, path).toBe(200);
      expect(page.headers.get('cache-control'), path).toBe(PUBLIC_PAGE_CACHE_CONTROL);
      expect(page.headers.get('vary'), path).toMatch(/accept-encoding/i);
      expect(page.headers.get('etag'), path).toBeTruthy();
      expect(page.text, path).toContain('http://forum.test');
    }
    const cart = await get('/en/cart', {}, base);
    expect(cart.headers.get('cache-control')).toBe('private, no-store');
  });
});

describe('the kept page in a browser', () => {
  it("runs its inline scripts under the page's policy: it hydrates and a control works", async () => {
    // kept first, so the browser gets the page from the cache
    const kept = await get('/en/conference/agenda');
    expect((await get('/en/conference/agenda')).text).toBe(kept.text);
    const { page, context, errors } = await newPage(phone);
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        console.error(`Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`);
      });
    });
    const response = await page.goto(`${server.baseUrl}/en/conference/agenda`);
    expect(response?.headers().etag).toBe(kept.headers.get('etag'));
    expect(await page.getAttribute('html', 'data-hydrated')).toBe('true');
    const menu = page.getByRole('button', { name: 'Menu' });
    await menu.click();
    expect(await menu.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => page.getByRole('navigation', { name: 'Main navigation' }).isVisible()).toBe(true);
    // the page's scripts take the link: the home page comes by the client's own navigation, the document stays
    await page.evaluate(() => {
      (window as unknown as { keptDocument: boolean }).keptDocument = true;
    });
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Home' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/en');
    await page.waitForSelector('main#main h1, main#main section', { state: 'attached' });
    expect(await page.evaluate(() => (window as unknown as { keptDocument?: boolean }).keptDocument)).toBe(true);
    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
