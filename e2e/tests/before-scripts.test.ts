import { and, eq, isNotNull } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { cartItems, carts, wishlistItems } from '../../apps/api/src/db/schema.ts';
import { createCustomer, DEMO_PASSWORD } from '../support/accounts.ts';
import { newPage } from '../support/browser.ts';
import { languages } from '../support/languages.ts';
import { type E2eServer, getServer } from '../support/server.ts';

// The hearts and the cart as plain HTML forms: with the scripts off, and tapped before they have run.

let server: E2eServer;
beforeAll(async () => {
  server = await getServer();
});

// a book of 110 SAR without options (enough for WELCOME10's minimum of 100 SAR)
const BOOK_ID = 58;
// a lens on the list's first page, whose options must be chosen on its page
const LENS_ID = 14;

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (match, name: string) => String(values[name] ?? match));
const toastTexts = (page: Page) => page.locator('[data-testid="toast"] .toast__message').allTextContents();

async function expectPath(page: Page, path: string) {
  await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe(path);
}

/** Logs in through the login form as plain HTML (it works without scripts). */
async function logInPlain(page: Page, prefix: string, email: string, redirect: string) {
  await page.goto(`${server.baseUrl}${prefix}/login/customer?redirect=${encodeURIComponent(redirect)}`);
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
  await page.locator('main form button[type="submit"]').click();
  await expectPath(page, `${prefix}${redirect}`);
}

async function savedSessions(userId: number) {
  return server.db
    .select()
    .from(wishlistItems)
    .where(and(eq(wishlistItems.userId, userId), isNotNull(wishlistItems.conferenceSessionId)));
}

