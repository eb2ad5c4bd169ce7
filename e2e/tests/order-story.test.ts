import { eq } from 'drizzle-orm';
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { shipmentTypes } from '../../apps/api/src/db/schema.ts';
import { createCustomer, logIn } from '../support/accounts.ts';
import { openBeforeScripts, seriousViolations } from '../support/axe.ts';
import { newPage } from '../support/browser.ts';
import { languages } from '../support/languages.ts';
import { type E2eServer, getServer } from '../support/server.ts';

// What happens after an order (docs/product/after-sales.md): paying part of it from the wallet and the
// ledger that shows it, a bank transfer's proof sent, refused with the staff's reason and asked again,
// the order's dated history, and the proof's form as plain HTML.

let server: E2eServer;
beforeAll(async () => {
  server = await getServer();
});

// a book of 110 SAR without options
const BOOK_ID = 58;
const STAFF = 'staff@forum.test';
// the smallest PNG there is: the API recognises a picture by its content
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (match, name: string) => String(values[name] ?? match));
const toastTexts = (page: Page) => page.locator('[data-testid="toast"] .toast__message').allTextContents();

/** Calls the API with the context's session, as the page's scripts would. */
async function apiPost(context: BrowserContext, path: string, body: unknown) {
  const cookies = await context.cookies();
  const token = decodeURIComponent(cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '');
  const answer = await context.request.post(`${server.baseUrl}/api${path}`, {
    headers: { 'X-XSRF-TOKEN': token, OS: 'wui' },
    data: body,
  });
  return { status: answer.status(), json: await answer.json() };
}

async function pickupId(): Promise<number> {
  const [pickup] = await server.db
    .select({ id: shipmentTypes.id })
    .from(shipmentTypes)
    .where(eq(shipmentTypes.needsAddress, false));
  if (!pickup) throw new Error('the demo data has no pickup');
  return pickup.id;
}

/** A staff member of the demo data, logged in, for the forum's side of the story. */
async function staffContext(device: (typeof languages)['en']['device']) {
  const staff = await newPage(device);
  await logIn(staff.page, { baseUrl: server.baseUrl, prefix: '/en', email: STAFF });
  return staff.context;
}

/** A customer of its own with the book in the cart, logged in. */
async function newCustomer(device: (typeof languages)['en']['device'], prefix: string, email: string) {
  const userId = await createCustomer(server.db, email);
  const opened = await newPage(device);
  await logIn(opened.page, { baseUrl: server.baseUrl, prefix, email });
  const added = await apiPost(opened.context, '/cart', { id: BOOK_ID, quantity: 1, type: 'product' });
  expect(added.status).toBe(200);
  return { ...opened, userId };
}

