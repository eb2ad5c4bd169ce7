import { cartTotalNames } from '@forum/contract/cart-rules';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../auth/password.ts';
import {
  carts,
  couponRedemptions,
  coupons,
  productOptions,
  productOptionValues,
  products,
  users,
} from '../db/schema.ts';
import { bearer, createAccount, createAccounts, DEMO_PASSWORD } from '../test/accounts.ts';
import { startTestApp, type TestApp } from '../test/test-app.ts';

type Headers = Record<string, string>;
type Total = { name: string; value: number };

let api: TestApp;
/** Products of the demo shop, set to known prices in this file's copy of the database. */
const ids = { notebook: 0, camera: 0, anamorphic: 0, tshirt: 0 };
/** The camera's option values: a required radio group (bundle) and a checkbox (warranty). */
const cameraValues = { bodyOnly: 0, kit: 0, warranty: 0 };
const tshirtValues = { sizeM: 0, sizeL: 0, blue: 0 };

async function productId(slug: string) {
  const [row] = await api.db.select({ id: products.id }).from(products).where(eq(products.slug, slug));
  if (!row) throw new Error(`no product ${slug}`);
  return row.id;
}

async function valuesOf(product: number) {
  return api.db
    .select({ id: productOptionValues.id, option: productOptions.name, value: productOptionValues.name })
    .from(productOptionValues)
    .innerJoin(productOptions, eq(productOptions.id, productOptionValues.optionId))
    .where(eq(productOptions.productId, product))
    .orderBy(productOptions.sortOrder, productOptionValues.sortOrder);
}

const valueId = (rows: Awaited<ReturnType<typeof valuesOf>>, option: string, value: string) => {
  const row = rows.find((candidate) => candidate.option.en === option && candidate.value.en === value);
  if (!row) throw new Error(`no value ${option}: ${value}`);
  return row.id;
};

beforeAll(async () => {
  api = await startTestApp();
  ids.notebook = await productId('director-notebook');
  ids.camera = await productId('sarab-c6-cinema-camera');
  ids.anamorphic = await productId('najm-anamorphic-40mm');
  ids.tshirt = await productId('forum-tshirt-2027');
  // 115.00 with VAT; 100.00 before VAT with a 10.50 warranty: the cases of totals.unit.test.ts
  await api.db
    .update(products)
    .set({ priceMinor: 115_00, taxIncluded: true, discountPercentage: 0, stock: 50 })
    .where(eq(products.id, ids.notebook));
  await api.db
    .update(products)
    .set({ priceMinor: 100_00, taxIncluded: false, discountPercentage: 0, stock: 50 })
    .where(eq(products.id, ids.camera));
  await api.db
    .update(products)
    .set({ priceMinor: 80_00, taxIncluded: true, discountPercentage: 0, stock: 40 })
    .where(eq(products.id, ids.tshirt));
  const camera = await valuesOf(ids.camera);
  cameraValues.bodyOnly = valueId(camera, 'Bundle', 'Body only');
  cameraValues.kit = valueId(camera, 'Bundle', 'Production kit with batteries and monitor');
  cameraValues.warranty = valueId(camera, 'Extras', 'Extended warranty, two extra years');
  await api.db
    .update(productOptionValues)
    .set({ priceDeltaMinor: 10_50 })
    .where(eq(productOptionValues.id, cameraValues.warranty));
  const tshirt = await valuesOf(ids.tshirt);
  tshirtValues.sizeM = valueId(tshirt, 'Size', 'M');
  tshirtValues.sizeL = valueId(tshirt, 'Size', 'L');
  tshirtValues.blue = valueId(tshirt, 'Colour', 'Night blue');
});
afterAll(async () => {
  await api?.close();
});

const person = (prefix: string) => createAccount(api.db, prefix);
const getCart = (headers: Headers) => api.call('GET', '/api/cart', { headers });
const add = (headers: Headers, body: unknown, locale: 'ar' | 'en' = 'en') =>
  api.call('POST', '/api/cart', { headers, body, locale });
const setQuantity = (headers: Headers, itemId: number, quantity: number) =>
  api.call('PUT', `/api/cart/${itemId}/quantity`, { headers, body: { quantity } });
const coupon = (headers: Headers, code: string, locale: 'ar' | 'en' = 'en') =>
  api.call('POST', '/api/cart/coupon', { headers, body: { code }, locale });
const totalsOf = (answer: { json: { data: { cart: { totals: Total[] } } } }) =>
  Object.fromEntries(answer.json.data.cart.totals.map((total) => [total.name, total.value]));
