import { Breadcrumbs } from '~/components/breadcrumbs.tsx';
import { PageHeader } from '~/components/page-header.tsx';
import { trailPageMeta } from '~/components/page-meta.ts';
import { RouteStyles } from '~/components/route-styles.tsx';
import { openRoute } from '~/features/route/open-route.server.ts';
import { useI18n, useLocalePath } from '~/i18n/i18n.tsx';
import { pageBelow, stepOf } from '~/routes/page-tree.ts';
import type { Route } from './+types/category';
import { productQuery } from './product-query.ts';
import shopCss from './shop.css?inline';
import taxonomyCss from './taxonomy.css?inline';
import { loadFirstProducts } from './taxonomy-data.server.ts';
import { TaxonomyProducts } from './taxonomy-products.tsx';
import { SubcategoryLinks } from './taxonomy-tiles.tsx';

export async function loader(args: Route.LoaderArgs) {
  const route = openRoute(args);
  const params = { id: route.id(args.params.id) };
  const { category } = route.need(await route.api.call('categories.get', { params }), { notFound: [400, 404] });
  return { category, ...(await loadFirstProducts(route, { categories: [category.id] })) };
}

export const handle = pageBelow('home', ({ category }: Route.ComponentProps['loaderData'], t) => [
  // as the site had it: a category's trail goes through the categories, without the products
  stepOf('categories', t),
  ...category.parents.map((parent) => ({ name: parent.name, path: `/categories/${parent.id}` })),
  { name: category.name, path: `/categories/${category.id}` },
]);

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return trailPageMeta(matches, loaderData, ({ t, site }, loaderData) => {
    const { category } = loaderData;
    return {
      title: t('shopPageTitle', { page: category.name, site }),
      description: t('shopCategoryDescription', { name: category.name, count: category.productCount, site }),
      path: `/categories/${category.id}`,
    };
  });
}

/** A category: its subcategories, and its first products with the way to all of them, filterable. */
export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const to = useLocalePath();
  const { category, products, total } = loaderData;
  const allProducts = to(`/products${productQuery({ categories: [category.id] })}`);
  return (
    <div className="container section" data-testid="category-page">
      <RouteStyles name="shop" sheet={shopCss} />
      <RouteStyles name="shop-taxonomy" sheet={taxonomyCss} />
      <Breadcrumbs />
      <PageHeader title={category.name} lead={t('shopProductCount', { count: category.productCount })} />
      {category.children.length > 0 && (
        <nav aria-label={t('shopSubcategoriesOf', { name: category.name })}>
          <SubcategoryLinks subcategories={category.children} />
        </nav>
      )}
      <TaxonomyProducts products={products} total={total} allHref={allProducts} />
    </div>
  );
}
