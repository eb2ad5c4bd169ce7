import { endpointPaths } from '@forum/contract/endpoint-paths';
import { endpoints } from '@forum/contract/endpoints';
import { staffPermissions } from '@forum/contract/permissions';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  invoices,
  notifications,
  orderEvents,
  orders,
  payments,
  products,
  refunds,
  userGroups,
  users,
  walletAccounts,
  walletEntries,
} from '../db/schema.ts';
import { decodeZatcaQr } from '../invoices/zatca.ts';
import { SANDBOX_SIGNATURE_HEADER, signSandboxPayload } from '../payments/sandbox-gateway.ts';
import { FORUM_NAME } from '../seed/content/site.ts';
import { createAccounts, loginAs, mailsTo } from '../test/accounts.ts';
import { notebookAt115 } from '../test/catalogue-fixtures.ts';
import { startTestApp, type TestApp } from '../test/test-app.ts';

// Decision 035 through the API alone: the order's timeline, the transfer proof, the staff's calls,
// the wallet, returns and refunds, the tax invoice and its credit notes.

type Headers = Record<string, string>;
type Person = { id: number; email: string; headers: Headers };

const SECRET = 'the-after-sales-test-sandbox-secret-0123456789';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

let api: TestApp;
let staff: Headers;
let editor: Headers;
let productId = 0;
const shipping = { pickup: 0 };

beforeAll(async () => {
  api = await startTestApp({ env: { PAYMENT_SANDBOX_SECRET: SECRET } });
  staff = (await loginAs(api, 'staff@forum.test')).headers;
  editor = (await loginAs(api, 'editor@forum.test')).headers;
  ({ productId, pickup: shipping.pickup } = await notebookAt115(api.db));
});
afterAll(async () => {
  await api?.close();
});

async function customers(prefix: string, count = 1): Promise<Person[]> {
  return createAccounts(api.db, prefix, count);
}

/** Puts `quantity` notebooks in the cart and orders them. */
async function order(person: Person, paymentMethod: string, extra: Record<string, unknown> = {}, quantity = 2) {
  const cart = await api.call('POST', '/api/cart', { headers: person.headers, body: { id: productId, quantity } });
  expect(cart.status, cart.text).toBe(200);
  const placed = await api.call('POST', '/api/orders', {
    headers: person.headers,
    body: { address: null, shipmentType: shipping.pickup, paymentMethod, ...extra },
  });
  expect(placed.status, placed.text).toBe(200);
  return placed.json.data.order;
}

/** A private picture uploaded for a return or a special order (purpose evidence): its upload's id. */
async function evidence(person: Person) {
  const form = new FormData();
  form.append('purpose', 'evidence');
  form.append('file', new Blob([new Uint8Array(PNG)]), 'sketch.png');
  const response = await fetch(`${api.baseUrl}/api/uploads`, {
    method: 'POST',
    headers: { ...person.headers, OS: 'wui', 'LOCALE-CODE': 'en' },
    body: form,
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { data: { upload: { id: number } } }).data.upload.id;
}

async function getOrder(person: Person, id: number) {
  const answer = await api.call('GET', `/api/orders/${id}`, { headers: person.headers });
  expect(answer.status, answer.text).toBe(200);
  return answer.json.data.order;
}

async function sendProof(person: Person, orderId: number, content: Buffer = PNG, name = 'receipt.png') {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(content)]), name);
  const response = await fetch(`${api.baseUrl}/api/orders/${orderId}/transfer-proof`, {
    method: 'POST',
    headers: { ...person.headers, OS: 'wui', 'LOCALE-CODE': 'en' },
    body: form,
  });
  // biome-ignore lint/suspicious/noExplicitAny: tests read answers field by field
  return { status: response.status, json: (await response.json()) as any };
}

const move = (orderId: number, body: Record<string, unknown>, headers: Headers = staff) =>
  api.call('POST', `/api/admin/orders/${orderId}/moves`, { headers, body });

async function credit(userId: number, amount: number, key: string) {
  const answer = await api.call('POST', `/api/admin/wallets/${userId}/adjustments`, {
    headers: staff,
    body: { amount, reason: 'Goodwill credit', idempotencyKey: key },
  });
  return answer;
}

async function notificationKinds(userId: number) {
  const rows = await api.db
    .select({ kind: notifications.kind, data: notifications.data })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(asc(notifications.id));
  return rows;
}

async function deliverPaid(reference: string, amountMinor: number, currency = 'SAR') {
  const body = JSON.stringify({
    id: `evt_${reference}`,
    type: 'payment.paid',
    createdAt: new Date().toISOString(),
    data: { reference, amountMinor, currency, reason: null },
  });
  return api.call('POST', '/api/payments/webhook/sandbox', {
    body,
    headers: { [SANDBOX_SIGNATURE_HEADER]: signSandboxPayload(SECRET, body, Math.floor(Date.now() / 1000)) },
  });
}

