import type { Locale } from '@forum/contract/locale';
import { and, asc, count, countDistinct, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { isScheduled, type ScheduledSession } from '../conference/conference-queries.ts';
import type { Db } from '../db/client.ts';
import {
  booths,
  brands,
  conferenceHalls,
  conferenceSessionSpeakers,
  conferenceSessions,
  exhibitionHalls,
  exhibitorCategories,
  exhibitors,
  speakers,
} from '../db/schema.ts';
import { idMatches, indexedDocument, indexedTitle, matchesEveryTerm } from '../search/search-sql.ts';

/** The categories of exhibitors, in their order. */
export async function listExhibitorCategories(db: Db) {
  return db.select().from(exhibitorCategories).orderBy(asc(exhibitorCategories.id));
}

export type ExhibitorFilter = { q?: string | undefined; category?: number; country?: string; hall?: number };

/** Only published companies are public: one that registered itself waits for the forum's review. */
const isPublished = eq(exhibitors.isPublished, true);

function filtersOf(db: Db, filter: ExhibitorFilter): SQL | undefined {
  return and(
    isPublished,
    filter.category ? eq(exhibitors.categoryId, filter.category) : undefined,
    filter.country ? eq(exhibitors.country, filter.country) : undefined,
    filter.hall
      ? inArray(exhibitors.id, db.select({ id: booths.exhibitorId }).from(booths).where(eq(booths.hallId, filter.hall)))
      : undefined,
    // the name and description in both languages, in the search index (decision 046)
    idMatches(exhibitors.id, 'exhibitors', matchesEveryTerm(indexedDocument, filter.q)),
  );
}

/** A page of the directory: companies whose name matches come before those whose description does. */
export async function listExhibitors(
  db: Db,
  filter: ExhibitorFilter,
  page: { page: number; perPage: number },
  locale: Locale,
) {
  const where = filtersOf(db, filter);
  const nameMatches = idMatches(exhibitors.id, 'exhibitors', matchesEveryTerm(indexedTitle, filter.q));
  const [rows, totals] = await Promise.all([
    db
      .select({ exhibitor: exhibitors, category: exhibitorCategories })
      .from(exhibitors)
      .innerJoin(exhibitorCategories, eq(exhibitorCategories.id, exhibitors.categoryId))
      .where(where)
      .orderBy(
        ...(nameMatches ? [sql`case when ${nameMatches} then 0 else 1 end`] : []),
        sql`${exhibitors.name}->>${locale}`,
        asc(exhibitors.id),
      )
      .limit(page.perPage)
      .offset((page.page - 1) * page.perPage),
    db.select({ total: count() }).from(exhibitors).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

export type ExhibitorRow = Awaited<ReturnType<typeof listExhibitors>>['rows'][number];

export async function findPublishedExhibitor(db: Db, id: number): Promise<ExhibitorRow | null> {
  const [row] = await db
    .select({ exhibitor: exhibitors, category: exhibitorCategories })
    .from(exhibitors)
    .innerJoin(exhibitorCategories, eq(exhibitorCategories.id, exhibitors.categoryId))
    .where(and(eq(exhibitors.id, id), isPublished))
    .limit(1);
  return row ?? null;
}

export async function boothsOfExhibitors(db: Db, exhibitorIds: number[]) {
  if (exhibitorIds.length === 0) return [];
  return db
    .select({ booth: booths, hall: exhibitionHalls })
    .from(booths)
    .innerJoin(exhibitionHalls, eq(exhibitionHalls.id, booths.hallId))
    .where(inArray(booths.exhibitorId, exhibitorIds))
    .orderBy(asc(booths.code));
}

export async function brandsOfExhibitor(db: Db, exhibitorId: number) {
  return db.select().from(brands).where(eq(brands.exhibitorId, exhibitorId)).orderBy(asc(brands.id));
}

/** The conference sessions in which the company's people speak, with those people. */
export async function sessionsOfExhibitor(db: Db, exhibitorId: number) {
  const rows = await db
    .select({ session: conferenceSessions, hall: conferenceHalls.name, speaker: speakers.name })
    .from(conferenceSessions)
    .innerJoin(conferenceSessionSpeakers, eq(conferenceSessionSpeakers.sessionId, conferenceSessions.id))
    .innerJoin(speakers, eq(speakers.id, conferenceSessionSpeakers.speakerId))
    .innerJoin(conferenceHalls, eq(conferenceHalls.id, conferenceSessions.hallId))
    .where(and(eq(speakers.exhibitorId, exhibitorId), isScheduled))
    .orderBy(asc(conferenceSessions.startsAt), asc(conferenceSessions.id), asc(conferenceSessionSpeakers.sortOrder));
  return rows as (Omit<(typeof rows)[number], 'session'> & { session: ScheduledSession })[];
}

/** Every hall and booth, with the published company that holds each booth. */
export async function loadFloorPlan(db: Db) {
  const [halls, boothRows] = await Promise.all([
    db.select().from(exhibitionHalls).orderBy(asc(exhibitionHalls.code)),
    db
      .select({ booth: booths, exhibitor: exhibitors, category: exhibitorCategories })
      .from(booths)
      .leftJoin(exhibitors, and(eq(exhibitors.id, booths.exhibitorId), isPublished))
      .leftJoin(exhibitorCategories, eq(exhibitorCategories.id, exhibitors.categoryId))
      .orderBy(asc(booths.code)),
  ]);
  return { halls, booths: boothRows };
}

/** The choices of the directory's filters, each with how many published companies it holds. */
export async function loadFilterCounts(db: Db) {
  const [categories, countries, halls] = await Promise.all([
    db
      .select({ category: exhibitorCategories, count: count(exhibitors.id) })
      .from(exhibitorCategories)
      .leftJoin(exhibitors, and(eq(exhibitors.categoryId, exhibitorCategories.id), isPublished))
      .groupBy(exhibitorCategories.id)
      .orderBy(asc(exhibitorCategories.id)),
    db
      .select({ code: exhibitors.country, count: count() })
      .from(exhibitors)
      .where(isPublished)
      .groupBy(exhibitors.country),
    db
      .select({ hall: exhibitionHalls, count: countDistinct(exhibitors.id) })
      .from(exhibitionHalls)
      .leftJoin(booths, eq(booths.hallId, exhibitionHalls.id))
      .leftJoin(exhibitors, and(eq(exhibitors.id, booths.exhibitorId), isPublished))
      .groupBy(exhibitionHalls.id)
      .orderBy(asc(exhibitionHalls.code)),
  ]);
  return { categories, countries, halls };
}
