import { byDay } from '@forum/contract/agenda';
import { Link } from 'react-router';
import { Breadcrumbs } from '~/components/breadcrumbs.tsx';
import { PageHeader } from '~/components/page-header.tsx';
import { trailPageMeta } from '~/components/page-meta.ts';
import { RouteStyles } from '~/components/route-styles.tsx';
import { openRoute } from '~/features/route/open-route.server.ts';
import { useI18n, useLocalePath } from '~/i18n/i18n.tsx';
import conferenceCss from '~/routes/conference/conference.css?inline';
import { DayName, ZoneNote } from '~/routes/conference/conference-parts.tsx';
import { pageAt } from '~/routes/page-tree.ts';
import type { Route } from './+types/workshops-agenda';
import { useWorkshopList } from './use-workshop-list.ts';
import { WorkshopCard } from './workshop-card.tsx';
import { loadWorkshops } from './workshops-data.server.ts';

export async function loader(args: Route.LoaderArgs) {
  return loadWorkshops(openRoute(args));
}

export const handle = pageAt('workshopsAgenda');

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return trailPageMeta(matches, loaderData, ({ t, site }) => ({
    title: t('conferencePageTitle', { page: t('workshopsAgendaTitle'), site }),
    description: t('workshopsAgendaMetaDescription', { site }),
    path: '/workshops/agenda',
  }));
}

/** The workshops day by day, each day a heading and its workshops by start time. */
export default function WorkshopsAgenda({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const to = useLocalePath();
  const { workshops, registrations, onChange } = useWorkshopList(loaderData.workshops);
  const days = byDay(workshops);
  return (
    <div className="container section" data-testid="workshops-agenda-page">
      <RouteStyles name="conference" sheet={conferenceCss} />
      <Breadcrumbs />
      <PageHeader title={t('workshopsAgendaTitle')} lead={t('workshopsAgendaLead')}>
        <p className="conference-header__links">
          <Link to={to('/workshops')}>{t('workshopsTitle')}</Link>
          <Link to={to('/my-agenda/workshops')}>{t('myWorkshopsTitle')}</Link>
        </p>
      </PageHeader>
      {workshops[0] && <ZoneNote at={workshops[0].startsAt} />}
      {days.length === 0 && <p className="empty-box">{t('workshopsEmpty')}</p>}
      {days.map((group, index) => (
        <section key={group.day} className="conference-section" aria-labelledby={`workshop-day-${index}`}>
          <h2 id={`workshop-day-${index}`} className="agenda-slot__day">
            <span className="day-tabs__number">{t('agendaDayNumber', { number: index + 1 })}</span>{' '}
            <DayName day={group.day} isLong />
          </h2>
          <ul className="grid-list tile-grid workshop-grid">
            {group.items.map((workshop) => (
              <li key={workshop.id}>
                <WorkshopCard
                  workshop={workshop}
                  registration={registrations.get(workshop.id)}
                  onChange={onChange}
                  headingLevel={3}
                />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
