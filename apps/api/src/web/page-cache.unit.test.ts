import { describe, expect, it } from 'vitest';
import { createLocalChangeFeed } from '../db/change-feed.ts';
import { createPublicPageCache, etagOf, matchesEtag, type PublicPage, publicPageOf } from './page-cache.ts';
import { changesPublicPages } from './public-writes.ts';

function page(bytes: number, storedAt = 0): PublicPage {
  const body = Buffer.alloc(bytes, 'a');
  return { status: 200, headers: {}, body, brotli: body, gzip: body, etag: etagOf(body), storedAt, bytes };
}

describe('the kept public pages', () => {
  it('keeps what a render answers and serves it again, most recently used last out', async () => {
    const cache = createPublicPageCache({ maxBytes: 1000 });
    for (const key of ['/a', '/b', '/c', '/d']) await cache.render(key, async () => page(250));
    expect(cache.get('/a')?.page.bytes).toBe(250);
    expect(cache.stats()).toMatchObject({ entries: 4, bytes: 1000 });
    // /b is now the least recently used: a fifth page pushes it out, not /a
    await cache.render('/e', async () => page(250));
    expect(cache.get('/b')).toBeUndefined();
    expect(cache.get('/a')).toBeDefined();
    expect(cache.get('/d')).toBeDefined();
    expect(cache.stats().bytes).toBeLessThanOrEqual(1000);
  });

  it('never keeps a page bigger than a quarter of its room', async () => {
    const cache = createPublicPageCache({ maxBytes: 1000 });
    const answered = await cache.render('/big', async () => page(400));
    expect(answered?.bytes).toBe(400);
    expect(cache.get('/big')).toBeUndefined();
  });

  it('renders once for guests asking at the same time', async () => {
    const cache = createPublicPageCache();
    let renders = 0;
    const render = async () => {
      renders += 1;
      await new Promise((resolve) => setTimeout(resolve, 10));
      return page(10);
    };
    const [one, two] = await Promise.all([cache.render('/a', render), cache.render('/a', render)]);
    expect(renders).toBe(1);
    expect(two).toBe(one);
  });

  it('forgets everything on a change heard from any topic, and does not keep a render begun before it', async () => {
    const changes = createLocalChangeFeed();
    const cache = createPublicPageCache({ changes });
    await cache.render('/a', async () => page(10));
    await changes.publish('products');
    expect(cache.get('/a')).toBeUndefined();
    await cache.render('/a', async () => page(10));
    await changes.publish('settings');
    expect(cache.get('/a')).toBeUndefined();
    let finish: (value: PublicPage) => void = () => undefined;
    const slow = cache.render('/a', () => new Promise<PublicPage>((resolve) => (finish = resolve)));
    await cache.forget();
    finish(page(10));
    await slow;
    expect(cache.get('/a')).toBeUndefined();
  });

  it('says a kept page is stale after the refresh time, and forgets a page a later render may not keep', async () => {
    let now = 0;
    const cache = createPublicPageCache({ refreshMs: 5_000, now: () => now });
    await cache.render('/a', async () => page(10, now));
    expect(cache.get('/a')?.stale).toBe(false);
    now = 5_000;
    expect(cache.get('/a')?.stale).toBe(true);
    await cache.render('/a', async () => null);
    expect(cache.get('/a')).toBeUndefined();
  });

  it('compresses a page once and names it by a weak validator of its bytes', async () => {
    const kept = await publicPageOf({
      status: 200,
      headers: {},
      body: Buffer.from('<html>'.repeat(500)),
      now: 1,
    });
    expect(kept.brotli.length).toBeLessThan(kept.body.length);
    expect(kept.gzip.length).toBeLessThan(kept.body.length);
    expect(kept.etag).toBe(etagOf(Buffer.from('<html>'.repeat(500))));
    expect(kept.etag).not.toBe(etagOf(Buffer.from('<html>')));
  });
});

describe('If-None-Match', () => {
  const etag = 'W/"abc"';
  it.each([
    ['W/"abc"', true],
    ['"abc"', true],
    ['"x", W/"abc"', true],
    ['*', true],
    ['"abcd"', false],
    ['', false],
  ])('%j matches: %s', (header, expected) => {
    expect(matchesEtag(header, etag)).toBe(expected);
  });
});

describe('which API writes forget the kept pages', () => {
  it.each([
    ['POST', '/api/orders', 200, true],
    ['POST', '/api/reviews', 200, true],
    ['POST', '/api/accounts/profile', 200, true],
    ['DELETE', '/api/workshops/3/registration', 200, true],
    ['POST', '/api/cart', 200, false],
    ['DELETE', '/api/wishlist/3/product', 200, false],
    ['POST', '/api/login', 200, false],
    ['POST', '/api/login/guests', 200, false],
    ['POST', '/api/orders', 422, false],
    ['GET', '/api/products', 200, false],
    ['POST', '/en/login/customer', 302, false],
    ['POST', '/api/cartography', 200, true],
  ])('%s %s answered %i: %s', (method, url, status, expected) => {
    expect(changesPublicPages(method, url, status)).toBe(expected);
  });
});
