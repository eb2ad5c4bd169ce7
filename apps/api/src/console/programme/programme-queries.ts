import type { Locale } from '@forum/contract/locale';
import type { SessionType } from '@forum/contract/programme';
import {
  type AnyColumn,
  and,
  asc,
  count,
  desc,
  eq,
  getTableName,
  gt,
  gte,
  inArray,
  lt,
  ne,
  not,
  type SQL,
  sql,
} from 'drizzle-orm';
import {
  isScheduled,
  type ScheduledSession,
  scheduledEnd,
  scheduledStart,
} from '../../conference/conference-queries.ts';
import type { Db } from '../../db/client.ts';
import {
  conferenceHalls,
  conferenceSessionSpeakers,
  conferenceSessions,
  speakers,
  tracks,
  users,
  wishlistItems,
  workshopRegistrations,
  workshops,
} from '../../db/schema.ts';
import { selectWorkshops } from '../../workshops/workshop-queries.ts';
import { orderOf as listOrder, listPage, searchOf } from '../list.ts';

/** The list tool's ORDER BY, as drizzle's orderBy takes it (every part it answers is a column or SQL). */
const orderOf = (...args: Parameters<typeof listOrder>) => listOrder(...args) as SQL[];

/** A transaction is a database too. */
type Tx = Db;
type Page = { page: number; perPage: number; q?: string | undefined; sort?: string | undefined };

/** A bilingual column's text in one language, for search and sort. */
const inLanguage = (column: AnyColumn, locale: Locale) => sql<string>`${column}->>${locale}`;
const both = (column: AnyColumn) => [inLanguage(column, 'ar'), inLanguage(column, 'en')];

// ---------------------------------------------------------------- halls

/**
 * The outer query's column inside a correlated count: drizzle writes a one-table query's columns without
 * their table, and inside the subquery a bare "id" is the inner table's own (a hall's sessions counted
 * where a session's hall_id equals its own id), so the outer column is named with its table.
 */
const outer = (column: AnyColumn) => sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;

const sessionsInHall = sql<number>`(select count(*) from ${conferenceSessions}
  where ${conferenceSessions.hallId} = ${outer(conferenceHalls.id)})`.mapWith(Number);

export function listHalls(db: Db, query: Page, locale: Locale) {
  const where = searchOf(query.q, both(conferenceHalls.name));
  return listPage(query, {
    count: () => db.$count(conferenceHalls, where),
    rows: (limit, offset) =>
      db
        .select({ hall: conferenceHalls, sessions: sessionsInHall })
        .from(conferenceHalls)
        .where(where)
        .orderBy(
          ...orderOf(
            query.sort,
            {
              sortOrder: conferenceHalls.sortOrder,
              name: inLanguage(conferenceHalls.name, locale),
              capacity: conferenceHalls.capacity,
            },
            asc(conferenceHalls.sortOrder),
            conferenceHalls.id,
          ),
        )
        .limit(limit)
        .offset(offset),
  });
}

export async function findHall(db: Tx, id: number) {
  const [row] = await db
    .select({ hall: conferenceHalls, sessions: sessionsInHall })
    .from(conferenceHalls)
    .where(eq(conferenceHalls.id, id));
  return row ?? null;
}

/** Every hall, as the timetable's columns. */
export function allHalls(db: Db) {
  return db.select().from(conferenceHalls).orderBy(asc(conferenceHalls.sortOrder), asc(conferenceHalls.id));
}

/**
 * Locks halls in id order (decision 063): every change of a hall's sessions' slots holds its hall's row
 * first, so two moves into one hall wait for each other and the second sees the first's session.
 * FOR NO KEY UPDATE: the foreign keys' share locks of other writers (a workshop naming the hall) never wait.
 */
export async function lockHalls(tx: Tx, ids: readonly number[]) {
  const wanted = [...new Set(ids)].sort((a, b) => a - b);
  return tx
    .select({ id: conferenceHalls.id })
    .from(conferenceHalls)
    .where(inArray(conferenceHalls.id, wanted))
    .orderBy(asc(conferenceHalls.id))
    .for('no key update');
}

