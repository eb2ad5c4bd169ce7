import type { UserListType, UserState } from '@forum/contract/console/people-rules';
import { userListTypes, userSorts, userStates } from '@forum/contract/console/people-rules';
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

const sortValues = [...userSorts, ...userSorts.map((sort) => `-${sort}`)];

/** The list's query as the address holds it: only the values the API takes (anything else is left out). */
export function userQueryOf(url: URL) {
  const params = url.searchParams;
  const type = params.get('type');
  const state = params.get('state');
  const sort = params.get('sort');
  const page = Number(params.get('page') ?? '1');
  const q = params.get('q')?.trim().slice(0, 100) ?? '';
  return {
    ...(q ? { q } : {}),
    ...(type && (userListTypes as readonly string[]).includes(type) ? { type: type as UserListType } : {}),
    ...(state && (userStates as readonly string[]).includes(state) ? { state: state as UserState } : {}),
    ...(sort && sortValues.includes(sort) ? { sort: sort as (typeof userSorts)[number] } : {}),
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** A person's name as the lists show it: first and last, else nothing. */
export function nameOf(row: { firstName: string; lastName: string }): string {
  return `${row.firstName} ${row.lastName}`.trim();
}
