import { nowAndNext } from '@forum/contract/agenda';
import { SEARCH_TEXT_MAX } from '@forum/contract/catalogue-rules';
import { contentLanguages, sessionTypes } from '@forum/contract/programme';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { Form, Link, useNavigate, useNavigation } from 'react-router';
import { Breadcrumbs } from '~/components/breadcrumbs.tsx';
import { PageHeader } from '~/components/page-header.tsx';
import { trailPageMeta } from '~/components/page-meta.ts';
import { RouteStyles } from '~/components/route-styles.tsx';
import { openRoute } from '~/features/route/open-route.server.ts';
import { useForumTimeZone } from '~/features/shell/root-data.ts';
import { useWishlist } from '~/features/wishlist/wishlist-provider.tsx';
import { useI18n, useLocalePath } from '~/i18n/i18n.tsx';
import { pageAt } from '~/routes/page-tree.ts';
import { dayKeyOf, formatTime } from '~/utils/dates.ts';
import { withQuery } from '~/utils/query.ts';
import type { Route } from './+types/agenda';
import agendaCss from './agenda.css?inline';
import { ALL_DAYS, agendaSearch, hasFilters, parseAgendaQuery, shownDay } from './agenda-query.ts';
import conferenceCss from './conference.css?inline';
import {
  DayName,
  languageLabels,
  SessionCard,
  type SessionCardData,
  sessionTypeLabels,
  toCard,
  ZoneNote,
} from './conference-parts.tsx';

type AgendaConference = Awaited<ReturnType<typeof loader>>['conference'];

export async function loader(args: Route.LoaderArgs) {
  const route = openRoute(args);
  const query = parseAgendaQuery(route.url.searchParams);
  const { conference } = route.need(await route.api.call('conference.get'));
  const days = conference.days.map((entry) => entry.day);
  const day = shownDay(query, days, dayKeyOf(new Date().toISOString(), conference.timeZone));
  const sessions = route.need(
    await route.api.call('conference.sessions', {
      query: {
        day: day === ALL_DAYS ? undefined : day,
        hall: query.hall,
        track: query.track,
        type: query.type,
        language: query.language,
        q: query.q || undefined,
        perPage: 100,
      },
    }),
  );
  // the page's data travels in its HTML: only what the agenda shows
  const { halls, tracks, types, languages, figures } = conference;
  return {
    query,
    day,
    conference: {
      days: conference.days,
      halls,
      tracks: tracks.map(({ id, name }) => ({ id, name })),
      types,
      languages,
      sessionCount: figures.sessions,
    },
    sessions: sessions.items.map(toCard),
    total: sessions.pagination.total,
  };
}

export const handle = pageAt('agenda');

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return trailPageMeta(matches, loaderData, ({ t, site }, loaderData) => {
    const { query, day } = loaderData;
    // the canonical page of a selection is its day: filters and words narrow the same page
    const canonical =
      day === ALL_DAYS || !query.day ? '/conference/agenda' : `/conference/agenda${agendaSearch({ day })}`;
    return {
      title: t('conferencePageTitle', { page: t('agendaTitle'), site }),
      description: t('agendaMetaDescription', { site, count: loaderData.conference.sessionCount }),
      path: canonical,
    };
  });
}

/** Sessions that start together, under one time heading. */
function bySlot(sessions: SessionCardData[]): { startsAt: string; day: string; items: SessionCardData[] }[] {
  const slots: { startsAt: string; day: string; items: SessionCardData[] }[] = [];
  for (const session of sessions) {
    const last = slots.at(-1);
    if (last?.startsAt === session.startsAt) last.items.push(session);
    else slots.push({ startsAt: session.startsAt, day: session.day, items: [session] });
  }
  return slots;
}

/**
 * While the forum runs, the sessions on now and the next to start today; worked out in the browser
 * only (the page is the same for everyone, and cached).
 */