const refusal = (answer: { status: number; json: { errors: { key: string; value: string }[] } }) => ({
  status: answer.status,
  errors: answer.json.errors,
});

/** The notebook twice and the camera (body only, with the warranty) three times. */
async function fillCart(headers: Headers) {
  await add(headers, { id: ids.notebook, quantity: 2, type: 'product' });
  return add(headers, {
    id: ids.camera,
    quantity: 3,
    options: [cameraValues.warranty, cameraValues.bodyOnly],
    type: 'product',
  });
}

describe('who has a cart', () => {
  it('answers 401 without a session, on every call', async () => {
    for (const answer of [
      await getCart({}),
      await add({}, { id: ids.notebook }),
      await api.call('DELETE', '/api/cart/1/items'),
      await setQuantity({}, 1, 2),
      await coupon({}, 'WELCOME10'),
      await api.call('DELETE', '/api/cart'),
      await api.call('GET', '/api/cart/changes'),
    ]) {
      expect(answer.status).toBe(401);
      expect(answer.json).toEqual({ errors: [{ key: 'error', value: 'You must be logged in first' }] });
    }
  });

  it('gives a guest a cart through its guest session, empty at first', async () => {
    const guest = await api.call('POST', '/api/login/guests');
    const headers = bearer(guest.json.data.authorization.accessToken);
    const empty = await getCart(headers);
    expect(empty.status).toBe(200);
    expect(empty.headers.get('cache-control')).toBe('private, no-store');
    expect(empty.json).toEqual({
      data: {
        cart: {
          items: [],
          totals: cartTotalNames.map((name) => ({ name, value: 0 })),
          finalPrice: 0,
          currency: 'SAR',
          coupon: null,
          hasChanges: false,
        },
      },
    });
    const added = await add(headers, { id: ids.notebook, type: 'product' });
    expect(added.status).toBe(200);
    expect(added.json.data.cart.items[0].quantity).toBe(1);
  });

  it('needs the XSRF header beside the session cookie to change the cart', async () => {
    const login = await api.call('POST', '/api/login', {
      body: { email: 'customer@forum.test', password: DEMO_PASSWORD },
    });
    const cookies = login.headers.getSetCookie().map((cookie) => cookie.split(';')[0]);
    const cookie = cookies.join('; ');
    const xsrf = decodeURIComponent(
      cookies.find((entry) => entry?.startsWith('XSRF-TOKEN='))?.slice('XSRF-TOKEN='.length) ?? '',
    );
    expect((await add({ cookie }, { id: ids.notebook })).status).toBe(403);
    expect((await getCart({ cookie })).status).toBe(200);
    expect((await add({ cookie, 'X-XSRF-TOKEN': xsrf }, { id: ids.notebook })).status).toBe(200);
  });
});

