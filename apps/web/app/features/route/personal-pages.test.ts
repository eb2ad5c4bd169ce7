import { describe, expect, it } from 'vitest';
import { isPersonalPage } from './personal-pages.ts';

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
