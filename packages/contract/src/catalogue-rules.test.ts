import { describe, expect, it } from 'vitest';
import { containsLink } from './catalogue-rules.ts';

describe('containsLink', () => {
  it('finds links with a scheme, with www. and bare domains', () => {
    expect(containsLink('see https://example.net/x for more')).toBe(true);
    expect(containsLink('http://a.b')).toBe(true);
    expect(containsLink('visit www.cheap-lenses')).toBe(true);
    expect(containsLink('buy it at deals.example.com today')).toBe(true);
    expect(containsLink('منتج رائع اشتريته من shop.sa')).toBe(true);
    expect(containsLink('BIT.LY/abc')).toBe(true);
  });

  it('leaves ordinary text alone, in both languages', () => {
    expect(containsLink('Great light, e.g. for interviews. Battery lasts 3.5 hours.')).toBe(false);
    expect(containsLink('صوت نقي ورفض ممتاز للضجيج.')).toBe(false);
    expect(containsLink('The 24-70mm lens is sharp.Really sharp')).toBe(false);
    expect(containsLink('comment: company.')).toBe(false);
  });
});
