import AxeBuilder from '@axe-core/playwright';
import { formatMessage } from '@forum/contract/message-compile';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ar } from '../../apps/web/app/i18n/ar.ts';
import { en } from '../../apps/web/app/i18n/en.ts';
import { exhibitionAr, exhibitionEn } from '../../apps/web/app/i18n/texts/exhibition.ts';
import { desktop, newPage, phone } from '../support/browser.ts';
import { type E2eServer, getServer } from '../support/server.ts';

let server: E2eServer;
beforeAll(async () => {
  server = await getServer();
});

// the catalogue's ICU messages (decision 034), in the language the text is written in
const fill = (text: string, values: Record<string, string | number>) =>
  formatMessage(text, /[\u0600-\u06ff]/u.test(text) ? 'ar' : 'en', values);

// each search is spelt otherwise than the stored name: another hamza form, taa marbuta as haa, another case
const languages = {
  ar: {
    prefix: '',
    texts: exhibitionAr,
    shell: ar,
    query: 'افلام الحاره',
    name: 'أفلام الحارة',
    mapQuery: 'اضاءه افاق',
    mapName: 'إضاءة آفاق',
    rawi: 'استوديوهات راوي',
    noResult: 'لا توجد نتائج',
  },
  en: {
    prefix: '/en',
    texts: exhibitionEn,
    shell: en,
    query: 'NAJM optics',
    name: 'Najm Optics',
    mapQuery: 'afaq LIGHT',
    mapName: 'Afaq Lighting',
    rawi: 'Rawi Studios',
    noResult: 'No results found',
  },
} as const;

const cardNames = (page: Page) => page.getByTestId('exhibitor-card').locator('h2').allTextContents();
const viewBox = async (page: Page) =>
  ((await page.locator('.ex-plan__svg').getAttribute('viewBox')) ?? '').split(' ').map(Number);
