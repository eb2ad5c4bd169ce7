import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ar } from '../../apps/web/app/i18n/ar.ts';
import { en } from '../../apps/web/app/i18n/en.ts';
import { createCustomer, logIn } from '../support/accounts.ts';
import { desktop, newPage, phone } from '../support/browser.ts';
import { type E2eServer, getServer } from '../support/server.ts';

// The phone header keeps the site's title whole, and the menu marks the one area a page belongs to.

let server: E2eServer;
beforeAll(async () => {
  server = await getServer();
});

const languages = {
  ar: { prefix: '', texts: ar },
  en: { prefix: '/en', texts: en },
} as const;

/** How the title sits in the header: cut or not, its lines, and whether it runs into the icons. */
function titleLayout(page: Page) {
  return page.evaluate(() => {
    const title = document.querySelector<HTMLElement>('[data-testid="site-title"]');
    const actions = document.querySelector<HTMLElement>('.site-header__actions');
    if (!title || !actions) throw new Error('no header');
    const style = getComputedStyle(title);
    const box = title.getBoundingClientRect();
    const icons = actions.getBoundingClientRect();
    return {
      text: title.textContent,
      isCut: title.scrollWidth > title.clientWidth || style.textOverflow === 'ellipsis',
      lines: Math.round(box.height / Number.parseFloat(style.lineHeight)),
      overlapsIcons: box.left < icons.right && icons.left < box.right,
      pageOverflows: document.documentElement.scrollWidth > window.innerWidth,
      // every control of the bar on the screen
      actionsInside: icons.left >= 0 && icons.right <= window.innerWidth,
    };
  });
}

describe.each(Object.entries(languages))('the phone header, in %s', (locale, { prefix, texts }) => {
  it.each([320, 360, 390])('shows the whole title at %i px, logged out and logged in', async (width) => {
    const { page, context } = await newPage({ ...phone, viewport: { width, height: 800 } });
    const siteName = locale === 'ar' ? 'ملتقى الشاشة السعودي 2027' : 'Saudi Screen Forum 2027';
    for (const state of ['guest', 'customer']) {
      if (state === 'customer') {
        const email = `header-${locale}-${width}@example.test`;
        await createCustomer(server.db, email);
        await logIn(page, { baseUrl: server.baseUrl, prefix, email });
      }
      await page.goto(`${server.baseUrl}${prefix}/`);
      const layout = await titleLayout(page);
      expect(layout, state).toEqual({
        text: siteName,
        isCut: false,
        lines: layout.lines,
        overlapsIcons: false,
        pageOverflows: false,
        actionsInside: true,
      });
      expect(layout.lines, state).toBeGreaterThanOrEqual(1);
      expect(layout.lines, state).toBeLessThanOrEqual(2);

      // what left the bar is in the menu, named in words
      await page.locator('.site-header__menu-button').tap();
      const menu = page.locator('#main-navigation');
      await expect.poll(() => menu.isVisible()).toBe(true);
      const account = menu.getByTestId('menu-account-link');
      expect(await account.isVisible()).toBe(true);
      // the guest page is the same for everyone: the customer is known once the profile has come
      await expect
        .poll(() => account.textContent())
        .toBe(state === 'guest' ? texts.navLogin : texts.navAccountOf.replace('{name}', 'Nora'));
      if (state === 'customer') await expect.poll(() => menu.getByText(texts.navMyAgenda).isVisible()).toBe(true);
      // below 360 px the language joins them; from 360 px it stays in the bar
      expect(await menu.getByTestId('menu-language-switch').isVisible()).toBe(width < 360);
      expect(await page.getByTestId('language-switch').isVisible()).toBe(width >= 360);
      await page.keyboard.press('Escape');
    }
    await context.close();
  });
});

/** The areas the menu marks as the current one, by their label. */
const currentAreas = (page: Page) =>
  page.locator('#main-navigation a[aria-current="page"]').evaluateAll((links) => links.map((link) => link.textContent));

describe.each(Object.entries(languages))('the current area, in %s', (_locale, { prefix, texts }) => {
  it.each([
    ['/', 'navHome'],
    ['/products', 'navShop'],
    ['/products/58', 'navShop'],
    ['/cart', 'navShop'],
    ['/exhibition/map/', 'navExhibition'],
    ['/conference/agenda', 'navConference'],
    ['/search', 'none'],
  ] as const)('on %s marks %s alone', async (path, area) => {
    const expected = area === 'none' ? [] : [texts[area]];
    // as the server draws it, and once the scripts run
    for (const javaScriptEnabled of [false, true]) {
      const { page, context } = await newPage({ ...desktop, javaScriptEnabled });
      await page.goto(`${server.baseUrl}${prefix}${path}`);
      expect(await currentAreas(page), `scripts: ${javaScriptEnabled}`).toEqual(expected);
      // the marked link is the highlighted one, and no other
      expect(await page.locator('#main-navigation a.active').count()).toBe(expected.length);
      await context.close();
    }
  });
});
