import { truncate } from '@forum/contract/text';
import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import { Breadcrumbs } from '~/components/breadcrumbs.tsx';
import { CalendarIcon } from '~/components/icons.tsx';
import { trailPageMeta } from '~/components/page-meta.ts';
import { Paragraphs } from '~/components/paragraphs.tsx';
import { RouteStyles } from '~/components/route-styles.tsx';
import { TitledSection } from '~/components/titled-section.tsx';
import { openRoute } from '~/features/route/open-route.server.ts';
import { SessionHeart } from '~/features/wishlist/session-heart.tsx';
import { localePath, useI18n, useLocalePath } from '~/i18n/i18n.tsx';
import { pageBelow } from '~/routes/page-tree.ts';
import { formatDay } from '~/utils/dates.ts';
import type { Route } from './+types/session';
import conferenceCss from './conference.css?inline';
import {
  ConferenceSection,
  DayName,
  languageLabels,
  SessionList,
  sessionPath,
  sessionTypeLabels,
  speakerPath,
  TimeRange,
  ZoneNote,
} from './conference-parts.tsx';
import sessionPageCss from './session-page.css?inline';
import { ShareButton } from './share-button.tsx';

const META_DESCRIPTION_LENGTH = 160;

/** An unknown session is an unknown page (/404), as is an id that cannot name one. */
export async function loader(args: Route.LoaderArgs) {
  const route = openRoute(args);
  const params = { id: route.id(args.params.id) };
  const found = route.need(await route.api.call('conference.session', { params }), { notFound: [400, 404] });
  return { session: found.session };
}

export const handle = pageBelow('agenda', ({ session }: Route.ComponentProps['loaderData']) => ({
  name: session.title,
  path: sessionPath(session.id),
}));

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return trailPageMeta(matches, loaderData, ({ root, t, site }, loaderData) => {
    const { session } = loaderData;
    const venue = root.site.forumDates.location;
    const timeZone = root.site.settings.timeZone;
    const path = sessionPath(session.id);
    return {
      title: t('conferencePageTitle', { page: session.title, site }),
      description: truncate(
        t('sessionMetaDescription', {
          date: formatDay(session.startsAt, root.locale, timeZone),
          hall: session.hall.name,
          abstract: session.abstract.split(/\n\s*\n/)[0] ?? '',
        }),
        META_DESCRIPTION_LENGTH,
      ),
      path,
      jsonLd: [
        {
          '@type': 'Event',
          name: session.title,
          description: session.abstract,
          startDate: session.startsAt,
          endDate: session.endsAt,
          eventStatus: 'https://schema.org/EventScheduled',
          eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
          inLanguage: session.language === 'both' ? ['ar', 'en'] : session.language,
          url: `${root.origin}${localePath(root.locale, path)}`,
          location: {
            '@type': 'Place',
            name: `${session.hall.name}, ${site}`,
            address: { '@type': 'PostalAddress', streetAddress: venue.address, addressCountry: 'SA' },
          },
          performer: session.speakers.map((speaker) => ({
            '@type': 'Person',
            name: speaker.name,
            jobTitle: speaker.title,
            url: `${root.origin}${localePath(root.locale, speakerPath(speaker.id))}`,
          })),
          organizer: { '@type': 'Organization', name: site, url: root.origin },
          superEvent: { '@type': 'Event', name: site, startDate: root.site.forumDates.startDate },
        },
      ],
    };
  });
}

export default function SessionPage({ loaderData }: Route.ComponentProps) {
  const { t, locale } = useI18n();
  const to = useLocalePath();
  const { session } = loaderData;
  // the file's language follows the page; a plain link cannot send LOCALE-CODE, so it says so in the address
  const calendarHref = locale === 'en' ? `${session.calendarUrl}?locale=en` : session.calendarUrl;

  return (
    <article className="container section session-page" data-testid="session-page">
      <RouteStyles name="conference" sheet={conferenceCss} />
      <RouteStyles name="conference-page" sheet={sessionPageCss} />
      <Breadcrumbs />
      <header className="session-page__header" style={{ '--track-color': session.track.color } as CSSProperties}>
        <p className="session-card__kind">
          <span className="session-type">{t(sessionTypeLabels[session.type])}</span>
          <Link to={to(`/conference/agenda?track=${session.track.id}`)} className="session-card__track">
            {session.track.name}
          </Link>
        </p>
        <div className="session-page__heading">
          <h1 className="session-page__title">{session.title}</h1>
          <SessionHeart session={session} />
        </div>
      </header>

      <div className="session-page__layout">
        <aside className="session-facts" aria-labelledby="session-details">
          <h2 id="session-details" className="section-title">
            {t('sessionDetails')}
          </h2>
          <dl className="session-facts__list">
            <div>
              <dt>{t('sessionWhen')}</dt>
              <dd data-testid="session-when">
                <DayName day={session.day} isLong />
                <TimeRange startsAt={session.startsAt} endsAt={session.endsAt} />
              </dd>
            </div>
            <div>
              <dt>{t('conferenceHall')}</dt>
              <dd>{session.hall.name}</dd>
            </div>
            <div>
              <dt>{t('conferenceLanguage')}</dt>
              <dd>{t(languageLabels[session.language])}</dd>
            </div>
          </dl>
          <ZoneNote at={session.startsAt} />
          <div className="session-facts__actions">
            <a
              href={calendarHref}
              download={`session-${session.id}.ics`}
              className="button button--secondary"
              data-testid="add-to-calendar"
            >
              <CalendarIcon />
              {t('sessionAddToCalendar')}
            </a>
            <ShareButton title={session.title} />
          </div>
        </aside>

        <div className="session-page__main">
          <TitledSection headingId="session-about" title={t('sessionAbout')}>
            <Paragraphs text={session.abstract} className="session-page__abstract" />
          </TitledSection>

          {session.speakers.length > 0 && (
            <TitledSection headingId="session-speakers" title={t('conferenceSpeakers')}>
              <ul className="grid-list tile-grid speaker-grid speaker-grid--compact">
                {session.speakers.map((speaker) => (
                  <li key={speaker.id} className="speaker-card">
                    <img src={speaker.photoUrl} alt="" width={96} height={96} className="speaker-card__photo" />
                    <div>
                      <h3 className="speaker-card__name">
                        <Link to={to(speakerPath(speaker.id))}>{speaker.name}</Link>
                      </h3>
                      <p className="speaker-card__title">
                        {[speaker.title, speaker.organization].filter(Boolean).join(t('listSeparator'))}
                      </p>
                      {speaker.role !== 'speaker' && (
                        <p className="speaker-card__role">{t(`speakerRole_${speaker.role}`)}</p>
                      )}
                    </div>
                  </li>
                ))}
              </ul>
            </TitledSection>
          )}
        </div>
      </div>

      {session.related.length > 0 && (
        <ConferenceSection id="session-related" title={t('sessionRelated', { track: session.track.name })}>
          <SessionList sessions={session.related} />
        </ConferenceSection>
      )}
    </article>
  );
}
