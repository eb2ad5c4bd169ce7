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

function format(iso: string, locale: Locale, timeZone: string, options: Intl.DateTimeFormatOptions): string {
  return formatterFor(locale, timeZone, options).format(new Date(iso));
}

/** A time of day in the forum's time zone: 19:30 in English, 7:30 م in Arabic. */
export function formatTime(iso: string, locale: Locale, timeZone: string): string {
  return format(iso, locale, timeZone, { hour: 'numeric', minute: '2-digit' });
}

/** The day with its weekday, for a page of its own. */
export function formatLongDay(iso: string, locale: Locale, timeZone: string): string {
  return format(iso, locale, timeZone, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
}

/** The month an event falls in, as the heading of a group of events. */
export function formatMonth(iso: string, locale: Locale, timeZone: string): string {
  return format(iso, locale, timeZone, { month: 'long', year: 'numeric' });
}

/** The parts of a calendar-leaf date badge: day of the month and short month name. */
export function dateBadgeOf(iso: string, locale: Locale, timeZone: string): { day: string; month: string } {
  return {
    day: format(iso, locale, timeZone, { day: 'numeric' }),
    month: format(iso, locale, timeZone, { month: 'short' }),
  };
}

/**
 * The zone's name and offset, so that visitors from elsewhere know what the times mean. Riyadh's zone,
 * the forum's, is named by its city as a reader there says it (`riyadhName`, "توقيت الرياض"): the
 * browser's Arabic name, "التوقيت العربي الرسمي", reads awkwardly (decision 060). Another zone keeps
 * the browser's name, which starts with "التوقيت" in Arabic and so takes the notes' "ب" as "بالتوقيت".
 */
export function timeZoneLabel(
  iso: string,
  locale: Locale,
  timeZone: string,
  riyadhName?: string,
): { name: string; offset: string } {
  const part = (style: 'longGeneric' | 'shortOffset') =>
    formatterFor(locale, timeZone, { timeZoneName: style })
      .formatToParts(new Date(iso))
      .find((piece) => piece.type === 'timeZoneName')?.value ?? timeZone;
  const name = timeZone === 'Asia/Riyadh' && riyadhName ? riyadhName : part('longGeneric');
  return { name, offset: part('shortOffset') };
}

/** Whether two instants fall on the same day in the forum's time zone. */
export function isSameDay(a: string, b: string, timeZone: string): boolean {
  return dayKeyOf(a, timeZone) === dayKeyOf(b, timeZone);
}

/** Items in their order, grouped by the month (in the forum's time zone) of the date each one gives. */
export function groupByMonth<T>(
  items: readonly T[],
  dateOf: (item: T) => string,
  timeZone: string,
): { key: string; first: string; items: T[] }[] {
  const groups: { key: string; first: string; items: T[] }[] = [];
  for (const item of items) {
    const iso = dateOf(item);
    const key = format(iso, 'en', timeZone, { year: 'numeric', month: '2-digit' });
    const last = groups.at(-1);
    if (last?.key === key) last.items.push(item);
    else groups.push({ key, first: iso, items: [item] });
  }
  return groups;
}

/** The day (YYYY-MM-DD) an instant falls on in the forum's time zone, as the API names forum days. */
export function dayKeyOf(iso: string, timeZone: string): string {
  const parts = formatterFor('en', timeZone, { year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(
    new Date(iso),
  );
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((piece) => piece.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** A forum day (YYYY-MM-DD) as an instant inside it: midday in the forum's zone is that day everywhere near it. */
export function middayOf(day: string): string {
  return `${day}T09:00:00Z`;
}
