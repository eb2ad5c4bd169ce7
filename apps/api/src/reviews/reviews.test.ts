import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, reviews, users } from '../db/schema.ts';
import { bearer, createAccounts, loginAs } from '../test/accounts.ts';
import { startTestApp, type TestApp } from '../test/test-app.ts';

type Review = {
  id: number;
  rating: number;
  body: string;
  createdAt: string;
  verifiedPurchase: boolean;
  author: { name: string };
  product: { id: number; slug: string; name: string };
};

let api: TestApp;
let customer: Record<string, string>;
/** How the demo customer signs reviews: first name and the initial of the last. */
let signature = '';
const productIds = new Map<string, number>();

beforeAll(async () => {
  api = await startTestApp();
  customer = (await loginAs(api, 'customer@forum.test')).headers;
  const [person] = await api.db.select().from(users).where(eq(users.email, 'customer@forum.test'));
  signature = `${person?.firstName} ${person?.lastName?.slice(0, 1)}.`;
  for (const row of await api.db.select({ id: products.id, slug: products.slug }).from(products)) {
    productIds.set(row.slug, row.id);
  }
});
afterAll(async () => {
  await api?.close();
});

const idOf = (slug: string) => {
  const id = productIds.get(slug);
  if (!id) throw new Error(`no demo product ${slug}`);
  return id;
};

async function listReviews(query = '') {
  const answer = await api.call('GET', `/api/reviews?${query}`);
  expect(answer.status, answer.text).toBe(200);
  return answer.json.data as {
    items: Review[];
    pagination: { page: number; perPage: number; total: number; lastPage: number };
    product: { id: number; rating: { average: number; count: number } } | null;
  };
}

function postReview(body: unknown, headers: Record<string, string> = customer, locale: 'ar' | 'en' = 'en') {
  return api.call('POST', '/api/reviews', { body, headers, locale });
}

describe('GET /reviews', () => {
  it('lists published reviews newest first, with the author shortened, and pages through them', async () => {
    const page = await listReviews('perPage=50');
    const published = await api.db.select().from(reviews).where(eq(reviews.status, 'published'));
    expect(page.pagination.total).toBe(published.length);
    const dates = page.items.map((review) => Date.parse(review.createdAt));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    for (const review of page.items) {
      expect(review.author.name).toMatch(/^\S+( \S\.)?$/u);
      expect(review.product.slug).toEqual(expect.any(String));
    }
    const beyond = await listReviews(`perPage=50&page=${page.pagination.lastPage + 1}`);
    expect(beyond.items).toEqual([]);
    expect(beyond.pagination.total).toBe(page.pagination.total);
  });

  it('keeps reviews waiting for moderation out of lists and pages', async () => {
    const [pending] = await api.db.select().from(reviews).where(eq(reviews.status, 'pending')).limit(1);
    if (!pending) throw new Error('the demo data holds a pending review');
    const all = await listReviews(`perPage=50&product=${pending.productId}`);
    expect(all.items.some((review) => review.id === pending.id)).toBe(false);
    expect((await api.call('GET', `/api/reviews/${pending.id}`)).status).toBe(404);
  });

  it("narrows to one product's reviews and brings its rating summary", async () => {
    const id = idOf('sada-shotgun-s1');
    const page = await listReviews(`product=${id}&perPage=50`);
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.items.every((review) => review.product.id === id)).toBe(true);
    const average = page.items.reduce((sum, review) => sum + review.rating, 0) / page.items.length;
    expect(page.product?.rating.count).toBe(page.items.length);
    expect(page.product?.rating.average).toBeCloseTo(average, 1);
    const own = page.items.find((review) => review.verifiedPurchase);
    expect(own?.author.name).toBe(signature);
    expect((await listReviews('perPage=1')).product).toBeNull();
  });

  it('answers a published review, 404 for an unknown one or product, 400 for bad values', async () => {
    const [first] = (await listReviews('perPage=1')).items;
    const one = await api.call('GET', `/api/reviews/${first?.id}`);
    expect(one.json.data.review).toEqual(first);
    expect((await api.call('GET', '/api/reviews/987654')).status).toBe(404);
    expect((await api.call('GET', '/api/reviews?product=987654')).status).toBe(404);
    for (const query of ['product=abc', 'perPage=51', 'page=0']) {
      expect((await api.call('GET', `/api/reviews?${query}`)).status, query).toBe(400);
    }
  });
});

