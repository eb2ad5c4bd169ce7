import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, returns, walletAccounts, walletEntries } from '../db/schema.ts';
import { createAccounts, loginAs } from '../test/accounts.ts';
import { notebookAt115 } from '../test/catalogue-fixtures.ts';
import { startTestApp, type TestApp } from '../test/test-app.ts';

// Decision 042: a key belongs to the person who sent it and to the request it first came with. The same
// request again answers the first answer; another request under the key is refused and changes nothing.

type Headers = Record<string, string>;

let api: TestApp;
let staff: Headers;
let productId = 0;
let pickup = 0;

beforeAll(async () => {
  api = await startTestApp();
  staff = (await loginAs(api, 'staff@forum.test')).headers;
  ({ productId, pickup } = await notebookAt115(api.db));
});
afterAll(async () => {
  await api?.close();
});

const adjust = (userId: number, amount: number, key: string, reason = 'Goodwill credit') =>
  api.call('POST', `/api/admin/wallets/${userId}/adjustments`, {
    headers: staff,
    body: { amount, reason, idempotencyKey: key },
  });

async function balanceOf(userId: number) {
  const [row] = await api.db.select().from(walletAccounts).where(eq(walletAccounts.userId, userId));
  return row?.balanceMinor ?? 0;
}

describe('a staff member’s wallet key', () => {
  it('credits one customer once, and cannot credit another, nor another amount or reason', async () => {
    const [eleven, twelve] = await createAccounts(api.db, 'key-owner', 2);
    if (!eleven || !twelve) throw new Error('no customers');
    const key = 'goodwill-key-0001';
    const firstAnswer = await adjust(twelve.id, 5, key);
    expect(firstAnswer.status, firstAnswer.text).toBe(200);
    // the same request again: the same answer
    const replay = await adjust(twelve.id, 5, key);
    expect(replay.status).toBe(200);
    expect(replay.json.data).toEqual(firstAnswer.json.data);

    for (const [userId, amount, reason] of [
      [eleven.id, 5, 'Goodwill credit'],
      [twelve.id, 7, 'Goodwill credit'],
      [twelve.id, 5, 'Another reason'],
    ] as const) {
      const refused = await adjust(userId, amount, key, reason);
      expect(refused.status, refused.text).toBe(422);
      expect(refused.json.errors).toEqual([
        { key: 'idempotencyKey', value: expect.stringMatching(/already used for another request/) },
      ]);
    }
    const arabic = await api.call('POST', `/api/admin/wallets/${eleven.id}/adjustments`, {
      headers: staff,
      locale: 'ar',
      body: { amount: 5, reason: 'Goodwill credit', idempotencyKey: key },
    });
    expect(arabic.json.errors[0].value).toMatch(/مفتاح/);
    // nothing moved: the first customer has nothing, the second the first credit only
    expect(await balanceOf(eleven.id)).toBe(0);
    expect(await balanceOf(twelve.id)).toBe(500);
    expect(await api.db.select().from(walletEntries).where(eq(walletEntries.userId, twelve.id))).toHaveLength(1);
  });

  it('answers one entry to one key sent for two customers at once, and refuses the other', async () => {
    const [a, b] = await createAccounts(api.db, 'key-race', 2);
    if (!a || !b) throw new Error('no customers');
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => adjust(i % 2 === 0 ? a.id : b.id, 3, 'raced-key-0001')),
    );
    for (const answer of answers) expect([200, 422], answer.text).toContain(answer.status);
    const credited = (await balanceOf(a.id)) + (await balanceOf(b.id));
    expect(credited).toBe(300);
    const winner = (await balanceOf(a.id)) === 300 ? a.id : b.id;
    for (const [i, answer] of answers.entries()) {
      expect(answer.status).toBe((i % 2 === 0 ? a.id : b.id) === winner ? 200 : 422);
    }
  });
});

describe('a customer’s order and return keys', () => {
  it('answers the order again for the same checkout, and refuses the key for another', async () => {
    const [person] = await createAccounts(api.db, 'order-key', 1);
    if (!person) throw new Error('no customer');
    await api.call('POST', '/api/cart', { headers: person.headers, body: { id: productId, quantity: 1 } });
    const body = {
      address: null,
      shipmentType: pickup,
      paymentMethod: 'bank_transfer',
      idempotencyKey: 'order-k-0001',
    };
    const placed = await api.call('POST', '/api/orders', { headers: person.headers, body });
    expect(placed.status, placed.text).toBe(200);
    const again = await api.call('POST', '/api/orders', { headers: person.headers, body });
    expect(again.json.data.order.id).toBe(placed.json.data.order.id);
    await api.call('POST', '/api/cart', { headers: person.headers, body: { id: productId, quantity: 1 } });
    const other = await api.call('POST', '/api/orders', {
      headers: person.headers,
      body: { ...body, paymentMethod: 'cash_on_delivery' },
    });
    expect(other.status, other.text).toBe(422);
    expect(other.json.errors[0].key).toBe('idempotencyKey');
    expect(await api.db.select().from(orders).where(eq(orders.userId, person.id))).toHaveLength(1);
  });

  it('answers ten returns sent at once with one key with the one return, every time', async () => {
    const [person] = await createAccounts(api.db, 'return-key', 1);
    if (!person) throw new Error('no customer');
    await api.call('POST', '/api/cart', { headers: person.headers, body: { id: productId, quantity: 2 } });
    const placed = (
      await api.call('POST', '/api/orders', {
        headers: person.headers,
        body: { address: null, shipmentType: pickup, paymentMethod: 'cash_on_delivery' },
      })
    ).json.data.order;
    for (const action of ['ship', 'deliver', 'receive_cash']) {
      const moved = await api.call('POST', `/api/admin/orders/${placed.id}/moves`, {
        headers: staff,
        body: { action, ...(action === 'ship' ? { trackingNumber: 'T-KEY-1' } : {}) },
      });
      expect(moved.status, moved.text).toBe(200);
    }
    const body = {
      orderId: placed.id,
      lines: [{ orderItemId: placed.items[0].id, quantity: 2 }],
      reason: 'Both covers are torn',
      idempotencyKey: 'return-k-0001',
    };
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => api.call('POST', '/api/returns', { headers: person.headers, body })),
    );
    for (const answer of answers) expect(answer.status, answer.text).toBe(201);
    expect(new Set(answers.map((answer) => answer.json.data.return.id)).size).toBe(1);
    expect(await api.db.select().from(returns).where(eq(returns.userId, person.id))).toHaveLength(1);
    // the key with another request: refused, nothing more
    const other = await api.call('POST', '/api/returns', {
      headers: person.headers,
      body: { ...body, lines: [{ orderItemId: placed.items[0].id, quantity: 1 }] },
    });
    expect(other.status, other.text).toBe(422);
    expect(other.json.errors[0].key).toBe('idempotencyKey');
    expect(await api.db.select().from(returns).where(eq(returns.userId, person.id))).toHaveLength(1);
  });
});
