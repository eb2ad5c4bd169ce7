import { describe, expect, it } from 'vitest';
import { en } from './en.ts';
import { createTranslator, localeOfPath, localePath, stripLocale } from './i18n.tsx';

describe('locale paths', () => {
  it('reads the language from the first segment, Arabic without one', () => {
    expect(localeOfPath('/en/conference')).toBe('en');
    expect(localeOfPath('/ar/conference')).toBe('ar');
    expect(localeOfPath('/conference')).toBe('ar');
    expect(localeOfPath('/english')).toBe('ar');
  });

  it('strips and adds the prefix, with no prefix for Arabic', () => {
    expect(stripLocale('/en/products/1/camera')).toBe('/products/1/camera');
    expect(stripLocale('/en')).toBe('/');
    expect(stripLocale('/ar/faq')).toBe('/faq');
    expect(localePath('en', '/faq')).toBe('/en/faq');
    expect(localePath('en', '/')).toBe('/en');
    expect(localePath('ar', '/faq')).toBe('/faq');
  });
});

describe('the translator', () => {
  it('fills named parameters', () => {
    const t = createTranslator(en);
    expect(t('successAddToCart', { name: 'Lens' })).toBe('Lens was added to your cart');
    expect(t('requestFailed', { status: 502 })).toBe('Request failed with status code 502');
  });

  // both languages' keys and placeholders: catalogue.test.ts, read with the ICU parser
});
