import { listAction } from '~/features/console/list/list-action.server.ts';
import { openList } from '~/features/console/list/open-list.server.ts';
import { ProgrammeListPage } from '~/features/console/programme/programme-list-page.tsx';
import { hallsList } from '~/features/console/programme/programme-lists.tsx';
import { openRoute } from '~/features/route/open-route.server.ts';
import type { Route } from './+types/halls';
import { programmeMeta, titleOf } from './programme-paths.ts';

/** The console's halls list (decision 063): searched, sorted and paged on the server, kept in the address. */
export async function loader(args: Route.LoaderArgs) {
  const route = openRoute(args, { personal: true });
  return { list: await openList(route, 'programme.halls', hallsList) };
}

/** Saved views of the list. */
export const action = (args: Route.ActionArgs) => listAction(args, hallsList);

export function meta({ matches }: Route.MetaArgs) {
  return programmeMeta(matches, titleOf('programmeHallsTitle'));
}

export default function Halls({ loaderData }: Route.ComponentProps) {
  return (
    <ProgrammeListPage
      title="programmeHallsTitle"
      spec={hallsList}
      list={loaderData.list}
      add={{ path: '/admin/programme/halls/new', label: 'programmeAddHall' }}
      testId="programme-halls"
    />
  );
}
