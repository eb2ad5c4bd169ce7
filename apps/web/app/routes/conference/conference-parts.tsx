import type { SessionSpeaker, SessionSummary } from '@forum/contract/conference';
import type { ContentLanguage, SessionType } from '@forum/contract/programme';
import type { CSSProperties, ReactNode } from 'react';
import { Link } from 'react-router';
import { TitledSection } from '~/components/titled-section.tsx';
import { useForumTimeZone } from '~/features/shell/root-data.ts';
import { SessionHeart } from '~/features/wishlist/session-heart.tsx';
import type { MessageKey } from '~/i18n/en.ts';
import { useI18n, useLocalePath } from '~/i18n/i18n.tsx';
import { formatDay, formatHijriDay, formatLongDay, formatTime, middayOf, timeZoneLabel } from '~/utils/dates.ts';

export const sessionTypeLabels: Record<SessionType, MessageKey> = {
  keynote: 'sessionType_keynote',
  panel: 'sessionType_panel',
  talk: 'sessionType_talk',
  screening: 'sessionType_screening',
  masterclass: 'sessionType_masterclass',
  fireside: 'sessionType_fireside',
};

export const languageLabels: Record<ContentLanguage, MessageKey> = {
  ar: 'sessionLanguage_ar',
  en: 'sessionLanguage_en',
  both: 'sessionLanguage_both',
};

export const sessionPath = (id: number) => `/conference/sessions/${id}`;
export const speakerPath = (id: number) => `/conference/speakers/${id}`;

/** 10:00 – 11:30 in the forum's time zone, as two <time> elements. */
export function TimeRange({ startsAt, endsAt }: { startsAt: string; endsAt: string }) {
  const { t, locale } = useI18n();
  const timeZone = useForumTimeZone();
  return (
    <span className="time-range">
      {t('conferenceTimeRange', {
        start: formatTime(startsAt, locale, timeZone),
        end: formatTime(endsAt, locale, timeZone),
      })}
    </span>
  );
}

/** A forum day in words, the Hijri date beside it: tabs, headings. */
export function DayName({ day, isLong = false }: { day: string; isLong?: boolean }) {
  const { locale } = useI18n();
  const timeZone = useForumTimeZone();
  const at = middayOf(day);
  return (
    <>
      <time dateTime={day} className="day-name__gregorian">
        {(isLong ? formatLongDay : formatDay)(at, locale, timeZone)}
      </time>{' '}
      <span className="day-name__hijri">{formatHijriDay(at, locale, timeZone)}</span>
    </>
  );
}

/** Says once on a page which zone its times are in, with the offset, for visitors from abroad. */
export function ZoneNote({ at }: { at: string }) {
  const { t, locale } = useI18n();
  const timeZone = useForumTimeZone();
  return (
    <p className="zone-note" data-testid="zone-note">
      {t('conferenceZoneNote', timeZoneLabel(at, locale, timeZone, t('riyadhZoneName')))}
    </p>
  );
}

/** Speakers' names, each a link to their page; moderators and hosts said as such. */
export function SpeakerNames({ speakers }: { speakers: SessionCardData['speakers'] }) {
  const { t } = useI18n();
  const to = useLocalePath();
  if (speakers.length === 0) return null;
  return (
    <ul className="speaker-names" aria-label={t('conferenceSpeakers')}>
      {speakers.map((speaker) => (
        <li key={speaker.id}>
          <Link to={to(speakerPath(speaker.id))}>{speaker.name}</Link>
          {speaker.role !== 'speaker' && (
            <span className="speaker-names__role"> ({t(`speakerRole_${speaker.role}`)})</span>
          )}
        </li>
      ))}
    </ul>
  );
}

type MarkerKind = 'now' | 'next';

/** What a session card shows: a session, its speakers by name (a list loads no more than that). */
export type SessionCardData = Omit<SessionSummary, 'speakers'> & {
  speakers: Pick<SessionSpeaker, 'id' | 'name' | 'role'>[];
};

/** A session trimmed to its card, for pages that send many of them. */
export function toCard(session: SessionSummary): SessionCardData {
  return { ...session, speakers: session.speakers.map(({ id, name, role }) => ({ id, name, role })) };
}

/**
 * A session as the agenda, the overview and the personal agenda list it: its time, type and track (the
 * track's colour repeats its name), title, hall and language, speakers and the heart.
 */
export function SessionCard({
  session,
  showDay = false,
  marker,
  headingLevel = 3,
}: {
  session: SessionCardData;
  showDay?: boolean;
  marker?: MarkerKind | undefined;
  headingLevel?: 2 | 3 | 4;
}) {
  const { t } = useI18n();
  const to = useLocalePath();
  const Heading = (['h2', 'h3', 'h4'] as const)[headingLevel - 2] ?? 'h3';
  const style = { '--track-color': session.track.color } as CSSProperties;
  return (
    <article className="session-card" style={style} data-testid="session-card" data-session-id={session.id}>
      <div className="session-card__when">
        {showDay && (
          <span className="session-card__day">
            <DayName day={session.day} />
          </span>
        )}
        <TimeRange startsAt={session.startsAt} endsAt={session.endsAt} />
        {marker && (
          <span className={`session-marker session-marker--${marker}`} data-testid={`session-marker-${marker}`}>
            {t(marker === 'now' ? 'conferenceNow' : 'conferenceNext')}
          </span>
        )}
      </div>
      <div className="session-card__body">
        <p className="session-card__kind">
          <span className="session-type">{t(sessionTypeLabels[session.type])}</span>
          <span className="session-card__track">{session.track.name}</span>
        </p>
        <Heading className="session-card__title">
          <Link to={to(sessionPath(session.id))}>{session.title}</Link>
        </Heading>
        <p className="session-card__facts">
          <span data-testid="session-hall">{session.hall.name}</span>
          <span>{t(languageLabels[session.language])}</span>
        </p>
        <SpeakerNames speakers={session.speakers} />
      </div>
      <SessionHeart session={session} className="session-card__heart" />
    </article>
  );
}

/** A titled section of the conference pages, named by its heading for assistive technology. */
export function ConferenceSection({
  id,
  title,
  action,
  children,
}: {
  id: string;
  title: ReactNode;
  /** A link beside the title (to the whole list). */
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <TitledSection
      className="conference-section"
      headingId={id}
      title={title}
      action={action}
      headerClassName={action ? 'spread-row conference-section__header' : undefined}
    >
      {children}
    </TitledSection>
  );
}

/** Sessions as cards with their day, as a speaker, a session's track and the overview list them. */
export function SessionList({ sessions }: { sessions: SessionCardData[] }) {
  return (
    <ul className="session-list">
      {sessions.map((session) => (
        <li key={session.id}>
          <SessionCard session={session} showDay />
        </li>
      ))}
    </ul>
  );
}
