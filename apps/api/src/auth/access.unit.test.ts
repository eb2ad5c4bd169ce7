import { staffPermissions } from '@forum/contract/permissions';
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors.ts';
import { type AccessRule, requireAccess, shopper } from './access.ts';
import type { AuthUser, Session } from './sessions.ts';

type Caller = 'nobody' | AuthUser['type'] | 'staff with it';

function sessionOf(caller: Caller): Session | null {
  if (caller === 'nobody') return null;
  const type = caller === 'staff with it' ? 'staff' : caller;
  const permissions = caller === 'staff with it' ? { [staffPermissions.returns]: true } : { 'returns.manage': false };
  const user = { id: 7, type, permissions } as unknown as AuthUser;
  return { id: 1, user, expiresAt: new Date(0) };
}

/** What the caller gets: 'ok', or the refusal's code and the message key of its field, if any. */
function outcome(caller: Caller, rule: AccessRule): string {
  try {
    requireAccess(sessionOf(caller), rule);
    return 'ok';
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const field = error.fields[0]?.messageKey;
    return `${error.status} ${error.code}${field ? ` ${field}` : ''}`;
  }
}

const callers: Caller[] = ['nobody', 'guest', 'customer', 'exhibitor', 'staff', 'staff with it'];
const table = (rule: AccessRule) => Object.fromEntries(callers.map((caller) => [caller, outcome(caller, rule)]));

describe('requireAccess', () => {
  it('lets anyone with a session hold a cart, a guest too', () => {
    expect(table({ as: 'session' })).toMatchObject({ nobody: '401 unauthenticated', guest: 'ok', exhibitor: 'ok' });
  });

  it('keeps the shop to customers: a guest is asked to log in, the others are told it is for customers', () => {
    expect(table(shopper)).toEqual({
      nobody: '401 unauthenticated',
      guest: '401 unauthenticated',
      customer: 'ok',
      exhibitor: '403 customersOnly customersOnly',
      staff: '403 customersOnly customersOnly',
      'staff with it': '403 customersOnly customersOnly',
    });
  });

  it('refuses saving to a guest and to exhibitors with noPermission; without a session, log in first', () => {
    expect(table({ as: ['customer', 'staff'], guest: 'forbidden' })).toEqual({
      nobody: '401 unauthenticated',
      guest: '403 forbidden',
      customer: 'ok',
      exhibitor: '403 forbidden',
      staff: 'ok',
      'staff with it': 'ok',
    });
  });

  it('names the pages of the caller’s own family on a profile of the other', () => {
    const customers: AccessRule = { as: ['customer', 'staff'], otherwise: 'otherFamily' };
    const exhibitors: AccessRule = { as: 'exhibitor', otherwise: 'otherFamily' };
    expect(outcome('exhibitor', customers)).toBe('403 forbidden customersOnly');
    expect(outcome('customer', exhibitors)).toBe('403 forbidden exhibitorsOnly');
    expect(outcome('guest', exhibitors)).toBe('401 unauthenticated');
  });

  it('lets staff in only when their group holds the named permission', () => {
    expect(table({ as: 'staff', permission: staffPermissions.returns })).toEqual({
      nobody: '401 unauthenticated',
      guest: '401 unauthenticated',
      customer: '403 forbidden',
      exhibitor: '403 forbidden',
      staff: '403 forbidden',
      'staff with it': 'ok',
    });
  });

  it('answers the caller’s user', () => {
    expect(requireAccess(sessionOf('customer'), shopper).id).toBe(7);
  });
});
