import { z } from 'zod';
import {
  cartChangeKinds,
  cartTotalNames,
  cartTypes,
  couponKinds,
  DEFAULT_CART_QUANTITY,
  MAX_CART_LINE_QUANTITY,
  MAX_CART_NOTES_LENGTH,
  MAX_COUPON_CODE_LENGTH,
  stockStates,
} from './cart-rules.ts';
import { IdSchema } from './params.ts';

const QuantitySchema = z.coerce.number().int().min(1).max(MAX_CART_LINE_QUANTITY);

/**
 * POST /cart: `id` is the product; `options` the chosen option value ids (checkbox
 * values and the radio choices alike). The same product with the same options adds to its line.
 */
export const AddToCartBodySchema = z.object({
  id: IdSchema,
  quantity: QuantitySchema.default(DEFAULT_CART_QUANTITY),
  options: z.array(IdSchema).max(50).default([]),
  notes: z.string().trim().max(MAX_CART_NOTES_LENGTH).optional(),
  type: z.literal('product').default('product'),
});
/** What a client sends (quantity, options and type may be left out). */
export type AddToCartBody = z.input<typeof AddToCartBodySchema>;
/** The same after validation, with the defaults filled in. */
export type AddToCartFields = z.output<typeof AddToCartBodySchema>;

/** PUT /cart/{id}/quantity, {id} being the line (`items[].id`); also POST with `_method: PUT`. */
export const CartQuantityBodySchema = z.object({ quantity: QuantitySchema });
export type CartQuantityBody = z.infer<typeof CartQuantityBodySchema>;

/** POST /cart/coupon: an empty code removes the coupon. */
export const CartCouponBodySchema = z.object({
  code: z.string().trim().max(MAX_COUPON_CODE_LENGTH).nullable().default(''),
});
export type CartCouponBody = z.input<typeof CartCouponBodySchema>;

/** DELETE /cart?type=products (the default). */
export const CartTypeQuerySchema = z.object({ type: z.enum(cartTypes).default('products') });

const money = (description: string) => z.number().meta({ description: `${description}, in riyals` });

export const CartItemSchema = z
  .object({
    id: z
      .number()
      .int()
      .meta({ description: 'the cart line: {id} of DELETE /cart/{id}/items and PUT /cart/{id}/quantity' }),
    product: z.object({
      id: z.number().int(),
      slug: z.string(),
      name: z.string(),
      image: z.object({ url: z.string() }),
      brand: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }).nullable(),
      taxIncluded: z.boolean().meta({ description: 'whether unitPrice and lineTotal include VAT' }),
    }),
    quantity: z.number().int(),
    options: z.array(
      z.object({
        id: z.number().int().meta({ description: 'the option value' }),
        optionId: z.number().int(),
        type: z.enum(['checkbox', 'radio']),
        name: z.string().meta({ description: 'the option, e.g. Size' }),
        value: z.string().meta({ description: 'the value chosen, e.g. XL' }),
        priceChange: money('added to the unit price'),
      }),
    ),
    notes: z.string().nullable(),
    unitPrice: money("the product's current price after its own discount plus the options"),
    lineTotal: money('unitPrice × quantity'),
    stockState: z.enum(stockStates),
    maxQuantity: z.number().int().meta({ description: 'the most this line may hold now (stock and the line limit)' }),
  })
  .meta({ id: 'CartItem' });
export type CartItem = z.infer<typeof CartItemSchema>;

export const CartTotalSchema = z.object({ name: z.enum(cartTotalNames), value: z.number() });
export type CartTotal = z.infer<typeof CartTotalSchema>;

export const CartCouponSchema = z
  .object({
    code: z.string(),
    kind: z.enum(couponKinds),
    value: z.number().meta({ description: 'percent for percentage coupons, riyals for fixed ones' }),
    discount: money('what it takes off now'),
    isApplied: z.boolean().meta({ description: 'false when the cart no longer meets its rules' }),
    message: z.string().nullable().meta({ description: 'why it does not apply now, localized' }),
  })
  .meta({ id: 'CartCoupon' });
export type CartCoupon = z.infer<typeof CartCouponSchema>;

/**
 * Every cart call answers `data.cart`, which replaces the client's cart. The totals
 * are named and defined in cart-rules.ts; finalPrice is totalFinalPrice.
 */
export const CartSchema = z
  .object({
    items: z.array(CartItemSchema).meta({ description: 'lines, oldest first' }),
    totals: z.array(CartTotalSchema),
    finalPrice: money('what is paid'),
    currency: z.string(),
    coupon: CartCouponSchema.nullable(),
    hasChanges: z
      .boolean()
      .meta({ description: 'a price or the stock changed since a line was added (GET /cart/changes)' }),
  })
  .meta({ id: 'Cart' });
export type Cart = z.infer<typeof CartSchema>;
export const CartResponseSchema = z.object({ cart: CartSchema });
export type CartResponse = z.infer<typeof CartResponseSchema>;

/**
 * GET /cart/changes: what changed since each line was added. price: before/after unit prices in
 * riyals; stock: fewer left than the line holds (before/after units in stock); unavailable: the
 * product is withdrawn or sold out (before: units in stock when added, after: 0).
 */
export const CartChangeSchema = z
  .object({
    itemId: z.number().int(),
    productId: z.number().int(),
    name: z.string(),
    kind: z.enum(cartChangeKinds),
    before: z.number(),
    after: z.number(),
  })
  .meta({ id: 'CartChange' });
export type CartChange = z.infer<typeof CartChangeSchema>;
export const CartChangesResponseSchema = z.object({ hasChanges: z.boolean(), changes: z.array(CartChangeSchema) });
export type CartChangesResponse = z.infer<typeof CartChangesResponseSchema>;
