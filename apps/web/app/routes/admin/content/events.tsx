import { eventList } from '~/features/console/content/content-lists.tsx';
import { RecordLink } from '~/features/console/content/content-parts.tsx';
import { ConsoleList } from '~/features/console/list/console-list.tsx';
import { listAction } from '~/features/console/list/list-action.server.ts';
import { openList } from '~/features/console/list/open-list.server.ts';
import { openRoute } from '~/features/route/open-route.server.ts';
import { useI18n } from '~/i18n/i18n.tsx';
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
  const { t } = useI18n();
  return (
    <section className="console-page" aria-labelledby="events-title" data-testid="console-events">
      <h1 id="events-title">{t('contentEventsTitle')}</h1>
      <p>
        <RecordLink path="events/new" testId="event-new">
          {t('contentEventNew')}
        </RecordLink>
      </p>
      <ConsoleList spec={eventList} list={loaderData.list} title="events-title" />
    </section>
  );
}
