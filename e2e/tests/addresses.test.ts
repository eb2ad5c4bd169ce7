import { and, eq, gt, ne } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { addresses, cities, products } from '../../apps/api/src/db/schema.ts';
import { ar } from '../../apps/web/app/i18n/ar.ts';
import { en } from '../../apps/web/app/i18n/en.ts';
import { createCustomer, logIn } from '../support/accounts.ts';
import { openBeforeScripts, seriousViolations } from '../support/axe.ts';
import { desktop, newPage, phone } from '../support/browser.ts';
import { addToCartAsPage, postAsPage } from '../support/page-api.ts';
import { type E2eServer, getServer } from '../support/server.ts';

// The address book (/account/addresses, add, edit, /address/checkout) and the saved products, in both
// languages, with scripts and without (decision 054).

let server: E2eServer;
beforeAll(async () => {
  server = await getServer();
});

const languages = {
  ar: { prefix: '', texts: ar, device: phone, city: 'الرياض', district: 'العليا' },
  en: { prefix: '/en', texts: en, device: desktop, city: 'Riyadh', district: 'Al Olaya' },
} as const;

// a book of 110 SAR, without options
const BOOK_ID = 58;

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (match, name: string) => String(values[name] ?? match));
/** A field by its label, which ends with ' *' when the field is required. */
const field = (scope: Page | ReturnType<Page['getByTestId']>, label: string) =>
  scope.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\s*\\*)?$`));
const toastTexts = (page: Page) => page.locator('[data-testid="toast"] .toast__message').allTextContents();
const path = (page: Page) => new URL(page.url()).pathname;
// a page's answer after a post, on a machine that may be busy
const soon = { timeout: 10_000 };

async function customer(page: Page, prefix: string, name: string) {
  const email = `${name}-${Date.now()}@example.test`;
  const id = await createCustomer(server.db, email);
  await logIn(page, { baseUrl: server.baseUrl, prefix, email });
  return id;
}

async function bookOf(userId: number) {
  return server.db.select().from(addresses).where(eq(addresses.userId, userId)).orderBy(addresses.id);
}

/** An address saved through the API as the page's scripts would. */
async function addAddressAsPage(page: Page, name: string, cityId: number) {
  const answer = await postAsPage(page, '/addresses', {
    name,
    recipient: 'Nora Test',
    telephone: '0501234567',
    city: cityId,
    address: 'Olaya Street, building 7, 12211',
  });
  expect(answer.status).toBe(200);
}

describe.each(Object.entries(languages))('the address book, in %s', (locale, language) => {
  const { prefix, texts, device } = language;

  it('adds and edits an address with its pin, then chooses it on the way to the checkout', async () => {
    const { page, context, errors } = await newPage(device);
    const userId = await customer(page, prefix, `book-${locale}`);
    await addToCartAsPage(page, BOOK_ID);

    await page.goto(`${server.baseUrl}${prefix}/account/addresses`);
    expect(await page.getByTestId('addresses-empty').isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: texts.addressBookTitle }).count()).toBeGreaterThan(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByTestId('address-add').click();
    await page.waitForSelector('[data-testid="address-add-page"]');
    expect(path(page)).toBe(`${prefix}/account/addresses/add`);

    const form = page.getByTestId('address-form');
    const name = locale === 'ar' ? 'المنزل' : 'Home';
    await field(form, texts.checkoutAddressName).fill(name);
    await field(form, texts.checkoutAddressRecipient).fill('Nora Test');
    await field(form, texts.telephone).fill('0501234567');
    await field(form, texts.city).selectOption({ label: language.city });
    await expect.poll(() => field(form, texts.district).locator('option').count(), soon).toBeGreaterThan(2);
    await field(form, texts.district).selectOption({ label: language.district });
    await field(form, texts.checkoutAddressLine).fill('Olaya Street, building 7, 12211');
    // the pin: the map opens on the capital; "pin the centre" (the keyboard's way) fills the coordinates
    const map = page.getByTestId('place-map');
    await map.scrollIntoViewIfNeeded();
    await expect.poll(() => map.getAttribute('data-status'), { timeout: 15_000 }).toBe('ready');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: texts.addressPinCentre }).click();
    await expect.poll(() => page.getByTestId('address-latitude').inputValue(), soon).toMatch(/^24\.7/);
    expect(await page.getByTestId('address-longitude').inputValue()).toMatch(/^46\.6/);
    await page.getByRole('button', { name: texts.checkoutAddressSave }).click();

    await expect.poll(() => toastTexts(page), soon).toContain(texts.addressBookAdded);
    expect(path(page)).toBe(`${prefix}/account/addresses`);
    const item = page.getByTestId('address-item');
    expect(await item.count()).toBe(1);
    expect(await item.getAttribute('data-default')).toBe('true');
    expect(await item.textContent()).toContain(language.city);
    const [saved] = await bookOf(userId);
    expect(saved).toMatchObject({ name, recipient: 'Nora Test', isDefault: true });
    expect(saved?.latitude).toBeCloseTo(24.71, 1);
    expect(saved?.longitude).toBeCloseTo(46.67, 1);
    expect(await seriousViolations(page)).toEqual([]);

    // edit: the form starts from the address; typed coordinates move the pin
    await item.getByTestId('address-edit').click();
    await page.waitForSelector('[data-testid="address-edit-page"]');
    expect(path(page)).toBe(`${prefix}/account/addresses/${saved?.id}`);
    expect(await field(form, texts.checkoutAddressName).inputValue()).toBe(name);
    expect(await field(form, texts.district).inputValue()).toBe(String(saved?.districtId));
    const newName = `${name} 2`;
    await field(form, texts.checkoutAddressName).fill(newName);
    await page.getByTestId('address-latitude').fill('24.75');
    await page.getByTestId('address-longitude').fill('46.7');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: texts.checkoutAddressSave }).click();
    await expect.poll(() => toastTexts(page), soon).toContain(texts.addressBookChanged);
    const [changed] = await bookOf(userId);
    expect(changed).toMatchObject({ name: newName, latitude: 24.75, longitude: 46.7 });

    // on the way to the checkout: choose it, and the checkout has it chosen
    await page.goto(`${server.baseUrl}${prefix}/address/checkout`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(texts.addressChooseTitle);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByTestId('address-choice').first().click();
    await page.getByTestId('address-choose-submit').click();
    await page.waitForSelector('[data-testid="checkout-page"]');
    expect(path(page)).toBe(`${prefix}/checkout`);
    const chosen = page.getByTestId('address-choice').filter({ has: page.locator('input:checked') });
    expect(await chosen.textContent()).toContain(newName);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('deletes an address only once asked, and makes another the default', async () => {
    const { page, context } = await newPage(device);
    const userId = await customer(page, prefix, `book-delete-${locale}`);
    const riyadh = (await server.db.select().from(cities)).find((city) => city.name.en === 'Riyadh');
    await addAddressAsPage(page, 'First', Number(riyadh?.id));
    await addAddressAsPage(page, 'Second', Number(riyadh?.id));
    await page.goto(`${server.baseUrl}${prefix}/account/addresses`);
    const items = page.getByTestId('address-item');
    expect(await items.count()).toBe(2);

    const second = items.filter({ hasText: 'Second' });
    await second.getByTestId('address-make-default').click();
    await expect.poll(() => toastTexts(page), soon).toContain(texts.addressBookMadeDefault);
    await expect.poll(() => items.first().getAttribute('data-default'), soon).toBe('true');
    expect(await items.first().textContent()).toContain('Second');

    // the dialog asks; keeping it deletes nothing
    const first = items.filter({ hasText: 'First' });
    await first.getByTestId('address-delete').click();
    // each address has its dialog: the open one asks
    const dialog = page.locator('[data-testid="confirm-dialog"][open]');
    expect(await dialog.count()).toBe(1);
    expect(await dialog.textContent()).toContain(texts.addressBookDeleteTitle);
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: texts.addressBookKeep }).click();
    expect(await dialog.count()).toBe(0);
    expect(await bookOf(userId)).toHaveLength(2);

    await first.getByTestId('address-delete').click();
    await dialog.getByTestId('confirm-dialog-ok').click();
    await expect.poll(() => toastTexts(page), soon).toContain(texts.addressBookDeleted);
    await expect.poll(() => items.count(), soon).toBe(1);
    expect((await bookOf(userId)).map((row) => row.name)).toEqual(['Second']);
    await context.close();
  });

  it('without scripts, adds an address (the pin typed) and deletes one after the question', async () => {
    const { page, context } = await newPage({ ...device, javaScriptEnabled: false });
    const userId = await customer(page, prefix, `book-plain-${locale}`);
    await page.goto(`${server.baseUrl}${prefix}/account/addresses/add`);
    const form = page.getByTestId('address-form');
    const name = locale === 'ar' ? 'العمل' : 'Work';
    await field(form, texts.checkoutAddressName).fill(name);
    await field(form, texts.checkoutAddressRecipient).fill('Nora Plain');
    await field(form, texts.telephone).fill('0501234567');
    await field(form, texts.city).selectOption({ label: language.city });
    await field(form, texts.checkoutAddressLine).fill('Olaya Street, building 9, 12211');
    await page.getByTestId('address-latitude').fill('24.7');
    await page.getByTestId('address-longitude').fill('46.68');
    await page.getByRole('button', { name: texts.checkoutAddressSave }).click();
    await page.waitForURL((url) => url.pathname === `${prefix}/account/addresses`);
    const [saved] = await bookOf(userId);
    expect(saved).toMatchObject({ name, recipient: 'Nora Plain', latitude: 24.7, longitude: 46.68 });

    // delete: a first tap only asks (a disclosure), the second deletes
    const item = page.getByTestId('address-item');
    await item.getByTestId('address-delete').click();
    expect(await bookOf(userId)).toHaveLength(1);
    await item.getByRole('button', { name: texts.addressBookDeleteConfirm }).click();
    await page.waitForSelector('[data-testid="addresses-empty"]');
    expect(await bookOf(userId)).toHaveLength(0);
    await context.close();
  });

  it('has no serious accessibility problem before the scripts run', async () => {
    const { page, context } = await newPage(device);
    const userId = await customer(page, prefix, `book-axe-${locale}`);
    await page.goto(`${server.baseUrl}${prefix}/account/addresses/add`);
    const form = page.getByTestId('address-form');
    await field(form, texts.checkoutAddressName).fill('Axe');
    await field(form, texts.checkoutAddressRecipient).fill('Nora Axe');
    await field(form, texts.telephone).fill('0501234567');
    await field(form, texts.city).selectOption({ label: language.city });
    await field(form, texts.checkoutAddressLine).fill('Olaya Street, building 9, 12211');
    await page.getByRole('button', { name: texts.checkoutAddressSave }).click();
    await expect.poll(async () => (await bookOf(userId)).length, soon).toBe(1);
    const [saved] = await bookOf(userId);
    for (const address of [
      '/account/addresses',
      '/account/addresses/add',
      `/account/addresses/${saved?.id}`,
      '/address/checkout',
      '/account/saved-products',
    ]) {
      const plain = await openBeforeScripts(context, `${server.baseUrl}${prefix}${address}`);
      expect(await plain.getByRole('heading', { level: 1 }).count(), address).toBe(1);
      expect(await seriousViolations(plain), address).toEqual([]);
      await plain.close();
    }
    await context.close();
  });
});

describe.each(Object.entries(languages))('the saved products, in %s', (locale, language) => {
  const { prefix, texts, device } = language;

  it('lists the products saved with the heart, moves one to the cart and removes one', async () => {
    const { page, context, errors } = await newPage(device);
    await customer(page, prefix, `saved-${locale}`);
    const [other] = await server.db
      .select({ id: products.id })
      .from(products)
      .where(and(ne(products.id, BOOK_ID), eq(products.isActive, true), gt(products.stock, 0)))
      .limit(1);
    for (const id of [BOOK_ID, Number(other?.id)]) {
      expect((await postAsPage(page, '/wishlist', { product: id })).status).toBe(200);
    }

    await page.goto(`${server.baseUrl}${prefix}/account`);
    await page.getByRole('link', { name: texts.savedProductsTitle }).first().click();
    await page.waitForSelector('[data-testid="saved-products-page"]');
    expect(path(page)).toBe(`${prefix}/account/saved-products`);
    const items = page.getByTestId('saved-product');
    expect(await items.count()).toBe(2);
    expect(await seriousViolations(page)).toEqual([]);

    await page.locator(`[data-product="${BOOK_ID}"]`).getByTestId('saved-product-move').click();
    await expect.poll(() => toastTexts(page), soon).toContain(texts.savedProductsMoved);
    await expect.poll(() => items.count(), soon).toBe(1);
    await expect.poll(async () => Number(await page.getByTestId('cart-link').getAttribute('data-count')), soon).toBe(1);

    await items.first().getByTestId('saved-product-remove').click();
    await expect.poll(() => toastTexts(page), soon).toContain(texts.savedProductsRemoved);
    await page.waitForSelector('[data-testid="saved-products-empty"]');
    expect(await page.getByRole('link', { name: texts.savedProductsBrowse }).getAttribute('href')).toBe(
      `${prefix}/products`,
    );
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    expect(fill(texts.savedProductsMoveLabel, { name: 'x' })).toContain(texts.savedProductsMoveToCart);
    await context.close();
  });
});