describe.each(Object.entries(languages))('after the order, in %s', (locale, { prefix, texts, device }) => {
  it('pays part of an order from the wallet at checkout, then shows the debit and the credit in the ledger', async () => {
    const { page, context, errors, userId } = await newCustomer(device, prefix, `story-wallet-${locale}@example.test`);
    const staff = await staffContext(device);
    const credited = await apiPost(staff, `/admin/wallets/${userId}/adjustments`, {
      amount: 30,
      reason: 'A goodwill credit',
      idempotencyKey: `e2e-wallet-${locale}-${userId}`,
    });
    expect(credited.status).toBe(200);
    await staff.close();

    await page.goto(`${server.baseUrl}${prefix}/checkout`);
    await page.waitForSelector('[data-testid="checkout-page"]');
    await page.getByTestId('shipping-choice').nth(2).click();
    // the accounts of a transfer appear under the transfer choice once it is chosen, not before
    const banks = page.getByTestId('bank-accounts-slot');
    expect(await banks.isVisible()).toBe(false);
    await page.getByTestId('payment-choice').nth(1).click();
    expect(await banks.isVisible()).toBe(true);
    const transferBox = await page.getByTestId('payment-choice').nth(1).boundingBox();
    const cashBox = await page.getByTestId('payment-choice').nth(2).boundingBox();
    const banksBox = await banks.boundingBox();
    expect(banksBox && transferBox && cashBox && banksBox.y > transferBox.y && banksBox.y < cashBox.y).toBe(true);
    await page.getByTestId('use-wallet').check();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByTestId('place-order').click();
    await page.waitForSelector('[data-testid="order-placed"]');
    const orderId = Number(new URL(page.url()).pathname.match(/checkout\/(\d+)\/success/)?.[1]);

    await page.goto(`${server.baseUrl}${prefix}/account/orders/${orderId}`);
    const money = page.getByTestId('order-money');
    expect(await money.locator('[data-money="wallet"] dd').textContent()).toMatch(/30/);
    expect(await money.locator('[data-money="due"] dd').textContent()).toMatch(/80/);

    await page.goto(`${server.baseUrl}${prefix}/account/balance`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(texts.walletTitle);
    expect(await page.getByTestId('wallet-balance').textContent()).toMatch(/0/);
    const entries = page.getByTestId('wallet-entry');
    expect(await entries.count()).toBe(2);
    // newest first: the order's payment, then the forum's credit; told apart by words and sign, not colour alone
    const debit = entries.nth(0);
    expect(await debit.getAttribute('data-kind')).toBe('debit');
    expect(await debit.textContent()).toContain(texts.walletDebit);
    expect(await debit.textContent()).toContain(texts.walletReason_order_payment);
    expect(await debit.getByTestId('wallet-entry-amount').textContent()).toMatch(/^\W*-.*30/);
    expect(await debit.getByTestId('wallet-entry-order').getAttribute('href')).toBe(
      `${prefix}/account/orders/${orderId}`,
    );
    const credit = entries.nth(1);
    expect(await credit.getAttribute('data-kind')).toBe('credit');
    expect(await credit.textContent()).toContain(texts.walletCredit);
    expect(await credit.getByTestId('wallet-entry-amount').textContent()).toMatch(/^\W*\+.*30/);
    expect(await seriousViolations(page)).toEqual([]);

    // the menu leads to the page, and the plain HTML is accessible too
    expect(await page.locator(`a[href="${prefix}/account/balance"]`).count()).toBeGreaterThan(0);
    const plain = await openBeforeScripts(context, `${server.baseUrl}${prefix}/account/balance`);
    expect(await plain.getByTestId('wallet-entry').count()).toBe(2);
    expect(await seriousViolations(plain)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows an empty ledger to a customer whose wallet never moved', async () => {
    const { page, context } = await newCustomer(device, prefix, `story-empty-${locale}@example.test`);
    await page.goto(`${server.baseUrl}${prefix}/account/balance`);
    expect(await page.getByTestId('wallet-empty').textContent()).toBe(texts.walletEmpty);
    expect(await page.getByTestId('wallet-entry').count()).toBe(0);
    await context.close();
  });

  it("sends a transfer proof with a preview, shows the forum's refusal with its reason in the history, and asks again", async () => {
    const { page, context, errors } = await newCustomer(device, prefix, `story-proof-${locale}@example.test`);
    const placed = await apiPost(context, '/orders', {
      shipmentType: await pickupId(),
      paymentMethod: 'bank_transfer',
      idempotencyKey: `e2e-proof-${locale}-order`,
    });
    expect(placed.status).toBe(200);
    const { id, number } = placed.json.data.order;

    await page.goto(`${server.baseUrl}${prefix}/account/orders/${id}`);
    const history = page.getByTestId('order-history-entry');
    expect(await history.count()).toBe(1);
    expect(await history.first().textContent()).toContain(texts.orderHistory_place);
    expect(await history.first().textContent()).toContain(texts.orderHistoryBy_customer);
    expect(await page.getByTestId('order-chat').getAttribute('href')).toBe(`${prefix}/account/orders/${id}/chat`);
    expect(await page.getByTestId('order-invoice').count()).toBe(0);
    expect(await page.getByTestId('order-return').count()).toBe(0);

    // sending without a file is stopped in the page; a chosen picture is previewed
    await page.getByTestId('transfer-proof-send').click();
    expect(await page.getByTestId('transfer-proof').locator('.field__error').textContent()).toBe(
      texts.transferProofRequired,
    );
    await page
      .getByTestId('transfer-proof-form')
      .locator('input[type="file"]')
      .setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: PNG });
    expect(await page.getByTestId('transfer-proof-preview').isVisible()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByTestId('transfer-proof-send').click();
    // the file goes through the site's action to the API: slower than a JSON call on a busy machine
    await expect.poll(() => toastTexts(page), { timeout: 15_000 }).toContain(texts.transferProofSent);
    await expect.poll(() => page.getByTestId('transfer-proof').getAttribute('data-proof-status')).toBe('pending');
    expect(await page.getByTestId('transfer-proof-form').count()).toBe(0);
    expect(await history.count()).toBe(2);
    expect(await history.nth(1).getAttribute('data-action')).toBe('submit_transfer_proof');

    // the forum refuses it with a reason: the page says why and asks again
    const staff = await staffContext(device);
    const reason = 'The amount on the receipt does not match the order.';
    const refused = await apiPost(staff, `/admin/orders/${id}/transfer/reject`, { note: reason });
    expect(refused.status).toBe(200);
    await staff.close();
    await page.reload();
    expect(await page.getByTestId('transfer-proof-reason').textContent()).toBe(reason);
    expect(await page.getByTestId('transfer-proof-form').isVisible()).toBe(true);
    expect(await history.count()).toBe(3);
    expect(await history.nth(2).textContent()).toContain(texts.orderHistory_reject_transfer);
    expect(await history.nth(2).getByTestId('order-history-note').textContent()).toContain(reason);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(fill(texts.orderNumber, { number }));
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('sends a transfer proof with the page’s scripts off', async () => {
    const { page, context } = await newCustomer(device, prefix, `story-plain-${locale}@example.test`);
    const placed = await apiPost(context, '/orders', {
      shipmentType: await pickupId(),
      paymentMethod: 'bank_transfer',
      idempotencyKey: `e2e-plain-${locale}-order`,
    });
    expect(placed.status).toBe(200);
    const { id } = placed.json.data.order;
    await page.close();

    const plain = await openBeforeScripts(context, `${server.baseUrl}${prefix}/account/orders/${id}`);
    expect(await plain.getByTestId('order-history-entry').count()).toBe(1);
    expect(await seriousViolations(plain)).toEqual([]);
    await plain
      .getByTestId('transfer-proof-form')
      .locator('input[type="file"]')
      .setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: PNG });
    await plain.getByTestId('transfer-proof-send').click();
    await expect
      .poll(() => plain.getByTestId('transfer-proof').getAttribute('data-proof-status'), { timeout: 15_000 })
      .toBe('pending');
    expect(new URL(plain.url()).pathname).toBe(`${prefix}/account/orders/${id}`);
    expect(await plain.getByTestId('order-history-entry').count()).toBe(2);
    expect(await plain.getByTestId('transfer-proof-pending').textContent()).toBe(
      fill(texts.transferProofPending, { name: 'receipt.png' }),
    );
    await context.close();
  });
});
