import { enquiryList } from '~/features/console/content/content-lists.tsx';
import { sendEach } from '~/features/console/content/send-each.server.ts';
import { ConsoleListPage } from '~/features/console/list/console-list.tsx';
import { listAction } from '~/features/console/list/list-action.server.ts';
import { openList } from '~/features/console/list/open-list.server.ts';
import { openRoute } from '~/features/route/open-route.server.ts';
import type { Route } from './+types/sponsorship-requests';

/** GET /admin/sponsorship-requests: enquiries about sponsoring the forum, open until handled (decision 065). */
export async function loader(args: Route.LoaderArgs) {
  const route = openRoute(args, { personal: true });
  return { list: await openList(route, 'admin.enquiries', enquiryList), title: route.t('contentEnquiriesTitle') };
}

export const action = (args: Route.ActionArgs) =>
  listAction(args, enquiryList, (form, _action, ids) =>
    sendEach(form, ids, (id) => form.send('admin.handleEnquiry', { params: { id } }), 'contentEnquiriesHandled'),
  );

export function meta({ data }: Route.MetaArgs) {
  return [{ title: data?.title ?? '' }, { name: 'robots', content: 'noindex' }];
}

export default function SponsorshipRequests({ loaderData }: Route.ComponentProps) {
  return <ConsoleListPage page={loaderData} spec={enquiryList} testId="console-enquiries" />;
}
