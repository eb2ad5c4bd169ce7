import { byDay } from '@forum/contract/agenda';
import type { MyWorkshopsResponse, RegistrationResponse } from '@forum/contract/workshops';
import { useState } from 'react';
import { Link } from 'react-router';
import { Breadcrumbs } from '~/components/breadcrumbs.tsx';
import { PageHeader } from '~/components/page-header.tsx';
import { RouteStyles } from '~/components/route-styles.tsx';
import { openRoute } from '~/features/route/open-route.server.ts';
import { createTranslator, useI18n, useLocalePath } from '~/i18n/i18n.tsx';
import conferenceCss from '~/routes/conference/conference.css?inline';
import { DayName, ZoneNote } from '~/routes/conference/conference-parts.tsx';
import { pageAt } from '~/routes/page-tree.ts';
import { WorkshopCard } from '~/routes/workshops/workshop-card.tsx';
import type { Route } from './+types/workshops';
import { loadMyWorkshops } from './my-agenda-data.server.ts';

export async function loader(args: Route.LoaderArgs) {
  return loadMyWorkshops(openRoute(args, { personal: true }));
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export const handle = pageAt('myWorkshops');

export function meta({ matches }: Route.MetaArgs) {
  const root = matches[0]?.loaderData;
  const robots = { name: 'robots', content: 'noindex' };
  if (!root?.site) return [robots];
  const t = createTranslator(root.messages);
  return [{ title: t('conferencePageTitle', { page: t('myWorkshopsTitle'), site: root.site.settings.name }) }, robots];
}

type Item = MyWorkshopsResponse['items'][number];

/** The visitor's workshops: a seat or a place in the waiting list, day by day; each can be cancelled. */
export default function MyWorkshops({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const to = useLocalePath();
  const [items, setItems] = useState<Item[] | null>(loaderData.items);
  const onChange = (answer: RegistrationResponse) =>
    setItems((current) =>
      (current ?? []).flatMap((item) => {
        if (item.workshop.id !== answer.workshop.id) return [item];
        return answer.registration ? [{ registration: answer.registration, workshop: answer.workshop }] : [];
      }),
    );
  const workshops = (items ?? []).map((item) => ({ ...item.workshop, registration: item.registration }));

  return (
    <div className="container section my-agenda" data-testid="my-workshops-page">
      <RouteStyles name="conference" sheet={conferenceCss} />
      <Breadcrumbs />
      <PageHeader title={t('myWorkshopsTitle')} lead={t('myWorkshopsLead')}>
        <p className="conference-header__links">
          <Link to={to('/workshops')}>{t('workshopsTitle')}</Link>
          <Link to={to('/my-agenda/conference-sessions')}>{t('myAgendaTitle')}</Link>
        </p>
      </PageHeader>
      {items === null ? (
        <p className="empty-box">{t('workshopCustomersOnly')}</p>
      ) : workshops.length === 0 ? (
        <div className="empty-box" data-testid="my-workshops-empty">
          <p>{t('myWorkshopsEmpty')}</p>
          <Link to={to('/workshops')} className="button button--secondary">
            {t('conferenceSeeWorkshops')}
          </Link>
        </div>
      ) : (
        <>
          <ZoneNote at={workshops[0]?.startsAt ?? new Date().toISOString()} />
          {byDay(workshops).map((group) => (
            <section key={group.day} className="conference-section" aria-labelledby={`my-workshops-${group.day}`}>
              <h2 id={`my-workshops-${group.day}`} className="agenda-slot__day">
                <DayName day={group.day} isLong />
              </h2>
              <ul className="grid-list tile-grid workshop-grid">
                {group.items.map(({ registration, ...workshop }) => (
                  <li key={workshop.id}>
                    <WorkshopCard
                      workshop={workshop}
                      registration={registration}
                      onChange={onChange}
                      headingLevel={3}
                    />
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </>
      )}
    </div>
  );
}
