import { contactList } from '~/features/console/content/content-lists.tsx';
import { sendEach } from '~/features/console/content/send-each.server.ts';
import { ConsoleListPage } from '~/features/console/list/console-list.tsx';
import { listAction } from '~/features/console/list/list-action.server.ts';
import { openList } from '~/features/console/list/open-list.server.ts';
import { openRoute } from '~/features/route/open-route.server.ts';
import type { Route } from './+types/contact-messages';

/** GET /admin/contact-messages: the messages of the contact form, open ones first to answer (decision 065). */
export async function loader(args: Route.LoaderArgs) {
  const route = openRoute(args, { personal: true });
  return { list: await openList(route, 'admin.contactMessages', contactList), title: route.t('contentContactTitle') };
}

/** Closing the chosen messages (confirmed first, without scripts too). */
export const action = (args: Route.ActionArgs) =>
  listAction(args, contactList, (form, _action, ids) =>
    sendEach(form, ids, (id) => form.send('admin.closeContactMessage', { params: { id } }), 'contentContactClosedDone'),
  );

export function meta({ data }: Route.MetaArgs) {
  return [{ title: data?.title ?? '' }, { name: 'robots', content: 'noindex' }];
}

export default function ContactMessages({ loaderData }: Route.ComponentProps) {
  return <ConsoleListPage page={loaderData} spec={contactList} testId="contact-messages" />;
}
