import type { Locale } from '@forum/contract/locale';

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The time of day in the forum's time zone, with Latin digits in both languages (decision 005). */
export function formatTime(iso: string, locale: Locale, timeZone: string): string {
  const key = `${locale}|${timeZone}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(`${locale === 'ar' ? 'ar-SA' : 'en-GB'}-u-nu-latn`, {
      timeZone,
      hour: '2-digit',
      minute: '2-digit',
    });
    formatters.set(key, formatter);
  }
  return formatter.format(new Date(iso));
}
