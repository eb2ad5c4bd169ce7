import type { UserListType, UserState } from '@forum/contract/console/people-rules';
import type { MessageKey } from '~/i18n/en.ts';

// Zod-free: what the people pages read from their address and say of a row (decision 066).

export const USERS_PATH = '/admin/people/users';
export const STAFF_PATH = '/admin/people/staff';
export const GROUPS_PATH = '/admin/people/groups';

export const userPath = (id: number) => `${USERS_PATH}/${id}`;
export const groupPath = (id: number) => `${GROUPS_PATH}/${id}`;

export const typeLabels: Record<UserListType, MessageKey> = {
  customer: 'peopleTypeCustomer',
  exhibitor: 'peopleTypeExhibitor',
  staff: 'peopleTypeStaff',
};
export const stateLabels: Record<UserState, MessageKey> = {
  active: 'peopleStateActive',
  disabled: 'peopleStateDisabled',
};

/** A person's name as the lists show it: first and last, else nothing. */
export function nameOf(row: { firstName: string; lastName: string }): string {
  return `${row.firstName} ${row.lastName}`.trim();
}
