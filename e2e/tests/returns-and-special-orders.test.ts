import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../apps/api/src/db/schema.ts';
import { createCustomer, DEMO_PASSWORD, logIn } from '../support/accounts.ts';
import { openBeforeScripts, seriousViolations } from '../support/axe.ts';
import { newPage } from '../support/browser.ts';
import { languages } from '../support/languages.ts';
import { type E2eServer, getServer } from '../support/server.ts';

// Returns and special orders (docs/product/after-sales.md), as the customer asks for them in the account.

let server: E2eServer;
const DEMO_CUSTOMER = 'customer@forum.test';
// delivered in July: its return window is opened again for these tests (delivered now), then closed
const RETURNABLE = 'FF-2026-000118';
// delivered in October, long past the return window
const TOO_LATE = 'FF-2026-000142';
let returnableId = 0;
let tooLateId = 0;
let deliveredAt: Date | null = null;

// a 1×1 PNG: the API recognises a picture by its content
const PHOTO = {
  name: 'scratched-cover.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
};

async function orderOf(number: string) {
  const [row] = await server.db
    .select({ id: orders.id, deliveredAt: orders.deliveredAt })
    .from(orders)
    .where(eq(orders.number, number));
  if (!row) throw new Error(`no order ${number}`);
  return row;
}

beforeAll(async () => {
  server = await getServer();
  const returnable = await orderOf(RETURNABLE);
  returnableId = returnable.id;
  deliveredAt = returnable.deliveredAt;
  tooLateId = (await orderOf(TOO_LATE)).id;
  await server.db.update(orders).set({ deliveredAt: new Date() }).where(eq(orders.id, returnableId));
});

afterAll(async () => {
  await server.db.update(orders).set({ deliveredAt }).where(eq(orders.id, returnableId));
});

const pathOf = (page: Page) => new URL(page.url()).pathname;

describe.each(Object.entries(languages))('returns and special orders, in %s', (_locale, { prefix, texts, device }) => {
  it('asks for a return with a photo, then finds it in the list and on its page with its history', async () => {
    const { page, context, errors } = await newPage(device);
    const address = `/account/returns/new?order=${returnableId}`;
    await logIn(page, { baseUrl: server.baseUrl, prefix, email: DEMO_CUSTOMER, redirect: address });
    await page.getByTestId('return-form').waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // the first line with something left to send back, one unit
    const line = page
      .getByTestId('return-line')
      .filter({ has: page.locator('input[type="number"]') })
      .first();
    const name = (await line.locator('.return-line__name').textContent()) ?? '';
    // sent without a line and without a reason: one answer says to choose a line and names the reason
    await page.getByRole('button', { name: texts.returnSubmit }).click();
    await page.getByText(texts.returnNoLines).waitFor();
    expect(await page.getByLabel(texts.returnReason).getAttribute('aria-invalid')).toBe('true');
    await line.locator('input[type="number"]').fill('1');
    await page.getByLabel(texts.returnReason).fill('The cover arrived scratched.');
    await page.locator('input[type="file"][name="photo1"]').setInputFiles(PHOTO);
    await page.getByRole('button', { name: texts.returnSubmit }).click();
    await expect.poll(() => pathOf(page), { timeout: 15_000 }).toMatch(new RegExp(`^${prefix}/account/returns/\\d+$`));
    const id = Number(pathOf(page).split('/').pop());

    await page.getByTestId('return-page').waitFor();
    expect(await page.getByTestId('return-status').getAttribute('data-status')).toBe('requested');
    expect(await page.getByTestId('return-page-line').allTextContents()).toEqual([expect.stringContaining(name)]);
    expect(await page.getByTestId('return-photos').textContent()).toContain(PHOTO.name);
    expect(await page.getByTestId('return-history').textContent()).toContain(texts.returnStatus_requested);
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto(`${server.baseUrl}${prefix}/account/returns`);
    const card = page.locator(`[data-testid="return-card"][data-return="${id}"]`);
    expect(await card.textContent()).toContain(RETURNABLE);
    expect(await seriousViolations(page)).toEqual([]);
    await card.getByRole('link').click();
    await expect.poll(() => pathOf(page)).toBe(`${prefix}/account/returns/${id}`);

    // the pages as the server sends them, before any script
    for (const path of ['/account/returns', `/account/returns/${id}`, address]) {
      const plain = await openBeforeScripts(context, `${server.baseUrl}${prefix}${path}`);
      expect(await seriousViolations(plain)).toEqual([]);
      await plain.close();
    }
    expect(errors).toEqual([]);
    await context.close();
  }, 150_000);

  it('says why an order past its return window cannot be returned', async () => {
    const { page, context } = await newPage(device);
    await logIn(page, {
      baseUrl: server.baseUrl,
      prefix,
      email: DEMO_CUSTOMER,
      redirect: `/account/returns/new?order=${tooLateId}`,
    });
    const refused = page.getByTestId('return-refused');
    await refused.waitFor();
    expect(await refused.getAttribute('data-why')).toBe('windowPassed');
    expect(await refused.textContent()).toContain(texts.returnWhy_windowPassed);
    expect(await page.getByTestId('return-form').count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('sends a special order without scripts, lands on what happens next and lists it', async () => {
    const email = `special-${prefix ? 'en' : 'ar'}-${Date.now()}@forum.test`;
    await createCustomer(server.db, email);
    const { page, context } = await newPage({ ...device, javaScriptEnabled: false });
    await page.goto(`${server.baseUrl}${prefix}/login/customer?redirect=${encodeURIComponent('/account/add-order')}`);
    await page.locator('input[name="email"]').fill(email);
    await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
    await page.locator('main form button[type="submit"]').click();
    await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe(`${prefix}/account/add-order`);

    const item = 'Sachtler flowtech 75 tripod';
    await page.getByLabel(texts.addOrderItem).fill(item);
    await page.getByLabel(texts.addOrderDetails).fill('With the mid-level spreader.');
    await page.getByLabel(texts.addOrderQuantity).fill('2');
    await page.locator(`input[type="file"][name="attachmentFile"]`).setInputFiles(PHOTO);
    await page.getByRole('button', { name: texts.addOrderSubmit }).click();
    await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe(`${prefix}/account/success-order`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(texts.successOrderTitle);

    await page.getByRole('link', { name: texts.successOrderToList }).click();
    await expect.poll(() => pathOf(page)).toBe(`${prefix}/account/special-orders`);
    const request = page.getByTestId('special-order');
    expect(await request.count()).toBe(1);
    expect(await request.textContent()).toContain(item);
    expect(await request.getByTestId('special-order-status').textContent()).toBe(texts.specialOrderStatus_requested);
    expect(await request.textContent()).toContain(PHOTO.name);
    await context.close();

    // after hydration too, with the account menu's entry
    const hydrated = await newPage(device);
    await logIn(hydrated.page, { baseUrl: server.baseUrl, prefix, email, redirect: '/account/special-orders' });
    await hydrated.page.getByTestId('special-orders-page').waitFor();
    expect(await seriousViolations(hydrated.page)).toEqual([]);
    await hydrated.page.goto(`${server.baseUrl}${prefix}/account/add-order`);
    expect(await seriousViolations(hydrated.page)).toEqual([]);
    // axe cannot run where scripts are off: it checks the server's HTML of each page with the scripts refused
    for (const path of ['/account/add-order', '/account/success-order', '/account/special-orders']) {
      const plain = await openBeforeScripts(hydrated.context, `${server.baseUrl}${prefix}${path}`);
      expect(await seriousViolations(plain)).toEqual([]);
      await plain.close();
    }
    await hydrated.context.close();
  }, 150_000);
});
