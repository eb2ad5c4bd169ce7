import { describe, expect, it } from 'vitest';
import { billLinesOf } from './bill-lines.ts';

describe('the bill of a cart or an order', () => {
  const totals = (values: Record<string, number>) =>
    Object.entries(values).map(([name, value]) => ({ name, value })) as Parameters<typeof billLinesOf>[0];

  it('reads as the cart does: goods, coupon, shipping, what is paid, the VAT it includes', () => {
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
    // each amount is another total's, so the amounts in order name the lines in order:
    // goods, their total, the coupon, after it, shipping, what is paid, the VAT it includes
    expect(lines.map((line) => line.value)).toEqual([4, 253.33, 25.33, 228, 25, 253, 33]);
    expect(lines.at(-2)).toEqual({ name: 'totalFinalPrice', value: 253 });
    expect(lines.at(-1)).toEqual({ name: 'totalVatTax', value: 33 });
  });

  it('shows the VAT once, under one name, even when the goods carry all of it (no shipping)', () => {
    const lines = billLinesOf(
      totals({
        totalItems: 2,
        totalPrice: 230,
        totalCouponDiscount: 0,
        totalPriceAfterDiscount: 230,
        totalSubPrice: 200,
        totalTax: 30,
        totalShipping: 0,
        totalVatTax: 30,
        totalFinalPrice: 230,
      }),
    );
    const vat = lines.filter((line) => line.name === 'totalTax' || line.name === 'totalVatTax');
    expect(vat).toEqual([{ name: 'totalVatTax', value: 30 }]);
    expect(lines.some((line) => line.name === 'totalSubPrice')).toBe(false);
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
