import { z } from 'zod';
import { CartSchema } from './cart.ts';
import { SessionSummarySchema } from './conference.ts';
import { IdSchema } from './params.ts';
import { ProductSchema } from './products.ts';

/** GET /wishlist?paginate=false: the whole list; paginate=true is not offered. */
export const WishlistQuerySchema = z.object({
  paginate: z.union([z.literal(false), z.literal('false')]).optional(),
});

/** POST /wishlist: one saved thing, exactly one of a `conferenceSession` and a `product`. */
export const AddToWishlistBodySchema = z
  .object({ conferenceSession: IdSchema.optional(), product: IdSchema.optional() })
  .superRefine((body, context) => {
    const count = Number(body.conferenceSession !== undefined) + Number(body.product !== undefined);
    if (count === 0) {
      context.addIssue({
        code: 'custom',
        path: ['conferenceSession'],
        message: 'required',
        params: { messageKey: 'required' },
      });
    } else if (count === 2) {
      context.addIssue({
        code: 'custom',
        path: ['product'],
        message: 'one at a time',
        params: { messageKey: 'invalidValue' },
      });
    }
  })
  // exactly one of the two, as the refinement above checks
  .meta({ oneOf: [{ required: ['conferenceSession'] }, { required: ['product'] }] });
export type AddToWishlistBody = z.infer<typeof AddToWishlistBodySchema>;

/** DELETE /wishlist/flush?type=: everything, or only the sessions (the agenda's "clear") or products. */
export const FlushWishlistQuerySchema = z.object({
  type: z.enum(['conferenceSession', 'product']).optional(),
});

/**
 * Every wishlist call answers the whole list as it now is (`data.record.conferenceSessions`
 * and the total; the saved products beside them); the client replaces its own list with it.
 */
export const WishlistSchema = z
  .object({
    conferenceSessions: z.array(SessionSummarySchema).meta({ description: 'saved sessions, by start time' }),
    products: z.array(ProductSchema).meta({ description: 'saved products, newest saved first' }),
    total: z.number().int().meta({ description: 'how many things are saved' }),
  })
  .meta({ id: 'Wishlist' });
export type Wishlist = z.infer<typeof WishlistSchema>;
export const WishlistResponseSchema = z.object({ record: WishlistSchema });
export type WishlistResponse = z.infer<typeof WishlistResponseSchema>;

/** PATCH /wishlist/{id}/move-to-cart ({id} the product): the list without it, and the cart with it. */
export const MoveToCartResponseSchema = z.object({ record: WishlistSchema, cart: CartSchema });
export type MoveToCartResponse = z.infer<typeof MoveToCartResponseSchema>;

/**
 * GET, POST and DELETE /wishlist/calendar: the private address calendar apps subscribe to. The token
 * is shown only when made (it is stored hashed); making a new one revokes the old address.
 */
export const CalendarFeedSchema = z
  .object({
    isActive: z.boolean(),
    createdAt: z.string().nullable(),
    url: z.string().nullable().meta({ description: 'only in the answer to POST, which made the token' }),
  })
  .meta({ id: 'CalendarFeed' });
export type CalendarFeed = z.infer<typeof CalendarFeedSchema>;
export const CalendarFeedResponseSchema = z.object({ feed: CalendarFeedSchema });
export type CalendarFeedResponse = z.infer<typeof CalendarFeedResponseSchema>;

/**
 * GET /wishlist/calendar.ics?token= (no session: calendar apps have none). Any token that names no
 * live feed, malformed ones included, answers the same 404: the answer gives no hint of what is right.
 */
export const CalendarFeedQuerySchema = z.object({
  token: z.string().max(200),
  locale: z.enum(['ar', 'en']).optional(),
});
