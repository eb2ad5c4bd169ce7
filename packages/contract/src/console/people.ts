import { z } from 'zod';
import { EmailSchema } from '../account.ts';
import { locales } from '../locale.ts';
import { IdParamsSchema } from '../params.ts';
import { staffPermissions } from '../permissions.ts';
import { consoleExportQuery, consoleListOf, consoleListQuery, StaleBaseSchema } from './list.ts';
import {
  GROUP_NAME_MAX,
  USER_BULK_MAX,
  userBulkActions,
  userListTypes,
  userSorts,
  userStates,
} from './people-rules.ts';

/**
 * The schemas of the console's people calls (decision 061), by the names of ./people-paths.ts; spread into
 * the one endpoint table (endpoints.ts), which checks each entry (under /admin it must name its permission).
 * docs/product/console.md "People and settings", decision 066.
 */

const id = z.coerce.number().int().min(1).max(2_147_483_647);
const permissionValues = Object.values(staffPermissions) as [string, ...string[]];

// ---------------------------------------------------------------- users

export const UserListQuerySchema = consoleListQuery(userSorts, {
  type: z.enum(userListTypes).optional(),
  state: z.enum(userStates).optional(),
});
export type UserListQuery = z.input<typeof UserListQuerySchema>;

export const UserExportQuerySchema = consoleExportQuery(UserListQuerySchema);

const GroupRefSchema = z.object({ id: z.number(), name: z.string() });

export const ConsoleUserRowSchema = z
  .object({
    id: z.number(),
    type: z.enum(userListTypes),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    locale: z.enum(locales),
    state: z.enum(userStates),
    group: GroupRefSchema.nullable(),
    emailVerified: z.boolean(),
    createdAt: z.string(),
    disabledAt: z.string().nullable(),
  })
  .meta({ id: 'ConsoleUserRow' });
export type ConsoleUserRow = z.infer<typeof ConsoleUserRowSchema>;

export const ConsoleUserPageSchema = consoleListOf(ConsoleUserRowSchema);

export const ConsoleUserSchema = ConsoleUserRowSchema.extend({
  telephone: z.string().nullable(),
  country: z.string().nullable(),
  city: z.string().nullable(),
  companyName: z.string().nullable(),
  accountKind: z.string().nullable(),
  /** Orders kept with the account (a deletion keeps them, tied to the emptied account). */
  orderCount: z.number(),
  /** Sessions alive now. */
  sessionCount: z.number(),
  /** This is the caller's own account: the console does not disable or delete it (the account pages do). */
  isSelf: z.boolean(),
}).meta({ id: 'ConsoleUser' });
export type ConsoleUser = z.infer<typeof ConsoleUserSchema>;

export const ConsoleUserResponseSchema = ConsoleUserSchema;

/** A change of one account: the form's `base` is the account's state when the page opened (decision 061). */
export const UserActionBodySchema = z.object({ base: StaleBaseSchema });

export const UserBulkBodySchema = z.object({
  action: z.enum(userBulkActions),
  ids: z.array(id).min(1).max(USER_BULK_MAX),
});
export const UserBulkResponseSchema = z.object({ changed: z.number(), message: z.string() });

export const PeopleMessageSchema = z.object({ message: z.string() });

// ---------------------------------------------------------------- groups

export const ConsoleGroupSchema = z
  .object({
    id: z.number(),
    key: z.string(),
    nameAr: z.string(),
    nameEn: z.string(),
    name: z.string(),
    /** Every staff permission the group holds, by its value of `staffPermissions`. */
    permissions: z.array(z.string()),
    memberCount: z.number(),
    /** The caller is a member: its permissions are theirs and they may not change them (decision 066). */
    isOwn: z.boolean(),
  })
  .meta({ id: 'ConsoleGroup' });
export type ConsoleGroup = z.infer<typeof ConsoleGroupSchema>;

export const ConsoleGroupListSchema = z.object({ items: z.array(ConsoleGroupSchema) });

const groupName = z.string().trim().min(1).max(GROUP_NAME_MAX);

export const GroupBodySchema = z.object({
  nameAr: groupName,
  nameEn: groupName,
  permissions: z.array(z.enum(permissionValues)).max(permissionValues.length).default([]),
  base: StaleBaseSchema,
});
export type GroupBody = z.input<typeof GroupBodySchema>;

// ---------------------------------------------------------------- staff

