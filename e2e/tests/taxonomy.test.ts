import { beforeAll, describe, expect, it } from 'vitest';
import { shopAr, shopEn } from '../../apps/web/app/i18n/texts/shop.ts';
import { seriousViolations } from '../support/axe.ts';
import { desktop, newPage, phone } from '../support/browser.ts';
import { type E2eServer, getServer } from '../support/server.ts';

let server: E2eServer;
beforeAll(async () => {
  server = await getServer();
});

const languages = {
  ar: { prefix: '', texts: shopAr, device: phone },
  en: { prefix: '/en', texts: shopEn, device: desktop },
} as const;

describe.each(Object.entries(languages))('categories and brands, in %s', (_locale, { prefix, texts, device }) => {
  it('opens a category from the tree and shows its products', async () => {
    const { page, context, errors } = await newPage(device);
    await page.goto(`${server.baseUrl}${prefix}/categories`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(texts.shopCategoriesTitle);
    const tiles = page.getByTestId('category-tile');
    expect(await tiles.count()).toBeGreaterThan(3);
    const name = (await tiles.first().locator('h2 a').textContent()) ?? '';
    await tiles.first().locator('h2 a').click();
    await page.waitForSelector('[data-testid="category-page"]');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(name);
    expect(await page.getByTestId('product-card').count()).toBeGreaterThan(0);
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps one address per brand: /brand/… and a wrong slug redirect to /brands/{id}/{slug}', async () => {
    const { page, context, errors } = await newPage(device);
    const answer = await fetch(`${server.baseUrl}${prefix}/brand/1/wrong-name`, { redirect: 'manual' });
    expect(answer.status).toBe(301);
    const target = new URL(answer.headers.get('location') ?? '', server.baseUrl);
    expect(target.pathname).toMatch(new RegExp(`^${prefix}/brands/1/[a-z0-9-]+$`));
    await page.goto(`${server.baseUrl}${prefix}/brands`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(texts.shopBrandsTitle);
    await page.getByTestId('brand-tile').first().locator('a').click();
    await page.waitForSelector('[data-testid="brand-page"]');
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(new URL(canonical ?? '').pathname).toBe(new URL(page.url()).pathname);
    expect(await page.getByTestId('product-card').count()).toBeGreaterThan(0);
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
