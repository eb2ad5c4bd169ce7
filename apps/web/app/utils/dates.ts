import type { Locale } from '@forum/contract/locale';

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(locale: Locale, timeZone: string, options: Intl.DateTimeFormatOptions, calendar?: string) {
  const key = `${locale}|${timeZone}|${calendar ?? ''}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    const tag = `${locale === 'ar' ? 'ar-SA' : 'en-GB'}-u-nu-latn${calendar ? `-ca-${calendar}` : '-ca-gregory'}`;
    formatter = new Intl.DateTimeFormat(tag, { timeZone, ...options });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** A day as visitors read it, in the forum's time zone. */
export function formatDay(iso: string, locale: Locale, timeZone: string): string {
  return formatterFor(locale, timeZone, { day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(iso));
}

/** The same day in the Hijri (Umm al-Qura) calendar, shown beside the Gregorian date. */
export function formatHijriDay(iso: string, locale: Locale, timeZone: string): string {
  return formatterFor(locale, timeZone, { day: 'numeric', month: 'long', year: 'numeric' }, 'islamic-umalqura').format(
    new Date(iso),
  );
}
