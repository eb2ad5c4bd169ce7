import { redirect } from 'react-router';
import { openRoute } from '~/features/route/open-route.server.ts';
import type { Route } from './+types/community';

/** GET /admin/community: the community page is a page like the others (slug `community`), opened at once. */
export async function loader(args: Route.LoaderArgs) {
  const route = openRoute(args, { personal: true });
  const found = route.need(await route.api.call('admin.pages', { query: { q: 'community', perPage: 100 } }));
  const page = found.items.find((item) => item.slug === 'community');
  return redirect(route.to(page ? `/admin/pages/${page.id}` : '/admin/pages'));
}
