import { z } from 'zod';
import { SEARCH_TEXT_MAX } from './catalogue-rules.ts';

/** Ids are Postgres integers: a larger number names nothing and must not reach the database. */
export const IdSchema = z.coerce.number().int().positive().max(2_147_483_647);

/** `/things/{id}` */
export const IdParamsSchema = z.object({ id: IdSchema });

/** Words typed into a search box; a NUL byte is never text and Postgres refuses it. */
export const SearchTextSchema = z
  .string()
  .trim()
  .max(SEARCH_TEXT_MAX)
  .regex(/^[^\0]*$/);
