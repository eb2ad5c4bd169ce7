import { formatNumber } from '@forum/contract/money';
import { useEffect, useState } from 'react';
import { useI18n } from '~/i18n/i18n.tsx';

const SECOND = 1000;

function splitDuration(ms: number) {
  const total = Math.max(0, Math.floor(ms / SECOND));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

/** Counts down to the forum; says so while it runs and after it ends. */
export function Countdown({ startDate, endDate }: { startDate: string; endDate: string }) {
  const { t, locale } = useI18n();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), SECOND);
    return () => window.clearInterval(timer);
  }, []);

  const start = Date.parse(startDate);
  const end = Date.parse(endDate);
  if (now >= end) return <p className="countdown__state">{t('forumEnded')}</p>;
  if (now >= start) return <p className="countdown__state countdown__state--live">{t('forumLive')}</p>;

  const parts = splitDuration(start - now);
  const units = [
    // each name agrees with its number: "يومان", "3 أيام", "11 يومًا"
    { id: 'days', value: parts.days, label: t('countdownDays', { count: parts.days }) },
    { id: 'hours', value: parts.hours, label: t('countdownHours', { count: parts.hours }) },
    { id: 'minutes', value: parts.minutes, label: t('countdownMinutes', { count: parts.minutes }) },
    { id: 'seconds', value: parts.seconds, label: t('countdownSeconds', { count: parts.seconds }) },
  ];
  return (
    <div className="countdown" data-testid="countdown">
      <p className="countdown__label">{t('startsIn')}</p>
      {/* the seconds tick on the client; the server's render is a moment older */}
      <ol className="countdown__units" aria-live="off">
        {units.map((unit) => (
          <li key={unit.id} className="countdown__unit">
            <span className="countdown__value" suppressHydrationWarning>
              {formatNumber(unit.value, locale)}
            </span>
            <span className="countdown__name" suppressHydrationWarning>
              {unit.label}
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}
