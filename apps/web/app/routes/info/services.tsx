import { openRoute } from '~/features/route/open-route.server.ts';
import { useI18n } from '~/i18n/i18n.tsx';
import { pageAt } from '~/routes/page-tree.ts';
import { itemListJsonLd, pageMetaWith } from '~/utils/seo.ts';
import type { Route } from './+types/services';
import { EmptyState, PageHeader } from './info-layout.tsx';
import { infoMeta } from './info-meta.ts';
import { ServiceCards } from './service-cards.tsx';

const PATH = '/services';

export async function loader(args: Route.LoaderArgs) {
  const route = openRoute(args);
  return route.need(await route.api.call('info.services'));
}

export const handle = pageAt('services');

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return pageMetaWith(matches, loaderData, ({ root, t }, loaderData) => {
    return infoMeta(matches, {
      title: t('servicesTitle'),
      description: t('servicesDescription', { site: root.site.settings.name }),
      path: PATH,
      jsonLd: [
        itemListJsonLd(
          {
            name: t('servicesTitle'),
            items: loaderData.items.map((service) => ({ name: service.title, path: `/services/${service.id}` })),
          },
          root.origin,
          root.locale,
        ),
      ],
    });
  });
}

/** What the forum offers, one card per service. */
export default function Services({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  return (
    <>
      <PageHeader title={t('servicesTitle')} lead={t('servicesLead')} />
      <div className="container section">
        {loaderData.items.length === 0 ? (
          <EmptyState title={t('servicesEmpty')} />
        ) : (
          <ServiceCards services={loaderData.items} />
        )}
      </div>
    </>
  );
}
