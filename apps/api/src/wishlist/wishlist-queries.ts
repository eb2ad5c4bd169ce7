import { and, count, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { finalPriceMinorSql, isDiscountActiveSql, isListed, type ProductRow } from '../catalogue/product-queries.ts';
import { findSessionsAmong, isScheduled, type SessionRow } from '../conference/conference-queries.ts';
import type { Db } from '../db/client.ts';
import { brands, calendarFeeds, conferenceSessions, products, users, wishlistItems } from '../db/schema.ts';

/** What a flush empties: the sessions, the products, or (none) everything. */
export type WishlistKind = 'conferenceSession' | 'product';

const kindColumn = {
  conferenceSession: wishlistItems.conferenceSessionId,
  product: wishlistItems.productId,
} as const;

/** The user's saved sessions, by start time. */
export async function savedSessions(db: Db, userId: number): Promise<SessionRow[]> {
  return findSessionsAmong(
    db,
    db
      .select({ id: wishlistItems.conferenceSessionId })
      .from(wishlistItems)
      .where(and(eq(wishlistItems.userId, userId), isNotNull(wishlistItems.conferenceSessionId))),
  );
}

/** The user's saved products that are still on sale, the latest saved first, as cards show them. */
export async function savedProducts(db: Db, userId: number): Promise<ProductRow[]> {
  return db
    .select({
      product: products,
      brand: { id: brands.id, name: brands.name, slug: brands.slug },
      isDiscountActive: isDiscountActiveSql,
      finalPriceMinor: finalPriceMinorSql,
      inWishlist: sql<boolean>`true`,
    })
    .from(wishlistItems)
    .innerJoin(products, eq(products.id, wishlistItems.productId))
    .leftJoin(brands, eq(brands.id, products.brandId))
    .where(and(eq(wishlistItems.userId, userId), isListed))
    .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.id));
}

/** Everything the user saved, sessions and products alike. */
export async function countSaved(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ total: count() }).from(wishlistItems).where(eq(wishlistItems.userId, userId));
  return row?.total ?? 0;
}

export async function sessionExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: conferenceSessions.id })
    .from(conferenceSessions)
    // an unscheduled session (decision 071) is not public, so it cannot be saved
    .where(and(eq(conferenceSessions.id, id), isScheduled))
    .limit(1);
  return row !== undefined;
}

/** Saves a session; saving it again changes nothing (the unique key of user and session). */
export async function saveSession(db: Db, userId: number, sessionId: number): Promise<void> {
  await db.insert(wishlistItems).values({ userId, conferenceSessionId: sessionId }).onConflictDoNothing();
}

export async function productIsListed(db: Db, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, id), isListed))
    .limit(1);
  return row !== undefined;
}

/** Saves a product; saving it again changes nothing (the unique key of user and product). */
export async function saveProduct(db: Db, userId: number, productId: number): Promise<void> {
  await db.insert(wishlistItems).values({ userId, productId }).onConflictDoNothing();
}

export async function unsaveProduct(db: Db, userId: number, productId: number): Promise<void> {
  await db.delete(wishlistItems).where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)));
}

export async function unsaveSession(db: Db, userId: number, sessionId: number): Promise<void> {
  await db
    .delete(wishlistItems)
    .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.conferenceSessionId, sessionId)));
}

export async function emptyWishlist(db: Db, userId: number, kind: WishlistKind | undefined): Promise<void> {
  await db
    .delete(wishlistItems)
    .where(and(eq(wishlistItems.userId, userId), kind ? isNotNull(kindColumn[kind]) : undefined));
}

// ---------------------------------------------------------------- the calendar feed

export async function findFeedOfUser(db: Db, userId: number) {
  const [row] = await db
    .select({ createdAt: calendarFeeds.createdAt })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.userId, userId))
    .limit(1);
  return row ?? null;
}

/** One feed per user: a new token replaces the old one, whose address stops working at once. */
export async function replaceFeed(db: Db, userId: number, tokenHash: string) {
  const [row] = await db
    .insert(calendarFeeds)
    .values({ userId, tokenHash })
    .onConflictDoUpdate({
      target: calendarFeeds.userId,
      set: { tokenHash, createdAt: sql`now()`, lastFetchedAt: null },
    })
    .returning({ createdAt: calendarFeeds.createdAt });
  if (!row) throw new Error('calendar feed not stored');
  return row;
}

export async function deleteFeedOfUser(db: Db, userId: number): Promise<void> {
  await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
}

/** The owner of a live feed; nobody for an unknown token or a deleted account. */
export async function findFeedOwner(db: Db, tokenHash: string) {
  const [row] = await db
    .select({ feedId: calendarFeeds.id, userId: users.id, locale: users.locale })
    .from(calendarFeeds)
    .innerJoin(users, eq(users.id, calendarFeeds.userId))
    .where(and(eq(calendarFeeds.tokenHash, tokenHash), isNull(users.deletedAt)))
    .limit(1);
  return row ?? null;
}

export async function markFeedFetched(db: Db, feedId: number): Promise<void> {
  await db.update(calendarFeeds).set({ lastFetchedAt: sql`now()` }).where(eq(calendarFeeds.id, feedId));
}
