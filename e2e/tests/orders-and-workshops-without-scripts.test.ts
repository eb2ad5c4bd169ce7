import { and, eq } from 'drizzle-orm';
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders, products, shipmentTypes, workshopRegistrations } from '../../apps/api/src/db/schema.ts';
import { createCustomer, DEMO_PASSWORD } from '../support/accounts.ts';
import { desktop, newPage, phone } from '../support/browser.ts';
import { languages } from '../support/languages.ts';
import { type E2eServer, getServer } from '../support/server.ts';

// Workshop registration, the checkout's order, cancelling it, the logout and the phone menu as plain
// HTML: every one works with the page's scripts off.

let server: E2eServer;
beforeAll(async () => {
  server = await getServer();
});

// a book of 110 SAR without options
const BOOK_ID = 58;

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (match, name: string) => String(values[name] ?? match));
const toastTexts = (page: Page) => page.locator('[data-testid="toast"] .toast__message').allTextContents();

async function expectPath(page: Page, path: string | RegExp) {
  const pathname = () => new URL(page.url()).pathname;
  if (typeof path === 'string') await expect.poll(pathname, { timeout: 15_000 }).toBe(path);
  else await expect.poll(pathname, { timeout: 15_000 }).toMatch(path);
}

/** Every address the browser went to in this test. */
function watchAddresses(page: Page) {
  const addresses: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest()) addresses.push(decodeURIComponent(request.url()));
  });
  return addresses;
}

async function logInPlain(page: Page, prefix: string, email: string, redirect: string) {
  await page.goto(`${server.baseUrl}${prefix}/login/customer?redirect=${encodeURIComponent(redirect)}`);
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
  await page.locator('main form button[type="submit"]').click();
  await expectPath(page, `${prefix}${redirect}`);
}

/** Puts a product in the visitor's cart through the API, with the context's cookies (no page script). */
async function addToCart(context: BrowserContext, id: number) {
  const cookies = await context.cookies();
  const token = decodeURIComponent(cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '');
  const answer = await context.request.post(`${server.baseUrl}/api/cart`, {
    headers: { 'X-XSRF-TOKEN': token, OS: 'wui' },
    data: { id, quantity: 1, type: 'product' },
  });
  expect(answer.status()).toBe(200);
}

