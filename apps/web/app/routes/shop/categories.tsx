import { Breadcrumbs } from '~/components/breadcrumbs.tsx';
import { PageHeader } from '~/components/page-header.tsx';
import { trailPageMeta } from '~/components/page-meta.ts';
import { RouteStyles } from '~/components/route-styles.tsx';
import { openRoute } from '~/features/route/open-route.server.ts';
import { useI18n } from '~/i18n/i18n.tsx';
import { pageAt } from '~/routes/page-tree.ts';
import type { Route } from './+types/categories';
import taxonomyCss from './taxonomy.css?inline';
import { SubcategoryLinks, TaxonomyTile } from './taxonomy-tiles.tsx';

export async function loader(args: Route.LoaderArgs) {
  const route = openRoute(args);
  return { categories: route.need(await route.api.call('categories.tree')).items };
}

export const handle = pageAt('categories');

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return trailPageMeta(matches, loaderData, ({ t, site }) => ({
    title: t('shopPageTitle', { page: t('shopCategoriesTitle'), site }),
    description: t('shopCategoriesDescription', { site }),
    path: '/categories',
  }));
}

/** Every category, the subcategories under each; a category opens its page, a subcategory too. */
export default function Categories({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  return (
    <div className="container section" data-testid="categories-page">
      <RouteStyles name="shop-taxonomy" sheet={taxonomyCss} />
      <Breadcrumbs />
      <PageHeader title={t('shopCategoriesTitle')} lead={t('shopCategoriesLead')} />
      <ul className="grid-list tile-grid">
        {loaderData.categories.map((category) => (
          <TaxonomyTile
            key={category.id}
            imageUrl={category.imageUrl}
            name={category.name}
            path={`/categories/${category.id}`}
            productCount={category.productCount}
            testId="category-tile"
          >
            {category.children.length > 0 && (
              <SubcategoryLinks
                subcategories={category.children}
                label={t('shopSubcategoriesOf', { name: category.name })}
              />
            )}
          </TaxonomyTile>
        ))}
      </ul>
    </div>
  );
}
