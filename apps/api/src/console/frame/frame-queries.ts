import { count, eq, gte, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contactMessages, exhibitors, reviews, sponsorshipRequests } from '../../db/schema.ts';
import { exhibitorWaiting } from '../exhibition/exhibition-queries.ts';

/** Exhibitors waiting for a review: the review list's own rule (`exhibitorWaiting`), so the two counts agree. */
export async function countExhibitorsWaiting(db: Db): Promise<number> {
  const [row] = await db.select({ total: count() }).from(exhibitors).where(exhibitorWaiting);
  return row?.total ?? 0;
}

/** Reviews held for moderation. */
export async function countReviewsPending(db: Db): Promise<number> {
  const [row] = await db.select({ total: count() }).from(reviews).where(eq(reviews.status, 'pending'));
  return row?.total ?? 0;
}

/** Contact messages not closed yet. */
export async function countContactOpen(db: Db): Promise<number> {
  const [row] = await db.select({ total: count() }).from(contactMessages).where(isNull(contactMessages.closedAt));
  return row?.total ?? 0;
}

/** Sponsorship enquiries received since `since` (the table has no status to say which are handled). */
export async function countSponsorshipSince(db: Db, since: Date): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(sponsorshipRequests)
    .where(gte(sponsorshipRequests.createdAt, since));
  return row?.total ?? 0;
}
