import { RouteStyles } from '~/components/route-styles.tsx';
import { customsReviewList } from '~/features/console/exhibition/review-lists.tsx';
import { ConsoleListPage } from '~/features/console/list/console-list.tsx';
import { listAction } from '~/features/console/list/list-action.server.ts';
import { openList } from '~/features/console/list/open-list.server.ts';
import { openRoute } from '~/features/route/open-route.server.ts';
import { useI18n } from '~/i18n/i18n.tsx';
import type { Route } from './+types/customs-accounts';
import adminCss from './exhibition-admin.css?inline';
import { adminMeta } from './exhibition-admin.ts';

/** Customs-clearance accounts for the review of their licence; filters and page in the address. */
export async function loader(args: Route.LoaderArgs) {
  const route = openRoute(args, { personal: true });
  return {
    list: await openList(route, 'consoleExhibition.customsAccounts', customsReviewList),
    title: route.t('exhibitionAdminCustomsTitle'),
  };
}

/** The list's saved views. */
export const action = (args: Route.ActionArgs) => listAction(args, customsReviewList);

export function meta({ matches }: Route.MetaArgs) {
  return adminMeta(matches[0]?.loaderData, 'exhibitionAdminCustomsTitle');
}

export default function CustomsAccounts({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  return (
    <ConsoleListPage page={loaderData} spec={customsReviewList} testId="admin-customs" className="ex-admin">
      <RouteStyles name="exhibition-admin" sheet={adminCss} />
      <p>{t('exhibitionAdminCustomsLead')}</p>
    </ConsoleListPage>
  );
}
