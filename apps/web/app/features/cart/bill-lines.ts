import type { CartTotal } from '@forum/contract/cart';
import type { CartTotalName } from '@forum/contract/cart-rules';

/**
 * The totals a bill shows, in reading order, for the cart and for an order: goods, coupon, shipping, what
 * is paid, and the VAT that sum includes. Each figure once: the API's other VAT names (the goods' VAT, the
 * goods before VAT) are parts of these and would repeat the same amount under a second name.
 */
const totalsInReadingOrder: CartTotalName[] = [
  'totalItems',
  'totalPrice',
  'totalCouponDiscount',
  'totalPriceAfterDiscount',
  'totalShipping',
  'totalFinalPrice',
  'totalVatTax',
];

/**
 * The lines of a cart's or an order's bill, in reading order. The coupon's two lines only when it took something off;
 * a total the order does not carry is left out rather than shown as zero. No two lines show the same amount under
 * two names.
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
