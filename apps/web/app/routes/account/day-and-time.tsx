import { useForumTimeZone } from '~/features/shell/root-data.ts';
import { useI18n } from '~/i18n/i18n.tsx';
import { formatDay, formatTime } from '~/utils/dates.ts';

/** When a step of an order or of the wallet happened: its day and time, in the forum's time zone. */
export function DayAndTime({ at }: { at: string }) {
  const { t, locale } = useI18n();
  const timeZone = useForumTimeZone();
  return (
    <time dateTime={at}>
      {t('orderDateTime', { day: formatDay(at, locale, timeZone), time: formatTime(at, locale, timeZone) })}
    </time>
  );
}