describe('the life cycle of an order, through the API alone', () => {
  it('goes from a transfer to a refund in the wallet that pays the next order, each step notified and timed', async () => {
    const [customer] = await customers('cycle');
    if (!customer) throw new Error('no customer');
    const placed = await order(customer, 'bank_transfer');
    expect(placed.status).toBe('awaiting_payment');
    expect(placed.finalPrice).toBe(230);
    expect(placed.amountDue).toBe(230);
    expect(placed.canSendTransferProof).toBe(true);
    expect(placed.timeline.map((entry: { action: string }) => entry.action)).toEqual(['place']);

    // a proof of anything but an image or a PDF is refused and changes nothing
    const text = await sendProof(customer, placed.id, Buffer.from('not a receipt at all'), 'receipt.png');
    expect(text.status).toBe(400);
    expect((await getOrder(customer, placed.id)).status).toBe('awaiting_payment');

    const proof = await sendProof(customer, placed.id);
    expect(proof.status, JSON.stringify(proof.json)).toBe(201);
    expect(proof.json.data.proof.status).toBe('pending');
    const waiting = await getOrder(customer, placed.id);
    expect(waiting.status).toBe('awaiting_confirmation');
    expect(waiting.transferProof.id).toBe(proof.json.data.proof.id);
    expect(waiting.hasInvoice).toBe(false);
    expect((await api.call('GET', `/api/orders/${placed.id}/invoice`, { headers: customer.headers })).status).toBe(404);

    // the customer and the staff read the proof; it is downloaded, never kept by a cache
    for (const [path, headers] of [
      [waiting.transferProof.url, customer.headers],
      [`/api/admin/orders/${placed.id}/transfer-proof/${waiting.transferProof.id}`, staff],
    ] as const) {
      const file = await fetch(`${api.baseUrl}${path}`, { headers: { ...headers, OS: 'wui' } });
      expect(file.status).toBe(200);
      expect(file.headers.get('content-disposition')).toMatch(/^attachment; filename="receipt.png"/);
      expect(file.headers.get('cache-control')).toBe('private, no-store');
      expect(file.headers.get('content-type')).toBe('image/png');
      expect(Buffer.from(await file.arrayBuffer()).equals(PNG)).toBe(true);
    }
    // the staff's preview of a picture: made small on demand, WebP, as private as the file (decision 047)
    const previewPath = `/api/admin/orders/${placed.id}/transfer-proof/${waiting.transferProof.id}?preview=1`;
    const preview = await fetch(`${api.baseUrl}${previewPath}`, { headers: { ...staff, OS: 'wui' } });
    expect(preview.status).toBe(200);
    expect(preview.headers.get('content-type')).toBe('image/webp');
    expect(preview.headers.get('cache-control')).toBe('private, no-store');
    expect(preview.headers.get('content-security-policy')).toMatch(/sandbox/);
    expect(preview.headers.get('content-disposition')).toMatch(/^attachment; filename="receipt.webp"/);
    expect(
      Buffer.from(await preview.arrayBuffer())
        .subarray(8, 12)
        .toString('latin1'),
    ).toBe('WEBP');
    expect((await fetch(`${api.baseUrl}${previewPath}`, { headers: { ...customer.headers, OS: 'wui' } })).status).toBe(
      403,
    );

    const confirmed = await api.call('POST', `/api/admin/orders/${placed.id}/transfer/confirm`, {
      headers: staff,
      body: { note: 'Seen on the statement' },
    });
    expect(confirmed.status, confirmed.text).toBe(200);
    expect(confirmed.json.data.order.status).toBe('paid');
    // shipping needs a tracking number
    expect((await move(placed.id, { action: 'ship' })).status).toBe(400);
    const shipped = await move(placed.id, { action: 'ship', trackingNumber: 'SMSA-123456' });
    expect(shipped.status, shipped.text).toBe(200);
    const delivered = await move(placed.id, { action: 'deliver' });
    expect(delivered.json.data.order.status).toBe('delivered');

    const done = await getOrder(customer, placed.id);
    expect(done.timeline.map((entry: { action: string }) => entry.action)).toEqual([
      'place',
      'submit_transfer_proof',
      'confirm_transfer',
      'ship',
      'deliver',
    ]);
    expect(done.timeline.at(-1).to).toBe(done.status);
    expect(done.trackingNumber).toBe('SMSA-123456');
    expect(done.amountDue).toBe(0);
    expect(done.canReturn).toBe(true);

    const invoice = (await api.call('GET', `/api/orders/${placed.id}/invoice`, { headers: customer.headers })).json.data
      .invoice;
    expect(invoice.total).toBe(230);
    expect(invoice.vat).toBe(30);
    expect(invoice.net).toBe(200);
    expect(invoice.lines[0]).toMatchObject({ quantity: 2, total: 230, vat: 30, net: 200 });
    expect(invoice.seller.vatNumber).toBe('300000000000003');
    const qr = decodeZatcaQr(invoice.qr);
    expect(qr).toEqual({
      seller: FORUM_NAME.ar,
      vatNumber: '300000000000003',
      issuedAt: invoice.issuedAt.replace(/\.\d{3}Z$/, 'Z'),
      total: '230.00',
      vat: '30.00',
    });

    // one notebook comes back, with a photo of the tear
    const itemId = done.items[0].id;
    const photo = await evidence(customer);
    const asked = await api.call('POST', '/api/returns', {
      headers: customer.headers,
      body: {
        orderId: placed.id,
        lines: [{ orderItemId: itemId, quantity: 1 }],
        reason: 'The cover is torn',
        photos: [photo],
      },
    });
    expect(asked.status, asked.text).toBe(201);
    const returnId = asked.json.data.return.id;
    // the staff look at the photo: whole, or as a small WebP made on demand, as private as the file
    const photoPath = `/api/admin/returns/${returnId}/photos/${photo}`;
    const whole = await fetch(`${api.baseUrl}${photoPath}`, { headers: { ...staff, OS: 'wui' } });
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('image/png');
    expect(whole.headers.get('cache-control')).toBe('private, no-store');
    const small = await fetch(`${api.baseUrl}${photoPath}?preview=1`, { headers: { ...staff, OS: 'wui' } });
    expect(small.status).toBe(200);
    expect(small.headers.get('content-type')).toBe('image/webp');
    expect(small.headers.get('content-disposition')).toMatch(/^attachment; filename="sketch.webp"/);
    // not for the customer's eyes through the staff's call, and no photo the return does not name
    expect((await fetch(`${api.baseUrl}${photoPath}`, { headers: { ...customer.headers, OS: 'wui' } })).status).toBe(
      403,
    );
    const stranger = await evidence(customer);
    expect(
      (
        await fetch(`${api.baseUrl}/api/admin/returns/${returnId}/photos/${stranger}`, {
          headers: { ...staff, OS: 'wui' },
        })
      ).status,
    ).toBe(404);
    expect(asked.json.data.return).toMatchObject({
      status: 'requested',
      amount: 115,
      refundTo: 'wallet',
      itemsCount: 1,
    });
    // more than was delivered is refused
    const tooMany = await api.call('POST', '/api/returns', {
      headers: customer.headers,
      body: { orderId: placed.id, lines: [{ orderItemId: itemId, quantity: 2 }], reason: 'All of them' },
    });
    expect(tooMany.status).toBe(422);

    const [{ stock: before } = { stock: 0 }] = await api.db
      .select({ stock: products.stock })
      .from(products)
      .where(eq(products.id, productId));
    // refunding before receiving is a forbidden move
    expect(
      (
        await api.call('POST', `/api/admin/returns/${returnId}/refund`, {
          headers: staff,
          body: { idempotencyKey: 'refund-too-soon' },
        })
      ).status,
    ).toBe(409);
    for (const step of ['approve', 'receive'] as const) {
      const answer = await api.call('POST', `/api/admin/returns/${returnId}/${step}`, { headers: staff, body: {} });
      expect(answer.status, answer.text).toBe(200);
    }
    const [{ stock: after } = { stock: 0 }] = await api.db
      .select({ stock: products.stock })
      .from(products)
      .where(eq(products.id, productId));
    expect(after).toBe(before + 1);

    // the same refund sent three times at once moves the money once
    const refundsSent = await Promise.all(
      [1, 2, 3].map(() =>
        api.call('POST', `/api/admin/returns/${returnId}/refund`, {
          headers: staff,
          body: { idempotencyKey: 'refund-cycle-1' },
        }),
      ),
    );
    for (const answer of refundsSent) expect(answer.status, answer.text).toBe(200);
    const wallet = (await api.call('GET', '/api/wallet', { headers: customer.headers })).json.data;
    expect(wallet.balance).toBe(115);
    expect(wallet.items).toHaveLength(1);
    expect(wallet.items[0]).toMatchObject({ amount: 115, reason: 'return_refund', balanceAfter: 115 });
    const theReturn = (await api.call('GET', `/api/returns/${returnId}`, { headers: customer.headers })).json.data
      .return;
    expect(theReturn.timeline.map((entry: { to: string }) => entry.to)).toEqual([
      'requested',
      'approved',
      'received',
      'refunded',
    ]);
    const withNote = (await api.call('GET', `/api/orders/${placed.id}/invoice`, { headers: customer.headers })).json
      .data.invoice;
    expect(withNote.creditNotes).toHaveLength(1);
    expect(withNote.creditNotes[0]).toMatchObject({ invoiceNumber: invoice.number, total: 115, destination: 'wallet' });
    expect((await getOrder(customer, placed.id)).refunded).toBe(115);

    // the next order (230) is paid 115 from the wallet, the rest by transfer
    const next = await order(customer, 'bank_transfer', { useWallet: true });
    expect(next).toMatchObject({ walletPaid: 115, amountDue: 115, status: 'awaiting_payment' });
    expect((await api.call('GET', '/api/wallet', { headers: customer.headers })).json.data.balance).toBe(0);
    // cancelled, its wallet part comes back once
    const cancelled = await api.call('POST', `/api/orders/${next.id}/cancel`, { headers: customer.headers });
    expect(cancelled.status, cancelled.text).toBe(200);
    expect((await api.call('GET', '/api/wallet', { headers: customer.headers })).json.data.balance).toBe(115);
    expect((await api.call('POST', `/api/orders/${next.id}/cancel`, { headers: customer.headers })).status).toBe(409);
    expect((await api.call('GET', '/api/wallet', { headers: customer.headers })).json.data.balance).toBe(115);

    // one notebook, all from the wallet (asked as cash on delivery): paid at once, invoiced
    const third = await order(customer, 'cash_on_delivery', { useWallet: true }, 1);
    expect(third).toMatchObject({
      status: 'paid',
      paymentMethod: 'wallet',
      walletPaid: 115,
      amountDue: 0,
      hasInvoice: true,
    });
    // placed as a wallet order awaiting its money, then paid: no step the timeline does not show
    expect(
      (await getOrder(customer, third.id)).timeline.map((entry: { action: string; from?: string; to: string }) => [
        entry.action,
        entry.from ?? null,
        entry.to,
      ]),
    ).toEqual([
      ['place', null, 'awaiting_payment'],
      ['pay', 'awaiting_payment', 'paid'],
    ]);

    const kinds = (await notificationKinds(customer.id)).map(
      (row) => `${row.kind}:${(row.data as { status?: string }).status ?? ''}`,
    );
    expect(kinds).toEqual([
      'order_status:awaiting_confirmation',
      'transfer_confirmed:',
      'order_status:shipped',
      'order_status:delivered',
      'return_decision:approved',
      'return_decision:received',
      'refund:',
      'return_decision:refunded',
      'order_status:cancelled',
      'refund:',
      'order_status:paid',
    ]);
  });
});

