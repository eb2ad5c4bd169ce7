import { containsLink } from '@forum/contract/catalogue-rules';
import type { Locale } from '@forum/contract/locale';
import type {
  CreatedReview,
  CreateReviewBodySchema,
  Review,
  ReviewListQuerySchema,
  ReviewPage,
} from '@forum/contract/reviews';
import type { z } from 'zod';
import { requireAccess } from '../auth/access.ts';
import type { Session } from '../auth/sessions.ts';
import { getRatingSummary } from '../catalogue/product-service.ts';
import type { Db } from '../db/client.ts';
import { inTransaction } from '../db/transaction.ts';
import { AppError } from '../errors.ts';
import { translate } from '../i18n/messages.ts';
import { pick } from '../localize.ts';
import { paginationOf } from '../pagination.ts';
import {
  deliveredOrderWith,
  findListedProduct,
  findReview,
  insertReview,
  listReviews,
  type ReviewRow,
  refreshProductRating,
} from './review-queries.ts';

const anonymous: Record<Locale, string> = { ar: 'عميل', en: 'Customer' };

/** Reviews show the first name and the initial of the last, never the whole name. */
function authorName(author: ReviewRow['author'], locale: Locale): string {
  const first = author.firstName?.trim() ?? '';
  const initial = author.lastName?.trim().slice(0, 1) ?? '';
  const name = [first, initial ? `${initial}.` : ''].filter(Boolean).join(' ');
  return name || anonymous[locale];
}

function presentReview({ review, product, author }: ReviewRow, locale: Locale): Review {
  return {
    id: review.id,
    rating: review.rating,
    body: review.body,
    createdAt: review.createdAt.toISOString(),
    verifiedPurchase: review.orderId !== null,
    author: { name: authorName(author, locale) },
    product: { id: product.id, slug: product.slug, name: pick(product.name, locale), image: { url: product.imageUrl } },
  };
}

export async function getReviewPage(
  db: Db,
  query: z.output<typeof ReviewListQuerySchema>,
  locale: Locale,
): Promise<ReviewPage> {
  const { page, perPage, product: productId } = query;
  const product = productId ? await findListedProduct(db, productId) : null;
  if (productId && !product) throw new AppError('notFound');
  const [{ rows, total }, rating] = await Promise.all([
    listReviews(db, { productId }, { page, perPage }),
    product ? getRatingSummary(db, product) : null,
  ]);
  return {
    items: rows.map((row) => presentReview(row, locale)),
    pagination: paginationOf(page, perPage, total),
    product:
      product && rating
        ? {
            id: product.id,
            slug: product.slug,
            name: pick(product.name, locale),
            image: { url: product.imageUrl },
            rating,
          }
        : null,
  };
}

export async function getReview(db: Db, id: number, locale: Locale): Promise<Review> {
  const row = await findReview(db, id, { publishedOnly: true });
  if (!row) throw new AppError('notFound');
  return presentReview(row, locale);
}

/**
 * A customer reviews a product delivered to them, once. A review with a link waits for moderation
 * (spam rides on links); any other is published at once. The product's rating is refreshed in the
 * same transaction, from published reviews only.
 */
export async function createReview(
  db: Db,
  session: Session | null,
  body: z.output<typeof CreateReviewBodySchema>,
  locale: Locale,
): Promise<CreatedReview> {
  const user = requireAccess(session, { as: 'customer', otherwise: 'reviewCustomersOnly' });
  if (!(await findListedProduct(db, body.product))) throw new AppError('notFound');
  const orderId = await deliveredOrderWith(db, user.id, body.product);
  if (orderId === null) throw new AppError('reviewNotDelivered');

  const isHeld = containsLink(body.body);
  const status = isHeld ? 'pending' : 'published';
  const id = await inTransaction(db, async (tx) => {
    const created = await insertReview(tx, {
      productId: body.product,
      userId: user.id,
      orderId,
      rating: body.rating,
      body: body.body,
      status,
    });
    if (created !== null && !isHeld) await refreshProductRating(tx, body.product);
    return created;
  });
  if (id === null) throw new AppError('reviewExists');
  const row = await findReview(db, id, { publishedOnly: false });
  if (!row) throw new AppError('notFound');
  return {
    review: { ...presentReview(row, locale), status },
    isHeld,
    message: translate(locale, isHeld ? 'reviewHeld' : 'reviewPublished'),
  };
}
