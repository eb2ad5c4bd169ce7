import { describe, expect, it } from 'vitest';
import { mapsLink, telephoneLink } from './contact-links.ts';

describe('contact links', () => {
  it('opens the coordinates in maps', () => {
    expect(mapsLink({ lat: 24.7136, lng: 46.6753 })).toBe('https://www.google.com/maps?q=24.7136,46.6753');
  });

  it('dials the number without its spaces and dashes, keeping a leading +', () => {
    expect(telephoneLink('+966 11 234-5678')).toBe('tel:+966112345678');
    expect(telephoneLink('920 000 000')).toBe('tel:920000000');
  });
});
