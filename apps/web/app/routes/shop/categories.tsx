import { formatNumber } from '@forum/contract/money';
import { Link } from 'react-router';
import { Breadcrumbs, breadcrumbJsonLd, matchedTrail } from '~/components/breadcrumbs.tsx';
import { PageHeader } from '~/components/page-header.tsx';
import { RouteStyles } from '~/components/route-styles.tsx';
import { openRoute } from '~/features/route/open-route.server.ts';
import { useI18n, useLocalePath } from '~/i18n/i18n.tsx';
import { pageAt } from '~/routes/page-tree.ts';
import { pageMeta, pageMetaWith } from '~/utils/seo.ts';
import type { Route } from './+types/categories';
import taxonomyCss from './taxonomy.css?inline';

export async function loader(args: Route.LoaderArgs) {
  const route = openRoute(args);
  return { categories: route.need(await route.api.call('categories.tree')).items };
}

export const handle = pageAt('categories');

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return pageMetaWith(matches, loaderData, ({ root, t, site }, _loaderData) => {
    return pageMeta({
      title: t('shopPageTitle', { page: t('shopCategoriesTitle'), site }),
      description: t('shopCategoriesDescription', { site }),
      origin: root.origin,
      locale: root.locale,
      path: '/categories',
      siteName: site,
      jsonLd: {
        '@context': 'https://schema.org',
        ...breadcrumbJsonLd(matchedTrail(matches, t), root.origin, root.locale),
      },
    });
  });
}

/** Every category, the subcategories under each; a category opens its page, a subcategory too. */
export default function Categories({ loaderData }: Route.ComponentProps) {
  const { t, locale } = useI18n();
  const to = useLocalePath();
  return (
    <div className="container section" data-testid="categories-page">
      <RouteStyles name="shop-taxonomy" css={taxonomyCss} />
      <Breadcrumbs />
      <PageHeader title={t('shopCategoriesTitle')} lead={t('shopCategoriesLead')} />
      <ul className="taxonomy-tiles">
        {loaderData.categories.map((category) => (
          <li key={category.id} className="taxonomy-tile" data-testid="category-tile">
            <img src={category.imageUrl} alt="" width={64} height={64} className="taxonomy-tile__image" />
            <h2 className="taxonomy-tile__name">
              <Link to={to(`/categories/${category.id}`)}>{category.name}</Link>
            </h2>
            <p className="taxonomy-tile__count">{t('shopProductCount', { count: category.productCount })}</p>
            {category.children.length > 0 && (
              <ul className="taxonomy-children" aria-label={t('shopSubcategoriesOf', { name: category.name })}>
                {category.children.map((child) => (
                  <li key={child.id}>
                    <Link to={to(`/categories/${child.id}`)}>
                      {t('shopNameWithCount', { name: child.name, count: formatNumber(child.productCount, locale) })}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
