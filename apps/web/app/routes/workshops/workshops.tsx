import { Link } from 'react-router';
import { Breadcrumbs } from '~/components/breadcrumbs.tsx';
import { PageHeader } from '~/components/page-header.tsx';
import { trailPageMeta } from '~/components/page-meta.ts';
import { RouteStyles } from '~/components/route-styles.tsx';
import { openRoute } from '~/features/route/open-route.server.ts';
import { useI18n, useLocalePath } from '~/i18n/i18n.tsx';
import conferenceCss from '~/routes/conference/conference.css?inline';
import { ZoneNote } from '~/routes/conference/conference-parts.tsx';
import { pageAt } from '~/routes/page-tree.ts';
import type { Route } from './+types/workshops';
import { useWorkshopList } from './use-workshop-list.ts';
import { WorkshopCard, workshopPath } from './workshop-card.tsx';
import { loadWorkshops } from './workshops-data.server.ts';

export async function loader(args: Route.LoaderArgs) {
  return loadWorkshops(openRoute(args));
}

export const handle = pageAt('workshops');

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return trailPageMeta(matches, loaderData, ({ t, site }, loaderData) => ({
    title: t('conferencePageTitle', { page: t('workshopsTitle'), site }),
    description: t('workshopsMetaDescription', { site, count: loaderData.workshops.length }),
    path: '/workshops',
    itemList: {
      name: t('workshopsTitle'),
      items: loaderData.workshops.map((workshop) => ({
        name: workshop.title,
        path: workshopPath(workshop.id),
      })),
    },
  }));
}

export default function Workshops({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const to = useLocalePath();
  const { workshops, registrations, onChange } = useWorkshopList(loaderData.workshops);
  return (
    <div className="container section" data-testid="workshops-page">
      <RouteStyles name="conference" sheet={conferenceCss} />
      <Breadcrumbs />
      <PageHeader title={t('workshopsTitle')} lead={t('workshopsLead')}>
        <p className="conference-header__links">
          <Link to={to('/workshops/agenda')}>{t('workshopsAgendaTitle')}</Link>
          <Link to={to('/my-agenda/workshops')}>{t('myWorkshopsTitle')}</Link>
        </p>
      </PageHeader>
      {workshops[0] && <ZoneNote at={workshops[0].startsAt} />}
      {workshops.length === 0 ? (
        <p className="empty-box">{t('workshopsEmpty')}</p>
      ) : (
        <ul className="grid-list tile-grid workshop-grid">
          {workshops.map((workshop, index) => (
            <li key={workshop.id}>
              <WorkshopCard
                workshop={workshop}
                registration={registrations.get(workshop.id)}
                onChange={onChange}
                isFirst={index === 0}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
