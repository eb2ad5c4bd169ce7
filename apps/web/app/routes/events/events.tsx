import type { EventSummary } from '@forum/contract/events';
import { Link } from 'react-router';
import { Breadcrumbs } from '~/components/breadcrumbs.tsx';
import { CalendarIcon, PinIcon } from '~/components/icons.tsx';
import { PageHeader } from '~/components/page-header.tsx';
import { trailPageMeta } from '~/components/page-meta.ts';
import { Pager, pageNumberOf } from '~/components/pager.tsx';
import { RouteStyles } from '~/components/route-styles.tsx';
import { UploadedImage } from '~/components/uploaded-image.tsx';
import { openRoute } from '~/features/route/open-route.server.ts';
import { useForumTimeZone } from '~/features/shell/root-data.ts';
import { useI18n, useLocalePath } from '~/i18n/i18n.tsx';
import { pageAt } from '~/routes/page-tree.ts';
import { formatMonth, groupByMonth } from '~/utils/dates.ts';
import { laterPage, withQuery } from '~/utils/query.ts';
import { ListingTabs } from '../media/listing-tabs.tsx';
import type { Route } from './+types/events';
import { EventDateBadge, EventStatusBadge, EventWhen, TimeZoneNote } from './event-parts.tsx';
import eventsCss from './events.css?inline';

const PER_PAGE = 9;

type Period = 'upcoming' | 'past';

/** The address of a page of the list: the first page of upcoming events is plain /events. */
function eventsPath(when: Period, page = 1): string {
  return withQuery('/events', { when: when === 'past' ? 'past' : null, page: laterPage(page) });
}

export async function loader(args: Route.LoaderArgs) {
  const route = openRoute(args);
  const when: Period = route.url.searchParams.get('when') === 'past' ? 'past' : 'upcoming';
  const query = { when, page: pageNumberOf(route.url), perPage: PER_PAGE };
  const events = route.need(await route.api.call('events.list', { query }));
  return { when, events: events.items, pagination: events.pagination };
}

export const handle = pageAt('events');

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return trailPageMeta(matches, loaderData, ({ t, site }, loaderData) => {
    const { when, pagination, events } = loaderData;
    const heading = t(when === 'past' ? 'eventsPastTitle' : 'eventsUpcomingTitle');
    const page = pagination.page > 1 ? t('eventsMediaPagedTitle', { page: heading, number: pagination.page }) : heading;
    return {
      title: t('eventsMediaPageTitle', { page, site }),
      description: t('eventsMetaDescription', { site }),
      path: eventsPath(when, pagination.page),
      itemList: {
        name: heading,
        first: (pagination.page - 1) * pagination.perPage,
        items: events.map((event) => ({ name: event.title, path: `/events/${event.id}` })),
      },
    };
  });
}

export default function Events({ loaderData }: Route.ComponentProps) {
  const { t, locale } = useI18n();
  const to = useLocalePath();
  const timeZone = useForumTimeZone();
  const { when, events, pagination } = loaderData;
  const groups = groupByMonth(events, (event) => event.startsAt, timeZone);
  const tabs = [
    { path: eventsPath('upcoming'), label: t('eventsUpcoming') },
    { path: eventsPath('past'), label: t('eventsPast') },
  ];

  return (
    <div className="container section listing" data-testid="events-page">
      <RouteStyles name="events" sheet={eventsCss} />
      <Breadcrumbs />
      <PageHeader title={t('eventsTitle')} lead={t('eventsLead')} className="listing__header" />

      <ListingTabs label={t('eventsPeriods')} tabs={tabs} current={eventsPath(when)} />

      {events.length === 0 ? (
        <div className="empty-box" data-testid="events-empty">
          <p>
            {pagination.page > 1 ? t('mediaEmptyPage') : t(when === 'past' ? 'eventsEmptyPast' : 'eventsEmptyUpcoming')}
          </p>
          <Link
            to={to(pagination.page > 1 ? eventsPath(when) : eventsPath(when === 'past' ? 'upcoming' : 'past'))}
            className="button button--ghost"
          >
            {pagination.page > 1
              ? t('eventsMediaFirstPage')
              : t(when === 'past' ? 'eventsSeeUpcoming' : 'eventsSeePast')}
          </Link>
        </div>
      ) : (
        <>
          <TimeZoneNote at={events[0]?.startsAt ?? new Date().toISOString()} />
          {groups.map((group, index) => (
            <section key={group.first} className="event-month" aria-labelledby={`events-month-${index}`}>
              <h2 id={`events-month-${index}`} className="event-month__title">
                {formatMonth(group.first, locale, timeZone)}
              </h2>
              <ul className="event-list">
                {group.items.map((event) => (
                  <EventCard key={event.id} event={event} isFirst={event.id === events[0]?.id} />
                ))}
              </ul>
            </section>
          ))}
        </>
      )}

      <Pager pagination={pagination} hrefOf={(page) => to(eventsPath(when, page))} />
    </div>
  );
}

function EventCard({ event, isFirst }: { event: EventSummary; isFirst: boolean }) {
  const { t } = useI18n();
  const to = useLocalePath();
  return (
    <li className="event-card listing-card" data-testid="event-card">
      <div className="event-card__media">
        <UploadedImage
          src={event.imageUrl}
          alt=""
          spot="eventCard"
          priority={isFirst}
          className="listing-card__image event-card__image"
        />
        <EventDateBadge iso={event.startsAt} />
      </div>
      <div className="listing-card__body">
        <EventStatusBadge status={event.status} />
        <h3 className="listing-card__title">
          <Link to={to(`/events/${event.id}`)} className="listing-card__link card-link">
            {event.title}
          </Link>
        </h3>
        <p className="event-card__fact">
          <CalendarIcon />
          <span>
            <span className="visually-hidden">{t('eventDateLabel')}: </span>
            <EventWhen
              startsAt={event.startsAt}
              endsAt={event.endsAt}
              classNames={{ secondary: 'event-card__secondary', time: 'event-card__secondary' }}
            />
          </span>
        </p>
        <p className="event-card__fact">
          <PinIcon />
          <span>
            <span className="visually-hidden">{t('eventVenueLabel')}: </span>
            {event.location.venue}
            <span className="event-card__secondary">{event.location.address}</span>
          </span>
        </p>
        <p className="event-card__summary">{event.summary}</p>
      </div>
    </li>
  );
}
