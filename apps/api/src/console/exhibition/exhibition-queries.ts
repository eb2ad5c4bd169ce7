import type { CustomsListQuerySchema, ExhibitorReviewListQuerySchema } from '@forum/contract/console/exhibition';
import type { Locale } from '@forum/contract/locale';
import { and, asc, count, desc, eq, isNotNull, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { booths, exhibitionHalls, exhibitorCategories, exhibitors, uploads, users } from '../../db/schema.ts';
import { listPage, orderOf, searchOf } from '../list.ts';

/**
 * The console's exhibition (decision 064): the review of exhibitors and customs-clearance accounts, and
 * the exhibition's records. SQL only here; the service holds the transactions and the rules.
 */

// ---------------------------------------------------------------- where a company stands in the review

/** Waiting: not published, not rejected, and an owner to answer (a company whose owner left is withdrawn). */
export const exhibitorWaiting = and(
  eq(exhibitors.isPublished, false),
  isNull(exhibitors.rejectedAt),
  isNotNull(exhibitors.userId),
);
const exhibitorStatusWhere = {
  waiting: exhibitorWaiting,
  published: eq(exhibitors.isPublished, true),
  rejected: and(eq(exhibitors.isPublished, false), isNotNull(exhibitors.rejectedAt)),
} as const;

/** Waiting: a customs-clearance account whose email is confirmed, neither approved nor rejected yet. */
const isCustoms = and(eq(users.accountKind, 'customs_clearance'), isNull(users.deletedAt));
const customsStatusWhere = {
  waiting: and(isNotNull(users.emailVerifiedAt), isNull(users.customsReviewedAt)),
  approved: and(isNotNull(users.customsReviewedAt), isNull(users.customsRejectedAt)),
  rejected: isNotNull(users.customsRejectedAt),
} as const;

const exhibitorRow = {
  exhibitor: exhibitors,
  category: exhibitorCategories,
  owner: {
    id: users.id,
    firstName: users.firstName,
    lastName: users.lastName,
    email: users.email,
    telephone: users.telephone,
    locale: users.locale,
    companyName: users.companyName,
    taxNumber: users.taxNumber,
    commercialRegistration: users.commercialRegistration,
    emailVerifiedAt: users.emailVerifiedAt,
    createdAt: users.createdAt,
  },
};

function selectExhibitors(db: Db) {
  return db
    .select(exhibitorRow)
    .from(exhibitors)
    .innerJoin(exhibitorCategories, eq(exhibitorCategories.id, exhibitors.categoryId))
    .leftJoin(users, eq(users.id, exhibitors.userId));
}

export function listReviewExhibitors(db: Db, query: z.output<typeof ExhibitorReviewListQuerySchema>, locale: Locale) {
  const where = and(
    query.status ? exhibitorStatusWhere[query.status] : undefined,
    searchOf(query.q, [sql`${exhibitors.name}->>'ar'`, sql`${exhibitors.name}->>'en'`, exhibitors.email, users.email]),
  );
  const name = sql`${exhibitors.name}->>${locale}`;
  return listPage(query, {
    count: async () => {
      const [row] = await db
        .select({ total: count() })
        .from(exhibitors)
        .leftJoin(users, eq(users.id, exhibitors.userId))
        .where(where);
      return row?.total ?? 0;
    },
    rows: (limit, offset) =>
      selectExhibitors(db)
        .where(where)
        // orderOf answers SQLWrapper[], which drizzle's orderBy does not take as it is typed
        .orderBy(
          ...(orderOf(
            query.sort,
            { id: exhibitors.id, name, reviewedAt: exhibitors.reviewedAt },
            desc(exhibitors.id),
            exhibitors.id,
          ) as SQL[]),
        )
        .limit(limit)
        .offset(offset),
  });
}

/** One company with its category and owner; `lock` holds its row until the transaction ends. */
export async function findExhibitorRecord(db: Db, id: number, lock = false) {
  const query = selectExhibitors(db).where(eq(exhibitors.id, id));
  const [row] = lock ? await query.for('update', { of: exhibitors }) : await query;
  return row ?? null;
}
export type ExhibitorJoined = NonNullable<Awaited<ReturnType<typeof findExhibitorRecord>>>;

export async function boothsOfExhibitor(db: Db, exhibitorId: number) {
  return db
    .select({ id: booths.id, code: booths.code, hall: exhibitionHalls.name })
    .from(booths)
    .innerJoin(exhibitionHalls, eq(exhibitionHalls.id, booths.hallId))
    .where(eq(booths.exhibitorId, exhibitorId))
    .orderBy(asc(booths.code));
}

export async function updateExhibitorRow(tx: Db, id: number, changes: Partial<typeof exhibitors.$inferInsert>) {
  await tx.update(exhibitors).set(changes).where(eq(exhibitors.id, id));
}

// ---------------------------------------------------------------- customs-clearance accounts

const customsColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  telephone: users.telephone,
  companyName: users.companyName,
  taxNumber: users.taxNumber,
  commercialRegistration: users.commercialRegistration,
  country: users.country,
  city: users.city,
  locale: users.locale,
  createdAt: users.createdAt,
  emailVerifiedAt: users.emailVerifiedAt,
  reviewedAt: users.customsReviewedAt,
  rejectedAt: users.customsRejectedAt,
  reviewMessage: users.customsReviewMessage,
};

