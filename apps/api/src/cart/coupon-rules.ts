import type { MessageKey } from '../i18n/messages.ts';
import type { CouponRow } from './cart-queries.ts';

/** Why a coupon does not apply, as the message the customer reads. */
export type CouponRefusal = { messageKey: MessageKey; params?: Record<string, string | number> };

export type CouponCheck = {
  now: Date;
  /** The goods of the cart with VAT, before any coupon: what the minimum subtotal is compared with. */
  totalPriceMinor: number;
  /** How many lines the coupon may apply to. */
  eligibleLines: number;
  redemptions: { total: number; mine: number };
};

/** A coupon limited to products or categories applies to those (a category counts its subcategories). */
export function isCouponEligible(
  coupon: Pick<CouponRow, 'productIds' | 'categoryIds'>,
  product: { id: number; categoryId: number; categoryParentId: number | null },
): boolean {
  if (coupon.productIds.length === 0 && coupon.categoryIds.length === 0) return true;
  return (
    coupon.productIds.includes(product.id) ||
    coupon.categoryIds.includes(product.categoryId) ||
    (product.categoryParentId !== null && coupon.categoryIds.includes(product.categoryParentId))
  );
}

/**
 * The rules of a coupon, checked when it is applied and again on every read of the cart (the cart
 * or the clock may have moved on). The first rule broken is the one the customer is told.
 */
export function couponRefusal(coupon: CouponRow, check: CouponCheck): CouponRefusal | null {
  if (!coupon.isActive) return { messageKey: 'couponInactive' };
  if (coupon.startsAt && check.now < coupon.startsAt) return { messageKey: 'couponNotStarted' };
  if (coupon.expiresAt && check.now >= coupon.expiresAt) return { messageKey: 'couponExpired' };
  if (coupon.usageLimit !== null && check.redemptions.total >= coupon.usageLimit) return { messageKey: 'couponUsedUp' };
  if (coupon.perCustomerLimit !== null && check.redemptions.mine >= coupon.perCustomerLimit) {
    return { messageKey: 'couponUsedByYou' };
  }
  if (check.eligibleLines === 0) return { messageKey: 'couponNotApplicable' };
  if (check.totalPriceMinor < coupon.minSubtotalMinor) {
    return { messageKey: 'couponBelowMinimum', params: { amount: coupon.minSubtotalMinor / 100 } };
  }
  return null;
}
