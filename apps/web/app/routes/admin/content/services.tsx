import { serviceList } from '~/features/console/content/content-lists.tsx';
import { NewRecordLink } from '~/features/console/content/content-parts.tsx';
import { ConsoleListPage } from '~/features/console/list/console-list.tsx';
import { listAction } from '~/features/console/list/list-action.server.ts';
import { openList } from '~/features/console/list/open-list.server.ts';
import { openRoute } from '~/features/route/open-route.server.ts';
import type { Route } from './+types/services';

/** GET /admin/services: the forum's services, in their order (decision 065). */
export async function loader(args: Route.LoaderArgs) {
  const route = openRoute(args, { personal: true });
  return { list: await openList(route, 'admin.services', serviceList), title: route.t('contentServicesTitle') };
}

export const action = (args: Route.ActionArgs) => listAction(args, serviceList);

export function meta({ data }: Route.MetaArgs) {
  return [{ title: data?.title ?? '' }, { name: 'robots', content: 'noindex' }];
}

export default function Services({ loaderData }: Route.ComponentProps) {
  return (
    <ConsoleListPage page={loaderData} spec={serviceList} testId="console-services">
      <NewRecordLink path="services" label="contentServiceNew" testId="service-new" />
    </ConsoleListPage>
  );
}
