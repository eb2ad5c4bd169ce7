import { formatNumber } from '@forum/contract/money';
import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import { Breadcrumbs } from '~/components/breadcrumbs.tsx';
import { PageHeader } from '~/components/page-header.tsx';
import { trailPageMeta } from '~/components/page-meta.ts';
import { RouteStyles } from '~/components/route-styles.tsx';
import { TitledSection } from '~/components/titled-section.tsx';
import { openRoute } from '~/features/route/open-route.server.ts';
import { useRootData } from '~/features/shell/root-data.ts';
import { localePath, useI18n, useLocalePath } from '~/i18n/i18n.tsx';
import { pageAt } from '~/routes/page-tree.ts';
import type { Route } from './+types/conference';
import { agendaSearch } from './agenda-query.ts';
import conferenceCss from './conference.css?inline';
import { ConferenceSection, DayName, SessionList } from './conference-parts.tsx';
import overviewCss from './overview.css?inline';
import { SpeakerCard } from './speaker-card.tsx';

export async function loader(args: Route.LoaderArgs) {
  const route = openRoute(args);
  return { conference: route.need(await route.api.call('conference.get')).conference };
}

export const handle = pageAt('conference');

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return trailPageMeta(matches, loaderData, ({ root, t, site }, loaderData) => {
    const { conference } = loaderData;
    const { forumDates } = root.site;
    return {
      title: t('conferencePageTitle', { page: t('conferenceTitle'), site }),
      description: t('conferenceMetaDescription', {
        site,
        sessions: conference.figures.sessions,
        speakers: conference.figures.speakers,
        days: conference.figures.days,
      }),
      path: '/conference',
      jsonLd: [
        {
          '@type': 'Event',
          name: t('conferenceEventName', { site }),
          startDate: forumDates.startDate,
          endDate: forumDates.endDate,
          eventStatus: 'https://schema.org/EventScheduled',
          eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
          url: `${root.origin}${localePath(root.locale, '/conference')}`,
          location: {
            '@type': 'Place',
            name: forumDates.location.address,
            address: { '@type': 'PostalAddress', streetAddress: forumDates.location.address, addressCountry: 'SA' },
          },
          organizer: { '@type': 'Organization', name: site, url: root.origin },
          performer: conference.featuredSpeakers.map((speaker) => ({ '@type': 'Person', name: speaker.name })),
        },
      ],
    };
  });
}

export default function Conference({ loaderData }: Route.ComponentProps) {
  const { t, locale } = useI18n();
  const to = useLocalePath();
  const forumDates = useRootData()?.site?.forumDates;
  const { conference } = loaderData;
  const figures: { value: number; label: string }[] = [
    { value: conference.figures.days, label: t('conferenceFigureDays', { count: conference.figures.days }) },
    {
      value: conference.figures.sessions,
      label: t('conferenceFigureSessions', { count: conference.figures.sessions }),
    },
    {
      value: conference.figures.speakers,
      label: t('conferenceFigureSpeakers', { count: conference.figures.speakers }),
    },
    {
      value: conference.figures.workshops,
      label: t('conferenceFigureWorkshops', { count: conference.figures.workshops }),
    },
    { value: conference.figures.halls, label: t('conferenceFigureHalls', { count: conference.figures.halls }) },
  ];

  return (
    <div className="container section conference" data-testid="conference-page">
      <RouteStyles name="conference" sheet={conferenceCss} />
      <RouteStyles name="conference-overview" sheet={overviewCss} />
      <Breadcrumbs />
      <PageHeader title={t('conferenceTitle')} lead={t('conferenceLead')} className="conference-hero">
        {forumDates && <p className="conference-hero__place">{forumDates.location.address}</p>}
        <p className="conference-hero__actions">
          <Link to={to('/conference/agenda')} className="button button--secondary">
            {t('conferenceSeeAgenda')}
          </Link>
          <Link to={to('/workshops')} className="button button--ghost">
            {t('conferenceSeeWorkshops')}
          </Link>
        </p>
      </PageHeader>

      <TitledSection
        className="conference-section"
        headingId="conference-figures"
        title={t('conferenceFigures')}
        titleClassName="visually-hidden"
      >
        <ul className="conference-figures">
          {figures.map((figure) => (
            <li key={figure.label} className="conference-figures__item">
              <span className="conference-figures__value">{formatNumber(figure.value, locale)}</span>
              <span className="conference-figures__label">{figure.label}</span>
            </li>
          ))}
        </ul>
      </TitledSection>

      <ConferenceSection id="conference-days" title={t('conferenceDays')}>
        <ol className="conference-days">
          {conference.days.map((entry, index) => (
            <li key={entry.day}>
              <Link to={to(`/conference/agenda${agendaSearch({ day: entry.day })}`)} className="conference-days__link">
                <span className="day-tabs__number">{t('agendaDayNumber', { number: index + 1 })}</span>
                <DayName day={entry.day} isLong />
                <span className="conference-days__count">{t('agendaSessionCount', { count: entry.sessions })}</span>
              </Link>
            </li>
          ))}
        </ol>
      </ConferenceSection>

      <ConferenceSection id="conference-themes" title={t('conferenceThemes')}>
        <ul className="conference-themes">
          {conference.tracks.map((track) => (
            <li key={track.id} className="conference-theme" style={{ '--track-color': track.color } as CSSProperties}>
              <h3 className="conference-theme__name">
                <Link to={to(`/conference/agenda${agendaSearch({ track: track.id })}`)}>{track.name}</Link>
              </h3>
              <p>{track.description}</p>
              <p className="conference-theme__count">{t('agendaSessionCount', { count: track.sessions })}</p>
            </li>
          ))}
        </ul>
      </ConferenceSection>

      {conference.featuredSessions.length > 0 && (
        <ConferenceSection id="conference-featured" title={t('conferenceFeaturedSessions')}>
          <SessionList sessions={conference.featuredSessions} />
        </ConferenceSection>
      )}

      {conference.featuredSpeakers.length > 0 && (
        <ConferenceSection
          id="conference-speakers"
          title={t('conferenceFeaturedSpeakers')}
          action={<Link to={to('/conference/speakers')}>{t('conferenceAllSpeakers')}</Link>}
        >
          <ul className="grid-list tile-grid speaker-grid">
            {conference.featuredSpeakers.map((speaker) => (
              <SpeakerCard key={speaker.id} speaker={speaker} />
            ))}
          </ul>
        </ConferenceSection>
      )}
    </div>
  );
}
