import type { EventSummary } from '@forum/contract/events';
import { useForumTimeZone } from '~/features/shell/root-data.ts';
import type { MessageKey } from '~/i18n/en.ts';
import { useI18n } from '~/i18n/i18n.tsx';
import {
  dateBadgeOf,
  formatDay,
  formatHijriDay,
  formatLongDay,
  formatTime,
  isSameDay,
  timeZoneLabel,
} from '~/utils/dates.ts';

const statusLabels: Record<EventSummary['status'], MessageKey> = {
  upcoming: 'eventStatus_upcoming',
  ongoing: 'eventStatus_ongoing',
  past: 'eventStatus_past',
};

/** Whether an event is to come, on now, or over: in words, the colour only repeats them. */
export function EventStatusBadge({ status }: { status: EventSummary['status'] }) {
  const { t } = useI18n();
  return (
    <span className={`listing-tag event-status event-status--${status}`} data-testid="event-status">
      <span className="visually-hidden">{t('eventStatusLabel')}: </span>
      {t(statusLabels[status])}
    </span>
  );
}

/** A calendar leaf on the event's picture; the full date is written beside it for assistive technology. */
export function EventDateBadge({ iso }: { iso: string }) {
  const { locale } = useI18n();
  const { day, month } = dateBadgeOf(iso, locale, useForumTimeZone());
  return (
    <span className="event-date" aria-hidden="true">
      <span className="event-date__day">{day}</span>
      <span className="event-date__month">{month}</span>
    </span>
  );
}

/**
 * When an event happens, in the forum's time zone: the Gregorian day (or days), the Hijri beside it, and
 * the hours (19:30 – 23:00), or when it opens and closes if it runs over several days.
 */
export function EventWhen({
  startsAt,
  endsAt,
  isLong = false,
  classNames,
}: {
  startsAt: string;
  endsAt: string;
  /** With the weekday, for the event's own page. */
  isLong?: boolean;
  classNames: { day?: string; secondary: string; time: string };
}) {
  const { t, locale } = useI18n();
  const timeZone = useForumTimeZone();
  const day = (iso: string) => (isLong ? formatLongDay : formatDay)(iso, locale, timeZone);
  const hijri = (iso: string) => formatHijriDay(iso, locale, timeZone);
  const time = (iso: string) => formatTime(iso, locale, timeZone);
  const isOneDay = isSameDay(startsAt, endsAt, timeZone);
  return (
    <>
      <time dateTime={startsAt} className={classNames.day}>
        {isOneDay ? day(startsAt) : t('dateRange', { start: day(startsAt), end: day(endsAt) })}
      </time>
      <span className={classNames.secondary}>
        {isOneDay ? hijri(startsAt) : t('dateRange', { start: hijri(startsAt), end: hijri(endsAt) })}
      </span>
      <span className={classNames.time}>
        {t(isOneDay ? 'eventTimeRange' : 'eventTimeSpan', { start: time(startsAt), end: time(endsAt) })}
      </span>
    </>
  );
}

/** The zone every time of the page is given in, with its offset from UTC. */
export function zoneText(t: ReturnType<typeof useI18n>['t'], iso: string, locale: 'ar' | 'en', timeZone: string) {
  return t('eventTimeZone', timeZoneLabel(iso, locale, timeZone, t('riyadhZoneName')));
}

export function TimeZoneNote({ at }: { at: string }) {
  const { t, locale } = useI18n();
  return (
    <p className="event-zone-note">{t('eventsTimesNote', { zone: zoneText(t, at, locale, useForumTimeZone()) })}</p>
  );
}
