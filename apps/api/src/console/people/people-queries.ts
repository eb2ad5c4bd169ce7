import type { UserListQuerySchema } from '@forum/contract/console/people';
import { accountGroupKeys } from '@forum/contract/console/people-rules';
import { and, asc, count, desc, eq, gt, inArray, isNotNull, isNull, notInArray, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { orders, sessions, userGroups, users } from '../../db/schema.ts';
import { orderOf, searchOf, sortKey } from '../list.ts';

type UserListQuery = z.output<typeof UserListQuerySchema>;
export type UserFilters = Omit<UserListQuery, 'page' | 'perPage'> & { group?: number | undefined };

/** The columns every people list and record reads: the account and its group's name. */
const rowColumns = {
  id: users.id,
  type: users.type,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  locale: users.locale,
  groupId: users.groupId,
  groupName: userGroups.name,
  emailVerifiedAt: users.emailVerifiedAt,
  createdAt: users.createdAt,
  disabledAt: users.disabledAt,
};
export type UserListRow = {
  id: number;
  type: 'guest' | 'customer' | 'exhibitor' | 'staff';
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  locale: string;
  groupId: number | null;
  groupName: { ar: string; en: string } | null;
  emailVerifiedAt: Date | null;
  createdAt: Date;
  disabledAt: Date | null;
};

const listedTypes = ['customer', 'exhibitor', 'staff'] as const;

/**
 * The WHERE of the people lists: accounts that exist (no guest, no deleted one), searched and filtered. The
 * search's two expressions are those of the trigram indexes `users_email_trgm_idx` and
 * `users_full_name_trgm_idx` (schema.ts, decision 062): an expression written otherwise here reads every row.
 */
function whereOf(filters: UserFilters): SQL | undefined {
  const fullName = sql`coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')`;
  return and(
    filters.type ? eq(users.type, filters.type) : inArray(users.type, [...listedTypes]),
    isNull(users.deletedAt),
    filters.state === 'disabled' ? isNotNull(users.disabledAt) : undefined,
    filters.state === 'active' ? isNull(users.disabledAt) : undefined,
    filters.group !== undefined ? eq(users.groupId, filters.group) : undefined,
    searchOf(filters.q, [users.email, fullName]),
  );
}

/** A page (or, for the export, a batch) of a people list, in the list's order. */
export function userRows(db: Db, filters: UserFilters) {
  const where = whereOf(filters);
  const searched = Boolean(filters.q?.trim());
  const order = orderOf(
    filters.sort,
    {
      createdAt: users.createdAt,
      email: sql`lower(${users.email})`,
      name: sql`lower(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, ''))`,
    },
    desc(sortKey(users.createdAt, searched)),
    users.id,
    { searched },
  );
  return {
    count: () => db.$count(users, where),
    rows: (limit: number, offset: number): Promise<UserListRow[]> =>
      db
        .select(rowColumns)
        .from(users)
        .leftJoin(userGroups, eq(userGroups.id, users.groupId))
        .where(where)
        .orderBy(...(order as SQL[]))
        .limit(limit)
        .offset(offset),
  };
}

/** An account the console may act on: signed up (no guest), not deleted. */
export async function findListedUser(db: Db, userId: number) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), inArray(users.type, [...listedTypes]), isNull(users.deletedAt)))
    .limit(1);
  return row ?? null;
}

/** The same, locked for the change the transaction makes. */
export async function lockListedUser(tx: Db, userId: number) {
  const [row] = await tx
    .select()
    .from(users)
    .where(and(eq(users.id, userId), inArray(users.type, [...listedTypes]), isNull(users.deletedAt)))
    .for('update')
    .limit(1);
  return row ?? null;
}

