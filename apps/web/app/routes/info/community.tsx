import { formatNumber } from '@forum/contract/money';
import { Link } from 'react-router';
import { CalendarIcon, PinIcon } from '~/components/icons.tsx';
import { openRoute } from '~/features/route/open-route.server.ts';
import { useForumTimeZone } from '~/features/shell/root-data.ts';
import { localePath, useI18n, useLocalePath } from '~/i18n/i18n.tsx';
import { pageBelow } from '~/routes/page-tree.ts';
import { formatDay, formatHijriDay } from '~/utils/dates.ts';
import { pageMetaWith } from '~/utils/seo.ts';
import type { Route } from './+types/community';
import { EmptyState, InfoAside, InfoBody, ManagedText, PageHeader } from './info-layout.tsx';
import { describe, infoMeta } from './info-meta.ts';
import { InfoSection } from './info-section.tsx';
import { firstParagraph } from './text-blocks.ts';

const PATH = '/community';
const FIGURES = ['speakers', 'sessions', 'workshops', 'exhibitors', 'countries', 'events'] as const;

export async function loader(args: Route.LoaderArgs) {
  const route = openRoute(args);
  return route.need(await route.api.call('info.community'));
}

export const handle = pageBelow('home', ({ page }: Route.ComponentProps['loaderData'], t) => ({
  name: page?.title || t('communityTitle'),
  path: PATH,
}));

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return pageMetaWith(matches, loaderData, ({ root, t }, loaderData) => {
    const title = loaderData.page?.title || t('communityTitle');
    const intro = loaderData.page ? firstParagraph(loaderData.page.body) : '';
    return infoMeta(matches, {
      title,
      description: intro ? describe(intro) : t('communityDescription', { site: root.site.settings.name }),
      path: PATH,
      jsonLd: loaderData.events.map((event) => ({
        '@type': 'Event',
        name: event.title,
        startDate: event.startsAt,
        eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
        location: { '@type': 'Place', name: event.venue },
        url: `${root.origin}${localePath(root.locale, `/events/${event.id}`)}`,
      })),
    });
  });
}

/** Who the forum's community is: its text, figures from the data, featured speakers, exhibitors and events. */
export default function Community({ loaderData }: Route.ComponentProps) {
  const { t, locale } = useI18n();
  const to = useLocalePath();
  const timeZone = useForumTimeZone();
  const { page, figures, speakers, exhibitors, events } = loaderData;
  const title = page?.title || t('communityTitle');

  return (
    <>
      <PageHeader title={title} />
      <InfoBody
        aside={
          <InfoAside headingId="community-join-title" title={t('communityJoin')} className="community-join">
            <p>{t('communityJoinText')}</p>
            <Link to={to('/register')} className="button button--secondary">
              {t('site_register')}
            </Link>
          </InfoAside>
        }
      >
        <ManagedText page={page} />
      </InfoBody>

      <InfoSection headingId="community-figures" title={t('communityFigures')}>
        <dl className="figures" data-testid="community-figures">
          {FIGURES.map((name) => (
            <div key={name} className="figures__item">
              <dt>{t(`communityFigure_${name}`)}</dt>
              <dd>{formatNumber(figures[name], locale)}</dd>
            </div>
          ))}
        </dl>
      </InfoSection>

      <InfoSection headingId="community-speakers" title={t('communitySpeakers')}>
        {speakers.length === 0 ? (
          <EmptyState title={t('communityNoSpeakers')} />
        ) : (
          <ul className="people">
            {speakers.map((speaker) => (
              <li key={speaker.id} className="person">
                <img
                  className="person__photo"
                  src={speaker.photoUrl}
                  alt=""
                  width={96}
                  height={96}
                  loading="lazy"
                  decoding="async"
                />
                <p className="person__name">{speaker.name}</p>
                <p className="person__role">
                  {t('communitySpeakerRole', { title: speaker.title, organization: speaker.organization })}
                </p>
              </li>
            ))}
          </ul>
        )}
      </InfoSection>

      <InfoSection
        headingId="community-exhibitors"
        title={t('communityExhibitors')}
        action={
          <Link to={to('/exhibition')} className="link-arrow">
            {t('communityAllExhibitors')}
          </Link>
        }
      >
        {exhibitors.length === 0 ? (
          <EmptyState title={t('communityNoExhibitors')} />
        ) : (
          <ul className="logos">
            {exhibitors.map((exhibitor) => (
              <li key={exhibitor.id}>
                <Link to={to(`/exhibition/${exhibitor.id}`)} className="logos__link" data-testid="community-exhibitor">
                  <img src={exhibitor.logoUrl} alt="" width={64} height={64} loading="lazy" decoding="async" />
                  <span>{exhibitor.name}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </InfoSection>

      <InfoSection
        headingId="community-events"
        title={t('communityEvents')}
        action={
          <Link to={to('/events')} className="link-arrow">
            {t('communityAllEvents')}
          </Link>
        }
      >
        {events.length === 0 ? (
          <EmptyState title={t('communityNoEvents')} />
        ) : (
          <ul className="grid-list community-events">
            {events.map((event) => (
              <li key={event.id} className="community-event">
                <h3 className="community-event__title">
                  <Link to={to(`/events/${event.id}`)} className="card-link">
                    {event.title}
                  </Link>
                </h3>
                <p className="community-event__fact">
                  <CalendarIcon />
                  <span>
                    <time dateTime={event.startsAt}>{formatDay(event.startsAt, locale, timeZone)}</time>
                    <span className="community-event__hijri">{formatHijriDay(event.startsAt, locale, timeZone)}</span>
                  </span>
                </p>
                <p className="community-event__fact">
                  <PinIcon />
                  <span>{event.venue}</span>
                </p>
              </li>
            ))}
          </ul>
        )}
      </InfoSection>
    </>
  );
}
