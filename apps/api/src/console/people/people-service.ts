import type {
  ConsoleGroup,
  ConsoleUser,
  ConsoleUserRow,
  GroupBodySchema,
  StaffCreateBodySchema,
  StaffGroupBodySchema,
  StaffListQuerySchema,
  UserActionBodySchema,
  UserBulkBodySchema,
  UserListQuerySchema,
} from '@forum/contract/console/people';
import { userExportColumns } from '@forum/contract/console/people-rules';
import type { Locale } from '@forum/contract/locale';
import { staffPermissions } from '@forum/contract/permissions';
import type { z } from 'zod';
import { findAccount } from '../../accounts/account-queries.ts';
import { emailPasswordReset, eraseAccount } from '../../accounts/account-service.ts';
import { requireAccess } from '../../auth/access.ts';
import type { AuthUser, Session } from '../../auth/sessions.ts';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../errors.ts';
import { type MessageKey, translate } from '../../i18n/messages.ts';
import { pick } from '../../localize.ts';
import { recordAudit } from '../audit.ts';
import type { ConsoleDeps } from '../console-deps.ts';
import { listPage } from '../list.ts';
import type { ListCsvColumn } from '../list-csv.ts';
import { refuseStale } from '../stale.ts';
import {
  activeStaff,
  countMembers,
  countsOf,
  deleteGroup,
  findListedUser,
  findStaffGroup,
  findUserRow,
  type GroupRow,
  insertGroup,
  insertStaff,
  lockListedUser,
  lockListedUsers,
  lockStaffGroups,
  releaseGroupOfDeleted,
  revokeSessionsOf,
  setDisabled,
  setGroupOf,
  staffGroups,
  type UserListRow,
  updateGroup,
  userRows,
} from './people-queries.ts';

type UserListQuery = z.output<typeof UserListQuerySchema>;
type StaffListQuery = z.output<typeof StaffListQuerySchema>;
type UserActionBody = z.output<typeof UserActionBodySchema>;
type UserBulkBody = z.output<typeof UserBulkBodySchema>;
type GroupBody = z.output<typeof GroupBodySchema>;
type StaffCreateBody = z.output<typeof StaffCreateBodySchema>;
type StaffGroupBody = z.output<typeof StaffGroupBodySchema>;

const usersRule = { as: 'staff', permission: staffPermissions.users } as const;
const groupsRule = { as: 'staff', permission: staffPermissions.groups } as const;
/** The permission whose last holder the forum never loses (decision 066). */
const ADMINISTRATION = staffPermissions.groups;

// ---------------------------------------------------------------- shapes

function rowOf(row: UserListRow, locale: Locale): ConsoleUserRow {
  return {
    id: row.id,
    type: row.type === 'guest' ? 'customer' : row.type,
    email: row.email ?? '',
    firstName: row.firstName ?? '',
    lastName: row.lastName ?? '',
    locale: row.locale === 'en' ? 'en' : 'ar',
    state: row.disabledAt ? 'disabled' : 'active',
    group: row.groupId !== null && row.groupName ? { id: row.groupId, name: pick(row.groupName, locale) } : null,
    emailVerified: row.emailVerifiedAt !== null,
    createdAt: row.createdAt.toISOString(),
    disabledAt: row.disabledAt?.toISOString() ?? null,
  };
}

/** What the audit log keeps of an account: what a person may read (never the password's hash). */
function auditedUser(user: { email: string | null; disabledAt: Date | null; groupId: number | null; type: string }) {
  return {
    email: user.email,
    type: user.type,
    state: user.disabledAt ? 'disabled' : 'active',
    group: user.groupId,
  };
}

const stateOf = (user: { disabledAt: Date | null }) => (user.disabledAt ? 'disabled' : 'active');

function permissionsOf(group: GroupRow): string[] {
  const known: readonly string[] = Object.values(staffPermissions);
  return Object.entries(group.permissions)
    .filter(([name, holds]) => holds && known.includes(name))
    .map(([name]) => name)
    .sort();
}

function groupOf(group: GroupRow, members: number, caller: AuthUser, locale: Locale): ConsoleGroup {
  return {
    id: group.id,
    key: group.key,
    nameAr: group.name.ar,
    nameEn: group.name.en,
    name: pick(group.name, locale),
    permissions: permissionsOf(group),
    memberCount: members,
    isOwn: caller.groupId === group.id,
  };
}

// ---------------------------------------------------------------- the last administrator

/**
 * What a change does to who administers: an account leaves (disabled, deleted), moves to another group,
 * or a group's permissions change.
 */
type Change = { leaves?: readonly number[]; moves?: { userId: number; groupId: number }; sets?: GroupRow };

