import { describe, expect, it } from 'vitest';
import { cspSourceOf, defaultMapSettings } from './maps.ts';

describe('cspSourceOf', () => {
  it('allows the origin of the default tiles and geocoder', () => {
    expect(cspSourceOf(defaultMapSettings.tileUrl)).toBe('https://tile.openstreetmap.org');
    expect(cspSourceOf(defaultMapSettings.geocoderUrl)).toBe('https://nominatim.openstreetmap.org');
  });

  it('turns a {s} subdomain into a wildcard and keeps a port', () => {
    expect(cspSourceOf('https://{s}.tiles.example:8443/{z}/{x}/{y}.png')).toBe('https://*.tiles.example:8443');
    expect(cspSourceOf('https://tiles-{s}.example.com/{z}/{x}/{y}.png')).toBe('https://*.example.com');
  });

  it('needs nothing for the site’s own paths', () => {
    expect(cspSourceOf('/tiles/{z}/{x}/{y}.png')).toBeNull();
  });

  it('keeps a local server with a port', () => {
    expect(cspSourceOf('http://localhost:8080/search')).toBe('http://localhost:8080');
  });

  it('refuses what is not an http(s) address, so nothing can be slipped into the policy', () => {
    expect(cspSourceOf('javascript:alert(1)')).toBeNull();
    expect(cspSourceOf('not a url; script-src *')).toBeNull();
    expect(cspSourceOf('https://a.example {s}.b/{z}')).toBeNull();
    expect(cspSourceOf('https://tiles.{s}.example/{z}')).toBeNull();
  });
});
