import { Link, redirect } from 'react-router';
import { Breadcrumbs } from '~/components/breadcrumbs.tsx';
import { trailPageMeta } from '~/components/page-meta.ts';
import { RouteStyles } from '~/components/route-styles.tsx';
import { openRoute } from '~/features/route/open-route.server.ts';
import { useI18n, useLocalePath } from '~/i18n/i18n.tsx';
import { pageBelow, stepOf } from '~/routes/page-tree.ts';
import type { Route } from './+types/brand';
import { productQuery } from './product-query.ts';
import shopCss from './shop.css?inline';
import taxonomyCss from './taxonomy.css?inline';
import { loadFirstProducts } from './taxonomy-data.server.ts';
import { brandPath } from './taxonomy-paths.ts';
import { TaxonomyProducts } from './taxonomy-products.tsx';

/**
 * A brand's page lives at /brands/{id}/{slug} (links are built that way, decision 021); /brand/{id}/{slug}
 * and a wrong or missing slug answer a permanent redirect there.
 */
export async function loader(args: Route.LoaderArgs) {
  const route = openRoute(args);
  const params = { id: route.id(args.params.id) };
  const { brand } = route.need(await route.api.call('brands.get', { params }), { notFound: [400, 404] });
  const canonical = route.to(brandPath(brand));
  if (route.url.pathname !== canonical) throw redirect(`${canonical}${route.url.search}`, 301);
  return { brand, ...(await loadFirstProducts(route, { brands: [brand.id] })) };
}

export const handle = pageBelow('home', ({ brand }: Route.ComponentProps['loaderData'], t) => [
  // as the site had it: a brand's trail goes through the brands, without the products
  stepOf('brands', t),
  { name: brand.name, path: brandPath(brand) },
]);

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return trailPageMeta(matches, loaderData, ({ root, t, site }, loaderData) => {
    const { brand } = loaderData;
    return {
      // says it is a brand: an exhibitor of the same name has a page of its own
      title: t('shopBrandPageTitle', { name: brand.name, site }),
      description: brand.description || t('shopBrandDescription', { name: brand.name, site }),
      path: brandPath(brand),
      jsonLd: [{ '@type': 'Brand', name: brand.name, logo: `${root.origin}${brand.logoUrl}` }],
    };
  });
}

export default function BrandPage({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const to = useLocalePath();
  const { brand, products, total } = loaderData;
  return (
    <div className="container section" data-testid="brand-page">
      <RouteStyles name="shop" sheet={shopCss} />
      <RouteStyles name="shop-taxonomy" sheet={taxonomyCss} />
      <Breadcrumbs />
      <header className="page-header brand-header">
        <img src={brand.logoUrl} alt="" width={96} height={96} className="brand-header__logo" />
        <div>
          <h1 className="page-header__title">{brand.name}</h1>
          {brand.description && <p className="page-header__lead">{brand.description}</p>}
          {brand.exhibitor && (
            <p>
              <Link to={to(`/exhibition/${brand.exhibitor.id}`)}>
                {t('shopBrandExhibitor', { name: brand.exhibitor.name })}
              </Link>
            </p>
          )}
        </div>
      </header>
      <TaxonomyProducts
        products={products}
        total={total}
        allHref={to(`/products${productQuery({ brands: [brand.id] })}`)}
      />
    </div>
  );
}