export function listCustomsAccounts(db: Db, query: z.output<typeof CustomsListQuerySchema>) {
  const where = and(
    isCustoms,
    query.status ? customsStatusWhere[query.status] : undefined,
    searchOf(query.q, [users.email, users.companyName, users.firstName, users.lastName]),
  );
  return listPage(query, {
    count: () => db.$count(users, where),
    rows: (limit, offset) =>
      db
        .select(customsColumns)
        .from(users)
        .where(where)
        .orderBy(
          ...(orderOf(
            query.sort,
            { createdAt: users.createdAt, email: users.email, company: users.companyName },
            desc(users.createdAt),
            users.id,
          ) as SQL[]),
        )
        .limit(limit)
        .offset(offset),
  });
}

export async function findCustomsAccount(db: Db, id: number, lock = false) {
  const query = db
    .select(customsColumns)
    .from(users)
    .where(and(eq(users.id, id), isCustoms));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}
export type CustomsJoined = NonNullable<Awaited<ReturnType<typeof findCustomsAccount>>>;

/** The licence the account uploaded when it registered (private: never served but to the review). */
export async function findLicenceOf(db: Db, userId: number) {
  const [row] = await db
    .select()
    .from(uploads)
    .where(and(eq(uploads.userId, userId), eq(uploads.purpose, 'licence')))
    .orderBy(desc(uploads.id))
    .limit(1);
  return row ?? null;
}

export async function updateCustomsReview(
  tx: Db,
  id: number,
  changes: Pick<Partial<typeof users.$inferInsert>, 'customsReviewedAt' | 'customsRejectedAt' | 'customsReviewMessage'>,
) {
  await tx.update(users).set(changes).where(eq(users.id, id));
}

// ---------------------------------------------------------------- categories

export async function listCategories(db: Db) {
  return db
    .select({ category: exhibitorCategories, exhibitors: count(exhibitors.id) })
    .from(exhibitorCategories)
    .leftJoin(exhibitors, eq(exhibitors.categoryId, exhibitorCategories.id))
    .groupBy(exhibitorCategories.id)
    .orderBy(asc(exhibitorCategories.id));
}