describe('when the staff say no', () => {
  it('rejects a proof and a return, keeps damaged units out of stock, and lists the returns', async () => {
    const [customer] = await customers('refusals');
    if (!customer) throw new Error('no customer');
    const placed = await order(customer, 'bank_transfer');
    expect((await sendProof(customer, placed.id)).status).toBe(201);
    const rejected = await api.call('POST', `/api/admin/orders/${placed.id}/transfer/reject`, {
      headers: staff,
      body: { note: 'The amount on the receipt is not ours' },
    });
    expect(rejected.status, rejected.text).toBe(200);
    expect(rejected.json.data.order.status).toBe('awaiting_payment');
    const again = await getOrder(customer, placed.id);
    expect(again.transferProof).toMatchObject({ status: 'rejected', note: 'The amount on the receipt is not ours' });
    expect(again.canSendTransferProof).toBe(true);
    // a second proof, confirmed this time, and the order reaches the customer
    expect((await sendProof(customer, placed.id)).status).toBe(201);
    expect(
      (await api.call('POST', `/api/admin/orders/${placed.id}/transfer/confirm`, { headers: staff, body: {} })).status,
    ).toBe(200);
    expect((await move(placed.id, { action: 'ship', trackingNumber: 'SMSA-654321' })).status).toBe(200);
    expect((await move(placed.id, { action: 'deliver' })).status).toBe(200);
    const itemId = (await getOrder(customer, placed.id)).items[0].id;

    const stock = async () =>
      (await api.db.select({ stock: products.stock }).from(products).where(eq(products.id, productId)))[0]?.stock ?? 0;
    const ask = (quantity: number, reason: string) =>
      api.call('POST', '/api/returns', {
        headers: customer.headers,
        body: { orderId: placed.id, lines: [{ orderItemId: itemId, quantity }], reason },
      });

    // a return the staff refuse: nothing comes back, the customer is told, and may ask again
    const first = await ask(1, 'Changed my mind');
    expect(first.status, first.text).toBe(201);
    const before = await stock();
    const refused = await api.call('POST', `/api/admin/returns/${first.json.data.return.id}/reject`, {
      headers: staff,
      body: { note: 'Opened and used' },
    });
    expect(refused.status, refused.text).toBe(200);
    expect(refused.json.data.return.status).toBe('rejected');
    expect(
      (await api.call('POST', `/api/admin/returns/${first.json.data.return.id}/receive`, { headers: staff, body: {} }))
        .status,
    ).toBe(409);
    expect(await stock()).toBe(before);

    // both notebooks come back, one of them damaged: only the other goes back on the shelf
    const second = await ask(2, 'Both covers are torn');
    expect(second.status, second.text).toBe(201);
    const secondId = second.json.data.return.id;
    expect(
      (await api.call('POST', `/api/admin/returns/${secondId}/approve`, { headers: staff, body: {} })).status,
    ).toBe(200);
    const received = await api.call('POST', `/api/admin/returns/${secondId}/receive`, {
      headers: staff,
      body: { damaged: [{ orderItemId: itemId, quantity: 1 }] },
    });
    expect(received.status, received.text).toBe(200);
    expect(received.json.data.return.lines[0]).toMatchObject({ quantity: 2, damagedQuantity: 1 });
    expect(await stock()).toBe(before + 1);

    const listed = await api.call('GET', '/api/returns', { headers: customer.headers });
    expect(listed.status, listed.text).toBe(200);
    expect(
      listed.json.data.items.map((entry: { id: number; status: string }) => [entry.id, entry.status]).sort(),
    ).toEqual(
      [
        [first.json.data.return.id, 'rejected'],
        [secondId, 'received'],
      ].sort(),
    );
    expect(listed.json.data.pagination.total).toBe(2);

    const kinds = (await notificationKinds(customer.id)).map(
      (row) => `${row.kind}:${(row.data as { status?: string }).status ?? ''}`,
    );
    expect(kinds).toContain('transfer_rejected:');
    expect(kinds).toContain('return_decision:rejected');
  });
});

