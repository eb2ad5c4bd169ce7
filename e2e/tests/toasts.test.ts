import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ar } from '../../apps/web/app/i18n/ar.ts';
import { en } from '../../apps/web/app/i18n/en.ts';
import { createCustomer, DEMO_PASSWORD, logIn } from '../support/accounts.ts';
import { desktop, newPage, phone } from '../support/browser.ts';
import { languages } from '../support/languages.ts';
import { type E2eServer, getServer } from '../support/server.ts';

// Toasts belong to the page that raised them, never more than two, never over the control just used;
// a refused heart says what to do; the design system's right-to-left samples are Arabic.

let server: E2eServer;
beforeAll(async () => {
  server = await getServer();
});

const toastTexts = (page: Page) => page.locator('[data-testid="toast"] .toast__message').allTextContents();

const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe.each(Object.entries(languages))('toasts, in %s', (locale, { prefix, texts, device }) => {
  it('shows two at most, replaces an identical one, and closes them on another page', async () => {
    const { page, context, errors } = await newPage(device);
    await page.goto(`${server.baseUrl}${prefix}/design-system`);
    const success = page.getByRole('button', { name: texts.dsShowSuccess });
    await success.click();
    await success.click();
    await expect.poll(() => toastTexts(page)).toEqual([texts.successAddWishlist]);
    // two errors, 200 ms apart: the success gives way, the errors stay, two in all
    await page.getByRole('button', { name: texts.dsShowErrors }).click();
    await expect.poll(() => toastTexts(page)).toEqual([texts.failProcess, texts.mustLogin]);
    await success.click();
    await page.waitForTimeout(300);
    expect(await page.getByTestId('toast').count()).toBe(2);

    // another page of the site: the toasts raised here are gone
    await page.evaluate(() => {
      const link = document.querySelector<HTMLAnchorElement>('main a[href]');
      link?.click();
    });
    await expect.poll(() => new URL(page.url()).pathname).not.toBe(`${prefix}/design-system`);
    await expect.poll(() => page.getByTestId('toast').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('closes a toast by itself after six seconds, not before', async () => {
    const { page, context, errors } = await newPage(device);
    // the page's clock, moved by hand: the close is a timer of the page
    await page.clock.install();
    await page.goto(`${server.baseUrl}${prefix}/design-system`);
    // time stands still from before the tap, and moves only as the test says (a second ahead, so the
    // page's clock cannot pass that moment while the call travels)
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    await page.getByRole('button', { name: texts.dsShowSuccess }).click();
    await expect.poll(() => toastTexts(page)).toEqual([texts.successAddWishlist]);
    await page.clock.runFor(5_400);
    expect(await toastTexts(page)).toEqual([texts.successAddWishlist]);
    await page.clock.runFor(700);
    await expect.poll(() => page.getByTestId('toast').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('offers a guest the login and back on a refused heart, clear of the heart just tapped', async () => {
    const { page, context, errors } = await newPage(device);
    await page.goto(`${server.baseUrl}${prefix}/products`);
    const heart = page.getByTestId('wishlist-heart').nth(locale === 'ar' ? 3 : 0);
    await heart.scrollIntoViewIfNeeded();
    await heart.click();
    await expect.poll(() => toastTexts(page)).toEqual([`${texts.wishlistLogInToSave} ${texts.wishlistLogIn}`]);
    const link = page.getByTestId('toast-link');
    expect(await link.textContent()).toBe(texts.wishlistLogIn);
    const href = new URL((await link.getAttribute('href')) ?? '', server.baseUrl);
    expect(href.pathname).toBe(`${prefix}/login/customer`);
    expect(href.searchParams.get('redirect')).toBe('/products');
    const toastBox = await page.locator('.toasts__list').boundingBox();
    const heartBox = await heart.boundingBox();
    if (!toastBox || !heartBox) throw new Error('no box');
    expect(overlaps(toastBox, heartBox)).toBe(false);
    await link.click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(`${prefix}/login/customer`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('leaves the header, its menu and its cart, uncovered at the top of the page', async () => {
    const { page, context } = await newPage(device);
    await page.goto(`${server.baseUrl}${prefix}/products`);
    await page.getByTestId('wishlist-heart').first().click();
    await expect.poll(() => toastTexts(page)).toEqual([`${texts.wishlistLogInToSave} ${texts.wishlistLogIn}`]);
    await page.evaluate(() => window.scrollTo(0, 0));
    const header = await page.locator('.site-header__bar').boundingBox();
    // both places a toast may take, whichever the tapped control chose
    for (const placement of ['top', 'bottom']) {
      await page
        .locator('.toasts')
        .evaluate((element, value) => element.setAttribute('data-placement', value), placement);
      const toastBox = await page.locator('.toasts__list').boundingBox();
      if (!toastBox || !header) throw new Error('no box');
      expect(overlaps(toastBox, header), placement).toBe(false);
    }
    await context.close();
  });

  it('tells an exhibitor that saving is for visitor accounts', async () => {
    const { page, context } = await newPage(device);
    await logIn(page, { baseUrl: server.baseUrl, prefix, email: 'exhibitor@forum.test', family: 'exhibitor' });
    await page.goto(`${server.baseUrl}${prefix}/products`);
    await page.getByTestId('wishlist-heart').first().click();
    await expect.poll(() => toastTexts(page)).toEqual([texts.wishlistVisitorsOnly]);
    expect(await page.getByTestId('toast-link').count()).toBe(0);
    await context.close();
  });

  it("leaves a failed login's toasts behind once the visitor logs in", async () => {
    const email = `toasts-login-${locale}@example.test`;
    await createCustomer(server.db, email);
    const { page, context } = await newPage(device);
    await page.goto(`${server.baseUrl}${prefix}/login/customer?redirect=/products`);
    await page.locator('input[name="email"]').fill(email);
    await page.locator('input[name="password"]').fill('not-the-password-1');
    await page.locator('main form button[type="submit"]').click();
    await expect.poll(async () => (await toastTexts(page)).length).toBeGreaterThan(0);
    const [refusal] = await toastTexts(page);
    await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
    await page.locator('main form button[type="submit"]').click();
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe(`${prefix}/products`);
    // gone at once with the page it belonged to (it would otherwise stay its 6 s)
    await page.waitForTimeout(500);
    expect(await toastTexts(page)).not.toContain(refusal);
    await context.close();
  });
});

describe.each(Object.entries(languages))('the design system, in %s', (_locale, { prefix }) => {
  it('shows the right-to-left samples in Arabic and the left-to-right ones in English', async () => {
    const { page, context } = await newPage(device(prefix));
    await page.goto(`${server.baseUrl}${prefix}/design-system`);
    const rtl = page.locator('[data-panel="ar"]').first();
    const ltr = page.locator('[data-panel="en"]').first();
    expect(await rtl.getAttribute('dir')).toBe('rtl');
    expect(await rtl.getAttribute('lang')).toBe('ar');
    expect(await ltr.getAttribute('dir')).toBe('ltr');
    expect(await rtl.locator('.ds__direction').textContent()).toBe(ar.dsRtl);
    expect(await ltr.locator('.ds__direction').textContent()).toBe(en.dsLtr);
    expect(await rtl.locator('h3').textContent()).toBe(ar.dsSampleHeading);
    expect(await ltr.locator('h3').textContent()).toBe(en.dsSampleHeading);
    // the Arabic sentence ends at the left, where right-to-left text ends
    expect(await rtl.locator('p').nth(1).textContent()).toBe(ar.dsSampleText);
    await context.close();
  });
});

function device(prefix: string) {
  return prefix ? desktop : phone;
}