export async function insertHall(tx: Tx, values: typeof conferenceHalls.$inferInsert) {
  const [row] = await tx.insert(conferenceHalls).values(values).returning({ id: conferenceHalls.id });
  return row?.id ?? 0;
}

export async function updateHall(tx: Tx, id: number, values: Partial<typeof conferenceHalls.$inferInsert>) {
  await tx.update(conferenceHalls).set(values).where(eq(conferenceHalls.id, id));
}

/** Whether sessions or workshops still name the hall. */
export async function isHallUsed(tx: Tx, id: number): Promise<boolean> {
  const [sessionsHere, workshopsHere] = await Promise.all([
    tx.$count(conferenceSessions, eq(conferenceSessions.hallId, id)),
    tx.$count(workshops, eq(workshops.hallId, id)),
  ]);
  return sessionsHere + workshopsHere > 0;
}

export async function deleteHall(tx: Tx, id: number) {
  await tx.delete(conferenceHalls).where(eq(conferenceHalls.id, id));
}

// ---------------------------------------------------------------- tracks

const sessionsInTrack = sql<number>`(select count(*) from ${conferenceSessions}
  where ${conferenceSessions.trackId} = ${outer(tracks.id)})`.mapWith(Number);

export function listTracks(db: Db, query: Page, locale: Locale) {
  const where = searchOf(query.q, both(tracks.name));
  return listPage(query, {
    count: () => db.$count(tracks, where),
    rows: (limit, offset) =>
      db
        .select({ track: tracks, sessions: sessionsInTrack })
        .from(tracks)
        .where(where)
        .orderBy(...orderOf(query.sort, { name: inLanguage(tracks.name, locale) }, asc(tracks.id), tracks.id))
        .limit(limit)
        .offset(offset),
  });
}

export async function findTrack(db: Tx, id: number) {
  const [row] = await db.select({ track: tracks, sessions: sessionsInTrack }).from(tracks).where(eq(tracks.id, id));
  return row ?? null;
}

export async function lockTrack(tx: Tx, id: number) {
  const [row] = await tx.select({ id: tracks.id }).from(tracks).where(eq(tracks.id, id)).for('no key update');
  return row ?? null;
}

export async function insertTrack(tx: Tx, values: typeof tracks.$inferInsert) {
  const [row] = await tx.insert(tracks).values(values).returning({ id: tracks.id });
  return row?.id ?? 0;
}

export async function updateTrack(tx: Tx, id: number, values: Partial<typeof tracks.$inferInsert>) {
  await tx.update(tracks).set(values).where(eq(tracks.id, id));
}

export async function isTrackUsed(tx: Tx, id: number): Promise<boolean> {
  return (await tx.$count(conferenceSessions, eq(conferenceSessions.trackId, id))) > 0;
}

export async function deleteTrack(tx: Tx, id: number) {
  await tx.delete(tracks).where(eq(tracks.id, id));
}

// ---------------------------------------------------------------- speakers

const sessionsOfSpeaker = sql<number>`(select count(*) from ${conferenceSessionSpeakers}
  where ${conferenceSessionSpeakers.speakerId} = ${outer(speakers.id)})`.mapWith(Number);

export function listSpeakers(db: Db, query: Page & { featured?: 'yes' | 'no' | undefined }, locale: Locale) {
  const where = and(
    searchOf(query.q, [...both(speakers.name), ...both(speakers.organization)]),
    query.featured ? eq(speakers.isFeatured, query.featured === 'yes') : undefined,
  );
  return listPage(query, {
    count: () => db.$count(speakers, where),
    rows: (limit, offset) =>
      db
        .select({ speaker: speakers, sessions: sessionsOfSpeaker })
        .from(speakers)
        .where(where)
        .orderBy(
          ...orderOf(
            query.sort,
            { name: inLanguage(speakers.name, locale), country: speakers.country },
            asc(inLanguage(speakers.name, locale)),
            speakers.id,
          ),
        )
        .limit(limit)
        .offset(offset),
  });
}

export async function findSpeaker(db: Tx, id: number) {
  const [row] = await db
    .select({ speaker: speakers, sessions: sessionsOfSpeaker })
    .from(speakers)
    .where(eq(speakers.id, id));
  return row ?? null;
}

