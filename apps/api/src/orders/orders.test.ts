import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { couponRedemptions, coupons, orders, payments, products, shipmentTypes } from '../db/schema.ts';
import { createAccounts, loginAs, mailsTo } from '../test/accounts.ts';
import { startTestApp, type TestApp } from '../test/test-app.ts';

type Headers = Record<string, string>;
type Total = { name: string; value: number };

let api: TestApp;
const ids = { notebook: 0, poster: 0 };
const shipping = { standard: 0, pickup: 0 };

async function productId(slug: string) {
  const [row] = await api.db.select({ id: products.id }).from(products).where(eq(products.slug, slug));
  if (!row) throw new Error(`no product ${slug}`);
  return row.id;
}

async function stockOf(id: number) {
  const [row] = await api.db
    .select({ stock: products.stock, sales: products.salesCount })
    .from(products)
    .where(eq(products.id, id));
  return row ?? { stock: -1, sales: -1 };
}

async function setProduct(id: number, values: Partial<typeof products.$inferInsert>) {
  await api.db.update(products).set(values).where(eq(products.id, id));
}

async function addToCart(headers: Headers, id: number, quantity = 1) {
  const answer = await api.call('POST', '/api/cart', { headers, body: { id, quantity } });
  expect(answer.status, answer.text).toBe(200);
  return answer.json.data.cart;
}

/** A new customer with one address and a cart holding what is given. */
async function customerWithCart(prefix: string, lines: [number, number][]) {
  const [person] = await createAccounts(api.db, prefix, 1);
  if (!person) throw new Error('no account');
  const added = await api.call('POST', '/api/addresses', {
    headers: person.headers,
    body: {
      name: 'Home',
      recipient: 'Layla Haddad',
      telephone: '0501234567',
      city: riyadh.city,
      district: riyadh.district,
      address: 'King Fahd Road, building 12',
    },
  });
  expect(added.status, added.text).toBe(200);
  for (const [id, quantity] of lines) await addToCart(person.headers, id, quantity);
  return { ...person, addressId: added.json.data.address.id as number };
}

const riyadh = { country: 0, city: 0, district: 0 };
let jeddahDistrict = 0;

function order(addressId: number | null, extra: Record<string, unknown> = {}) {
  return {
    address: addressId,
    shipmentType: shipping.standard,
    paymentMethod: 'cash_on_delivery',
    ...extra,
  };
}

beforeAll(async () => {
  api = await startTestApp();
  ids.notebook = await productId('director-notebook');
  ids.poster = await productId('poster-shadows-of-sand');
  await setProduct(ids.notebook, { priceMinor: 115_00, taxIncluded: true, discountPercentage: 0, stock: 50 });
  await setProduct(ids.poster, { priceMinor: 100_00, taxIncluded: false, discountPercentage: 0, stock: 30 });
  const types = await api.db.select().from(shipmentTypes);
  shipping.standard = types.find((type) => type.needsAddress && type.priceMinor === 25_00)?.id ?? 0;
  shipping.pickup = types.find((type) => !type.needsAddress)?.id ?? 0;
  const countries = await api.call('GET', '/api/countries');
  riyadh.country = countries.json.data.items.find((country: { code: string }) => country.code === 'SA').id;
  const cities = await api.call('GET', `/api/cities?country=${riyadh.country}`);
  riyadh.city = cities.json.data.items.find((city: { name: string }) => city.name === 'Riyadh').id;
  const jeddah = cities.json.data.items.find((city: { name: string }) => city.name === 'Jeddah').id;
  const districts = await api.call('GET', `/api/districts?city=${riyadh.city}`);
  riyadh.district = districts.json.data.items[0].id;
  jeddahDistrict = (await api.call('GET', `/api/districts?city=${jeddah}`)).json.data.items[0].id;
});
afterAll(async () => {
  await api?.close();
});