describe('the wallet', () => {
  it('never goes below zero under 20 concurrent spends of one balance, one entry per key', async () => {
    const [person] = await customers('wallet-race');
    if (!person) throw new Error('no customer');
    expect((await credit(person.id, 100, 'race-credit-1')).status).toBe(200);
    const spends = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        api.call('POST', `/api/admin/wallets/${person.id}/adjustments`, {
          headers: staff,
          body: { amount: -10, reason: 'Correction', idempotencyKey: `race-spend-${i}` },
        }),
      ),
    );
    expect(spends.filter((answer) => answer.status === 200)).toHaveLength(10);
    expect(spends.filter((answer) => answer.status === 409)).toHaveLength(10);
    const [account] = await api.db.select().from(walletAccounts).where(eq(walletAccounts.userId, person.id));
    expect(account?.balanceMinor).toBe(0);
    const entries = await api.db.select().from(walletEntries).where(eq(walletEntries.userId, person.id));
    expect(entries).toHaveLength(11);
    expect(entries.every((entry) => entry.balanceAfterMinor >= 0)).toBe(true);

    // one key sent 20 times at once: one entry
    const same = await Promise.all(Array.from({ length: 20 }, () => credit(person.id, 5, 'race-same-key')));
    for (const answer of same) expect(answer.status, answer.text).toBe(200);
    const keyed = await api.db
      .select()
      .from(walletEntries)
      .where(eq(walletEntries.idempotencyKey, 'staff:race-same-key'));
    expect(keyed).toHaveLength(1);
    expect((await api.call('GET', '/api/wallet', { headers: person.headers })).json.data.balance).toBe(5);
  });

  it('refuses a negative balance in the database itself, whatever the code does', async () => {
    const [person] = await customers('wallet-check');
    if (!person) throw new Error('no customer');
    await api.db.insert(walletAccounts).values({ userId: person.id, balanceMinor: 0 });
    await expect(
      api.db.update(walletAccounts).set({ balanceMinor: -1 }).where(eq(walletAccounts.userId, person.id)),
    ).rejects.toThrow();
  });

  it('pays five orders placed at once from one balance: what it covers, never more', async () => {
    const [person] = await customers('wallet-orders');
    if (!person) throw new Error('no customer');
    await credit(person.id, 345, 'orders-credit');
    // five checkouts of one customer race for one cart and one balance
    const placed = await Promise.all(
      Array.from({ length: 5 }, async () => {
        await api.call('POST', '/api/cart', { headers: person.headers, body: { id: productId, quantity: 1 } });
        return api.call('POST', '/api/orders', {
          headers: person.headers,
          body: { address: null, shipmentType: shipping.pickup, paymentMethod: 'bank_transfer', useWallet: true },
        });
      }),
    );
    const made = placed.filter((answer) => answer.status === 200).map((answer) => answer.json.data.order);
    const paidByWallet = made.reduce((sum, row) => sum + row.walletPaid, 0);
    const balance = (await api.call('GET', '/api/wallet', { headers: person.headers })).json.data.balance;
    expect(paidByWallet + balance).toBe(345);
    expect(balance).toBeGreaterThanOrEqual(0);
  });
});

