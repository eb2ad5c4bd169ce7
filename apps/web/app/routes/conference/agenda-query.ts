import { type ContentLanguage, contentLanguages, type SessionType, sessionTypes } from '@forum/contract/programme';
import { searchOf } from '~/utils/query.ts';

/** `?day=all`: every day at once. */
export const ALL_DAYS = 'all';

/** What the agenda shows, as its address says it: a shared link opens the same selection. */
export type AgendaQuery = {
  /** A forum day, 'all', or null: the page picks (today while the forum runs, else the first day). */
  day: string | null;
  hall: number | null;
  track: number | null;
  type: SessionType | null;
  language: ContentLanguage | null;
  q: string;
};

const positiveId = (value: string | null) => (value && /^[1-9]\d{0,8}$/.test(value) ? Number(value) : null);
const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  values.includes(value as T) ? (value as T) : null;

/** Reads the address; a value that cannot be a filter is ignored rather than shown as an error. */
export function parseAgendaQuery(search: URLSearchParams): AgendaQuery {
  const day = search.get('day');
  return {
    day: day === ALL_DAYS || (day && /^\d{4}-\d{2}-\d{2}$/.test(day)) ? day : null,
    hall: positiveId(search.get('hall')),
    track: positiveId(search.get('track')),
    type: oneOf(sessionTypes, search.get('type')),
    language: oneOf(contentLanguages, search.get('language')),
    q: (search.get('q') ?? '').trim().slice(0, 100),
  };
}

/** Whether anything narrows the list besides the day. */
export function hasFilters(query: AgendaQuery): boolean {
  return Boolean(query.hall || query.track || query.type || query.language || query.q);
}

/** The address of a selection, empty values left out; `day` as given. */
export function agendaSearch(query: Partial<AgendaQuery>): string {
  const { day, hall, track, type, language, q } = query;
  return searchOf({ day, hall, track, type, language, q });
}

/**
 * The day shown when the address names none: today while the forum runs, otherwise its first day. A
 * search or a filter without a day looks across all days, so that nothing found hides on another tab.
 */
export function shownDay(query: AgendaQuery, days: readonly string[], today: string): string {
  if (query.day === ALL_DAYS) return ALL_DAYS;
  if (query.day && days.includes(query.day)) return query.day;
  if (query.day === null && hasFilters(query)) return ALL_DAYS;
  if (days.includes(today)) return today;
  return days[0] ?? ALL_DAYS;
}
