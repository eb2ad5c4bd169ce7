import { formatNumber } from '@forum/contract/money';
import { Link } from 'react-router';
import { Breadcrumbs } from '~/components/breadcrumbs.tsx';
import { Pager, pageNumberOf } from '~/components/pager.tsx';
import { RouteStyles } from '~/components/route-styles.tsx';
import { openRoute } from '~/features/route/open-route.server.ts';
import { useI18n, useLocalePath } from '~/i18n/i18n.tsx';
import { pageBelow } from '~/routes/page-tree.ts';
import { laterPage, withQuery } from '~/utils/query.ts';
import { pageMeta, pageMetaWith } from '~/utils/seo.ts';
import type { Route } from './+types/reviews';
import { reviewAction } from './review-action.server.ts';
import { ReviewForm } from './review-form.tsx';
import { RatingOverview, ReviewCard } from './review-parts.tsx';
import reviewsCss from './reviews.css?inline';

/** The address of a page of reviews, of one product or of all. */
export function reviewsPath(product: number | null, page = 1): string {
  return withQuery('/reviews', { product, page: laterPage(page) });
}

export async function loader(args: Route.LoaderArgs) {
  const route = openRoute(args);
  const productParam = route.url.searchParams.get('product');
  const product = productParam && /^\d{1,9}$/.test(productParam) ? Number(productParam) : null;
  const query = { page: pageNumberOf(route.url), ...(product !== null ? { product } : {}) };
  return { productId: product, reviews: route.need(await route.api.call('reviews.list', { query })) };
}

/** A review written on a product's page of reviews. */
export function action(args: Route.ActionArgs) {
  return reviewAction(args);
}

export const handle = pageBelow('reviews', ({ reviews: { product } }: Route.ComponentProps['loaderData']) =>
  product ? { name: product.name, path: reviewsPath(product.id) } : [],
);

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return pageMetaWith(matches, loaderData, ({ root, t, site }, loaderData) => {
    const { product, pagination } = loaderData.reviews;
    const heading = product ? t('reviewsOf', { name: product.name }) : t('reviewsTitle');
    const page = pagination.page > 1 ? t('eventsMediaPagedTitle', { page: heading, number: pagination.page }) : heading;
    return pageMeta({
      title: t('reviewsPageTitle', { page, site }),
      description: product
        ? t('reviewsProductMetaDescription', {
            name: product.name,
            count: product.rating.count,
            average: formatNumber(product.rating.average, root.locale),
          })
        : t('reviewsMetaDescription', { site }),
      origin: root.origin,
      locale: root.locale,
      path: reviewsPath(product?.id ?? null, pagination.page),
      siteName: site,
      ...(product ? { image: product.image.url } : {}),
    });
  });
}

export default function ReviewsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const to = useLocalePath();
  const { items, pagination, product } = loaderData.reviews;
  return (
    <div className="container section reviews-page" data-testid="reviews-page">
      <RouteStyles name="reviews" sheet={reviewsCss} />
      <Breadcrumbs />
      {product ? (
        <header className="reviews-product">
          <img src={product.image.url} alt="" width="96" height="96" />
          <div>
            <h1 className="reviews-page__title">{t('reviewsOf', { name: product.name })}</h1>
            <Link to={to(`/products/${product.id}/${product.slug}`)} className="link-arrow">
              {t('reviewOpenProduct')}
            </Link>
          </div>
          <RatingOverview rating={product.rating} />
        </header>
      ) : (
        <header>
          <h1 className="reviews-page__title">{t('reviewsTitle')}</h1>
          <p className="reviews-page__lead">{t('reviewsLead')}</p>
        </header>
      )}
      <div className={product ? 'split-layout' : undefined}>
        <div className="reviews-list">
          {items.length === 0 ? (
            <p className="reviews-empty" data-testid="reviews-empty">
              {t(product ? 'reviewsEmptyProduct' : 'reviewsEmpty')}
            </p>
          ) : (
            items.map((review) => <ReviewCard key={review.id} review={review} showProduct={!product} />)
          )}
          <Pager pagination={pagination} hrefOf={(page) => to(reviewsPath(product?.id ?? null, page))} />
        </div>
        {product && (
          <aside className="reviews-write">
            <ReviewForm productId={product.id} />
          </aside>
        )}
      </div>
    </div>
  );
}
