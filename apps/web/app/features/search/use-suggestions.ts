import type { Suggestion } from '@forum/contract/search';
import { useEffect, useState } from 'react';
import { useApi } from '~/features/session/use-api.ts';

/** Wait this long after the last key before asking for suggestions. */
const SUGGEST_DELAY_MS = 200;
/** Fewer characters than this suggest too much to help. */
const SUGGEST_MIN_LENGTH = 2;

/**
 * Pages that match what is being typed (GET /search/suggestions), asked once the typing pauses; none
 * for a query too short to help or for the one the results already show.
 */
export function useSearchSuggestions(query: string, shownQuery: string): Suggestion[] {
  const api = useApi();
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);
  useEffect(() => {
    const words = query.trim();
    if (words.length < SUGGEST_MIN_LENGTH || words === shownQuery) {
      setSuggestions([]);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      void api.call('search.suggestions', { query: { q: words }, signal: controller.signal }).then((result) => {
        if (result.ok) setSuggestions(result.data.items);
      });
    }, SUGGEST_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [api, query, shownQuery]);
  return suggestions;
}
