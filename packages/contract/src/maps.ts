// No zod here: the website imports these values, and the schema (settings.ts) stays out of its bundle.

/** Where the site's maps come from (GET /settings: data.settings.maps): tiles and an address search. */
export type MapSettings = {
  /** Tile URL template with {z}, {x}, {y} (and {s} for subdomains). */
  tileUrl: string;
  /** Plain text credit of the tiles, shown on the map. */
  attribution: string;
  /** A Nominatim-compatible search: GET {geocoderUrl}?q=…&format=json → [{lat, lon, display_name}]. */
  geocoderUrl: string;
};

export const defaultMapSettings: MapSettings = {
  tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution: '© OpenStreetMap contributors',
  geocoderUrl: 'https://nominatim.openstreetmap.org/search',
};

/** The capital, where a map without a place is centred (docs/product/events-and-media.md). */
export const defaultMapCentre = { lat: 24.7136, lng: 46.6753 };

const PLACEHOLDER = 'subdomain-placeholder';

/**
 * The Content-Security-Policy source that lets a page reach a configured URL (template): its origin,
 * with `*.` for a `{s}` subdomain; null for the site's own paths ('self' covers them) or anything
 * that is not http(s), which the policy then simply does not allow.
 */
export function cspSourceOf(template: string): string | null {
  const trimmed = template.trim();
  if (trimmed.startsWith('/') && !trimmed.startsWith('//')) return null;
  let url: URL;
  try {
    url = new URL(trimmed.replace(/\{[a-z]+\}/gi, (name) => (name === '{s}' ? PLACEHOLDER : '0')));
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (!url.host.includes(PLACEHOLDER)) return `${url.protocol}//${url.host}`;
  // a wildcard may only stand for the leftmost label (a.tiles…, tiles-a.example → *.example)
  const [first = '', ...rest] = url.host.split('.');
  if (!first.includes(PLACEHOLDER) || rest.length < 2 || rest.join('.').includes(PLACEHOLDER)) return null;
  return `${url.protocol}//*.${rest.join('.')}`;
}
