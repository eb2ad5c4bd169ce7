import { z } from 'zod';

/** Ids are Postgres integers: a larger number names nothing and must not reach the database. */
export const IdSchema = z.coerce.number().int().positive().max(2_147_483_647);

/** `/things/{id}` */
export const IdParamsSchema = z.object({ id: IdSchema });

/** Words typed into a search box; a NUL byte is never text and Postgres refuses it. */
export const SearchTextSchema = z
  .string()
  .trim()
  .max(100)
  .regex(/^[^\0]*$/);

/**
 * An id as an address or a form writes it: digits, no leading zero, at most ten. The web checks it before
 * asking the API, so that `/events/abc` is a 404 without a call (the API's IdSchema has the last word).
 */
export const ID_PATTERN = /^[1-9]\d{0,9}$/;

export function isRecordId(value: string | null | undefined): value is string {
  return ID_PATTERN.test(value ?? '');
}