export async function findCategory(db: Db, id: number, lock = false) {
  const query = db.select().from(exhibitorCategories).where(eq(exhibitorCategories.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function countExhibitorsIn(db: Db, categoryId: number) {
  return db.$count(exhibitors, eq(exhibitors.categoryId, categoryId));
}

export async function insertCategory(tx: Db, values: typeof exhibitorCategories.$inferInsert) {
  const [row] = await tx.insert(exhibitorCategories).values(values).returning();
  if (!row) throw new Error('no category inserted');
  return row;
}

export async function updateCategoryRow(tx: Db, id: number, values: Partial<typeof exhibitorCategories.$inferInsert>) {
  await tx.update(exhibitorCategories).set(values).where(eq(exhibitorCategories.id, id));
}

export async function deleteCategoryRow(tx: Db, id: number) {
  await tx.delete(exhibitorCategories).where(eq(exhibitorCategories.id, id));
}

// ---------------------------------------------------------------- halls and booths

export async function listHalls(db: Db) {
  return db
    .select({ hall: exhibitionHalls, booths: count(booths.id) })
    .from(exhibitionHalls)
    .leftJoin(booths, eq(booths.hallId, exhibitionHalls.id))
    .groupBy(exhibitionHalls.id)
    .orderBy(asc(exhibitionHalls.code), asc(exhibitionHalls.id));
}

/**
 * A hall; `lock` takes its row FOR UPDATE: every placement in a hall takes it first, so two placements in
 * one hall run one after the other and the second sees the first's booth (decision 064).
 */
export async function findHall(db: Db, id: number, lock = false) {
  const query = db.select().from(exhibitionHalls).where(eq(exhibitionHalls.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function otherHalls(db: Db, exceptId: number | null) {
  return db
    .select()
    .from(exhibitionHalls)
    .where(exceptId === null ? undefined : ne(exhibitionHalls.id, exceptId));
}

export async function hallWithCode(db: Db, code: string, exceptId: number | null) {
  const [row] = await db
    .select({ id: exhibitionHalls.id })
    .from(exhibitionHalls)
    .where(
      and(
        sql`lower(${exhibitionHalls.code}) = lower(${code})`,
        exceptId === null ? undefined : ne(exhibitionHalls.id, exceptId),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function insertHall(tx: Db, values: typeof exhibitionHalls.$inferInsert) {
  const [row] = await tx.insert(exhibitionHalls).values(values).returning();
  if (!row) throw new Error('no hall inserted');
  return row;
}

export async function updateHallRow(tx: Db, id: number, values: Partial<typeof exhibitionHalls.$inferInsert>) {
  await tx.update(exhibitionHalls).set(values).where(eq(exhibitionHalls.id, id));
}

export async function deleteHallRow(tx: Db, id: number) {
  await tx.delete(exhibitionHalls).where(eq(exhibitionHalls.id, id));
}

const boothRow = {
  booth: booths,
  exhibitor: { id: exhibitors.id, name: exhibitors.name },
};

export async function boothsOfHall(db: Db, hallId: number) {
  return db
    .select(boothRow)
    .from(booths)
    .leftJoin(exhibitors, eq(exhibitors.id, booths.exhibitorId))
    .where(eq(booths.hallId, hallId))
    .orderBy(asc(booths.code));
}

export async function findBooth(db: Db, id: number, lock = false) {
  const query = db.select().from(booths).where(eq(booths.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function findBoothJoined(db: Db, id: number) {
  const [row] = await db
    .select(boothRow)
    .from(booths)
    .leftJoin(exhibitors, eq(exhibitors.id, booths.exhibitorId))
    .where(eq(booths.id, id));
  return row ?? null;
}

/** The booths of a hall other than `exceptId`, to check a placement against. */
export async function boothBoxesOfHall(db: Db, hallId: number, exceptId: number | null) {
  return db
    .select({ id: booths.id, code: booths.code, x: booths.x, y: booths.y, width: booths.width, height: booths.height })
    .from(booths)
    .where(and(eq(booths.hallId, hallId), exceptId === null ? undefined : ne(booths.id, exceptId)));
}

export async function boothWithCode(db: Db, code: string, exceptId: number | null) {
  const [row] = await db
    .select({ id: booths.id })
    .from(booths)
    .where(and(eq(booths.code, code), exceptId === null ? undefined : ne(booths.id, exceptId)))
    .limit(1);
  return row ?? null;
}

export async function insertBooth(tx: Db, values: typeof booths.$inferInsert) {
  const [row] = await tx.insert(booths).values(values).returning();
  if (!row) throw new Error('no booth inserted');
  return row;
}

export async function updateBoothRow(tx: Db, id: number, values: Partial<typeof booths.$inferInsert>) {
  await tx.update(booths).set(values).where(eq(booths.id, id));
}

export async function deleteBoothRow(tx: Db, id: number) {
  await tx.delete(booths).where(eq(booths.id, id));
}

/** Every company a booth may be given to, by name in the language asked for. */
export async function exhibitorChoices(db: Db, locale: Locale) {
  return db
    .select({
      id: exhibitors.id,
      name: exhibitors.name,
      isPublished: exhibitors.isPublished,
      rejectedAt: exhibitors.rejectedAt,
      userId: exhibitors.userId,
    })
    .from(exhibitors)
    .orderBy(asc(sql`${exhibitors.name}->>${locale}`), asc(exhibitors.id));
}
