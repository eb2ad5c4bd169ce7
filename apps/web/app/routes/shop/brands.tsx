import { Breadcrumbs } from '~/components/breadcrumbs.tsx';
import { PageHeader } from '~/components/page-header.tsx';
import { trailPageMeta } from '~/components/page-meta.ts';
import { RouteStyles } from '~/components/route-styles.tsx';
import { openRoute } from '~/features/route/open-route.server.ts';
import { useI18n } from '~/i18n/i18n.tsx';
import { pageAt } from '~/routes/page-tree.ts';
import type { Route } from './+types/brands';
import taxonomyCss from './taxonomy.css?inline';
import { brandPath } from './taxonomy-paths.ts';
import { TaxonomyTile } from './taxonomy-tiles.tsx';

export async function loader(args: Route.LoaderArgs) {
  const route = openRoute(args);
  const brands = route.need(await route.api.call('brands.list')).items;
  return { brands: brands.map((brand) => ({ ...brand, path: brandPath(brand) })) };
}

export const handle = pageAt('brands');

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return trailPageMeta(matches, loaderData, ({ t, site }, loaderData) => ({
    title: t('shopPageTitle', { page: t('shopBrandsTitle'), site }),
    description: t('shopBrandsDescription', { site, count: loaderData.brands.length }),
    path: '/brands',
  }));
}

export default function Brands({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  return (
    <div className="container section" data-testid="brands-page">
      <RouteStyles name="shop-taxonomy" sheet={taxonomyCss} />
      <Breadcrumbs />
      <PageHeader title={t('shopBrandsTitle')} lead={t('shopBrandsLead')} />
      <ul className="grid-list tile-grid">
        {loaderData.brands.map((brand) => (
          <TaxonomyTile
            key={brand.id}
            imageUrl={brand.logoUrl}
            name={brand.name}
            path={brand.path}
            productCount={brand.productCount}
            testId="brand-tile"
            coversTile
          />
        ))}
      </ul>
    </div>
  );
}
