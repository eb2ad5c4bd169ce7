import { asc, count, desc, eq, gt, lte, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { events } from '../db/schema.ts';

export type EventRow = typeof events.$inferSelect;

/** An event counts as upcoming until it is over, so one that runs for days stays on the list while it runs. */
function periodOf(when: 'upcoming' | 'past', now: Date): { where: SQL; orderBy: SQL[] } {
  return when === 'upcoming'
    ? { where: gt(events.endsAt, now), orderBy: [asc(events.startsAt), asc(events.id)] }
    : { where: lte(events.endsAt, now), orderBy: [desc(events.startsAt), desc(events.id)] };
}

export async function listEvents(
  db: Db,
  when: 'upcoming' | 'past',
  page: { page: number; perPage: number },
  now: Date,
) {
  const period = periodOf(when, now);
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(events)
      .where(period.where)
      .orderBy(...period.orderBy)
      .limit(page.perPage)
      .offset((page.page - 1) * page.perPage),
    db.select({ total: count() }).from(events).where(period.where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

export async function findEvent(db: Db, id: number): Promise<EventRow | null> {
  const [row] = await db.select().from(events).where(eq(events.id, id)).limit(1);
  return row ?? null;
}