function useNowAndNext(sessions: SessionCardData[], timeZone: string) {
  const [markers, setMarkers] = useState<{ now: Set<number>; next: Set<number> } | null>(null);
  useEffect(() => {
    const update = () => {
      const now = new Date();
      const today = dayKeyOf(now.toISOString(), timeZone);
      setMarkers(
        nowAndNext(
          sessions.filter((session) => session.day === today),
          now,
        ),
      );
    };
    update();
    const timer = window.setInterval(update, 60_000);
    return () => window.clearInterval(timer);
  }, [sessions, timeZone]);
  return (id: number) => (markers?.now.has(id) ? 'now' : markers?.next.has(id) ? 'next' : undefined);
}

export default function Agenda({ loaderData }: Route.ComponentProps) {
  const { t, locale } = useI18n();
  const wishlist = useWishlist();
  const to = useLocalePath();
  const timeZone = useForumTimeZone();
  const { query, day, conference, sessions, total } = loaderData;
  const markerOf = useNowAndNext(sessions, timeZone);
  const slots = bySlot(sessions);
  const isAllDays = day === ALL_DAYS;
  const filtered = hasFilters(query);
  // all days: day (h2), time (h3), session (h4); one day: time (h2), session (h3)
  const TimeHeading = isAllDays ? 'h3' : 'h2';
  let lastDay = '';

  return (
    <div
      className="container section agenda"
      data-testid="agenda-page"
      data-wishlist={wishlist.canSave ? (wishlist.sessions ? 'ready' : 'loading') : undefined}
    >
      <RouteStyles name="conference" sheet={conferenceCss} />
      <RouteStyles name="conference-agenda" sheet={agendaCss} />
      <Breadcrumbs />
      <PageHeader title={t('agendaTitle')} lead={t('agendaLead')}>
        <p className="conference-header__links">
          <Link to={to('/conference/speakers')}>{t('speakersTitle')}</Link>
          <Link to={to('/workshops/agenda')}>{t('workshopsAgendaTitle')}</Link>
          <Link to={to('/my-agenda/conference-sessions')}>{t('myAgendaTitle')}</Link>
        </p>
      </PageHeader>

      <nav className="day-tabs" aria-label={t('agendaDays')}>
        <ul className="day-tabs__list">
          {conference.days.map((entry, index) => (
            <li key={entry.day}>
              <Link
                to={to(`/conference/agenda${agendaSearch({ ...query, day: entry.day })}`)}
                className="day-tabs__link"
                preventScrollReset
                {...(entry.day === day ? { 'aria-current': 'page' as const } : {})}
              >
                <span className="day-tabs__number">{t('agendaDayNumber', { number: index + 1 })}</span>
                <DayName day={entry.day} />
              </Link>
            </li>
          ))}
          <li>
            <Link
              to={to(`/conference/agenda${agendaSearch({ ...query, day: ALL_DAYS })}`)}
              className="day-tabs__link"
              preventScrollReset
              {...(isAllDays ? { 'aria-current': 'page' as const } : {})}
            >
              <span className="day-tabs__number">{t('agendaAllDays')}</span>
              <span className="day-name__hijri">{t('agendaSessionCount', { count: conference.sessionCount })}</span>
            </Link>
          </li>
        </ul>
      </nav>

      <AgendaFilters query={query} conference={conference} />

      <div className="spread-row agenda__status">
        <p role="status" className="agenda__count" data-testid="agenda-count">
          {t('agendaFound', { count: total })}
        </p>
        {filtered && (
          <Link to={to(`/conference/agenda${agendaSearch({ day: query.day })}`)} className="agenda__clear">
            {t('agendaClearFilters')}
          </Link>
        )}
      </div>
      {sessions[0] && <ZoneNote at={sessions[0].startsAt} />}

      {sessions.length === 0 ? (
        <div className="empty-box" data-testid="agenda-empty">
          <p>{t(filtered ? 'agendaEmptyFiltered' : 'agendaEmpty')}</p>
          {filtered && (
            <Link to={to(`/conference/agenda${agendaSearch({ day: ALL_DAYS })}`)} className="button button--ghost">
              {t('agendaClearFilters')}
            </Link>
          )}
        </div>
      ) : (
        <ol className="agenda-slots">
          {slots.map((slot) => {
            const isNewDay = isAllDays && slot.day !== lastDay;
            lastDay = slot.day;
            return (
              <li key={slot.startsAt} className="agenda-slot">
                {isNewDay && (
                  <h2 className="agenda-slot__day">
                    <DayName day={slot.day} isLong />
                  </h2>
                )}
                <TimeHeading className="agenda-slot__time">
                  <time dateTime={slot.startsAt}>{formatTime(slot.startsAt, locale, timeZone)}</time>
                </TimeHeading>
                <ul className="agenda-slot__sessions">
                  {slot.items.map((session) => (
                    <li key={session.id}>
                      <SessionCard session={session} marker={markerOf(session.id)} headingLevel={isAllDays ? 4 : 3} />
                    </li>
                  ))}
                </ul>
              </li>
            );
          })}
        </ol>
      )}
    </div>
  );
}

