import type { Localized } from '../../db/schema.ts';
import { riyadhTime } from './time.ts';

export type CouponSeed = {
  code: string;
  kind: 'percentage' | 'fixed';
  /** Percent for percentage coupons, halalas for fixed ones. */
  value: number;
  minSubtotalMinor: number;
  startsAt: Date | null;
  expiresAt: Date | null;
  usageLimit: number | null;
  perCustomerLimit: number | null;
  /** Category slugs; resolved to ids (with their subcategories) when seeding. */
  categories: string[];
  /** Product slugs; resolved to ids when seeding. A coupon limited to neither applies to everything. */
  products: string[];
  isActive: boolean;
};

const coupon = (code: string, kind: CouponSeed['kind'], value: number, rest: Partial<CouponSeed> = {}): CouponSeed => ({
  code,
  kind,
  value,
  minSubtotalMinor: 0,
  startsAt: null,
  expiresAt: null,
  usageLimit: null,
  perCustomerLimit: null,
  categories: [],
  products: [],
  isActive: true,
  ...rest,
});

/**
 * One coupon per rule, so that the demo shows each (decision 020): a minimum subtotal (WELCOME10,
 * FILM50), limited to a category (LENS15) or to products (MERCH20), expired, not started yet,
 * switched off (PAUSED10), once per customer (ONCE5), and a usage limit (LIMITED; LASTONE already
 * used up by the demo customer's past order).
 */
export const COUPONS: CouponSeed[] = [
  coupon('WELCOME10', 'percentage', 10, { minSubtotalMinor: 100_00 }),
  coupon('FILM50', 'fixed', 50_00, { minSubtotalMinor: 300_00 }),
  coupon('LENS15', 'percentage', 15, { categories: ['lenses'] }),
  coupon('EXPIRED20', 'percentage', 20, {
    startsAt: riyadhTime('2026-01-01'),
    expiresAt: riyadhTime('2026-06-30', '23:59'),
  }),
  coupon('FUTURE25', 'percentage', 25, {
    startsAt: riyadhTime('2027-02-16', '09:00'),
    expiresAt: riyadhTime('2027-02-18', '22:00'),
  }),
  coupon('ONCE5', 'percentage', 5, { perCustomerLimit: 1 }),
  coupon('LIMITED', 'percentage', 10, { usageLimit: 3 }),
  coupon('MERCH20', 'percentage', 20, { products: ['forum-tshirt-2027', 'forum-hoodie-2027'] }),
  coupon('PAUSED10', 'percentage', 10, { isActive: false }),
  coupon('LASTONE', 'fixed', 30_00, { usageLimit: 1 }),
];

export type ShipmentTypeSeed = {
  key: 'standard' | 'express' | 'pickup';
  name: Localized;
  description: Localized;
  priceMinor: number;
  daysMin: number;
  daysMax: number;
  needsAddress: boolean;
};

export const SHIPMENT_TYPES: ShipmentTypeSeed[] = [
  {
    key: 'standard',
    name: { ar: 'التوصيل العادي', en: 'Standard delivery' },
    description: {
      ar: 'يصل خلال ثلاثة إلى خمسة أيام عمل إلى جميع مدن المملكة.',
      en: 'Arrives in three to five working days anywhere in the Kingdom.',
    },
    priceMinor: 25_00,
    daysMin: 3,
    daysMax: 5,
    needsAddress: true,
  },
  {
    key: 'express',
    name: { ar: 'التوصيل السريع', en: 'Express delivery' },
    description: {
      ar: 'يصل خلال يوم إلى يومي عمل في المدن الرئيسية.',
      en: 'Arrives in one to two working days in major cities.',
    },
    priceMinor: 45_00,
    daysMin: 1,
    daysMax: 2,
    needsAddress: true,
  },
  {
    key: 'pickup',
    name: { ar: 'الاستلام من الملتقى', en: 'Pick up at the forum' },
    description: {
      ar: 'استلم طلبك مجانًا من ركن المتجر في القاعة (أ) خلال أيام الملتقى.',
      en: 'Collect your order for free from the shop corner in Hall A during the forum.',
    },
    priceMinor: 0,
    daysMin: 0,
    daysMax: 0,
    needsAddress: false,
  },
];

export type BankAccountSeed = {
  key: string;
  monogram: string;
  bankName: Localized;
  accountName: Localized;
  accountNumber: string;
  iban: string;
};

const ACCOUNT_NAME: Localized = { ar: 'شركة ملتقى الشاشة السعودي', en: 'Saudi Screen Forum Company' };

// Fictional banks; the IBANs have valid check digits in the Saudi format (SA + 22 digits).
export const BANK_ACCOUNTS: BankAccountSeed[] = [
  {
    key: 'oasis-bank',
    monogram: 'OB',
    bankName: { ar: 'مصرف الواحة', en: 'Oasis Bank' },
    accountName: ACCOUNT_NAME,
    accountNumber: '608010167519',
    iban: saudiIban('91', '000000608010167519'),
  },
  {
    key: 'palm-commercial-bank',
    monogram: 'PB',
    bankName: { ar: 'بنك النخيل التجاري', en: 'Palm Commercial Bank' },
    accountName: ACCOUNT_NAME,
    accountNumber: '2050014773001',
    iban: saudiIban('94', '000002050014773001'),
  },
];

/** SA + two check digits (ISO 13616, mod 97) + two-digit bank code + 18-digit account. */
function saudiIban(bankCode: string, account: string): string {
  const bban = `${bankCode}${account}`;
  // letters become numbers: S = 28, A = 10; the country code and "00" move to the end
  const rearranged = `${bban}281000`;
  let remainder = 0;
  for (const digit of rearranged) remainder = (remainder * 10 + Number(digit)) % 97;
  return `SA${String(98 - remainder).padStart(2, '0')}${bban}`;
}
