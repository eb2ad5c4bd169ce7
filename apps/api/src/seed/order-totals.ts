export type TotalsLine = { unitPriceMinor: number; quantity: number; taxIncluded: boolean };
export type TotalsCoupon = { kind: 'percentage' | 'fixed'; value: number } | null;
export type NamedTotal = { name: string; value: number };

/**
 * Totals of a past demo order, in the cart's name/value form (riyals, at most two decimals).
 *
 * Prices that include VAT have it extracted; prices listed before VAT have it added. The coupon
 * applies to the VAT-inclusive subtotal, and the shipping price includes VAT. So:
 * totalSubPrice (items incl. VAT) - totalCouponDiscount = totalPriceAfterDiscount;
 * totalPriceAfterDiscount + totalShipping = totalFinalPrice = totalPrice (before VAT) + totalVatTax;
 * totalTax is the VAT on the items, totalVatTax all VAT including that on shipping.
 *
 * The shop's checkout computes its totals in its own tested function; this one only has to
 * produce orders that are internally consistent.
 */
export function computeOrderTotals(
  lines: readonly TotalsLine[],
  options: { vatRate: number; shippingMinor: number; coupon: TotalsCoupon },
): { totals: NamedTotal[]; totalMinor: number } {
  const { vatRate, shippingMinor, coupon } = options;
  const vatInside = (gross: number) => Math.round((gross * vatRate) / (1 + vatRate));
  let items = 0;
  let subGross = 0;
  for (const line of lines) {
    const amount = line.unitPriceMinor * line.quantity;
    items += line.quantity;
    subGross += line.taxIncluded ? amount : Math.round(amount * (1 + vatRate));
  }
  const discount = !coupon
    ? 0
    : Math.min(subGross, coupon.kind === 'percentage' ? Math.round((subGross * coupon.value) / 100) : coupon.value);
  const goodsGross = subGross - discount;
  const goodsVat = vatInside(goodsGross);
  const allVat = goodsVat + vatInside(shippingMinor);
  const finalMinor = goodsGross + shippingMinor;
  const riyals = (minor: number) => Math.round(minor) / 100;
  return {
    totalMinor: finalMinor,
    totals: [
      { name: 'totalItems', value: items },
      { name: 'totalSubPrice', value: riyals(subGross) },
      { name: 'totalTax', value: riyals(goodsVat) },
      { name: 'totalVatTax', value: riyals(allVat) },
      { name: 'totalCouponDiscount', value: riyals(discount) },
      { name: 'totalShipping', value: riyals(shippingMinor) },
      { name: 'totalPrice', value: riyals(finalMinor - allVat) },
      { name: 'totalFinalPrice', value: riyals(finalMinor) },
      { name: 'totalPriceAfterDiscount', value: riyals(goodsGross) },
    ],
  };
}
