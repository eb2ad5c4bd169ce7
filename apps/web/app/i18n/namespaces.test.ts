import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { allNamespaces, messagesFor } from './messages.server.ts';
import { namespacesOf } from './namespaces.ts';

const appDir = fileURLToPath(new URL('..', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\./.test(name) ? [path] : [];
  });
}

/** A page of the area a file belongs to; files outside the route areas run on every page (the shell). */
function samplePathOf(file: string): string {
  const [top, area] = relative(appDir, file).split('/');
  // the product page's purchase form (a widget of the cart's domain) runs on the product page
  if (top === 'features' && file.endsWith('/cart/purchase-form.tsx')) return '/products/1';
  // a domain's actions run on its own page's address (the cart's on /cart)
  if (top === 'features' && area === 'cart') return '/cart';
  // an order's actions answer at its page (/account/orders/{id})
  if (top === 'features' && area === 'orders') return '/account';
  // the address form and card run in the account's book, the checkout and its choosing step
  if (top === 'features' && area === 'addresses') return '/account';
  // the staff console's code runs on its pages only (decision 061)
  if (top === 'features' && area === 'console') return '/admin';
  if (top !== 'routes' || !area) return '/';
  const samples: Record<string, string> = {
    auth: '/login/customer',
    account: '/account',
    'branches.tsx': '/branches',
    exhibition: '/exhibition',
    events: '/events',
    media: '/media',
    info: '/contact-us',
    conference: '/conference',
    workshops: '/workshops',
    'my-agenda': '/my-agenda/workshops',
    cart: '/cart',
    checkout: '/checkout',
    shop: '/products',
    search: '/search',
    reviews: '/reviews',
    admin: '/admin',
  };
  return samples[area] ?? '/';
}

/** The keys a file asks for: t('key'), and t(`prefix_${…}`) as every key with that prefix. */
function keysUsedBy(source: string, catalogue: string[]): string[] {
  const literal = [...source.matchAll(/\bt\(\s*'([A-Za-z0-9_]+)'/g)].map((match) => match[1] ?? '');
  const prefixes = [...source.matchAll(/\bt\(\s*`([A-Za-z0-9]+_)\$\{/g)].map((match) => match[1] ?? '');
  return [...literal, ...catalogue.filter((key) => prefixes.some((prefix) => key.startsWith(prefix)))];
}

describe('text namespaces', () => {
  const full = Object.keys(messagesFor('en', allNamespaces));

  it('gives every page the texts its code uses', () => {
    const missing: string[] = [];
    for (const file of sourceFiles(appDir)) {
      if (file.includes('/i18n/')) continue;
      const path = samplePathOf(file);
      for (const locale of ['ar', 'en'] as const) {
        const received = messagesFor(locale, namespacesOf(path));
        for (const key of keysUsedBy(readFileSync(file, 'utf8'), full)) {
          if (!(key in received)) missing.push(`${relative(appDir, file)} on ${path} (${locale}): ${key}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('sends a page of one area far less than the whole catalogue', () => {
    const home = JSON.stringify(messagesFor('ar', namespacesOf('/')));
    const all = JSON.stringify(messagesFor('ar', ['auth', 'account', 'exhibition', 'eventsMedia', 'info']));
    expect(home.length).toBeLessThan(all.length / 2);
    expect(namespacesOf('/en/exhibition/map/')).toEqual(['exhibition']);
    // every account page gets the same texts: the orders' and the conversations', none of the console's
    const account = namespacesOf('/account/settings');
    expect(namespacesOf('/en/account/orders/5')).toEqual(account);
    expect(account).toEqual(expect.arrayContaining(['account', 'orders', 'afterSales', 'chat']));
    expect(account.filter((name) => name.startsWith('console'))).toEqual([]);
  });
});
