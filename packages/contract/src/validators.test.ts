import { describe, expect, it } from 'vitest';
import { isEgyptianMobile, isEmail, isNumeric, isPhone, isUrl } from './validators.ts';

describe('isEmail', () => {
  it('accepts ordinary addresses', () => {
    expect(isEmail('info@example.com')).toBe(true);
    expect(isEmail('first.last+forum@mail.example.com.sa')).toBe(true);
  });

  it('accepts an Arabic top-level domain', () => {
    expect(isEmail('info@example.السعودية')).toBe(true);
  });

  it('refuses addresses without exactly one @', () => {
    expect(isEmail('info.example.com')).toBe(false);
    expect(isEmail('a@b@example.com')).toBe(false);
  });

  it('refuses whitespace anywhere', () => {
    expect(isEmail('in fo@example.com')).toBe(false);
    expect(isEmail(' info@example.com')).toBe(false);
    expect(isEmail('info@example.com ')).toBe(false);
  });

  it('refuses a domain without a dot, with an empty label or with a short or numeric TLD', () => {
    expect(isEmail('info@localhost')).toBe(false);
    expect(isEmail('info@example..com')).toBe(false);
    expect(isEmail('info@.example.com')).toBe(false);
    expect(isEmail('info@example.c')).toBe(false);
    expect(isEmail('info@example.123')).toBe(false);
    expect(isEmail('@example.com')).toBe(false);
  });

  it('refuses addresses longer than 254 characters', () => {
    const domain = '@example.com';
    expect(isEmail(`${'a'.repeat(254 - domain.length)}${domain}`)).toBe(true);
    expect(isEmail(`${'a'.repeat(255 - domain.length)}${domain}`)).toBe(false);
  });
});

describe('isEgyptianMobile', () => {
  it('accepts 01 followed by 0, 1, 2 or 5 and eight digits', () => {
    expect(isEgyptianMobile('01012345678')).toBe(true);
    expect(isEgyptianMobile('01112345678')).toBe(true);
    expect(isEgyptianMobile('01212345678')).toBe(true);
    expect(isEgyptianMobile('01512345678')).toBe(true);
  });

  it('accepts the optional +2 prefix', () => {
    expect(isEgyptianMobile('+201012345678')).toBe(true);
  });

  it('refuses other operator digits', () => {
    expect(isEgyptianMobile('01312345678')).toBe(false);
    expect(isEgyptianMobile('01912345678')).toBe(false);
  });

  it('refuses too few or too many digits', () => {
    expect(isEgyptianMobile('0101234567')).toBe(false);
    expect(isEgyptianMobile('010123456789')).toBe(false);
  });

  it('refuses other prefixes, separators and letters', () => {
    expect(isEgyptianMobile('+2001012345678')).toBe(false);
    expect(isEgyptianMobile('201012345678')).toBe(false);
    expect(isEgyptianMobile('010 1234 5678')).toBe(false);
    expect(isEgyptianMobile('0101234567a')).toBe(false);
  });
});

describe('isPhone', () => {
  it('accepts a Saudi mobile in international form, with or without spacing', () => {
    expect(isPhone('+966 50 123 4567')).toBe(true);
    expect(isPhone('+966501234567')).toBe(true);
    expect(isPhone('+966 (50) 123-4567')).toBe(true);
  });

  it('reads a number without country code as Saudi by default', () => {
    expect(isPhone('0501234567')).toBe(true);
    expect(isPhone('050-123-4567')).toBe(true);
  });

  it('accepts numbers of other countries in international form', () => {
    expect(isPhone('+20 10 1234 5678')).toBe(true);
  });

  it('reads a national number in the given default country', () => {
    expect(isPhone('01012345678')).toBe(false);
    expect(isPhone('01012345678', 'EG')).toBe(true);
  });

  it('refuses numbers that are too short or too long', () => {
    expect(isPhone('050123456')).toBe(false);
    expect(isPhone('05012345678')).toBe(false);
    expect(isPhone('+9665012345678')).toBe(false);
  });

  it('refuses numbers whose leading digits no Saudi range uses', () => {
    expect(isPhone('+966 90 123 4567')).toBe(false);
  });

  it('refuses letters and empty input', () => {
    expect(isPhone('05O1234567')).toBe(false);
    expect(isPhone('abc0501234567')).toBe(false);
    expect(isPhone('')).toBe(false);
  });
});

describe('isUrl', () => {
  it('accepts http and https URLs with a dotted host', () => {
    expect(isUrl('https://example.com')).toBe(true);
    expect(isUrl('http://www.example.com.sa/films?page=2#top')).toBe(true);
    expect(isUrl('https://127.0.0.1:8080/')).toBe(true);
  });

  it('accepts localhost', () => {
    expect(isUrl('http://localhost:3000/ar')).toBe(true);
  });

  it('refuses a link without protocol, which withProtocol must complete first', () => {
    expect(isUrl('example.com')).toBe(false);
    expect(isUrl('//example.com')).toBe(false);
  });

  it('refuses schemes other than http and https', () => {
    expect(isUrl('ftp://example.com')).toBe(false);
    expect(isUrl('mailto:info@example.com')).toBe(false);
    expect(isUrl('javascript:alert(1)')).toBe(false);
  });

  it('refuses hosts without a dot or with a dangling dot', () => {
    expect(isUrl('https://intranet')).toBe(false);
    expect(isUrl('https://example.')).toBe(false);
  });

  it('refuses whitespace and empty input', () => {
    expect(isUrl('https://example.com/a b')).toBe(false);
    expect(isUrl(' https://example.com')).toBe(false);
    expect(isUrl('')).toBe(false);
  });
});

describe('isNumeric', () => {
  it('accepts integers and decimals with an optional sign', () => {
    for (const value of ['0', '42', '-7', '+7', '3.14', '-2.5', '.5', '007'])
      expect(isNumeric(value), value).toBe(true);
  });

  it('accepts finite numbers', () => {
    expect(isNumeric(0)).toBe(true);
    expect(isNumeric(-1.5)).toBe(true);
  });

  it('refuses non-finite numbers', () => {
    expect(isNumeric(Number.NaN)).toBe(false);
    expect(isNumeric(Number.POSITIVE_INFINITY)).toBe(false);
  });

  it('refuses empty and whitespace strings', () => {
    expect(isNumeric('')).toBe(false);
    expect(isNumeric('   ')).toBe(false);
    expect(isNumeric(' 5')).toBe(false);
  });

  it('refuses notations Number() would accept but a user does not mean', () => {
    for (const value of ['Infinity', '-Infinity', 'NaN', '0x1F', '1e3', '0b101', '1_000']) {
      expect(isNumeric(value), value).toBe(false);
    }
  });

  it('refuses malformed numbers', () => {
    for (const value of ['1.', '1.2.3', '-', '+', '--1', '1,000', 'abc', '12a'])
      expect(isNumeric(value), value).toBe(false);
  });

  it('refuses digit strings too long to be a finite number', () => {
    expect(isNumeric('9'.repeat(400))).toBe(false);
  });
});
