import { Link } from 'react-router';
import { Breadcrumbs } from '~/components/breadcrumbs.tsx';
import { RouteStyles } from '~/components/route-styles.tsx';
import { openRoute } from '~/features/route/open-route.server.ts';
import { useI18n, useLocalePath } from '~/i18n/i18n.tsx';
import { pageBelow } from '~/routes/page-tree.ts';
import { pageMeta, pageMetaWith } from '~/utils/seo.ts';
import type { Route } from './+types/review';
import { ReviewCard } from './review-parts.tsx';
import reviewsCss from './reviews.css?inline';
import { reviewsPath } from './reviews.tsx';

export async function loader(args: Route.LoaderArgs) {
  const route = openRoute(args);
  return route.need(await route.api.call('reviews.get', { params: { id: args.params.id } }));
}

export const handle = pageBelow('reviews', ({ review }: Route.ComponentProps['loaderData'], t) => [
  { name: review.product.name, path: reviewsPath(review.product.id) },
  { name: t('reviewTitle', { name: review.product.name }), path: `/reviews/${review.id}` },
]);

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return pageMetaWith(matches, loaderData, ({ root, t }, loaderData) => {
    const { review } = loaderData;
    // each review of a product a title of its own: its author and its number beside the product's name
    const title = t('reviewDocumentTitle', {
      name: review.product.name,
      author: review.author.name,
      number: String(review.id),
    });
    return pageMeta({
      title: t('reviewsPageTitle', { page: title, site: root.site.settings.name }),
      description: review.body.length > 155 ? `${review.body.slice(0, 155)} ...` : review.body,
      origin: root.origin,
      locale: root.locale,
      path: `/reviews/${review.id}`,
      siteName: root.site.settings.name,
      image: review.product.image.url,
    });
  });
}

export default function ReviewPage({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const to = useLocalePath();
  const { review } = loaderData;
  return (
    <div className="container section reviews-page" data-testid="review-page">
      <RouteStyles name="reviews" sheet={reviewsCss} />
      <Breadcrumbs />
      <h1 className="reviews-page__title">{t('reviewTitle', { name: review.product.name })}</h1>
      <ReviewCard review={review} showProduct isOwnPage />
      <p className="review-page__links">
        <Link to={to(reviewsPath(review.product.id))}>{t('reviewAllOfProduct', { name: review.product.name })}</Link>
        <Link to={to(`/products/${review.product.id}/${review.product.slug}`)}>{t('reviewOpenProduct')}</Link>
      </p>
    </div>
  );
}
