import { beforeAll, describe, expect, it } from 'vitest';
import { openBeforeScripts, seriousViolations } from '../support/axe.ts';
import { desktop, getBrowser, phone } from '../support/browser.ts';
import { type E2eServer, getServer } from '../support/server.ts';

// Axe on the HTML the server sends, before any script has run (what a visitor on a slow phone uses first,
// and all that one without scripts ever gets): the main public pages, in both languages. The tests of each
// area run axe again once the page has hydrated.

let server: E2eServer;
beforeAll(async () => {
  server = await getServer();
});

const pages = [
  '/',
  '/products',
  '/products/58',
  '/cart',
  '/search?q=film',
  '/conference',
  '/conference/agenda',
  '/workshops',
  '/exhibition',
  '/exhibition/map/',
  '/events',
  '/media',
  '/sponsorship-packages',
  '/account-type',
  '/login/customer',
];

// Arabic on a phone and English on a desktop; the product list (whose filters fold on a phone and stand
// beside the list on a desktop) on both
describe.each([
  ['Arabic', '', phone],
  ['English', '/en', desktop],
] as const)('the server’s HTML in %s', (_language, prefix, device) => {
  it.each(pages)('has no serious or critical axe violation on %s', async (path) => {
    const devices = path === '/products' ? [phone, desktop] : [device];
    for (const each of devices) {
      const context = await (await getBrowser()).newContext(each);
      const page = await openBeforeScripts(context, `${server.baseUrl}${prefix}${path}`);
      // the page did not hydrate: this is the server's HTML
      expect(await page.locator('html[data-hydrated]').count()).toBe(0);
      expect(await seriousViolations(page), `${each.viewport?.width} px`).toEqual([]);
      await context.close();
    }
  });
});