describe('POST /reviews', () => {
  const body = (slug: string, extra: Record<string, unknown> = {}) => ({
    product: idOf(slug),
    rating: 4,
    body: 'Solid and well made, it does what the description promises.',
    ...extra,
  });

  it('refuses visitors and guests (401) and accounts that are not customers (403)', async () => {
    const nobody = await api.call('POST', '/api/reviews', { body: body('sada-boom-pole-3m') });
    expect(nobody.status).toBe(401);
    expect(nobody.json.errors).toEqual([{ key: 'error', value: 'You must be logged in first' }]);
    const guest = await api.call('POST', '/api/login/guests');
    const asGuest = await postReview(body('sada-boom-pole-3m'), bearer(guest.json.data.authorization.accessToken));
    expect(asGuest.status).toBe(401);
    const exhibitor = await loginAs(api, 'exhibitor@forum.test', { family: 'exhibitor' });
    const asExhibitor = await postReview(body('sada-boom-pole-3m'), exhibitor.headers, 'ar');
    expect(asExhibitor.status).toBe(403);
    expect(asExhibitor.json.errors).toEqual([{ key: 'error', value: 'تقييم المنتجات متاح لحسابات العملاء فقط' }]);
    const [staff] = await createAccounts(api.db, 'review-staff', 1, { type: 'staff' });
    expect((await postReview(body('sada-boom-pole-3m'), staff?.headers)).status).toBe(403);
  });

  it('refuses a product that was not delivered to the customer', async () => {
    for (const slug of ['kuthban-gimbal-g3', 'najm-zoom-24-70-f28']) {
      const answer = await postReview(body(slug));
      expect(answer.status, slug).toBe(403);
      expect(answer.json.errors).toEqual([
        { key: 'error', value: 'You can review a product once it has been delivered to you' },
      ]);
    }
    const [stranger] = await createAccounts(api.db, 'review-stranger', 1);
    expect((await postReview(body('sada-boom-pole-3m'), stranger?.headers)).status).toBe(403);
  });

  it('publishes a review of a delivered product as a verified purchase and keeps the average right', async () => {
    const id = idOf('sada-boom-pole-3m');
    const before = (await api.call('GET', `/api/products/${id}`)).json.data.product.rating;
    const answer = await postReview(
      body('sada-boom-pole-3m', { rating: 2, body: '  Sturdy, but heavier than I hoped.  ' }),
    );
    expect(answer.status, answer.text).toBe(200);
    const { review, isHeld, message } = answer.json.data;
    expect(review).toMatchObject({
      rating: 2,
      body: 'Sturdy, but heavier than I hoped.',
      verifiedPurchase: true,
      status: 'published',
      author: { name: signature },
      product: { id, slug: 'sada-boom-pole-3m' },
    });
    expect(isHeld).toBe(false);
    expect(message).toBe('Thank you: your review is published');

    const after = (await api.call('GET', `/api/products/${id}`)).json.data.product.rating;
    expect(after.count).toBe(before.count + 1);
    expect(after.average).toBeCloseTo((before.average * before.count + 2) / (before.count + 1), 1);
    expect(after.distribution.find((row: { rating: number }) => row.rating === 2).count).toBeGreaterThan(0);
    const listed = await listReviews(`product=${id}`);
    expect(listed.items[0]?.id).toBe(review.id);
    const card = (await api.call('GET', '/api/products?perPage=50&sort=rating')).json.data.items.find(
      (item: { id: number }) => item.id === id,
    );
    expect(card?.rating).toEqual({ average: after.average, count: after.count });
  });

  it('refuses a second review of the same product with its own message', async () => {
    const again = await postReview(body('sada-boom-pole-3m'), customer, 'ar');
    expect(again.status).toBe(409);
    expect(again.json.errors).toEqual([{ key: 'error', value: 'لقد قيّمت هذا المنتج من قبل' }]);
    // reviewed in the demo data already
    expect((await postReview(body('sada-shotgun-s1'))).status).toBe(409);
  });

  it('holds a review with a link for moderation: not listed, the average unchanged', async () => {
    const id = idOf('rakeeza-c-stand');
    const before = (await api.call('GET', `/api/products/${id}`)).json.data.product.rating;
    const answer = await postReview(body('rakeeza-c-stand', { body: 'Cheaper at www.stands-deals.com, honestly.' }));
    expect(answer.status, answer.text).toBe(200);
    expect(answer.json.data.isHeld).toBe(true);
    expect(answer.json.data.review.status).toBe('pending');
    expect(answer.json.data.message).toMatch(/approves it/);
    const [stored] = await api.db
      .select()
      .from(reviews)
      .where(and(eq(reviews.productId, id), eq(reviews.body, 'Cheaper at www.stands-deals.com, honestly.')));
    expect(stored?.status).toBe('pending');
    expect((await listReviews(`product=${id}&perPage=50`)).items.some((review) => review.id === stored?.id)).toBe(
      false,
    );
    expect((await api.call('GET', `/api/reviews/${stored?.id}`)).status).toBe(404);
    expect((await api.call('GET', `/api/products/${id}`)).json.data.product.rating).toEqual(before);
    // held or not, it is the customer's one review of the product
    expect((await postReview(body('rakeeza-c-stand'))).status).toBe(409);
  });

  it('validates the rating and the text, naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ rating: 0 }, 'rating'],
      [{ rating: 6 }, 'rating'],
      [{ rating: 3.5 }, 'rating'],
      [{ body: 'short' }, 'body'],
      [{ body: 'x'.repeat(2001) }, 'body'],
      [{ body: '          ' }, 'body'],
      [{ product: 'abc' }, 'product'],
    ];
    for (const [extra, key] of cases) {
      const answer = await postReview(body('afaq-reflector-5in1', extra));
      expect(answer.status, JSON.stringify(extra)).toBe(400);
      expect(answer.json.errors[0].key).toBe(key);
    }
    expect((await postReview({ ...body('afaq-reflector-5in1'), product: 987654 })).status).toBe(404);
  });
});