/**
 * Refuses a change that would leave no active staff member holding `groups.manage` (409
 * `lastAdministrator`, decision 066). It locks every staff group first (in the order of their ids), then
 * reads the staff: every change that could demote someone takes the same locks, so two at once run one
 * after the other and the second counts what the first left.
 */
async function keepAnAdministrator(tx: Db, change: Change): Promise<GroupRow[]> {
  const groups = await lockStaffGroups(tx);
  const staff = await activeStaff(tx);
  const holds = (groupId: number | null, override?: GroupRow) => {
    const group = override && override.id === groupId ? override : groups.find((row) => row.id === groupId);
    return Boolean(group?.permissions[ADMINISTRATION]);
  };
  const before = staff.filter((member) => holds(member.groupId)).length;
  const after = staff
    .filter((member) => !change.leaves?.includes(member.id))
    .map((member) => (change.moves?.userId === member.id ? { ...member, groupId: change.moves.groupId } : member))
    .filter((member) => holds(member.groupId, change.sets)).length;
  // a forum that had no administrator (made by hand) may still be changed: this rule keeps one, it makes none
  if (before > 0 && after === 0) throw new AppError('lastAdministrator');
  return groups;
}

// ---------------------------------------------------------------- users

export function listUsers(db: Db, session: Session | null, query: UserListQuery, locale: Locale) {
  requireAccess(session, usersRule);
  const statements = userRows(db, query);
  return listPage(query, statements).then((page) => ({
    items: page.items.map((row) => rowOf(row, locale)),
    pagination: page.pagination,
  }));
}

const csvHeadings = {
  id: 'peopleCsvId',
  email: 'peopleCsvEmail',
  firstName: 'peopleCsvFirstName',
  lastName: 'peopleCsvLastName',
  type: 'peopleCsvType',
  state: 'peopleCsvState',
  group: 'peopleCsvGroup',
  locale: 'peopleCsvLocale',
  createdAt: 'peopleCsvCreatedAt',
} as const satisfies Record<(typeof userExportColumns)[number], MessageKey>;

/** The users list's CSV columns (decision 070), by the list's column keys, headed in the caller's language. */
export const userCsvColumns: readonly ListCsvColumn<ConsoleUserRow>[] = (() => {
  const value: Record<(typeof userExportColumns)[number], (row: ConsoleUserRow) => unknown> = {
    id: (row) => row.id,
    email: (row) => row.email,
    firstName: (row) => row.firstName,
    lastName: (row) => row.lastName,
    type: (row) => row.type,
    state: (row) => row.state,
    group: (row) => row.group?.name ?? '',
    locale: (row) => row.locale,
    createdAt: (row) => row.createdAt,
  };
  return userExportColumns.map((key) => ({ key, heading: csvHeadings[key], value: value[key] }));
})();

export async function getUser(db: Db, session: Session | null, userId: number, locale: Locale) {
  const caller = requireAccess(session, usersRule);
  return userRecord(db, userId, caller, locale);
}

async function userRecord(db: Db, userId: number, caller: AuthUser, locale: Locale): Promise<ConsoleUser> {
  const [row, user] = await Promise.all([findUserRow(db, userId), findListedUser(db, userId)]);
  if (!row || !user) throw new AppError('notFound');
  const counts = await countsOf(db, userId);
  return {
    ...rowOf(row, locale),
    telephone: user.telephone,
    country: user.country,
    city: user.city,
    companyName: user.companyName,
    accountKind: user.accountKind,
    orderCount: counts.orders,
    sessionCount: counts.sessions,
    isSelf: user.id === caller.id,
  };
}

/**
 * Disables or enables accounts in one transaction: a disabled account's sessions end at once and it
 * cannot log in (decision 066). The caller's own account is refused, and so is disabling the last
 * administrator. Every account changed is one audit entry.
 */
async function switchAccounts(
  tx: Db,
  caller: AuthUser,
  userIds: readonly number[],
  action: 'disable' | 'enable',
  base?: string,
) {
  if (action === 'disable' && userIds.includes(caller.id)) throw new AppError('ownAccount');
  if (action === 'disable') await keepAnAdministrator(tx, { leaves: userIds });
  const found = await lockListedUsers(tx, userIds);
  if (found.length !== new Set(userIds).size) throw new AppError('notFound');
  if (base !== undefined && found[0]) refuseStale(base, { state: stateOf(found[0]) });
  const changing = found.filter((user) => (action === 'disable') === (user.disabledAt === null));
  const at = action === 'disable' ? new Date() : null;
  await setDisabled(
    tx,
    changing.map((user) => user.id),
    at,
  );
  if (action === 'disable')
    await revokeSessionsOf(
      tx,
      changing.map((user) => user.id),
    );
  for (const user of changing) {
    await recordAudit(tx, caller, {
      entity: 'user',
      entityId: user.id,
      action,
      before: auditedUser(user),
      after: auditedUser({ ...user, disabledAt: at }),
    });
  }
  return changing.length;
}

