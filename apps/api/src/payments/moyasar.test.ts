import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, payments } from '../db/schema.ts';
import { createAccounts, loginAs } from '../test/accounts.ts';
import { notebookAt115 } from '../test/catalogue-fixtures.ts';
import { startMoyasarFake } from '../test/moyasar-fake.ts';
import { startTestApp, type TestApp } from '../test/test-app.ts';

// The Moyasar adapter (decision 036) against a local server that answers as Moyasar's public
// documentation says: invoices with a hosted page, webhooks with a secret token, refunds.

const SECRET_KEY = 'sk_test_after_sales_0123456789';
const WEBHOOK_SECRET = 'whsec-after-sales-0123456789';

let api: TestApp;
let fake: Awaited<ReturnType<typeof startMoyasarFake>>;
let productId = 0;
let pickup = 0;

beforeAll(async () => {
  fake = await startMoyasarFake({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET });
  api = await startTestApp({
    env: {
      PAYMENT_GATEWAY: 'moyasar',
      MOYASAR_SECRET_KEY: SECRET_KEY,
      MOYASAR_WEBHOOK_SECRET: WEBHOOK_SECRET,
      MOYASAR_API_URL: fake.apiUrl,
    },
  });
  ({ productId, pickup } = await notebookAt115(api.db));
});
afterAll(async () => {
  await api?.close();
  await fake?.close();
});

/** A new customer's card order of one notebook (115 SAR): the invoice opened at Moyasar. */
async function cardOrder(prefix: string) {
  const [person] = await createAccounts(api.db, prefix, 1);
  if (!person) throw new Error('no customer');
  await api.call('POST', '/api/cart', { headers: person.headers, body: { id: productId, quantity: 1 } });
  const placed = await api.call('POST', '/api/orders', {
    headers: person.headers,
    body: { address: null, shipmentType: pickup, paymentMethod: 'card' },
  });
  expect(placed.status, placed.text).toBe(200);
  const [attempt] = await api.db.select().from(payments).where(eq(payments.orderId, placed.json.data.order.id));
  if (!attempt) throw new Error('no payment attempt');
  return { person, order: placed.json.data.order, payment: placed.json.data.payment, attempt };
}

const webhook = (body: string) => api.call('POST', '/api/payments/webhook/moyasar', { body });
const statusOf = async (id: number) =>
  (await api.db.select({ status: orders.status }).from(orders).where(eq(orders.id, id)))[0]?.status;

