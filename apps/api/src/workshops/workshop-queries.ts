import type { ContentLanguage, WorkshopLevel } from '@forum/contract/programme';
import { and, asc, count, eq, gte, inArray, lt, ne, type SQL, sql } from 'drizzle-orm';
import { languageFilter } from '../conference/conference-queries.ts';
import type { Db } from '../db/client.ts';
import { conferenceHalls, speakers, users, workshopRegistrations, workshops } from '../db/schema.ts';

/** A transaction is a database too: the registration rules also run inside the caller's transaction. */
type Tx = Db;

export type WorkshopFilter = {
  range?: { start: Date; end: Date } | undefined;
  level?: WorkshopLevel | undefined;
  language?: ContentLanguage | undefined;
  ids?: number[];
};

function workshopFilters(filter: WorkshopFilter): SQL | undefined {
  return and(
    filter.range ? gte(workshops.startsAt, filter.range.start) : undefined,
    filter.range ? lt(workshops.startsAt, filter.range.end) : undefined,
    filter.level ? eq(workshops.level, filter.level) : undefined,
    languageFilter(workshops.language, filter.language),
    filter.ids ? inArray(workshops.id, filter.ids) : undefined,
  );
}

const seatsOf = (status: 'registered' | 'waitlisted') =>
  sql<number>`(select count(*) from ${workshopRegistrations}
    where ${workshopRegistrations.workshopId} = ${workshops.id} and ${workshopRegistrations.status} = ${status})`.mapWith(
    Number,
  );

/** Workshops with their hall, their instructor and how many seats and places on the waiting list are taken. */
export function selectWorkshops(db: Tx) {
  return db
    .select({
      workshop: workshops,
      hall: conferenceHalls,
      instructor: speakers,
      registered: seatsOf('registered'),
      waitlisted: seatsOf('waitlisted'),
    })
    .from(workshops)
    .innerJoin(conferenceHalls, eq(conferenceHalls.id, workshops.hallId))
    .innerJoin(speakers, eq(speakers.id, workshops.instructorId));
}

export type WorkshopRow = {
  workshop: typeof workshops.$inferSelect;
  hall: typeof conferenceHalls.$inferSelect;
  instructor: typeof speakers.$inferSelect;
  /** Confirmed seats. */
  registered: number;
  waitlisted: number;
};

