import { listAction } from '~/features/console/list/list-action.server.ts';
import { openList } from '~/features/console/list/open-list.server.ts';
import { ProgrammeListPage } from '~/features/console/programme/programme-list-page.tsx';
import { tracksList } from '~/features/console/programme/programme-lists.tsx';
import { openRoute } from '~/features/route/open-route.server.ts';
import type { Route } from './+types/tracks';
import { programmeMeta, titleOf } from './programme-paths.ts';

/** The console's tracks list (decision 063): searched, sorted and paged on the server, kept in the address. */
export async function loader(args: Route.LoaderArgs) {
  const route = openRoute(args, { personal: true });
  return { list: await openList(route, 'programme.tracks', tracksList) };
}

/** Saved views of the list. */
export const action = (args: Route.ActionArgs) => listAction(args, tracksList);

export function meta({ matches }: Route.MetaArgs) {
  return programmeMeta(matches, titleOf('programmeTracksTitle'));
}

export default function Tracks({ loaderData }: Route.ComponentProps) {
  return (
    <ProgrammeListPage
      title="programmeTracksTitle"
      spec={tracksList}
      list={loaderData.list}
      add={{ path: '/admin/programme/tracks/new', label: 'programmeAddTrack' }}
      testId="programme-tracks"
    />
  );
}