describe('refunds', () => {
  it('refuses to give back more than was paid, and changes nothing', async () => {
    const [person] = await customers('refund-over');
    if (!person) throw new Error('no customer');
    const placed = await order(person, 'cash_on_delivery', {}, 1);
    for (const action of ['ship', 'deliver', 'receive_cash']) {
      const answer = await move(placed.id, { action, ...(action === 'ship' ? { trackingNumber: 'T-0001' } : {}) });
      expect(answer.status, answer.text).toBe(200);
    }
    const returned = await api.call('POST', '/api/returns', {
      headers: person.headers,
      body: { orderId: placed.id, lines: [{ orderItemId: placed.items[0].id, quantity: 1 }], reason: 'Not needed' },
    });
    expect(returned.status, returned.text).toBe(201);
    const id = returned.json.data.return.id;
    await api.call('POST', `/api/admin/returns/${id}/approve`, { headers: staff, body: {} });
    await api.call('POST', `/api/admin/returns/${id}/receive`, { headers: staff, body: {} });
    // the order's money was given back another way meanwhile: the return's refund would pass what was paid
    await api.db.update(orders).set({ refundedMinor: 100_00 }).where(eq(orders.id, placed.id));
    const refused = await api.call('POST', `/api/admin/returns/${id}/refund`, {
      headers: staff,
      body: { idempotencyKey: 'refund-over-1' },
    });
    expect(refused.status).toBe(409);
    expect(refused.json.errors[0].key).toBe('error');
    expect(await api.db.select().from(refunds).where(eq(refunds.orderId, placed.id))).toHaveLength(0);
    expect((await api.call('GET', '/api/wallet', { headers: person.headers })).json.data.balance).toBe(0);
  });
});