describe('places and checkout choices', () => {
  it('lists countries, the cities of one and the districts of a city, in the language asked', async () => {
    const ar = await api.call('GET', `/api/cities?country=${riyadh.country}`, { locale: 'ar' });
    expect(ar.status).toBe(200);
    expect(ar.json.data.items[0].name).toBe('الرياض');
    expect(ar.headers.get('cache-control')).toContain('public');
    const districts = await api.call('GET', `/api/districts?city=${riyadh.city}`);
    expect(districts.json.data.items.length).toBeGreaterThan(5);
  });

  it('refuses a missing or malformed place id with 400, not 500', async () => {
    for (const path of [
      '/api/cities',
      '/api/cities?country=abc',
      '/api/districts?city=-1',
      '/api/districts?city=1e99',
    ]) {
      const answer = await api.call('GET', path);
      expect(answer.status, path).toBe(400);
      expect(answer.json.errors.length).toBeGreaterThan(0);
    }
  });

  it('lists the shipment types with their price and whether they need an address, and the bank accounts', async () => {
    const types = await api.call('GET', '/api/shipment-types', { locale: 'ar' });
    expect(types.json.data.items).toContainEqual(
      expect.objectContaining({ id: shipping.standard, price: 25, needsAddress: true, name: 'التوصيل العادي' }),
    );
    expect(types.json.data.items).toContainEqual(
      expect.objectContaining({ id: shipping.pickup, price: 0, needsAddress: false }),
    );
    const banks = await api.call('GET', '/api/bank-accounts');
    expect(banks.json.data.items.length).toBe(2);
    expect(banks.json.data.items[0].iban).toMatch(/^SA\d{22}$/);
    const one = await api.call('GET', `/api/bank-accounts/${banks.json.data.items[0].id}`);
    expect(one.json.data.bankAccount.iban).toBe(banks.json.data.items[0].iban);
    expect((await api.call('GET', '/api/bank-accounts/999999')).status).toBe(404);
  });

  it('puts the chosen shipping in the cart totals, and refuses an unknown shipment type', async () => {
    const person = await customerWithCart('cart-shipping', [[ids.notebook, 2]]);
    const plain = await api.call('GET', '/api/cart', { headers: person.headers });
    const value = (totals: Total[], name: string) => totals.find((total) => total.name === name)?.value;
    expect(value(plain.json.data.cart.totals, 'totalShipping')).toBe(0);
    expect(value(plain.json.data.cart.totals, 'totalFinalPrice')).toBe(230);
    const shipped = await api.call('GET', `/api/cart?shipmentType=${shipping.standard}`, { headers: person.headers });
    expect(value(shipped.json.data.cart.totals, 'totalShipping')).toBe(25);
    expect(value(shipped.json.data.cart.totals, 'totalFinalPrice')).toBe(255);
    // VAT: 30.00 on the goods plus 3.26 inside the 25.00 of shipping
    expect(value(shipped.json.data.cart.totals, 'totalVatTax')).toBe(33.26);
    const unknown = await api.call('GET', '/api/cart?shipmentType=99999', { headers: person.headers });
    expect(unknown.status).toBe(400);
    expect(unknown.json.errors[0].key).toBe('shipmentType');
  });
});

