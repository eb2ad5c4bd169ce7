import type { Pagination } from '@forum/contract/envelope';

/** The pagination of a list answer; an empty list still has one (empty) page. */
export function paginationOf(page: number, perPage: number, total: number): Pagination {
  return { page, perPage, total, lastPage: Math.max(1, Math.ceil(total / perPage)) };
}
