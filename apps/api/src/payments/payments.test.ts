import { formatMoney } from '@forum/contract/money';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, payments, users } from '../db/schema.ts';
import { pick } from '../localize.ts';
import { createAccounts, DEMO_PASSWORD, loginAs } from '../test/accounts.ts';
import { startTestApp, type TestApp } from '../test/test-app.ts';
import { SANDBOX_SIGNATURE_HEADER, signSandboxPayload } from './sandbox-gateway.ts';

type Headers = Record<string, string>;

const SECRET = 'the-payments-test-sandbox-secret-0123456789';
const SUCCESS_CARD = '4111 1111 1111 1111';
const DECLINED_CARD = '4000 0000 0000 0002';

let api: TestApp;
let customer: { id: number; headers: Headers };
let stranger: { id: number; headers: Headers };
let orderCount = 0;

beforeAll(async () => {
  api = await startTestApp({ env: { PAYMENT_SANDBOX_SECRET: SECRET } });
  const [row] = await api.db.select({ id: users.id }).from(users).where(eq(users.email, 'customer@forum.test'));
  if (!row) throw new Error('no demo customer');
  customer = { id: row.id, headers: (await loginAs(api, 'customer@forum.test')).headers };
  const [other] = await createAccounts(api.db, 'payments-stranger', 1);
  if (!other) throw new Error('no second account');
  stranger = other;
});
afterAll(async () => {
  await api?.close();
});

/** An order as the checkout leaves it: a card order waiting for its payment unless said otherwise. */
async function createOrder(
  values: Partial<Pick<typeof orders.$inferInsert, 'userId' | 'status' | 'paymentMethod' | 'totalMinor'>> = {},
) {
  orderCount += 1;
  const totalMinor = values.totalMinor ?? 123_45;
  const [row] = await api.db
    .insert(orders)
    .values({
      number: `PAY-TEST-${orderCount}-${Date.now()}`,
      userId: values.userId ?? customer.id,
      status: values.status ?? 'awaiting_payment',
      paymentMethod: values.paymentMethod ?? 'card',
      totals: [{ name: 'totalFinalPrice', value: totalMinor / 100 }],
      totalMinor,
      currency: 'SAR',
    })
    .returning();
  if (!row) throw new Error('no order');
  return row;
}

async function orderOf(id: number) {
  const [row] = await api.db.select().from(orders).where(eq(orders.id, id));
  if (!row) throw new Error(`no order ${id}`);
  return row;
}

async function paymentsOf(orderId: number) {
  return api.db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(payments.id);
}

async function startPayment(orderId: number, options: { headers?: Headers; locale?: 'ar' | 'en' } = {}) {
  return api.call('POST', `/api/orders/${orderId}/payments`, {
    headers: options.headers ?? customer.headers,
    locale: options.locale ?? 'ar',
  });
}

/** Starts a payment and answers the sandbox reference and the page to go to. */
async function startedPayment(orderId: number, locale: 'ar' | 'en' = 'ar') {
  const answer = await startPayment(orderId, { locale });
  expect(answer.status, answer.text).toBe(200);
  const redirectUrl: string = answer.json.data.redirectUrl;
  const reference = redirectUrl.match(/sbx_[A-Za-z0-9_-]{24}/)?.[0];
  if (!reference) throw new Error(`no reference in ${redirectUrl}`);
  return { redirectUrl, reference };
}

async function openPage(path: string) {
  const response = await fetch(`${api.baseUrl}${path}`);
  return { status: response.status, headers: response.headers, html: await response.text() };
}

/** The customer submits the sandbox's card form, as the browser does (no redirect followed). */
async function submitCard(reference: string, card: Partial<Record<string, string>>, lang: 'ar' | 'en' = 'ar') {
  const form = new URLSearchParams({ name: 'Layla Haddad', expiry: '12/39', cvc: '123', lang, ...card });
  const response = await fetch(`${api.baseUrl}/payment-sandbox/${reference}`, {
    method: 'POST',
    body: form,
    redirect: 'manual',
  });
  return { status: response.status, location: response.headers.get('location'), html: await response.text() };
}