describe('a paid order cancelled by the staff', () => {
  it('gives its stock back and its money to the wallet, once', async () => {
    const [person] = await customers('staff-cancel');
    if (!person) throw new Error('no customer');
    const placed = await order(person, 'bank_transfer', {}, 1);
    expect((await sendProof(person, placed.id)).status).toBe(201);
    await api.call('POST', `/api/admin/orders/${placed.id}/transfer/confirm`, { headers: staff, body: {} });
    const stockOf = async () =>
      (await api.db.select({ stock: products.stock }).from(products).where(eq(products.id, productId)))[0]?.stock ?? 0;
    const before = await stockOf();
    const cancelled = await Promise.all(
      [1, 2].map(() => move(placed.id, { action: 'cancel', note: 'Out of print, sorry' })),
    );
    expect(cancelled.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await stockOf()).toBe(before + 1);
    const wallet = (await api.call('GET', '/api/wallet', { headers: person.headers })).json.data;
    expect(wallet.balance).toBe(115);
    expect(wallet.items).toHaveLength(1);
    expect(wallet.items[0]).toMatchObject({ reason: 'order_refund', order: { id: placed.id } });
    const after = await getOrder(person, placed.id);
    expect(after).toMatchObject({ status: 'cancelled', refunded: 115 });
    expect(after.timeline.at(-1)).toMatchObject({ action: 'cancel', by: 'staff', note: 'Out of print, sorry' });
  });
});

describe('forbidden moves and other people', () => {
  it('refuses a move the table does not allow and changes nothing', async () => {
    const [person] = await customers('forbidden-move');
    if (!person) throw new Error('no customer');
    const placed = await order(person, 'bank_transfer', {}, 1);
    const before = await api.db.select().from(orderEvents).where(eq(orderEvents.orderId, placed.id));
    for (const action of ['deliver', 'ship', 'process', 'receive_cash']) {
      const answer = await move(placed.id, { action, trackingNumber: 'T-0002' });
      expect(answer.status, action).toBe(409);
    }
    // confirming a transfer nobody proved
    expect(
      (await api.call('POST', `/api/admin/orders/${placed.id}/transfer/confirm`, { headers: staff, body: {} })).status,
    ).toBe(409);
    const after = await getOrder(person, placed.id);
    expect(after.status).toBe('awaiting_payment');
    expect(await api.db.select().from(orderEvents).where(eq(orderEvents.orderId, placed.id))).toHaveLength(
      before.length,
    );
    expect(await api.db.select().from(invoices).where(eq(invoices.orderId, placed.id))).toHaveLength(0);
  });

  it("answers 404 for another customer's order, proof, invoice and return", async () => {
    const [owner, stranger] = await customers('owner', 2);
    if (!owner || !stranger) throw new Error('no customers');
    const placed = await order(owner, 'bank_transfer', {}, 1);
    const proof = await sendProof(owner, placed.id);
    expect(proof.status).toBe(201);
    await api.call('POST', `/api/admin/orders/${placed.id}/transfer/confirm`, { headers: staff, body: {} });
    await move(placed.id, { action: 'ship', trackingNumber: 'T-0003' });
    await move(placed.id, { action: 'deliver' });
    const returned = await api.call('POST', '/api/returns', {
      headers: owner.headers,
      body: { orderId: placed.id, lines: [{ orderItemId: placed.items[0].id, quantity: 1 }], reason: 'Wrong size' },
    });
    expect(returned.status).toBe(201);
    for (const path of [
      `/api/orders/${placed.id}`,
      `/api/orders/${placed.id}/invoice`,
      `/api/orders/${placed.id}/transfer-proof/${proof.json.data.proof.id}`,
      `/api/returns/${returned.json.data.return.id}`,
    ]) {
      expect((await api.call('GET', path, { headers: stranger.headers })).status, path).toBe(404);
    }
    expect((await sendProof(stranger, placed.id)).status).toBe(404);
    const theirs = await api.call('POST', '/api/returns', {
      headers: stranger.headers,
      body: { orderId: placed.id, lines: [{ orderItemId: placed.items[0].id, quantity: 1 }], reason: 'Not mine' },
    });
    expect(theirs.status).toBe(404);
  });

  it('takes a transfer proof only for a transfer order awaiting its money, and only up to 5 MB', async () => {
    const [person] = await customers('proof-rules');
    if (!person) throw new Error('no customer');
    const card = await order(person, 'card', {}, 1);
    const refused = await sendProof(person, card.id);
    expect(refused.status).toBe(409);
    expect(refused.json.errors[0].key).toBe('error');
    const transfer = await order(person, 'bank_transfer', {}, 1);
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const tooBig = await sendProof(person, transfer.id, big);
    expect(tooBig.status).toBe(400);
    expect(tooBig.json.errors[0].key).toBe('file');
    const after = await getOrder(person, transfer.id);
    expect(after.status).toBe('awaiting_payment');
    expect(after.transferProof).toBeNull();
  });

  it('refuses a return outside its window', async () => {
    const [person] = await customers('late-return');
    if (!person) throw new Error('no customer');
    const placed = await order(person, 'cash_on_delivery', {}, 1);
    for (const action of ['ship', 'deliver', 'receive_cash']) {
      await move(placed.id, { action, trackingNumber: 'T-0004' });
    }
    await api.db
      .update(orders)
      .set({ deliveredAt: new Date(Date.now() - 15 * 24 * 60 * 60 * 1000) })
      .where(eq(orders.id, placed.id));
    expect((await getOrder(person, placed.id)).canReturn).toBe(false);
    const late = await api.call('POST', '/api/returns', {
      headers: person.headers,
      body: { orderId: placed.id, lines: [{ orderItemId: placed.items[0].id, quantity: 1 }], reason: 'Too late' },
    });
    expect(late.status).toBe(422);
    expect(late.json.errors[0].value).toMatch(/time to return/);
  });
});