describe.each(Object.entries(languages))('orders and workshops without scripts, in %s', (locale, language) => {
  const { prefix, texts, device } = language;

  it('registers for a workshop, then cancels it after confirming', async () => {
    const email = `workshop-plain-${locale}@example.test`;
    const userId = await createCustomer(server.db, email);
    const { page, context } = await newPage({ ...device, javaScriptEnabled: false });
    const addresses = watchAddresses(page);
    await logInPlain(page, prefix, email, '/workshops');

    const card = page
      .getByTestId('workshop-card')
      .filter({ has: page.getByTestId('workshop-register') })
      .first();
    const title = (await card.locator('h2 a').textContent()) ?? '';
    const workshopId = Number(await card.getAttribute('data-workshop-id'));
    await card.getByTestId('workshop-register').click();
    await expectPath(page, `${prefix}/workshops`);
    await expect.poll(() => toastTexts(page)).toContain(fill(texts.workshopRegistered, { title }));
    const statuses = async () =>
      (
        await server.db
          .select()
          .from(workshopRegistrations)
          .where(and(eq(workshopRegistrations.userId, userId), eq(workshopRegistrations.workshopId, workshopId)))
      ).map((row) => row.status);
    expect(await statuses()).toEqual(['registered']);

    // the personal page knows the registration; cancelling asks first, in the page
    await page.goto(`${server.baseUrl}${prefix}/my-agenda/workshops`);
    const registered = page.getByTestId('workshop-registration');
    expect(await registered.getByTestId('registration-state').textContent()).toBe(texts.workshopYouAreRegistered);
    const confirm = registered.locator('details button[type="submit"]');
    expect(await confirm.isVisible()).toBe(false);
    await registered.getByTestId('workshop-cancel').click();
    expect(await registered.getByText(fill(texts.workshopCancelText, { title })).isVisible()).toBe(true);
    await confirm.click();
    await expect.poll(() => page.getByTestId('my-workshops-empty').count(), { timeout: 15_000 }).toBe(1);
    await expect.poll(() => toastTexts(page)).toContain(fill(texts.workshopCancelled, { title }));
    expect(await statuses()).toEqual(['cancelled']);

    for (const address of addresses) expect(address).not.toContain(email);
    await context.close();
  });

  it('places a cash-on-delivery order from the cart, cancels it and logs out', async () => {
    const email = `order-plain-${locale}@example.test`;
    const customerId = await createCustomer(server.db, email);
    const { page, context } = await newPage({ ...device, javaScriptEnabled: false });
    const addresses = watchAddresses(page);
    await logInPlain(page, prefix, email, '/cart');
    await addToCart(context, BOOK_ID);

    await page.goto(`${server.baseUrl}${prefix}/checkout`);
    await page.waitForSelector('[data-testid="checkout-page"]');
    // the totals are priced with the way of shipping shown chosen (standard delivery, 25)
    const shippingTotal = () => page.locator('[data-total="totalShipping"] dd').textContent();
    const checkedChoice = (testId: string) =>
      page
        .getByTestId(testId)
        .evaluateAll((labels) => labels.findIndex((label) => label.querySelector('input')?.checked));
    expect(await checkedChoice('shipping-choice')).toBe(0);
    expect(await shippingTotal()).toMatch(/25/);
    // another choice is priced by asking for the page again, which keeps the choices made
    await page.getByTestId('shipping-choice').nth(1).click();
    await page.getByTestId('payment-choice').nth(1).click();
    await page.getByTestId('checkout-reprice').click();
    await page.waitForURL((url) => url.searchParams.get('shipmentType') !== null);
    expect(await shippingTotal()).toMatch(/45/);
    expect(await checkedChoice('shipping-choice')).toBe(1);
    expect(await checkedChoice('payment-choice')).toBe(1);
    expect(await server.db.select().from(orders).where(eq(orders.userId, customerId))).toEqual([]);
    // a pickup needs no address and costs nothing; cash on delivery
    await page.getByTestId('shipping-choice').nth(2).click();
    await page.getByTestId('payment-choice').nth(2).click();
    await page.getByTestId('checkout-reprice').click();
    await expect.poll(shippingTotal).toBe(texts.cartShippingFree);
    expect(await checkedChoice('shipping-choice')).toBe(2);
    expect(await checkedChoice('payment-choice')).toBe(2);
    const note = `plain-note-${locale}-${Date.now()}`;
    await page.locator('textarea[name="notes"]').fill(note);
    await page.getByTestId('place-order').click();

    await expectPath(page, new RegExp(`^${prefix}/checkout/\\d+/success$`));
    await page.waitForSelector('[data-testid="order-placed"]');
    const id = Number(new URL(page.url()).pathname.split('/').at(-2));
    const [placed] = await server.db.select().from(orders).where(eq(orders.id, id));
    expect(placed).toMatchObject({ status: 'pending', paymentMethod: 'cash_on_delivery' });
    expect(await page.getByTestId('cart-link').getAttribute('data-count')).toBe('0');

    // cancelled from its page, after the question in the page
    await page.goto(`${server.baseUrl}${prefix}/account/orders/${id}`);
    await page.getByTestId('order-cancel').click();
    expect(await page.getByText(texts.orderCancelText).isVisible()).toBe(true);
    await page.locator('.order-actions details button[type="submit"]').click();
    await expectPath(page, `${prefix}/account/orders/${id}`);
    await expect
      .poll(() => toastTexts(page), { timeout: 15_000 })
      .toContain(fill(texts.orderCancelled, { number: placed?.number ?? '' }));
    expect(await page.getByTestId('order-cancel').count()).toBe(0);
    const [cancelled] = await server.db.select().from(orders).where(eq(orders.id, id));
    expect(cancelled?.status).toBe('cancelled');

    // logout: a form; the session's cookie is gone and the account-type page says so
    await page.getByRole('button', { name: texts.logout, exact: true }).click();
    await expectPath(page, `${prefix}/account-type`);
    await expect.poll(() => toastTexts(page)).not.toEqual([]);
    expect((await context.cookies()).some((cookie) => cookie.name === 'forum_session')).toBe(false);
    await page.goto(`${server.baseUrl}${prefix}/account/orders`);
    await expectPath(page, `${prefix}/login/customer`);

    // nothing personal travelled in an address
    for (const address of addresses) {
      for (const secret of [email, DEMO_PASSWORD, note, placed?.number ?? 'none'])
        expect(address).not.toContain(secret);
    }
    await context.close();
  });

  it('pays a card order from its page: the gateway opens', async () => {
    const email = `pay-plain-${locale}@example.test`;
    await createCustomer(server.db, email);
    const { page, context } = await newPage({ ...device, javaScriptEnabled: false });
    await logInPlain(page, prefix, email, '/account/orders');
    await addToCart(context, BOOK_ID);
    const cookies = await context.cookies();
    const token = decodeURIComponent(cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '');
    const [pickup] = await server.db.select().from(shipmentTypes).where(eq(shipmentTypes.needsAddress, false));
    const placed = await context.request.post(`${server.baseUrl}/api/orders`, {
      headers: { 'X-XSRF-TOKEN': token, OS: 'wui' },
      data: { shipmentType: pickup?.id, paymentMethod: 'card', idempotencyKey: `plain-pay-${locale}-0001` },
    });
    const id = (await placed.json()).data.order.id as number;
    await page.goto(`${server.baseUrl}${prefix}/account/orders/${id}`);
    await page.getByTestId('order-pay').click();
    await page.waitForURL(/\/payment-sandbox\//);
    expect(await page.locator('html').getAttribute('lang')).toBe(locale);
    await context.close();
  });

  it('makes a private calendar address and turns it off; the address never goes into a URL', async () => {
    const email = `calendar-plain-${locale}@example.test`;
    await createCustomer(server.db, email);
    const { page, context } = await newPage({ ...device, javaScriptEnabled: false });
    const addresses = watchAddresses(page);
    await logInPlain(page, prefix, email, '/conference/agenda');
    await page.getByTestId('session-heart').first().click();
    // the heart leads to the personal agenda, which shows it saved (decision 073)
    await expectPath(page, `${prefix}/my-agenda/conference-sessions`);
    await page.getByTestId('calendar-feed-make').click();
    const url = await page.getByTestId('calendar-feed-url').inputValue();
    const feedToken = new URL(url).searchParams.get('token') ?? '';
    expect(feedToken.length).toBeGreaterThan(10);
    expect((await fetch(url.replace(/^https?:\/\/[^/]+/, server.baseUrl))).status).toBe(200);

    await page.goto(`${server.baseUrl}${prefix}/my-agenda/conference-sessions`);
    expect(await page.getByTestId('calendar-feed-url').count()).toBe(0);
    await page.getByTestId('calendar-feed-off').click();
    await page.getByTestId('calendar-feed').locator('details button[type="submit"]').click();
    await expect.poll(() => page.getByTestId('calendar-feed-off').count(), { timeout: 15_000 }).toBe(0);
    expect((await fetch(url.replace(/^https?:\/\/[^/]+/, server.baseUrl))).status).toBe(404);
    for (const address of addresses) expect(address).not.toContain(feedToken);
    await context.close();
  });

  it("sends a guest's review to the login and back; a customer is told why it is refused", async () => {
    const [product] = await server.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.slug, 'sada-boom-pole-3m'));
    const path = `/reviews?product=${product?.id}`;
    const { page, context } = await newPage({ ...device, javaScriptEnabled: false });
    await page.goto(`${server.baseUrl}${prefix}${path}`);
    await page.getByLabel(texts.reviewBodyLabel).fill('A review written before logging in, long enough.');
    await page.getByRole('button', { name: texts.reviewSubmit }).click();
    await expectPath(page, `${prefix}/login/customer`);
    expect(new URL(page.url()).searchParams.get('redirect')).toBe(path);

    const email = `review-plain-${locale}@example.test`;
    await createCustomer(server.db, email);
    await page.locator('input[name="email"]').fill(email);
    await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
    await page.locator('main form button[type="submit"]').click();
    await expectPath(page, `${prefix}/reviews`);
    await page.getByLabel(texts.reviewBodyLabel).fill('I would like to review this without buying it.');
    await page.getByRole('button', { name: texts.reviewSubmit }).click();
    await expect
      .poll(async () => (await toastTexts(page)).length + (await page.getByRole('alert').count()), { timeout: 15_000 })
      .toBeGreaterThan(0);
    await context.close();
  });

  it('opens the phone menu without scripts, by touch or keyboard', async () => {
    const { page, context } = await newPage({ ...phone, javaScriptEnabled: false });
    await page.goto(`${server.baseUrl}${prefix}/`);
    const navigation = page.getByRole('navigation', { name: texts.mainNavigation });
    const menu = page.getByRole('button', { name: texts.menu });
    expect(await navigation.isVisible()).toBe(false);
    await menu.click();
    await expect.poll(() => navigation.isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => navigation.isVisible()).toBe(false);
    await menu.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => navigation.isVisible()).toBe(true);
    await navigation.getByRole('link', { name: texts.navWorkshops }).click();
    await expectPath(page, `${prefix}/workshops`);
    await context.close();

    // on a wide screen the navigation is a row, always shown, without the menu button
    const wide = await newPage({ ...desktop, javaScriptEnabled: false });
    await wide.page.goto(`${server.baseUrl}${prefix}/`);
    expect(await wide.page.getByRole('navigation', { name: texts.mainNavigation }).isVisible()).toBe(true);
    expect(await wide.page.getByRole('button', { name: texts.menu }).isVisible()).toBe(false);
    await wide.context.close();
  });
});
