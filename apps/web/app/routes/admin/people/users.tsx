import { RouteStyles } from '~/components/route-styles.tsx';
import { ConsoleListPage } from '~/features/console/list/console-list.tsx';
import { listAction } from '~/features/console/list/list-action.server.ts';
import { openList } from '~/features/console/list/open-list.server.ts';
import peopleCss from '~/features/console/people/people.css?inline';
import { usersList } from '~/features/console/people/users-list.tsx';
import { openRoute } from '~/features/route/open-route.server.ts';
import { useI18n } from '~/i18n/i18n.tsx';
import type { Route } from './+types/users';

/** GET /admin/people/users: the accounts, searched, filtered and sorted on the server (decision 066). */
export async function loader(args: Route.LoaderArgs) {
  const route = openRoute(args, { personal: true });
  return { list: await openList(route, 'people.users', usersList), title: route.t('peopleUsersTitle') };
}

/** Saved views, and the chosen rows disabled (asked first) or enabled together, all or none. */
export const action = (args: Route.ActionArgs) =>
  listAction(args, usersList, async (form, bulk, ids) => {
    const result = await form.send('people.usersBulk', {
      body: { action: bulk === 'enable' ? 'enable' : 'disable', ids: ids.map(Number) },
    });
    return form.answer(result, { to: `${form.url.pathname}${form.url.search}`, message: ({ message }) => message });
  });

export function meta({ data }: Route.MetaArgs) {
  return [{ title: data?.title ?? '' }, { name: 'robots', content: 'noindex' }];
}

export default function Users({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  return (
    <ConsoleListPage page={loaderData} spec={usersList} testId="console-users" className="people-page">
      <RouteStyles name="console-people" sheet={peopleCss} />
      <p>{t('peopleUsersLead')}</p>
    </ConsoleListPage>
  );
}
