import {
  SEARCH_GROUP_MAX,
  SEARCH_SUGGESTIONS_MAX,
  type SearchGroup,
  searchGroups,
} from '@forum/contract/catalogue-rules';
import type { Locale } from '@forum/contract/locale';
import type { SearchHit, SearchResult, Suggestion, SuggestionList } from '@forum/contract/search';
import { normalizeSearch, searchTerms } from '@forum/contract/search-text';
import type { Db } from '../db/client.ts';
import { pick } from '../localize.ts';
import { excerptOf, highlightRanges } from './highlight.ts';
import { type SearchRow, searchEveryGroup, suggestEveryGroup } from './search-queries.ts';

/** The page of a hit on the website, without the language prefix. */
function pathOf(group: SearchGroup, id: number, pathPart: string | null): string {
  switch (group) {
    case 'products':
      return `/products/${id}/${pathPart ?? ''}`;
    case 'sessions':
      return `/conference/sessions/${id}`;
    case 'workshops':
      return `/workshops/${id}`;
    case 'events':
      return `/events/${id}`;
    case 'media':
      return `/media/${pathPart ?? 'news'}/${id}`;
    case 'exhibitors':
      return `/exhibition/${id}`;
  }
}

function presentHit(group: SearchGroup, row: SearchRow, needles: string[], locale: Locale): SearchHit {
  const title = pick(row.title, locale);
  const excerpt = excerptOf(pick(row.body, locale), needles);
  return {
    id: row.id,
    title,
    excerpt,
    path: pathOf(group, row.id, row.pathPart),
    imageUrl: row.imageUrl,
    date: row.date === null ? null : new Date(row.date).toISOString(),
    highlights: { title: highlightRanges(title, needles), excerpt: highlightRanges(excerpt, needles) },
  };
}

const byGroup = <T>(make: (group: SearchGroup) => T) =>
  Object.fromEntries(searchGroups.map((group) => [group, make(group)])) as Record<SearchGroup, T>;

/**
 * GET /search: every group searched with the same predicate (decision 019). What is marked: the
 * normalised words (an Arabic word without its article) and their English stems.
 */
export async function searchSite(db: Db, query: string, locale: Locale): Promise<SearchResult> {
  // only separators ("," or "؛"): no word to look for, so nothing is found
  if (searchTerms(query).length === 0) {
    return { query, groups: byGroup(() => []), counts: byGroup(() => 0), total: 0 };
  }
  const found = await searchEveryGroup(db, searchGroups, query, SEARCH_GROUP_MAX);
  const stems = found[0]?.stems ?? [];
  const needles = [...new Set([...searchTerms(query), ...stems.filter((stem) => stem.length >= 3)])];
  const rowsOf = byGroup((group) => found.filter((row) => row.group === group));
  const counts = byGroup((group) => rowsOf[group][0]?.matched ?? 0);
  return {
    query,
    groups: byGroup((group) => rowsOf[group].map((row) => presentHit(group, row, needles, locale))),
    counts,
    total: searchGroups.reduce((sum, group) => sum + counts[group], 0),
  };
}

/**
 * GET /search/suggestions: titles whose words start with what was typed, in the language asked for
 * unless only the other one matched; those that start with the whole query first, then the shortest.
 */
export async function suggest(db: Db, query: string, locale: Locale): Promise<SuggestionList> {
  if (searchTerms(query).length === 0) return { query, items: [] };
  const found = await suggestEveryGroup(db, searchGroups, query, SEARCH_SUGGESTIONS_MAX);
  const typed = normalizeSearch(query);
  const other: Locale = locale === 'ar' ? 'en' : 'ar';
  const items: (Suggestion & { rank: number })[] = found.map((row) => {
    const asked = pick(row.title, locale);
    const title =
      searchTerms(query).every((term) => normalizeSearch(asked).includes(term)) || !row.title[other]
        ? asked
        : row.title[other];
    const startsWithQuery = normalizeSearch(title).startsWith(typed);
    const { group, id, pathPart } = row;
    return { group, id, title, path: pathOf(group, id, pathPart), rank: startsWithQuery ? 0 : 1 };
  });
  items.sort((a, b) => a.rank - b.rank || a.title.length - b.title.length);
  return { query, items: items.slice(0, SEARCH_SUGGESTIONS_MAX).map(({ rank: _rank, ...item }) => item) };
}
