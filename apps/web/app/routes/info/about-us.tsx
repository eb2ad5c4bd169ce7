import { openRoute } from '~/features/route/open-route.server.ts';
import { localePath } from '~/i18n/i18n.tsx';
import { pageBelow } from '~/routes/page-tree.ts';
import { pageMetaWith } from '~/utils/seo.ts';
import type { Route } from './+types/about-us';
import { describe, infoMeta, organizationJsonLd } from './info-meta.ts';
import { ManagedPage } from './managed-page.tsx';
import { SeeAlso } from './see-also.tsx';
import { firstParagraph } from './text-blocks.ts';

const PATH = '/about-us';

export async function loader(args: Route.LoaderArgs) {
  const route = openRoute(args);
  return route.need(await route.api.call('info.page', { params: { slug: 'about-us' } }), { notFound: [404] });
}

export const handle = pageBelow('home', ({ page }: Route.ComponentProps['loaderData']) => ({
  name: page.title,
  path: PATH,
}));

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return pageMetaWith(matches, loaderData, ({ root }, loaderData) => {
    const { page } = loaderData;
    const url = `${root.origin}${localePath(root.locale, PATH)}`;
    return infoMeta(matches, {
      title: page.title,
      description: describe(firstParagraph(page.body)),
      path: PATH,
      jsonLd: [
        organizationJsonLd(root.origin, root.locale, root.site),
        {
          '@type': 'AboutPage',
          name: page.title,
          url,
          dateModified: page.updatedAt,
          about: { '@id': `${root.origin}/#organization` },
        },
      ],
    });
  });
}

/** Who the forum is, from the managed page "about-us". */
export default function AboutUs({ loaderData }: Route.ComponentProps) {
  return (
    <ManagedPage
      page={loaderData.page}
      aside={
        <SeeAlso
          links={[
            { path: '/community', label: 'site_community' },
            { path: '/services', label: 'site_services' },
            { path: '/sponsorship-packages', label: 'site_sponsorship' },
            { path: '/faq', label: 'site_faq' },
            { path: '/contact-us', label: 'site_contact' },
          ]}
        />
      }
    />
  );
}
