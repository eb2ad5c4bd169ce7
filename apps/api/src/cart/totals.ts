import type { CartTotalName, CouponKind } from '@forum/contract/cart-rules';

export type TotalsLine = {
  /** The product's price for one unit after its own discount, as listed: with VAT when taxIncluded. */
  unitPriceMinor: number;
  /** The price changes of the chosen options, listed the same way as the product's price. */
  optionPriceChangesMinor?: readonly number[];
  quantity: number;
  taxIncluded: boolean;
  /** Whether the coupon may take something off this line (it may be limited to products or categories). */
  isCouponEligible?: boolean;
};

/** Percent (0-100) for a percentage coupon, halalas for a fixed one. */
export type TotalsCoupon = { kind: CouponKind; value: number } | null;

export type TotalsInput = {
  /** 0.15 for 15%. */
  vatRate: number;
  coupon?: TotalsCoupon;
  /** The shipping price with its VAT; 0 until a shipment type is chosen. */
  shippingMinor?: number;
};

export type LineTotals = {
  /** (unit price + option changes) × quantity, as listed. */
  amountMinor: number;
  /** The line with VAT, before the coupon. */
  grossMinor: number;
  discountMinor: number;
  /** After the coupon: without VAT, and the VAT. */
  netMinor: number;
  vatMinor: number;
};

export type Totals = {
  /** In the order clients expect; money in riyals (at most two decimals), totalItems a count (cart-rules.ts). */
  totals: { name: CartTotalName; value: number }[];
  /** The same totals in halalas (totalItems as is). */
  minor: Record<CartTotalName, number>;
  lines: LineTotals[];
};

/** a / b rounded half up, for a >= 0 and b > 0, in integers: no binary fraction can tip a tie. */
function divideRounded(a: number, b: number): number {
  return Math.floor((2 * a + b) / (2 * b));
}

const toRiyals = (minor: number) => minor / 100;

/**
 * The one computation of a cart's or an order's totals (decision 020), in integer halalas.
 *
 * Per line, rounded to the halala once each: a price listed before VAT has its VAT added
 * (amount × rate); a price that includes VAT is taken as is. The coupon then comes off the
 * VAT-inclusive amounts of the lines it may apply to (a percentage rounded per line; a fixed amount,
 * capped by those lines, shared in proportion with the leftover halalas going to the largest
 * fractions). The VAT is then extracted from what is left of each line, so that a discount lowers
 * the VAT as it does on the tax invoice. Shipping is priced with its VAT, which is extracted too.
 */
export function computeTotals(lines: readonly TotalsLine[], input: TotalsInput): Totals {
  const rateBasisPoints = Math.round(input.vatRate * 10_000);
  const shippingMinor = input.shippingMinor ?? 0;
  const coupon = input.coupon ?? null;
  /** The part of a VAT-inclusive amount that is not VAT. */
  const netOf = (gross: number) => divideRounded(gross * 10_000, 10_000 + rateBasisPoints);

  const priced = lines.map((line) => {
    const unit = line.unitPriceMinor + (line.optionPriceChangesMinor ?? []).reduce((sum, change) => sum + change, 0);
    const amountMinor = unit * line.quantity;
    // prices are stored tax-inclusive when the product says so; VAT is then extracted, not added
    const grossMinor = line.taxIncluded
      ? amountMinor
      : amountMinor + divideRounded(amountMinor * rateBasisPoints, 10_000);
    return { amountMinor, grossMinor, isEligible: coupon !== null && line.isCouponEligible !== false };
  });

  const discounts = discountsOf(
    priced.map((line) => (line.isEligible ? line.grossMinor : 0)),
    coupon,
  );

  const lineTotals: LineTotals[] = priced.map((line, i) => {
    const discountMinor = discounts[i] ?? 0;
    const afterDiscount = line.grossMinor - discountMinor;
    const netMinor = netOf(afterDiscount);
    return {
      amountMinor: line.amountMinor,
      grossMinor: line.grossMinor,
      discountMinor,
      netMinor,
      vatMinor: afterDiscount - netMinor,
    };
  });

  const sum = (pick: (line: LineTotals) => number) => lineTotals.reduce((total, line) => total + pick(line), 0);
  const totalPrice = sum((line) => line.grossMinor);
  const totalCouponDiscount = sum((line) => line.discountMinor);
  const totalTax = sum((line) => line.vatMinor);
  const shippingVat = shippingMinor - netOf(shippingMinor);
  const totalPriceAfterDiscount = totalPrice - totalCouponDiscount;

  const minor: Record<CartTotalName, number> = {
    totalItems: lines.reduce((count, line) => count + line.quantity, 0),
    totalSubPrice: sum((line) => line.netMinor),
    totalTax,
    totalVatTax: totalTax + shippingVat,
    totalCouponDiscount,
    totalShipping: shippingMinor,
    totalPrice,
    totalFinalPrice: totalPriceAfterDiscount + shippingMinor,
    totalPriceAfterDiscount,
  };
  const totals = (Object.keys(minor) as CartTotalName[]).map((name) => ({
    name,
    value: name === 'totalItems' ? minor[name] : toRiyals(minor[name]),
  }));
  return { totals, minor, lines: lineTotals };
}

/** What the coupon takes off each line, given the VAT-inclusive amounts it may apply to (0 elsewhere). */
function discountsOf(eligibleGross: readonly number[], coupon: TotalsCoupon): number[] {
  if (!coupon) return eligibleGross.map(() => 0);
  if (coupon.kind === 'percentage') {
    const percent = Math.min(100, Math.max(0, coupon.value));
    return eligibleGross.map((gross) => divideRounded(gross * percent, 100));
  }
  const base = eligibleGross.reduce((total, gross) => total + gross, 0);
  const amount = Math.min(base, Math.max(0, coupon.value));
  if (amount === 0) return eligibleGross.map(() => 0);
  // in BigInt: amount × gross may pass 2^53 on a large cart
  const shares = eligibleGross.map((gross) => {
    const product = BigInt(amount) * BigInt(gross);
    return { whole: Number(product / BigInt(base)), rest: Number(product % BigInt(base)) };
  });
  let left = amount - shares.reduce((total, share) => total + share.whole, 0);
  const byRest = shares.map((share, i) => ({ i, rest: share.rest })).sort((a, b) => b.rest - a.rest || a.i - b.i);
  const result = shares.map((share) => share.whole);
  for (const { i } of byRest) {
    if (left === 0) break;
    result[i] = (result[i] ?? 0) + 1;
    left -= 1;
  }
  return result;
}
