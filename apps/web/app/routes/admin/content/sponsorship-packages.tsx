import { packageList } from '~/features/console/content/content-lists.tsx';
import { NewRecordLink } from '~/features/console/content/content-parts.tsx';
import { ConsoleListPage } from '~/features/console/list/console-list.tsx';
import { listAction } from '~/features/console/list/list-action.server.ts';
import { openList } from '~/features/console/list/open-list.server.ts';
import { openRoute } from '~/features/route/open-route.server.ts';
import type { Route } from './+types/sponsorship-packages';

/** GET /admin/sponsorship-packages: the sponsorship packages, in their order (decision 065). */
export async function loader(args: Route.LoaderArgs) {
  const route = openRoute(args, { personal: true });
  return { list: await openList(route, 'admin.packages', packageList), title: route.t('contentPackagesTitle') };
}

export const action = (args: Route.ActionArgs) => listAction(args, packageList);

export function meta({ data }: Route.MetaArgs) {
  return [{ title: data?.title ?? '' }, { name: 'robots', content: 'noindex' }];
}

export default function SponsorshipPackages({ loaderData }: Route.ComponentProps) {
  return (
    <ConsoleListPage page={loaderData} spec={packageList} testId="console-sponsorship-packages">
      <NewRecordLink path="sponsorship-packages" label="contentPackageNew" testId="package-new" />
    </ConsoleListPage>
  );
}
