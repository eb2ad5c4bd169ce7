import { listAction } from '~/features/console/list/list-action.server.ts';
import { openList } from '~/features/console/list/open-list.server.ts';
import { ProgrammeListPage } from '~/features/console/programme/programme-list-page.tsx';
import { speakersList } from '~/features/console/programme/programme-lists.tsx';
import { openRoute } from '~/features/route/open-route.server.ts';
import type { Route } from './+types/speakers';
import { programmeMeta, titleOf } from './programme-paths.ts';

/** The console's speakers list (decision 063): searched, sorted and paged on the server, kept in the address. */
export async function loader(args: Route.LoaderArgs) {
  const route = openRoute(args, { personal: true });
  return { list: await openList(route, 'programme.speakers', speakersList) };
}

/** Saved views of the list. */
export const action = (args: Route.ActionArgs) => listAction(args, speakersList);

export function meta({ matches }: Route.MetaArgs) {
  return programmeMeta(matches, titleOf('programmeSpeakersTitle'));
}

export default function Speakers({ loaderData }: Route.ComponentProps) {
  return (
    <ProgrammeListPage
      title="programmeSpeakersTitle"
      spec={speakersList}
      list={loaderData.list}
      add={{ path: '/admin/programme/speakers/new', label: 'programmeAddSpeaker' }}
      testId="programme-speakers"
    />
  );
}