export async function findUserRow(db: Db, userId: number): Promise<UserListRow | null> {
  const [row] = await db
    .select(rowColumns)
    .from(users)
    .leftJoin(userGroups, eq(userGroups.id, users.groupId))
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

/** What the user's page shows beside the account: orders kept with it, live sessions. */
export async function countsOf(db: Db, userId: number) {
  const [[orderCount], [sessionCount]] = await Promise.all([
    db.select({ value: count() }).from(orders).where(eq(orders.userId, userId)),
    db
      .select({ value: count() })
      .from(sessions)
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`))),
  ]);
  return { orders: orderCount?.value ?? 0, sessions: sessionCount?.value ?? 0 };
}

export async function setDisabled(tx: Db, userIds: readonly number[], at: Date | null) {
  if (userIds.length === 0) return;
  await tx
    .update(users)
    .set({ disabledAt: at })
    .where(inArray(users.id, [...userIds]));
}

export async function revokeSessionsOf(tx: Db, userIds: readonly number[]) {
  if (userIds.length === 0) return;
  await tx
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(inArray(sessions.userId, [...userIds]), isNull(sessions.revokedAt)));
}

export async function lockListedUsers(tx: Db, userIds: readonly number[]) {
  return tx
    .select()
    .from(users)
    .where(and(inArray(users.id, [...userIds]), inArray(users.type, [...listedTypes]), isNull(users.deletedAt)))
    .orderBy(asc(users.id))
    .for('update');
}

// ---------------------------------------------------------------- groups

export type GroupRow = typeof userGroups.$inferSelect;

const staffGroupOnly = notInArray(userGroups.key, [...accountGroupKeys]);

/**
 * Every staff group, locked in the order of their ids (decision 066). Each change that could leave the
 * forum without a member holding `groups.manage` takes these locks first, then reads who holds what:
 * two such changes at once run one after the other, and the second sees the first's result.
 */
export async function lockStaffGroups(tx: Db): Promise<GroupRow[]> {
  return tx.select().from(userGroups).where(staffGroupOnly).orderBy(asc(userGroups.id)).for('update');
}

/** The staff who can log in (not disabled, not deleted) and their groups. */
export async function activeStaff(tx: Db) {
  return tx
    .select({ id: users.id, groupId: users.groupId })
    .from(users)
    .where(and(eq(users.type, 'staff'), isNull(users.deletedAt), isNull(users.disabledAt)));
}

export async function staffGroups(db: Db) {
  const members = db
    .select({ groupId: users.groupId, members: count().as('members') })
    .from(users)
    .where(and(eq(users.type, 'staff'), isNull(users.deletedAt)))
    .groupBy(users.groupId)
    .as('members');
  return db
    .select({ group: userGroups, members: members.members })
    .from(userGroups)
    .leftJoin(members, eq(members.groupId, userGroups.id))
    .where(staffGroupOnly)
    .orderBy(asc(userGroups.id));
}

export async function findStaffGroup(db: Db, groupId: number): Promise<GroupRow | null> {
  const [row] = await db
    .select()
    .from(userGroups)
    .where(and(eq(userGroups.id, groupId), staffGroupOnly))
    .limit(1);
  return row ?? null;
}

export async function countMembers(db: Db, groupId: number): Promise<number> {
  return db.$count(users, and(eq(users.groupId, groupId), isNull(users.deletedAt)));
}

export async function insertGroup(tx: Db, values: typeof userGroups.$inferInsert): Promise<GroupRow> {
  const [row] = await tx.insert(userGroups).values(values).returning();
  if (!row) throw new Error('group insert returned no row');
  return row;
}

export async function updateGroup(tx: Db, groupId: number, changes: Partial<typeof userGroups.$inferInsert>) {
  await tx.update(userGroups).set(changes).where(eq(userGroups.id, groupId));
}

/** Deleted accounts keep nothing of a group that goes (their rows stay for their orders). */
export async function releaseGroupOfDeleted(tx: Db, groupId: number) {
  await tx
    .update(users)
    .set({ groupId: null })
    .where(and(eq(users.groupId, groupId), isNotNull(users.deletedAt)));
}

export async function deleteGroup(tx: Db, groupId: number) {
  await tx.delete(userGroups).where(eq(userGroups.id, groupId));
}

// ---------------------------------------------------------------- staff

export async function setGroupOf(tx: Db, userId: number, groupId: number) {
  await tx.update(users).set({ groupId }).where(eq(users.id, userId));
}

export async function insertStaff(tx: Db, values: typeof users.$inferInsert) {
  const [row] = await tx.insert(users).values(values).returning();
  if (!row) throw new Error('staff insert returned no row');
  return row;
}
