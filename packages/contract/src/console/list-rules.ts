// Zod-free, so the console's pages read the same limits the API's schemas apply.
export const consoleListLimits = {
  /** Rows per page unless the address asks for another number. */
  perPage: 25,
  perPageMax: 100,
  /** The longest search a list takes. */
  searchMax: 100,
} as const;

/** A sort value of a list: the column, and whether it runs from the largest down (`-column`). */
export function parseSort(sort: string | undefined): { column: string; descending: boolean } | null {
  if (!sort) return null;
  return sort.startsWith('-') ? { column: sort.slice(1), descending: true } : { column: sort, descending: false };
}

/** A saved view's limits (decision 062): its name, and the list's query string it keeps. */
export const savedViewLimits = {
  nameMax: 80,
  queryMax: 2000,
} as const;