/** The directory's form and the plan work as plain HTML first; these wait until the page has hydrated. */
const directoryReady = (page: Page) => page.waitForSelector('form[data-enhanced]');
const planReady = (page: Page) => page.waitForSelector('[data-testid="floor-plan"][data-ready]');
/** The tooltip is shown inside the plan (not only present in the page). */
async function expectTooltipOnPlan(page: Page, text: string) {
  await expect.poll(() => page.getByTestId('booth-tooltip').textContent()).toContain(text);
  const tooltip = await page.getByTestId('booth-tooltip').boundingBox();
  const plan = await page.getByTestId('floor-plan').boundingBox();
  if (!tooltip || !plan) throw new Error('no tooltip or plan');
  expect(tooltip.x).toBeGreaterThanOrEqual(plan.x - 1);
  expect(tooltip.x + tooltip.width).toBeLessThanOrEqual(plan.x + plan.width + 1);
  expect(tooltip.y).toBeGreaterThanOrEqual(plan.y - 1);
  expect(tooltip.y + tooltip.height).toBeLessThanOrEqual(plan.y + plan.height + 1);
}
const focusedLabel = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? null);

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''));
  expect(
    serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`),
  ).toEqual([]);
}

describe.each(Object.entries(languages))('the exhibition, in %s', (locale, language) => {
  const { prefix, texts, shell } = language;

  it('finds an exhibitor by a search spelt differently, keeps it in the address, and opens its page', async () => {
    const { page, context, errors } = await newPage(locale === 'ar' ? phone : desktop);
    await page.goto(`${server.baseUrl}${prefix}/exhibition`);
    await directoryReady(page);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(texts.exhibitionDirectoryTitle);
    await expect.poll(async () => (await cardNames(page)).length).toBe(12);
    await page.getByRole('searchbox', { name: texts.exhibitionSearchLabel }).fill(language.query);
    // typing searches after a pause, without a reload, and the address can be shared
    await expect.poll(() => cardNames(page), { timeout: 10_000 }).toEqual([language.name]);
    expect(new URL(page.url()).searchParams.get('q')).toBe(language.query);
    expect(await page.getByTestId('directory-count').textContent()).toBe(
      fill(texts.exhibitionResultCount, { count: 1 }),
    );

    await page.getByRole('link', { name: language.name, exact: true }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(language.name);
    expect(new URL(page.url()).pathname).toMatch(new RegExp(`^${prefix}/exhibition/\\d+$`));
    // booth → floor map with that booth, contacts, and outside links that say they open a new tab
    const mapLink = page.getByTestId('booth-map-link').first();
    expect(await mapLink.getAttribute('href')).toMatch(new RegExp(`^${prefix}/exhibition/map/\\?booth=[AB]-\\d{2}$`));
    expect(await page.getByTestId('exhibitor-phone').getAttribute('dir')).toBe('ltr');
    expect(await page.getByTestId('exhibitor-phone').getAttribute('href')).toMatch(/^tel:\+\d+$/);
    expect(await page.getByTestId('exhibitor-email').getAttribute('href')).toMatch(/^mailto:.+@.+/);
    const website = page.getByRole('link', {
      name: new RegExp(texts.exhibitionOpensInNewTab.replace(/[()]/g, '\\$&')),
    });
    expect(await website.count()).toBeGreaterThan(0);
    for (const link of await website.all()) {
      expect(await link.getAttribute('target')).toBe('_blank');
      expect(await link.getAttribute('rel')).toContain('noopener');
      expect(await link.getAttribute('href')).toMatch(/^https:\/\//);
    }
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
    expect(jsonLd['@graph'].map((node: { '@type': string }) => node['@type'])).toEqual([
      'Organization',
      'BreadcrumbList',
    ]);
    expect(jsonLd['@graph'][0].name).toBe(language.name);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('filters by category, country and hall through the address, pages, and says when nothing matches', async () => {
    const { page, context, errors } = await newPage(desktop);
    await page.goto(`${server.baseUrl}${prefix}/exhibition`);
    await directoryReady(page);
    await page.getByLabel(texts.exhibitionFilterCountry).selectOption('AE');
    await expect.poll(() => new URL(page.url()).searchParams.get('country')).toBe('AE');
    await expect.poll(async () => (await cardNames(page)).length).toBe(3);
    await page.getByLabel(texts.exhibitionFilterHall).selectOption({ index: 2 });
    await expect.poll(() => new URL(page.url()).searchParams.get('hall')).not.toBeNull();
    await expect.poll(async () => (await cardNames(page)).length).toBeLessThan(3);

    await page.getByRole('link', { name: texts.exhibitionClearFilters }).click();
    await expect.poll(() => page.url()).toBe(`${server.baseUrl}${prefix}/exhibition`);
    const firstPage = await cardNames(page);
    await page.getByRole('link', { name: fill(shell.pagerPageNumber, { number: '2' }) }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('page')).toBe('2');
    await expect.poll(async () => (await cardNames(page))[0]).not.toBe(firstPage[0]);
    expect(
      await page.getByRole('link', { name: fill(shell.pagerPageNumber, { number: '2' }) }).getAttribute('aria-current'),
    ).toBe('page');

    await page.goto(`${server.baseUrl}${prefix}/exhibition?q=zzzz-nobody`);
    expect(await page.getByTestId('directory-empty').getByRole('heading').textContent()).toBe(language.noResult);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('searches the directory without JavaScript, as a plain GET form', async () => {
    const { page, context } = await newPage({ ...desktop, javaScriptEnabled: false });
    await page.goto(`${server.baseUrl}${prefix}/exhibition`);
    await page.getByRole('searchbox', { name: texts.exhibitionSearchLabel }).fill(language.query);
    await page.getByRole('button', { name: texts.exhibitionApplyFilters }).click();
    await page.waitForURL(/\?q=/);
    expect(await cardNames(page)).toEqual([language.name]);
    await context.close();
  });

  it('answers an unknown exhibitor with the 404 page', async () => {
    const { page, context } = await newPage(desktop);
    const response = await page.goto(`${server.baseUrl}${prefix}/exhibition/999999`);
    expect(response?.status()).toBe(404);
    expect(page.url()).toBe(`${server.baseUrl}${prefix}/404`);
    expect(await page.getByTestId('not-found').isVisible()).toBe(true);
    await context.close();
  });

  it('finds a booth on the map by search, reaches a booth by keyboard and opens its exhibitor with Enter', async () => {
    const { page, context, errors } = await newPage(desktop);
    await page.goto(`${server.baseUrl}${prefix}/exhibition/map/`);
    await planReady(page);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(texts.exhibitionMapTitle);
    const before = await viewBox(page);
    await page.getByRole('searchbox', { name: texts.exhibitionMapSearchLabel }).fill(language.mapQuery);
    await page.getByRole('searchbox', { name: texts.exhibitionMapSearchLabel }).press('Enter');
    await expect
      .poll(() => page.getByTestId('map-search-status').textContent())
      .toBe(fill(texts.exhibitionMapMatches, { count: 1 }));
    const highlighted = page.locator('.ex-plan__booths [data-highlighted]');
    await expect.poll(() => highlighted.count()).toBe(1);
    const code = await highlighted.getAttribute('data-booth-code');
    expect(await highlighted.getAttribute('aria-label')).toBe(
      fill(texts.exhibitionMapBoothName, { code: code ?? '', name: language.mapName }),
    );
    // the plan moved to the match and closer to it
    await expect.poll(async () => (await viewBox(page))[2]).toBeLessThan(before[2] ?? 0);
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(language.mapQuery);
    // the list view marks the same booth
    expect(await page.locator('tr.ex-booth-table__row--match').getAttribute('data-booth-row')).toBe(code);

    // the plan takes the focus, Tab enters the booths at the match, arrows go from booth to booth
    await page.getByTestId('floor-plan').focus();
    await page.keyboard.press('Tab');
    expect(await focusedLabel(page)).toBe(
      fill(texts.exhibitionMapBoothName, { code: code ?? '', name: language.mapName }),
    );
    await page.keyboard.press('ArrowRight');
    const label = await focusedLabel(page);
    expect(label).not.toBe(fill(texts.exhibitionMapBoothName, { code: code ?? '', name: language.mapName }));
    expect(label).toMatch(new RegExp(`^${fill(texts.exhibitionMapBoothName, { code: '[AB]-\\d{2}', name: '' })}.+`));
    const name = label?.split(': ')[1] ?? '';
    // hover or focus shows who is there
    await expectTooltipOnPlan(page, name);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(name);
    expect(new URL(page.url()).pathname).toMatch(new RegExp(`^${prefix}/exhibition/\\d+$`));
    expect(errors).toEqual([]);
    await context.close();
  });

  it('highlights the booth a link names, pans and zooms by buttons, keys, mouse drag and wheel', async () => {
    const { page, context, errors } = await newPage(desktop);
    await page.goto(`${server.baseUrl}${prefix}/exhibition/map/?booth=B-01`);
    await planReady(page);
    const booth = page.locator('[data-booth-code="B-01"]');
    expect(await booth.getAttribute('data-highlighted')).toBe('true');
    expect(await booth.getAttribute('aria-current')).toBe('location');
    await expectTooltipOnPlan(page, language.rawi);
    // hovering another booth shows who holds it
    const neighbour = page.locator('[data-booth-code="B-02"]');
    const neighbourName = (await neighbour.getAttribute('aria-label'))?.split(': ')[1] ?? '';
    expect(neighbourName).not.toBe('');
    await neighbour.hover();
    await expectTooltipOnPlan(page, neighbourName);

    await page.getByRole('button', { name: texts.exhibitionMapReset }).click();
    await expect.poll(async () => (await viewBox(page))[2]).toBe(120);
    await page.getByRole('button', { name: texts.exhibitionMapZoomIn }).click();
    await expect.poll(async () => (await viewBox(page))[2]).toBe(80);
    await page.getByRole('button', { name: texts.exhibitionMapZoomOut }).click();
    await expect.poll(async () => (await viewBox(page))[2]).toBe(120);

    await page.getByTestId('floor-plan').focus();
    await page.keyboard.press('+');
    const zoomed = await viewBox(page);
    expect(zoomed[2]).toBe(80);
    await page.keyboard.press('ArrowRight');
    expect((await viewBox(page))[0]).toBeGreaterThan(zoomed[0] ?? 0);

    const area = await page.getByTestId('floor-plan').boundingBox();
    if (!area) throw new Error('no plan');
    const beforeDrag = await viewBox(page);
    await page.mouse.move(area.x + area.width / 2, area.y + area.height / 2);
    await page.mouse.down();
    await page.mouse.move(area.x + area.width / 2 + 120, area.y + area.height / 2 + 40, { steps: 6 });
    await page.mouse.up();
    // dragging to the right shows what lies to the left, in both directions of the page
    expect((await viewBox(page))[0]).toBeLessThan(beforeDrag[0] ?? 0);
    await page.mouse.wheel(0, -400);
    await expect.poll(async () => (await viewBox(page))[2]).toBeLessThan(80);
    expect(new URL(page.url()).pathname).toBe(`${prefix}/exhibition/map/`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('lists every booth by hall with its exhibitor, and shows a listed booth on the plan', async () => {
    const { page, context, errors } = await newPage(phone);
    await page.goto(`${server.baseUrl}${prefix}/exhibition/map/`);
    await planReady(page);
    // a phone stacks the halls: the whole plan is as wide as the widest hall (and its margins)
    const whole = (await viewBox(page))[2] ?? 0;
    expect(whole).toBeLessThan(70);
    const list = page.getByTestId('booth-list');
    await list.getByText(fill(texts.exhibitionMapListShow, { count: 36 })).click();
    expect(await list.getByRole('heading', { level: 3 }).count()).toBe(2);
    expect(await list.locator('tbody tr').count()).toBe(36);
    const row = list.locator('tr[data-booth-row="A-13"]');
    expect(await row.textContent()).toContain(texts.exhibitionMapAvailable);
    const rawi = list.locator('tr[data-booth-row="B-01"]');
    expect(await rawi.getByRole('link').first().getAttribute('href')).toMatch(
      new RegExp(`^${prefix}/exhibition/\\d+$`),
    );
    await rawi.getByRole('link', { name: fill(texts.exhibitionMapShowOnPlan, { code: 'B-01' }) }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('booth')).toBe('B-01');
    await expect.poll(() => focusedLabel(page)).toMatch(/B-01/);
    // the plan comes closer to the booth, whole in the view
    await expect.poll(async () => (await viewBox(page))[2]).toBeLessThan(whole);
    const booth = page.locator('[data-booth-code="B-01"] rect');
    const boothLeft = Number(await booth.getAttribute('x'));
    const boothRight = boothLeft + Number(await booth.getAttribute('width'));
    const [left = 0, , width = 0] = await viewBox(page);
    expect(left).toBeLessThan(boothLeft);
    expect(left + width).toBeGreaterThan(boothRight);
    await expect.poll(() => page.locator('[data-booth-code="B-01"]').getAttribute('aria-current')).toBe('location');
    expect(await page.locator('[data-booth-code="A-13"]').getAttribute('aria-label')).toBe(
      fill(texts.exhibitionMapBoothFree, { code: 'A-13' }),
    );
    // a search of spaces is no search: the address loses it and the chosen booth
    const search = page.getByRole('searchbox', { name: texts.exhibitionMapSearchLabel });
    await search.fill('   ');
    await search.press('Enter');
    await expect.poll(() => new URL(page.url()).search).toBe('');

    // two fingers pinch the plan closer, one drags it
    await page.getByRole('button', { name: texts.exhibitionMapReset }).click();
    await expect.poll(async () => (await viewBox(page))[2]).toBe(whole);
    await page.getByTestId('floor-plan').scrollIntoViewIfNeeded();
    const area = await page.getByTestId('floor-plan').boundingBox();
    if (!area) throw new Error('no plan');
    const center = { x: area.x + area.width / 2, y: area.y + area.height / 2 };
    const touch = await context.newCDPSession(page);
    const fingers = (type: 'touchStart' | 'touchMove' | 'touchEnd', points: [number, number][]) =>
      touch.send('Input.dispatchTouchEvent', { type, touchPoints: points.map(([x, y], id) => ({ x, y, id })) });
    await fingers('touchStart', [
      [center.x - 20, center.y],
      [center.x + 20, center.y],
    ]);
    for (let step = 1; step <= 6; step++) {
      await fingers('touchMove', [
        [center.x - 20 - step * 10, center.y],
        [center.x + 20 + step * 10, center.y],
      ]);
    }
    await fingers('touchEnd', []);
    const pinched = await viewBox(page);
    expect(pinched[2]).toBeLessThan(60);
    await fingers('touchStart', [[center.x, center.y]]);
    for (let step = 1; step <= 6; step++) await fingers('touchMove', [[center.x - step * 10, center.y]]);
    await fingers('touchEnd', []);
    expect((await viewBox(page))[0]).toBeGreaterThan(pinched[0] ?? 0);

    // on a touch screen the first tap shows the booth, the second opens it
    await page.getByRole('button', { name: texts.exhibitionMapReset }).click();
    await expect.poll(async () => (await viewBox(page))[2]).toBe(whole);
    // the whole stacked plan leaves a booth big enough for a finger
    await page.locator('[data-booth-code="B-01"]').scrollIntoViewIfNeeded();
    await page.locator('[data-booth-code="B-01"] rect').tap();
    await expectTooltipOnPlan(page, texts.exhibitionMapTapToOpen);
    expect(new URL(page.url()).pathname).toBe(`${prefix}/exhibition/map/`);
    await page.locator('[data-booth-code="B-01"] rect').tap();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(new RegExp(`^${prefix}/exhibition/\\d+$`));
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each(['/exhibition', '/exhibition/1', '/exhibition/map/', '/exhibition/map/?q=a'])(
    'has no serious or critical axe violation on %s',
    async (path) => {
      const { page, context } = await newPage(desktop);
      await page.goto(`${server.baseUrl}${prefix}${path}`);
      await expectNoSeriousViolations(page);
      await context.close();
    },
  );
});
