import type { MediaType } from '@forum/contract/media';
import { and, asc, count, desc, eq, inArray, lte, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { mediaItems, mediaPhotos } from '../db/schema.ts';

export type MediaRow = typeof mediaItems.$inferSelect;

/** An item scheduled for later is not published yet. */
const isPublished = (now: Date) => lte(mediaItems.publishedAt, now);

export async function listMedia(
  db: Db,
  filter: { type?: MediaType | undefined },
  page: { page: number; perPage: number },
  now: Date,
) {
  const where: SQL | undefined = and(isPublished(now), filter.type ? eq(mediaItems.type, filter.type) : undefined);
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(mediaItems)
      .where(where)
      .orderBy(desc(mediaItems.publishedAt), desc(mediaItems.id))
      .limit(page.perPage)
      .offset((page.page - 1) * page.perPage),
    db.select({ total: count() }).from(mediaItems).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

export async function findMedia(db: Db, type: MediaType, id: number, now: Date): Promise<MediaRow | null> {
  const [row] = await db
    .select()
    .from(mediaItems)
    .where(and(eq(mediaItems.id, id), eq(mediaItems.type, type), isPublished(now)))
    .limit(1);
  return row ?? null;
}

export async function photosOf(db: Db, mediaIds: number[]) {
  if (mediaIds.length === 0) return [];
  return db
    .select()
    .from(mediaPhotos)
    .where(inArray(mediaPhotos.mediaId, mediaIds))
    .orderBy(asc(mediaPhotos.sortOrder), asc(mediaPhotos.id));
}

/** How many photos each item has (galleries have some). */
export async function photoCounts(db: Db, mediaIds: number[]): Promise<Map<number, number>> {
  if (mediaIds.length === 0) return new Map();
  const rows = await db
    .select({ mediaId: mediaPhotos.mediaId, count: count() })
    .from(mediaPhotos)
    .where(inArray(mediaPhotos.mediaId, mediaIds))
    .groupBy(mediaPhotos.mediaId);
  return new Map(rows.map((row) => [row.mediaId, row.count]));
}

/** Other published items of the same type, nearest in date to this one. */
export async function relatedMedia(db: Db, item: MediaRow, limit: number, now: Date): Promise<MediaRow[]> {
  return db
    .select()
    .from(mediaItems)
    .where(and(eq(mediaItems.type, item.type), ne(mediaItems.id, item.id), isPublished(now)))
    .orderBy(
      sql`abs(extract(epoch from (${mediaItems.publishedAt} - ${item.publishedAt.toISOString()}::timestamptz)))`,
      desc(mediaItems.id),
    )
    .limit(limit);
}