function sandboxEvent(
  reference: string,
  outcome: 'paid' | 'failed',
  amountMinor: number,
  options: { reason?: string | null; currency?: string } = {},
) {
  return JSON.stringify({
    id: `evt_${reference}_${outcome}`,
    type: `payment.${outcome}`,
    createdAt: new Date().toISOString(),
    data: { reference, amountMinor, currency: options.currency ?? 'SAR', reason: options.reason ?? null },
  });
}

/** The gateway's webhook: no session, no XSRF, only the signature. */
async function deliver(body: string, signature: string | null = signSandboxPayload(SECRET, body, nowSeconds())) {
  return api.call('POST', '/api/payments/webhook/sandbox', {
    body,
    headers: signature ? { [SANDBOX_SIGNATURE_HEADER]: signature } : {},
  });
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

describe('starting a card payment', () => {
  it('opens a pending attempt at the sandbox and answers its page, in the language of the request', async () => {
    const order = await createOrder();
    const arabic = await startPayment(order.id, { locale: 'ar' });
    expect(arabic.status).toBe(200);
    expect(arabic.headers.get('cache-control')).toBe('private, no-store');
    expect(arabic.json.data.redirectUrl).toMatch(/^\/payment-sandbox\/sbx_[A-Za-z0-9_-]{24}$/);
    const english = await startPayment(order.id, { locale: 'en' });
    expect(english.json.data.redirectUrl).toMatch(/^\/payment-sandbox\/sbx_[A-Za-z0-9_-]{24}\?lang=en$/);

    const attempts = await paymentsOf(order.id);
    expect(attempts).toHaveLength(2);
    expect(
      attempts.map((payment) => [payment.provider, payment.status, payment.amountMinor, payment.currency]),
    ).toEqual([
      ['sandbox', 'pending', 123_45, 'SAR'],
      ['sandbox', 'pending', 123_45, 'SAR'],
    ]);
    expect(arabic.json.data.redirectUrl).toContain(attempts[0]?.reference);
    expect((await orderOf(order.id)).status).toBe('awaiting_payment');
  });

  it('works from the website: the session cookie with its XSRF header', async () => {
    const order = await createOrder();
    const login = await api.call('POST', '/api/login', {
      body: { email: 'customer@forum.test', password: DEMO_PASSWORD },
    });
    const cookies = login.headers
      .getSetCookie()
      .map((cookie) => cookie.split(';')[0])
      .join('; ');
    const xsrf = decodeURIComponent(cookies.match(/XSRF-TOKEN=([^;]+)/)?.[1] ?? '');
    const refused = await startPayment(order.id, { headers: { cookie: cookies } });
    expect(refused.status).toBe(403);
    const accepted = await startPayment(order.id, { headers: { cookie: cookies, 'x-xsrf-token': xsrf } });
    expect(accepted.status, accepted.text).toBe(200);
    expect(await paymentsOf(order.id)).toHaveLength(1);
  });

  it("answers 404 for another customer's order, whoever asks", async () => {
    const mine = await createOrder();
    const theirs = await createOrder({ userId: stranger.id });
    const peeking = await startPayment(theirs.id, { locale: 'en' });
    expect(peeking.status).toBe(404);
    expect(peeking.json).toEqual({ errors: [{ key: 'error', value: 'Not found' }] });
    expect((await startPayment(mine.id, { headers: stranger.headers })).status).toBe(404);
    expect((await startPayment(2_000_000_000)).status).toBe(404);
    expect(await paymentsOf(theirs.id)).toEqual([]);
    expect(await paymentsOf(mine.id)).toEqual([]);
  });

  it('needs a logged-in customer', async () => {
    const order = await createOrder();
    const anonymous = await api.call('POST', `/api/orders/${order.id}/payments`);
    expect(anonymous.status).toBe(401);
    const guest = await api.call('POST', '/api/login/guests');
    const asGuest = await startPayment(order.id, {
      headers: { authorization: `Bearer ${guest.json.data.authorization.accessToken}` },
    });
    expect(asGuest.status).toBe(401);
    expect(await paymentsOf(order.id)).toEqual([]);
  });

  it('refuses an order paid otherwise, or no longer waiting for its payment, with its own message', async () => {
    const transfer = await createOrder({ paymentMethod: 'bank_transfer', status: 'pending' });
    const byTransfer = await startPayment(transfer.id, { locale: 'en' });
    expect(byTransfer.status).toBe(422);
    expect(byTransfer.json.errors).toEqual([{ key: 'error', value: 'This order is not paid by card' }]);
    const inArabic = await startPayment(transfer.id, { locale: 'ar' });
    expect(inArabic.json.errors).toEqual([{ key: 'error', value: 'هذا الطلب لا يُدفع بالبطاقة' }]);

    for (const status of ['paid', 'cancelled', 'shipped'] as const) {
      const order = await createOrder({ status });
      const answer = await startPayment(order.id, { locale: 'en' });
      expect(answer.status).toBe(409);
      expect(answer.json.errors).toEqual([{ key: 'error', value: 'This order is not waiting for a payment' }]);
      expect(await paymentsOf(order.id)).toEqual([]);
    }
    expect(await paymentsOf(transfer.id)).toEqual([]);
  });

  it('answers the same attempt to one idempotency key, in the body or the header, even sent at once', async () => {
    const order = await createOrder();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        api.call('POST', `/api/orders/${order.id}/payments`, {
          headers: i % 2 ? { ...customer.headers, 'idempotency-key': 'pay-attempt-0001' } : customer.headers,
          ...(i % 2 ? {} : { body: { idempotencyKey: 'pay-attempt-0001' } }),
        }),
      ),
    );
    for (const answer of answers) expect(answer.status, answer.text).toBe(200);
    expect(new Set(answers.map((answer) => answer.json.data.redirectUrl)).size).toBe(1);
    expect(await paymentsOf(order.id)).toHaveLength(1);
    // another key is another attempt; a malformed key is refused
    expect(
      (
        await api.call('POST', `/api/orders/${order.id}/payments`, {
          headers: customer.headers,
          body: { idempotencyKey: 'pay-attempt-0002' },
        })
      ).status,
    ).toBe(200);
    expect(await paymentsOf(order.id)).toHaveLength(2);
    const malformed = await api.call('POST', `/api/orders/${order.id}/payments`, {
      headers: customer.headers,
      body: { idempotencyKey: 'no spaces here' },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.json.errors[0].key).toBe('idempotencyKey');
  });

  it('answers 400, never 500, for ids that are not ids', async () => {
    for (const id of ['abc', '0', '-3', '1.5', '99999999999']) {
      const answer = await api.call('POST', `/api/orders/${id}/payments`, { headers: customer.headers });
      expect(answer.status, id).toBe(400);
      expect(answer.json.errors[0].key).toBe('id');
    }
  });
});

