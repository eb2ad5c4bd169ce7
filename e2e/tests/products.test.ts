import { formatMessage } from '@forum/contract/message-compile';
import { and, eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { cartItems, wishlistItems } from '../../apps/api/src/db/schema.ts';
import { createCustomer, logIn } from '../support/accounts.ts';
import { seriousViolations } from '../support/axe.ts';
import { newPage, phone } from '../support/browser.ts';
import { languages } from '../support/languages.ts';
import { type E2eServer, getServer } from '../support/server.ts';

let server: E2eServer;
beforeAll(async () => {
  server = await getServer();
});

// the catalogue's ICU messages (decision 034), in the language the text is written in
const fill = (text: string, values: Record<string, string | number>) =>
  formatMessage(text, /[\u0600-\u06ff]/u.test(text) ? 'ar' : 'en', values);

// a camera with a required radio group (Bundle) and a checkbox group (Extras)
const PRODUCT = { id: 2, slug: 'sarab-c6-cinema-camera' };

const toastTexts = (page: Page) => page.locator('[data-testid="toast"] .toast__message').allTextContents();
const productNames = (page: Page) => page.locator('[data-testid="product-card"] h3').allTextContents();

async function openList(page: Page, url: string) {
  await page.goto(url);
  // on a phone the form is folded away until asked for
  await page.waitForSelector('[data-testid="product-filters"] form[data-enhanced]', { state: 'attached' });
}

async function openProduct(page: Page, url: string) {
  await page.goto(url);
  await page.waitForSelector('[data-testid="product-page"]');
  await page.waitForSelector('[data-testid="add-to-cart"]:not([disabled])');
}

describe.each(Object.entries(languages))('the catalogue, in %s', (locale, language) => {
  const { prefix, texts, device } = language;

  it('filters and sorts the list in the address, and a reload shows the same products', async () => {
    const { page, context, errors } = await newPage(device);
    await openList(page, `${server.baseUrl}${prefix}/products`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(texts.shopProductsTitle);
    const all = await page.getByTestId('products-count').textContent();

    // on a phone the filters wait behind their summary
    if (device === phone) await page.getByText(texts.shopShowFilters).click();
    await page.getByRole('checkbox', { name: /^(Cameras|الكاميرات) / }).check();
    await expect.poll(() => page.getByTestId('products-count').textContent()).not.toBe(all);
    await page.getByLabel(texts.shopInStock).check();
    await expect.poll(() => new URL(page.url()).searchParams.get('inStock')).toBe('true');
    await page.getByLabel(texts.shopSort).selectOption('price_asc');
    await expect.poll(() => new URL(page.url()).searchParams.get('sort')).toBe('price_asc');

    const url = new URL(page.url());
    expect(url.searchParams.getAll('categories[]')).toEqual(['1']);
    // the address changes before the new list arrives: read names and prices in one go, once the
    // cards on the page are the sorted ones
    const sortedList = async () => {
      const cards = await page.locator('[data-testid="product-card"]').evaluateAll((nodes) =>
        nodes.map((node) => [
          node.querySelector('h3')?.textContent ?? '',
          // the Arabic currency sign carries dots ('134.10 ر.س.'): keep the number's own digits and point
          // (Arabic-Indic digits and '٫' too, should a locale print them)
          Number(
            [...(node.querySelector('.product-card__final')?.textContent ?? '')]
              .map((char) => {
                const arabic = '٠١٢٣٤٥٦٧٨٩'.indexOf(char);
                if (arabic >= 0) return String(arabic);
                return /\d/.test(char) ? char : char === '.' || char === '٫' ? '.' : '';
              })
              .join('')
              .replace(/^\.+|\.+$/g, ''),
          ),
        ]),
      );
      const prices = cards.map(([, price]) => Number(price));
      const sorted = cards.length > 1 && prices.every((price, i) => i === 0 || (prices[i - 1] ?? 0) <= price);
      return sorted ? cards.map(([name]) => String(name)) : null;
    };
    await page.waitForSelector('.shop-results:not([data-updating])');
    await expect.poll(sortedList).not.toBeNull();
    const names = (await sortedList()) ?? [];

    await page.reload();
    await page.waitForSelector('[data-testid="product-filters"] form[data-enhanced]', { state: 'attached' });
    expect(await productNames(page)).toEqual(names);
    expect(await page.getByTestId('products-count').textContent()).toBe(
      fill(texts.shopResultCount, { count: names.length }),
    );

    // nothing matches: the page says so and offers to clear the filters
    await page.goto(`${server.baseUrl}${prefix}/products?priceMin=9999999`);
    expect(await page.getByTestId('products-empty').textContent()).toContain(texts.noResult);
    await page.getByTestId('products-empty').getByRole('link', { name: texts.shopClearFilters }).click();
    await expect.poll(() => page.getByTestId('product-card').count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens a product, asks for its required option, and adds it to the cart', async () => {
    const { page, context, errors } = await newPage(device);
    await openList(page, `${server.baseUrl}${prefix}/products?categories[]=7&sort=price_desc`);
    const card = page.getByTestId('product-card').filter({ has: page.locator(`a[href$="/${PRODUCT.slug}"]`) });
    await card.locator('a').first().click();
    await page.waitForSelector('[data-testid="add-to-cart"]:not([disabled])');
    expect(new URL(page.url()).pathname).toBe(`${prefix}/products/${PRODUCT.id}/${PRODUCT.slug}`);

    await page.getByTestId('add-to-cart').click();
    const bundle = page.getByTestId('product-option').first();
    const bundleName = (await bundle.locator('legend').textContent())?.split('(')[0]?.trim() ?? '';
    await expect
      .poll(() => bundle.getByRole('alert').textContent())
      .toBe(fill(texts.shopChooseOption, { name: bundleName }));

    await bundle.getByRole('radio').nth(1).check();
    await page.getByTestId('product-option').nth(1).getByRole('checkbox').first().check();
    await expect.poll(() => page.getByTestId('unit-price').count()).toBe(1);
    await page.getByLabel(texts.shopNotes).fill(`e2e ${locale}`);
    await page.getByRole('button', { name: texts.shopIncrease }).click();
    await page.getByTestId('add-to-cart').click();
    const name = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
    await expect.poll(() => toastTexts(page)).toContain(fill(texts.successAddToCart, { name }));
    // the header's cart count follows the answer: two of this product
    await expect.poll(() => page.getByTestId('cart-link').getAttribute('data-count')).toBe('2');

    const [line] = await server.db
      .select()
      .from(cartItems)
      .where(eq(cartItems.notes, `e2e ${locale}`));
    expect(line?.productId).toBe(PRODUCT.id);
    expect(line?.quantity).toBe(2);
    expect(line?.optionValueIds).toHaveLength(2);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('moves a wrong or missing slug to the product address, and an unknown product to /404', async () => {
    const { page, context } = await newPage(device);
    const response = await page.request.get(`${server.baseUrl}${prefix}/products/${PRODUCT.id}/wrong-slug`, {
      maxRedirects: 0,
    });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toContain(`${prefix}/products/${PRODUCT.id}/${PRODUCT.slug}`);
    await page.goto(`${server.baseUrl}${prefix}/products/${PRODUCT.id}`);
    expect(new URL(page.url()).pathname).toBe(`${prefix}/products/${PRODUCT.id}/${PRODUCT.slug}`);
    await page.goto(`${server.baseUrl}${prefix}/products/999999/none`);
    expect(new URL(page.url()).pathname).toBe(`${prefix}/404`);
    await context.close();
  });

  it('tells a guest who clicks the heart that saving needs an account', async () => {
    const { page, context, errors } = await newPage(device);
    await openProduct(page, `${server.baseUrl}${prefix}/products/${PRODUCT.id}/${PRODUCT.slug}`);
    await page.getByTestId('product-heart').click();
    // the way forward: log in and come back (issue 15)
    await expect.poll(() => toastTexts(page)).toContainEqual(expect.stringContaining(texts.wishlistLogInToSave));
    expect(await page.getByTestId('toast-link').textContent()).toBe(texts.wishlistLogIn);
    expect(await page.getByTestId('product-heart').getAttribute('aria-pressed')).toBe('false');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('lets a customer save a product with the heart, and remembers it on the next visit', async () => {
    const email = `products.${locale}@example.com`;
    const userId = await createCustomer(server.db, email);
    const { page, context, errors } = await newPage(device);
    await logIn(page, { baseUrl: server.baseUrl, prefix, email });
    const url = `${server.baseUrl}${prefix}/products/${PRODUCT.id}/${PRODUCT.slug}`;
    await openProduct(page, url);
    await page.waitForLoadState('networkidle');
    await page.getByTestId('product-heart').click();
    await expect.poll(() => toastTexts(page)).toContain(texts.successAddWishlist);
    const saved = await server.db
      .select()
      .from(wishlistItems)
      .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, PRODUCT.id)));
    expect(saved).toHaveLength(1);

    await openProduct(page, url);
    await expect.poll(() => page.getByTestId('product-heart').getAttribute('aria-pressed')).toBe('true');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('has no serious accessibility violations on the list and a product page', async () => {
    const { page, context } = await newPage(device);
    await openList(page, `${server.baseUrl}${prefix}/products`);
    expect(await seriousViolations(page)).toEqual([]);
    await openProduct(page, `${server.baseUrl}${prefix}/products/${PRODUCT.id}/${PRODUCT.slug}`);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});
