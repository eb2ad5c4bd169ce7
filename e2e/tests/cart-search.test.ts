import { formatMessage } from '@forum/contract/message-compile';
import { and, desc, eq, gt, notInArray } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { productOptions, products } from '../../apps/api/src/db/schema.ts';
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

// the catalogue's ICU messages (decision 034), in the language the text is written in
const fill = (text: string, values: Record<string, string | number>) =>
  formatMessage(text, /[\u0600-\u06ff]/u.test(text) ? 'ar' : 'en', values);
/** A message whatever its values: `{name}` and the like match any text. */
const shapeOf = (text: string) =>
  new RegExp(`^${text.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{\w+\\?\}/g, '.+')}$`);

// Arabic as a guest on a phone, English as a customer on a desktop; the searches are spelt otherwise
// than the stored names (taa marbuta written as haa; a plural English stems to the singular)
const languages = {
  ar: {
    prefix: '',
    texts: ar,
    device: phone,
    asCustomer: false,
    query: 'كاميرا قمره',
    word: 'قمرة',
    typed: 'كاميرا قمر',
  },
  en: {
    prefix: '/en',
    texts: en,
    device: desktop,
    asCustomer: true,
    query: 'qamra cameras',
    word: 'Camera',
    typed: 'qamra cam',
  },
} as const;

// a book of 110 SAR (enough for WELCOME10's minimum of 100 SAR) and without options
const BOOK_ID = 58;

const cartCount = async (page: Page) => Number(await page.getByTestId('cart-link').getAttribute('data-count'));
const toastTexts = (page: Page) => page.locator('[data-testid="toast"] .toast__message').allTextContents();

