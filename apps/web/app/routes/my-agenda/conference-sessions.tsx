import { Link } from 'react-router';
import { Breadcrumbs } from '~/components/breadcrumbs.tsx';
import { PageHeader } from '~/components/page-header.tsx';
import { RouteStyles } from '~/components/route-styles.tsx';
import { openRoute } from '~/features/route/open-route.server.ts';
import { AGENDA_BACK_FIELD } from '~/features/wishlist/wishlist-action.server.ts';
import { createTranslator, useI18n, useLocalePath } from '~/i18n/i18n.tsx';
import conferenceCss from '~/routes/conference/conference.css?inline';
import { SavedAgenda } from '~/routes/my-agenda/saved-agenda.tsx';
import { pageAt } from '~/routes/page-tree.ts';
import { safeRedirectPath } from '~/utils/safe-redirect.ts';
import type { Route } from './+types/conference-sessions';
import { calendarAction } from './calendar-action.server.ts';
import { loadSavedSessions } from './my-agenda-data.server.ts';

export async function loader(args: Route.LoaderArgs) {
  const route = openRoute(args, { personal: true });
  // the page a heart was pressed on without scripts, without its language (the hearts' action sends the visitor here, decision 073)
  const back = safeRedirectPath(route.url.searchParams.get(AGENDA_BACK_FIELD), '') || null;
  return { ...(await loadSavedSessions(route)), back };
}

/** The calendar subscription's forms (made, revoked). */
export function action(args: Route.ActionArgs) {
  return calendarAction(args);
}

/** Personal pages: never kept by a shared cache, nor by the browser's (decision 006). */
export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export const handle = pageAt('myAgenda');

export function meta({ matches }: Route.MetaArgs) {
  const root = matches[0]?.loaderData;
  const robots = { name: 'robots', content: 'noindex' };
  if (!root?.site) return [robots];
  const t = createTranslator(root.messages);
  return [{ title: t('conferencePageTitle', { page: t('myAgendaTitle'), site: root.site.settings.name }) }, robots];
}

export default function MyConferenceSessions({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const to = useLocalePath();
  return (
    <div className="container section my-agenda" data-testid="my-agenda-page">
      <RouteStyles name="conference" sheet={conferenceCss} />
      <Breadcrumbs />
      <PageHeader title={t('myAgendaTitle')}>
        <p className="page-header__lead no-print">{t('myAgendaLead')}</p>
        <p className="conference-header__links no-print">
          {loaderData.back && (
            <Link to={to(loaderData.back)} data-testid="my-agenda-back">
              {t('myAgendaBack')}
            </Link>
          )}
          <Link to={to('/conference/agenda')}>{t('agendaTitle')}</Link>
          <Link to={to('/my-agenda/workshops')}>{t('myWorkshopsTitle')}</Link>
        </p>
      </PageHeader>
      {loaderData.wishlist ? (
        <SavedAgenda loaded={loaderData.wishlist} calendarFeed={loaderData.calendarFeed} />
      ) : (
        <p className="empty-box" data-testid="my-agenda-not-allowed">
          {t('myAgendaExhibitors')}
        </p>
      )}
    </div>
  );
}
