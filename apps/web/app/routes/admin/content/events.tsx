import { eventList } from '~/features/console/content/content-lists.tsx';
import { NewRecordLink } from '~/features/console/content/content-parts.tsx';
import { ConsoleListPage } from '~/features/console/list/console-list.tsx';
import { listAction } from '~/features/console/list/list-action.server.ts';
import { openList } from '~/features/console/list/open-list.server.ts';
import { openRoute } from '~/features/route/open-route.server.ts';
import type { Route } from './+types/events';

/** GET /admin/events: the forum's events, searched, by period, sorted (decision 065). */
export async function loader(args: Route.LoaderArgs) {
  const route = openRoute(args, { personal: true });
  return { list: await openList(route, 'admin.events', eventList), title: route.t('contentEventsTitle') };
}

export const action = (args: Route.ActionArgs) => listAction(args, eventList);

export function meta({ data }: Route.MetaArgs) {
  return [{ title: data?.title ?? '' }, { name: 'robots', content: 'noindex' }];
}

export default function Events({ loaderData }: Route.ComponentProps) {
  return (
    <ConsoleListPage page={loaderData} spec={eventList} testId="console-events">
      <NewRecordLink path="events" label="contentEventNew" testId="event-new" />
    </ConsoleListPage>
  );
}
