import { truncate } from '@forum/contract/text';
import { Breadcrumbs } from '~/components/breadcrumbs.tsx';
import { CalendarIcon } from '~/components/icons.tsx';
import { trailPageMeta } from '~/components/page-meta.ts';
import { Paragraphs } from '~/components/paragraphs.tsx';
import { PlaceMap } from '~/components/place-map/place-map.tsx';
import { RouteStyles } from '~/components/route-styles.tsx';
import { TitledSection } from '~/components/titled-section.tsx';
import { UploadedImage } from '~/components/uploaded-image.tsx';
import { openRoute } from '~/features/route/open-route.server.ts';
import { useForumTimeZone, useRootData } from '~/features/shell/root-data.ts';
import { localePath, useI18n } from '~/i18n/i18n.tsx';
import { pageBelow } from '~/routes/page-tree.ts';
import { formatDay } from '~/utils/dates.ts';
import type { Route } from './+types/event';
import eventCss from './event.css?inline';
import { EventStatusBadge, EventWhen, zoneText } from './event-parts.tsx';

const META_DESCRIPTION_LENGTH = 160;

/** An unknown event is an unknown page (/404), as is an id that cannot name one. */
export async function loader(args: Route.LoaderArgs) {
  const route = openRoute(args);
  const params = { id: route.id(args.params.id) };
  // 400: a number too large to be an id
  return { event: route.need(await route.api.call('events.get', { params }), { notFound: [400, 404] }).event };
}

export const handle = pageBelow('events', ({ event }: Route.ComponentProps['loaderData']) => ({
  name: event.title,
  path: `/events/${event.id}`,
}));

const eventStatus = 'https://schema.org/EventScheduled';

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return trailPageMeta(matches, loaderData, ({ root, t, site }, loaderData) => {
    const { event } = loaderData;
    const timeZone = root.site.settings.timeZone;
    const path = `/events/${event.id}`;
    const image = `${root.origin}${event.imageUrl}`;
    return {
      title: t('eventsMediaPageTitle', { page: event.title, site }),
      description: truncate(
        t('eventMetaDescription', {
          date: formatDay(event.startsAt, root.locale, timeZone),
          venue: event.location.venue,
          summary: event.summary,
        }),
        META_DESCRIPTION_LENGTH,
      ),
      path,
      image: event.imageUrl,
      jsonLd: [
        {
          '@type': 'Event',
          name: event.title,
          description: event.description,
          startDate: event.startsAt,
          endDate: event.endsAt,
          eventStatus,
          eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
          image: [image],
          url: `${root.origin}${localePath(root.locale, path)}`,
          location: {
            '@type': 'Place',
            name: event.location.venue,
            address: { '@type': 'PostalAddress', streetAddress: event.location.address, addressCountry: 'SA' },
            geo: {
              '@type': 'GeoCoordinates',
              latitude: event.location.coordinates.lat,
              longitude: event.location.coordinates.lng,
            },
          },
          organizer: { '@type': 'Organization', name: site, url: root.origin },
        },
      ],
    };
  });
}

export default function EventPage({ loaderData }: Route.ComponentProps) {
  const { t, locale } = useI18n();
  const timeZone = useForumTimeZone();
  const maps = useRootData()?.site?.settings.maps;
  const { event } = loaderData;
  // the file's language follows the page; a plain link cannot send LOCALE-CODE, so it says so in the address
  const calendarHref = locale === 'en' ? `${event.calendarUrl}?locale=en` : event.calendarUrl;

  return (
    <article className="container section event" data-testid="event-page">
      <RouteStyles name="event" sheet={eventCss} />
      <Breadcrumbs />
      <header className="event__header">
        <EventStatusBadge status={event.status} />
        <h1 className="event__title">{event.title}</h1>
      </header>

      <div className="event__layout">
        <UploadedImage src={event.imageUrl} alt="" spot="eventPage" priority className="listing-cover event__image" />

        <aside className="panel event__facts" aria-labelledby="event-details">
          <h2 id="event-details" className="section-title">
            {t('eventDetails')}
          </h2>
          <dl className="event-facts">
            <div className="event-facts__item">
              <dt>{t('eventWhen')}</dt>
              <dd data-testid="event-when">
                <EventWhen
                  startsAt={event.startsAt}
                  endsAt={event.endsAt}
                  isLong
                  classNames={{ secondary: 'event-facts__secondary', time: 'event-facts__time' }}
                />
                <span className="event-facts__secondary" data-testid="event-zone">
                  {zoneText(t, event.startsAt, locale, timeZone)}
                </span>
              </dd>
            </div>
            <div className="event-facts__item">
              <dt>{t('eventWhere')}</dt>
              <dd>
                <span>{event.location.venue}</span>
                <span className="event-facts__secondary">{event.location.address}</span>
                <a href="#event-where" className="event-facts__map-link">
                  {t('placeMapTitle')}
                </a>
              </dd>
            </div>
          </dl>
          <a
            href={calendarHref}
            download={`event-${event.id}.ics`}
            className="button button--secondary event__calendar"
            data-testid="add-to-calendar"
            aria-describedby="event-calendar-hint"
          >
            <CalendarIcon />
            {t('eventAddToCalendar')}
          </a>
          <p id="event-calendar-hint" className="event__calendar-hint">
            {t('eventCalendarHint')}
          </p>
        </aside>

        <TitledSection className="event__about" headingId="event-about" title={t('eventAbout')}>
          <Paragraphs text={event.description} className="event__description" />
        </TitledSection>
      </div>

      <TitledSection
        id="event-where"
        className="event__where"
        tabIndex={-1}
        headingId="event-where-title"
        title={t('eventWhere')}
      >
        <PlaceMap
          places={[
            { name: event.location.venue, address: event.location.address, coordinates: event.location.coordinates },
          ]}
          label={t('placeMapLabel', { place: event.location.venue })}
          maps={maps}
        />
      </TitledSection>
    </article>
  );
}
