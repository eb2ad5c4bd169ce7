import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { brands, categories, exhibitors, products } from '../db/schema.ts';
import { isListed } from './product-queries.ts';

export type CategoryRow = typeof categories.$inferSelect;

/**
 * Every category with the number of listed products filed directly under it. The shop has a few
 * dozen categories: the tree, counts and breadcrumbs are worked out from this one read.
 */
export async function loadCategories(db: Db) {
  const [rows, counts] = await Promise.all([
    db.select().from(categories).orderBy(asc(categories.sortOrder), asc(categories.id)),
    db
      .select({ categoryId: products.categoryId, count: count() })
      .from(products)
      .where(isListed)
      .groupBy(products.categoryId),
  ]);
  return { rows, directCounts: new Map(counts.map((row) => [row.categoryId, row.count])) };
}

export async function listBrands(db: Db) {
  return db
    .select({ brand: brands, productCount: count(products.id) })
    .from(brands)
    .leftJoin(products, and(eq(products.brandId, brands.id), isListed))
    .groupBy(brands.id)
    .orderBy(asc(brands.id));
}

/** A brand, its number of listed products and its maker when that company is in the directory. */
export async function findBrand(db: Db, id: number) {
  const [row] = await db
    .select({
      brand: brands,
      exhibitor: { id: exhibitors.id, name: exhibitors.name },
      productCount: sql<number>`(select count(*) from ${products}
        where ${products.brandId} = ${brands.id} and ${isListed})`.mapWith(Number),
    })
    .from(brands)
    .leftJoin(exhibitors, and(eq(exhibitors.id, brands.exhibitorId), eq(exhibitors.isPublished, true)))
    .where(eq(brands.id, id))
    .limit(1);
  return row ?? null;
}