/**
 * Hall, track, type, language and words: a plain GET form (it works before the page's script runs);
 * afterwards a choice in a list applies at once, words when submitted.
 */
function AgendaFilters({
  query,
  conference,
}: {
  query: ReturnType<typeof parseAgendaQuery>;
  conference: AgendaConference;
}) {
  const { t } = useI18n();
  const to = useLocalePath();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const isLoading = navigation.state === 'loading' && navigation.location.pathname.endsWith('/conference/agenda');
  const types = sessionTypes.filter((type) => conference.types.includes(type));
  const languages = contentLanguages.filter((language) => conference.languages.includes(language));
  // the address keeps only the filters that are set, so that it stays short enough to share
  const apply = (form: HTMLFormElement | null) => {
    if (!form) return;
    const values = Object.fromEntries(
      [...new FormData(form)].filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
    void navigate(to(withQuery('/conference/agenda', values)), { preventScrollReset: true, replace: true });
  };
  const select = (event: { currentTarget: HTMLSelectElement }) => apply(event.currentTarget.form);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply(event.currentTarget);
  };

  return (
    <Form
      method="get"
      action={to('/conference/agenda')}
      className="agenda-filters"
      role="search"
      aria-label={t('agendaFilters')}
      onSubmit={onSubmit}
      aria-busy={isLoading}
    >
      {/* a search on a day the visitor chose stays on it; otherwise it looks across all days */}
      <input type="hidden" name="day" value={query.day ?? ''} />
      <div className="agenda-filters__search">
        <label htmlFor="agenda-q">{t('agendaSearchLabel')}</label>
        <input
          id="agenda-q"
          name="q"
          type="search"
          className="field__input"
          defaultValue={query.q}
          key={query.q}
          placeholder={t('agendaSearchPlaceholder')}
          maxLength={SEARCH_TEXT_MAX}
          enterKeyHint="search"
        />
      </div>
      <FilterSelect name="hall" label={t('conferenceHall')} value={query.hall} onChange={select}>
        {conference.halls.map((hall) => (
          <option key={hall.id} value={hall.id}>
            {hall.name}
          </option>
        ))}
      </FilterSelect>
      <FilterSelect name="track" label={t('conferenceTrack')} value={query.track} onChange={select}>
        {conference.tracks.map((track) => (
          <option key={track.id} value={track.id}>
            {track.name}
          </option>
        ))}
      </FilterSelect>
      <FilterSelect name="type" label={t('conferenceType')} value={query.type} onChange={select}>
        {types.map((type) => (
          <option key={type} value={type}>
            {t(sessionTypeLabels[type])}
          </option>
        ))}
      </FilterSelect>
      <FilterSelect name="language" label={t('conferenceLanguage')} value={query.language} onChange={select}>
        {languages.map((language) => (
          <option key={language} value={language}>
            {t(languageLabels[language])}
          </option>
        ))}
      </FilterSelect>
      <button type="submit" className="button button--primary agenda-filters__submit">
        {t('agendaApply')}
      </button>
    </Form>
  );
}

function FilterSelect({
  name,
  label,
  value,
  onChange,
  children,
}: {
  name: string;
  label: string;
  value: string | number | null;
  onChange: (event: { currentTarget: HTMLSelectElement }) => void;
  children: ReactNode;
}) {
  const { t } = useI18n();
  const id = `agenda-${name}`;
  return (
    <div className="agenda-filters__field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        name={name}
        defaultValue={value ?? ''}
        key={String(value)}
        onChange={onChange}
        className="field__input"
      >
        <option value="">{t('agendaAny')}</option>
        {children}
      </select>
    </div>
  );
}
