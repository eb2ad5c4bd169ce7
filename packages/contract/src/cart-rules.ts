/**
 * The cart's words and limits, zod-free so that pages may import them (a zod module in a page ships
 * zod to the browser). The schemas of the calls are in cart.ts.
 */

/**
 * The totals of a cart, in this order (docs/product/shop-catalogue-and-cart.md). Riyals, VAT-inclusive unless said:
 * - totalItems: how many units (the sum of the quantities), not money;
 * - totalSubPrice: the goods after the coupon, without VAT;
 * - totalTax: the VAT on the goods after the coupon (totalSubPrice + totalTax = totalPriceAfterDiscount);
 * - totalVatTax: all the VAT of the bill: totalTax plus the VAT inside the shipping price;
 * - totalCouponDiscount: what the coupon takes off (from VAT-inclusive prices);
 * - totalShipping: the shipping price (VAT-inclusive), 0 until a shipment type is chosen;
 * - totalPrice: the goods before the coupon, VAT-inclusive;
 * - totalFinalPrice: what is paid: totalPriceAfterDiscount + totalShipping (= the cart's finalPrice);
 * - totalPriceAfterDiscount: the goods after the coupon, VAT-inclusive (totalPrice - totalCouponDiscount).
 */
export const cartTotalNames = [
  'totalItems',
  'totalSubPrice',
  'totalTax',
  'totalVatTax',
  'totalCouponDiscount',
  'totalShipping',
  'totalPrice',
  'totalFinalPrice',
  'totalPriceAfterDiscount',
] as const;
export type CartTotalName = (typeof cartTotalNames)[number];

/** The kinds of cart: one of each per person. Only products exist so far. */
export const cartTypes = ['products'] as const;
export type CartType = (typeof cartTypes)[number];

/** A product goes into the cart once unless the customer says otherwise. */
export const DEFAULT_CART_QUANTITY = 1;
/** The most units of one line; the stock may allow fewer (each line says its maxQuantity). */
export const MAX_CART_LINE_QUANTITY = 99;
/** At most this many in stock counts as "few left". */
export const LOW_STOCK_THRESHOLD = 5;

export const stockStates = ['inStock', 'lowStock', 'outOfStock'] as const;
export type StockState = (typeof stockStates)[number];

/** What changed since a line was added (GET /cart/changes). */
export const cartChangeKinds = ['price', 'stock', 'unavailable'] as const;
export type CartChangeKind = (typeof cartChangeKinds)[number];

export const couponKinds = ['percentage', 'fixed'] as const;
export type CouponKind = (typeof couponKinds)[number];

/** The longest coupon code accepted. */
export const MAX_COUPON_CODE_LENGTH = 40;
/** The longest note on a cart line. */
export const MAX_CART_NOTES_LENGTH = 500;
