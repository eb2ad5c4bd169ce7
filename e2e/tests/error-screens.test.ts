import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { logIn } from '../support/accounts.ts';
import { newPage } from '../support/browser.ts';
import { languages } from '../support/languages.ts';
import { type E2eServer, getServer } from '../support/server.ts';

// The error screens are pages of the site (decision 050): its header and footer, its stylesheet, the
// direction of the address's language, and words for the account in hand.
let server: E2eServer;
beforeAll(async () => {
  server = await getServer();
});

/** The frame is there and styled: the header landmark, painted by site.css (transparent without it). */
async function expectSiteFrame(page: Page, dir: 'rtl' | 'ltr') {
  expect(await page.evaluate(() => document.documentElement.dir)).toBe(dir);
  expect(await page.getByRole('banner').count()).toBe(1);
  expect(await page.getByRole('contentinfo').count()).toBe(1);
  expect(await page.locator('.site-header').evaluate((header) => getComputedStyle(header).backgroundColor)).toBe(
    'rgb(11, 42, 91)',
  );
}

describe.each(Object.entries(languages))('the error screens in %s', (name, { prefix, texts, device }) => {
  const dir = name === 'ar' ? 'rtl' : 'ltr';

  // (the account area's customer pages show a staff member a note instead: invoice-and-staff.test.ts)
  it('tell a staff member that a customer page is not theirs, and offer another account, also after a navigation', async () => {
    const { page, context, errors } = await newPage(device);
    await logIn(page, { baseUrl: server.baseUrl, prefix, email: 'staff@forum.test' });
    const response = await page.goto(`${server.baseUrl}${prefix}/checkout/1/success`);
    expect(response?.status()).toBe(403);
    await expectSiteFrame(page, dir);
    const screen = page.getByTestId('forbidden-screen');
    // the words wait for the browser to know the visitor; then they name a staff account
    await expect
      .poll(() => screen.getByRole('heading', { level: 1 }).textContent())
      .toBe(texts.screenForbiddenTitle.replace(/^.*other \{(.*)\}\}$/, '$1'));
    expect(await screen.textContent()).not.toMatch(name === 'ar' ? /عارض/ : /exhibitor/i);
    const login = screen.getByTestId('screen-login');
    expect(await login.textContent()).toBe(texts.screenLogInAsAnother);
    expect(await login.getAttribute('href')).toBe(`${prefix}/login/customer?redirect=%2Fcheckout%2F1%2Fsuccess`);
    await page.screenshot({ path: `.tmp/screens/error-403-${name}.png`, fullPage: true });

    // reached inside the site (no new document), the screen keeps the frame and the stylesheet
    await page.goto(`${server.baseUrl}${prefix}/account`);
    await page.evaluate(
      (path) =>
        (
          window as unknown as { __reactRouterDataRouter: { navigate(to: string): void } }
        ).__reactRouterDataRouter.navigate(path),
      `${prefix}/checkout/1/success`,
    );
    await page.getByTestId('forbidden-screen').waitFor();
    await expectSiteFrame(page, dir);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('show an unknown page in the frame, with the way home', async () => {
    const { page, context, errors } = await newPage(device);
    const response = await page.goto(`${server.baseUrl}${prefix}/no-such-page`);
    expect(response?.status()).toBe(404);
    await expectSiteFrame(page, dir);
    expect(await page.getByTestId('not-found').getByRole('link').textContent()).toBe(texts.backHome);
    await page.screenshot({ path: `.tmp/screens/error-404-${name}.png`, fullPage: true });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('show maintenance in the frame, without the settings, with a reload', async () => {
    const { page, context } = await newPage(device);
    await server.settings.set('maintenance', true);
    try {
      const response = await page.goto(`${server.baseUrl}${prefix}/events`);
      expect(response?.status()).toBe(503);
      await expectSiteFrame(page, dir);
      const screen = page.getByTestId('maintenance-screen');
      expect(await screen.getByRole('heading', { level: 1 }).textContent()).toBe(texts.maintenanceTitle);
      expect(await screen.getByTestId('screen-reload').getAttribute('href')).toBe(`${prefix}/events`);
      await page.screenshot({ path: `.tmp/screens/error-503-${name}.png`, fullPage: true });
    } finally {
      await server.settings.set('maintenance', false);
    }
    await context.close();
  });
});