export async function switchUser(
  db: Db,
  session: Session | null,
  userId: number,
  action: 'disable' | 'enable',
  body: UserActionBody,
  locale: Locale,
) {
  const caller = requireAccess(session, usersRule);
  await inTransaction(db, (tx) => switchAccounts(tx, caller, [userId], action, body.base));
  return userRecord(db, userId, caller, locale);
}

export async function switchUsers(db: Db, session: Session | null, body: UserBulkBody, locale: Locale) {
  const caller = requireAccess(session, usersRule);
  const ids = [...new Set(body.ids)];
  const changed = await inTransaction(db, (tx) => switchAccounts(tx, caller, ids, body.action));
  return { changed, message: translate(locale, 'usersChanged', { count: changed }) };
}

/** The forgotten-password email, sent to the account's owner in their language (decision 066). */
export async function resetPasswordOf(deps: ConsoleDeps, session: Session | null, userId: number, locale: Locale) {
  const caller = requireAccess(session, usersRule);
  const user = await findListedUser(deps.db, userId);
  if (!user?.email) throw new AppError('notFound');
  await emailPasswordReset(deps, user);
  await inTransaction(deps.db, (tx) =>
    recordAudit(tx, caller, {
      entity: 'user',
      entityId: user.id,
      action: 'resetPassword',
      after: { email: user.email },
    }),
  );
  return { message: translate(locale, 'userResetSent', { email: user.email }) };
}

/**
 * Deletes an account as its owner would (docs/product/accounts.md, decision 066): the same erasure,
 * without the password; never the caller's own (their account page does that), never the last
 * administrator.
 */
export async function deleteUser(
  deps: ConsoleDeps,
  session: Session | null,
  userId: number,
  body: UserActionBody,
  locale: Locale,
) {
  const caller = requireAccess(session, usersRule);
  if (userId === caller.id) throw new AppError('ownAccount');
  const user = await findListedUser(deps.db, userId);
  if (!user) throw new AppError('notFound');
  await eraseAccount({ ...deps, fileStore: deps.files }, user, async (tx) => {
    await keepAnAdministrator(tx, { leaves: [userId] });
    const locked = await lockListedUser(tx, userId);
    if (!locked) throw new AppError('notFound');
    refuseStale(body.base, { state: stateOf(locked) });
    await recordAudit(tx, caller, { entity: 'user', entityId: userId, action: 'delete', before: auditedUser(locked) });
  });
  return { message: translate(locale, 'userDeleted') };
}

// ---------------------------------------------------------------- groups

export async function listGroups(db: Db, session: Session | null, locale: Locale) {
  const caller = requireAccess(session, groupsRule);
  const rows = await staffGroups(db);
  return { items: rows.map((row) => groupOf(row.group, Number(row.members ?? 0), caller, locale)) };
}

export async function getGroup(db: Db, session: Session | null, groupId: number, locale: Locale) {
  const caller = requireAccess(session, groupsRule);
  return groupRecord(db, groupId, caller, locale);
}

async function groupRecord(db: Db, groupId: number, caller: AuthUser, locale: Locale) {
  const group = await findStaffGroup(db, groupId);
  if (!group) throw new AppError('notFound');
  return groupOf(group, await countMembers(db, groupId), caller, locale);
}

const permissionMapOf = (permissions: readonly string[]) =>
  Object.fromEntries([...new Set(permissions)].sort().map((name) => [name, true]));

function auditedGroup(group: { name: { ar: string; en: string }; permissions: Record<string, boolean> }) {
  return { nameAr: group.name.ar, nameEn: group.name.en, permissions: permissionsOf(group as GroupRow) };
}

export async function createGroup(db: Db, session: Session | null, body: GroupBody, locale: Locale) {
  const caller = requireAccess(session, groupsRule);
  const group = await inTransaction(db, async (tx) => {
    const row = await insertGroup(tx, {
      // a key for code, never shown: the names are the staff's
      key: `staff-${crypto.randomUUID().slice(0, 8)}`,
      name: { ar: body.nameAr, en: body.nameEn },
      permissions: permissionMapOf(body.permissions),
    });
    await recordAudit(tx, caller, { entity: 'group', entityId: row.id, action: 'create', after: auditedGroup(row) });
    return row;
  });
  return groupOf(group, 0, caller, locale);
}

/**
 * Renames a group and sets its permissions. A staff member may rename their own group but not change its
 * permissions (403 `ownPermissions`: nobody raises their own); no change may take `groups.manage` from
 * the last administrator (409 `lastAdministrator`).
 */
