import type { Locale } from '@forum/contract/locale';
import type { ContentLanguage, SessionType } from '@forum/contract/programme';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  lt,
  ne,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  conferenceHalls,
  conferenceSessionSpeakers,
  conferenceSessions,
  exhibitors,
  speakers,
  tracks,
  workshops,
} from '../db/schema.ts';
import { idMatches, indexedDocument, matchesEveryTerm, searchDocument } from '../search/search-sql.ts';

export type SessionFilter = {
  /** The UTC instants of one forum day. */
  range?: { start: Date; end: Date } | undefined;
  hall?: number | undefined;
  track?: number | undefined;
  type?: SessionType | undefined;
  language?: ContentLanguage | undefined;
  q?: string | undefined;
};

/**
 * A session held in both languages (interpreted) serves a visitor who asked for either one; asking
 * for "both" finds only those.
 */
export function languageFilter(
  column: typeof conferenceSessions.language | typeof workshops.language,
  language?: ContentLanguage,
) {
  if (!language) return undefined;
  return language === 'both' ? eq(column, 'both') : inArray(column, [language, 'both']);
}

/**
 * A session that has its hall and times: the only kind a public read returns. An unscheduled one (decision
 * 071) has neither; the schema's check keeps the three together, and the public reads ask for a hall.
 */
export type ScheduledSession = Omit<typeof conferenceSessions.$inferSelect, 'hallId' | 'startsAt' | 'endsAt'> & {
  hallId: number;
  startsAt: Date;
  endsAt: Date;
};
export const isScheduled = isNotNull(conferenceSessions.startsAt);
/** A scheduled session's start, typed as one (with `isScheduled` in the query's condition). */
export const scheduledStart = () => sql<Date>`${conferenceSessions.startsAt}`.mapWith(conferenceSessions.startsAt);
export const scheduledEnd = () => sql<Date>`${conferenceSessions.endsAt}`.mapWith(conferenceSessions.endsAt);

function sessionFilters(filter: SessionFilter): SQL | undefined {
  return and(
    isScheduled,
    filter.range ? gte(conferenceSessions.startsAt, filter.range.start) : undefined,
    filter.range ? lt(conferenceSessions.startsAt, filter.range.end) : undefined,
    filter.hall ? eq(conferenceSessions.hallId, filter.hall) : undefined,
    filter.track ? eq(conferenceSessions.trackId, filter.track) : undefined,
    filter.type ? eq(conferenceSessions.type, filter.type) : undefined,
    languageFilter(conferenceSessions.language, filter.language),
    // the title, abstract and speakers' names in both languages, in the search index (decision 046)
    idMatches(conferenceSessions.id, 'sessions', matchesEveryTerm(indexedDocument, filter.q)),
  );
}

/** The programme's order: by start time, then as the halls are listed, so one time slot reads across them. */
const programmeOrder = [asc(conferenceSessions.startsAt), asc(conferenceHalls.sortOrder), asc(conferenceSessions.id)];

function selectSessions(db: Db) {
  return db
    .select({ session: conferenceSessions, hall: conferenceHalls, track: tracks })
    .from(conferenceSessions)
    .innerJoin(conferenceHalls, eq(conferenceHalls.id, conferenceSessions.hallId))
    .innerJoin(tracks, eq(tracks.id, conferenceSessions.trackId));
}

export type SessionRow = { session: ScheduledSession } & {
  hall: typeof conferenceHalls.$inferSelect;
  track: typeof tracks.$inferSelect;
};

export async function listSessions(db: Db, filter: SessionFilter, page: { page: number; perPage: number }) {
  const where = sessionFilters(filter);
  const [rows, totals] = await Promise.all([
    selectSessions(db)
      .where(where)
      .orderBy(...programmeOrder)
      .limit(page.perPage)
      .offset((page.page - 1) * page.perPage),
    db.select({ total: count() }).from(conferenceSessions).where(where),
  ]);
  return { rows: rows as SessionRow[], total: totals[0]?.total ?? 0 };
}

/** Sessions matching a condition, in the programme's order. */
export async function findSessions(db: Db, where: SQL, limit?: number): Promise<SessionRow[]> {
  const query = selectSessions(db)
    .where(and(isScheduled, where))
    .orderBy(...programmeOrder);
  return (await (limit ? query.limit(limit) : query)) as SessionRow[];
}

export async function findSession(db: Db, id: number): Promise<SessionRow | null> {
  const [row] = await findSessions(db, eq(conferenceSessions.id, id), 1);
  return row ?? null;
}

/** Other sessions of the same track, the programme's order. */
export async function relatedSessions(db: Db, session: { id: number; trackId: number }, limit: number) {
  return findSessions(
    db,
    and(eq(conferenceSessions.trackId, session.trackId), ne(conferenceSessions.id, session.id)) as SQL,
    limit,
  );
}

