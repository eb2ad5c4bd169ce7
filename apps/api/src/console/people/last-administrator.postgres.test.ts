import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { userGroups, users } from '../../db/schema.ts';
import { createAccounts, loginAs } from '../../test/accounts.ts';
import { twoProcesses } from '../../test/two-processes.ts';

// Decision 066: the last member holding groups.manage stays, also when two administrators demote each
// other at the same moment through two processes, each with its own pool, on one PostgreSQL database.
// Without the groups' locks both would read "the other one stays" and both would go.
describe('two administrators demoting each other at once', () => {
  const apps = twoProcesses();

  it('leaves one of them an administrator, every time', async () => {
    const { a, b } = apps;
    const staff = (await loginAs(a, 'staff@forum.test')).headers;
    const groupId = async (key: string) =>
      (await a.db.select({ id: userGroups.id }).from(userGroups).where(eq(userGroups.key, key)))[0]?.id ?? 0;
    const administrators = await groupId('administrators');
    const editors = await groupId('editors');

    for (let round = 0; round < 10; round += 1) {
      const [first, second] = await createAccounts(a.db, `rival-${round}-${Date.now()}`, 2, { type: 'staff' });
      if (!first || !second) throw new Error('no accounts');
      await a.db.update(users).set({ groupId: administrators }).where(eq(users.id, first.id));
      await a.db.update(users).set({ groupId: administrators }).where(eq(users.id, second.id));
      // the demo's administrator leaves first: the two rivals are the only ones left
      const others = await a.call('GET', '/api/admin/staff?perPage=100', { headers: staff });
      for (const other of others.json.data.items as { id: number; group: { id: number } | null }[]) {
        if (other.id !== first.id && other.id !== second.id && other.group?.id === administrators) {
          await a.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, other.id));
        }
      }

      const [one, two] = await Promise.all([
        a.call('PUT', `/api/admin/staff/${second.id}/group`, { headers: first.headers, body: { group: editors } }),
        b.call('PUT', `/api/admin/staff/${first.id}/group`, { headers: second.headers, body: { group: editors } }),
      ]);
      // one wins; the other is refused: 409 when both ran at once, 403 when the winner was done before the
      // loser's permission was checked. Never both.
      const statuses = [one.status, two.status].sort();
      expect(statuses[0], `${one.text} ${two.text}`).toBe(200);
      expect([403, 409], `${one.text} ${two.text}`).toContain(statuses[1]);
      const stillAdmins = await a.db.$count(users, and(eq(users.groupId, administrators), isNull(users.disabledAt)));
      expect(stillAdmins).toBe(1);

      // back as it was for the next round: the demo's administrator returns, the rivals go
      await a.db.update(users).set({ disabledAt: null }).where(eq(users.email, 'staff@forum.test'));
      await a.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, first.id));
      await a.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, second.id));
    }
  });
});
