import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { newPage, phone } from '../support/browser.ts';
import { type E2eServer, getServer } from '../support/server.ts';

// What the Arabic site shows in the order a reader expects (issue 36): a time range on one line, English
// typed into a field left to right with its full stop at its end.

let server: E2eServer;
beforeAll(async () => {
  server = await getServer();
});

/** How many colour values of two screenshots of one size differ (a few, from anti-aliasing, when they look alike). */
async function differingValues(a: Buffer, b: Buffer): Promise<number> {
  const [first, second] = await Promise.all([a, b].map((png) => sharp(png).raw().toBuffer()));
  if (!first || !second || first.length !== second.length) return Number.POSITIVE_INFINITY;
  let count = 0;
  for (let i = 0; i < first.length; i++) if (first[i] !== second[i]) count++;
  return count;
}

describe('the Arabic site reads in order', () => {
  it('keeps each time range of the agenda cards on one line at 1366 px', async () => {
    const { page, context } = await newPage({ viewport: { width: 1366, height: 900 } });
    await page.goto(`${server.baseUrl}/conference/agenda`);
    const ranges = page.locator('[data-testid="session-card"] .time-range');
    // an inline box broken over two lines has a rectangle per line; a hidden day's cards have none
    const lines = await ranges.evaluateAll((elements) =>
      elements.map((element) => ({ text: element.textContent, lines: element.getClientRects().length })),
    );
    const shown = lines.filter((range) => range.lines > 0);
    expect(shown.length).toBeGreaterThan(3);
    expect(shown.filter((range) => range.lines !== 1)).toEqual([]);
    // and within its column: the range does not run into the card's text beside it
    const overflowing = await page
      .locator('[data-testid="session-card"] .session-card__when')
      .evaluateAll((elements) => elements.filter((element) => element.scrollWidth > element.clientWidth).length);
    expect(overflowing).toBe(0);
    await context.close();
  });

  it('lays English typed into a field left to right, the empty field right to left (scripts off)', async () => {
    const { page, context } = await newPage({ ...phone, javaScriptEnabled: false });
    await page.goto(`${server.baseUrl}/contact-us`);
    const message = page.locator('textarea[name="message"]');
    const name = page.locator('input[name="name"]');
    // empty, a field keeps the page's direction: its caret and placeholder on the right
    expect(await name.evaluate((element) => getComputedStyle(element).direction)).toBe('rtl');
    for (const field of [name, message]) {
      await field.fill('Hello, forum.');
      await field.blur();
      const typed = await field.screenshot();
      // the same field forced to be left to right must look the same: the full stop at the end, on the right
      await field.evaluate((element) => {
        element.setAttribute('dir', 'ltr');
        element.style.unicodeBidi = 'normal';
      });
      expect(await differingValues(typed, await field.screenshot())).toBeLessThan(200);
    }
    await context.close();
  });
});
