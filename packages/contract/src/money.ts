import type { Locale } from './locale.ts';

const DEFAULT_CURRENCY = 'SAR';
const INTL_LOCALES: Record<Locale, string> = { ar: 'ar-SA', en: 'en-SA' };
// Latin digits in both languages is a site-wide decision; 'negative' keeps a rounded -0 from showing as "-0".
const BASE_OPTIONS: Intl.NumberFormatOptions = { numberingSystem: 'latn', signDisplay: 'negative' };

const formats = new Map<string, Intl.NumberFormat>();

/**
 * Formats an amount in riyals (or the user's currency) for display. Whole amounts drop '.00'; others show two
 * fraction digits. The currency is the ISO 4217 code; SAR when none is given.
 */
export function formatMoney(amount: number, locale: Locale, currency?: string | null): string {
  const code = currency?.trim() || DEFAULT_CURRENCY;
  // judged on cents, so a float such as 19.999 counts as whole and prints '20', not '20.00'
  const isWhole = Math.round(amount * 100) % 100 === 0;
  return getNumberFormat(locale, {
    style: 'currency',
    currency: code,
    minimumFractionDigits: isWhole ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(amount);
}

/**
 * An amount that moved in or out (a wallet's ledger), its sign always written: "+SAR 30", "-SAR 30"; in
 * Arabic the formatter places the sign and its direction marks itself.
 */
export function formatSignedMoney(amount: number, locale: Locale, currency?: string | null): string {
  const code = currency?.trim() || DEFAULT_CURRENCY;
  const isWhole = Math.round(amount * 100) % 100 === 0;
  return getNumberFormat(locale, {
    style: 'currency',
    currency: code,
    minimumFractionDigits: isWhole ? 0 : 2,
    maximumFractionDigits: 2,
    signDisplay: 'exceptZero',
  }).format(amount);
}

export function formatNumber(value: number, locale: Locale): string {
  return getNumberFormat(locale, {}).format(value);
}

/** Formats a percentage given as a percent (15 for 15%), as on discount badges. */
export function formatPercent(value: number, locale: Locale): string {
  return getNumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(value / 100);
}

// Building an Intl.NumberFormat is far slower than using one, and prices are formatted on every list render.
function getNumberFormat(locale: Locale, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (format === undefined) {
    format = new Intl.NumberFormat(INTL_LOCALES[locale], { ...BASE_OPTIONS, ...options });
    formats.set(key, format);
  }
  return format;
}

// ---------------------------------------------------------------- amounts a client sends

/** The largest amount, in riyals, any field takes (prices, quotes, adjustments, filters). */
export const MONEY_MAX = 10_000_000;

// a finite number as JavaScript writes it back: the decimal the client wrote (1.005 stays "1.005", 1e-7 "1e-7")
const TWO_DECIMALS = /^(-?)(\d+)(?:\.(\d{1,2}))?$/;

/**
 * Whether a number is an amount of riyals: at most two decimals (halalas), within ±MONEY_MAX. Judged
 * on the number's own decimal writing, never by multiplying by 100 and rounding (which makes any
 * number whole), so nothing is rounded into an amount.
 */
export function isMoneyAmount(value: number): boolean {
  return Number.isFinite(value) && Math.abs(value) <= MONEY_MAX && TWO_DECIMALS.test(String(value));
}

/**
 * An amount in riyals as integer halalas, exactly: 12.3 is 1230, -0.07 is -7. Only for an amount the
 * contract's money schema accepted; anything else (a third decimal, out of range) throws.
 */
export function toMinor(amount: number): number {
  const match = isMoneyAmount(amount) ? TWO_DECIMALS.exec(String(amount)) : null;
  if (!match) throw new RangeError(`not an amount of money: ${amount}`);
  const [, sign, whole = '0', fraction = ''] = match;
  const minor = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return sign && minor ? -minor : minor;
}
