import { RouteStyles } from '~/components/route-styles.tsx';
import { exhibitorReviewList } from '~/features/console/exhibition/review-lists.tsx';
import { ConsoleListPage } from '~/features/console/list/console-list.tsx';
import { listAction } from '~/features/console/list/list-action.server.ts';
import { openList } from '~/features/console/list/open-list.server.ts';
import { openRoute } from '~/features/route/open-route.server.ts';
import { useI18n } from '~/i18n/i18n.tsx';
import type { Route } from './+types/exhibitors';
import adminCss from './exhibition-admin.css?inline';
import { adminMeta } from './exhibition-admin.ts';

/** The exhibitors for the review (the dashboard links to ?status=waiting): filters and page in the address. */
export async function loader(args: Route.LoaderArgs) {
  const route = openRoute(args, { personal: true });
  return {
    list: await openList(route, 'consoleExhibition.exhibitors', exhibitorReviewList),
    title: route.t('exhibitionAdminExhibitorsTitle'),
  };
}

/** The list's saved views. */
export const action = (args: Route.ActionArgs) => listAction(args, exhibitorReviewList);

export function meta({ matches }: Route.MetaArgs) {
  return adminMeta(matches[0]?.loaderData, 'exhibitionAdminExhibitorsTitle');
}

export default function ExhibitorsReview({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  return (
    <ConsoleListPage page={loaderData} spec={exhibitorReviewList} testId="admin-exhibitors" className="ex-admin">
      <RouteStyles name="exhibition-admin" sheet={adminCss} />
      <p>{t('exhibitionAdminExhibitorsLead')}</p>
    </ConsoleListPage>
  );
}
