import { Link } from 'react-router';
import { RouteStyles } from '~/components/route-styles.tsx';
import { openRoute } from '~/features/route/open-route.server.ts';
import { useI18n, useLocalePath } from '~/i18n/i18n.tsx';
import conferenceCss from '~/routes/conference/conference.css?inline';
import { calendarAction } from '~/routes/my-agenda/calendar-action.server.ts';
import { loadSavedSessions } from '~/routes/my-agenda/my-agenda-data.server.ts';
import { SavedAgenda } from '~/routes/my-agenda/saved-agenda.tsx';
import type { Route } from './+types/agenda';
import { accountMeta } from './account-data.tsx';

export async function loader(args: Route.LoaderArgs) {
  return loadSavedSessions(openRoute(args, { personal: true }));
}

/** The calendar subscription's forms (made, revoked). */
export function action(args: Route.ActionArgs) {
  return calendarAction(args);
}

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta(matches[0]?.loaderData, 'accountNavAgenda');
}

/** The personal agenda inside the account area (docs/product/conference-and-workshops.md). */
export default function AccountAgenda({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const to = useLocalePath();
  return (
    <section className="account-page" aria-labelledby="account-agenda-title">
      <RouteStyles name="conference" sheet={conferenceCss} />
      <h1 id="account-agenda-title" className="account-page__title">
        {t('accountNavAgenda')}
      </h1>
      <p className="no-print">
        <Link to={to('/my-agenda/workshops')}>{t('myWorkshopsTitle')}</Link>
      </p>
      {loaderData.wishlist ? (
        <SavedAgenda loaded={loaderData.wishlist} calendarFeed={loaderData.calendarFeed} />
      ) : (
        <p className="empty-box">{t('myAgendaExhibitors')}</p>
      )}
    </section>
  );
}
