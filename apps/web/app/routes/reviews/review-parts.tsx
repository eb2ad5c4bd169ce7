import { formatNumber } from '@forum/contract/money';
import type { RatingSummary } from '@forum/contract/products';
import type { Review } from '@forum/contract/reviews';
import { Link } from 'react-router';
import { useForumTimeZone } from '~/features/shell/root-data.ts';
import { useI18n, useLocalePath } from '~/i18n/i18n.tsx';
import { formatDay } from '~/utils/dates.ts';

/** Five stars, the first `rating` filled; the words say the rating to assistive technology. */
export function Stars({ rating }: { rating: number }) {
  const { t, locale } = useI18n();
  const filled = Math.round(rating);
  return (
    <span className="stars" role="img" aria-label={t('reviewRating', { rating: formatNumber(rating, locale) })}>
      {[1, 2, 3, 4, 5].map((star) => (
        <span key={star} className={star <= filled ? 'stars__star stars__star--on' : 'stars__star'} aria-hidden="true">
          ★
        </span>
      ))}
    </span>
  );
}

/** A product's average, count and the 1–5 distribution as bars. */
export function RatingOverview({ rating }: { rating: RatingSummary }) {
  const { t, locale } = useI18n();
  const most = Math.max(1, ...rating.distribution.map((row) => row.count));
  return (
    <div className="rating-overview" data-testid="rating-overview">
      <p className="rating-overview__average">
        <span className="rating-overview__number">
          {t('reviewAverage', { average: formatNumber(rating.average, locale) })}
        </span>
        <Stars rating={rating.average} />
        <span className="rating-overview__count">{t('reviewCount', { count: rating.count })}</span>
      </p>
      <ul className="rating-overview__bars">
        {rating.distribution.map((row) => (
          <li key={row.rating} aria-label={t('reviewStarsCount', { stars: row.rating, count: row.count })}>
            <span aria-hidden="true">{formatNumber(row.rating, locale)}★</span>
            <span className="rating-overview__bar" aria-hidden="true">
              <span style={{ inlineSize: `${(row.count / most) * 100}%` }} />
            </span>
            <span aria-hidden="true">{formatNumber(row.count, locale)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** One review: stars, author, date, the verified badge, its text; the product when the list mixes them. */
export function ReviewCard({
  review,
  showProduct,
  isOwnPage = false,
}: {
  review: Review;
  showProduct: boolean;
  isOwnPage?: boolean;
}) {
  const { t, locale } = useI18n();
  const to = useLocalePath();
  const timeZone = useForumTimeZone();
  return (
    <article className="review-card" data-testid="review-card">
      {showProduct && (
        <h2 className="review-card__product">
          <Link to={to(`/products/${review.product.id}/${review.product.slug}`)}>
            <img src={review.product.image.url} alt="" width="48" height="48" loading="lazy" />
            <span>{review.product.name}</span>
          </Link>
        </h2>
      )}
      <p className="review-card__meta">
        <Stars rating={review.rating} />
        {/* the name may be written in the other direction: isolated, it keeps its own */}
        <span>{t('reviewBy', { name: `\u2068${review.author.name}\u2069` })}</span>
        <time dateTime={review.createdAt}>{formatDay(review.createdAt, locale, timeZone)}</time>
        {review.verifiedPurchase && <span className="review-card__verified">{t('reviewVerified')}</span>}
      </p>
      <p className="review-card__body" dir="auto">
        {review.body}
      </p>
      {!isOwnPage && (
        <Link to={to(`/reviews/${review.id}`)} className="review-card__open">
          {t('reviewOpen')}
          <span className="visually-hidden">: {t('reviewTitle', { name: review.product.name })}</span>
        </Link>
      )}
    </article>
  );
}
