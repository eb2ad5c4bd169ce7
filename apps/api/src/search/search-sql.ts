import { searchTerms } from '@forum/contract/search-text';
import { and, type SQL, sql } from 'drizzle-orm';

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
