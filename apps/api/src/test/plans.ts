import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/** The rows of a raw `db.execute`, whichever driver answered (PostgreSQL's or PGlite's result). */
export const rowsOf = (result: unknown) => ((result as { rows?: unknown[] }).rows ?? []) as Record<string, unknown>[];

/** The plan PostgreSQL chooses for a statement (`explain`), a line a step: what a test of an index reads. */
export async function planOf(db: Db, query: SQLWrapper | SQL): Promise<string> {
  const result = await db.execute(sql`explain ${query}`);
  return rowsOf(result)
    .map((row) => String(Object.values(row)[0]))
    .join('\n');
}
