import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, wishlistItems } from '../db/schema.ts';
import { bearer, createAccount, loginAs } from '../test/accounts.ts';
import { startTestApp, type TestApp } from '../test/test-app.ts';

type Headers = Record<string, string>;

let api: TestApp;
let exhibitor: Headers;
/** A product without options, one whose only required choice has one value, and one with choices to make. */
const ids = { notebook: 0, shirt: 0, camera: 0 };

async function productId(slug: string) {
  const [row] = await api.db.select({ id: products.id }).from(products).where(eq(products.slug, slug));
  if (!row) throw new Error(`no product ${slug}`);
  return row.id;
}

beforeAll(async () => {
  api = await startTestApp();
  exhibitor = (await loginAs(api, 'exhibitor@forum.test', { family: 'exhibitor' })).headers;
  ids.notebook = await productId('director-notebook');
  ids.camera = await productId('sarab-c6-cinema-camera');
  ids.shirt = await productId('forum-tshirt-2027');
});
afterAll(async () => {
  await api?.close();
});

const person = (prefix: string) => createAccount(api.db, prefix);
const save = (headers: Headers, product: number) => api.call('POST', '/api/wishlist', { headers, body: { product } });
const unsave = (headers: Headers, product: number) =>
  api.call('DELETE', `/api/wishlist/${product}/product`, { headers });
const moveToCart = (headers: Headers, product: number, locale: 'ar' | 'en' = 'en') =>
  api.call('PATCH', `/api/wishlist/${product}/move-to-cart`, { headers, locale });
const productIdsOf = (answer: { json: { data: { record: { products: { id: number }[] } } } }) =>
  answer.json.data.record.products.map((product) => product.id);

describe('saving products', () => {
  it('refuses a guest and an exhibitor with noPermission', async () => {
    const guest = await api.call('POST', '/api/login/guests');
    for (const headers of [bearer(guest.json.data.authorization.accessToken), exhibitor]) {
      for (const answer of [
        await save(headers, ids.notebook),
        await unsave(headers, ids.notebook),
        await moveToCart(headers, ids.notebook),
      ]) {
        expect(answer.status).toBe(403);
        expect(answer.json).toEqual({ errors: [{ key: 'error', value: 'You do not have permission to do this' }] });
      }
    }
  });

  it('saves products as cards, the latest first, beside the sessions; the catalogue shows the heart', async () => {
    const { headers } = await person('product-saver');
    const first = await save(headers, ids.notebook);
    expect(first.status).toBe(200);
    expect(first.json.data.record).toEqual({
      conferenceSessions: [],
      products: [
        expect.objectContaining({
          id: ids.notebook,
          slug: 'director-notebook',
          name: 'The Director’s Notebook',
          image: { url: expect.any(String) },
          price: expect.any(Number),
          finalPrice: expect.any(Number),
          inWishlist: true,
        }),
      ],
      total: 1,
    });
    const second = await save(headers, ids.camera);
    expect(productIdsOf(second)).toEqual([ids.camera, ids.notebook]);
    const again = await save(headers, ids.camera);
    expect(productIdsOf(again)).toEqual([ids.camera, ids.notebook]);
    expect(again.json.data.record.total).toBe(2);
    const arabic = await api.call('GET', '/api/wishlist', { headers, locale: 'ar' });
    expect(arabic.json.data.record.products[1].name).toBe('دفتر المخرج');

    const catalogue = await api.call('GET', '/api/products?perPage=50&sort=price_desc', { headers });
    const camera = catalogue.json.data.items.find((item: { id: number }) => item.id === ids.camera);
    expect(camera?.inWishlist).toBe(true);
    expect((await save(headers, 999999)).status).toBe(404);
    expect((await api.call('POST', '/api/wishlist', { headers, body: { product: 'x' } })).status).toBe(400);
  });

  it('removes a saved product, and answers the unchanged list for one that was not saved', async () => {
    const { headers } = await person('product-remover');
    await save(headers, ids.notebook);
    await save(headers, ids.camera);
    const removed = await unsave(headers, ids.notebook);
    expect(removed.status).toBe(200);
    expect(productIdsOf(removed)).toEqual([ids.camera]);
    expect(removed.json.data.record.total).toBe(1);
    expect(productIdsOf(await unsave(headers, ids.notebook))).toEqual([ids.camera]);
    const flushed = await api.call('DELETE', '/api/wishlist/flush?type=product', { headers });
    expect(flushed.json.data.record).toEqual({ conferenceSessions: [], products: [], total: 0 });
  });
});

describe('moving a saved product to the cart', () => {
  it('puts one into the cart, takes it off the list, and answers both', async () => {
    const { id, headers } = await person('mover');
    await save(headers, ids.notebook);
    await save(headers, ids.camera);
    const moved = await moveToCart(headers, ids.notebook);
    expect(moved.status).toBe(200);
    expect(productIdsOf(moved)).toEqual([ids.camera]);
    expect(moved.json.data.cart.items).toEqual([
      expect.objectContaining({ product: expect.objectContaining({ id: ids.notebook }), quantity: 1, options: [] }),
    ]);
    expect(moved.json.data.cart.totals).toHaveLength(9);
    const saved = await api.db.select().from(wishlistItems).where(eq(wishlistItems.userId, id));
    expect(saved.map((item) => item.productId)).toEqual([ids.camera]);
    const cart = await api.call('GET', '/api/cart', { headers });
    expect(cart.json.data.cart.items).toEqual(moved.json.data.cart.items);
  });

  it('refuses a product that needs the customer to choose options, and keeps it saved', async () => {
    const { headers } = await person('chooser');
    await save(headers, ids.shirt);
    const refused = await moveToCart(headers, ids.shirt);
    expect(refused.status).toBe(422);
    expect(refused.json.errors).toEqual([
      { key: 'error', value: 'This product needs your choice of options: open its page to choose them' },
    ]);
    const arabic = await moveToCart(headers, ids.shirt, 'ar');
    expect(arabic.json.errors[0].value).toBe('يحتاج هذا المنتج إلى اختيار خياراته: افتح صفحته لتختارها');
    expect(productIdsOf(await api.call('GET', '/api/wishlist', { headers }))).toEqual([ids.shirt]);
    expect((await api.call('GET', '/api/cart', { headers })).json.data.cart.items).toEqual([]);
  });

  it('answers 404 for a product that does not exist', async () => {
    const { headers } = await person('nothing');
    expect((await moveToCart(headers, 999999)).status).toBe(404);
  });
});
