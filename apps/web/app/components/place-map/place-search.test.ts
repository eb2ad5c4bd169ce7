import { afterEach, describe, expect, it, vi } from 'vitest';
import { geocoderSearchUrl, parseGeocoderAnswer, SearchUnavailableError, searchAddress } from './place-search.ts';

describe('geocoderSearchUrl', () => {
  it('asks for JSON places of address type in the page language', () => {
    const url = new URL(geocoderSearchUrl('https://nominatim.example/search', 'طريق الملك فهد', 'ar', 'http://site'));
    expect(url.origin + url.pathname).toBe('https://nominatim.example/search');
    expect(url.searchParams.get('q')).toBe('طريق الملك فهد');
    expect(url.searchParams.get('format')).toBe('json');
    expect(url.searchParams.get('layer')).toBe('address');
    expect(url.searchParams.get('accept-language')).toBe('ar');
  });

  it('keeps the geocoder’s own parameters and accepts a path of the site', () => {
    const url = new URL(geocoderSearchUrl('/geo/search?key=abc', 'Riyadh', 'en', 'https://forum.example'));
    expect(url.origin).toBe('https://forum.example');
    expect(url.searchParams.get('key')).toBe('abc');
    expect(url.searchParams.get('q')).toBe('Riyadh');
  });
});

describe('parseGeocoderAnswer', () => {
  it('reads Nominatim’s string coordinates and names', () => {
    expect(parseGeocoderAnswer([{ lat: '24.71', lon: '46.67', display_name: ' Riyadh ' }])).toEqual([
      { lat: 24.71, lng: 46.67, name: 'Riyadh' },
    ]);
  });

  it('drops entries without usable coordinates or a name, and refuses what is not a list', () => {
    expect(
      parseGeocoderAnswer([
        { lat: 'x', lon: '1', display_name: 'a' },
        { lat: '100', lon: '1', display_name: 'b' },
        { lat: '1', lon: '1' },
        null,
        { lat: 1, lon: 2, display_name: 'ok' },
      ]),
    ).toEqual([{ lat: 1, lng: 2, name: 'ok' }]);
    expect(parseGeocoderAnswer({ error: 'nope' })).toBeNull();
  });
});

describe('searchAddress', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('counts a failed request, a failing status and a wrong answer as an unavailable search', async () => {
    vi.stubGlobal('window', { location: { origin: 'http://site' } });
    for (const fetcher of [
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => Promise.resolve(new Response('busy', { status: 503 })),
      () => Promise.resolve(new Response('<html>', { status: 200 })),
      () => Promise.resolve(Response.json({ error: 'bad' })),
    ]) {
      vi.stubGlobal('fetch', fetcher);
      await expect(searchAddress('https://geo.example/search', 'x', 'en')).rejects.toBeInstanceOf(
        SearchUnavailableError,
      );
    }
  });

  it('answers the places found', async () => {
    vi.stubGlobal('window', { location: { origin: 'http://site' } });
    vi.stubGlobal('fetch', () =>
      Promise.resolve(Response.json([{ lat: '21.5', lon: '39.2', display_name: 'Jeddah' }])),
    );
    expect(await searchAddress('https://geo.example/search', 'Jeddah', 'en')).toEqual([
      { lat: 21.5, lng: 39.2, name: 'Jeddah' },
    ]);
  });
});