export async function lockSpeaker(tx: Tx, id: number) {
  const [row] = await tx.select({ id: speakers.id }).from(speakers).where(eq(speakers.id, id)).for('no key update');
  return row ?? null;
}

export async function insertSpeaker(tx: Tx, values: typeof speakers.$inferInsert) {
  const [row] = await tx.insert(speakers).values(values).returning({ id: speakers.id });
  return row?.id ?? 0;
}

export async function updateSpeaker(tx: Tx, id: number, values: Partial<typeof speakers.$inferInsert>) {
  await tx.update(speakers).set(values).where(eq(speakers.id, id));
}

/** Whether sessions or workshops still name the speaker (a speaker leaves a programme by hand, not by a cascade). */
export async function isSpeakerUsed(tx: Tx, id: number): Promise<boolean> {
  const [inSessions, inWorkshops] = await Promise.all([
    tx.$count(conferenceSessionSpeakers, eq(conferenceSessionSpeakers.speakerId, id)),
    tx.$count(workshops, eq(workshops.instructorId, id)),
  ]);
  return inSessions + inWorkshops > 0;
}

export async function deleteSpeaker(tx: Tx, id: number) {
  await tx.delete(speakers).where(eq(speakers.id, id));
}

/** Which of these ids are speakers. */
export async function existingSpeakers(db: Tx, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: speakers.id })
    .from(speakers)
    .where(inArray(speakers.id, [...ids]));
  return rows.map((row) => row.id);
}

// ---------------------------------------------------------------- sessions

const savedCount = sql<number>`(select count(*) from ${wishlistItems}
  where ${wishlistItems.conferenceSessionId} = ${outer(conferenceSessions.id)})`.mapWith(Number);

function selectSessions(db: Db) {
  return (
    db
      .select({ session: conferenceSessions, hall: conferenceHalls, track: tracks, savedBy: savedCount })
      .from(conferenceSessions)
      // an unscheduled session has no hall (decision 071)
      .leftJoin(conferenceHalls, eq(conferenceHalls.id, conferenceSessions.hallId))
      .innerJoin(tracks, eq(tracks.id, conferenceSessions.trackId))
  );
}
export type ProgrammeSessionDbRow = Awaited<ReturnType<ReturnType<typeof selectSessions>['execute']>>[number];

export type SessionListFilter = Page & {
  range?: { start: Date; end: Date } | undefined;
  hallId?: number | undefined;
  trackId?: number | undefined;
  type?: SessionType | undefined;
  scheduled?: 'yes' | 'no' | undefined;
};

export function listSessions(db: Db, query: SessionListFilter, locale: Locale) {
  const where = and(
    searchOf(query.q, both(conferenceSessions.title)),
    query.range ? gte(conferenceSessions.startsAt, query.range.start) : undefined,
    query.range ? lt(conferenceSessions.startsAt, query.range.end) : undefined,
    query.hallId ? eq(conferenceSessions.hallId, query.hallId) : undefined,
    query.trackId ? eq(conferenceSessions.trackId, query.trackId) : undefined,
    query.type ? eq(conferenceSessions.type, query.type) : undefined,
    query.scheduled === 'yes' ? isScheduled : query.scheduled === 'no' ? not(isScheduled) : undefined,
  );
  return listPage(query, {
    count: () => db.$count(conferenceSessions, where),
    rows: (limit, offset) =>
      selectSessions(db)
        .where(where)
        .orderBy(
          ...orderOf(
            query.sort,
            {
              startsAt: conferenceSessions.startsAt,
              title: inLanguage(conferenceSessions.title, locale),
              hall: conferenceHalls.sortOrder,
            },
            asc(conferenceSessions.startsAt),
            conferenceSessions.id,
          ),
        )
        .limit(limit)
        .offset(offset),
  });
}

export async function findSession(db: Tx, id: number) {
  const [row] = await selectSessions(db).where(eq(conferenceSessions.id, id));
  return row ?? null;
}

