import { searchTerms } from '@forum/contract/search-text';
import { and, or, type SQL, sql } from 'drizzle-orm';

const escapeLike = (term: string) => term.replace(/[%_\\]/g, (char) => `\\${char}`);

/** The searchable text of a row: its parts (both languages, usually) joined and normalised. */
export function searchDocument(...parts: SQL[]): SQL {
  return sql`normalize_search(concat_ws(' ', ${sql.join(parts, sql`, `)}))`;
}

/**
 * Every word of the query appears somewhere in the document. Words match inside longer ones, so a
 * visitor typing the start of a name, or a name without its article (رؤى in الرؤى), finds it. The
 * words are normalised here and once more by the database, so both sides go through normalize_search.
 */
export function matchesEveryTerm(document: SQL, query: string | undefined): SQL | undefined {
  const terms = searchTerms(query);
  if (terms.length === 0) return undefined;
  return and(...terms.map((term) => sql`${document} like '%' || normalize_search(${escapeLike(term)}) || '%'`));
}

/**
 * English stemming over the normalised document: "screenings" finds "screening". Arabic words pass
 * the English parser unchanged, so they still meet the normalised query word for word.
 */
export function matchesStemmed(document: SQL, query: string): SQL {
  return sql`to_tsvector('english', ${document}) @@ plainto_tsquery('english', normalize_search(${query}))`;
}

/**
 * The site's search predicate (decision 019): every word occurs in the normalised document (inside
 * longer words, an Arabic word with or without its article), or the English stems of the query all
 * occur in it. Undefined when the query has no words.
 */
export function matchesSearch(document: SQL, query: string | undefined): SQL | undefined {
  const everyTerm = matchesEveryTerm(document, query);
  if (!everyTerm || !query) return undefined;
  return or(everyTerm, matchesStemmed(document, query));
}

/**
 * Every word of the query begins a word of the document, or follows its article (ال): the cheap
 * match of suggestions as a visitor types, where the last word is usually unfinished.
 */
export function matchesWordStarts(document: SQL, query: string | undefined): SQL | undefined {
  const terms = searchTerms(query);
  if (terms.length === 0) return undefined;
  const spaced = sql`(' ' || ${document})`;
  return and(
    ...terms.map((term) => {
      const word = escapeLike(term);
      return sql`(${spaced} like '% ' || normalize_search(${word}) || '%' or ${spaced} like '% ال' || normalize_search(${word}) || '%')`;
    }),
  );
}

/** How well the document answers the query by its English stems, for ordering hits. */
export function stemRank(document: SQL, query: string): SQL<number> {
  return sql<number>`ts_rank(to_tsvector('english', ${document}), plainto_tsquery('english', normalize_search(${query})))`;
}

/** The English stems Postgres makes of the query's words ("screenings" → "screen"), to mark them in text. */
export const stemsOf = (query: string) =>
  sql<string[]>`tsvector_to_array(to_tsvector('english', normalize_search(${query})))`;
