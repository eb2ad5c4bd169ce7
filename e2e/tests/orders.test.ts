import { and, desc, eq, gt, notInArray } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders, productOptions, products, shipmentTypes } from '../../apps/api/src/db/schema.ts';
import { ORDERS } from '../../apps/api/src/seed/content/orders.ts';
import { createCustomer, logIn } from '../support/accounts.ts';
import { seriousViolations } from '../support/axe.ts';
import { newPage } from '../support/browser.ts';
import { languages } from '../support/languages.ts';
import { postAsPage } from '../support/page-api.ts';
import { type E2eServer, getServer } from '../support/server.ts';

let server: E2eServer;
beforeAll(async () => {
  server = await getServer();
});

const DEMO_CUSTOMER = 'customer@forum.test';

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (match, name: string) => String(values[name] ?? match));
const toastTexts = (page: Page) => page.locator('[data-testid="toast"] .toast__message').allTextContents();
const pathOf = (page: Page) => new URL(page.url()).pathname;

/** The seeded orders' numbers, newest first, as the list shows them. */
const seededNumbers = [...ORDERS].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime()).map((o) => o.number);

async function orderIdOf(number: string): Promise<number> {
  const [row] = await server.db.select({ id: orders.id }).from(orders).where(eq(orders.number, number));
  if (!row) throw new Error(`no order ${number}`);
  return row.id;
}

/** A card order to pick up, of one product without required options: it waits for its payment. */
async function placeCardOrder(page: Page): Promise<{ id: number; number: string }> {
  const required = server.db
    .select({ id: productOptions.productId })
    .from(productOptions)
    .where(eq(productOptions.isRequired, true));
  const [product] = await server.db
    .select({ id: products.id })
    .from(products)
    .where(and(notInArray(products.id, required), gt(products.stock, 20)))
    .orderBy(desc(products.stock))
    .limit(1);
  const [pickup] = await server.db
    .select({ id: shipmentTypes.id })
    .from(shipmentTypes)
    .where(eq(shipmentTypes.needsAddress, false));
  if (!product || !pickup) throw new Error('the demo data has no product or pickup for this test');
  const added = await postAsPage(page, '/cart', { id: product.id, quantity: 1, type: 'product' });
  expect(added.status).toBe(200);
  const placed = await postAsPage(page, '/orders', {
    shipmentType: pickup.id,
    paymentMethod: 'card',
    notes: 'Please keep it at the shop corner.',
  });
  expect(placed.status).toBe(200);
  const { order } = placed.json.data;
  expect(order).toMatchObject({ status: 'awaiting_payment', canPay: true, canCancel: true, address: null });
  return { id: order.id, number: order.number };
}