describe('the sandbox payment page', () => {
  it('shows the forum, the order and the amount in Arabic by default, right to left, under a strict CSP', async () => {
    const order = await createOrder({ totalMinor: 1_234_50 });
    const { redirectUrl } = await startedPayment(order.id, 'ar');
    const page = await openPage(redirectUrl);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.html).toContain('<html lang="ar" dir="rtl">');
    const stored = await api.settings.get();
    expect(page.html).toContain(pick(stored.site.name, 'ar'));
    expect(page.html).toContain(order.number);
    expect(page.html).toContain(formatMoney(1234.5, 'ar', 'SAR'));
    expect(page.html).toContain('بيئة تجريبية');
    expect(page.html).toContain('4111 1111 1111 1111');
    expect(page.html).toContain('4000 0000 0000 0002');
    expect(page.html).toContain(`href="/confirm-transaction/fail/${order.id}"`);
    expect(page.html).toMatch(/<label for="number">[^<]+<\/label>\s*<input id="number" name="number"/);
    expect(page.html).not.toContain('<script');
    expect(page.html).not.toMatch(/\b(margin|padding|border)-(left|right)\b|[^-](left|right)\s*:/);

    const csp = page.headers.get('content-security-policy') ?? '';
    const nonce = csp.match(/style-src 'nonce-([^']+)'/)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("form-action 'self'");
    // the site's own font files, served by this origin
    expect(csp).toContain("font-src 'self'");
    expect(page.html).toContain(`<style nonce="${nonce}">`);
  });

  it('speaks English when the payment was started in English, or when asked with ?lang=en', async () => {
    const order = await createOrder({ totalMinor: 99_00 });
    const started = await startedPayment(order.id, 'en');
    const page = await openPage(started.redirectUrl);
    expect(page.html).toContain('<html lang="en" dir="ltr">');
    expect(page.html).toContain(pick((await api.settings.get()).site.name, 'en'));
    expect(page.html).toContain(formatMoney(99, 'en', 'SAR'));
    expect(page.html).toContain('Sandbox: no real money is taken');
    expect(page.html).toContain(`href="/en/confirm-transaction/fail/${order.id}"`);

    const fromArabic = await startedPayment(order.id, 'ar');
    const switched = await openPage(`/payment-sandbox/${fromArabic.reference}?lang=en`);
    expect(switched.html).toContain('<html lang="en" dir="ltr">');
    expect(switched.html).toContain(`href="/payment-sandbox/${fromArabic.reference}?lang=ar"`);
  });

  it('answers a page of its own for links that name no payment: 400 when malformed, 404 when unknown', async () => {
    const malformed = await openPage('/payment-sandbox/not-a-reference');
    expect(malformed.status).toBe(400);
    expect(malformed.html).toContain('رابط الدفع هذا غير صالح');
    const unknown = await openPage(`/payment-sandbox/sbx_${'x'.repeat(24)}?lang=en`);
    expect(unknown.status).toBe(404);
    expect(unknown.html).toContain('This payment link is not valid');
    const posted = await submitCard('%27%3Cscript%3E', { number: SUCCESS_CARD });
    expect(posted.status).toBe(400);
  });
});