describe.each(Object.entries(languages))('without scripts, in %s', (locale, { prefix, texts, device }) => {
  it("a guest's heart leads to the login with the reason, and back to the agenda afterwards", async () => {
    const email = `plain-heart-${locale}@example.test`;
    const userId = await createCustomer(server.db, email);
    const { page, context } = await newPage({ ...device, javaScriptEnabled: false });
    await page.goto(`${server.baseUrl}${prefix}/conference/agenda`);
    await page.getByTestId('session-heart').first().click();
    await expectPath(page, `${prefix}/login/customer`);
    // it says what to do (log in to save), not only that it is not allowed
    await expect.poll(() => toastTexts(page)).toContain(texts.wishlistLogInToSave);
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/conference/agenda');
    await page.locator('input[name="email"]').fill(email);
    await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
    await page.locator('main form button[type="submit"]').click();
    await expectPath(page, `${prefix}/conference/agenda`);
    // nothing was saved for the guest's tap: the customer saves with a second one
    expect(await savedSessions(userId)).toHaveLength(0);
    await context.close();
  });

  it('a customer saves a session, sees it saved and removes it from where the heart led, then goes back', async () => {
    const email = `plain-agenda-${locale}@example.test`;
    const userId = await createCustomer(server.db, email);
    const { page, context } = await newPage({ ...device, javaScriptEnabled: false });
    await logInPlain(page, prefix, email, '/conference/agenda');
    await page.goto(`${server.baseUrl}${prefix}/conference/agenda?day=all`);
    // the public agenda is the same for everyone: its hearts cannot show what this visitor saved
    await page.getByTestId('session-heart').first().click();
    // so the heart leads to the personal agenda, which shows the result (decision 073)
    await expectPath(page, `${prefix}/my-agenda/conference-sessions`);
    await expect.poll(() => toastTexts(page)).toContain(texts.successAddWishlist);
    expect(await savedSessions(userId)).toHaveLength(1);
    const heart = page.getByTestId('session-heart').first();
    expect(await heart.getAttribute('aria-pressed')).toBe('true');
    expect(await heart.locator('xpath=..').locator('input[name="intent"]').inputValue()).toBe('remove');

    // removed from there, the visitor stays on the agenda (with its way back), which shows it gone
    await heart.click();
    await expectPath(page, `${prefix}/my-agenda/conference-sessions`);
    await expect.poll(() => toastTexts(page)).toContain(texts.successDeleteWishlist);
    expect(await savedSessions(userId)).toHaveLength(0);
    await expect.poll(() => page.getByTestId('my-agenda-empty').count()).toBe(1);
    await page.getByTestId('my-agenda-back').click();
    await expectPath(page, `${prefix}/conference/agenda`);
    expect(new URL(page.url()).searchParams.get('day')).toBe('all');
    await context.close();
  });

  it('the header of a personal page names the account and counts the cart from the server', async () => {
    const email = `plain-header-${locale}@example.test`;
    await createCustomer(server.db, email);
    const { page, context } = await newPage({ ...device, javaScriptEnabled: false });
    await logInPlain(page, prefix, email, '/conference/agenda');
    await page.goto(`${server.baseUrl}${prefix}/products/${BOOK_ID}`);
    const name = (await page.locator('h1').first().textContent())?.trim() ?? '';
    await page.getByTestId('add-to-cart').click();
    await expect.poll(() => toastTexts(page)).toContain(fill(texts.successAddToCart, { name }));

    // a public page stays the same for everyone: no name, no count in its HTML (decision 006)
    await page.goto(`${server.baseUrl}${prefix}/products`);
    expect(await page.getByTestId('account-link').getAttribute('aria-label')).toBe(texts.navLogin);
    expect(await page.getByTestId('cart-link').getAttribute('data-count')).toBe('0');
    expect(await page.getByTestId('bell-link').count()).toBe(0);

    // a personal page is the visitor's own: its header says who and how many (decision 073)
    for (const path of ['/account', '/cart']) {
      await page.goto(`${server.baseUrl}${prefix}${path}`);
      const accountLabel = fill(texts.navAccountOf, { name: 'Nora' });
      expect(await page.getByTestId('account-link').getAttribute('aria-label')).toBe(accountLabel);
      expect(await page.getByTestId('menu-account-link').textContent()).toBe(accountLabel);
      expect(await page.getByTestId('account-link').getAttribute('href')).toBe(`${prefix}/account`);
      expect(await page.getByTestId('cart-link').getAttribute('data-count')).toBe('1');
      expect(await page.getByTestId('cart-link').locator('.icon-link__badge').textContent()).toBe('1');
      expect(await page.getByTestId('bell-link').getAttribute('data-count')).toBe('0');
      expect(await page.getByTestId('agenda-link').count()).toBe(1);
    }
    await context.close();
  });

  it('a guest fills the cart from a card, changes the quantity and takes a coupon', async () => {
    const { page, context } = await newPage({ ...device, javaScriptEnabled: false });
    await page.goto(`${server.baseUrl}${prefix}/products/${BOOK_ID}`);
    const name = (await page.locator('h1').first().textContent())?.trim() ?? '';
    await page.getByTestId('add-to-cart').click();
    await expect.poll(() => toastTexts(page)).toContain(fill(texts.successAddToCart, { name }));
    const sessionCookie = (await context.cookies()).find((cookie) => cookie.name === 'forum_session');
    expect(sessionCookie?.httpOnly).toBe(true);

    await page.goto(`${server.baseUrl}${prefix}/cart`);
    await expect.poll(() => page.getByTestId('cart-line').count()).toBe(1);
    await page.getByTestId('cart-increase').click();
    await expectPath(page, `${prefix}/cart`);
    expect(await page.getByTestId('cart-quantity').textContent()).toMatch(/2|٢/);

    // a refused coupon comes back with its reason; a good one is applied
    await page.getByLabel(texts.cartCoupon).fill('EXPIRED20');
    await page.getByRole('button', { name: texts.cartCouponApply, exact: true }).click();
    await expect.poll(() => page.getByTestId('toast').count()).toBeGreaterThan(0);
    expect(await page.getByTestId('cart-coupon-code').count()).toBe(0);
    await page.getByLabel(texts.cartCoupon).fill('welcome10');
    await page.getByRole('button', { name: texts.cartCouponApply, exact: true }).click();
    await expect.poll(() => page.getByTestId('cart-coupon-code').textContent()).toContain('WELCOME10');
    await expect.poll(() => toastTexts(page)).toContain(fill(texts.cartCouponApplied, { code: 'WELCOME10' }));

    // removing a line asks first, in the page itself
    await page.getByTestId('cart-remove').click();
    await page.getByRole('button', { name: texts.cartRemove, exact: true }).click();
    await expect.poll(() => page.getByTestId('cart-empty').count()).toBe(1);
    await context.close();
  });

  it('changes the quantity on the product page: the field takes the number, no button that cannot work', async () => {
    const { page, context } = await newPage({ ...device, javaScriptEnabled: false });
    await page.goto(`${server.baseUrl}${prefix}/products/${BOOK_ID}`);
    // − and + need the page's script: without it they are not shown
    expect(await page.getByRole('button', { name: texts.shopIncrease }).isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: texts.shopDecrease }).isVisible()).toBe(false);
    await page.getByRole('spinbutton', { name: texts.shopQuantity }).fill('3');
    await page.getByTestId('add-to-cart').click();
    await expect.poll(() => page.getByTestId('toast').count()).toBeGreaterThan(0);
    await page.goto(`${server.baseUrl}${prefix}/cart`);
    await expect.poll(() => page.getByTestId('cart-line').count()).toBe(1);
    expect(await page.getByTestId('cart-quantity').textContent()).toMatch(/^\s*3\s*$/);
    await context.close();
  });

  it('a card whose product needs options leads to the product page to choose them', async () => {
    const { page, context } = await newPage({ ...device, javaScriptEnabled: false });
    await page.goto(`${server.baseUrl}${prefix}/products`);
    // a lens of the list's first page whose options must be chosen
    const card = page.getByTestId('product-card').filter({ has: page.locator(`a[href*="/products/${LENS_ID}/"]`) });
    await card.locator('.product-card__cart').click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(new RegExp(`^${prefix}/products/${LENS_ID}(/|$)`));
    await expect.poll(() => page.getByTestId('toast').count()).toBeGreaterThan(0);
    await context.close();
  });
});