describe.each(Object.entries(languages))("the customer's orders, in %s", (locale, { prefix, texts, device }) => {
  it('lists the seeded orders newest first, filters them by status and opens one with its items and bill', async () => {
    const { page, context, errors } = await newPage(device);
    await logIn(page, { baseUrl: server.baseUrl, prefix, email: DEMO_CUSTOMER, redirect: '/account/orders' });
    await expect.poll(() => pathOf(page)).toBe(`${prefix}/account/orders`);
    await page.getByTestId('orders-page').waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(texts.accountNavOrders);
    const cards = page.getByTestId('order-card');
    const numbers = await cards.locator('.order-card__number').allTextContents();
    const shown = numbers.filter((text) =>
      seededNumbers.some((number) => text === fill(texts.orderNumber, { number })),
    );
    expect(shown).toEqual(seededNumbers.map((number) => fill(texts.orderNumber, { number })));
    expect(await seriousViolations(page)).toEqual([]);

    // the filter keeps its status in the address
    await page.waitForSelector('[data-testid="orders-filter"][data-enhanced]');
    await page.getByLabel(texts.ordersStatusFilter).selectOption('delivered');
    await expect.poll(() => new URL(page.url()).searchParams.get('status')).toBe('delivered');
    const delivered = ORDERS.filter((order) => order.status === 'delivered').length;
    await expect.poll(() => cards.count()).toBe(delivered);
    expect(new Set(await cards.evaluateAll((all) => all.map((card) => card.getAttribute('data-status'))))).toEqual(
      new Set(['delivered']),
    );
    await page.reload();
    expect(await page.getByLabel(texts.ordersStatusFilter).inputValue()).toBe('delivered');
    expect(await cards.count()).toBe(delivered);

    // a status without orders says so, with the way back to all of them
    await page.getByLabel(texts.ordersStatusFilter).selectOption('refunded');
    await page.getByTestId('orders-empty').waitFor();
    expect(await page.getByTestId('orders-empty').textContent()).toContain(
      fill(texts.ordersEmptyStatus, { status: texts.orderStatus_refunded }),
    );
    await page.getByRole('link', { name: texts.ordersShowAll }).click();
    await expect.poll(() => page.url()).toBe(`${server.baseUrl}${prefix}/account/orders`);
    // the select is read again until the page has rendered the list of all orders
    await expect.poll(() => page.getByLabel(texts.ordersStatusFilter).inputValue()).toBe('');

    // the oldest order: delivered, with a coupon
    const seeded = ORDERS.find((order) => order.number === 'FF-2026-000118');
    if (!seeded) throw new Error('the demo data changed');
    const card = cards.filter({ hasText: seeded.number });
    const listedTotal = await card.getByTestId('order-card-total').textContent();
    await card.getByRole('link', { name: fill(texts.orderNumber, { number: seeded.number }) }).click();
    const id = await orderIdOf(seeded.number);
    await expect.poll(() => pathOf(page)).toBe(`${prefix}/account/orders/${id}`);
    await page.getByTestId('order-page').waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
      fill(texts.orderNumber, { number: seeded.number }),
    );
    expect(await page.getByTestId('order-status').textContent()).toBe(texts.orderStatus_delivered);
    // paid by card ahead: placed, paid, being prepared, shipped, delivered, all done
    expect(await page.locator('.order-progress__step--done').count()).toBe(5);
    expect(await page.getByTestId('order-payment-method').textContent()).toBe(texts.paymentMethod_card);

    // its lines, and a review to write for each product delivered
    const lines = page.getByTestId('order-line');
    expect(await lines.count()).toBe(seeded.items.length);
    const quantities = (await lines.getByTestId('order-line-quantity').allTextContents()).map(Number);
    const byNumber = (a: number, b: number) => a - b;
    expect(quantities.sort(byNumber)).toEqual(seeded.items.map((item) => item.quantity).sort(byNumber));
    const reviews = await page
      .getByTestId('order-review')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(reviews).toHaveLength(seeded.items.length);
    for (const href of reviews) expect(href).toMatch(new RegExp(`^${prefix}/reviews\\?product=\\d+$`));

    // the bill reads as the cart's, the coupon's discount included, what the list showed, then the VAT in it;
    // each figure once: no label twice, no VAT amount under two names
    const bill = page.getByTestId('order-totals');
    expect(await bill.locator('dt').allTextContents()).toEqual([
      texts.orderTotal_totalItems,
      texts.orderTotal_totalPrice,
      texts.orderTotal_totalCouponDiscount,
      texts.orderTotal_totalPriceAfterDiscount,
      texts.orderTotal_totalShipping,
      texts.orderTotal_totalFinalPrice,
      texts.orderTotal_totalVatTax,
    ]);
    expect(await bill.locator('[data-total="totalTax"], [data-total="totalSubPrice"]').count()).toBe(0);
    const units = seeded.items.reduce((sum, item) => sum + item.quantity, 0);
    expect(await bill.locator('[data-total="totalItems"] dd').textContent()).toBe(String(units));
    expect(await bill.locator('[data-total="totalFinalPrice"] dd').textContent()).toBe(listedTotal);
    expect(await page.locator('[data-date="delivered"]').count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);

    // and back to the list
    await page.getByRole('link', { name: texts.orderBack }).click();
    await expect.poll(() => pathOf(page)).toBe(`${prefix}/account/orders`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('cancels an order only once the customer confirms it, and pays one by card at the gateway', async () => {
    const { page, context, errors } = await newPage(device);
    const email = `orders-${locale}@example.test`;
    await createCustomer(server.db, email);
    await logIn(page, { baseUrl: server.baseUrl, prefix, email });

    // a customer without orders is sent to the shop
    await page.goto(`${server.baseUrl}${prefix}/account/orders`);
    expect(await page.getByTestId('orders-empty').textContent()).toContain(texts.ordersEmpty);
    expect(await page.getByRole('link', { name: texts.ordersBrowse }).getAttribute('href')).toBe(`${prefix}/products`);

    const placed = await placeCardOrder(page);
    await page.goto(`${server.baseUrl}${prefix}/account/orders/${placed.id}`);
    expect(await page.getByTestId('order-status').textContent()).toBe(texts.orderStatus_awaiting_payment);
    expect(await page.getByTestId('order-awaiting-payment').textContent()).toBe(texts.orderAwaitingPayment);
    expect(await page.getByTestId('order-address').textContent()).toContain(texts.orderPickup);
    expect(await page.locator('.order-details__notes').textContent()).toBe('Please keep it at the shop corner.');
    expect(await seriousViolations(page)).toEqual([]);

    // the dialog asks first; keeping the order changes nothing
    const cancel = page.getByRole('button', { name: texts.orderCancel });
    await cancel.click();
    const dialog = page.getByRole('dialog', { name: fill(texts.orderCancelTitle, { number: placed.number }) });
    await dialog.waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: texts.orderCancelKeep }).click();
    expect(await dialog.isVisible()).toBe(false);
    expect(await page.getByTestId('order-status').textContent()).toBe(texts.orderStatus_awaiting_payment);
    const [kept] = await server.db.select({ status: orders.status }).from(orders).where(eq(orders.id, placed.id));
    expect(kept?.status).toBe('awaiting_payment');

    await cancel.click();
    await dialog.getByRole('button', { name: texts.orderCancelConfirm }).click();
    await expect.poll(() => toastTexts(page)).toContain(fill(texts.orderCancelled, { number: placed.number }));
    expect(await page.getByTestId('order-status').textContent()).toBe(texts.orderStatus_cancelled);
    expect(await page.getByTestId('order-cancel').count()).toBe(0);
    expect(await page.getByTestId('order-pay').count()).toBe(0);
    expect(await page.locator('[data-date="cancelled"]').count()).toBe(1);
    await page.reload();
    expect(await page.getByTestId('order-status').textContent()).toBe(texts.orderStatus_cancelled);
    // the notice gives the day it was cancelled
    const notice = (await page.getByTestId('order-notice').textContent()) ?? '';
    expect(notice.startsWith(texts.orderCancelledOn.split('{date}')[0] ?? '')).toBe(true);
    expect(notice).not.toBe(texts.orderCancelledNotice);

    // the list shows it under its new status
    await page.goto(`${server.baseUrl}${prefix}/account/orders?status=cancelled`);
    expect(await page.getByTestId('order-card').locator('.order-card__number').allTextContents()).toEqual([
      fill(texts.orderNumber, { number: placed.number }),
    ]);

    // a second card order goes to the gateway's page to be paid
    const unpaid = await placeCardOrder(page);
    await page.goto(`${server.baseUrl}${prefix}/account/orders/${unpaid.id}`);
    await page.getByTestId('order-pay').click();
    await expect.poll(() => pathOf(page), { timeout: 15_000 }).toMatch(/^\/payment-sandbox\/sbx_/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("answers someone else's order with the 404 page", async () => {
    const { page, context } = await newPage(device);
    const email = `orders-stranger-${locale}@example.test`;
    await createCustomer(server.db, email);
    await logIn(page, { baseUrl: server.baseUrl, prefix, email });
    const id = await orderIdOf('FF-2026-000118');
    const response = await page.goto(`${server.baseUrl}${prefix}/account/orders/${id}`);
    expect(response?.status()).toBe(404);
    expect(pathOf(page)).toBe(`${prefix}/404`);
    await page.getByTestId('not-found').waitFor();
    expect(await page.getByTestId('order-page').count()).toBe(0);
    await context.close();
  });
});
