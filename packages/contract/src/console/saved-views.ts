import { z } from 'zod';
import { savedViewLimits } from './list-rules.ts';

/** The key of a console list (its page's name: 'audit', 'users', 'sessions' …). */
const ListKey = z
  .string()
  .trim()
  .regex(/^[a-z][a-zA-Z0-9-]*$/)
  .max(40);

/** The saved views of one list: the staff member's own and those the team shares (decision 062). */
export const SavedViewListQuerySchema = z.object({ list: ListKey });

export const SavedViewBodySchema = z.object({
  list: ListKey,
  name: z.string().trim().min(1).max(savedViewLimits.nameMax),
  /** The list's query string as its address holds it, without the page (a view opens on page 1). */
  query: z.string().trim().max(savedViewLimits.queryMax),
  shared: z.boolean().default(false),
});
export type SavedViewBody = z.infer<typeof SavedViewBodySchema>;

export const SavedViewSchema = z.object({
  id: z.number().int(),
  list: z.string(),
  name: z.string(),
  query: z.string(),
  shared: z.boolean(),
  /** The staff member's own view (they may delete it); else a colleague's shared one. */
  mine: z.boolean(),
  ownerEmail: z.string(),
});
export type SavedView = z.infer<typeof SavedViewSchema>;

export const SavedViewsSchema = z.object({ items: z.array(SavedViewSchema) });
export type SavedViews = z.infer<typeof SavedViewsSchema>;
