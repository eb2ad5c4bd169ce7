// Zod-free: the people pages read the same words the API's schemas take (decision 066).

/** The kinds of account the users list shows (a guest is no one's account). */
export const userListTypes = ['customer', 'exhibitor', 'staff'] as const;
export type UserListType = (typeof userListTypes)[number];

/** An account is active, or disabled by the staff (it cannot log in, decision 066). */
export const userStates = ['active', 'disabled'] as const;
export type UserState = (typeof userStates)[number];

/** What a bulk action of the users list does to the rows chosen. */
export const userBulkActions = ['disable', 'enable'] as const;
export type UserBulkAction = (typeof userBulkActions)[number];

/** The users list's sortable columns and exported columns. */
export const userSorts = ['createdAt', 'email', 'name'] as const;
export const userExportColumns = [
  'id',
  'email',
  'firstName',
  'lastName',
  'type',
  'state',
  'group',
  'locale',
  'createdAt',
] as const;

/** The most rows one bulk action takes (a page of the list at most). */
export const USER_BULK_MAX = 100;

/** A group's name, in each language. */
export const GROUP_NAME_MAX = 80;

/** The groups new customer and exhibitor accounts go to: not staff groups, never shown nor changed by the console. */
export const accountGroupKeys = ['customers', 'exhibitors'] as const;
