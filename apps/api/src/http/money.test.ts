import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { specialOrders, walletAccounts, walletEntries } from '../db/schema.ts';
import { createAccounts, loginAs } from '../test/accounts.ts';
import { startTestApp, type TestApp } from '../test/test-app.ts';

// Every amount of money a client sends is exact (decision 044): at most two decimals, never rounded, a
// field error in both languages for anything else, and nothing written.

let api: TestApp;
let staff: Record<string, string>;
let customer: { id: number; headers: Record<string, string> };

beforeAll(async () => {
  api = await startTestApp();
  staff = (await loginAs(api, 'staff@forum.test')).headers;
  const [person] = await createAccounts(api.db, 'money', 1);
  if (!person) throw new Error('no customer');
  customer = person;
});
afterAll(async () => {
  await api?.close();
});

const adjust = (amount: unknown, locale: 'ar' | 'en' = 'en') =>
  api.call('POST', `/api/admin/wallets/${customer.id}/adjustments`, {
    headers: staff,
    locale,
    body: { amount, reason: 'Money edge test', idempotencyKey: `money-edge-${crypto.randomUUID()}` },
  });

async function wallet() {
  const [account] = await api.db.select().from(walletAccounts).where(eq(walletAccounts.userId, customer.id));
  const entries = await api.db.select().from(walletEntries).where(eq(walletEntries.userId, customer.id));
  return { balanceMinor: account?.balanceMinor ?? 0, entries: entries.map((entry) => entry.amountMinor) };
}

/** The one field error of a refusal. */
function fieldError(answer: Awaited<ReturnType<typeof adjust>>) {
  expect(answer.status, answer.text).toBe(400);
  expect(answer.json.errors).toHaveLength(1);
  return answer.json.errors[0] as { key: string; value: string };
}

const NOT_TWO_DECIMALS = [0.001, 0.004, -0.001, 1.005, 1.234, 1e-7];

describe("the staff's wallet adjustment", () => {
  it('credits and debits exactly the halalas written', async () => {
    expect((await adjust(1.1)).json.data.balance).toBe(1.1);
    expect((await adjust(-0.07)).json.data.balance).toBe(1.03);
    expect(await wallet()).toEqual({ balanceMinor: 103, entries: [110, -7] });
  });

  it('refuses a third decimal, text and zero with a field error in both languages, and writes nothing', async () => {
    const before = await wallet();
    for (const amount of NOT_TWO_DECIMALS) {
      expect(fieldError(await adjust(amount)), String(amount)).toEqual({
        key: 'amount',
        value: 'Enter an amount in riyals with at most two decimals',
      });
    }
    expect(fieldError(await adjust(1.005, 'ar'))).toEqual({
      key: 'amount',
      value: 'أدخل مبلغًا بالريال بمنزلتين عشريتين على الأكثر',
    });
    expect(fieldError(await adjust('12'))).toEqual({ key: 'amount', value: 'Enter a number' });
    expect(fieldError(await adjust(0))).toEqual({ key: 'amount', value: 'Enter an amount other than zero' });
    expect(fieldError(await adjust(0, 'ar'))).toEqual({ key: 'amount', value: 'أدخل مبلغًا غير الصفر' });
    expect(fieldError(await adjust(1_000_000.01)).key).toBe('amount');
    expect(await wallet()).toEqual(before);
  });
});

describe("the staff's quote of a special order", () => {
  it('refuses a third decimal, zero, a negative and text, leaves the request unquoted, and takes an exact price', async () => {
    const asked = await api.call('POST', '/api/special-orders', {
      headers: customer.headers,
      body: { item: 'A poster of Barakah Meets Barakah', quantity: 1 },
    });
    expect(asked.status, asked.text).toBe(201);
    const id = asked.json.data.specialOrder.id as number;
    const quote = (price: unknown, locale: 'ar' | 'en' = 'en') =>
      api.call('POST', `/api/admin/special-orders/${id}/quote`, { headers: staff, locale, body: { price } });

    for (const price of NOT_TWO_DECIMALS.filter((price) => price > 0)) {
      expect(fieldError(await quote(price)), String(price)).toEqual({
        key: 'price',
        value: 'Enter an amount in riyals with at most two decimals',
      });
    }
    for (const price of [0, -0.01, -0.001]) {
      expect(fieldError(await quote(price)), String(price)).toEqual({
        key: 'price',
        value: 'Enter an amount above zero',
      });
    }
    expect(fieldError(await quote(0, 'ar'))).toEqual({ key: 'price', value: 'أدخل مبلغًا أكبر من صفر' });
    expect(fieldError(await quote('12'))).toEqual({ key: 'price', value: 'Enter a number' });
    expect(fieldError(await quote(10_000_000.01)).key).toBe('price');
    const [unquoted] = await api.db.select().from(specialOrders).where(eq(specialOrders.id, id));
    expect(unquoted).toMatchObject({ status: 'requested', quoteMinor: null });

    expect((await quote(19.99)).status).toBe(200);
    const [quoted] = await api.db.select().from(specialOrders).where(eq(specialOrders.id, id));
    expect(quoted).toMatchObject({ status: 'quoted', quoteMinor: 1999 });
  });
});

describe('the price filter of the product list', () => {
  it('refuses a third decimal, a negative and what is not a number, in both languages', async () => {
    for (const value of ['0.001', '1.005', '1e-7', '-0.01', 'abc']) {
      for (const name of ['priceMin', 'priceMax']) {
        const answer = await api.call('GET', `/api/products?${name}=${value}`);
        expect(fieldError(answer).key, `${name}=${value}`).toBe(name);
      }
    }
    expect(fieldError(await api.call('GET', '/api/products?priceMin=1.005', { locale: 'ar' }))).toEqual({
      key: 'priceMin',
      value: 'أدخل مبلغًا بالريال بمنزلتين عشريتين على الأكثر',
    });
  });

  it('compares with exactly the halalas written', async () => {
    const all = (await api.call('GET', '/api/products?perPage=50&sort=price_asc')).json.data;
    expect(all.items.length).toBeGreaterThan(1);
    const price = all.items[0].finalPrice as number;
    const at = await api.call('GET', `/api/products?perPage=50&priceMin=${price}&priceMax=${price}`);
    expect(at.status, at.text).toBe(200);
    expect(at.json.data.items.map((item: { finalPrice: number }) => item.finalPrice)).toContain(price);
    const above = await api.call('GET', `/api/products?perPage=50&priceMin=${Math.round(price * 100 + 1) / 100}`);
    expect(above.json.data.items.every((item: { finalPrice: number }) => item.finalPrice > price)).toBe(true);
  });
});
