import { describe, expect, it } from 'vitest';
import { billLinesOf } from './bill-lines.ts';

describe('the bill of a cart or an order', () => {
  const totals = (values: Record<string, number>) =>
    Object.entries(values).map(([name, value]) => ({ name, value })) as Parameters<typeof billLinesOf>[0];

  it('reads as the cart does: goods, coupon, VAT, shipping, what is paid', () => {
    const lines = billLinesOf(
      totals({
        totalFinalPrice: 253,
        totalItems: 4,
        totalVatTax: 33,
        totalShipping: 25,
        totalTax: 29.74,
        totalSubPrice: 198.26,
        totalPriceAfterDiscount: 228,
        totalCouponDiscount: 25.33,
        totalPrice: 253.33,
      }),
    );
    expect(lines.map((line) => line.name)).toEqual([
      'totalItems',
      'totalPrice',
      'totalCouponDiscount',
      'totalPriceAfterDiscount',
      'totalSubPrice',
      'totalTax',
      'totalShipping',
      'totalVatTax',
      'totalFinalPrice',
    ]);
    expect(lines.at(-1)).toEqual({ name: 'totalFinalPrice', value: 253 });
  });

  it('leaves out the coupon lines when nothing was taken off, and any total the order lacks', () => {
    const lines = billLinesOf(
      totals({
        totalItems: 1,
        totalPrice: 100,
        totalCouponDiscount: 0,
        totalPriceAfterDiscount: 100,
        totalFinalPrice: 100,
      }),
    );
    expect(lines.map((line) => line.name)).toEqual(['totalItems', 'totalPrice', 'totalFinalPrice']);
  });
});
