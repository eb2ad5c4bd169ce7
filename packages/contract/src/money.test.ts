import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatMoney, formatNumber, formatPercent, formatSignedMoney } from './money.ts';

// Intl places direction marks and no-break spaces that vary between ICU versions; the tests compare what a reader sees.
function readable(formatted: string): string {
  return formatted
    .replace(/[\u200e\u200f\u061c]/g, '')
    .replace(/\s/g, ' ')
    .trim();
}

const ARABIC_INDIC_DIGITS = /[\u0660-\u0669\u06f0-\u06f9]/;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('formatMoney', () => {
  it('formats riyals with the Arabic symbol and Latin digits in Arabic', () => {
    const formatted = formatMoney(1250.5, 'ar');
    expect(readable(formatted)).toBe('1,250.50 ر.س.');
    expect(formatted).not.toMatch(ARABIC_INDIC_DIGITS);
  });

  it('formats riyals with the SAR code in English', () => {
    expect(readable(formatMoney(1250.5, 'en'))).toBe('SAR 1,250.50');
  });

  it('uses SAR when the currency is absent, null or blank', () => {
    expect(readable(formatMoney(10, 'en', undefined))).toBe('SAR 10');
    expect(readable(formatMoney(10, 'en', null))).toBe('SAR 10');
    expect(readable(formatMoney(10, 'en', ''))).toBe('SAR 10');
    expect(readable(formatMoney(10, 'en', '  '))).toBe('SAR 10');
  });

  it("uses the user's currency when given", () => {
    expect(readable(formatMoney(99.9, 'en', 'USD'))).toBe('$99.90');
    expect(readable(formatMoney(1250, 'en', 'EGP'))).toBe('EGP 1,250');
    expect(readable(formatMoney(1250, 'ar', 'EGP'))).toBe('1,250 ج.م.');
    expect(readable(formatMoney(1000, 'en', 'usd'))).toBe('$1,000');
  });

  it('drops .00 from whole amounts and keeps two digits otherwise', () => {
    expect(readable(formatMoney(1250, 'ar'))).toBe('1,250 ر.س.');
    expect(readable(formatMoney(0, 'en'))).toBe('SAR 0');
    expect(readable(formatMoney(7.1, 'en'))).toBe('SAR 7.10');
    expect(readable(formatMoney(0.1 + 0.2, 'en'))).toBe('SAR 0.30');
  });

  it('treats an amount that rounds to whole riyals as whole', () => {
    expect(readable(formatMoney(19.999, 'en'))).toBe('SAR 20');
  });

  it('shows the sign of a negative amount but never a negative zero', () => {
    expect(readable(formatMoney(-3.25, 'en'))).toBe('-SAR 3.25');
    expect(readable(formatMoney(-3.25, 'ar'))).toBe('-3.25 ر.س.');
    expect(readable(formatMoney(-0.001, 'en'))).toBe('SAR 0');
  });

  it('reuses one formatter per locale, currency and options', () => {
    const RealNumberFormat = Intl.NumberFormat;
    // biome-ignore lint/complexity/useArrowFunction: the spy is called with new, which an arrow function cannot take
    const createFormat = vi.spyOn(Intl, 'NumberFormat').mockImplementation(function (locales, options) {
      return new RealNumberFormat(locales, options);
    });
    formatMoney(1, 'en', 'JPY');
    formatMoney(2, 'en', 'JPY');
    formatMoney(3, 'ar', 'JPY');
    formatMoney(3.5, 'ar', 'JPY');
    expect(createFormat).toHaveBeenCalledTimes(3);
  });
});

describe('formatNumber', () => {
  it('groups thousands with Latin digits in both languages', () => {
    expect(readable(formatNumber(1234567.891, 'en'))).toBe('1,234,567.891');
    expect(readable(formatNumber(1234567.891, 'ar'))).toBe('1,234,567.891');
    expect(formatNumber(1234567, 'ar')).not.toMatch(ARABIC_INDIC_DIGITS);
  });

  it('shows the sign of negative numbers', () => {
    expect(readable(formatNumber(-5, 'ar'))).toBe('-5');
  });
});

describe('formatPercent', () => {
  it('reads the value as a percent, not a fraction', () => {
    expect(readable(formatPercent(15, 'en'))).toBe('15%');
    expect(readable(formatPercent(12.5, 'en'))).toBe('12.5%');
  });

  it('uses the Arabic percent sign with Latin digits in Arabic', () => {
    const formatted = formatPercent(15, 'ar');
    expect(readable(formatted)).toBe('15٪');
    expect(formatted).not.toMatch(ARABIC_INDIC_DIGITS);
  });

  it('rounds to at most two decimals', () => {
    expect(readable(formatPercent(100 / 3, 'en'))).toBe('33.33%');
  });
});

describe('formatSignedMoney', () => {
  it('writes the sign of a credit and of a debit in both languages, with Latin digits', () => {
    expect(readable(formatSignedMoney(30, 'en'))).toBe('+SAR 30');
    expect(readable(formatSignedMoney(-12.5, 'en'))).toBe('-SAR 12.50');
    expect(readable(formatSignedMoney(30, 'ar'))).toBe('+30 ر.س.');
    expect(readable(formatSignedMoney(-30, 'ar'))).toBe('-30 ر.س.');
  });
});
