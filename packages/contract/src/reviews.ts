import { z } from 'zod';
import { REVIEW_BODY_MAX, REVIEW_BODY_MIN, REVIEW_RATING_MAX, REVIEW_RATING_MIN } from './catalogue-rules.ts';
import { PageQuerySchema, pageOf } from './envelope.ts';
import { IdSchema } from './params.ts';
import { RatingSummarySchema } from './products.ts';

/** GET /reviews: published reviews, newest first; `product` narrows them to one product. */
export const ReviewListQuerySchema = PageQuerySchema.extend({ product: IdSchema.optional() });
export type ReviewListQuery = z.input<typeof ReviewListQuerySchema>;

export const ReviewedProductSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  image: z.object({ url: z.string() }),
});

export const ReviewSchema = z
  .object({
    id: z.number().int(),
    rating: z.number().int(),
    body: z.string().meta({ description: 'plain text; render it as text, never as HTML' }),
    createdAt: z.string().meta({ description: 'ISO 8601 instant' }),
    verifiedPurchase: z.boolean().meta({ description: 'written after the product was delivered to the author' }),
    author: z.object({ name: z.string().meta({ description: 'first name and the initial of the last' }) }),
    product: ReviewedProductSchema,
  })
  .meta({ id: 'Review' });
export type Review = z.infer<typeof ReviewSchema>;

/** With `?product=`, the product and its rating summary come along for the page's heading. */
export const ReviewPageSchema = pageOf(ReviewSchema).extend({
  product: ReviewedProductSchema.extend({ rating: RatingSummarySchema }).nullable(),
});
export type ReviewPage = z.infer<typeof ReviewPageSchema>;

export const ReviewResponseSchema = z.object({ review: ReviewSchema });
export type ReviewResponse = z.infer<typeof ReviewResponseSchema>;

/** POST /reviews: a customer reviews a product delivered to them, once. */
export const CreateReviewBodySchema = z.object({
  product: IdSchema,
  rating: z.coerce.number().int().min(REVIEW_RATING_MIN).max(REVIEW_RATING_MAX),
  body: z
    .string()
    .trim()
    .min(REVIEW_BODY_MIN)
    .max(REVIEW_BODY_MAX)
    .regex(/^[^\0]*$/),
});
export type CreateReviewBody = z.input<typeof CreateReviewBodySchema>;

export const CreatedReviewSchema = z.object({
  review: ReviewSchema.extend({
    status: z.enum(['published', 'pending']).meta({ description: 'pending: held for moderation (it has a link)' }),
  }),
  isHeld: z.boolean().meta({ description: 'held for moderation: not listed until the forum approves it' }),
  message: z.string().meta({ description: 'localized: published, or held for moderation' }),
});
export type CreatedReview = z.infer<typeof CreatedReviewSchema>;
