import type { BrowserContextOptions, Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { exhibitionAr, exhibitionEn } from '../../apps/web/app/i18n/texts/exhibition.ts';
import { desktop, newPage, phone } from '../support/browser.ts';
import { type E2eServer, getServer } from '../support/server.ts';

// The floor map on a phone: the halls one under the other, labels that can be read at the first zoom,
// the booth's card whole on the screen, an intro for touch, and the list of booths one link away.

let server: E2eServer;
beforeAll(async () => {
  server = await getServer();
});

const languages = {
  ar: { prefix: '', texts: exhibitionAr },
  en: { prefix: '/en', texts: exhibitionEn },
} as const;

/** The smallest size a label may have on the screen. */
const READABLE_PX = 11;

const planReady = (page: Page) => page.waitForSelector('[data-testid="floor-plan"][data-ready]');

/** The halls' boxes on the screen, from the first one down. */
const hallBoxes = (page: Page) =>
  page
    .locator('.ex-plan__hall')
    .evaluateAll((halls) =>
      halls.map(
        (hall) => hall.getBoundingClientRect().toJSON() as { x: number; y: number; width: number; height: number },
      ),
    );

/** Each booth label's size in screen pixels, and whether it stays inside its booth. */
const labels = (page: Page) =>
  page.locator('.ex-plan__booth text').evaluateAll((texts) =>
    texts.map((text) => {
      const svg = text.closest('svg') as SVGSVGElement;
      const scale = svg.getScreenCTM()?.a ?? 0;
      const box = text.getBoundingClientRect();
      const booth = (text.previousElementSibling as SVGRectElement).getBoundingClientRect();
      return {
        code: text.textContent,
        px: Number.parseFloat(getComputedStyle(text).fontSize) * scale,
        fits: box.width <= booth.width + 0.5,
      };
    }),
  );

/** Screen pixels between a booth and its card (CARD_MARGIN in plan-layers.tsx), and a pixel of rounding. */
const CARD_GAP = 7;

/**
 * Whether a booth's card is where a map's popup is, by its feature: it shares some of the booth's width and
 * touches its top or bottom; or it is hidden, its booth being out of the plan's view.
 */
async function beside(card: Locator, booth: Locator): Promise<boolean> {
  if (!(await card.isVisible())) return true;
  const [cardBox, boothBox] = await Promise.all([card.boundingBox(), booth.boundingBox()]);
  if (!cardBox || !boothBox) return false;
  const sharesWidth = cardBox.x < boothBox.x + boothBox.width && cardBox.x + cardBox.width > boothBox.x;
  const touches =
    cardBox.y <= boothBox.y + boothBox.height + CARD_GAP && cardBox.y + cardBox.height >= boothBox.y - CARD_GAP;
  return sharesWidth && touches;
}

/** The visible wording of the page's intro (it holds one for a pointer and one for touch; CSS shows one). */
const intro = (page: Page) =>
  page.locator('.page-header__lead > span').evaluateAll((spans) =>
    spans
      .filter((span) => getComputedStyle(span).display !== 'none')
      .map((span) => span.textContent)
      .join(' '),
  );

describe.each(Object.entries(languages))('the floor map, in %s', (_locale, { prefix, texts }) => {
  it('stacks the halls on a phone, with labels readable at the first zoom', async () => {
    const { page, context, errors } = await newPage(phone);
    await page.goto(`${server.baseUrl}${prefix}/exhibition/map/`);
    await planReady(page);
    expect(await page.getByTestId('floor-plan').getAttribute('data-layout')).toBe('stacked');
    const [first, second] = await hallBoxes(page);
    if (!first || !second) throw new Error('two halls expected');
    // one under the other, each as wide as most of the screen
    expect(second.y).toBeGreaterThanOrEqual(first.y + first.height);
    expect(first.width).toBeGreaterThan((phone.viewport?.width ?? 0) * 0.7);
    const sizes = await labels(page);
    expect(sizes).toHaveLength(36);
    for (const label of sizes) {
      expect(label.px, label.code ?? '').toBeGreaterThanOrEqual(READABLE_PX);
      expect(label.fits, label.code ?? '').toBe(true);
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps the halls side by side on a desktop, labels readable too', async () => {
    const { page, context } = await newPage(desktop);
    await page.goto(`${server.baseUrl}${prefix}/exhibition/map/`);
    await planReady(page);
    expect(await page.getByTestId('floor-plan').getAttribute('data-layout')).toBe('wide');
    const [first, second] = await hallBoxes(page);
    if (!first || !second) throw new Error('two halls expected');
    expect(Math.abs(second.y - first.y)).toBeLessThan(1);
    for (const label of await labels(page)) expect(label.px, label.code ?? '').toBeGreaterThanOrEqual(READABLE_PX);
    await context.close();
  });

  it("shows a tapped booth's card whole on the screen, wherever the booth is", async () => {
    const { page, context } = await newPage(phone);
    await page.goto(`${server.baseUrl}${prefix}/exhibition/map/`);
    await planReady(page);
    // the corners and the bottom edge of the plan, where a card had no room below
    for (const code of ['A-01', 'A-06', 'A-19', 'A-24', 'B-01', 'B-03', 'B-10', 'B-12']) {
      const booth = page.locator(`[data-booth-code="${code}"] rect`);
      await booth.scrollIntoViewIfNeeded();
      await booth.tap();
      const card = page.getByTestId('booth-tooltip');
      await expect.poll(() => card.textContent()).toContain(code);
      const box = await card.boundingBox();
      const plan = await page.getByTestId('floor-plan').boundingBox();
      const screen = page.viewportSize();
      if (!box || !plan || !screen) throw new Error('no card');
      expect(box.x, code).toBeGreaterThanOrEqual(plan.x);
      expect(box.x + box.width, code).toBeLessThanOrEqual(plan.x + plan.width);
      expect(box.y, code).toBeGreaterThanOrEqual(plan.y);
      expect(box.y + box.height, code).toBeLessThanOrEqual(plan.y + plan.height);
      expect(box.y, code).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height, code).toBeLessThanOrEqual(screen.height);
    }
    await context.close();
  });

  it("keeps a tapped booth's card beside its booth as the plan zooms, or hides it with the booth (issue 36)", async () => {
    const { page, context, errors } = await newPage(phone);
    await page.goto(`${server.baseUrl}${prefix}/exhibition/map/`);
    await planReady(page);
    // a booth on each side of the plan: zooming in at the centre takes both out of view, one step at a time
    for (const code of ['A-01', 'A-12']) {
      const booth = page.locator(`[data-booth-code="${code}"] rect`);
      await page.getByRole('button', { name: texts.exhibitionMapReset }).tap();
      await booth.scrollIntoViewIfNeeded();
      await booth.tap();
      const card = page.getByTestId('booth-tooltip');
      await expect.poll(() => card.textContent()).toContain(code);
      for (let step = 0; step <= 3; step += 1) {
        if (step > 0) await page.getByRole('button', { name: texts.exhibitionMapZoomIn }).tap();
        await expect.poll(() => beside(card, booth), { message: `${code} after ${step} zooms` }).toBe(true);
      }
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  for (const [device, name] of [
    [phone, 'touch'],
    [desktop, 'pointer'],
  ] as [BrowserContextOptions, string][]) {
    it(`words the intro for ${name}, before and without scripts too`, async () => {
      for (const javaScriptEnabled of [false, true]) {
        const { page, context } = await newPage({ ...device, javaScriptEnabled });
        await page.goto(`${server.baseUrl}${prefix}/exhibition/map/`);
        expect(await intro(page)).toBe(name === 'touch' ? texts.exhibitionMapLeadTouch : texts.exhibitionMapLead);
        await context.close();
      }
    });
  }

  it('opens the list of booths from the skip link, with and without scripts', async () => {
    for (const javaScriptEnabled of [false, true]) {
      const { page, context } = await newPage({ ...phone, javaScriptEnabled });
      await page.goto(`${server.baseUrl}${prefix}/exhibition/map/`);
      const details = page.locator('.ex-booth-list__details');
      expect(await details.evaluate((element) => (element as HTMLDetailsElement).open)).toBe(false);
      await page.getByRole('link', { name: texts.exhibitionMapSkipToList }).click();
      await expect.poll(() => details.evaluate((element) => (element as HTMLDetailsElement).open)).toBe(true);
      const firstRow = page.locator('tr[data-booth-row="A-01"]');
      expect(await firstRow.isVisible()).toBe(true);
      // the list's rows are where the visitor landed
      const box = await page.locator('.ex-booth-list__hall').first().boundingBox();
      expect(box?.y ?? -1).toBeGreaterThanOrEqual(0);
      expect(box?.y ?? Number.POSITIVE_INFINITY).toBeLessThan(page.viewportSize()?.height ?? 0);
      await context.close();
    }
  });

  it.each([320, 390])("shows the search field's whole example at %i px", async (width) => {
    const { page, context } = await newPage({ ...phone, viewport: { width, height: 800 } });
    await page.goto(`${server.baseUrl}${prefix}/exhibition/map/`);
    const room = await page.locator('#map-search').evaluate((input: HTMLInputElement) => {
      const style = getComputedStyle(input);
      const canvas = document.createElement('canvas').getContext('2d');
      if (!canvas) throw new Error('no canvas');
      canvas.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      return {
        placeholder: input.placeholder,
        needed: canvas.measureText(input.placeholder).width,
        available:
          input.clientWidth - Number.parseFloat(style.paddingInlineStart) - Number.parseFloat(style.paddingInlineEnd),
      };
    });
    expect(room.placeholder).toBe(texts.exhibitionMapSearchPlaceholder);
    expect(room.needed).toBeLessThanOrEqual(room.available);
    await context.close();
  });
});
