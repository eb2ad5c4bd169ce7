import { catalogueProblems } from '@forum/contract/message-compile';
import { describe, expect, it } from 'vitest';
import { mailMessages } from '../mail/templates.ts';
import { apiCatalogues, type MessageKey, translate } from './messages.ts';

// Placeholders that never hold a count of things, each with what it holds; any other one shown as bare text
// is taken for a count and must be a plural (decision 034).
const wordNames: Record<string, string> = {
  email: 'an address',
  option: "an option's name",
  name: "a product's name",
  title: "a session's or a workshop's title",
  from: "a sender's name",
  number: "an order's number",
  amount: 'money, written out by the money formatter',
  when: 'a date and time',
};
const exempt: Record<string, string> = {
  'tooSmall.min': 'a value the field must reach, not a count of things',
  'tooBig.max': 'a value the field must not pass, not a count of things',
  'fileTooLarge.megabytes': 'MB: a unit symbol that keeps its form with any number',
  'pictureTooLarge.megapixels': 'MP: a unit symbol that keeps its form with any number',
  'changedMeanwhile.value': "a field's value now, as text (decision 061's stale edit)",
};

describe("the API's and the emails' catalogues", () => {
  it('parse, hold the same keys and placeholders in both languages, and write every count as a plural', () => {
    const problems = [
      ...catalogueProblems(apiCatalogues, { wordNames, exempt, where: 'apps/api/src/i18n/messages.ts' }),
      ...catalogueProblems(mailMessages, { wordNames, exempt: {}, where: 'apps/api/src/mail/templates.ts' }),
    ];
    expect(problems, problems.join('\n')).toEqual([]);
  });
});

type Expected = { values?: Record<string, string | number>; number: string; ar: string[]; en: string[] };
const counts = { ar: [0, 1, 2, 3, 11, 100], en: [0, 1, 2] };

const expectations: Partial<Record<MessageKey, Expected>> = {
  tooShort: {
    number: 'min',
    ar: [
      'أدخل 0 حرف على الأقل',
      'أدخل حرفًا واحدًا على الأقل',
      'أدخل حرفين على الأقل',
      'أدخل 3 أحرف على الأقل',
      'أدخل 11 حرفًا على الأقل',
      'أدخل 100 حرف على الأقل',
    ],
    en: ['Enter at least 0 characters', 'Enter at least 1 character', 'Enter at least 2 characters'],
  },
  addressLimit: {
    number: 'max',
    ar: [
      'يمكنك حفظ 0 عنوان على الأكثر: احذف أحدها أولًا',
      'يمكنك حفظ عنوان واحد على الأكثر: احذف أحدها أولًا',
      'يمكنك حفظ عنوانين على الأكثر: احذف أحدها أولًا',
      'يمكنك حفظ 3 عناوين على الأكثر: احذف أحدها أولًا',
      'يمكنك حفظ 11 عنوانًا على الأكثر: احذف أحدها أولًا',
      'يمكنك حفظ 100 عنوان على الأكثر: احذف أحدها أولًا',
    ],
    en: [
      'You can keep at most 0 addresses: delete one first',
      'You can keep at most 1 address: delete one first',
      'You can keep at most 2 addresses: delete one first',
    ],
  },
  notEnoughStockOf: {
    number: 'available',
    values: { name: 'Sony FX3' },
    ar: [
      'المتوفر من Sony FX3 لا شيء: قلّل الكمية',
      'المتوفر من Sony FX3 قطعة واحدة فقط: قلّل الكمية',
      'المتوفر من Sony FX3 قطعتان فقط: قلّل الكمية',
      'المتوفر من Sony FX3 3 قطع فقط: قلّل الكمية',
      'المتوفر من Sony FX3 11 قطعة فقط: قلّل الكمية',
      'المتوفر من Sony FX3 100 قطعة فقط: قلّل الكمية',
    ],
    en: [
      'Only 0 of Sony FX3 are in stock: lower the quantity',
      'Only one Sony FX3 is in stock: lower the quantity',
      'Only 2 of Sony FX3 are in stock: lower the quantity',
    ],
  },
};

describe('counts in the API messages read as a native speaker writes them', () => {
  for (const [key, expected] of Object.entries(expectations) as [MessageKey, Expected][]) {
    for (const locale of ['ar', 'en'] as const) {
      it(`${key} in ${locale}`, () => {
        const texts = counts[locale].map((count) =>
          translate(locale, key, { ...expected.values, [expected.number]: count }),
        );
        expect(texts).toEqual(expected[locale]);
      });
    }
  }

  it('the login limit says the wait in minutes or hours, in words, not in seconds', () => {
    const wait = (locale: 'ar' | 'en', seconds: number) => translate(locale, 'tooManyRequests', { seconds });
    expect([1, 2, 5, 30, 60, 120, 900, 3600, 7200, 36000].map((seconds) => wait('ar', seconds))).toEqual([
      'طلبات كثيرة؛ حاول مرة أخرى بعد ثانية',
      'طلبات كثيرة؛ حاول مرة أخرى بعد ثانيتين',
      'طلبات كثيرة؛ حاول مرة أخرى بعد 5 ثوانٍ',
      'طلبات كثيرة؛ حاول مرة أخرى بعد 30 ثانية',
      'طلبات كثيرة؛ حاول مرة أخرى بعد دقيقة',
      'طلبات كثيرة؛ حاول مرة أخرى بعد دقيقتين',
      'طلبات كثيرة؛ حاول مرة أخرى بعد 15 دقيقة',
      'طلبات كثيرة؛ حاول مرة أخرى بعد ساعة',
      'طلبات كثيرة؛ حاول مرة أخرى بعد ساعتين',
      'طلبات كثيرة؛ حاول مرة أخرى بعد 10 ساعات',
    ]);
    expect([1, 45, 60, 900, 3600, 5400, 7200].map((seconds) => wait('en', seconds))).toEqual([
      'Too many requests; try again in a second',
      'Too many requests; try again in 45 seconds',
      'Too many requests; try again in a minute',
      'Too many requests; try again in 15 minutes',
      'Too many requests; try again in an hour',
      'Too many requests; try again in 90 minutes',
      'Too many requests; try again in 2 hours',
    ]);
  });

  it('the code email says how long the code lasts with the right form of the number', async () => {
    const { formatMessage } = await import('@forum/contract/message-compile');
    expect([1, 2, 3, 15].map((minutes) => formatMessage(mailMessages.ar.codeExpiry, 'ar', { minutes }))).toEqual([
      'تنتهي صلاحية الرمز بعد دقيقة واحدة. إن لم تطلبه فتجاهل هذه الرسالة.',
      'تنتهي صلاحية الرمز بعد دقيقتين. إن لم تطلبه فتجاهل هذه الرسالة.',
      'تنتهي صلاحية الرمز بعد 3 دقائق. إن لم تطلبه فتجاهل هذه الرسالة.',
      'تنتهي صلاحية الرمز بعد 15 دقيقة. إن لم تطلبه فتجاهل هذه الرسالة.',
    ]);
    expect(formatMessage(mailMessages.en.codeExpiry, 'en', { minutes: 1 })).toBe(
      'The code expires in 1 minute. If you did not ask for it, ignore this email.',
    );
  });
});
