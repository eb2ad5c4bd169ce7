import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders, payments, products } from '../../apps/api/src/db/schema.ts';
import { ar } from '../../apps/web/app/i18n/ar.ts';
import { en } from '../../apps/web/app/i18n/en.ts';
import { createCustomer, logIn } from '../support/accounts.ts';
import { seriousViolations } from '../support/axe.ts';
import { desktop, newPage, phone } from '../support/browser.ts';
import { addToCartAsPage } from '../support/page-api.ts';
import { type E2eServer, getServer } from '../support/server.ts';

let server: E2eServer;
beforeAll(async () => {
  server = await getServer();
});

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (match, name: string) => String(values[name] ?? match));

const languages = {
  ar: { prefix: '', texts: ar, device: phone, city: 'الرياض', district: 'العليا' },
  en: { prefix: '/en', texts: en, device: desktop, city: 'Riyadh', district: 'Al Olaya' },
} as const;

// a book of 110 SAR, without options
const BOOK_ID = 58;

const toastTexts = (page: Page) => page.locator('[data-testid="toast"] .toast__message').allTextContents();
const cartCount = async (page: Page) => Number(await page.getByTestId('cart-link').getAttribute('data-count'));

async function stockOf(id: number) {
  const [row] = await server.db.select({ stock: products.stock }).from(products).where(eq(products.id, id));
  return row?.stock ?? -1;
}