/** The sessions starting within a day, by hall and time (the timetable): each has its hall and times. */
export async function sessionsBetween(db: Db, range: { start: Date; end: Date }) {
  const rows = await selectSessions(db)
    .where(and(gte(conferenceSessions.startsAt, range.start), lt(conferenceSessions.startsAt, range.end)))
    .orderBy(asc(conferenceSessions.startsAt), asc(conferenceHalls.sortOrder), asc(conferenceSessions.id));
  return rows as (ProgrammeSessionDbRow & { session: ScheduledSession })[];
}

/** The sessions waiting for a hall and times (decision 071), oldest first: the timetable's side list. */
export function unscheduledSessions(db: Db) {
  return selectSessions(db).where(not(isScheduled)).orderBy(asc(conferenceSessions.id));
}

/** A session's row under lock (after its halls: decision 063's order). */
export async function lockSession(tx: Tx, id: number) {
  const [row] = await tx.select().from(conferenceSessions).where(eq(conferenceSessions.id, id)).for('no key update');
  return row ?? null;
}

/** A session's hall (null while unscheduled), read without a lock: which hall to lock first; null if none. */
export async function hallOfSession(db: Tx, id: number): Promise<{ hallId: number | null } | null> {
  const [row] = await db
    .select({ hallId: conferenceSessions.hallId })
    .from(conferenceSessions)
    .where(eq(conferenceSessions.id, id));
  return row ?? null;
}

/** The first other session of the hall whose time overlaps [start, end): what a move would sit on. */
export async function overlappingSession(
  tx: Tx,
  slot: { hallId: number; startsAt: Date; endsAt: Date; exceptId?: number | undefined },
) {
  const [row] = await tx
    .select({
      id: conferenceSessions.id,
      title: conferenceSessions.title,
      startsAt: scheduledStart(),
      endsAt: scheduledEnd(),
    })
    .from(conferenceSessions)
    .where(
      and(
        eq(conferenceSessions.hallId, slot.hallId),
        lt(conferenceSessions.startsAt, slot.endsAt),
        gt(conferenceSessions.endsAt, slot.startsAt),
        slot.exceptId ? ne(conferenceSessions.id, slot.exceptId) : undefined,
      ),
    )
    .orderBy(asc(conferenceSessions.startsAt))
    .limit(1);
  return row ?? null;
}

/**
 * Where the speakers of a session are at the same time in another session (any hall): one row per
 * speaker and other session.
 */
export async function speakerClashes(
  db: Tx,
  slot: { sessionId: number; speakerIds: readonly number[]; startsAt: Date; endsAt: Date },
) {
  if (slot.speakerIds.length === 0) return [];
  return db
    .select({
      speakerId: conferenceSessionSpeakers.speakerId,
      speakerName: speakers.name,
      sessionId: conferenceSessions.id,
      title: conferenceSessions.title,
      startsAt: scheduledStart(),
      endsAt: scheduledEnd(),
    })
    .from(conferenceSessionSpeakers)
    .innerJoin(conferenceSessions, eq(conferenceSessions.id, conferenceSessionSpeakers.sessionId))
    .innerJoin(speakers, eq(speakers.id, conferenceSessionSpeakers.speakerId))
    .where(
      and(
        inArray(conferenceSessionSpeakers.speakerId, [...slot.speakerIds]),
        ne(conferenceSessions.id, slot.sessionId),
        lt(conferenceSessions.startsAt, slot.endsAt),
        gt(conferenceSessions.endsAt, slot.startsAt),
      ),
    )
    .orderBy(asc(conferenceSessions.startsAt), asc(conferenceSessionSpeakers.speakerId));
}

/** The people of some sessions, in the order the session lists them. */
export function speakersOf(db: Tx, sessionIds: readonly number[]) {
  if (sessionIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      sessionId: conferenceSessionSpeakers.sessionId,
      speakerId: speakers.id,
      name: speakers.name,
    })
    .from(conferenceSessionSpeakers)
    .innerJoin(speakers, eq(speakers.id, conferenceSessionSpeakers.speakerId))
    .where(inArray(conferenceSessionSpeakers.sessionId, [...sessionIds]))
    .orderBy(asc(conferenceSessionSpeakers.sessionId), asc(conferenceSessionSpeakers.sortOrder));
}

