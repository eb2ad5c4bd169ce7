import type { ExhibitionMap } from '@forum/contract/exhibition';
import { normalizeSearch, searchTerms } from '@forum/contract/search-text';

export type MapBooth = ExhibitionMap['booths'][number];
export type SearchableBooth = { booth: MapBooth; text: string };

/**
 * What a search on the map looks in: the booth's code (also without its dash: "a12"), its company and the
 * company's category, normalised by the same rules as the API's search (hamza forms, taa marbuta …).
 */
export function searchableBooths(booths: MapBooth[]): SearchableBooth[] {
  return booths.map((booth) => ({
    booth,
    text: normalizeSearch(
      [
        booth.code,
        booth.code.replace(/[\s-]/g, ''),
        booth.exhibitor?.name ?? '',
        booth.exhibitor?.category.name ?? '',
      ].join(' '),
    ),
  }));
}

/** The booths in which every word of the query appears (inside longer words too, as the API does). */
export function searchBooths(index: SearchableBooth[], query: string): MapBooth[] {
  const terms = searchTerms(query);
  if (terms.length === 0) return [];
  return index.filter(({ text }) => terms.every((term) => text.includes(term))).map(({ booth }) => booth);
}

/** The booth a link names (`?booth=a-12` works as well as `?booth=A-12`). */
export function findBooth(booths: MapBooth[], code: string | null | undefined): MapBooth | undefined {
  if (!code) return undefined;
  const wanted = code.trim().toUpperCase();
  return booths.find((booth) => booth.code.toUpperCase() === wanted);
}