describe('paying at the sandbox', () => {
  it('pays with the success card: the order is paid and the browser returns to the success page', async () => {
    const order = await createOrder();
    const { reference } = await startedPayment(order.id);
    const paid = await submitCard(reference, { number: SUCCESS_CARD });
    expect(paid.status).toBe(303);
    expect(paid.location).toBe(`/confirm-transaction/success/${order.id}`);

    const after = await orderOf(order.id);
    expect(after.status).toBe('paid');
    expect(after.paidAt).toBeInstanceOf(Date);
    const [payment] = await paymentsOf(order.id);
    expect(payment).toMatchObject({ reference, status: 'paid', failureReason: null });
    expect(payment?.completedAt).toBeInstanceOf(Date);

    // the same page again (back button, second tab) takes nothing twice
    const page = await openPage(`/payment-sandbox/${reference}`);
    expect(page.html).toContain('اكتملت عملية الدفع هذه من قبل');
    expect(page.html).not.toContain('<form');
    const again = await submitCard(reference, { number: SUCCESS_CARD });
    expect(again.status).toBe(409);
    expect((await orderOf(order.id)).paidAt).toEqual(after.paidAt);
    // and the order cannot be paid again
    expect((await startPayment(order.id)).status).toBe(409);
  });

  it('returns an English payment to the English success page', async () => {
    const order = await createOrder();
    const { reference } = await startedPayment(order.id, 'en');
    const paid = await submitCard(reference, { number: SUCCESS_CARD }, 'en');
    expect(paid.location).toBe(`/en/confirm-transaction/success/${order.id}`);
    expect((await orderOf(order.id)).status).toBe('paid');
  });

  it('declines the decline card: fail page, the order still waits, and a new attempt can pay it', async () => {
    const order = await createOrder();
    const first = await startedPayment(order.id);
    const declined = await submitCard(first.reference, { number: DECLINED_CARD });
    expect(declined.status).toBe(303);
    expect(declined.location).toBe(`/confirm-transaction/fail/${order.id}`);
    expect(await orderOf(order.id)).toMatchObject({ status: 'awaiting_payment', paidAt: null });
    expect(await paymentsOf(order.id)).toEqual([
      expect.objectContaining({ reference: first.reference, status: 'failed', failureReason: 'card_declined' }),
    ]);

    const retry = await startedPayment(order.id);
    expect(retry.reference).not.toBe(first.reference);
    const paid = await submitCard(retry.reference, { number: SUCCESS_CARD });
    expect(paid.location).toBe(`/confirm-transaction/success/${order.id}`);
    expect((await orderOf(order.id)).status).toBe('paid');
    expect((await paymentsOf(order.id)).map((payment) => payment.status)).toEqual(['failed', 'paid']);
  });

  it('shows what is wrong with any other card and changes nothing', async () => {
    const order = await createOrder();
    const { reference } = await startedPayment(order.id, 'en');
    const refused = await submitCard(reference, { number: '5555 5555 5555 4444', expiry: '01/20', cvc: '' }, 'en');
    expect(refused.status).toBe(422);
    expect(refused.location).toBeNull();
    expect(refused.html).toContain('role="alert"');
    expect(refused.html).toContain('Use one of the test cards listed on this page');
    expect(refused.html).toContain('This card has expired');
    expect(refused.html).toContain('<input id="number" name="number"');
    expect(refused.html).toMatch(/id="number"[^>]*aria-invalid="true" aria-describedby="number-error"/);
    expect(refused.html).toContain('value="5555 5555 5555 4444"');
    expect(await paymentsOf(order.id)).toEqual([
      expect.objectContaining({ status: 'pending', completedAt: null, failureReason: null }),
    ]);
    expect((await orderOf(order.id)).status).toBe('awaiting_payment');
  });
});