describe.each(Object.entries(languages))(
  'taps before the scripts have run, in %s',
  (locale, { prefix, texts, device }) => {
    it('a heart and add to cart tapped before hydration are not lost', async () => {
      const email = `early-${locale}@example.test`;
      const userId = await createCustomer(server.db, email);
      const { page, context } = await newPage(device);
      await logInPlain(page, prefix, email, '/conference/agenda');
      // the page's modules are held back: what the visitor taps meanwhile is a plain form post
      await page.route('**/assets/**/*.js', (route) => route.abort());
      await page.mainFrame().goto(`${server.baseUrl}${prefix}/conference/agenda`, { waitUntil: 'domcontentloaded' });
      expect(await page.locator('html[data-hydrated]').count()).toBe(0);
      await page.getByTestId('session-heart').first().click();
      // a plain post from the public agenda lands where the saved session shows (decision 073)
      await expectPath(page, `${prefix}/my-agenda/conference-sessions`);
      await expect.poll(() => toastTexts(page)).toContain(texts.successAddWishlist);
      expect(await toastTexts(page)).not.toContain(texts.noPermission);
      expect(await savedSessions(userId)).toHaveLength(1);

      await page.mainFrame().goto(`${server.baseUrl}${prefix}/products/${BOOK_ID}`, { waitUntil: 'domcontentloaded' });
      await page.getByTestId('add-to-cart').click();
      await expect.poll(() => page.getByTestId('toast').count()).toBeGreaterThan(0);
      const [cart] = await server.db.select().from(carts).where(eq(carts.userId, userId));
      const lines = await server.db
        .select()
        .from(cartItems)
        .where(eq(cartItems.cartId, cart?.id ?? 0));
      expect(lines.map((line) => line.productId)).toContain(BOOK_ID);
      await context.close();
    });

    it('a customer who taps a heart as the page hydrates is never told that saving is not allowed', async () => {
      const email = `hydrating-${locale}@example.test`;
      const userId = await createCustomer(server.db, email);
      const { page, context } = await newPage(device);
      await logInPlain(page, prefix, email, '/conference/agenda');
      await page.mainFrame().goto(`${server.baseUrl}${prefix}/conference/agenda`, { waitUntil: 'commit' });
      await page.getByTestId('session-heart').first().click();
      await expect.poll(() => savedSessions(userId).then((rows) => rows.length)).toBe(1);
      await expect.poll(() => toastTexts(page)).toContain(texts.successAddWishlist);
      expect(await toastTexts(page)).not.toContain(texts.noPermission);
      await context.close();
    });
  },
);