describe('tax invoices', () => {
  it('numbers the invoices of 20 orders paid at the same moment without a gap or a twin', async () => {
    const people = await customers('invoice-race', 20);
    const placed = await Promise.all(people.map((person) => order(person, 'card', {}, 1)));
    const attempts = await api.db
      .select()
      .from(payments)
      .where(
        inArray(
          payments.orderId,
          placed.map((row) => row.id),
        ),
      );
    expect(attempts).toHaveLength(20);
    const answers = await Promise.all(attempts.map((attempt) => deliverPaid(attempt.reference, attempt.amountMinor)));
    for (const answer of answers) expect(answer.status, answer.text).toBe(200);
    const rows = await api.db
      .select({ number: invoices.number })
      .from(invoices)
      .where(
        and(
          eq(invoices.kind, 'invoice'),
          inArray(
            invoices.orderId,
            placed.map((row) => row.id),
          ),
        ),
      );
    const numbers = rows.map((row) => row.number).sort((a, b) => a - b);
    expect(numbers).toHaveLength(20);
    expect(new Set(numbers).size).toBe(20);
    expect((numbers.at(-1) ?? 0) - (numbers[0] ?? 0)).toBe(19);
    // and no number anywhere is missing or doubled
    const all = (await api.db.select({ number: invoices.number }).from(invoices).where(eq(invoices.kind, 'invoice')))
      .map((row) => row.number)
      .sort((a, b) => a - b);
    expect(all).toEqual(Array.from({ length: all.length }, (_, i) => i + 1));
  });
});

// every /admin endpoint of the table (decision 029): a new route without its check fails the tests below
// the staff calls of decision 035 (orders, returns, wallets, special orders, chats); every /admin call of
// the console is checked by its own table-driven test (apps/api/src/console/permissions.test.ts)
const afterSalesPermissions = new Set<string>([
  staffPermissions.orders,
  staffPermissions.returns,
  staffPermissions.wallets,
  staffPermissions.specialOrders,
  staffPermissions.chats,
]);
const adminRoutes = Object.entries(endpointPaths as Record<string, string>).filter(
  ([name, route]) =>
    route.split(' ')[1]?.startsWith('/admin/') &&
    afterSalesPermissions.has((endpoints as Record<string, { permission?: string }>)[name]?.permission ?? ''),
);

describe('the staff calls', () => {
  it('lists the staff calls of decision 035 in the table', () => {
    expect(adminRoutes.length).toBeGreaterThanOrEqual(11);
    expect(Object.values(staffPermissions)).toContain('wallets.adjust');
  });

  it.each(adminRoutes)(
    '%s refuses a guest, a customer, an exhibitor and staff without the permission',
    async (_name, route) => {
      const [method = 'GET', path = ''] = route.split(' ');
      const url = `/api${path.replace(/\{[^}]+\}/g, '1')}`;
      const [customer] = await customers(`admin-${_name}`);
      const exhibitor = (await loginAs(api, 'exhibitor@forum.test', { family: 'exhibitor' })).headers;
      const guest = (await api.call('POST', '/api/login/guests')).json.data.authorization.accessToken as string;
      const body = method === 'GET' ? undefined : {};
      const cases: [string, Headers, number][] = [
        ['nobody', {}, 401],
        ['guest', { authorization: `Bearer ${guest}` }, 401],
        ['customer', customer?.headers ?? {}, 403],
        ['exhibitor', exhibitor, 403],
        ['staff without the permission', editor, 403],
      ];
      for (const [who, headers, status] of cases) {
        const answer = await api.call(method, url, { headers, ...(body ? { body } : {}) });
        expect(answer.status, `${route} as ${who}: ${answer.text}`).toBe(status);
      }
    },
  );
});

