import { truncate } from '@forum/contract/text';
import type { RegistrationResponse } from '@forum/contract/workshops';
import { useState } from 'react';
import { Link } from 'react-router';
import { Breadcrumbs } from '~/components/breadcrumbs.tsx';
import { CalendarIcon } from '~/components/icons.tsx';
import { trailPageMeta } from '~/components/page-meta.ts';
import { Paragraphs } from '~/components/paragraphs.tsx';
import { RouteStyles } from '~/components/route-styles.tsx';
import { TitledSection } from '~/components/titled-section.tsx';
import { openRoute } from '~/features/route/open-route.server.ts';
import { useMyRegistrations } from '~/features/workshops/my-registrations.ts';
import { localePath, useI18n, useLocalePath } from '~/i18n/i18n.tsx';
import conferenceCss from '~/routes/conference/conference.css?inline';
import { DayName, languageLabels, speakerPath, TimeRange, ZoneNote } from '~/routes/conference/conference-parts.tsx';
import sessionPageCss from '~/routes/conference/session-page.css?inline';
import { ShareButton } from '~/routes/conference/share-button.tsx';
import { pageBelow } from '~/routes/page-tree.ts';
import { formatDay } from '~/utils/dates.ts';
import type { Route } from './+types/workshop';
import { RegistrationControl, Seats } from './registration.tsx';
import { levelLabels, workshopPath } from './workshop-card.tsx';
import workshopsCss from './workshops.css?inline';

const META_DESCRIPTION_LENGTH = 160;

export async function loader(args: Route.LoaderArgs) {
  const route = openRoute(args);
  const params = { id: route.id(args.params.id) };
  const found = route.need(await route.api.call('workshops.get', { params }), { notFound: [400, 404] });
  return { workshop: found.workshop };
}

export const handle = pageBelow('workshops', ({ workshop }: Route.ComponentProps['loaderData']) => ({
  name: workshop.title,
  path: workshopPath(workshop.id),
}));

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return trailPageMeta(matches, loaderData, ({ root, t, site }, loaderData) => {
    const { workshop } = loaderData;
    const path = workshopPath(workshop.id);
    return {
      title: t('conferencePageTitle', { page: workshop.title, site }),
      description: truncate(
        t('workshopMetaDescription', {
          date: formatDay(workshop.startsAt, root.locale, root.site.settings.timeZone),
          instructor: workshop.instructor.name,
          summary: workshop.summary,
        }),
        META_DESCRIPTION_LENGTH,
      ),
      path,
      image: workshop.imageUrl,
      jsonLd: [
        {
          '@type': 'Event',
          name: workshop.title,
          description: workshop.description,
          startDate: workshop.startsAt,
          endDate: workshop.endsAt,
          eventStatus: 'https://schema.org/EventScheduled',
          eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
          image: [`${root.origin}${workshop.imageUrl}`],
          url: `${root.origin}${localePath(root.locale, path)}`,
          maximumAttendeeCapacity: workshop.capacity,
          remainingAttendeeCapacity: workshop.seatsLeft,
          location: {
            '@type': 'Place',
            name: `${workshop.hall.name}, ${site}`,
            address: {
              '@type': 'PostalAddress',
              streetAddress: root.site.forumDates.location.address,
              addressCountry: 'SA',
            },
          },
          performer: {
            '@type': 'Person',
            name: workshop.instructor.name,
            url: `${root.origin}${localePath(root.locale, speakerPath(workshop.instructor.id))}`,
          },
          organizer: { '@type': 'Organization', name: site, url: root.origin },
        },
      ],
    };
  });
}

export default function WorkshopPage({ loaderData }: Route.ComponentProps) {
  const { t, locale } = useI18n();
  const to = useLocalePath();
  const [workshop, setWorkshop] = useState(loaderData.workshop);
  const { registrations, update } = useMyRegistrations();
  const calendarHref = locale === 'en' ? `${workshop.calendarUrl}?locale=en` : workshop.calendarUrl;
  const onChange = (answer: RegistrationResponse) => {
    setWorkshop((current) => ({ ...current, ...answer.workshop }));
    update(answer.workshop.id, answer.registration);
  };

  return (
    <article className="container section session-page" data-testid="workshop-page">
      <RouteStyles name="conference" sheet={conferenceCss} />
      <RouteStyles name="conference-page" sheet={sessionPageCss} />
      <RouteStyles name="workshops" sheet={workshopsCss} />
      <Breadcrumbs />
      <header className="session-page__header">
        <p className="session-card__kind">
          <span className="session-type">{t(levelLabels[workshop.level])}</span>
          <span>{t(languageLabels[workshop.language])}</span>
        </p>
        <h1 className="session-page__title">{workshop.title}</h1>
      </header>
      <div className="session-page__layout">
        <aside className="session-facts" aria-labelledby="workshop-details">
          <h2 id="workshop-details" className="section-title">
            {t('workshopDetails')}
          </h2>
          <dl className="session-facts__list">
            <div>
              <dt>{t('sessionWhen')}</dt>
              <dd>
                <DayName day={workshop.day} isLong />
                <TimeRange startsAt={workshop.startsAt} endsAt={workshop.endsAt} />
              </dd>
            </div>
            <div>
              <dt>{t('conferenceHall')}</dt>
              <dd>{workshop.hall.name}</dd>
            </div>
            <div>
              <dt>{t('workshopInstructor')}</dt>
              <dd>
                <Link to={to(speakerPath(workshop.instructor.id))}>{workshop.instructor.name}</Link>
              </dd>
            </div>
          </dl>
          <ZoneNote at={workshop.startsAt} />
          <Seats workshop={workshop} />
          <RegistrationControl workshop={workshop} registration={registrations.get(workshop.id)} onChange={onChange} />
          <div className="session-facts__actions">
            <a href={calendarHref} download={`workshop-${workshop.id}.ics`} className="button button--ghost">
              <CalendarIcon />
              {t('sessionAddToCalendar')}
            </a>
            <ShareButton title={workshop.title} />
          </div>
        </aside>
        <div className="session-page__main">
          <img src={workshop.imageUrl} alt="" width={1200} height={675} className="session-page__image" />
          <TitledSection headingId="workshop-about" title={t('workshopAbout')}>
            <Paragraphs text={workshop.description} />
          </TitledSection>
        </div>
      </div>
    </article>
  );
}
