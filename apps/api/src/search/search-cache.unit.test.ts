import { describe, expect, it } from 'vitest';
import { createLocalChangeFeed } from '../db/change-feed.ts';
import { createSearchCache } from './search-cache.ts';

function counter() {
  let calls = 0;
  return {
    load: async () => {
      calls += 1;
      return { calls };
    },
    get calls() {
      return calls;
    },
  };
}

describe('the search answers kept (decision 046)', () => {
  it('answers a query again from memory; once its time is up, once more while it is searched again', async () => {
    let clock = 0;
    const cache = createSearchCache({ ttlMs: 5_000, now: () => clock });
    const source = counter();
    expect(await cache.get('site en camera', source.load)).toEqual({ calls: 1 });
    clock = 4_999;
    expect(await cache.get('site en camera', source.load)).toEqual({ calls: 1 });
    expect(await cache.get('site ar camera', source.load)).toEqual({ calls: 2 });
    clock = 5_000;
    expect(await cache.get('site en camera', source.load)).toEqual({ calls: 1 });
    expect(source.calls).toBe(3);
    await Promise.resolve();
    expect(await cache.get('site en camera', source.load)).toEqual({ calls: 3 });
    expect(source.calls).toBe(3);
  });

  it('forgets everything when a public page or the product list changes, in this process or another', async () => {
    const changes = createLocalChangeFeed();
    const cache = createSearchCache({ changes });
    const source = counter();
    await cache.get('suggest en cam', source.load);
    await changes.publish('pages');
    expect(await cache.get('suggest en cam', source.load)).toEqual({ calls: 2 });
    await changes.publish('products');
    expect(await cache.get('suggest en cam', source.load)).toEqual({ calls: 3 });
  });

  it('shares one search among concurrent misses, and keeps none begun before a change', async () => {
    const changes = createLocalChangeFeed();
    const cache = createSearchCache({ changes });
    let release: (value: string) => void = () => {};
    let calls = 0;
    const slow = () => {
      calls += 1;
      return new Promise<string>((resolve) => {
        release = resolve;
      });
    };
    const first = cache.get('site en lens', slow);
    const second = cache.get('site en lens', slow);
    await changes.publish('pages');
    release('old');
    expect(await first).toBe('old');
    expect(await second).toBe('old');
    expect(calls).toBe(1);
    expect(await cache.get('site en lens', async () => 'new')).toBe('new');
  });

  it('keeps nothing with a time to live of 0, and at most so many queries', async () => {
    const off = createSearchCache({ ttlMs: 0 });
    const source = counter();
    await off.get('site en a', source.load);
    await off.get('site en a', source.load);
    expect(source.calls).toBe(2);
    const small = createSearchCache({ maxEntries: 2 });
    const kept = counter();
    for (const key of ['a', 'b', 'c', 'a']) await small.get(key, kept.load);
    expect(kept.calls).toBe(4);
  });
});
