import { SEARCH_TEXT_MAX } from '@forum/contract/catalogue-rules';
import { parseQuery, type QueryValue } from '@forum/contract/query-string';
import { isRecordId } from '@forum/contract/record-id';
import { laterPage, searchOf } from '~/utils/query.ts';

/** The directory's search and filters as its address carries them, so a filtered list can be shared. */
export type DirectoryFilters = {
  q: string;
  category: number | null;
  country: string | null;
  hall: number | null;
  page: number;
};

export const DIRECTORY_PAGE_SIZE = 12;
const MAX_ID = 2_147_483_647;

function first(value: QueryValue | undefined): string {
  const single = Array.isArray(value) ? value[0] : value;
  return single === undefined ? '' : String(single).trim();
}

function positiveInteger(raw: string): number | null {
  if (!isRecordId(raw)) return null;
  const number = Number(raw);
  return number <= MAX_ID ? number : null;
}

/**
 * Reads the filters from a query string. A value the API would refuse (a category that is not a number,
 * a country that is not two letters) is dropped, so a mistyped or stale link shows the list, not an error.
 */
export function readDirectoryFilters(search: string | URLSearchParams): DirectoryFilters {
  const query = parseQuery(search, { typed: false });
  const country = first(query.country);
  return {
    q: Array.from(first(query.q)).slice(0, SEARCH_TEXT_MAX).join('').replace(/\0/g, ''),
    category: positiveInteger(first(query.category)),
    country: /^[A-Za-z]{2}$/.test(country) ? country.toUpperCase() : null,
    hall: positiveInteger(first(query.hall)),
    page: positiveInteger(first(query.page)) ?? 1,
  };
}

export function hasActiveFilters(filters: DirectoryFilters): boolean {
  return filters.q !== '' || filters.category !== null || filters.country !== null || filters.hall !== null;
}

/** The query of a directory address: only what is set, and no page 1 (the same list has one address). */
export function directoryQuery(filters: Partial<DirectoryFilters>): string {
  return searchOf({
    q: filters.q,
    category: filters.category,
    country: filters.country,
    hall: filters.hall,
    page: laterPage(filters.page),
  });
}
