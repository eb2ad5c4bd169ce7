import { type EndpointName, endpointPaths, endpointRoute } from '@forum/contract/endpoint-paths';
import { type EndpointSchemas, endpoints } from '@forum/contract/endpoints';
import { staffPermissions } from '@forum/contract/permissions';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userGroups, users } from '../db/schema.ts';
import { bearer, createAccounts, loginAs } from '../test/accounts.ts';
import { startTestApp, type TestApp } from '../test/test-app.ts';

// The one table-driven test of every staff call (issue 33, decision 062): each entry of the endpoint table
// under /admin, read from the contract, so a call another part adds is covered without a line here. The
// contract's own test checks that each names a permission; this one checks the API refuses and lets in by
// it. A 400 or a 404 for the example input (id 1, nothing else) is "let in": the permission was passed.

const staffCalls = (Object.keys(endpointPaths) as EndpointName[]).filter((name) =>
  endpointRoute(name).path.startsWith('/admin/'),
);
const permissionOf = (name: EndpointName) => (endpoints[name] as EndpointSchemas).permission ?? '';

let app: TestApp;
const who: Record<string, Record<string, string>> = {};
/** Per permission: a staff member whose group holds only it, and one whose group holds every other. */
const holders: Record<string, { only: Record<string, string>; allBut: Record<string, string> }> = {};

beforeAll(async () => {
  app = await startTestApp();
  const guest = await app.call('POST', '/api/login/guests');
  who.guest = bearer(guest.json.data.authorization.accessToken);
  who.customer = (await loginAs(app, 'customer@forum.test')).headers;
  who.exhibitor = (await loginAs(app, 'exhibitor@forum.test', { family: 'exhibitor' })).headers;

  const permissions = [...new Set(staffCalls.map(permissionOf))];
  const all: string[] = Object.values(staffPermissions);
  const groups = await app.db
    .insert(userGroups)
    .values(
      permissions.flatMap((permission, i) => [
        { key: `test-only-${i}`, name: { en: 'only', ar: 'only' }, permissions: { [permission]: true } },
        {
          key: `test-all-but-${i}`,
          name: { en: 'all but', ar: 'all but' },
          // every other permission, and this one present but false (a permission holds only when truthy)
          permissions: Object.fromEntries(all.map((name) => [name, name !== permission])),
        },
      ]),
    )
    .returning({ id: userGroups.id, key: userGroups.key });
  const accounts = await createAccounts(app.db, 'permission-test', groups.length, { type: 'staff' });
  for (const [i, group] of groups.entries()) {
    const account = accounts[i];
    if (!account) throw new Error('no account');
    await app.db.update(users).set({ groupId: group.id }).where(eq(users.id, account.id));
  }
  permissions.forEach((permission, i) => {
    const only = accounts[2 * i];
    const allBut = accounts[2 * i + 1];
    if (!only || !allBut) throw new Error('no account');
    holders[permission] = { only: only.headers, allBut: allBut.headers };
  });
});
afterAll(async () => {
  await app?.close();
});

/** The entry called with the example input: every path parameter 1, no query, an empty body for a write. */
function callOf(name: EndpointName, headers?: Record<string, string>) {
  const { method, path } = endpointRoute(name);
  const url = `/api${path.replace(/\{[^}]+\}/g, '1')}`;
  const writes = method !== 'GET';
  return app.call(method, url, { ...(headers ? { headers } : {}), ...(writes ? { body: {} } : {}) });
}

describe('every staff call of the table', () => {
  it('is there to test', () => {
    expect(staffCalls.length).toBeGreaterThan(10);
    expect(staffCalls).toContain('admin.audit');
  });

  it.each(staffCalls)(
    '%s: 401 without a session and for a guest, 403 for a customer and an exhibitor',
    async (name) => {
      expect((await callOf(name)).status, 'no session').toBe(401);
      expect((await callOf(name, who.guest)).status, 'guest').toBe(401);
      expect((await callOf(name, who.customer)).status, 'customer').toBe(403);
      expect((await callOf(name, who.exhibitor)).status, 'exhibitor').toBe(403);
    },
  );

  it.each(staffCalls)('%s: 403 for staff without its permission, let in with it alone', async (name) => {
    const holder = holders[permissionOf(name)];
    if (!holder) throw new Error(`no holder for ${name}`);
    const refused = await callOf(name, holder.allBut);
    expect(refused.status, 'staff without the permission').toBe(403);
    expect(refused.json?.errors?.[0]?.key, 'refused by the permission').toBeDefined();
    const allowed = await callOf(name, holder.only);
    expect(
      [401, 403],
      `staff with ${permissionOf(name)} answered ${allowed.status}: ${allowed.text.slice(0, 200)}`,
    ).not.toContain(allowed.status);
  });
});