export async function saveGroup(db: Db, session: Session | null, groupId: number, body: GroupBody, locale: Locale) {
  const caller = requireAccess(session, groupsRule);
  await inTransaction(db, async (tx) => {
    const groups = await lockStaffGroups(tx);
    const group = groups.find((row) => row.id === groupId);
    if (!group) throw new AppError('notFound');
    const before = auditedGroup(group);
    refuseStale(body.base, before);
    const permissions = permissionMapOf(body.permissions);
    const changesPermissions = permissionsOf({ ...group, permissions }).join() !== before.permissions.join();
    if (changesPermissions && caller.groupId === groupId) throw new AppError('ownPermissions');
    const next = { ...group, name: { ar: body.nameAr, en: body.nameEn }, permissions };
    if (changesPermissions) await keepAnAdministrator(tx, { sets: next });
    await updateGroup(tx, groupId, { name: next.name, permissions });
    await recordAudit(tx, caller, {
      entity: 'group',
      entityId: groupId,
      action: 'update',
      before,
      after: auditedGroup(next),
    });
  });
  return groupRecord(db, groupId, caller, locale);
}

export async function removeGroup(db: Db, session: Session | null, groupId: number, locale: Locale) {
  const caller = requireAccess(session, groupsRule);
  await inTransaction(db, async (tx) => {
    const groups = await lockStaffGroups(tx);
    const group = groups.find((row) => row.id === groupId);
    if (!group) throw new AppError('notFound');
    // disabled accounts are members still (they may be enabled again); deleted ones let go of it
    if ((await countMembers(tx, groupId)) > 0) throw new AppError('groupNotEmpty');
    await releaseGroupOfDeleted(tx, groupId);
    await deleteGroup(tx, groupId);
    await recordAudit(tx, caller, {
      entity: 'group',
      entityId: groupId,
      action: 'delete',
      before: auditedGroup(group),
    });
  });
  return { message: translate(locale, 'groupDeleted') };
}

// ---------------------------------------------------------------- staff

export function listStaff(db: Db, session: Session | null, query: StaffListQuery, locale: Locale) {
  requireAccess(session, groupsRule);
  return listPage(query, userRows(db, { ...query, type: 'staff' })).then((page) => ({
    items: page.items.map((row) => rowOf(row, locale)),
    pagination: page.pagination,
  }));
}

/**
 * A new staff account, in a group, without a password: they are emailed the forgotten-password code and
 * link, and set their own (decision 066). An address that already has a customer or staff account is refused.
 */
export async function createStaff(deps: ConsoleDeps, session: Session | null, body: StaffCreateBody, locale: Locale) {
  const caller = requireAccess(session, groupsRule);
  const { db } = deps;
  if (await findAccount(db, 'customer', body.email)) {
    throw new AppError('validation', { fields: [{ key: 'email', messageKey: 'emailTaken' }] });
  }
  const user = await inTransaction(db, async (tx) => {
    const groups = await lockStaffGroups(tx);
    if (!groups.some((group) => group.id === body.group)) {
      throw new AppError('validation', { fields: [{ key: 'group', messageKey: 'notFound' }] });
    }
    const row = await insertStaff(tx, {
      type: 'staff',
      email: body.email,
      firstName: body.firstName,
      lastName: body.lastName ?? null,
      locale: body.locale,
      groupId: body.group,
    });
    await recordAudit(tx, caller, { entity: 'user', entityId: row.id, action: 'create', after: auditedUser(row) });
    return row;
  });
  await emailPasswordReset(deps, user);
  return userRecord(db, user.id, caller, locale);
}

/** Puts a staff member in a group: never oneself (403 `ownPermissions`), never the last administrator out. */
export async function moveStaff(db: Db, session: Session | null, userId: number, body: StaffGroupBody, locale: Locale) {
  const caller = requireAccess(session, groupsRule);
  if (userId === caller.id) throw new AppError('ownPermissions');
  await inTransaction(db, async (tx) => {
    const groups = await keepAnAdministrator(tx, { moves: { userId, groupId: body.group } });
    if (!groups.some((group) => group.id === body.group)) {
      throw new AppError('validation', { fields: [{ key: 'group', messageKey: 'notFound' }] });
    }
    const user = await lockListedUser(tx, userId);
    if (user?.type !== 'staff') throw new AppError('notFound');
    refuseStale(body.base, { group: user.groupId });
    await setGroupOf(tx, userId, body.group);
    await recordAudit(tx, caller, {
      entity: 'user',
      entityId: userId,
      action: 'group',
      before: { group: user.groupId },
      after: { group: body.group },
    });
  });
  return userRecord(db, userId, caller, locale);
}