describe('adding to the cart', () => {
  it('answers the whole cart: lines with the product card, options, prices and stock, and the totals', async () => {
    const { headers } = await person('filler');
    const answer = await fillCart(headers);
    expect(answer.status).toBe(200);
    const { cart } = answer.json.data;
    expect(cart.items).toHaveLength(2);
    expect(cart.items[0]).toEqual({
      id: expect.any(Number),
      product: {
        id: ids.notebook,
        slug: 'director-notebook',
        name: 'The Director’s Notebook',
        image: { url: expect.any(String) },
        brand: { id: expect.any(Number), name: expect.any(String), slug: 'nakhla-press' },
        taxIncluded: true,
      },
      quantity: 2,
      options: [],
      notes: null,
      unitPrice: 115,
      lineTotal: 230,
      stockState: 'inStock',
      maxQuantity: 50,
    });
    expect(cart.items[1]).toMatchObject({
      product: { id: ids.camera, taxIncluded: false },
      quantity: 3,
      options: [
        { id: cameraValues.bodyOnly, type: 'radio', name: 'Bundle', value: 'Body only', priceChange: 0 },
        { id: cameraValues.warranty, type: 'checkbox', name: 'Extras', priceChange: 10.5 },
      ],
      unitPrice: 110.5,
      lineTotal: 331.5,
    });
    expect(cart.totals.map((total: Total) => total.name)).toEqual([...cartTotalNames]);
    expect(totalsOf(answer)).toEqual({
      totalItems: 5,
      totalSubPrice: 531.5,
      totalTax: 79.73,
      totalVatTax: 79.73,
      totalCouponDiscount: 0,
      totalShipping: 0,
      totalPrice: 611.23,
      totalFinalPrice: 611.23,
      totalPriceAfterDiscount: 611.23,
    });
    expect(cart.finalPrice).toBe(611.23);
    expect(cart.hasChanges).toBe(false);
    const arabic = await api.call('GET', '/api/cart', { headers, locale: 'ar' });
    expect(arabic.json.data.cart.items[0].product.name).toBe('دفتر المخرج');
  });

  it('adds to the line of the same product and options, and makes a new line for other options', async () => {
    const { headers } = await person('repeat');
    const first = await add(headers, { id: ids.camera, options: [cameraValues.bodyOnly], notes: 'Gift' });
    const lineId = first.json.data.cart.items[0].id;
    const again = await add(headers, { id: ids.camera, options: [cameraValues.bodyOnly], quantity: 2 });
    expect(again.json.data.cart.items).toEqual([expect.objectContaining({ id: lineId, quantity: 3, notes: 'Gift' })]);
    const other = await add(headers, { id: ids.camera, options: [cameraValues.kit] });
    expect(other.json.data.cart.items.map((item: { quantity: number }) => item.quantity)).toEqual([3, 1]);
  });

  it('checks the options: unknown values, two radio values, and a required choice left out', async () => {
    const { headers } = await person('chooser');
    const unknown = await add(headers, { id: ids.camera, options: [cameraValues.bodyOnly, tshirtValues.sizeM] });
    expect(refusal(unknown)).toEqual({
      status: 400,
      errors: [{ key: 'options', value: 'Choose one of the allowed values' }],
    });
    const both = await add(headers, { id: ids.camera, options: [cameraValues.bodyOnly, cameraValues.kit] });
    expect(both.status).toBe(400);
    const missing = await add(headers, { id: ids.tshirt, options: [tshirtValues.sizeM] });
    expect(refusal(missing)).toEqual({ status: 422, errors: [{ key: 'options', value: 'Choose one: Colour' }] });
    const arabic = await add(headers, { id: ids.tshirt, options: [tshirtValues.blue] }, 'ar');
    expect(arabic.json.errors).toEqual([{ key: 'options', value: 'اختر واحدًا: المقاس' }]);
    expect((await getCart(headers)).json.data.cart.items).toEqual([]);
  });

  it('refuses bad input with field errors and an unknown product with 404', async () => {
    const { headers } = await person('bad-input');
    expect((await add(headers, {})).json.errors.map((error: { key: string }) => error.key)).toEqual(['id']);
    expect((await add(headers, { id: ids.notebook, quantity: 0 })).status).toBe(400);
    expect((await add(headers, { id: ids.notebook, quantity: 100 })).status).toBe(400);
    expect((await add(headers, { id: ids.notebook, type: 'service' })).status).toBe(400);
    expect((await add(headers, { id: ids.notebook, options: ['x'] })).status).toBe(400);
    expect(refusal(await add(headers, { id: 999999 }))).toEqual({
      status: 404,
      errors: [{ key: 'error', value: 'Not found' }],
    });
  });

  it('refuses more than the stock, naming what is left, across lines of the same product', async () => {
    const { headers } = await person('stock');
    const refused = await add(headers, { id: ids.anamorphic, quantity: 3 });
    expect(refusal(refused)).toEqual({
      status: 409,
      errors: [{ key: 'quantity', value: 'Only 2 of this product are in stock' }],
    });
    const arabic = await add(headers, { id: ids.anamorphic, quantity: 3 }, 'ar');
    expect(arabic.json.errors[0].value).toBe('المتوفر من هذا المنتج قطعتان فقط');
    const two = await add(headers, { id: ids.anamorphic, quantity: 2 });
    expect(two.json.data.cart.items[0]).toMatchObject({ quantity: 2, stockState: 'lowStock', maxQuantity: 2 });
    expect((await add(headers, { id: ids.anamorphic })).status).toBe(409);
    const soldOut = await add(headers, { id: await productId('sarab-c8-cinema-camera') });
    expect(refusal(soldOut)).toEqual({ status: 409, errors: [{ key: 'quantity', value: 'This product is sold out' }] });
  });
});

