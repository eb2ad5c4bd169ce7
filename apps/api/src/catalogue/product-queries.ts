import { BEST_SELLER_MIN_SALES } from '@forum/contract/catalogue-rules';
import { toMinor } from '@forum/contract/money';
import type { ProductListQuery } from '@forum/contract/products';
import { and, asc, count, desc, eq, gt, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  brands,
  categories,
  productOptions,
  productOptionValues,
  products,
  reviews,
  wishlistItems,
} from '../db/schema.ts';
import { idMatches, indexedDocument, matchesSearch } from '../search/search-sql.ts';

/** A discount counts only inside its window; either end may be open. */
export const isDiscountActiveSql = sql<boolean>`(${products.discountPercentage} > 0
  and (${products.discountStartsAt} is null or ${products.discountStartsAt} <= now())
  and (${products.discountEndsAt} is null or ${products.discountEndsAt} > now()))`;

export const finalPriceMinorSql = sql<number>`(case when ${isDiscountActiveSql}
  then round(${products.priceMinor} * (100 - ${products.discountPercentage}) / 100.0)
  else ${products.priceMinor} end)`;

export const isListed = eq(products.isActive, true);

const orderBy = {
  newest: [desc(products.createdAt), desc(products.id)],
  price_asc: [asc(finalPriceMinorSql), asc(products.id)],
  price_desc: [desc(finalPriceMinorSql), desc(products.id)],
  best_selling: [desc(products.salesCount), desc(products.id)],
  rating: [desc(products.ratingAverage), desc(products.ratingCount), desc(products.id)],
} as const;

/** The categories asked for and every category below them: a parent category lists its children's products. */
function inCategories(ids: number[]): SQL {
  return sql`${products.categoryId} in (
    with recursive tree(id) as (
      select ${categories.id} from ${categories} where ${inArray(categories.id, ids)}
      union
      select child.id from ${categories} child join tree on child.parent_id = tree.id
    )
    select id from tree)`;
}

function filtersOf(query: ProductListQuery): SQL | undefined {
  return and(
    isListed,
    query.categories?.length ? inCategories(query.categories) : undefined,
    query.brands?.length ? inArray(products.brandId, query.brands) : undefined,
    query.inStock ? gt(products.stock, 0) : undefined,
    query.specials ? isDiscountActiveSql : undefined,
    query.bestSeller ? gte(products.salesCount, BEST_SELLER_MIN_SALES) : undefined,
    query.priceMin !== undefined ? gte(finalPriceMinorSql, toMinor(query.priceMin)) : undefined,
    query.priceMax !== undefined ? lte(finalPriceMinorSql, toMinor(query.priceMax)) : undefined,
    // the product's names and descriptions in both languages and its SKU, in the search index (decision 046)
    idMatches(products.id, 'products', matchesSearch(indexedDocument, query.q)),
  );
}

/** What a card reads of a product: not its description, gallery or SKU (long texts cost time to fetch). */
const cardProductColumns = {
  id: products.id,
  slug: products.slug,
  name: products.name,
  imageUrl: products.imageUrl,
  priceMinor: products.priceMinor,
  currency: products.currency,
  discountPercentage: products.discountPercentage,
  taxIncluded: products.taxIncluded,
  stock: products.stock,
  ratingAverage: products.ratingAverage,
  ratingCount: products.ratingCount,
};

/** What a card shows beside the product: the brand, the price a customer pays and whether the caller saved it. */
function cardColumns(userId: number | null) {
  const inWishlist = userId
    ? sql<boolean>`exists (select 1 from ${wishlistItems} where ${wishlistItems.productId} = ${products.id}
        and ${wishlistItems.userId} = ${userId})`
    : sql<boolean>`false`;
  return {
    brand: { id: brands.id, name: brands.name, slug: brands.slug },
    isDiscountActive: isDiscountActiveSql,
    finalPriceMinor: finalPriceMinorSql,
    inWishlist,
  };
}

/**
 * A page of cards and the number of all matches. Two statements, not one with a window count: that
 * one joins every match before it can count them, up to twice the time on a catalogue of 20,000
 * products (PostgreSQL 15, docs/decisions/023); on the demo's 66 products the difference is noise.
 */
export async function listProducts(db: Db, query: ProductListQuery, userId: number | null) {
  const where = filtersOf(query);
  const [rows, totals] = await Promise.all([
    db
      .select({ product: cardProductColumns, ...cardColumns(userId) })
      .from(products)
      .leftJoin(brands, eq(brands.id, products.brandId))
      .where(where)
      .orderBy(...orderBy[query.sort])
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db.select({ total: count() }).from(products).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

/** A product as a card shows it (findProduct reads the whole product for its page). */
export type ProductRow = Awaited<ReturnType<typeof listProducts>>['rows'][number];

/** A listed product with its card columns and every other column of the product, or null. */
export async function findProduct(db: Db, id: number, userId: number | null) {
  const [row] = await db
    .select({ product: products, ...cardColumns(userId) })
    .from(products)
    .leftJoin(brands, eq(brands.id, products.brandId))
    .where(and(eq(products.id, id), isListed))
    .limit(1);
  return row ?? null;
}

/** Which of the given products the user saved: the one personal part of a page of cards. */
export async function savedProductIds(db: Db, userId: number, productIds: number[]): Promise<Set<number>> {
  if (productIds.length === 0) return new Set();
  const rows = await db
    .select({ productId: wishlistItems.productId })
    .from(wishlistItems)
    .where(and(eq(wishlistItems.userId, userId), inArray(wishlistItems.productId, productIds)));
  return new Set(rows.map((row) => row.productId).filter((id): id is number => id !== null));
}

export async function optionsOfProduct(db: Db, productId: number) {
  return db
    .select({ option: productOptions, value: productOptionValues })
    .from(productOptions)
    .leftJoin(productOptionValues, eq(productOptionValues.optionId, productOptions.id))
    .where(eq(productOptions.productId, productId))
    .orderBy(
      asc(productOptions.sortOrder),
      asc(productOptions.id),
      asc(productOptionValues.sortOrder),
      asc(productOptionValues.id),
    );
}

/** How many published reviews give each rating. */
export async function ratingDistribution(db: Db, productId: number) {
  return db
    .select({ rating: reviews.rating, count: count() })
    .from(reviews)
    .where(and(eq(reviews.productId, productId), eq(reviews.status, 'published')))
    .groupBy(reviews.rating);
}
