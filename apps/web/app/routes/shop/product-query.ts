import { type ProductSort, productSorts } from '@forum/contract/catalogue-rules';
import { parseQuery, type QueryValue } from '@forum/contract/query-string';
import { isRecordId } from '@forum/contract/record-id';
import { laterPage, searchOf } from '~/utils/query.ts';

/** What the product list shows, as its address carries it (numbers, booleans, bracketed arrays: decision 021). */
export type ProductFilters = {
  categories: number[];
  brands: number[];
  priceMin: number | null;
  priceMax: number | null;
  inStock: boolean;
  specials: boolean;
  sort: ProductSort;
  page: number;
};

export const PRODUCTS_PAGE_SIZE = 24;
const MAX_ID = 2_147_483_647;
const MAX_PRICE = 10_000_000;
const MAX_LIST = 50;

function list(value: QueryValue | undefined): string[] {
  if (value === undefined) return [];
  return (Array.isArray(value) ? value : [value]).map((item) => String(item).trim());
}

function first(value: QueryValue | undefined): string {
  return list(value)[0] ?? '';
}

function id(raw: string): number | null {
  if (!isRecordId(raw)) return null;
  const number = Number(raw);
  return number <= MAX_ID ? number : null;
}

function ids(value: QueryValue | undefined): number[] {
  const found = list(value)
    .map(id)
    .filter((item): item is number => item !== null);
  return [...new Set(found)].slice(0, MAX_LIST);
}

function price(raw: string): number | null {
  if (!/^\d{1,8}(\.\d{1,2})?$/.test(raw)) return null;
  const number = Number(raw);
  return number <= MAX_PRICE ? number : null;
}

/**
 * Reads the list's filters from a query string. A value the API would refuse (an id that is not a
 * number, an unknown sort, a minimum above the maximum) is dropped, so a stale or mistyped link shows
 * a list, not an error.
 */
export function readProductFilters(search: string | URLSearchParams): ProductFilters {
  const query = parseQuery(search, { typed: false });
  const sort = first(query.sort);
  const priceMin = price(first(query.priceMin));
  let priceMax = price(first(query.priceMax));
  if (priceMin !== null && priceMax !== null && priceMin > priceMax) priceMax = null;
  return {
    categories: ids(query.categories),
    brands: ids(query.brands),
    priceMin,
    priceMax,
    inStock: first(query.inStock) === 'true',
    specials: first(query.specials) === 'true',
    sort: (productSorts as readonly string[]).includes(sort) ? (sort as ProductSort) : 'newest',
    page: id(first(query.page)) ?? 1,
  };
}

export function hasActiveFilters(filters: ProductFilters): boolean {
  return (
    filters.categories.length > 0 ||
    filters.brands.length > 0 ||
    filters.priceMin !== null ||
    filters.priceMax !== null ||
    filters.inStock ||
    filters.specials
  );
}

/** The filters as the list's address and the API's query name them: a flag that is off is left out. */
export function filterValues(filters: Partial<ProductFilters>) {
  return {
    categories: filters.categories,
    brands: filters.brands,
    priceMin: filters.priceMin,
    priceMax: filters.priceMax,
    inStock: filters.inStock || null,
    specials: filters.specials || null,
  };
}

/**
 * The query of a list address, as the API reads it: only what is set, no default sort and no page 1,
 * so one list has one address.
 */
export function productQuery(filters: Partial<ProductFilters>): string {
  return searchOf({
    ...filterValues(filters),
    sort: filters.sort && filters.sort !== 'newest' ? filters.sort : null,
    page: laterPage(filters.page),
  });
}
