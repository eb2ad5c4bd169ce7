import { z } from 'zod';

/** One error of the failure envelope: the field (or a general key) and its localized message. */
export const ErrorItemSchema = z.object({ key: z.string(), value: z.string() });
export const ErrorBodySchema = z.object({ errors: z.array(ErrorItemSchema) }).meta({ id: 'ErrorBody' });

export type ErrorItem = z.infer<typeof ErrorItemSchema>;
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

/** The success envelope: every answer is `{ data: ... }`. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ data });
}

export const PaginationSchema = z.object({
  page: z.number().int(),
  perPage: z.number().int(),
  total: z.number().int(),
  lastPage: z.number().int(),
});
export type Pagination = z.infer<typeof PaginationSchema>;

/** A page of a list: `data.items` and `data.pagination`. */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), pagination: PaginationSchema });
}

/** Query parameters arrive as strings, or already typed by the query-string parser. */
export const PageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  perPage: z.coerce.number().int().min(1).max(50).default(12),
});