export const StaffListQuerySchema = consoleListQuery(userSorts, {
  group: id.optional(),
  state: z.enum(userStates).optional(),
});
export const ConsoleStaffPageSchema = consoleListOf(ConsoleUserRowSchema);

export const StaffCreateBodySchema = z.object({
  email: EmailSchema,
  firstName: z.string().trim().min(1).max(80),
  lastName: z.string().trim().max(80).optional(),
  locale: z.enum(locales).default('ar'),
  group: id,
});
export type StaffCreateBody = z.input<typeof StaffCreateBodySchema>;

export const StaffGroupBodySchema = z.object({ group: id, base: StaleBaseSchema });

// ---------------------------------------------------------------- the table

const staffCall = (permission: (typeof staffPermissions)['users' | 'groups']) =>
  ({ auth: 'account', permission }) as const;
const idParams = { params: IdParamsSchema };

export const peopleEndpoints = {
  'people.users': {
    query: UserListQuerySchema,
    answer: ConsoleUserPageSchema,
    ...staffCall(staffPermissions.users),
    errors: ['forbidden'],
  },
  'people.usersCsv': {
    query: UserExportQuerySchema,
    produces: 'text/csv',
    ...staffCall(staffPermissions.users),
    errors: ['forbidden'],
  },
  'people.usersBulk': {
    body: UserBulkBodySchema,
    answer: UserBulkResponseSchema,
    ...staffCall(staffPermissions.users),
    errors: ['forbidden', 'notFound', 'ownAccount', 'lastAdministrator'],
  },
  'people.user': {
    ...idParams,
    answer: ConsoleUserResponseSchema,
    ...staffCall(staffPermissions.users),
    errors: ['forbidden'],
  },
  'people.disableUser': {
    ...idParams,
    body: UserActionBodySchema,
    answer: ConsoleUserResponseSchema,
    ...staffCall(staffPermissions.users),
    errors: ['forbidden', 'staleEdit', 'ownAccount', 'lastAdministrator'],
  },
  'people.enableUser': {
    ...idParams,
    body: UserActionBodySchema,
    answer: ConsoleUserResponseSchema,
    ...staffCall(staffPermissions.users),
    errors: ['forbidden', 'staleEdit'],
  },
  'people.resetPassword': {
    ...idParams,
    answer: PeopleMessageSchema,
    ...staffCall(staffPermissions.users),
    errors: ['forbidden'],
  },
  'people.deleteUser': {
    ...idParams,
    body: UserActionBodySchema,
    answer: PeopleMessageSchema,
    ...staffCall(staffPermissions.users),
    errors: ['forbidden', 'staleEdit', 'ownAccount', 'lastAdministrator'],
  },
  'people.groups': { answer: ConsoleGroupListSchema, ...staffCall(staffPermissions.groups), errors: ['forbidden'] },
  'people.group': {
    ...idParams,
    answer: ConsoleGroupSchema,
    ...staffCall(staffPermissions.groups),
    errors: ['forbidden'],
  },
  'people.createGroup': {
    body: GroupBodySchema,
    answer: ConsoleGroupSchema,
    status: [201],
    ...staffCall(staffPermissions.groups),
    errors: ['forbidden'],
  },
  'people.updateGroup': {
    ...idParams,
    body: GroupBodySchema,
    answer: ConsoleGroupSchema,
    ...staffCall(staffPermissions.groups),
    errors: ['forbidden', 'staleEdit', 'ownPermissions', 'lastAdministrator'],
  },
  'people.deleteGroup': {
    ...idParams,
    answer: PeopleMessageSchema,
    ...staffCall(staffPermissions.groups),
    errors: ['forbidden', 'groupNotEmpty'],
  },
  'people.staff': {
    query: StaffListQuerySchema,
    answer: ConsoleStaffPageSchema,
    ...staffCall(staffPermissions.groups),
    errors: ['forbidden'],
  },
  'people.createStaff': {
    body: StaffCreateBodySchema,
    answer: ConsoleUserResponseSchema,
    status: [201],
    ...staffCall(staffPermissions.groups),
    errors: ['forbidden'],
  },
  'people.setStaffGroup': {
    ...idParams,
    body: StaffGroupBodySchema,
    answer: ConsoleUserResponseSchema,
    ...staffCall(staffPermissions.groups),
    errors: ['forbidden', 'staleEdit', 'ownPermissions', 'lastAdministrator'],
  },
} as const;