describe('changing lines', () => {
  it('sets a quantity by PUT, by POST with _method: PUT and with X-HTTP-Method-Override', async () => {
    const { headers } = await person('quantity');
    const lineId = (await add(headers, { id: ids.notebook })).json.data.cart.items[0].id;
    const put = await setQuantity(headers, lineId, 4);
    expect(put.status).toBe(200);
    expect(put.json.data.cart.items[0].quantity).toBe(4);
    expect(totalsOf(put).totalPrice).toBe(460);
    const asPost = await api.call('POST', `/api/cart/${lineId}/quantity`, {
      headers,
      body: { _method: 'PUT', quantity: 5 },
    });
    expect(asPost.status).toBe(200);
    expect(asPost.json.data.cart.items[0].quantity).toBe(5);
    const asHeader = await api.call('POST', `/api/cart/${lineId}/quantity`, {
      headers: { ...headers, 'X-HTTP-Method-Override': 'PUT' },
      body: { quantity: 6 },
    });
    expect(asHeader.json.data.cart.items[0].quantity).toBe(6);
    expect((await setQuantity(headers, lineId, 0)).status).toBe(400);
    const tooMany = await setQuantity(headers, lineId, 51);
    expect(refusal(tooMany)).toEqual({
      status: 409,
      errors: [{ key: 'quantity', value: 'Only 50 of this product are in stock' }],
    });
  });

  it('removes a line, and answers 404 for a line of another person’s cart', async () => {
    const mine = await person('owner');
    const theirs = await person('intruder');
    const answer = await fillCart(mine.headers);
    const [first, second] = answer.json.data.cart.items as { id: number }[];
    for (const attempt of [
      await api.call('DELETE', `/api/cart/${first?.id}/items`, { headers: theirs.headers }),
      await setQuantity(theirs.headers, first?.id ?? 0, 1),
      await api.call('POST', `/api/cart/${first?.id}/quantity`, {
        headers: theirs.headers,
        body: { _method: 'PUT', quantity: 1 },
      }),
      await api.call('DELETE', '/api/cart/999999/items', { headers: mine.headers }),
    ]) {
      expect(refusal(attempt)).toEqual({ status: 404, errors: [{ key: 'error', value: 'Not found' }] });
    }
    const removed = await api.call('DELETE', `/api/cart/${first?.id}/items`, { headers: mine.headers });
    expect(removed.status).toBe(200);
    expect(removed.json.data.cart.items.map((item: { id: number }) => item.id)).toEqual([second?.id]);
    expect(totalsOf(removed).totalPrice).toBe(381.23);
  });

  it('empties the cart and its coupon with DELETE /cart (products by default)', async () => {
    const { headers } = await person('emptier');
    await fillCart(headers);
    await coupon(headers, 'WELCOME10');
    const emptied = await api.call('DELETE', '/api/cart', { headers });
    expect(emptied.status).toBe(200);
    expect(emptied.json.data.cart).toMatchObject({ items: [], coupon: null, finalPrice: 0 });
    await fillCart(headers);
    expect((await api.call('DELETE', '/api/cart?type=products', { headers })).json.data.cart.items).toEqual([]);
    expect((await api.call('DELETE', '/api/cart?type=services', { headers })).status).toBe(400);
  });
});