describe('why a card payment failed, and paying another way', () => {
  const getOrder = async (id: number, headers: Headers = customer.headers) =>
    api.call('GET', `/api/orders/${id}`, { headers, locale: 'en' });

  it('tells the order why its latest card attempt failed: declined, expired or 3-D Secure; nothing once paid', async () => {
    const order = await createOrder();
    expect((await getOrder(order.id)).json.data.order.paymentFailure).toBeNull();
    for (const [number, failure] of [
      ['4000 0000 0000 0002', 'declined'],
      ['4000 0000 0000 0069', 'expired'],
      ['4000 0000 0000 3220', 'authentication'],
    ] as const) {
      const { reference } = await startedPayment(order.id);
      const declined = await submitCard(reference, { number });
      expect(declined.location).toBe(`/confirm-transaction/fail/${order.id}`);
      const answer = await getOrder(order.id);
      expect(answer.json.data.order).toMatchObject({
        status: 'awaiting_payment',
        canPay: true,
        paymentFailure: failure,
      });
    }
    // a new attempt opened is no failure yet; once paid, no failure is told
    const { reference } = await startedPayment(order.id);
    expect((await getOrder(order.id)).json.data.order.paymentFailure).toBeNull();
    await submitCard(reference, { number: SUCCESS_CARD });
    expect((await getOrder(order.id)).json.data.order).toMatchObject({ status: 'paid', paymentFailure: null });
  });

  it('pays a card order whose card failed by transfer or in cash instead, and records the move', async () => {
    const change = (id: number, paymentMethod: string, headers: Headers = customer.headers) =>
      api.call('POST', `/api/orders/${id}/payment-method`, { headers, locale: 'en', body: { paymentMethod } });

    const byTransfer = await createOrder();
    const transfer = await change(byTransfer.id, 'bank_transfer');
    expect(transfer.status, transfer.text).toBe(200);
    expect(transfer.json.data.order).toMatchObject({
      paymentMethod: 'bank_transfer',
      status: 'awaiting_payment',
      canPay: false,
    });
    const onDelivery = await createOrder();
    const cash = await change(onDelivery.id, 'cash_on_delivery');
    expect(cash.status, cash.text).toBe(200);
    expect(cash.json.data.order).toMatchObject({ paymentMethod: 'cash_on_delivery', status: 'pending', canPay: false });
    expect(await orderOf(onDelivery.id)).toMatchObject({ paymentMethod: 'cash_on_delivery', status: 'pending' });

    // no longer a card order, an order already paid, another's order, a method that is not offered: refused, unchanged
    expect((await change(byTransfer.id, 'cash_on_delivery')).json).toEqual({
      errors: [{ key: 'error', value: 'This order is not paid by card' }],
    });
    const paid = await createOrder({ status: 'paid' });
    const refused = await change(paid.id, 'bank_transfer');
    expect(refused.status).toBe(409);
    expect(refused.json.errors).toEqual([{ key: 'error', value: 'This order is not waiting for a payment' }]);
    expect(await orderOf(paid.id)).toMatchObject({ paymentMethod: 'card', status: 'paid' });
    const others = await createOrder({ userId: stranger.id });
    expect((await change(others.id, 'bank_transfer')).status).toBe(404);
    expect(await orderOf(others.id)).toMatchObject({ paymentMethod: 'card' });
    const mine = await createOrder();
    expect((await change(mine.id, 'wallet')).status).toBe(400);
    expect((await change(mine.id, 'bank_transfer', {})).status).toBe(401);
    expect(await orderOf(mine.id)).toMatchObject({ paymentMethod: 'card', status: 'awaiting_payment' });
  });
});