export async function listWorkshops(db: Tx, filter: WorkshopFilter, page: { page: number; perPage: number }) {
  const where = workshopFilters(filter);
  const [rows, totals] = await Promise.all([
    selectWorkshops(db)
      .where(where)
      .orderBy(asc(workshops.startsAt), asc(workshops.id))
      .limit(page.perPage)
      .offset((page.page - 1) * page.perPage),
    db.select({ total: count() }).from(workshops).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

export async function findWorkshop(db: Tx, id: number): Promise<WorkshopRow | null> {
  const [row] = await selectWorkshops(db).where(eq(workshops.id, id)).limit(1);
  return row ?? null;
}

export async function findWorkshops(db: Tx, ids: number[]): Promise<WorkshopRow[]> {
  if (ids.length === 0) return [];
  return selectWorkshops(db).where(inArray(workshops.id, ids)).orderBy(asc(workshops.startsAt), asc(workshops.id));
}

// ---------------------------------------------------------------- registrations

/**
 * The workshop's row, locked until the transaction ends: every change to its seats goes through this
 * lock, so two people can never take the last seat at once.
 */
export async function lockWorkshop(tx: Tx, id: number) {
  const [row] = await tx
    .select({ id: workshops.id, capacity: workshops.capacity, startsAt: workshops.startsAt })
    .from(workshops)
    .where(eq(workshops.id, id))
    .for('no key update');
  return row ?? null;
}

/** Workshops in id order, locked: the order keeps two transactions from waiting on each other. */
export async function lockWorkshopsOfUser(tx: Tx, userId: number) {
  return tx
    .select({ id: workshops.id, capacity: workshops.capacity, startsAt: workshops.startsAt })
    .from(workshops)
    .where(
      inArray(
        workshops.id,
        tx
          .select({ id: workshopRegistrations.workshopId })
          .from(workshopRegistrations)
          .where(and(eq(workshopRegistrations.userId, userId), ne(workshopRegistrations.status, 'cancelled'))),
      ),
    )
    .orderBy(asc(workshops.id))
    .for('no key update');
}

/**
 * Live places (seats and waiting places) of some workshops, each numbered within its workshop and
 * status by (created_at, id): for a waiting place, that number is its place in the line.
 */
function livePlaces(db: Tx, workshopsWhere: SQL) {
  return db
    .select({
      id: workshopRegistrations.id,
      workshopId: workshopRegistrations.workshopId,
      userId: workshopRegistrations.userId,
      status: workshopRegistrations.status,
      createdAt: workshopRegistrations.createdAt,
      rank: sql<number>`row_number() over (partition by ${workshopRegistrations.workshopId}, ${workshopRegistrations.status}
        order by ${workshopRegistrations.createdAt}, ${workshopRegistrations.id})`.as('rank'),
    })
    .from(workshopRegistrations)
    .where(and(ne(workshopRegistrations.status, 'cancelled'), workshopsWhere))
    .as('places');
}

export type RegistrationRow = {
  id: number;
  workshopId: number;
  userId: number;
  status: 'registered' | 'waitlisted';
  createdAt: Date;
  /** The place in the waiting list (1 = next); null with a seat. */
  position: number | null;
};

async function placesOf(db: Tx, workshopsWhere: SQL, userId: number): Promise<RegistrationRow[]> {
  const places = livePlaces(db, workshopsWhere);
  const rows = await db.select().from(places).where(eq(places.userId, userId));
  return rows.map(({ rank, status, ...row }) => ({
    ...row,
    status: status === 'registered' ? 'registered' : 'waitlisted',
    position: status === 'waitlisted' ? Number(rank) : null,
  }));
}

/** The user's seat or waiting place in a workshop (a cancelled one is no place). */
export async function findLiveRegistration(
  db: Tx,
  workshopId: number,
  userId: number,
): Promise<RegistrationRow | null> {
  const [row] = await placesOf(db, eq(workshopRegistrations.workshopId, workshopId), userId);
  return row ?? null;
}

export async function liveRegistrationsOfUser(db: Tx, userId: number): Promise<RegistrationRow[]> {
  const ofUser = db
    .select({ id: workshopRegistrations.workshopId })
    .from(workshopRegistrations)
    .where(eq(workshopRegistrations.userId, userId));
  return placesOf(db, inArray(workshopRegistrations.workshopId, ofUser), userId);
}

export async function countRegistered(tx: Tx, workshopId: number): Promise<number> {
  const [row] = await tx
    .select({ total: count() })
    .from(workshopRegistrations)
    .where(and(eq(workshopRegistrations.workshopId, workshopId), eq(workshopRegistrations.status, 'registered')));
  return row?.total ?? 0;
}

/**
 * A new place. Its time is the clock's, not the transaction's start: transactions queue for the
 * workshop's lock, and the waiting list must follow the order in which they got it.
 */
export async function insertRegistration(
  tx: Tx,
  values: { workshopId: number; userId: number; status: 'registered' | 'waitlisted' },
) {
  await tx.insert(workshopRegistrations).values({ ...values, createdAt: sql`clock_timestamp()` });
}

export async function cancelRegistration(tx: Tx, id: number) {
  await tx.update(workshopRegistrations).set({ status: 'cancelled' }).where(eq(workshopRegistrations.id, id));
}

/** The first `seats` people of the waiting list get a seat; who they are, for the email that tells them. */
export async function promoteWaitlisted(tx: Tx, workshopId: number, seats: number) {
  if (seats <= 0) return [];
  const first = tx
    .select({ id: workshopRegistrations.id })
    .from(workshopRegistrations)
    .where(and(eq(workshopRegistrations.workshopId, workshopId), eq(workshopRegistrations.status, 'waitlisted')))
    .orderBy(asc(workshopRegistrations.createdAt), asc(workshopRegistrations.id))
    .limit(seats);
  return tx
    .update(workshopRegistrations)
    .set({ status: 'registered' })
    .where(inArray(workshopRegistrations.id, first))
    .returning({ workshopId: workshopRegistrations.workshopId, userId: workshopRegistrations.userId });
}

/** Who to tell about a seat: their address, name and language. */
export async function findRecipients(db: Tx, userIds: number[]) {
  if (userIds.length === 0) return [];
  return db
    .select({ id: users.id, email: users.email, firstName: users.firstName, locale: users.locale })
    .from(users)
    .where(inArray(users.id, userIds));
}