describe('Moyasar', () => {
  it('opens an invoice in halalas with its description, addresses and metadata, and sends the customer to its page', async () => {
    const { order, payment, attempt } = await cardOrder('moyasar-open');
    const created = fake.requests.find((request) => request.method === 'POST' && request.path === '/v1/invoices');
    expect(created?.body).toMatchObject({
      amount: 115_00,
      currency: 'SAR',
      description: order.number,
      metadata: { order: order.number },
    });
    expect(String(created?.body.callback_url)).toMatch(/\/api\/payments\/webhook\/moyasar$/);
    expect(String(created?.body.success_url)).toContain(`/confirm-transaction/success/${order.id}`);
    expect(payment.redirectUrl).toBe(`https://checkout.moyasar.test/invoices/${attempt.reference}`);
    expect(attempt.provider).toBe('moyasar');
  });

  it('marks the order paid (with its invoice) when Moyasar’s own answer says paid; a replay changes nothing', async () => {
    const { order, attempt, person } = await cardOrder('moyasar-paid');
    const body = fake.pay(attempt.reference, 'paid');
    const first = await webhook(body);
    expect(first.status, first.text).toBe(200);
    expect(first.json.data).toEqual({ reference: attempt.reference, status: 'paid' });
    expect(await statusOf(order.id)).toBe('paid');
    const replay = await webhook(body);
    expect(replay.status).toBe(200);
    const seen = (await api.call('GET', `/api/orders/${order.id}`, { headers: person.headers })).json.data.order;
    expect(seen.timeline.map((entry: { action: string }) => entry.action)).toEqual(['place', 'pay']);
    expect(seen.hasInvoice).toBe(true);
  });

  it('records a failed payment and leaves the order waiting', async () => {
    const { order, attempt } = await cardOrder('moyasar-failed');
    const answer = await webhook(fake.pay(attempt.reference, 'failed'));
    expect(answer.status, answer.text).toBe(200);
    expect(answer.json.data.status).toBe('failed');
    expect(await statusOf(order.id)).toBe('awaiting_payment');
  });

  it('refuses a payment of another amount or currency than the order’s, and changes nothing', async () => {
    for (const wrong of [{ amount: 1_00 }, { currency: 'USD' }]) {
      const { order, attempt } = await cardOrder(`moyasar-wrong-${Object.keys(wrong)[0]}`);
      const answer = await webhook(fake.pay(attempt.reference, 'paid', wrong));
      expect(answer.status, JSON.stringify(wrong)).toBe(422);
      expect(await statusOf(order.id)).toBe('awaiting_payment');
    }
  });

  it('refuses a webhook with a wrong secret token, whatever it claims, and changes nothing', async () => {
    const { order, attempt } = await cardOrder('moyasar-secret');
    const answer = await webhook(fake.pay(attempt.reference, 'paid', { secretToken: 'whsec-guessed-0123456789' }));
    expect(answer.status).toBe(401);
    expect(await statusOf(order.id)).toBe('awaiting_payment');
    expect((await webhook('{"not":"moyasar"}')).status).toBe(401);
  });

  it('believes Moyasar’s API, not the webhook body: a "paid" webhook of an unpaid invoice changes nothing', async () => {
    const { order, attempt } = await cardOrder('moyasar-forged');
    const forged = JSON.stringify({
      id: 'evt-forged',
      type: 'payment_paid',
      secret_token: WEBHOOK_SECRET,
      data: { id: 'pay-forged', invoice_id: attempt.reference, status: 'paid', amount: 115_00, currency: 'SAR' },
    });
    expect((await webhook(forged)).status).toBe(400);
    expect(await statusOf(order.id)).toBe('awaiting_payment');
  });

  it('on the customer’s return, reads the payment from Moyasar itself before the webhook arrives', async () => {
    const { order, attempt, person } = await cardOrder('moyasar-return');
    const unpaid = await api.call('POST', `/api/orders/${order.id}/payments/check`, { headers: person.headers });
    expect(unpaid.status, unpaid.text).toBe(200);
    expect(unpaid.json.data.order.status).toBe('awaiting_payment');
    fake.pay(attempt.reference, 'paid'); // paid on Moyasar's page; its webhook is not delivered (yet)
    const [stranger] = await createAccounts(api.db, 'moyasar-return-other', 1);
    const theirs = await api.call('POST', `/api/orders/${order.id}/payments/check`, {
      headers: stranger?.headers ?? {},
    });
    expect(theirs.status).toBe(404);
    const paid = await api.call('POST', `/api/orders/${order.id}/payments/check`, { headers: person.headers });
    expect(paid.json.data.order).toMatchObject({ status: 'paid', hasInvoice: true });
    // the webhook coming later changes nothing more
    const invoice = fake.invoices.get(attempt.reference);
    const late = JSON.stringify({
      id: 'evt-late',
      type: 'payment_paid',
      secret_token: WEBHOOK_SECRET,
      data: { ...invoice?.payments[0] },
    });
    expect((await webhook(late)).status).toBe(200);
    const timeline = (await api.call('GET', `/api/orders/${order.id}`, { headers: person.headers })).json.data.order
      .timeline;
    expect(timeline.map((entry: { action: string }) => entry.action)).toEqual(['place', 'pay']);
  });

  it('refunds a returned item to the card through Moyasar, once', async () => {
    const { order, attempt, person } = await cardOrder('moyasar-refund');
    await webhook(fake.pay(attempt.reference, 'paid'));
    const staff = (await loginAs(api, 'staff@forum.test')).headers;
    for (const action of ['ship', 'deliver']) {
      const moved = await api.call('POST', `/api/admin/orders/${order.id}/moves`, {
        headers: staff,
        body: { action, trackingNumber: 'T-7777' },
      });
      expect(moved.status, moved.text).toBe(200);
    }
    const asked = await api.call('POST', '/api/returns', {
      headers: person.headers,
      body: {
        orderId: order.id,
        lines: [{ orderItemId: order.items[0].id, quantity: 1 }],
        reason: 'Damaged in transit',
        refundTo: 'card',
      },
    });
    expect(asked.status, asked.text).toBe(201);
    const id = asked.json.data.return.id;
    for (const step of ['approve', 'receive']) {
      await api.call('POST', `/api/admin/returns/${id}/${step}`, { headers: staff, body: {} });
    }
    for (let i = 0; i < 2; i++) {
      const refunded = await api.call('POST', `/api/admin/returns/${id}/refund`, {
        headers: staff,
        body: { idempotencyKey: 'moyasar-refund-1' },
      });
      expect(refunded.status, refunded.text).toBe(200);
    }
    const refundCalls = fake.requests.filter((request) => request.path.endsWith('/refund'));
    expect(refundCalls).toHaveLength(1);
    expect(refundCalls[0]?.body).toEqual({ amount: 115_00 });
    expect(await statusOf(order.id)).toBe('refunded');
  });
});

