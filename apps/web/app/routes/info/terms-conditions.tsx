import type { PageResponse } from '@forum/contract/info';
import { localePath } from '~/i18n/i18n.tsx';
import type { Route } from './+types/terms-conditions';
import { dataOrNotFound, serverApiFor } from './info-loaders.server.ts';
import { describe, infoMeta } from './info-meta.ts';
import { ManagedPage } from './managed-page.tsx';
import { SeeAlso } from './see-also.tsx';
import { firstParagraph } from './text-blocks.ts';

const PATH = '/terms-conditions';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { locale, api } = serverApiFor(request, context);
  return dataOrNotFound(await api.get<PageResponse>('/pages/terms-conditions'), locale);
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const root = matches[0]?.loaderData;
  if (!root?.site || !loaderData) return [];
  const { page } = loaderData;
  return infoMeta(root, {
    title: page.title,
    description: describe(firstParagraph(page.body)),
    path: PATH,
    jsonLd: [
      {
        '@type': 'WebPage',
        name: page.title,
        url: `${root.origin}${localePath(root.locale, PATH)}`,
        dateModified: page.updatedAt,
      },
    ],
  });
}

/** The terms of the site and the shop, from the managed page "terms-conditions". */
export default function TermsConditions({ loaderData }: Route.ComponentProps) {
  return (
    <ManagedPage
      page={loaderData.page}
      aside={
        <SeeAlso
          links={[
            { path: '/about-us', label: 'site_about' },
            { path: '/faq', label: 'site_faq' },
            { path: '/contact-us', label: 'site_contact' },
          ]}
        />
      }
    />
  );
}
