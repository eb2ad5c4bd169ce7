import type { SearchGroup } from '@forum/contract/catalogue-rules';
import { searchTerms } from '@forum/contract/search-text';
import { and, eq, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { searchDocuments } from '../db/schema.ts';

const escapeLike = (term: string) => term.replace(/[%_\\]/g, (char) => `\\${char}`);

/**
 * Searchable text: the normalised text itself and its English stems. The site's groups read both from
 * the search index (search_documents, decision 046); `searchDocument` makes one on the fly for the
 * small tables the index does not hold (speakers, questions).
 */
export type SearchText = { text: SQL; stems: SQL };

/** The searchable text of a row: its parts (both languages, usually) joined and normalised, on the fly. */
export function searchDocument(...parts: SQL[]): SearchText {
  const text = sql`normalize_search(concat_ws(' ', ${sql.join(parts, sql`, `)}))`;
  return { text, stems: sql`to_tsvector('english', ${text})` };
}

/** The indexed document of a record: its whole text (trigram index) and stems (GIN index). */
export const indexedDocument: SearchText = {
  text: searchDocuments.document.getSQL(),
  stems: searchDocuments.stems.getSQL(),
};

/** The indexed title of a record and its stems (not indexed: read only for the records already found). */
export const indexedTitle: SearchText = {
  text: searchDocuments.title.getSQL(),
  stems: searchDocuments.titleStems.getSQL(),
};

/**
 * Every word of the query appears somewhere in the document. Words match inside longer ones, so a
 * visitor typing the start of a name, or a name without its article (رؤى in الرؤى), finds it. The
 * words are normalised here and once more by the database, so both sides go through normalize_search.
 * On the index, a word of three letters or more is a trigram lookup; a shorter one has no trigram and
 * reads the stored text of every record of the group (decision 046).
 */
export function matchesEveryTerm(document: SearchText, query: string | undefined): SQL | undefined {
  const terms = searchTerms(query);
  if (terms.length === 0) return undefined;
  return and(...terms.map((term) => sql`${document.text} like '%' || normalize_search(${escapeLike(term)}) || '%'`));
}

/**
 * English stemming over the normalised document: "screenings" finds "screening". Arabic words pass
 * the English parser unchanged, so they still meet the normalised query word for word.
 */
export function matchesStemmed(document: SearchText, query: string): SQL {
  return sql`${document.stems} @@ plainto_tsquery('english', normalize_search(${query}))`;
}

/**
 * The site's search predicate (decision 019): every word occurs in the normalised document (inside
 * longer words, an Arabic word with or without its article), or the English stems of the query all
 * occur in it. Undefined when the query has no words.
 */
export function matchesSearch(document: SearchText, query: string | undefined): SQL | undefined {
  const everyTerm = matchesEveryTerm(document, query);
  if (!everyTerm || !query) return undefined;
  return or(everyTerm, matchesStemmed(document, query));
}

/**
 * Every word of the query begins a word of the title, or follows its article (ال): the cheap match of
 * suggestions as a visitor types, where the last word is usually unfinished. The pattern starts with a
 * space, so even a word of one letter is a trigram lookup in the index on ' ' || title.
 */
export function matchesWordStarts(title: SQL, query: string | undefined): SQL | undefined {
  const terms = searchTerms(query);
  if (terms.length === 0) return undefined;
  const spaced = sql`(' ' || ${title})`;
  return and(
    ...terms.map((term) => {
      const word = escapeLike(term);
      return sql`(${spaced} like '% ' || normalize_search(${word}) || '%' or ${spaced} like '% ال' || normalize_search(${word}) || '%')`;
    }),
  );
}

/**
 * The records of one search group that meet a condition on their row of the search index
 * (indexedDocument, indexedTitle), as a condition on the id of the group's own table: a lookup in the
 * index, however many records the table holds. Undefined when the condition is.
 */
export function idMatches(id: PgColumn, group: SearchGroup, condition: SQL | undefined): SQL | undefined {
  if (!condition) return undefined;
  return sql`${id} in (select ${searchDocuments.id} from ${searchDocuments} where ${and(eq(searchDocuments.kind, group), condition)})`;
}

/** How well the document answers the query by its English stems, for ordering hits. */
export function stemRank(document: SearchText, query: string): SQL<number> {
  return sql<number>`ts_rank(${document.stems}, plainto_tsquery('english', normalize_search(${query})))`;
}

/** The English stems Postgres makes of the query's words ("screenings" → "screen"), to mark them in text. */
export const stemsOf = (query: string) =>
  sql<string[]>`tsvector_to_array(to_tsvector('english', normalize_search(${query})))`;
