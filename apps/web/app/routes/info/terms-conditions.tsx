import { openRoute } from '~/features/route/open-route.server.ts';
import { pageBelow } from '~/routes/page-tree.ts';
import type { Route } from './+types/terms-conditions';
import { managedPageMeta } from './info-meta.ts';
import { ManagedPage } from './managed-page.tsx';
import { GENERAL_LINKS, SeeAlso } from './see-also.tsx';

const PATH = '/terms-conditions';

export async function loader(args: Route.LoaderArgs) {
  const route = openRoute(args);
  return route.need(await route.api.call('info.page', { params: { slug: 'terms-conditions' } }), { notFound: [404] });
}

export const handle = pageBelow('home', ({ page }: Route.ComponentProps['loaderData']) => ({
  name: page.title,
  path: PATH,
}));

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return loaderData ? managedPageMeta(matches, loaderData.page, PATH) : [];
}

/** The terms of the site and the shop, from the managed page "terms-conditions". */
export default function TermsConditions({ loaderData }: Route.ComponentProps) {
  return <ManagedPage page={loaderData.page} aside={<SeeAlso links={GENERAL_LINKS} />} />;
}
