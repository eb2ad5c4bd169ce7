import type { Locale } from '@forum/contract/locale';

export type Coordinates = { lat: number; lng: number };
export type FoundPlace = Coordinates & { name: string };

const MAX_RESULTS = 5;
const SEARCH_TIMEOUT_MS = 10_000;

/**
 * The address search of a Nominatim-compatible geocoder: `GET {geocoderUrl}?q=…&format=json`, limited to
 * places of address type and named in the page's language (docs/product/events-and-media.md). A geocoder
 * URL may carry its own parameters (a key); ours are added to them.
 */
export function geocoderSearchUrl(geocoderUrl: string, query: string, locale: Locale, base: string): string {
  const url = new URL(geocoderUrl, base);
  url.searchParams.set('q', query);
  url.searchParams.set('format', 'json');
  url.searchParams.set('layer', 'address');
  url.searchParams.set('limit', String(MAX_RESULTS));
  url.searchParams.set('accept-language', locale);
  return url.toString();
}

const toNumber = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? Number(value) : NaN);

/** The places of a geocoder's answer ([{lat, lon, display_name}]); null when the answer is not one. */
export function parseGeocoderAnswer(json: unknown): FoundPlace[] | null {
  if (!Array.isArray(json)) return null;
  const places: FoundPlace[] = [];
  for (const entry of json) {
    if (typeof entry !== 'object' || entry === null) continue;
    const { lat, lon, display_name: name } = entry as Record<string, unknown>;
    const place = { lat: toNumber(lat), lng: toNumber(lon), name: typeof name === 'string' ? name.trim() : '' };
    const isOnEarth = Math.abs(place.lat) <= 90 && Math.abs(place.lng) <= 180;
    if (Number.isFinite(place.lat) && Number.isFinite(place.lng) && isOnEarth && place.name) places.push(place);
  }
  return places.slice(0, MAX_RESULTS);
}

export class SearchUnavailableError extends Error {
  override name = 'SearchUnavailableError';
}

/** Asks the geocoder from the browser; a failure of any kind (network, status, shape) is "unavailable". */
export async function searchAddress(
  geocoderUrl: string,
  query: string,
  locale: Locale,
  signal?: AbortSignal,
): Promise<FoundPlace[]> {
  const timeout = AbortSignal.timeout(SEARCH_TIMEOUT_MS);
  let answer: unknown;
  try {
    const response = await fetch(geocoderSearchUrl(geocoderUrl, query, locale, window.location.origin), {
      headers: { accept: 'application/json' },
      credentials: 'omit',
      referrerPolicy: 'strict-origin',
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
    if (!response.ok) throw new SearchUnavailableError(`status ${response.status}`);
    answer = await response.json();
  } catch (error) {
    if (signal?.aborted) throw error;
    throw error instanceof SearchUnavailableError ? error : new SearchUnavailableError(String(error));
  }
  const places = parseGeocoderAnswer(answer);
  if (!places) throw new SearchUnavailableError('not a geocoder answer');
  return places;
}
