import { describe, expect, it } from 'vitest';
import { hasPermission } from './permissions.ts';

describe('hasPermission', () => {
  const user = { group: { permissions: { 'orders.manage': true, 'settings.manage': false } } };

  it('holds a permission that is true in the group map', () => {
    expect(hasPermission(user, 'orders.manage')).toBe(true);
  });

  it('refuses a permission that is false or missing, and a missing user', () => {
    expect(hasPermission(user, 'settings.manage')).toBe(false);
    expect(hasPermission(user, 'users.manage')).toBe(false);
    expect(hasPermission(null, 'orders.manage')).toBe(false);
  });
});