describe('coupons', () => {
  const now = Date.now();
  const day = 24 * 60 * 60 * 1000;

  beforeAll(async () => {
    await api.db.insert(coupons).values([
      { code: 'SOON', kind: 'percentage', value: 10, startsAt: new Date(now + day) },
      { code: 'GONE', kind: 'percentage', value: 10, expiresAt: new Date(now - day) },
      { code: 'TWICE', kind: 'fixed', value: 5_00, perCustomerLimit: 2 },
    ]);
  });

  it('applies a percentage coupon to the whole cart, and removes it with an empty code', async () => {
    const { headers } = await person('percent');
    await fillCart(headers);
    const applied = await coupon(headers, 'welcome10');
    expect(applied.status).toBe(200);
    expect(applied.json.data.cart.coupon).toEqual({
      code: 'WELCOME10',
      kind: 'percentage',
      value: 10,
      discount: 61.12,
      isApplied: true,
      message: null,
    });
    expect(totalsOf(applied)).toEqual({
      totalItems: 5,
      totalSubPrice: 478.36,
      totalTax: 71.75,
      totalVatTax: 71.75,
      totalCouponDiscount: 61.12,
      totalShipping: 0,
      totalPrice: 611.23,
      totalFinalPrice: 550.11,
      totalPriceAfterDiscount: 550.11,
    });
    expect(applied.json.data.cart.finalPrice).toBe(550.11);
    const removed = await coupon(headers, '');
    expect(removed.json.data.cart.coupon).toBeNull();
    expect(totalsOf(removed).totalCouponDiscount).toBe(0);
    expect((await api.call('POST', '/api/cart/coupon', { headers, body: {} })).json.data.cart.coupon).toBeNull();
  });

  it('takes a coupon limited to products off those lines only', async () => {
    const { headers } = await person('merch');
    await add(headers, { id: ids.notebook });
    await add(headers, { id: ids.tshirt, options: [tshirtValues.sizeL, tshirtValues.blue] });
    const applied = await coupon(headers, 'MERCH20');
    expect(applied.status).toBe(200);
    // 20% of the t-shirt's 80.00 only; the notebook's 115.00 stays whole
    expect(applied.json.data.cart.coupon.discount).toBe(16);
    expect(totalsOf(applied)).toMatchObject({ totalPrice: 195, totalCouponDiscount: 16, totalPriceAfterDiscount: 179 });
  });

  it('takes a fixed coupon limited to a category off its lines', async () => {
    const { headers } = await person('lens');
    await api.db.update(products).set({ stock: 10 }).where(eq(products.id, ids.anamorphic));
    await add(headers, { id: ids.anamorphic });
    await add(headers, { id: ids.notebook });
    const [lens] = await api.db.select().from(products).where(eq(products.id, ids.anamorphic));
    const applied = await coupon(headers, 'LENS15');
    expect(applied.status).toBe(200);
    expect(applied.json.data.cart.coupon.discount).toBe(Math.round((lens?.priceMinor ?? 0) * 0.15) / 100);
  });

  it('refuses each broken rule with its own message', async () => {
    const { id, headers } = await person('refused');
    await add(headers, { id: ids.notebook });
    const [twice] = await api.db.select().from(coupons).where(eq(coupons.code, 'TWICE'));
    await api.db.insert(couponRedemptions).values([
      { couponId: twice?.id ?? 0, userId: id },
      { couponId: twice?.id ?? 0, userId: id },
    ]);
    const cases: [string, string][] = [
      ['NOPE', 'There is no coupon with this code'],
      ['SOON', 'This coupon cannot be used yet'],
      ['GONE', 'This coupon has expired'],
      ['EXPIRED20', 'This coupon has expired'],
      ['PAUSED10', 'This coupon is not active'],
      ['FILM50', 'This coupon needs products worth at least 300 SAR in the cart'],
      ['LASTONE', 'This coupon has been used as many times as it allows'],
      ['TWICE', 'You have already used this coupon as many times as it allows'],
      ['LENS15', 'This coupon does not apply to the products in your cart'],
      ['MERCH20', 'This coupon does not apply to the products in your cart'],
    ];
    for (const [code, message] of cases) {
      expect({ code, ...refusal(await coupon(headers, code)) }).toEqual({
        code,
        status: 422,
        errors: [{ key: 'code', value: message }],
      });
    }
    expect((await coupon(headers, 'FILM50', 'ar')).json.errors[0].value).toBe(
      'تتطلب هذه القسيمة منتجات في السلة بقيمة 300 ريال على الأقل',
    );
    expect((await getCart(headers)).json.data.cart.coupon).toBeNull();
    expect((await coupon(headers, 'x'.repeat(41))).status).toBe(400);
  });

  it('keeps a coupon whose rules the cart no longer meets, without its discount and saying why', async () => {
    const { headers } = await person('shrinking');
    await add(headers, { id: ids.notebook });
    expect((await coupon(headers, 'WELCOME10')).json.data.cart.coupon.discount).toBe(11.5);
    // one notebook at 50.00 is below the coupon's minimum of 100.00
    await api.db.update(products).set({ priceMinor: 50_00 }).where(eq(products.id, ids.notebook));
    const later = await getCart(headers);
    expect(later.json.data.cart.coupon).toEqual({
      code: 'WELCOME10',
      kind: 'percentage',
      value: 10,
      discount: 0,
      isApplied: false,
      message: 'This coupon needs products worth at least 100 SAR in the cart',
    });
    expect(totalsOf(later).totalCouponDiscount).toBe(0);
    await api.db.update(products).set({ priceMinor: 115_00 }).where(eq(products.id, ids.notebook));
    expect((await getCart(headers)).json.data.cart.coupon.isApplied).toBe(true);
  });
});