describe('the address book', () => {
  it("answers the demo customer's addresses, the default first", async () => {
    const { headers } = await loginAs(api, 'customer@forum.test');
    const answer = await api.call('GET', '/api/addresses', { headers, locale: 'ar' });
    expect(answer.status).toBe(200);
    const [first, second] = answer.json.data.items;
    expect(first).toMatchObject({ name: 'المنزل', isDefault: true, city: { name: 'الرياض' } });
    expect(first.recipient).not.toBe('');
    expect(second.isDefault).toBe(false);
  });

  it('makes the first address the default, moves the mark when another is chosen, and passes it on when deleted', async () => {
    const [person] = await createAccounts(api.db, 'address-book', 1);
    if (!person) throw new Error('no account');
    const body = {
      name: 'Home',
      recipient: 'Layla',
      telephone: '+966501234567',
      city: riyadh.city,
      address: 'Olaya Street 10',
    };
    const home = await api.call('POST', '/api/addresses', { headers: person.headers, body });
    expect(home.json.data.address).toMatchObject({ isDefault: true, district: null, country: { code: 'SA' } });
    const work = await api.call('POST', '/api/addresses', {
      headers: person.headers,
      body: { ...body, name: 'Work', isDefault: true, district: riyadh.district },
    });
    expect(work.json.data.address.isDefault).toBe(true);
    let book = await api.call('GET', '/api/addresses', { headers: person.headers });
    expect(
      book.json.data.items.map((item: { name: string; isDefault: boolean }) => [item.name, item.isDefault]),
    ).toEqual([
      ['Work', true],
      ['Home', false],
    ]);
    const changed = await api.call('PUT', `/api/addresses/${home.json.data.address.id}`, {
      headers: person.headers,
      body: { ...body, address: 'Olaya Street 12' },
    });
    expect(changed.json.data.address).toMatchObject({ address: 'Olaya Street 12', isDefault: false });
    book = await api.call('DELETE', `/api/addresses/${work.json.data.address.id}`, { headers: person.headers });
    expect(book.json.data.items).toEqual([expect.objectContaining({ name: 'Home', isDefault: true })]);
  });

  it('refuses bad fields with localized messages per field and stores nothing', async () => {
    const [person] = await createAccounts(api.db, 'address-bad', 1);
    if (!person) throw new Error('no account');
    const answer = await api.call('POST', '/api/addresses', {
      headers: person.headers,
      locale: 'ar',
      body: { name: '', recipient: 'L', telephone: '12', city: riyadh.city, address: 'x' },
    });
    expect(answer.status).toBe(400);
    const keys = answer.json.errors.map((error: { key: string }) => error.key);
    expect(keys).toEqual(expect.arrayContaining(['name', 'recipient', 'telephone', 'address']));
    expect(answer.json.errors.find((error: { key: string }) => error.key === 'telephone').value).toMatch(/رقم هاتف/);
    const wrongDistrict = await api.call('POST', '/api/addresses', {
      headers: person.headers,
      body: {
        name: 'Home',
        recipient: 'Layla',
        telephone: '0501234567',
        city: riyadh.city,
        district: jeddahDistrict,
        address: 'Olaya Street 10',
      },
    });
    expect(wrongDistrict.status).toBe(400);
    expect(wrongDistrict.json.errors).toEqual([{ key: 'district', value: 'Choose a district of the chosen city' }]);
    const unknownCity = await api.call('POST', '/api/addresses', {
      headers: person.headers,
      body: { name: 'Home', recipient: 'Layla', telephone: '0501234567', city: 999999, address: 'Olaya Street 10' },
    });
    expect(unknownCity.status).toBe(400);
    const book = await api.call('GET', '/api/addresses', { headers: person.headers });
    expect(book.json.data.items).toEqual([]);
  });

  it("answers 404 for another customer's address, and keeps guests and exhibitors out", async () => {
    const [owner, other] = await createAccounts(api.db, 'address-owner', 2);
    if (!owner || !other) throw new Error('no accounts');
    const body = {
      name: 'Home',
      recipient: 'Layla',
      telephone: '0501234567',
      city: riyadh.city,
      address: 'Olaya Street 10',
    };
    const mine = await api.call('POST', '/api/addresses', { headers: owner.headers, body });
    const id = mine.json.data.address.id;
    expect((await api.call('PUT', `/api/addresses/${id}`, { headers: other.headers, body })).status).toBe(404);
    expect((await api.call('DELETE', `/api/addresses/${id}`, { headers: other.headers })).status).toBe(404);
    expect((await api.call('GET', '/api/addresses', { headers: owner.headers })).json.data.items).toHaveLength(1);

    expect((await api.call('GET', '/api/addresses')).status).toBe(401);
    const guest = await api.call('POST', '/api/login/guests');
    const guestHeaders = { authorization: `Bearer ${guest.json.data.authorization.accessToken}` };
    expect((await api.call('GET', '/api/addresses', { headers: guestHeaders })).status).toBe(401);
    const [exhibitor] = await createAccounts(api.db, 'address-exhibitor', 1, { type: 'exhibitor' });
    const refused = await api.call('GET', '/api/addresses', { headers: exhibitor?.headers ?? {} });
    expect(refused.status).toBe(403);
  });
});

