import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase, PGLITE_SHARED_BUFFERS } from './client.ts';

/** The first row's one column of a raw query (PGlite answers `rows`). */
async function firstValue(database: Database, query: ReturnType<typeof sql>): Promise<unknown> {
  const result = (await database.db.execute(query)) as unknown as { rows: Record<string, unknown>[] };
  return Object.values(result.rows[0] ?? {})[0];
}

// The embedded database as the server opens it (under DATA_DIR), whatever database the other tests use.
describe('the embedded database under a data directory', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'forum-client-test-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('runs with its bounded shared buffers and keeps its data across a restart', async () => {
    const first = await openDatabase({ dataDir });
    expect(first.kind).toBe('pglite');
    // PostgreSQL's own default (128MB) would stay resident in WebAssembly memory for good (decision 041)
    expect(PGLITE_SHARED_BUFFERS).toBe('32MB');
    expect(await firstValue(first, sql`show shared_buffers`)).toBe(PGLITE_SHARED_BUFFERS);
    await first.db.execute(sql`create table kept (id int primary key, note text)`);
    await first.db.execute(sql`insert into kept values (1, 'still here')`);
    await first.close();

    const again = await openDatabase({ dataDir });
    const note = await firstValue(again, sql`select note from kept where id = 1`);
    const shown = await firstValue(again, sql`show shared_buffers`);
    await again.close();
    expect(note).toBe('still here');
    expect(shown).toBe(PGLITE_SHARED_BUFFERS);
  });
});
