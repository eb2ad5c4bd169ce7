import { describe, expect, it } from 'vitest';
import { type EndpointName, endpointPaths, endpointRoute } from './endpoint-paths.ts';
import { type EndpointEntry, type EndpointSchemas, endpoints } from './endpoints.ts';
import { staffPermissions } from './permissions.ts';

// Every staff call names the permission of the user's group it needs (decisions 035, 048): the API checks
// it from the table before the handler runs, so an entry under /admin without one would be open to any
// signed-in account.

const names = Object.keys(endpointPaths) as EndpointName[];
const isStaffCall = (name: EndpointName) => endpointRoute(name).path.startsWith('/admin/');

describe('the staff calls of the table of endpoints', () => {
  it('name, under /admin, one of the staff permissions and a signed-in account', () => {
    const staffCalls = names.filter(isStaffCall);
    expect(staffCalls.length).toBeGreaterThan(0);
    const known: string[] = Object.values(staffPermissions);
    for (const name of staffCalls) {
      const entry: EndpointSchemas = endpoints[name];
      expect(entry.permission, name).toBeDefined();
      expect(known, name).toContain(entry.permission);
      expect(entry.auth, name).toBe('account');
    }
  });

  it('name no permission outside /admin', () => {
    for (const name of names.filter((name) => !isStaffCall(name))) {
      const entry: EndpointSchemas = endpoints[name];
      expect(entry.permission, name).toBeUndefined();
    }
  });

  it('do not compile without their permission (checked by npm run typecheck)', () => {
    // @ts-expect-error: an entry under /admin must name its permission
    const withoutPermission: EndpointEntry<'admin.moveOrder'> = { auth: 'account' };
    const withPermission: EndpointEntry<'admin.moveOrder'> = { auth: 'account', permission: 'orders.manage' };
    // @ts-expect-error: a permission is one of staffPermissions
    const unknownPermission: EndpointEntry<'admin.moveOrder'> = { auth: 'account', permission: 'orders.delete' };
    const publicEntry: EndpointEntry<'cart.add'> = {};
    expect([withoutPermission, withPermission, unknownPermission, publicEntry]).toHaveLength(4);
  });
});
