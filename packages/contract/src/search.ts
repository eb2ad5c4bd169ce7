import { z } from 'zod';
import { searchGroups } from './catalogue-rules.ts';
import { SearchTextSchema } from './params.ts';

export type { SearchGroup } from './catalogue-rules.ts';

/** Words typed into the site search: blank is refused (400), the page shows its own prompt instead. */
const QueryTextSchema = SearchTextSchema.refine((text) => text !== '', {
  params: { messageKey: 'searchWordsRequired' },
}).meta({ minLength: 1, pattern: '\\S', description: 'some words: not only spaces' });

/** GET /search?q= and GET /search/suggestions?q= */
export const SearchQuerySchema = z.object({ q: QueryTextSchema });
export type SearchQuery = z.infer<typeof SearchQuerySchema>;

/**
 * A stretch of text to mark: UTF-16 offsets into the string as answered (JavaScript's
 * `text.slice(start, end)`), end exclusive, sorted and never overlapping. Whole words are marked
 * when they contain a searched word, its English stem, or the Arabic word without its article.
 */
export const HighlightSchema = z.object({ start: z.number().int(), end: z.number().int() }).meta({ id: 'Highlight' });
export type Highlight = z.infer<typeof HighlightSchema>;

export const SearchHitSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    excerpt: z.string().meta({ description: 'a short passage around the first match, cut with " ..."' }),
    path: z
      .string()
      .meta({ description: 'the page on the website without the language prefix, e.g. /products/12/light-meter' }),
    imageUrl: z.string().nullable(),
    date: z
      .string()
      .nullable()
      .meta({ description: 'ISO 8601: when a session, workshop or event starts, or media appeared' }),
    highlights: z.object({ title: z.array(HighlightSchema), excerpt: z.array(HighlightSchema) }),
  })
  .meta({ id: 'SearchHit' });
export type SearchHit = z.infer<typeof SearchHitSchema>;

const groupsOf = <T extends z.ZodType>(schema: T) =>
  z.object(
    Object.fromEntries(searchGroups.map((group) => [group, schema])) as Record<(typeof searchGroups)[number], T>,
  );

/**
 * GET /search: the best hits of every group (published content only) and how many matched in each;
 * nothing found answers empty groups and total 0 (the page shows noResult).
 */
export const SearchResultSchema = z
  .object({
    query: z.string(),
    groups: groupsOf(z.array(SearchHitSchema)),
    counts: groupsOf(z.number().int()),
    total: z.number().int().meta({ description: 'the sum of counts' }),
  })
  .meta({ id: 'SearchResult' });
export type SearchResult = z.infer<typeof SearchResultSchema>;

export const SuggestionSchema = z.object({
  group: z.enum(searchGroups),
  id: z.number().int(),
  title: z.string().meta({ description: 'in the language the typed words matched, the asked one first' }),
  path: z.string(),
});
export type Suggestion = z.infer<typeof SuggestionSchema>;

/** GET /search/suggestions: up to 8 titles with a word that starts with what was typed. */
export const SuggestionListSchema = z.object({ query: z.string(), items: z.array(SuggestionSchema) });
export type SuggestionList = z.infer<typeof SuggestionListSchema>;
