import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import { isListed } from '../catalogue/product-queries.ts';
import type { Db } from '../db/client.ts';
import { orderItems, orders, products, reviews, users } from '../db/schema.ts';

type Executor = Pick<Db, 'select' | 'insert' | 'update'>;

const isPublished = eq(reviews.status, 'published');

const reviewColumns = {
  review: reviews,
  product: { id: products.id, slug: products.slug, name: products.name, imageUrl: products.imageUrl },
  author: { firstName: users.firstName, lastName: users.lastName },
};

/** Published reviews of listed products, newest first. */
export async function listReviews(
  db: Db,
  filter: { productId?: number | undefined },
  page: { page: number; perPage: number },
) {
  const where: SQL | undefined = and(
    isPublished,
    isListed,
    filter.productId ? eq(reviews.productId, filter.productId) : undefined,
  );
  const [rows, totals] = await Promise.all([
    db
      .select(reviewColumns)
      .from(reviews)
      .innerJoin(products, eq(products.id, reviews.productId))
      .innerJoin(users, eq(users.id, reviews.userId))
      .where(where)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(page.perPage)
      .offset((page.page - 1) * page.perPage),
    db.select({ total: count() }).from(reviews).innerJoin(products, eq(products.id, reviews.productId)).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

export type ReviewRow = Awaited<ReturnType<typeof listReviews>>['rows'][number];

export async function findReview(db: Db, id: number, options: { publishedOnly: boolean }): Promise<ReviewRow | null> {
  const [row] = await db
    .select(reviewColumns)
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(and(eq(reviews.id, id), isListed, options.publishedOnly ? isPublished : undefined))
    .limit(1);
  return row ?? null;
}

export async function findListedProduct(db: Db, id: number) {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, id), isListed))
    .limit(1);
  return row ?? null;
}

/** The customer's latest delivered order that holds the product, or null. */
export async function deliveredOrderWith(db: Db, userId: number, productId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(and(eq(orders.userId, userId), eq(orders.status, 'delivered'), eq(orderItems.productId, productId)))
    .orderBy(desc(orders.deliveredAt), desc(orders.id))
    .limit(1);
  return row?.id ?? null;
}

/** Adds the review unless the author already reviewed the product (unique per product and author): null then. */
export async function insertReview(db: Executor, values: typeof reviews.$inferInsert) {
  const [row] = await db
    .insert(reviews)
    .values(values)
    .onConflictDoNothing({ target: [reviews.productId, reviews.userId] })
    .returning({ id: reviews.id });
  return row?.id ?? null;
}

/**
 * The one way a product's rating is kept: average and count of its published reviews, stored on
 * the product so that cards and the rating sort read them without counting.
 */
export async function refreshProductRating(db: Executor, productId: number) {
  const published = and(eq(reviews.productId, productId), isPublished);
  await db
    .update(products)
    .set({
      ratingAverage: sql`(select coalesce(avg(${reviews.rating}), 0) from ${reviews} where ${published})`,
      ratingCount: sql`(select count(*) from ${reviews} where ${published})`,
    })
    .where(eq(products.id, productId));
}
