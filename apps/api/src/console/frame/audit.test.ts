import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../../db/schema.ts';
import { loginAs } from '../../test/accounts.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { recordAudit } from '../audit.ts';

// The audit log's list, its CSV and recordAudit (decision 062). Each test writes entries of an entity
// of its own, so the filters isolate what it reads.

let app: TestApp;
let staff: { headers: Record<string, string> };
let actor: { id: number; email: string };

beforeAll(async () => {
  app = await startTestApp();
  staff = await loginAs(app, 'staff@forum.test');
  const [row] = await app.db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.email, 'staff@forum.test'));
  if (!row) throw new Error('no demo staff');
  actor = { id: row.id, email: row.email ?? '' };
});
afterAll(async () => {
  await app?.close();
});

async function writeEntries(
  entity: string,
  count: number,
  values: (i: number) => Record<string, unknown> = (i) => ({ n: i }),
) {
  await app.db.transaction(async (tx) => {
    for (let i = 1; i <= count; i += 1) {
      await recordAudit(tx, actor, { entity, entityId: i, action: 'update', before: { n: 0 }, after: values(i) });
    }
  });
}

const list = (query: string) => app.call('GET', `/api/admin/audit?${query}`, { headers: staff.headers });

describe('the audit log', () => {
  it('filters by record type, record and person, newest first, a page at a time', async () => {
    await writeEntries('testFilm', 30);
    const first = await list('entity=testFilm&perPage=10');
    expect(first.status).toBe(200);
    expect(first.json.data.pagination).toMatchObject({ page: 1, perPage: 10, total: 30, lastPage: 3 });
    const ids = first.json.data.items.map((entry: { entityId: string }) => entry.entityId);
    expect(ids[0]).toBe('30');
    const third = await list('entity=testFilm&perPage=10&page=3');
    expect(third.json.data.items.at(-1).entityId).toBe('1');

    const one = await list('entity=testFilm&entityId=7');
    expect(one.json.data.items).toHaveLength(1);
    expect(one.json.data.items[0]).toMatchObject({
      actorId: actor.id,
      actorEmail: actor.email,
      action: 'update',
      before: { n: 0 },
      after: { n: 7 },
    });

    const nobody = await list(`entity=testFilm&actor=${actor.id + 100000}`);
    expect(nobody.json.data.pagination.total).toBe(0);
  });

  it("sorts oldest first on request, and filters by days in the forum's zone", async () => {
    await writeEntries('testSort', 3);
    const oldest = await list('entity=testSort&sort=createdAt');
    expect(oldest.json.data.items.map((entry: { entityId: string }) => entry.entityId)).toEqual(['1', '2', '3']);

    await app.db
      .update(auditLog)
      .set({ createdAt: new Date('2026-05-02T22:30:00Z') })
      .where(eq(auditLog.entity, 'testSort'));
    // 22:30 UTC on 2 May is 01:30 on 3 May in Riyadh
    expect((await list('entity=testSort&from=2026-05-03&to=2026-05-03')).json.data.pagination.total).toBe(3);
    expect((await list('entity=testSort&to=2026-05-02')).json.data.pagination.total).toBe(0);
    expect((await list('entity=testSort&from=2026-05-04')).json.data.pagination.total).toBe(0);
  });

  it('refuses a malformed filter with a field error', async () => {
    const answer = await list('from=yesterday&sort=password');
    expect(answer.status).toBe(400);
  });

  it('searches who, what and which', async () => {
    await writeEntries('testSearch', 2);
    const found = await list('q=TESTSEAR');
    expect(found.json.data.pagination.total).toBe(2);
  });

  it('exports the filtered entries as CSV: BOM, Arabic intact, formulas escaped, past one batch', async () => {
    await writeEntries('testCsv', 501, (i) =>
      i === 1 ? { title: '=HYPERLINK("x")', name: 'مهرجان الأفلام' } : { n: i },
    );
    const answer = await app.call('GET', '/api/admin/audit.csv?entity=testCsv&sort=createdAt', {
      headers: staff.headers,
      locale: 'ar',
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('text/csv');
    // fetch's text() drops a byte-order mark: read the bytes
    const raw = await fetch(`${app.baseUrl}/api/admin/audit.csv?entity=testCsv`, {
      headers: { ...staff.headers, OS: 'wui' },
    });
    expect([...new Uint8Array(await raw.arrayBuffer()).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = answer.text.trim().split('\r\n');
    expect(lines[0]).toContain('الإجراء');
    expect(lines).toHaveLength(502);
    expect(lines[1]).toContain('مهرجان الأفلام');
    expect(lines.at(-1)).toContain(',501,');

    const chosen = await app.call('GET', '/api/admin/audit.csv?entity=testCsv&cols=entityId,action', {
      headers: staff.headers,
    });
    expect(chosen.text.split('\r\n')[0]).toBe('Record,Action');
  });

  it('escapes a cell that a spreadsheet would run as a formula', async () => {
    await app.db.transaction(async (tx) =>
      recordAudit(
        tx,
        { id: actor.id, email: '=cmd|calc' },
        { entity: 'testFormula', entityId: '@1', action: '-delete', after: { a: 1 } },
      ),
    );
    const answer = await app.call('GET', '/api/admin/audit.csv?entity=testFormula&cols=actor,entityId,action', {
      headers: staff.headers,
    });
    expect(answer.text.split('\r\n')[1]).toBe("'=cmd|calc,'@1,'-delete");
  });

  it('has no call that changes or removes an entry', async () => {
    await writeEntries('testKept', 1);
    const [entry] = await app.db.select().from(auditLog).where(eq(auditLog.entity, 'testKept'));
    for (const method of ['PUT', 'PATCH', 'DELETE', 'POST']) {
      const answer = await app.call(method, `/api/admin/audit/${entry?.id}`, { headers: staff.headers, body: {} });
      expect([404, 405], method).toContain(answer.status);
    }
    expect(await app.db.$count(auditLog, eq(auditLog.entity, 'testKept'))).toBe(1);
  });
});

describe('recordAudit', () => {
  it('writes only the fields that changed, and nothing for a change of nothing', async () => {
    await app.db.transaction(async (tx) => {
      await recordAudit(tx, actor, {
        entity: 'testFields',
        entityId: 1,
        action: 'update',
        before: { title: 'Old', year: 2020, tags: ['a'] },
        after: { title: 'New', year: 2020, tags: ['a'] },
      });
      await recordAudit(tx, actor, {
        entity: 'testFields',
        entityId: 2,
        action: 'update',
        before: { a: 1 },
        after: { a: 1 },
      });
    });
    const entries = await app.db.select().from(auditLog).where(eq(auditLog.entity, 'testFields'));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ entityId: '1', before: { title: 'Old' }, after: { title: 'New' } });
  });

  it('is lost with a transaction that rolls back', async () => {
    await expect(
      app.db.transaction(async (tx) => {
        await recordAudit(tx, actor, { entity: 'testRolledBack', entityId: 1, action: 'create', after: { a: 1 } });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await app.db.$count(auditLog, eq(auditLog.entity, 'testRolledBack'))).toBe(0);
  });
});

describe('saved views', () => {
  it("keeps a staff member's views, shares some with the team, and deletes only one's own", async () => {
    const editor = await loginAs(app, 'editor@forum.test');
    const mine = await app.call('POST', '/api/admin/saved-views', {
      headers: staff.headers,
      body: { list: 'audit', name: 'Films', query: 'entity=film&page=3', shared: false },
    });
    expect(mine.status).toBe(201);
    expect(mine.json.data).toMatchObject({ name: 'Films', query: 'entity=film', shared: false, mine: true });
    const again = await app.call('POST', '/api/admin/saved-views', {
      headers: staff.headers,
      body: { list: 'audit', name: 'Films', query: 'entity=film&sort=createdAt', shared: true },
    });
    expect(again.json.data.id).toBe(mine.json.data.id);

    const views = await app.call('GET', '/api/admin/saved-views?list=audit', { headers: staff.headers });
    expect(views.json.data.items).toEqual([
      expect.objectContaining({ name: 'Films', query: 'entity=film&sort=createdAt', shared: true }),
    ]);
    const otherList = await app.call('GET', '/api/admin/saved-views?list=users', { headers: staff.headers });
    expect(otherList.json.data.items).toEqual([]);

    // the editors hold the console's frame too (decision 061): another's view is not theirs to find
    const refused = await app.call('DELETE', `/api/admin/saved-views/${mine.json.data.id}`, {
      headers: editor.headers,
    });
    expect(refused.status).toBe(404);
    const gone = await app.call('DELETE', `/api/admin/saved-views/${mine.json.data.id}`, { headers: staff.headers });
    expect(gone.status).toBe(200);
    expect(gone.json.data.items).toEqual([]);
    const twice = await app.call('DELETE', `/api/admin/saved-views/${mine.json.data.id}`, { headers: staff.headers });
    expect(twice.status).toBe(404);
  });
});
