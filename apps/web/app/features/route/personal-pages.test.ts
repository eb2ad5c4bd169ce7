import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import { describe, expect, it } from 'vitest';
import routes from '~/routes.ts';
import { isPersonalPage } from './personal-pages.ts';

const APP = join(dirname(fileURLToPath(import.meta.url)), '../..');

describe('isPersonalPage', () => {
  it.each([
    '/account',
    '/en/account/orders/3',
    '/ar/account/notifications',
    '/admin',
    '/en/admin/programme/sessions',
    '/cart',
    '/en/cart?coupon=x',
    '/checkout',
    '/checkout/12/success',
    '/address/checkout',
    '/confirm-transaction/fail/3',
    '/my-agenda/conference-sessions?back=%2Fconference%2Fagenda',
    '/en/my-agenda/workshops/',
  ])('%s is personal', (path) => {
    expect(isPersonalPage(path)).toBe(true);
  });

  it.each([
    '/',
    '/en',
    '/conference/agenda',
    '/en/conference/agenda?day=2',
    '/account-type',
    '/account/profile/abcdefghijklmnop',
    '/en/account/profile/abcdefghijklmnop',
    '/products/1/camera',
    '/cartography',
    '/login/customer',
  ])('%s is public', (path) => {
    expect(isPersonalPage(path)).toBe(false);
  });
});

/** Every page of the route table with its whole path (a sample value for each parameter) and its file. */
function pagesOf(entries: readonly RouteConfigEntry[], parent = ''): { path: string; file: string }[] {
  return entries.flatMap((entry) => {
    const path = [parent, entry.path ?? ''].filter(Boolean).join('/');
    return [{ path, file: entry.file }, ...pagesOf(entry.children ?? [], path)];
  });
}

describe('the list of personal areas', () => {
  it('names every page whose loader opens the API as the visitor, so none is drawn as a guest (decision 073)', () => {
    const personal = pagesOf(routes)
      .filter(({ file }) => /openRoute\(args, \{[^}]*personal: true/.test(readFileSync(join(APP, file), 'utf8')))
      .map(({ path }) => `/${path.replace(/^:lang\?\/?/, '').replace(/:\w+\??/g, '7')}`);
    expect(personal.length).toBeGreaterThan(50);
    expect(personal.filter((path) => !isPersonalPage(path))).toEqual([]);
  });
});