describe('Moyasar out of reach', () => {
  it('places the order all the same, answers 502 to a new attempt, and changes nothing', async () => {
    // a Moyasar that answers 503 to everything, then one that does not answer at all
    const down = createServer((_request, response) => response.writeHead(503).end('{}'));
    await new Promise<void>((resolve) => down.listen(0, '127.0.0.1', resolve));
    const port = (down.address() as AddressInfo).port;
    const outage = await startTestApp({
      env: {
        PAYMENT_GATEWAY: 'moyasar',
        MOYASAR_SECRET_KEY: SECRET_KEY,
        MOYASAR_WEBHOOK_SECRET: WEBHOOK_SECRET,
        MOYASAR_API_URL: `http://127.0.0.1:${port}/v1`,
      },
    });
    try {
      const [person] = await createAccounts(outage.db, 'moyasar-down', 1);
      if (!person) throw new Error('no customer');
      await outage.call('POST', '/api/cart', { headers: person.headers, body: { id: productId, quantity: 1 } });
      const placed = await outage.call('POST', '/api/orders', {
        headers: person.headers,
        body: { address: null, shipmentType: pickup, paymentMethod: 'card' },
      });
      expect(placed.status, placed.text).toBe(200);
      expect(placed.json.data.payment).toBeNull();
      expect(placed.json.data.order).toMatchObject({ status: 'awaiting_payment', canPay: true });
      const orderId = placed.json.data.order.id;

      for (const [locale, words] of [
        ['en', /not answering/],
        ['ar', /لا تستجيب/],
      ] as const) {
        const again = await outage.call('POST', `/api/orders/${orderId}/payments`, {
          headers: person.headers,
          locale,
          body: {},
        });
        expect(again.status, again.text).toBe(502);
        expect(again.json.errors[0].value).toMatch(words);
      }
      // not answering at all: the same
      await new Promise((resolve) => down.close(resolve));
      const closed = await outage.call('POST', `/api/orders/${orderId}/payments`, {
        headers: person.headers,
        body: {},
      });
      expect(closed.status, closed.text).toBe(502);
      expect(await outage.db.select().from(payments).where(eq(payments.orderId, orderId))).toHaveLength(0);
      expect(
        (await outage.call('GET', `/api/orders/${orderId}`, { headers: person.headers })).json.data.order.status,
      ).toBe('awaiting_payment');
    } finally {
      down.close();
      await outage.close();
    }
  });
});
