import type { ProductListQuery } from '@forum/contract/products';
import { and, asc, count, desc, eq, gt, gte, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { brands, products, wishlistItems } from '../db/schema.ts';

/** A discount counts only inside its window; either end may be open. */
export const isDiscountActiveSql = sql<boolean>`(${products.discountPercentage} > 0
  and (${products.discountStartsAt} is null or ${products.discountStartsAt} <= now())
  and (${products.discountEndsAt} is null or ${products.discountEndsAt} > now()))`;

const finalPriceMinorSql = sql<number>`(case when ${isDiscountActiveSql}
  then round(${products.priceMinor} * (100 - ${products.discountPercentage}) / 100.0)
  else ${products.priceMinor} end)`;

const orderBy = {
  newest: [desc(products.createdAt), desc(products.id)],
  price_asc: [asc(finalPriceMinorSql), asc(products.id)],
  price_desc: [desc(finalPriceMinorSql), desc(products.id)],
  best_selling: [desc(products.salesCount), desc(products.id)],
  rating: [desc(products.ratingAverage), desc(products.ratingCount), desc(products.id)],
} as const;

function filtersOf(query: ProductListQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(products.isActive, true)];
  if (query.categories?.length) conditions.push(inArray(products.categoryId, query.categories));
  if (query.brands?.length) conditions.push(inArray(products.brandId, query.brands));
  if (query.inStock) conditions.push(gt(products.stock, 0));
  if (query.specials) conditions.push(isDiscountActiveSql);
  if (query.bestSeller) conditions.push(gt(products.salesCount, 0));
  if (query.priceMin !== undefined) conditions.push(gte(finalPriceMinorSql, Math.round(query.priceMin * 100)));
  if (query.priceMax !== undefined) conditions.push(lte(finalPriceMinorSql, Math.round(query.priceMax * 100)));
  if (query.q) {
    const pattern = `%${query.q.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
    conditions.push(or(sql`${products.name}->>'ar' ilike ${pattern}`, sql`${products.name}->>'en' ilike ${pattern}`));
  }
  return and(...conditions);
}

export async function listProducts(db: Db, query: ProductListQuery, userId: number | null) {
  const where = filtersOf(query);
  const inWishlist = userId
    ? sql<boolean>`exists (select 1 from ${wishlistItems} where ${wishlistItems.productId} = ${products.id}
        and ${wishlistItems.userId} = ${userId})`
    : sql<boolean>`false`;
  const [rows, totals] = await Promise.all([
    db
      .select({
        product: products,
        brand: { id: brands.id, name: brands.name, slug: brands.slug },
        isDiscountActive: isDiscountActiveSql,
        finalPriceMinor: finalPriceMinorSql,
        inWishlist,
      })
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

export type ProductRow = Awaited<ReturnType<typeof listProducts>>['rows'][number];