describe('each staff permission alone', () => {
  // for each permission, a staff member whose group holds every other one: each /admin route must be
  // refused to exactly the one who lacks its own permission (a wallet adjustment needs wallets.adjust,
  // whatever else the group may do). Record ids that do not exist, so that an allowed call moves nothing.
  it('opens each /admin route to its own permission only', async () => {
    const names = Object.values(staffPermissions);
    const lacking = new Map<string, Headers>();
    for (const name of names) {
      const [group] = await api.db
        .insert(userGroups)
        .values({
          key: `staff-without-${name}`,
          name: { ar: name, en: name },
          permissions: Object.fromEntries(names.map((other) => [other, other !== name])),
        })
        .returning({ id: userGroups.id });
      const [member] = await createAccounts(api.db, `without-${name.replace('.', '-')}`, 1, { type: 'staff' });
      if (!group || !member) throw new Error('no staff member');
      await api.db.update(users).set({ groupId: group.id }).where(eq(users.id, member.id));
      lacking.set(name, member.headers);
    }
    const refusedTo: Record<string, string[]> = {};
    for (const [endpoint, route] of adminRoutes) {
      const [method = 'GET', path = ''] = route.split(' ');
      const url = `/api${path.replace(/\{[^}]+\}/g, '999999')}`;
      for (const [name, headers] of lacking) {
        const answer = await api.call(method, url, { headers, ...(method === 'GET' ? {} : { body: {} }) });
        expect(answer.status, `${route} without ${name}: ${answer.text}`).toBeLessThan(500);
        if (answer.status === 403) refusedTo[endpoint] = [...(refusedTo[endpoint] ?? []), name];
      }
    }
    for (const [endpoint] of adminRoutes) expect(refusedTo[endpoint], endpoint).toHaveLength(1);
    const adjustments = adminRoutes.find(([, route]) => route.includes('/adjustments'));
    expect(adjustments && refusedTo[adjustments[0]]).toEqual(['wallets.adjust']);
  });
});

describe('a user with no wallet yet', () => {
  it('answers a zero balance and an empty ledger', async () => {
    const [person] = await customers('no-wallet');
    if (!person) throw new Error('no customer');
    const answer = await api.call('GET', '/api/wallet', { headers: person.headers });
    expect(answer.status).toBe(200);
    expect(answer.json.data).toMatchObject({ balance: 0, items: [], currency: 'SAR' });
    const [row] = await api.db.select().from(users).where(eq(users.id, person.id));
    expect(row?.id).toBe(person.id);
  });
});

describe('special orders', () => {
  it('records a request with its attachment, tells the forum by email, and shows the staff’s quote', async () => {
    const [person, other] = await customers('special', 2);
    if (!person || !other) throw new Error('no customers');
    const attachment = await evidence(person);
    const asked = await api.call('POST', '/api/special-orders', {
      headers: person.headers,
      body: { item: 'A signed poster of Wadjda', details: 'Framed, 50 × 70', quantity: 2, attachment },
    });
    expect(asked.status, asked.text).toBe(201);
    expect(asked.json.data.specialOrder).toMatchObject({
      item: 'A signed poster of Wadjda',
      quantity: 2,
      status: 'requested',
      quote: null,
      attachment: { id: attachment, name: 'sketch.png' },
    });
    const stored = await api.settings.get();
    const mails = await mailsTo(api.db, stored.contacts.email);
    expect(mails.at(-1)?.subject).toContain('A signed poster of Wadjda');
    expect(mails.at(-1)?.text).toContain(person.email);

    // someone else's upload is not an attachment of theirs
    const stolen = await api.call('POST', '/api/special-orders', {
      headers: other.headers,
      body: { item: 'Something', quantity: 1, attachment },
    });
    expect(stolen.status).toBe(400);

    const id = asked.json.data.specialOrder.id;
    expect(
      (await api.call('POST', `/api/admin/special-orders/${id}/quote`, { headers: editor, body: { price: 450 } }))
        .status,
    ).toBe(403);
    const quoted = await api.call('POST', `/api/admin/special-orders/${id}/quote`, {
      headers: staff,
      body: { price: 450, note: 'Ready in two weeks' },
    });
    expect(quoted.status, quoted.text).toBe(200);
    // answered once: declining it afterwards is refused
    expect(
      (await api.call('POST', `/api/admin/special-orders/${id}/decline`, { headers: staff, body: {} })).status,
    ).toBe(409);
    const mine = (await api.call('GET', '/api/special-orders', { headers: person.headers })).json.data;
    expect(mine.items).toHaveLength(1);
    expect(mine.items[0]).toMatchObject({ status: 'quoted', quote: 450, note: 'Ready in two weeks' });
    expect((await api.call('GET', '/api/special-orders', { headers: other.headers })).json.data.items).toHaveLength(0);
  });
});
