import { branchList } from '~/features/console/content/content-lists.tsx';
import { NewRecordLink } from '~/features/console/content/content-parts.tsx';
import { ConsoleListPage } from '~/features/console/list/console-list.tsx';
import { listAction } from '~/features/console/list/list-action.server.ts';
import { openList } from '~/features/console/list/open-list.server.ts';
import { openRoute } from '~/features/route/open-route.server.ts';
import type { Route } from './+types/branches';

/** GET /admin/branches: the forum's branches and their opening hours (decision 065). */
export async function loader(args: Route.LoaderArgs) {
  const route = openRoute(args, { personal: true });
  return { list: await openList(route, 'admin.branches', branchList), title: route.t('contentBranchesTitle') };
}

export const action = (args: Route.ActionArgs) => listAction(args, branchList);

export function meta({ data }: Route.MetaArgs) {
  return [{ title: data?.title ?? '' }, { name: 'robots', content: 'noindex' }];
}

export default function Branches({ loaderData }: Route.ComponentProps) {
  return (
    <ConsoleListPage page={loaderData} spec={branchList} testId="console-branches">
      <NewRecordLink path="branches" label="contentBranchNew" testId="branch-new" />
    </ConsoleListPage>
  );
}
