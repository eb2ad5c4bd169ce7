import { redirect } from 'react-router';
import { openRoute } from '~/features/route/open-route.server.ts';
import { pageBelow } from '~/routes/page-tree.ts';
import { dedicatedPagePath, pagePath } from '~/utils/site-map.ts';
import type { Route } from './+types/page';
import { managedPageMeta } from './info-meta.ts';
import { ManagedPage } from './managed-page.tsx';
import { GENERAL_LINKS, SeeAlso } from './see-also.tsx';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** /page/{slug}: any managed page; one with a route of its own lives there, an unknown one is a 404. */
export async function loader(args: Route.LoaderArgs) {
  const route = openRoute(args);
  const slug = args.params.slug.toLowerCase();
  if (!SLUG.test(slug) || slug.length > 80) throw route.notFound();
  const dedicated = dedicatedPagePath(slug);
  if (dedicated) throw redirect(route.to(dedicated), 301);
  return route.need(await route.api.call('info.page', { params: { slug } }), { notFound: [404] });
}

export const handle = pageBelow('home', ({ page }: Route.ComponentProps['loaderData']) => ({
  name: page.title,
  path: pagePath(page.slug),
}));

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return loaderData ? managedPageMeta(matches, loaderData.page, pagePath(loaderData.page.slug)) : [];
}

export default function ManagedPageRoute({ loaderData }: Route.ComponentProps) {
  return <ManagedPage page={loaderData.page} aside={<SeeAlso links={GENERAL_LINKS} />} />;
}
