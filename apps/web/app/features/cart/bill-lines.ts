import type { CartTotal } from '@forum/contract/cart';
import type { CartTotalName } from '@forum/contract/cart-rules';

/** The totals in the order a bill reads, for the cart and for an order: goods, coupon, VAT, shipping, what is paid. */
const totalsInReadingOrder: CartTotalName[] = [
  'totalItems',
  'totalPrice',
  'totalCouponDiscount',
  'totalPriceAfterDiscount',
  'totalSubPrice',
  'totalTax',
  'totalShipping',
  'totalVatTax',
  'totalFinalPrice',
];

/**
 * The lines of a cart's or an order's bill, in reading order. The coupon's two lines only when it took something off;
 * a total the order does not carry is left out rather than shown as zero.
 */
export function billLinesOf(totals: readonly CartTotal[]): CartTotal[] {
  const values = new Map(totals.map((total) => [total.name, total.value]));
  const hasDiscount = (values.get('totalCouponDiscount') ?? 0) > 0;
  return totalsInReadingOrder.flatMap((name) => {
    const value = values.get(name);
    if (value === undefined) return [];
    if (!hasDiscount && (name === 'totalCouponDiscount' || name === 'totalPriceAfterDiscount')) return [];
    return [{ name, value }];
  });
}
