import { z } from 'zod';
import { PaginationSchema } from '../envelope.ts';
import { consoleListLimits } from './list-rules.ts';

/**
 * The query of every console list (decision 061), as the page's address holds it and the API reads it:
 * `q` (search), `sort` (a column, `-column` for descending), `page` and `perPage`, and the list's own
 * filters under their own names. The API does all of it (one statement for the rows, one for the count),
 * so a list can be bookmarked, shared and exported as it is filtered.
 *
 * ```ts
 * export const UserListQuerySchema = consoleListQuery(['createdAt', 'email', 'name'], {
 *   type: z.enum(['customer', 'exhibitor', 'staff']).optional(),
 * });
 * ```
 */
export function consoleListQuery<const S extends readonly [string, ...string[]], F extends z.ZodRawShape>(
  sorts: S,
  filters: F,
) {
  const sortValues = [...sorts, ...sorts.map((column) => `-${column}`)] as [
    S[number] | `-${S[number]}`,
    ...(S[number] | `-${S[number]}`)[],
  ];
  return z.object({
    page: z.coerce.number().int().min(1).default(1),
    perPage: z.coerce.number().int().min(1).max(consoleListLimits.perPageMax).default(consoleListLimits.perPage),
    q: z.string().trim().max(consoleListLimits.searchMax).optional(),
    sort: z.enum(sortValues).optional(),
    ...filters,
  });
}

/** The same query for the CSV export of a list: no page (every filtered row), and the columns to write. */
export function consoleExportQuery<Q extends z.ZodObject>(listQuery: Q) {
  return listQuery.omit({ page: true, perPage: true } as never).extend({
    cols: z
      .string()
      .max(500)
      .regex(/^[A-Za-z]+(,[A-Za-z]+)*$/)
      .optional(),
  });
}

/**
 * The CSV export entry of a console list (issue 33): `GET /admin/….csv`, reading the list's query without
 * the page (plus `cols`), under the list's own permission, so whoever may read the list may export it.
 *
 * ```ts
 * 'admin.eventsCsv': consoleCsvOf(events.list),
 * ```
 */
export function consoleCsvOf<const E extends { query: z.ZodObject; auth: 'account'; permission: string }>(list: E) {
  return {
    query: consoleExportQuery(list.query),
    produces: 'text/csv',
    auth: list.auth,
    permission: list.permission as E['permission'],
  } as const;
}

/** A page of a console list: its rows and where the page is. */
export function consoleListOf<T extends z.ZodType>(row: T) {
  return z.object({ items: z.array(row), pagination: PaginationSchema });
}

/** A record's current values that a console form opened with (decision 061): sent back as `base`. */
export const StaleBaseSchema = z.string().max(20_000).optional();
