import { type CountryCode, isValidPhoneNumber } from 'libphonenumber-js/min';

const MAX_EMAIL_LENGTH = 254;
// Pragmatic, not RFC 5322: one @, no whitespace, dotted domain without empty labels, and a letter-only TLD of two or
// more letters (Unicode letters, so Arabic IDN TLDs such as .السعودية pass).
const EMAIL = /^[^\s@]+@(?:[^\s@.]+\.)+\p{L}{2,}$/u;
const EGYPTIAN_MOBILE = /^(\+2)?01[0125]\d{8}$/;
// Plain decimal notation only: exponents, hex, 'Infinity' and surrounding whitespace are what Number() would also
// accept, and a form field holding them is a typing mistake rather than a number.
const NUMERIC = /^[+-]?(?:\d+(?:\.\d+)?|\.\d+)$/;
const WHITESPACE = /\s/;

export function isEmail(value: string): boolean {
  return value.length <= MAX_EMAIL_LENGTH && EMAIL.test(value);
}

/** An Egyptian mobile: optional +2, then 01, then 0, 1, 2 or 5, then exactly 8 digits; no spaces or separators. */
export function isEgyptianMobile(value: string): boolean {
  return EGYPTIAN_MOBILE.test(value);
}

/**
 * Validates a phone number in international form (+966 …) or in the national form of defaultCountry (05… for Saudi
 * Arabia). Uses the small metadata set so the browser bundle stays light; it still checks each country's lengths and
 * leading digits.
 */
export function isPhone(value: string, defaultCountry: CountryCode = 'SA'): boolean {
  return isValidPhoneNumber(value, defaultCountry);
}

/**
 * Strict: only absolute http(s) URLs whose host has a dot (or is localhost). A link typed without a protocol is not a
 * URL here; pass it through withProtocol() first where such input is welcome.
 */
export function isUrl(value: string): boolean {
  if (WHITESPACE.test(value)) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  const host = url.hostname;
  return host === 'localhost' || (host.includes('.') && !host.startsWith('.') && !host.endsWith('.'));
}

/** A finite number, or a string in plain decimal notation with an optional sign (Latin digits only). */
export function isNumeric(value: string | number): boolean {
  if (typeof value === 'number') return Number.isFinite(value);
  return NUMERIC.test(value) && Number.isFinite(Number(value));
}