describe('placing an order', () => {
  it('turns the cart into an order: totals with shipping, stock taken, cart emptied, a receipt emailed', async () => {
    const person = await customerWithCart('order-cod', [
      [ids.notebook, 2],
      [ids.poster, 1],
    ]);
    const before = await Promise.all([stockOf(ids.notebook), stockOf(ids.poster)]);
    const cart = await api.call('GET', `/api/cart?shipmentType=${shipping.standard}`, { headers: person.headers });
    const answer = await api.call('POST', '/api/orders', {
      headers: person.headers,
      body: order(person.addressId, { notes: 'Ring the bell twice' }),
    });
    expect(answer.status, answer.text).toBe(200);
    const placed = answer.json.data.order;
    expect(answer.json.data.payment).toBeNull();
    expect(placed).toMatchObject({
      status: 'pending',
      paymentMethod: 'cash_on_delivery',
      itemsCount: 3,
      notes: 'Ring the bell twice',
      canCancel: true,
      canPay: false,
      address: { recipient: 'Layla Haddad', city: 'Riyadh' },
      shipmentType: { id: shipping.standard },
    });
    expect(placed.number).toMatch(/^FF-\d{4}-\d{6}$/);
    expect(placed.totals).toEqual(cart.json.data.cart.totals);
    // 2 × 115.00 + 100.00 + 15% VAT + 25.00 shipping
    expect(placed.finalPrice).toBe(370);
    expect(placed.items).toEqual([
      expect.objectContaining({ name: 'The Director’s Notebook', quantity: 2, unitPrice: 115, lineTotal: 230 }),
      expect.objectContaining({ quantity: 1, unitPrice: 100 }),
    ]);
    const after = await Promise.all([stockOf(ids.notebook), stockOf(ids.poster)]);
    expect(after[0]).toEqual({ stock: (before[0]?.stock ?? 0) - 2, sales: (before[0]?.sales ?? 0) + 2 });
    expect(after[1]?.stock).toBe((before[1]?.stock ?? 0) - 1);
    const emptied = await api.call('GET', '/api/cart', { headers: person.headers });
    expect(emptied.json.data.cart.items).toEqual([]);
    const mails = await mailsTo(api.db, person.email);
    expect(mails.at(-1)?.subject).toContain(placed.number);
    expect(mails.at(-1)?.text).toContain(`/account/orders/${placed.id}`);

    const read = await api.call('GET', `/api/orders/${placed.id}`, { headers: person.headers, locale: 'ar' });
    expect(read.json.data.order).toMatchObject({ id: placed.id, address: { city: 'الرياض' } });
    expect(read.json.data.order.items[0].name).toBe('دفتر المخرج');
  });

  it('makes one order for one idempotency key, however often it is sent', async () => {
    const person = await customerWithCart('order-twice', [[ids.notebook, 1]]);
    const before = await stockOf(ids.notebook);
    const body = order(person.addressId, { idempotencyKey: 'checkout-key-0001' });
    const [first, second] = await Promise.all([
      api.call('POST', '/api/orders', { headers: person.headers, body }),
      api.call('POST', '/api/orders', { headers: person.headers, body }),
    ]);
    expect(first.status, first.text).toBe(200);
    expect(second.status, second.text).toBe(200);
    expect(second.json.data.order.id).toBe(first.json.data.order.id);
    const third = await api.call('POST', '/api/orders', {
      headers: { ...person.headers, 'idempotency-key': 'checkout-key-0001' },
      body: order(person.addressId),
    });
    expect(third.json.data.order.id).toBe(first.json.data.order.id);
    expect((await stockOf(ids.notebook)).stock).toBe(before.stock - 1);
    const list = await api.call('GET', '/api/orders', { headers: person.headers });
    expect(list.json.data.pagination.total).toBe(1);
  });

  it('answers a card order sent ten times with one key with one order and one payment attempt', async () => {
    const person = await customerWithCart('order-card-twice', [[ids.notebook, 1]]);
    const body = order(person.addressId, { paymentMethod: 'card', idempotencyKey: 'card-checkout-key-0001' });
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => api.call('POST', '/api/orders', { headers: person.headers, body })),
    );
    for (const answer of answers) expect(answer.status, answer.text).toBe(200);
    const orderIds = new Set(answers.map((answer) => answer.json.data.order.id));
    const pages = new Set(answers.map((answer) => answer.json.data.payment.redirectUrl));
    expect(orderIds.size).toBe(1);
    expect(pages.size).toBe(1);
    const attempts = await api.db
      .select()
      .from(payments)
      .where(eq(payments.orderId, [...orderIds][0]));
    expect(attempts).toHaveLength(1);
  });

  it('needs an address unless the order is picked up, and only one of the customer’s own', async () => {
    const person = await customerWithCart('order-address', [[ids.notebook, 1]]);
    const [stranger] = await createAccounts(api.db, 'order-stranger', 1);
    const strangers = await api.call('POST', '/api/addresses', {
      headers: stranger?.headers ?? {},
      body: { name: 'Home', recipient: 'Omar', telephone: '0501234567', city: riyadh.city, address: 'Tahlia Street 3' },
    });
    const missing = await api.call('POST', '/api/orders', { headers: person.headers, body: order(null), locale: 'ar' });
    expect(missing.status).toBe(422);
    expect(missing.json.errors).toEqual([{ key: 'address', value: 'يجب عليك اختيار العنوان أولًا' }]);
    const foreign = await api.call('POST', '/api/orders', {
      headers: person.headers,
      body: order(strangers.json.data.address.id),
    });
    expect(foreign.status).toBe(404);
    expect((await api.call('GET', '/api/cart', { headers: person.headers })).json.data.cart.items).toHaveLength(1);

    const pickup = await api.call('POST', '/api/orders', {
      headers: person.headers,
      body: { shipmentType: shipping.pickup, paymentMethod: 'cash_on_delivery' },
    });
    expect(pickup.status, pickup.text).toBe(200);
    expect(pickup.json.data.order).toMatchObject({ address: null, shipmentType: { id: shipping.pickup } });
    expect(pickup.json.data.order.totals).toContainEqual({ name: 'totalShipping', value: 0 });
  });

  it('refuses bad input, an empty cart, guests and exhibitors, and changes nothing', async () => {
    const person = await customerWithCart('order-bad', [[ids.notebook, 1]]);
    const stock = await stockOf(ids.notebook);
    for (const body of [
      order(person.addressId, { paymentMethod: 'bitcoin' }),
      order(person.addressId, { shipmentType: 'fast' }),
      order(person.addressId, { idempotencyKey: 'no spaces allowed' }),
      order(person.addressId, { notes: 'x'.repeat(501) }),
      order(person.addressId, { shipmentType: 999999 }),
    ]) {
      const answer = await api.call('POST', '/api/orders', { headers: person.headers, body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
    }
    expect((await api.call('POST', '/api/orders', { headers: person.headers, body: '{"broken' })).status).toBe(400);
    expect((await stockOf(ids.notebook)).stock).toBe(stock.stock);
    expect((await api.call('GET', '/api/orders', { headers: person.headers })).json.data.items).toEqual([]);

    const [empty] = await createAccounts(api.db, 'order-empty', 1);
    const none = await api.call('POST', '/api/orders', {
      headers: empty?.headers ?? {},
      body: { shipmentType: shipping.pickup, paymentMethod: 'cash_on_delivery' },
    });
    expect(none.status).toBe(422);
    expect(none.json.errors[0].value).toBe('Your cart is empty: add products before placing an order');

    expect((await api.call('POST', '/api/orders', { body: order(1) })).status).toBe(401);
    const guest = await api.call('POST', '/api/login/guests');
    const guestHeaders = { authorization: `Bearer ${guest.json.data.authorization.accessToken}` };
    await addToCart(guestHeaders, ids.notebook);
    expect((await api.call('POST', '/api/orders', { headers: guestHeaders, body: order(1) })).status).toBe(401);
    const [exhibitor] = await createAccounts(api.db, 'order-exhibitor', 1, { type: 'exhibitor' });
    const refused = await api.call('POST', '/api/orders', { headers: exhibitor?.headers ?? {}, body: order(1) });
    expect(refused.status).toBe(403);
  });

  it('refuses a quantity the stock no longer covers, naming the product, and keeps the cart', async () => {
    const person = await customerWithCart('order-stock', [[ids.poster, 3]]);
    const { stock } = await stockOf(ids.poster);
    await setProduct(ids.poster, { stock: 2 });
    try {
      const answer = await api.call('POST', '/api/orders', { headers: person.headers, body: order(person.addressId) });
      expect(answer.status).toBe(409);
      expect(answer.json.errors[0].value).toMatch(/^Only 2 of .+ are in stock/);
      expect((await stockOf(ids.poster)).stock).toBe(2);
      expect((await api.call('GET', '/api/cart', { headers: person.headers })).json.data.cart.items).toHaveLength(1);
    } finally {
      await setProduct(ids.poster, { stock });
    }
  });

  it('sells the last unit once when two customers order it at the same moment', async () => {
    const last = await productId('director-notebook');
    const buyers = await Promise.all([
      customerWithCart('order-race-a', [[last, 1]]),
      customerWithCart('order-race-b', [[last, 1]]),
    ]);
    const { stock } = await stockOf(last);
    await setProduct(last, { stock: 1 });
    try {
      const answers = await Promise.all(
        buyers.map((buyer) =>
          api.call('POST', '/api/orders', { headers: buyer.headers, body: order(buyer.addressId) }),
        ),
      );
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      expect((await stockOf(last)).stock).toBe(0);
    } finally {
      await setProduct(last, { stock });
    }
  });

  it('counts a coupon’s uses under a lock: the last use goes to one order only', async () => {
    const [row] = await api.db
      .insert(coupons)
      .values({ code: 'RACE1', kind: 'percentage', value: 10, usageLimit: 1 })
      .returning({ id: coupons.id });
    const buyers = await Promise.all([
      customerWithCart('coupon-race-a', [[ids.notebook, 1]]),
      customerWithCart('coupon-race-b', [[ids.notebook, 1]]),
    ]);
    for (const buyer of buyers) {
      const applied = await api.call('POST', '/api/cart/coupon', { headers: buyer.headers, body: { code: 'RACE1' } });
      expect(applied.status).toBe(200);
    }
    const answers = await Promise.all(
      buyers.map((buyer) => api.call('POST', '/api/orders', { headers: buyer.headers, body: order(buyer.addressId) })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 422]);
    const refused = answers.find((answer) => answer.status === 422);
    expect(refused?.json.errors).toEqual([
      { key: 'code', value: 'This coupon has been used as many times as it allows' },
    ]);
    const placed = answers.find((answer) => answer.status === 200)?.json.data.order;
    expect(placed.coupon).toBe('RACE1');
    expect(placed.totals).toContainEqual({ name: 'totalCouponDiscount', value: 11.5 });
    const uses = await api.db
      .select()
      .from(couponRedemptions)
      .where(eq(couponRedemptions.couponId, row?.id ?? 0));
    expect(uses).toHaveLength(1);
  });
});

