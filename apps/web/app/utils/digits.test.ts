import { describe, expect, it } from 'vitest';
import { isCompleteCode, toCode, toLatinDigits } from '~/utils/digits.ts';

describe('digits', () => {
  it('turns Arabic-Indic and Eastern Arabic-Indic digits into Latin ones', () => {
    expect(toLatinDigits('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
    expect(toLatinDigits('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789');
    expect(toLatinDigits('05٥٥ abc')).toBe('0555 abc');
  });

  it('keeps only the digits of a typed or pasted code, up to six', () => {
    expect(toCode(' 123 456 ')).toBe('123456');
    expect(toCode('123-456-789')).toBe('123456');
    expect(toCode('١٢٣٤٥٦')).toBe('123456');
    expect(toCode('abc')).toBe('');
  });

  it('knows a complete code', () => {
    expect(isCompleteCode('123456')).toBe(true);
    expect(isCompleteCode('12345')).toBe(false);
    expect(isCompleteCode('12345a')).toBe(false);
  });
});