/** The people of many sessions in one query, each session's in their order on the card. */
export async function speakersOfSessions(db: Db, sessionIds: number[]) {
  if (sessionIds.length === 0) return [];
  return db
    .select({ sessionId: conferenceSessionSpeakers.sessionId, role: conferenceSessionSpeakers.role, speaker: speakers })
    .from(conferenceSessionSpeakers)
    .innerJoin(speakers, eq(speakers.id, conferenceSessionSpeakers.speakerId))
    .where(inArray(conferenceSessionSpeakers.sessionId, sessionIds))
    .orderBy(asc(conferenceSessionSpeakers.sessionId), asc(conferenceSessionSpeakers.sortOrder), asc(speakers.id));
}

/** The sessions whose ids a subquery selects (a speaker's, a visitor's saved ones), in the programme's order. */
export function findSessionsAmong(db: Db, ids: SQLWrapper): Promise<SessionRow[]> {
  return findSessions(db, inArray(conferenceSessions.id, ids));
}

/** The sessions a speaker takes part in. */
export function sessionsOfSpeaker(db: Db, speakerId: number) {
  return findSessionsAmong(
    db,
    db
      .select({ id: conferenceSessionSpeakers.sessionId })
      .from(conferenceSessionSpeakers)
      .where(eq(conferenceSessionSpeakers.speakerId, speakerId)),
  );
}

// ---------------------------------------------------------------- speakers

const speakerDocument = searchDocument(
  sql`${speakers.name}->>'ar'`,
  sql`${speakers.name}->>'en'`,
  sql`${speakers.organization}->>'ar'`,
  sql`${speakers.organization}->>'en'`,
  sql`${speakers.title}->>'ar'`,
  sql`${speakers.title}->>'en'`,
);

/** The speakers, featured first, then by name in the visitor's language. */
export async function listSpeakers(
  db: Db,
  filter: { q?: string | undefined },
  page: { page: number; perPage: number },
  locale: Locale,
) {
  const where = matchesEveryTerm(speakerDocument, filter.q);
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(speakers)
      .where(where)
      .orderBy(desc(speakers.isFeatured), sql`${speakers.name}->>${locale}`, asc(speakers.id))
      .limit(page.perPage)
      .offset((page.page - 1) * page.perPage),
    db.select({ total: count() }).from(speakers).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

/** A speaker, with the exhibiting company they work for when it is in the (published) directory. */
export async function findSpeaker(db: Db, id: number) {
  const [row] = await db
    .select({ speaker: speakers, exhibitor: { id: exhibitors.id, name: exhibitors.name } })
    .from(speakers)
    .leftJoin(exhibitors, and(eq(exhibitors.id, speakers.exhibitorId), eq(exhibitors.isPublished, true)))
    .where(eq(speakers.id, id))
    .limit(1);
  return row ?? null;
}

export async function workshopsOfSpeaker(db: Db, speakerId: number) {
  return db
    .select({ id: workshops.id, title: workshops.title, startsAt: workshops.startsAt, endsAt: workshops.endsAt })
    .from(workshops)
    .where(eq(workshops.instructorId, speakerId))
    .orderBy(asc(workshops.startsAt), asc(workshops.id));
}

// ---------------------------------------------------------------- the programme at a glance

/** What the overview counts: every session's when, where and what, the halls, tracks and totals. */
export async function loadProgramme(db: Db, locale: Locale) {
  const [sessions, halls, trackRows, speakerTotals, workshopTotals, featuredSpeakers] = await Promise.all([
    db
      .select({
        id: conferenceSessions.id,
        startsAt: scheduledStart(),
        hallId: sql<number>`${conferenceSessions.hallId}`.mapWith(Number),
        trackId: conferenceSessions.trackId,
        type: conferenceSessions.type,
        language: conferenceSessions.language,
      })
      .from(conferenceSessions)
      .where(isScheduled),
    db.select().from(conferenceHalls).orderBy(asc(conferenceHalls.sortOrder), asc(conferenceHalls.id)),
    db.select().from(tracks).orderBy(asc(tracks.id)),
    db.select({ total: count() }).from(speakers),
    db.select({ total: count() }).from(workshops),
    db
      .select()
      .from(speakers)
      .where(eq(speakers.isFeatured, true))
      .orderBy(sql`${speakers.name}->>${locale}`, asc(speakers.id)),
  ]);
  return {
    sessions,
    halls,
    tracks: trackRows,
    speakerTotal: speakerTotals[0]?.total ?? 0,
    workshopTotal: workshopTotals[0]?.total ?? 0,
    featuredSpeakers,
  };
}
