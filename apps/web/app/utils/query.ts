import { type QueryValue, serializeQuery } from '@forum/contract/query-string';

/**
 * A site path with its query, written as the API reads it (`serializeQuery`). What is empty (null,
 * undefined, '' or an empty list) is left out, so a default never shows in an address: pass a list's
 * page 1 as null and each list keeps one address. `withQuery('/media', { type: 'news', page: null })`
 * is `/media?type=news`; with nothing set it is the path alone.
 */
export function withQuery(path: string, values: QueryValues): string {
  return `${path}${searchOf(values)}`;
}

/** The query alone, with its '?', or '' when nothing is set: what `withQuery` adds to a path. */
export function searchOf(values: QueryValues): string {
  const query = serializeQuery(values);
  return query ? `?${query}` : '';
}

/**
 * An address's query with some names changed and the others kept: a value sets its name, null or ''
 * takes it out, and a name given as undefined stays as it was (a screen that owns one or two of the
 * query's names, beside filters it does not know).
 */
export function changedSearch(
  current: URLSearchParams,
  changes: Record<string, string | null | undefined>,
): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const [name, value] of Object.entries(changes)) {
    if (value === undefined) continue;
    if (value) next.set(name, value);
    else next.delete(name);
  }
  return next;
}

type QueryValues = Record<string, QueryValue | null | undefined>;

/** A list's page number as its address carries it: none for the first page (or none given). */
export function laterPage(page: number | undefined): number | null {
  return page !== undefined && page > 1 ? page : null;
}
