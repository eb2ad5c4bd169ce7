import { Link } from 'react-router';
import { Breadcrumbs } from '~/components/breadcrumbs.tsx';
import { PageHeader } from '~/components/page-header.tsx';
import { trailPageMeta } from '~/components/page-meta.ts';
import { RouteStyles } from '~/components/route-styles.tsx';
import { openRoute } from '~/features/route/open-route.server.ts';
import { revalidateOnMoveWhen } from '~/features/route/revalidate.ts';
import { useI18n, useLocalePath } from '~/i18n/i18n.tsx';
import { pageAt } from '~/routes/page-tree.ts';
import type { Route } from './+types/floor-map';
import exhibitionCss from './exhibition.css?inline';
import floorMapCss from './floor-map.css?inline';
import { FloorPlan } from './floor-plan.tsx';

const MAP_PATH = '/exhibition/map/';

export async function loader(args: Route.LoaderArgs) {
  const route = openRoute(args);
  return { map: route.need(await route.api.call('exhibition.map')) };
}

/** The search and the chosen booth live in the query string and are handled in the page: no reload of the plan. */
export const shouldRevalidate = revalidateOnMoveWhen(
  ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
    currentUrl.pathname !== nextUrl.pathname && defaultShouldRevalidate,
);

export const handle = pageAt('floorMap');

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return trailPageMeta(matches, loaderData, ({ t, site }) => ({
    title: t('exhibitionMetaTitle', { page: t('exhibitionMapTitle'), site }),
    description: t('exhibitionMapDescription', { site }),
    path: MAP_PATH,
  }));
}

export default function FloorMapPage({ loaderData }: Route.ComponentProps) {
  const { map } = loaderData;
  const { t } = useI18n();
  const to = useLocalePath();
  return (
    <div className="container section ex-map-page">
      <RouteStyles name="exhibition" sheet={exhibitionCss} />
      <RouteStyles name="exhibition-map" sheet={floorMapCss} />
      <Breadcrumbs />
      <PageHeader
        title={t('exhibitionMapTitle')}
        // a touch screen has no pointer to hover with: its visitors read how to tap (floor-map.css)
        lead={
          <>
            <span className="ex-map-lead--pointer">{t('exhibitionMapLead')}</span>
            <span className="ex-map-lead--touch">{t('exhibitionMapLeadTouch')}</span>
          </>
        }
        action={
          <Link to={to('/exhibition')} className="button button--ghost">
            {t('exhibitionAllExhibitors')}
          </Link>
        }
      />
      {map.booths.length > 0 ? (
        <FloorPlan map={map} />
      ) : (
        <p className="ex-empty empty-note" data-testid="map-empty">
          {t('exhibitionMapEmpty')}
        </p>
      )}
    </div>
  );
}
