import { cartTotalNames } from '@forum/contract/cart-rules';
import { describe, expect, it } from 'vitest';
import { computeTotals, type TotalsLine } from './totals.ts';

const vatRate = 0.15;
/** 115.00 with VAT, two of them: 230.00 = 200.00 + 30.00 VAT. */
const inclusive: TotalsLine = { unitPriceMinor: 115_00, quantity: 2, taxIncluded: true };
/** 100.00 before VAT with a 10.50 option, three: 331.50 + 49.725 → 49.73 VAT (half up) = 381.23. */
const exclusive: TotalsLine = {
  unitPriceMinor: 100_00,
  optionPriceChangesMinor: [10_50],
  quantity: 3,
  taxIncluded: false,
};

const valuesOf = (lines: TotalsLine[], input: Parameters<typeof computeTotals>[1]) =>
  Object.fromEntries(computeTotals(lines, input).totals.map((total) => [total.name, total.value]));

describe('computeTotals', () => {
  it('answers the nine totals by name, in the order of the specification', () => {
    const { totals } = computeTotals([inclusive], { vatRate });
    expect(totals.map((total) => total.name)).toEqual([...cartTotalNames]);
  });

  it('extracts the VAT of a tax-inclusive price and adds it to a tax-exclusive one', () => {
    expect(valuesOf([inclusive], { vatRate })).toEqual({
      totalItems: 2,
      totalSubPrice: 200,
      totalTax: 30,
      totalVatTax: 30,
      totalCouponDiscount: 0,
      totalShipping: 0,
      totalPrice: 230,
      totalFinalPrice: 230,
      totalPriceAfterDiscount: 230,
    });
    expect(valuesOf([exclusive], { vatRate })).toEqual({
      totalItems: 3,
      totalSubPrice: 331.5,
      totalTax: 49.73,
      totalVatTax: 49.73,
      totalCouponDiscount: 0,
      totalShipping: 0,
      totalPrice: 381.23,
      totalFinalPrice: 381.23,
      totalPriceAfterDiscount: 381.23,
    });
  });

  it('takes a percentage coupon off each line, rounded per line, and lowers the VAT with it', () => {
    // 10% of 230.00 = 23.00 and of 381.23 = 38.123 → 38.12; left 207.00 (180.00 + 27.00 VAT) and
    // 343.11 (343.11 / 1.15 = 298.356… → 298.36 + 44.75 VAT); shipping 25.00 holds 3.26 VAT
    expect(
      valuesOf([inclusive, exclusive], { vatRate, coupon: { kind: 'percentage', value: 10 }, shippingMinor: 25_00 }),
    ).toEqual({
      totalItems: 5,
      totalSubPrice: 478.36,
      totalTax: 71.75,
      totalVatTax: 75.01,
      totalCouponDiscount: 61.12,
      totalShipping: 25,
      totalPrice: 611.23,
      totalFinalPrice: 575.11,
      totalPriceAfterDiscount: 550.11,
    });
  });

  it('takes a fixed coupon off the eligible lines only', () => {
    const lines = [
      { ...inclusive, isCouponEligible: false },
      { ...exclusive, isCouponEligible: true },
    ];
    const result = computeTotals(lines, { vatRate, coupon: { kind: 'fixed', value: 50_00 } });
    // 381.23 - 50.00 = 331.23 → 288.03 (331.23 / 1.15 = 288.026…) + 43.20 VAT
    expect(result.lines.map((line) => line.discountMinor)).toEqual([0, 50_00]);
    expect(result.lines[1]).toMatchObject({ netMinor: 288_03, vatMinor: 43_20 });
    expect(result.minor).toMatchObject({
      totalCouponDiscount: 50_00,
      totalPriceAfterDiscount: 561_23,
      totalSubPrice: 488_03,
      totalTax: 73_20,
    });
  });

  it('shares a fixed coupon among lines in proportion, the leftover halala to the largest fraction', () => {
    // 10.00 over 230.00 and 381.23: 3.7629… and 6.2370… → 3.76 and 6.24
    const result = computeTotals([inclusive, exclusive], { vatRate, coupon: { kind: 'fixed', value: 10_00 } });
    expect(result.lines.map((line) => line.discountMinor)).toEqual([3_76, 6_24]);
    expect(result.minor.totalCouponDiscount).toBe(10_00);
  });

  it('never takes off more than the eligible lines are worth', () => {
    const result = computeTotals([{ unitPriceMinor: 20_00, quantity: 1, taxIncluded: true }], {
      vatRate,
      coupon: { kind: 'fixed', value: 50_00 },
      shippingMinor: 45_00,
    });
    expect(result.minor).toMatchObject({
      totalCouponDiscount: 20_00,
      totalPriceAfterDiscount: 0,
      totalSubPrice: 0,
      totalTax: 0,
      // 45.00 / 1.15 = 39.130… → 39.13, so 5.87 of VAT in the shipping
      totalVatTax: 5_87,
      totalFinalPrice: 45_00,
    });
  });

  it('rounds to the halala once per line', () => {
    // 0.99 × 3 = 2.97 with VAT: 2.97 / 1.15 = 2.5826… → 2.58 and 0.39 VAT
    // 0.07 before VAT: 0.0105 of VAT → 0.01, twice as two lines but 0.02 as one line of two
    const lines: TotalsLine[] = [
      { unitPriceMinor: 99, quantity: 3, taxIncluded: true },
      { unitPriceMinor: 7, quantity: 1, taxIncluded: false },
      { unitPriceMinor: 7, quantity: 1, taxIncluded: false },
    ];
    expect(computeTotals(lines, { vatRate }).minor).toMatchObject({
      totalSubPrice: 272,
      totalTax: 41,
      totalPrice: 313,
    });
    const oneLine = computeTotals([{ unitPriceMinor: 7, quantity: 2, taxIncluded: false }], { vatRate });
    expect(oneLine.minor).toMatchObject({ totalSubPrice: 14, totalTax: 2, totalPrice: 16 });
  });

  it('keeps its identities on any cart', () => {
    const result = computeTotals([inclusive, exclusive, { unitPriceMinor: 1_99, quantity: 7, taxIncluded: true }], {
      vatRate,
      coupon: { kind: 'percentage', value: 15 },
      shippingMinor: 25_00,
    });
    const m = result.minor;
    expect(m.totalPrice - m.totalCouponDiscount).toBe(m.totalPriceAfterDiscount);
    expect(m.totalSubPrice + m.totalTax).toBe(m.totalPriceAfterDiscount);
    expect(m.totalPriceAfterDiscount + m.totalShipping).toBe(m.totalFinalPrice);
    for (const total of result.totals) expect(Math.round(total.value * 100) / 100).toBe(total.value);
  });

  it('answers zeros for an empty cart', () => {
    expect(
      computeTotals([], { vatRate, coupon: { kind: 'percentage', value: 10 } }).totals.every((t) => t.value === 0),
    ).toBe(true);
  });
});