describe('changes since a line was added', () => {
  it('reports price and stock changes and a product no longer available; GET /cart says so too', async () => {
    const { headers } = await person('changes');
    await api.db.update(products).set({ stock: 10 }).where(eq(products.id, ids.anamorphic));
    await fillCart(headers);
    await add(headers, { id: ids.anamorphic, quantity: 3 });
    const unchanged = await api.call('GET', '/api/cart/changes', { headers });
    expect(unchanged.json).toEqual({ data: { hasChanges: false, changes: [] } });

    await api.db.update(products).set({ priceMinor: 120_00 }).where(eq(products.id, ids.notebook));
    await api.db.update(products).set({ stock: 2 }).where(eq(products.id, ids.camera));
    await api.db.update(products).set({ stock: 0 }).where(eq(products.id, ids.anamorphic));
    const changed = await api.call('GET', '/api/cart/changes', { headers });
    expect(changed.status).toBe(200);
    const lines = (await getCart(headers)).json.data.cart;
    const [notebookLine, cameraLine, lensLine] = lines.items as { id: number }[];
    expect(changed.json.data).toEqual({
      hasChanges: true,
      changes: [
        {
          itemId: notebookLine?.id,
          productId: ids.notebook,
          name: 'The Director’s Notebook',
          kind: 'price',
          before: 115,
          after: 120,
        },
        {
          itemId: cameraLine?.id,
          productId: ids.camera,
          name: expect.any(String),
          kind: 'stock',
          before: 50,
          after: 2,
        },
        {
          itemId: lensLine?.id,
          productId: ids.anamorphic,
          name: expect.any(String),
          kind: 'unavailable',
          before: 10,
          after: 0,
        },
      ],
    });
    expect(lines.hasChanges).toBe(true);
    expect(lines.items[1]).toMatchObject({ stockState: 'lowStock', maxQuantity: 2 });
    expect(lines.items[2]).toMatchObject({ stockState: 'outOfStock', maxQuantity: 0 });
    // the cart is priced as things are now
    expect(lines.items[0].unitPrice).toBe(120);

    // fewer is always allowed; adding the notebook again takes the new price as seen
    expect((await setQuantity(headers, cameraLine?.id ?? 0, 2)).status).toBe(200);
    await api.call('DELETE', `/api/cart/${lensLine?.id}/items`, { headers });
    await add(headers, { id: ids.notebook });
    expect((await api.call('GET', '/api/cart/changes', { headers })).json.data).toEqual({
      hasChanges: false,
      changes: [],
    });

    await api.db.update(products).set({ priceMinor: 115_00 }).where(eq(products.id, ids.notebook));
    await api.db.update(products).set({ stock: 50 }).where(eq(products.id, ids.camera));
    await api.db.update(products).set({ stock: 2 }).where(eq(products.id, ids.anamorphic));
  });
});

describe('the cart at login', () => {
  it("merges a guest's cart into the customer's: same lines add up within the stock, others move over", async () => {
    const passwordHash = await hashPassword('Cinema2026');
    const [customer] = await createAccounts(api.db, 'merger', 1, { passwordHash });
    if (!customer) throw new Error('one person');
    await api.db.update(products).set({ stock: 4 }).where(eq(products.id, ids.anamorphic));
    await add(customer.headers, { id: ids.notebook, quantity: 2 });
    await add(customer.headers, { id: ids.anamorphic, quantity: 3 });

    const guest = await api.call('POST', '/api/login/guests');
    const guestId = guest.json.data.record.id as number;
    const guestHeaders = bearer(guest.json.data.authorization.accessToken);
    await add(guestHeaders, { id: ids.notebook, quantity: 3 });
    await add(guestHeaders, { id: ids.anamorphic, quantity: 2 });
    await add(guestHeaders, { id: ids.camera, options: [cameraValues.kit] });
    await coupon(guestHeaders, 'WELCOME10');

    const login = await api.call('POST', '/api/login', {
      body: { email: customer.email, password: 'Cinema2026' },
      headers: guestHeaders,
    });
    expect(login.status).toBe(200);
    const merged = await getCart(bearer(login.json.data.authorization.accessToken));
    const lines = merged.json.data.cart.items.map((item: { product: { id: number }; quantity: number }) => [
      item.product.id,
      item.quantity,
    ]);
    expect(lines).toEqual([
      [ids.notebook, 5],
      [ids.anamorphic, 4],
      [ids.camera, 1],
    ]);
    expect(merged.json.data.cart.coupon).toMatchObject({ code: 'WELCOME10', isApplied: true });
    expect(await api.db.select().from(carts).where(eq(carts.userId, guestId))).toEqual([]);
    expect(await api.db.select().from(users).where(eq(users.id, guestId))).toEqual([]);
    await api.db.update(products).set({ stock: 2 }).where(eq(products.id, ids.anamorphic));
  });
});