describe.each(Object.entries(languages))('the cart and the search, in %s', (locale, language) => {
  const { prefix, texts, device } = language;

  it('fills the cart from a card, changes a quantity, applies and removes a coupon and removes a line', async () => {
    const { page, context, errors } = await newPage(device);
    if (language.asCustomer) {
      const email = `cart-${locale}@example.test`;
      await createCustomer(server.db, email);
      await logIn(page, { baseUrl: server.baseUrl, prefix, email });
    }
    await page.goto(`${server.baseUrl}${prefix}/`);
    await page.waitForLoadState('networkidle');
    // the first card on screen that can be added (a guest gets a session on the way)
    const card = page.getByTestId('product-card').filter({ has: page.locator('.product-card__cart:not([disabled])') });
    const first = card.locator('visible=true').first();
    const name = (await first.locator('.product-card__name').textContent()) ?? '';
    await first.locator('.product-card__cart').click();
    await expect.poll(() => toastTexts(page)).toContain(fill(texts.successAddToCart, { name }));
    // the header follows the answer's cart
    await expect.poll(() => cartCount(page)).toBe(1);
    expect(await page.getByTestId('cart-link').getAttribute('aria-label')).toBe(fill(texts.navCartCount, { count: 1 }));

    await addToCartAsPage(page, BOOK_ID);
    await page.goto(`${server.baseUrl}${prefix}/cart`);
    await page.waitForSelector('html[data-hydrated] [data-testid="cart-page"]');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(texts.cartTitle);
    await expect.poll(() => cartCount(page)).toBe(2);
    const lines = page.getByTestId('cart-line');
    expect(await lines.count()).toBe(2);
    const book = lines.filter({ has: page.locator('.cart-line__name', { hasNotText: name }) });
    const bookName = (await book.locator('.cart-line__name').textContent()) ?? '';

    // a quantity changes with the stepper, and the header's count with it
    await page.getByRole('button', { name: fill(texts.cartIncrease, { name: bookName }) }).click();
    await expect.poll(() => book.getByTestId('cart-quantity').textContent()).toBe('2');
    await expect.poll(() => cartCount(page)).toBe(3);

    // a refused coupon is told by its field; a good one takes its discount off
    const couponField = page.getByLabel(texts.cartCoupon);
    await couponField.fill('EXPIRED20');
    await page.getByRole('button', { name: texts.cartCouponApply }).click();
    await expect.poll(() => page.getByTestId('cart-coupon-error').isVisible()).toBe(true);
    expect(await couponField.getAttribute('aria-invalid')).toBe('true');
    await couponField.fill('welcome10');
    await page.getByRole('button', { name: texts.cartCouponApply }).click();
    await expect
      .poll(() => page.getByTestId('cart-coupon-code').textContent())
      .toBe(fill(texts.cartCouponActive, { code: 'WELCOME10' }));
    const discount = page.locator('[data-total="totalCouponDiscount"] dt');
    expect(await discount.textContent()).toBe(texts.cartTotal_totalCouponDiscount);
    expect(await page.locator('[data-total="totalFinalPrice"] dt').textContent()).toBe(texts.cartTotal_totalFinalPrice);
    // each figure of the bill once: the VAT has one line (what the total includes), never "VAT" and "Total VAT"
    const billNames = await page
      .getByTestId('cart-totals')
      .locator('[data-total]')
      .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-total')));
    expect(billNames.filter((name) => name === 'totalTax' || name === 'totalVatTax')).toEqual(['totalVatTax']);
    expect(billNames).not.toContain('totalSubPrice');
    expect(await page.locator('[data-total="totalVatTax"] dt').textContent()).toBe(texts.cartTotal_totalVatTax);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByTestId('cart-coupon-remove').click();
    await expect.poll(() => toastTexts(page)).toContain(texts.cartCouponRemoved);
    expect(await discount.count()).toBe(0);

    // a line goes only after the dialog confirms it
    await book.getByRole('button', { name: fill(texts.cartRemoveLabel, { name: bookName }) }).click();
    const dialog = page.getByRole('dialog', { name: texts.cartRemoveTitle });
    await dialog.getByRole('button', { name: texts.cartKeep }).click();
    expect(await lines.count()).toBe(2);
    await book.getByRole('button', { name: fill(texts.cartRemoveLabel, { name: bookName }) }).click();
    await dialog.getByRole('button', { name: texts.cartRemove }).click();
    await expect.poll(() => lines.count()).toBe(1);
    await expect.poll(() => cartCount(page)).toBe(1);
    await expect.poll(() => toastTexts(page)).toContain(fill(texts.cartRemoved, { name: bookName }));

    // emptying the cart leaves the empty state, with the way back to the shop
    await page.getByTestId('cart-flush').click();
    await page
      .getByRole('dialog', { name: texts.cartFlushTitle })
      .getByRole('button', { name: texts.cartFlush })
      .click();
    await page.getByTestId('cart-empty').waitFor();
    expect(await page.getByRole('link', { name: texts.cartBrowse }).getAttribute('href')).toBe(`${prefix}/products`);
    await expect.poll(() => cartCount(page)).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('tells what changed since a line was added: a higher price, then the stock running out', async () => {
    const { page, context, errors } = await newPage(device);
    // a product no other test buys, without required options, in stock
    const required = server.db
      .select({ id: productOptions.productId })
      .from(productOptions)
      .where(eq(productOptions.isRequired, true));
    const [product] = await server.db
      .select({ id: products.id, slug: products.slug, price: products.priceMinor, stock: products.stock })
      .from(products)
      .where(and(notInArray(products.id, [1, 2, BOOK_ID]), notInArray(products.id, required), gt(products.stock, 2)))
      .orderBy(desc(products.id))
      .limit(1);
    if (!product) throw new Error('the demo data has no product for this test');
    // added from its page, which starts a guest's session on the way
    await page.goto(`${server.baseUrl}${prefix}/products/${product.id}/${product.slug}`);
    await page.getByTestId('add-to-cart').click();
    await expect.poll(() => cartCount(page)).toBe(1);
    try {
      await server.db
        .update(products)
        .set({ priceMinor: product.price + 1000 })
        .where(eq(products.id, product.id));
      await page.goto(`${server.baseUrl}${prefix}/cart`);
      const notice = page.getByTestId('cart-changes');
      expect(await notice.getByRole('heading', { level: 2 }).textContent()).toBe(texts.cartChangesTitle);
      const name = (await page.getByTestId('cart-line').locator('.cart-line__name').textContent()) ?? '';
      expect(await notice.locator('li').allTextContents()).toEqual([
        expect.stringMatching(shapeOf(texts.cartChangePrice)),
      ]);
      expect(await notice.textContent()).toContain(name);

      await server.db.update(products).set({ stock: 0 }).where(eq(products.id, product.id));
      await page.reload();
      expect(await notice.locator('li').allTextContents()).toEqual([fill(texts.cartChangeUnavailable, { name })]);
      expect(await seriousViolations(page)).toEqual([]);
    } finally {
      await server.db
        .update(products)
        .set({ priceMinor: product.price, stock: product.stock })
        .where(eq(products.id, product.id));
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('finds a product spelt otherwise, marks the words, suggests as one types and says when nothing matches', async () => {
    const { page, context, errors } = await newPage(device);
    await page.goto(`${server.baseUrl}${prefix}/search`);
    await page.waitForSelector('html[data-hydrated] [data-testid="search-page"]');
    const box = page.getByRole('combobox', { name: texts.searchLabel });
    // suggestions are titles with words that start with what is typed
    await box.fill(language.typed);
    await expect.poll(() => page.getByTestId('search-suggestion').count()).toBeGreaterThan(0);
    expect(await page.getByTestId('search-suggestion').first().textContent()).toContain(language.word);
    await box.fill(language.query);
    await box.press('Enter');
    await page.waitForSelector('[data-testid="search-found"]');
    // the address carries the words, so a search can be shared
    expect(new URL(page.url()).searchParams.get('q')).toBe(language.query);
    const products = page.locator('[data-group="products"]');
    expect(await products.getByRole('heading', { level: 2 }).textContent()).toBe(texts.searchGroup_products);
    const marks = await products.locator('.search-hit__title mark').allTextContents();
    expect(marks.some((mark) => mark.includes(language.word))).toBe(true);
    const link = products.getByTestId('search-hit').first().getByRole('link');
    expect(await link.getAttribute('href')).toMatch(new RegExp(`^${prefix}/products/\\d+/`));
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto(`${server.baseUrl}${prefix}/search?q=zzqxwv`);
    expect(await page.getByTestId('search-none').textContent()).toBe(texts.noResult);
    expect(errors).toEqual([]);
    await context.close();
  });
});

const productIdOf = async (slug: string) => {
  const [row] = await server.db.select({ id: products.id }).from(products).where(eq(products.slug, slug));
  if (!row) throw new Error(`no product ${slug}`);
  return row.id;
};

describe('reviews', () => {
  it('lets the demo customer review what was delivered, once, in Arabic', async () => {
    const { page, context, errors } = await newPage(phone);
    // delivered to the demo customer in a seeded order, and not reviewed yet
    const id = await productIdOf('sada-boom-pole-3m');
    await page.goto(`${server.baseUrl}/reviews?product=${id}`);
    await page.getByTestId('review-login').waitFor();
    expect(await page.getByTestId('review-login').textContent()).toContain(ar.reviewLoginFirst);
    await logIn(page, {
      baseUrl: server.baseUrl,
      prefix: '',
      email: 'customer@forum.test',
      redirect: `/reviews?product=${id}`,
    });
    await page.getByTestId('review-form').waitFor();
    const before = await page.getByTestId('review-card').count();
    await page.getByLabel(fill(ar.reviewStars, { stars: 4 }), { exact: true }).check();
    const body = 'عمود متين وخفيف، ومناسب للتصوير الخارجي الطويل.';
    await page.getByLabel(ar.reviewBodyLabel).fill(body);
    await page.getByRole('button', { name: ar.reviewSubmit }).click();
    await expect.poll(() => page.getByTestId('review-card').count()).toBe(before + 1);
    expect(await page.getByTestId('review-card').first().locator('.review-card__body').textContent()).toBe(body);
    expect(await page.getByTestId('review-card').first().textContent()).toContain(ar.reviewVerified);

    // a second review of the same product is refused by the server, and told
    await page.getByLabel(ar.reviewBodyLabel).fill('مراجعة ثانية للمنتج نفسه لا ينبغي قبولها.');
    await page.getByRole('button', { name: ar.reviewSubmit }).click();
    await expect.poll(async () => (await toastTexts(page)).length).toBeGreaterThan(1);
    expect(await page.getByTestId('review-card').count()).toBe(before + 1);

    // the review has its own page
    await page.getByTestId('review-card').first().locator('.review-card__open').click();
    await page.getByTestId('review-page').waitFor();
    expect(await page.locator('.review-card__body').textContent()).toBe(body);
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('refuses a customer who did not receive the product, in English', async () => {
    const { page, context, errors } = await newPage(desktop);
    const email = 'reviews-en@example.test';
    await createCustomer(server.db, email);
    await logIn(page, { baseUrl: server.baseUrl, prefix: '/en', email });
    const id = await productIdOf('sada-boom-pole-3m');
    await page.goto(`${server.baseUrl}/en/reviews?product=${id}`);
    await page.getByTestId('review-form').waitFor();
    expect(await page.getByTestId('rating-overview').isVisible()).toBe(true);
    await page.getByLabel(en.reviewBodyLabel).fill('I would like to review this without buying it.');
    await page.getByRole('button', { name: en.reviewSubmit }).click();
    await expect.poll(async () => (await toastTexts(page)).length).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);

    // every review, newest first, each naming its product
    await page.goto(`${server.baseUrl}/en/reviews`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(en.reviewsTitle);
    expect(await page.getByTestId('review-card').count()).toBeGreaterThan(5);
    expect(errors).toEqual([]);
    await context.close();
  });
});
