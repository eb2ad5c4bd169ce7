import { LOW_STOCK_THRESHOLD, RELATED_PRODUCTS_MAX } from '@forum/contract/catalogue-rules';
import type { Pagination } from '@forum/contract/envelope';
import type { Locale } from '@forum/contract/locale';
import type {
  Product,
  ProductDetail,
  ProductListQuery,
  ProductOption,
  ProductPage,
  RatingSummary,
} from '@forum/contract/products';
import type { Db } from '../db/client.ts';
import { AppError } from '../errors.ts';
import { pick } from '../localize.ts';
import {
  findProduct,
  listProducts,
  optionsOfProduct,
  type ProductRow,
  ratingDistribution,
  savedProductIds,
} from './product-queries.ts';
import { getCategoryPath } from './taxonomy-service.ts';

/** Halalas to riyals, as the API answers amounts (at most two decimals). */
export function toRiyals(minor: number): number {
  return Math.round(minor) / 100;
}

export function presentProduct(row: ProductRow, locale: Locale): Product {
  const { product, brand } = row;
  const isDiscountActive = Boolean(row.isDiscountActive);
  return {
    id: product.id,
    slug: product.slug,
    name: pick(product.name, locale),
    image: { url: product.imageUrl },
    brand: brand ? { id: brand.id, name: pick(brand.name, locale), slug: brand.slug } : null,
    price: toRiyals(product.priceMinor),
    // computed by the query, the same expression that filters and sorts by price
    finalPrice: toRiyals(Number(row.finalPriceMinor)),
    isDiscountActive,
    discountPercentage: isDiscountActive ? product.discountPercentage : 0,
    taxIncluded: product.taxIncluded,
    inWishlist: Boolean(row.inWishlist),
    inStock: product.stock > 0,
    currency: product.currency,
    rating: { average: Math.round(product.ratingAverage * 10) / 10, count: product.ratingCount },
  };
}

export async function getProductPage(
  db: Db,
  query: ProductListQuery,
  options: { locale: Locale; userId: number | null },
): Promise<ProductPage> {
  const { rows, total } = await listProducts(db, query, options.userId);
  const pagination: Pagination = {
    page: query.page,
    perPage: query.perPage,
    total,
    lastPage: Math.max(1, Math.ceil(total / query.perPage)),
  };
  return { items: rows.map((row) => presentProduct(row, options.locale)), pagination };
}

/**
 * A public page of cards (every inWishlist false) as one user sees it: the cards they saved marked, in
 * new objects, so the shared page is never changed.
 */
export async function markSavedProducts(db: Db, page: ProductPage, userId: number): Promise<ProductPage> {
  const saved = await savedProductIds(
    db,
    userId,
    page.items.map((item) => item.id),
  );
  if (saved.size === 0) return page;
  return { ...page, items: page.items.map((item) => (saved.has(item.id) ? { ...item, inWishlist: true } : item)) };
}

/** The average and count stored on the product (published reviews only) and how they spread over 1–5 stars. */
export async function getRatingSummary(
  db: Db,
  product: { id: number; ratingAverage: number; ratingCount: number },
): Promise<RatingSummary> {
  const counts = new Map((await ratingDistribution(db, product.id)).map((row) => [row.rating, row.count]));
  return {
    average: Math.round(product.ratingAverage * 10) / 10,
    count: product.ratingCount,
    distribution: [5, 4, 3, 2, 1].map((rating) => ({ rating, count: counts.get(rating) ?? 0 })),
  };
}

function presentOptions(rows: Awaited<ReturnType<typeof optionsOfProduct>>, locale: Locale): ProductOption[] {
  const options = new Map<number, ProductOption>();
  for (const { option, value } of rows) {
    let entry = options.get(option.id);
    if (!entry) {
      entry = {
        id: option.id,
        name: pick(option.name, locale),
        type: option.type,
        isRequired: option.isRequired,
        values: [],
      };
      options.set(option.id, entry);
    }
    if (value)
      entry.values.push({ id: value.id, name: pick(value.name, locale), price: toRiyals(value.priceDeltaMinor) });
  }
  return [...options.values()];
}

/**
 * VAT of the price a customer pays: a tax-inclusive price contains it (extracted, not added), a
 * tax-exclusive one gets it on top.
 */
function taxOf(finalPriceMinor: number, taxIncluded: boolean, rate: number): ProductDetail['tax'] {
  const amountMinor = taxIncluded
    ? Math.round((finalPriceMinor * rate) / (1 + rate))
    : Math.round(finalPriceMinor * rate);
  return {
    rate,
    included: taxIncluded,
    amount: toRiyals(amountMinor),
    finalPriceWithTax: toRiyals(taxIncluded ? finalPriceMinor : finalPriceMinor + amountMinor),
  };
}

/** GET /products/{id}: the product page, with its breadcrumbs, options, reviews summary and related products. */
export async function getProduct(
  db: Db,
  id: number,
  options: { locale: Locale; userId: number | null; vatRate: number },
): Promise<ProductDetail> {
  const { locale, userId } = options;
  const row = await findProduct(db, id, userId);
  if (!row) throw new AppError('notFound');
  const { product } = row;
  const [categoryPath, optionRows, rating, related] = await Promise.all([
    getCategoryPath(db, product.categoryId, locale),
    optionsOfProduct(db, product.id),
    getRatingSummary(db, product),
    listProducts(
      db,
      { page: 1, perPage: RELATED_PRODUCTS_MAX + 1, sort: 'best_selling', categories: [product.categoryId] },
      userId,
    ),
  ]);
  const card = presentProduct(row, locale);
  const category = categoryPath.at(-1) ?? { id: product.categoryId, slug: '', name: '' };
  const isLow = product.stock > 0 && product.stock <= LOW_STOCK_THRESHOLD;
  const gallery = product.gallery.length ? product.gallery : [product.imageUrl];
  return {
    ...card,
    sku: product.sku,
    description: pick(product.description, locale),
    images: gallery.map((url) => ({ url })),
    category,
    categoryPath,
    tax: taxOf(Number(row.finalPriceMinor), product.taxIncluded, options.vatRate),
    stock: { inStock: product.stock > 0, lowStock: isLow, quantity: isLow ? product.stock : null },
    options: presentOptions(optionRows, locale),
    rating,
    related: related.rows
      .filter((other) => other.product.id !== product.id)
      .slice(0, RELATED_PRODUCTS_MAX)
      .map((other) => presentProduct(other, locale)),
  };
}
