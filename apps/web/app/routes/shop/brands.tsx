import { Link } from 'react-router';
import { Breadcrumbs, breadcrumbJsonLd, matchedTrail } from '~/components/breadcrumbs.tsx';
import { PageHeader } from '~/components/page-header.tsx';
import { RouteStyles } from '~/components/route-styles.tsx';
import { openRoute } from '~/features/route/open-route.server.ts';
import { useI18n, useLocalePath } from '~/i18n/i18n.tsx';
import { pageAt } from '~/routes/page-tree.ts';
import { pageMeta, pageMetaWith } from '~/utils/seo.ts';
import type { Route } from './+types/brands';
import taxonomyCss from './taxonomy.css?inline';
import { brandPath } from './taxonomy-paths.ts';

export async function loader(args: Route.LoaderArgs) {
  const route = openRoute(args);
  const brands = route.need(await route.api.call('brands.list')).items;
  return { brands: brands.map((brand) => ({ ...brand, path: brandPath(brand) })) };
}

export const handle = pageAt('brands');

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return pageMetaWith(matches, loaderData, ({ root, t, site }, loaderData) => {
    return pageMeta({
      title: t('shopPageTitle', { page: t('shopBrandsTitle'), site }),
      description: t('shopBrandsDescription', { site, count: loaderData.brands.length }),
      origin: root.origin,
      locale: root.locale,
      path: '/brands',
      siteName: site,
      jsonLd: {
        '@context': 'https://schema.org',
        ...breadcrumbJsonLd(matchedTrail(matches, t), root.origin, root.locale),
      },
    });
  });
}

export default function Brands({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const to = useLocalePath();
  return (
    <div className="container section" data-testid="brands-page">
      <RouteStyles name="shop-taxonomy" css={taxonomyCss} />
      <Breadcrumbs />
      <PageHeader title={t('shopBrandsTitle')} lead={t('shopBrandsLead')} />
      <ul className="taxonomy-tiles">
        {loaderData.brands.map((brand) => (
          <li key={brand.id} className="taxonomy-tile" data-testid="brand-tile">
            <img src={brand.logoUrl} alt="" width={64} height={64} className="taxonomy-tile__image" />
            <h2 className="taxonomy-tile__name">
              <Link to={to(brand.path)} className="taxonomy-tile__link">
                {brand.name}
              </Link>
            </h2>
            <p className="taxonomy-tile__count">{t('shopProductCount', { count: brand.productCount })}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