export async function insertSession(tx: Tx, values: typeof conferenceSessions.$inferInsert) {
  const [row] = await tx.insert(conferenceSessions).values(values).returning({ id: conferenceSessions.id });
  return row?.id ?? 0;
}

export async function updateSession(tx: Tx, id: number, values: Partial<typeof conferenceSessions.$inferInsert>) {
  await tx.update(conferenceSessions).set(values).where(eq(conferenceSessions.id, id));
}

export async function deleteSession(tx: Tx, id: number) {
  await tx.delete(conferenceSessions).where(eq(conferenceSessions.id, id));
}

/** The session's people become these, in this order; a person who stays keeps their role (moderator, host). */
export async function replaceSessionSpeakers(tx: Tx, sessionId: number, speakerIds: readonly number[]) {
  const before = await tx
    .select({ speakerId: conferenceSessionSpeakers.speakerId, role: conferenceSessionSpeakers.role })
    .from(conferenceSessionSpeakers)
    .where(eq(conferenceSessionSpeakers.sessionId, sessionId));
  const roles = new Map(before.map((row) => [row.speakerId, row.role]));
  await tx.delete(conferenceSessionSpeakers).where(eq(conferenceSessionSpeakers.sessionId, sessionId));
  if (speakerIds.length === 0) return;
  await tx.insert(conferenceSessionSpeakers).values(
    speakerIds.map((speakerId, index) => ({
      sessionId,
      speakerId,
      role: roles.get(speakerId) ?? 'speaker',
      sortOrder: index,
    })),
  );
}

// ---------------------------------------------------------------- workshops

export function listWorkshops(db: Db, query: Page, locale: Locale) {
  const where = searchOf(query.q, both(workshops.title));
  return listPage(query, {
    count: () => db.$count(workshops, where),
    rows: (limit, offset) =>
      selectWorkshops(db)
        .where(where)
        .orderBy(
          ...orderOf(
            query.sort,
            { startsAt: workshops.startsAt, title: inLanguage(workshops.title, locale) },
            asc(workshops.startsAt),
            workshops.id,
          ),
        )
        .limit(limit)
        .offset(offset),
  });
}

export async function findWorkshopRow(db: Tx, id: number) {
  const [row] = await selectWorkshops(db).where(eq(workshops.id, id));
  return row ?? null;
}

/** A workshop's live places (seats, then the waiting list in its order) with who holds them. */
export function registrationsOf(db: Tx, workshopId: number) {
  return db
    .select({
      id: workshopRegistrations.id,
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      status: workshopRegistrations.status,
      createdAt: workshopRegistrations.createdAt,
    })
    .from(workshopRegistrations)
    .innerJoin(users, eq(users.id, workshopRegistrations.userId))
    .where(and(eq(workshopRegistrations.workshopId, workshopId), ne(workshopRegistrations.status, 'cancelled')))
    .orderBy(
      desc(sql`${workshopRegistrations.status} = 'registered'`),
      asc(workshopRegistrations.createdAt),
      asc(workshopRegistrations.id),
    );
}

/** A live place of the workshop, read under the workshop's lock. */
export async function findPlace(tx: Tx, workshopId: number, registrationId: number) {
  const [row] = await tx
    .select()
    .from(workshopRegistrations)
    .where(
      and(
        eq(workshopRegistrations.id, registrationId),
        eq(workshopRegistrations.workshopId, workshopId),
        ne(workshopRegistrations.status, 'cancelled'),
      ),
    );
  return row ?? null;
}

export async function seatPlace(tx: Tx, registrationId: number) {
  await tx
    .update(workshopRegistrations)
    .set({ status: 'registered' })
    .where(eq(workshopRegistrations.id, registrationId));
}

/** How many live places a workshop holds (for its audit entry). */
export async function countPlaces(tx: Tx, workshopId: number) {
  const [row] = await tx
    .select({ total: count() })
    .from(workshopRegistrations)
    .where(and(eq(workshopRegistrations.workshopId, workshopId), ne(workshopRegistrations.status, 'cancelled')));
  return row?.total ?? 0;
}