describe.each(Object.entries(languages))('the checkout, in %s', (locale, language) => {
  const { prefix, texts, device } = language;

  it('sends a visitor who is not logged in to log in, and back to the checkout', async () => {
    const { page, context } = await newPage(device);
    await page.goto(`${server.baseUrl}${prefix}/checkout`);
    const url = new URL(page.url());
    expect(url.pathname).toBe(`${prefix}/login/customer`);
    expect(url.searchParams.get('redirect')).toBe('/checkout');
    await context.close();
  });

  it('goes from the cart to an order: a new address, delivery, cash on delivery, the receipt page', async () => {
    const { page, context, errors } = await newPage(device);
    const email = `checkout-cod-${locale}@example.test`;
    await createCustomer(server.db, email);
    await logIn(page, { baseUrl: server.baseUrl, prefix, email });
    await addToCartAsPage(page, BOOK_ID, 2);
    const stock = await stockOf(BOOK_ID);

    await page.goto(`${server.baseUrl}${prefix}/cart`);
    await page.getByTestId('cart-checkout').click();
    await page.waitForSelector('[data-testid="checkout-page"]');
    expect(new URL(page.url()).pathname).toBe(`${prefix}/checkout`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(texts.checkoutTitle);

    // no address yet: the form is open, and placing the order asks for an address first
    const form = page.getByTestId('address-form');
    expect(await form.isVisible()).toBe(true);
    await page.getByTestId('payment-choice').nth(2).click();
    await page.getByTestId('place-order').click();
    await expect.poll(() => toastTexts(page)).toContain(texts.mustChooseAddress);
    expect(await seriousViolations(page)).toEqual([]);

    // a wrong field is told beside it; then the address is saved and chosen
    await form.getByLabel(texts.checkoutAddressName).fill(locale === 'ar' ? 'المنزل' : 'Home');
    await form.getByLabel(texts.checkoutAddressRecipient).fill('Nora Test');
    await form.getByLabel(texts.telephone).fill('12');
    await form.getByLabel(texts.city).selectOption({ label: language.city });
    await expect.poll(() => form.getByLabel(texts.district).locator('option').count()).toBeGreaterThan(2);
    await form.getByLabel(texts.district).selectOption({ label: language.district });
    await form.getByLabel(texts.checkoutAddressLine).fill('Olaya Street, building 7, 12211');
    await form.getByRole('button', { name: texts.checkoutAddressSave }).click();
    await expect.poll(() => form.locator('.field__error').count()).toBe(1);
    expect(await form.getByLabel(texts.telephone).getAttribute('aria-invalid')).toBe('true');
    await form.getByLabel(texts.telephone).fill('0501234567');
    await form.getByRole('button', { name: texts.checkoutAddressSave }).click();
    await expect.poll(() => toastTexts(page)).toContain(texts.checkoutAddressSaved);
    const chosen = page.getByTestId('address-choice').filter({ has: page.locator('input:checked') });
    expect(await chosen.textContent()).toContain(language.district);

    // express delivery puts its price in the totals the server gives, at once: no "show the total" button
    await expect.poll(() => page.getByTestId('checkout-reprice').count()).toBe(0);
    await page.getByTestId('shipping-choice').nth(1).click();
    await expect.poll(() => page.locator('[data-total="totalShipping"] dd').textContent()).toMatch(/45/);
    await page.getByTestId('place-order').click();

    await page.waitForSelector('[data-testid="order-placed"]');
    expect(new URL(page.url()).pathname).toMatch(new RegExp(`^${prefix}/checkout/\\d+/success$`));
    const number = (await page.getByTestId('order-number').textContent()) ?? '';
    expect(number).toMatch(/FF-\d{4}-\d{6}/);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(texts.successTitle);
    expect(await page.locator('.checkout-status').textContent()).toBe(texts.orderStatus_pending);
    expect(await stockOf(BOOK_ID)).toBe(stock - 2);
    await expect.poll(() => cartCount(page)).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);

    const [row] = await server.db
      .select()
      .from(orders)
      .where(eq(orders.number, number.match(/FF-\d{4}-\d{6}/)?.[0] ?? ''));
    expect(row).toMatchObject({ status: 'pending', paymentMethod: 'cash_on_delivery' });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows where to transfer the money for a bank transfer, and needs no address for a pickup', async () => {
    const { page, context, errors } = await newPage(device);
    const email = `checkout-bank-${locale}@example.test`;
    await createCustomer(server.db, email);
    await logIn(page, { baseUrl: server.baseUrl, prefix, email });
    await addToCartAsPage(page, BOOK_ID);
    await page.goto(`${server.baseUrl}${prefix}/checkout`);
    await page.waitForSelector('[data-testid="checkout-page"]');

    await page.getByTestId('shipping-choice').nth(2).click();
    expect(await page.getByText(texts.checkoutPickupNote).isVisible()).toBe(true);
    expect(await page.getByTestId('address-form').count()).toBe(0);
    await expect.poll(() => page.locator('[data-total="totalShipping"] dd').textContent()).toBe(texts.cartShippingFree);
    await page.getByTestId('payment-choice').nth(1).click();
    expect(await page.getByTestId('bank-accounts').locator('li').count()).toBe(2);
    expect(await page.getByTestId('place-order').textContent()).toBe(texts.checkoutPlace);
    await page.getByTestId('place-order').click();

    await page.waitForSelector('[data-testid="order-placed"]');
    expect(await page.locator('.checkout-status').textContent()).toBe(texts.orderStatus_awaiting_payment);
    const number = ((await page.getByTestId('order-number').textContent()) ?? '').match(/FF-\d{4}-\d{6}/)?.[0] ?? '';
    expect(await page.getByText(texts.successPickup).isVisible()).toBe(true);
    const instructions = await page.locator('.checkout-outcome__card').textContent();
    expect(instructions).toContain(number);
    expect(await page.getByTestId('bank-accounts').locator('li').count()).toBe(2);
    expect(await page.getByTestId('follow-order').getAttribute('href')).toMatch(
      new RegExp(`^${prefix}/account/orders/\\d+$`),
    );
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('pays by card on the gateway page: declined first, then paid from the retry', async () => {
    const { page, context, errors } = await newPage(device);
    const email = `checkout-card-${locale}@example.test`;
    await createCustomer(server.db, email);
    await logIn(page, { baseUrl: server.baseUrl, prefix, email });
    await addToCartAsPage(page, BOOK_ID);
    await page.goto(`${server.baseUrl}${prefix}/checkout`);
    await page.waitForSelector('[data-testid="checkout-page"]');
    await page.getByTestId('shipping-choice').nth(2).click();
    await expect.poll(() => page.locator('[data-total="totalShipping"] dd').textContent()).toBe(texts.cartShippingFree);
    const total = (await page.locator('[data-total="totalFinalPrice"] dd').textContent()) ?? '';
    // card is the first choice, and the button names the amount
    expect(await page.getByTestId('place-order').textContent()).toBe(
      fill(texts.checkoutPlaceAndPay, { amount: total }),
    );
    await page.getByTestId('place-order').click();

    // the gateway's own page, in the page's language and the site's typeface; in Arabic, card numbers and
    // amounts still read left to right
    await page.waitForURL(/\/payment-sandbox\//);
    expect(await page.locator('html').getAttribute('lang')).toBe(locale);
    expect(await seriousViolations(page)).toEqual([]);
    const testCard = page.locator('.card-number').first();
    expect(await testCard.textContent()).toBe('4111 1111 1111 1111');
    expect(await testCard.evaluate((node) => getComputedStyle(node).direction)).toBe('ltr');
    // the digits as drawn: the first group of four is left of the last one, whatever the page's direction
    const groups = await testCard.evaluate((node) => {
      const range = document.createRange();
      const text = node.firstChild as Text;
      range.setStart(text, 0);
      range.setEnd(text, 4);
      const first = range.getBoundingClientRect().left;
      range.setStart(text, 15);
      range.setEnd(text, 19);
      return { first, last: range.getBoundingClientRect().left };
    });
    expect(groups.first).toBeLessThan(groups.last);
    expect(await page.locator('.amount bdi').evaluate((node) => getComputedStyle(node).direction)).toBe('ltr');
    expect(await page.locator('input[name="number"]').getAttribute('dir')).toBe('ltr');
    await page.evaluate(() => document.fonts.ready);
    expect(await page.evaluate(() => document.fonts.check('16px "Readex Pro"', 'ملتقى 4111'))).toBe(true);
    expect(await page.locator('body').evaluate((node) => getComputedStyle(node).fontFamily)).toMatch(/Readex Pro/);
    const payWith = async (number: string) => {
      await page.locator('input[name="name"]').fill('Nora Test');
      await page.locator('input[name="number"]').fill(number);
      await page.locator('input[name="expiry"]').fill('12/30');
      await page.locator('input[name="cvc"]').fill('123');
      await page.locator('form button[type="submit"]').click();
    };
    await payWith('4000 0000 0000 0002');
    await page.waitForSelector('[data-testid="payment-failed"]');
    expect(new URL(page.url()).pathname).toMatch(new RegExp(`^${prefix}/confirm-transaction/fail/\\d+$`));
    const failPath = new URL(page.url()).pathname;
    // it says the card was declined, and why; the card again and the other ways to pay are offered
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(texts.paymentDeclinedTitle);
    expect(await page.getByTestId('payment-reason').textContent()).toBe(texts.paymentDeclinedReason_declined);
    expect(await page.locator('.checkout-status').textContent()).toBe(texts.orderStatus_awaiting_payment);
    expect(await page.getByTestId('pay-by-bank_transfer').textContent()).toBe(texts.paymentPayByTransfer);
    expect(await page.getByTestId('pay-by-cash_on_delivery').textContent()).toBe(texts.paymentPayOnDelivery);
    expect(await seriousViolations(page)).toEqual([]);
    // the gateway's success address cannot make a declined order look paid
    await page.goto(`${server.baseUrl}${failPath.replace('/fail/', '/success/')}`);
    expect(new URL(page.url()).pathname).toBe(failPath);

    await page.getByTestId('pay-now').click();
    await page.waitForURL(/\/payment-sandbox\//);
    await payWith('4111 1111 1111 1111');
    await page.waitForSelector('[data-testid="order-placed"]');
    expect(new URL(page.url()).pathname).toMatch(new RegExp(`^${prefix}/confirm-transaction/success/\\d+$`));
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(texts.successPaidTitle);
    expect(await page.locator('.checkout-status').textContent()).toBe(texts.orderStatus_paid);
    const id = Number(new URL(page.url()).pathname.split('/').at(-1));
    const [row] = await server.db.select().from(orders).where(eq(orders.id, id));
    expect(row?.status).toBe('paid');
    expect(row?.paidAt).not.toBeNull();

    // the fail address of a paid order never says the payment did not go through: it shows the paid order
    await page.goto(`${server.baseUrl}${failPath}`);
    expect(new URL(page.url()).pathname).toBe(`${prefix}/confirm-transaction/success/${id}`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(texts.successPaidTitle);
    expect(await page.getByTestId('payment-failed').count()).toBe(0);

    // the order's timeline: a paid order is at its payment, not yet being prepared
    await page.goto(`${server.baseUrl}${prefix}/account/orders/${id}`);
    const current = page.locator('.order-progress__step--current');
    expect(await current.count()).toBe(1);
    expect(await current.locator('.order-progress__label').textContent()).toBe(texts.orderStep_paid);
    expect(await page.locator('.order-progress__step--done').count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('says why the card failed and pays the order another way (Arabic without scripts, English with them)', async () => {
    const hasScripts = locale === 'en';
    const { page, context, errors } = await newPage(hasScripts ? device : { ...device, javaScriptEnabled: false });
    const email = `checkout-other-way-${locale}@example.test`;
    const userId = await createCustomer(server.db, email);
    await logIn(page, { baseUrl: server.baseUrl, prefix, email });
    const [order] = await server.db
      .insert(orders)
      .values({
        number: `FF-OTHER-WAY-${locale}`,
        userId,
        status: 'awaiting_payment',
        paymentMethod: 'card',
        totals: [{ name: 'totalFinalPrice', value: 110 }],
        totalMinor: 110_00,
        currency: 'SAR',
      })
      .returning();
    if (!order) throw new Error('no order');
    // the bank's 3-D Secure check failed on the latest attempt
    await server.db.insert(payments).values({
      orderId: order.id,
      provider: 'sandbox',
      reference: `sbx_other_way_${locale}_0123456789abcd`,
      status: 'failed',
      amountMinor: 110_00,
      currency: 'SAR',
      failureReason: 'authentication_failed',
    });

    await page.goto(`${server.baseUrl}${prefix}/confirm-transaction/fail/${order.id}`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(texts.paymentAuthenticationTitle);
    expect(await page.getByTestId('payment-reason').textContent()).toBe(texts.paymentDeclinedReason_authentication);
    // "3-D Secure" reads whole inside the Arabic sentence: its "3" left of its "D", not "D Secure-3"
    const [three, d] = await page.getByTestId('payment-reason').evaluate((element) => {
      const text = element.firstChild as Text;
      const at = (text.textContent ?? '').indexOf('3-D Secure');
      return [at, at + 2].map((index) => {
        const range = document.createRange();
        range.setStart(text, index);
        range.setEnd(text, index + 1);
        return range.getBoundingClientRect().x;
      });
    });
    expect(three).toBeLessThan(d ?? 0);
    expect(await page.getByTestId('pay-now').textContent()).toBe(texts.paymentFailedRetry);
    // axe runs in the page: only with its scripts
    if (hasScripts) expect(await seriousViolations(page)).toEqual([]);

    const method = hasScripts ? 'bank_transfer' : 'cash_on_delivery';
    await page.getByTestId(`pay-by-${method}`).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(`${prefix}/checkout/${order.id}/success`);
    await expect
      .poll(() => page.locator('[data-testid="toast"] .toast__message').allTextContents())
      .toContain(hasScripts ? texts.paymentMethodBankChosen : texts.paymentMethodCashChosen);
    if (hasScripts) expect(await page.locator('.checkout-banks').count()).toBe(1);
    const [changed] = await server.db.select().from(orders).where(eq(orders.id, order.id));
    expect(changed).toMatchObject({
      paymentMethod: method,
      status: hasScripts ? 'awaiting_payment' : 'pending',
    });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('says the order failed on /checkout/failed, with the ways back', async () => {
    const { page, context } = await newPage(device);
    await page.goto(`${server.baseUrl}${prefix}/checkout/failed`);
    expect(await page.getByRole('alert').textContent()).toBe(texts.failOrder);
    expect(await page.getByRole('link', { name: texts.checkoutTryAgain }).getAttribute('href')).toBe(
      `${prefix}/checkout`,
    );
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it("keeps another customer's order out of the receipt page", async () => {
    const { page, context } = await newPage(device);
    const email = `checkout-peek-${locale}@example.test`;
    await createCustomer(server.db, email);
    await logIn(page, { baseUrl: server.baseUrl, prefix, email });
    const [theirs] = await server.db.select({ id: orders.id }).from(orders).limit(1);
    await page.goto(`${server.baseUrl}${prefix}/checkout/${theirs?.id}/success`);
    expect(new URL(page.url()).pathname).toBe(`${prefix}/404`);
    await context.close();
  });
});

describe('the checkout for an exhibitor', () => {
  it('explains that orders come from customer accounts', async () => {
    const { page, context } = await newPage(desktop);
    await logIn(page, { baseUrl: server.baseUrl, prefix: '/en', email: 'exhibitor@forum.test', family: 'exhibitor' });
    await page.goto(`${server.baseUrl}/en/checkout`);
    expect(await page.getByText(fill(en.checkoutCustomersOnly, {})).isVisible()).toBe(true);
    await context.close();
  });
});
