import { parseSort } from '@forum/contract/console/list-rules';
import type { Pagination } from '@forum/contract/envelope';
import { type AnyColumn, asc, desc, ilike, or, type SQL, sql } from 'drizzle-orm';
import { paginationOf } from '../pagination.ts';

/**
 * The server side of every console list (decision 061): search, sort and pagination read from the
 * list's query (`consoleListQuery` of the contract); each list's queries file names its columns and
 * filters and runs two statements, the page and the count.
 *
 * ```ts
 * const where = and(searchOf(query.q, [users.email, users.firstName]), query.type ? eq(users.type, query.type) : undefined);
 * return listPage(query, {
 *   count: () => db.$count(users, where),
 *   rows: (limit, offset) => db.select(row).from(users).where(where)
 *     .orderBy(...orderOf(query.sort, { createdAt: users.createdAt, email: users.email }, desc(users.createdAt), users.id))
 *     .limit(limit).offset(offset),
 * });
 * ```
 */

/** `%term%` for ILIKE, with the pattern's own characters taken literally. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[%_\\]/g, (char) => `\\${char}`)}%`;
}

/** The search of a list: any of the columns contains the text, case aside; none when there is no text. */
export function searchOf(q: string | undefined, columns: readonly (AnyColumn | SQL)[]): SQL | undefined {
  const text = q?.trim();
  if (!text) return undefined;
  const pattern = containsPattern(text);
  return or(...columns.map((column) => ilike(column, pattern)));
}

/**
 * A sort key as written, or, when the list is searched, the same key in a form no index provides
 * (`coalesce(key)` sorts exactly as `key`). On a big table whose search has trigram indexes (decision 062)
 * the planner may otherwise walk a sort index (lower(email), created_at) testing each row against the
 * pattern until the page is full, which it expects to be quick when it thinks the matches spread evenly
 * along that order; they cluster (`bench-77…` sorted by email sits three quarters along), and for a term
 * that matches fewer rows than a page the walk goes through the whole table. Without the index order, it
 * finds the matches by the trigram indexes and sorts them: a cost that follows the number of matches, at
 * most a read of the table (a term of one or two characters, which trigrams cannot look up).
 */
export function sortKey(key: AnyColumn | SQL, searched: boolean): AnyColumn | SQL {
  return searched ? sql`coalesce(${key})` : key;
}

/**
 * ORDER BY for a list's `sort` (a column of `columns`, `-column` descending), else the fallback; the
 * tiebreak (the row's id) last, so that pages never repeat or skip a row. `searched`: see `sortKey` (a
 * caller that passes it writes its fallback with `sortKey` too).
 */
export function orderOf(
  sort: string | undefined,
  columns: Record<string, AnyColumn | SQL>,
  fallback: SQL | AnyColumn,
  tiebreak: AnyColumn,
  { searched = false }: { searched?: boolean } = {},
): SQL[] {
  const parsed = parseSort(sort);
  const chosen = parsed ? columns[parsed.column] : undefined;
  // SQL throughout (a bare column is wrapped): drizzle's orderBy takes SQL, not any SQLWrapper
  if (!parsed || !chosen) return [sql`${fallback}`, asc(tiebreak)];
  const column = sortKey(chosen, searched);
  return parsed.descending ? [desc(column), desc(tiebreak)] : [asc(column), asc(tiebreak)];
}

/** One page of a list and where it is, from its two statements (run side by side). */
export async function listPage<Row>(
  query: { page: number; perPage: number },
  statements: { count: () => Promise<number>; rows: (limit: number, offset: number) => Promise<Row[]> },
): Promise<{ items: Row[]; pagination: Pagination }> {
  const [total, items] = await Promise.all([
    statements.count(),
    statements.rows(query.perPage, (query.page - 1) * query.perPage),
  ]);
  return { items, pagination: paginationOf(query.page, query.perPage, total) };
}

/** Every row of a filtered list, a batch at a time: what the CSV export streams without holding it all. */
export async function* batchesOf<Row>(
  rows: (limit: number, offset: number) => Promise<Row[]>,
  size = 500,
): AsyncGenerator<Row[]> {
  for (let offset = 0; ; offset += size) {
    const batch = await rows(size, offset);
    if (batch.length) yield batch;
    if (batch.length < size) return;
  }
}