describe('the payment webhook', () => {
  it('refuses a forged, missing or tampered signature and changes nothing', async () => {
    const order = await createOrder();
    const { reference } = await startedPayment(order.id);
    const body = sandboxEvent(reference, 'paid', order.totalMinor);

    const forged = await deliver(
      body,
      signSandboxPayload('a-guessed-secret-that-is-long-enough!!', body, nowSeconds()),
    );
    expect(forged.status).toBe(401);
    expect(forged.json).toEqual({
      errors: [{ key: 'error', value: 'The payment notification could not be verified' }],
    });
    expect((await deliver(body, null)).status).toBe(401);
    const tampered = body.replace(`"amountMinor":${order.totalMinor}`, '"amountMinor":1');
    expect((await deliver(tampered, signSandboxPayload(SECRET, body, nowSeconds()))).status).toBe(401);
    const stale = await deliver(body, signSandboxPayload(SECRET, body, nowSeconds() - 3600));
    expect(stale.status).toBe(401);

    expect(await orderOf(order.id)).toMatchObject({ status: 'awaiting_payment', paidAt: null });
    expect(await paymentsOf(order.id)).toEqual([expect.objectContaining({ status: 'pending', completedAt: null })]);
  });

  it('applies the same event once: a replay answers 200 and changes nothing', async () => {
    const order = await createOrder();
    const { reference } = await startedPayment(order.id);
    const body = sandboxEvent(reference, 'paid', order.totalMinor);
    const signature = signSandboxPayload(SECRET, body, nowSeconds());

    const first = await deliver(body, signature);
    expect(first.status, first.text).toBe(200);
    expect(first.json).toEqual({ data: { reference, status: 'paid' } });
    const paidOrder = await orderOf(order.id);
    const [paidPayment] = await paymentsOf(order.id);
    expect(paidOrder.status).toBe('paid');

    const replay = await deliver(body, signature);
    expect(replay.status).toBe(200);
    expect(replay.json).toEqual({ data: { reference, status: 'paid' } });
    // a late "failed" for a paid payment does not undo it either
    const late = await deliver(sandboxEvent(reference, 'failed', order.totalMinor, { reason: 'card_declined' }));
    expect(late.json).toEqual({ data: { reference, status: 'paid' } });

    expect(await orderOf(order.id)).toEqual(paidOrder);
    expect(await paymentsOf(order.id)).toEqual([paidPayment]);
  });

  it('leaves a cancelled order cancelled when its money arrives, and notes it on the payment', async () => {
    const order = await createOrder();
    const { reference } = await startedPayment(order.id);
    await api.db.update(orders).set({ status: 'cancelled', cancelledAt: new Date() }).where(eq(orders.id, order.id));

    const answer = await deliver(sandboxEvent(reference, 'paid', order.totalMinor));
    expect(answer.status).toBe(200);
    expect(await orderOf(order.id)).toMatchObject({ status: 'cancelled', paidAt: null });
    const [payment] = await paymentsOf(order.id);
    expect(payment?.status).toBe('paid');
    expect(payment?.failureReason).toMatch(/cancelled/);
  });

  it('refuses an amount or currency other than the payment’s', async () => {
    const order = await createOrder();
    const { reference } = await startedPayment(order.id);
    const short = await deliver(sandboxEvent(reference, 'paid', order.totalMinor - 1));
    expect(short.status).toBe(422);
    expect(short.json.errors[0].value).toBe('The amount of the payment notification does not match the payment');
    expect((await deliver(sandboxEvent(reference, 'paid', order.totalMinor, { currency: 'USD' }))).status).toBe(422);
    expect((await orderOf(order.id)).status).toBe('awaiting_payment');
    expect(await paymentsOf(order.id)).toEqual([expect.objectContaining({ status: 'pending' })]);
  });

  it('answers 404 for an unknown provider or payment, and 400 for a signed body that is not an event', async () => {
    const body = sandboxEvent(`sbx_${'y'.repeat(24)}`, 'paid', 100);
    expect((await deliver(body)).status).toBe(404);
    const otherProvider = await api.call('POST', '/api/payments/webhook/moyasar', {
      body,
      headers: { [SANDBOX_SIGNATURE_HEADER]: signSandboxPayload(SECRET, body, nowSeconds()) },
    });
    expect(otherProvider.status).toBe(404);
    expect((await deliver('not json at all')).status).toBe(400);
  });
});
