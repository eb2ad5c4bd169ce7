import { redirect } from 'react-router';
import { localePath } from '~/i18n/i18n.tsx';
import { pageBelow } from '~/routes/page-tree.ts';
import { dedicatedPagePath, pagePath } from '~/utils/site-map.ts';
import type { Route } from './+types/page';
import { dataOrNotFound, notFound, serverApiFor } from './info-loaders.server.ts';
import { managedPageMeta } from './info-meta.ts';
import { ManagedPage } from './managed-page.tsx';
import { GENERAL_LINKS, SeeAlso } from './see-also.tsx';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** /page/{slug}: any managed page; one with a route of its own lives there, an unknown one is a 404. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { locale, api } = serverApiFor(request, context);
  const slug = params.slug.toLowerCase();
  if (!SLUG.test(slug) || slug.length > 80) throw notFound(locale);
  const dedicated = dedicatedPagePath(slug);
  if (dedicated) throw redirect(localePath(locale, dedicated), 301);
  return dataOrNotFound(await api.call('info.page', { params: { slug } }), locale);
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
