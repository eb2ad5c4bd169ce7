import { beforeAll, describe, expect, it } from 'vitest';
import { cookiesOf, sessionCookieOf } from '../support/accounts.ts';
import { newPage, phone } from '../support/browser.ts';
import { type E2eServer, getServer } from '../support/server.ts';

// Nothing moves under the reader while a page loads (decision 032): the text is drawn first in a local font
// scaled to Readex Pro's metrics, and Readex Pro takes its place without moving a line. The fonts are held
// back until well after the first paint, as on a slow phone network, so that the swap happens in every run;
// the layout shifts the browser reports (a sum of values, not a timing) must stay within 0.02.

let server: E2eServer;
beforeAll(async () => {
  server = await getServer();
});

const MAX_LAYOUT_SHIFT = 0.02;
const FONT_DELAY_MS = 1_200;
// Lighthouse's phone (a Moto G Power) and the tests' own
const screens = {
  'Lighthouse phone 412x823': { ...phone, viewport: { width: 412, height: 823 } },
  'phone 390x844': phone,
};

function recordLayoutShifts() {
  const shifts: { value: number; nodes: string[] }[] = [];
  Object.defineProperty(window, '__layoutShifts', { value: shifts });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources?: { node?: Node | null }[];
    })[]) {
      if (entry.hadRecentInput) continue;
      const nodes = (entry.sources ?? []).map((source) => {
        const node = source.node;
        if (!node) return '?';
        const element = node instanceof Element ? node : node.parentElement;
        return `${element?.tagName.toLowerCase()}.${element?.className}`;
      });
      shifts.push({ value: entry.value, nodes });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

async function layoutShiftOf(path: string, screen: keyof typeof screens, cookie?: string) {
  const { context, page, errors } = await newPage(screens[screen]);
  // the session through the API: logging in on a page would leave the fonts cached
  if (cookie) await context.addCookies(cookiesOf(cookie, server.baseUrl));
  await page.addInitScript(recordLayoutShifts);
  let fontsAsked = 0;
  await page.route(/\.woff2$/, async (route) => {
    fontsAsked += 1;
    await new Promise((resolve) => setTimeout(resolve, FONT_DELAY_MS));
    await route.continue();
  });
  await page.goto(`${server.baseUrl}${path}`);
  // the swap has happened: Readex Pro is in use
  await page.waitForFunction(() => document.fonts.status === 'loaded' && document.fonts.check('16px "Readex Pro"'));
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 300))));
  const shifts = await page.evaluate(
    () => (window as unknown as { __layoutShifts: { value: number; nodes: string[] }[] }).__layoutShifts,
  );
  await context.close();
  expect(errors).toEqual([]);
  expect(fontsAsked).toBeGreaterThan(0);
  return { total: shifts.reduce((sum, shift) => sum + shift.value, 0), shifts };
}

describe('layout shift while the fonts arrive', () => {
  for (const screen of Object.keys(screens) as (keyof typeof screens)[]) {
    for (const path of ['/conference/agenda', '/en/conference/agenda', '/', '/en', '/products', '/en/products']) {
      it(`${path} on the ${screen} moves by at most ${MAX_LAYOUT_SHIFT}`, async () => {
        const { total, shifts } = await layoutShiftOf(path, screen);
        expect(total, JSON.stringify(shifts)).toBeLessThanOrEqual(MAX_LAYOUT_SHIFT);
      });
    }
    // an order's page: its trail (Home / My account / My orders / Order FF-…) broke onto a second line when
    // Readex Pro came, and pushed the page down by 0.17 on a throttled phone (issue 32); it now keeps one line
    for (const prefix of ['', '/en']) {
      it(`${prefix}/account/orders/{id} of the demo customer on the ${screen} moves by at most ${MAX_LAYOUT_SHIFT}`, async () => {
        const cookie = await sessionCookieOf(server.baseUrl);
        const orders = await fetch(`${server.baseUrl}/api/orders`, { headers: { cookie, OS: 'wui' } });
        const { data } = (await orders.json()) as { data: { items: { id: number }[] } };
        const order = data.items[0];
        expect(order).toBeDefined();
        const { total, shifts } = await layoutShiftOf(`${prefix}/account/orders/${order?.id}`, screen, cookie);
        expect(total, JSON.stringify(shifts)).toBeLessThanOrEqual(MAX_LAYOUT_SHIFT);
      });
    }
  }
});
