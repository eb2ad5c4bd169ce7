import { type SQLWrapper, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planOf, rowsOf } from '../../test/plans.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { auditPage, auditRows } from '../frame/audit-queries.ts';
import { type UserFilters, userRows } from './people-queries.ts';

// The console's searches read their trigram indexes (decision 062): the people list's `q` (email and full
// name) and the audit log's. A change that writes the searched expression otherwise than its index, drops an
// index, or lets the planner walk a sort index past every row (sortKey in list.ts) fails here. PostgreSQL
// only, on 10,000 accounts and entries like the bench's (a planner reads a table of a few dozen rows whole).
let api: TestApp;
const ROWS = 10_000;

beforeAll(async () => {
  api = await startTestApp();
  await api.db.execute(sql`insert into users (type, account_kind, email, first_name, last_name, locale, created_at)
    select 'customer', 'individual', 'plan-' || i || '@example.test', 'Customer', 'No. ' || i, 'ar',
      now() - i * interval '7 minutes'
    from generate_series(1, ${ROWS}) as i`);
  await api.db.execute(sql`insert into audit_log (actor_email, entity, entity_id, action, created_at)
    select 'plan-' || i % 300 || '@forum.test', (array['session', 'booth', 'user', 'setting'])[1 + i % 4],
      (i % 500)::text, 'update', now() - i * interval '3 minutes'
    from generate_series(1, ${ROWS}) as i`);
  // what autovacuum does in time: the indexes' pending entries merged, the statistics taken
  await api.db.execute(sql`vacuum analyze users`);
  await api.db.execute(sql`vacuum analyze audit_log`);
}, 120_000);
afterAll(async () => {
  await api?.close();
});

/** The page's statement (drizzle's builder, not run) of a people list's query. */
const usersPage = (filters: UserFilters) => userRows(api.db, filters).rows(20, 0) as unknown as SQLWrapper;
/** The count's statement: `$count` is a subquery, explained from a select over it. */
const usersCount = (filters: UserFilters) =>
  sql`select * from ${userRows(api.db, filters).count() as unknown as SQLWrapper} as counted`;

describe("the console's searches read their trigram indexes on PostgreSQL", () => {
  it.each<[string, UserFilters]>([
    ['by email, sorted by email (the bench: matches clustered in that order)', { q: 'plan-77', sort: 'email' }],
    ['by email, newest first, customers only', { q: 'plan-77', type: 'customer' }],
    ['by name, sorted by name', { q: 'No. 123', sort: '-name' }],
  ])('people, %s: both indexes, no walk of the table', async (_case, filters) => {
    for (const plan of [await planOf(api.db, usersPage(filters)), await planOf(api.db, usersCount(filters))]) {
      expect(plan).toMatch(/Bitmap Index Scan on users_email_trgm_idx/);
      expect(plan).toMatch(/Bitmap Index Scan on users_full_name_trgm_idx/);
      expect(plan).not.toMatch(
        /Seq Scan on users|Index Scan (Backward )?using users_(email_type_key|type_created_idx)/,
      );
    }
  });

  it('the page still answers what the search matches, in its order', async () => {
    const search = userRows(api.db, { q: 'plan-77', sort: 'email' });
    const page = await search.rows(5, 0);
    // the same rows in the same order as a plain ORDER BY (in the database's collation)
    const expected = rowsOf(
      await api.db.execute(
        sql`select email from users where email ilike '%plan-77%' order by lower(email), id limit 5`,
      ),
    ).map((row) => row.email);
    expect(page.map((row) => row.email)).toEqual(expected);
    expect(await search.count()).toBe(111); // plan-77, plan-770…779, plan-7700…7799
  });

  it('audit log, by record id, newest first: the four indexes', async () => {
    const plan = await planOf(api.db, auditRows(api.db, { q: '477' })(20, 0) as unknown as SQLWrapper);
    for (const index of ['actor_email', 'entity', 'entity_id', 'action']) {
      expect(plan).toMatch(new RegExp(`Bitmap Index Scan on audit_log_${index}_trgm_idx`));
    }
    expect(plan).not.toMatch(/Seq Scan on audit_log|Index Scan (Backward )?using audit_log_created_idx/);
    const page = await auditPage(api.db, { q: '477', page: 1, perPage: 20 });
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.items.every((entry) => entry.entityId.includes('477'))).toBe(true);
  });
});