describe('following and cancelling orders', () => {
  it("lists the demo customer's orders newest first, by page and by status", async () => {
    const { headers } = await loginAs(api, 'customer@forum.test');
    const all = await api.call('GET', '/api/orders?perPage=2', { headers });
    expect(all.status).toBe(200);
    expect(all.json.data.pagination).toMatchObject({ page: 1, perPage: 2, total: 5, lastPage: 3 });
    const dates = all.json.data.items.map((item: { createdAt: string }) => item.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    const delivered = await api.call('GET', '/api/orders?status=delivered', { headers });
    expect(delivered.json.data.items).toHaveLength(3);
    expect(delivered.json.data.items[0].image.url).toMatch(/^\/uploads\//);
    expect((await api.call('GET', '/api/orders?status=lost', { headers })).status).toBe(400);
    expect((await api.call('GET', '/api/orders?page=0', { headers })).status).toBe(400);
  });

  it("answers 404 for another customer's order, on every call", async () => {
    const { headers } = await loginAs(api, 'customer@forum.test');
    const mine = await api.call('GET', '/api/orders', { headers });
    const id = mine.json.data.items[0].id;
    const [other] = await createAccounts(api.db, 'order-peeker', 1);
    for (const [method, path] of [
      ['GET', `/api/orders/${id}`],
      ['POST', `/api/orders/${id}/cancel`],
    ] as const) {
      const answer = await api.call(method, path, { headers: other?.headers ?? {} });
      expect(answer.status, path).toBe(404);
    }
    expect((await api.call('GET', '/api/orders/abc', { headers })).status).toBe(400);
  });

  it('cancels an order not yet prepared: the stock and the coupon use come back; later it refuses', async () => {
    await api.db.insert(coupons).values({ code: 'CANCELME', kind: 'fixed', value: 10_00, perCustomerLimit: 1 });
    const person = await customerWithCart('order-cancel', [[ids.notebook, 2]]);
    await api.call('POST', '/api/cart/coupon', { headers: person.headers, body: { code: 'CANCELME' } });
    const before = await stockOf(ids.notebook);
    const placed = await api.call('POST', '/api/orders', { headers: person.headers, body: order(person.addressId) });
    expect(placed.json.data.order.coupon).toBe('CANCELME');
    expect((await stockOf(ids.notebook)).stock).toBe(before.stock - 2);
    const id = placed.json.data.order.id;

    const cancelled = await api.call('POST', `/api/orders/${id}/cancel`, { headers: person.headers });
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(cancelled.json.data.order).toMatchObject({ status: 'cancelled', canCancel: false });
    expect(cancelled.json.data.order.cancelledAt).not.toBeNull();
    expect(await stockOf(ids.notebook)).toEqual(before);
    const uses = await api.db
      .select()
      .from(couponRedemptions)
      .where(and(eq(couponRedemptions.orderId, id)));
    expect(uses).toEqual([]);

    const again = await api.call('POST', `/api/orders/${id}/cancel`, { headers: person.headers, locale: 'ar' });
    expect(again.status).toBe(409);
    expect(again.json.errors[0].value).toBe('لم يعد بالإمكان إلغاء هذا الطلب');
    expect(await stockOf(ids.notebook)).toEqual(before);

    const { headers } = await loginAs(api, 'customer@forum.test');
    const [delivered] = (await api.call('GET', '/api/orders?status=delivered', { headers })).json.data.items;
    expect((await api.call('POST', `/api/orders/${delivered.id}/cancel`, { headers })).status).toBe(409);
    const [row] = await api.db.select().from(orders).where(eq(orders.id, delivered.id));
    expect(row?.status).toBe('delivered');
  });
});
