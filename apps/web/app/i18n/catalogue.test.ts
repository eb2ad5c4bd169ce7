import { catalogueProblems } from '@forum/contract/message-compile';
import { describe, expect, it } from 'vitest';
import { ar } from './ar.ts';
import { en, type MessageKey } from './en.ts';
import { createTranslator } from './i18n.tsx';
import { messagesFor } from './messages.server.ts';
import type { Namespace } from './namespaces.ts';

// Placeholders that never hold a count of things, each with what it holds. Any other placeholder shown as
// bare text is taken for a count and must be a plural (decision 034), so a new count is caught whatever its
// name; a number that is not a count under a counting name goes among the exemptions below.
const wordNames: Record<string, string> = {
  page: "a page's title",
  site: "the site's name",
  name: 'a name',
  names: 'a list of names',
  author: "an author's name",
  instructor: "an instructor's name",
  organization: 'an organisation',
  title: 'a title',
  caption: "a picture's caption",
  summary: 'a sentence',
  abstract: 'a sentence',
  description: 'a sentence',
  reason: 'a sentence',
  terms: 'the words of a link',
  url: 'an address',
  code: "a booth's code",
  sku: "a product's code",
  language: "a language's name",
  languages: 'language names',
  category: 'a category',
  country: 'a country',
  hall: "a hall's name",
  venue: "a venue's name",
  place: "a place's name",
  track: "a track's name",
  type: 'a kind of media',
  status: "an order's status",
  query: 'what was searched',
  q: 'what was searched',
  zone: "a time zone's name",
  offset: 'a UTC offset',
  date: 'a date',
  day: "a day's name",
  time: 'a time of day',
  start: 'a time',
  end: 'a time',
  year: 'a year',
  index: 'a position in a list',
  number: 'a position or a day of the forum',
  position: 'a place in the waiting list',
  average: 'a rating with decimals',
  rating: 'a rating with decimals',
  percent: 'a percentage',
  rate: 'a percentage',
  amount: 'money, written out by the money formatter',
  price: 'money, written out by the money formatter',
  before: 'money, written out by the money formatter',
  after: 'money, written out by the money formatter',
  // the console's lists (decision 062)
  column: "a column's heading",
  email: 'an email address',
  action: "a bulk action's name",
  id: "a row's id",
};

// Numbers that are not a count of the words around them; each with the reason.
const exempt: Record<string, string> = {
  'slideLabel.total': 'a position: item 3 of 10',
  'galleryOpenPhoto.total': 'a position: photo 3 of 10',
  'galleryPosition.total': 'a position: 3 of 10',
  'shopPicture.count': 'a position: picture 3 of 10',
  'pagerPageOf.pages': 'a position: page 3 of 10',
  'searchGroupCount.shown': 'a position: 3 of 10 shown',
  'searchGroupCount.count': 'a position: 3 of 10 shown',
  'workshopSeatsLeft.capacity': 'the whole the seats left are counted against: … of 20',
  'reviewStars.stars': 'a rating: 4 out of 5',
  'reviewStarsCount.stars': 'a rating: 4 out of 5',
  'checkoutLineOf.quantity': 'a quantity written with ×',
  'cartQuantityChanged.quantity': 'the value of the quantity field',
  'shopOptionCount.count': "a filter's count in brackets, as every shop shows it",
  'shopNameWithCount.count': "a filter's count in brackets",
  'exhibitionOptionCount.count': "a filter's count in brackets",
  'uploadHint.size': 'megabytes: a unit that keeps its form with any number',
  'uploadTooLarge.size': 'megabytes: a unit that keeps its form with any number',
  'licenceHint.size': 'a size already written out with its unit',
  'fileTooLarge.size': 'a size already written out with its unit',
  'chatAttachmentHint.size': 'a size already written out with its unit',
  'checkoutShippingDays.min': 'the start of a range: the noun follows its end, a plural',
  'orderShipmentDays.min': 'the start of a range: the noun follows its end, a plural',
  'reviewBodyHint.min': 'the start of a range: the noun follows its end, a plural',
  'shopTaxAdded.total': 'an amount of money, written out by the money formatter',
  'successDelivery.days': 'a delivery time already written out in words',
  'returnPhoto.position': 'a position: photo 2 of the form',
  'returnPhotoHint.size': 'a size already written out with its unit',
  'addOrderAttachmentHint.size': 'a size already written out with its unit',
  'transferProofHint.size': 'a size already written out with its unit',
  'checkoutUseWalletText.balance': 'money, written out by the money formatter',
  'checkoutUseWalletText.covered': 'money, written out by the money formatter',
  'checkoutUseWalletText.rest': 'a clause of words, or nothing',
};

describe('the catalogues of the site', () => {
  it('parse, hold the same keys and placeholders in both languages, and write every count as a plural', () => {
    const problems = catalogueProblems({ ar, en }, { wordNames, exempt, where: 'apps/web/app/i18n' });
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it('list only exemptions that still exist', () => {
    const stale = Object.keys(exempt).filter((id) => {
      const [key, name] = id.split('.') as [MessageKey, string];
      return !(key in en) || !en[key].includes(`{${name}`);
    });
    expect(stale).toEqual([]);
  });

  it('catch a bare count, a missing Arabic form and a placeholder the other language lacks', () => {
    const problems = catalogueProblems(
      {
        ar: {
          a: '{count} نتيجة',
          b: '{count, plural, one {نتيجة} other {# نتيجة}}',
          c: 'مرحبًا',
          d: 'مرحبًا {name}، معك {guests} ضيوف',
        },
        en: {
          a: '{count, plural, one {# result} other {# results}}',
          b: '{count, plural, one {#} other {#}}',
          c: 'Hi {name}',
          d: 'Hi {name}, with {guests, plural, one {# guest} other {# guests}}',
        },
      },
      { wordNames, exempt: {}, where: 'test' },
    );
    expect(problems).toEqual([
      expect.stringContaining('ar.a: the count {count} is bare text'),
      expect.stringContaining('ar.b: its plural of {count} lacks the forms two, few, many'),
      // a count under a name never seen before is still a count; a name is words
      expect.stringContaining('ar.d: the count {guests} is bare text'),
      expect.stringContaining('"c": the placeholders differ (ar: {}, en: {name})'),
    ]);
  });
});

const allAreas: Namespace[] = [
  'auth',
  'account',
  'exhibition',
  'eventsMedia',
  'info',
  'conference',
  'workshops',
  'cart',
  'checkout',
  'orders',
  'shop',
  'orderStory',
];

// What a native reader expects, written out: Arabic for 0, 1, 2, 3, 11 and 100, English for 0, 1 and 2.
type Expected = { values?: Record<string, string | number>; number?: string; ar: string[]; en: string[] };
const counts = { ar: [0, 1, 2, 3, 11, 100], en: [0, 1, 2] };

const expectations: Partial<Record<MessageKey, Expected>> = {
  searchFound: {
    values: { query: 'كاميرا' },
    ar: [
      'لا نتائج للبحث عن «كاميرا»',
      'نتيجة واحدة للبحث عن «كاميرا»',
      'نتيجتان للبحث عن «كاميرا»',
      '3 نتائج للبحث عن «كاميرا»',
      '11 نتيجة للبحث عن «كاميرا»',
      '100 نتيجة للبحث عن «كاميرا»',
    ],
    en: ['No results for “كاميرا”', '1 result for “كاميرا”', '2 results for “كاميرا”'],
  },
  searchSuggestionsCount: {
    ar: ['لا اقتراحات', 'اقتراح واحد', 'اقتراحان', '3 اقتراحات', '11 اقتراحًا', '100 اقتراح'],
    en: ['No suggestions', '1 suggestion', '2 suggestions'],
  },
  reviewCount: {
    ar: ['لا تقييمات بعد', 'تقييم واحد', 'تقييمان', '3 تقييمات', '11 تقييمًا', '100 تقييم'],
    en: ['No reviews yet', '1 review', '2 reviews'],
  },
  shopResultCount: {
    ar: ['لا توجد منتجات', 'منتج واحد', 'منتجان', '3 منتجات', '11 منتجًا', '100 منتج'],
    en: ['No products', '1 product', '2 products'],
  },
  shopLowStock: {
    ar: [
      'نفدت الكمية',
      'بقيت قطعة واحدة فقط',
      'بقيت قطعتان فقط',
      'بقيت 3 قطع فقط',
      'بقيت 11 قطعة فقط',
      'بقيت 100 قطعة فقط',
    ],
    en: ['Only 0 left', 'Only one left', 'Only 2 left'],
  },
  shopRatingRow: {
    number: 'stars',
    ar: ['بلا نجوم', 'نجمة واحدة', 'نجمتان', '3 نجوم', '11 نجمة', '100 نجمة'],
    en: ['0 stars', '1 star', '2 stars'],
  },
  navCartCount: {
    ar: ['السلة: فارغة', 'السلة: قطعة واحدة', 'السلة: قطعتان', 'السلة: 3 قطع', 'السلة: 11 قطعة', 'السلة: 100 قطعة'],
    en: ['Cart: empty', 'Cart: 1 item', 'Cart: 2 items'],
  },
  navMyAgendaCount: {
    ar: [
      'أجندتي: لا جلسات محفوظة',
      'أجندتي: جلسة محفوظة واحدة',
      'أجندتي: جلستان محفوظتان',
      'أجندتي: 3 جلسات محفوظة',
      'أجندتي: 11 جلسة محفوظة',
      'أجندتي: 100 جلسة محفوظة',
    ],
    en: ['My agenda: no saved sessions', 'My agenda: 1 saved session', 'My agenda: 2 saved sessions'],
  },
  agendaSessionCount: {
    ar: ['لا جلسات', 'جلسة واحدة', 'جلستان', '3 جلسات', '11 جلسة', '100 جلسة'],
    en: ['No sessions', 'One session', '2 sessions'],
  },
  agendaFound: {
    ar: [
      'لا توجد جلسات مطابقة',
      'جلسة واحدة مطابقة',
      'جلستان مطابقتان',
      '3 جلسات مطابقة',
      '11 جلسة مطابقة',
      '100 جلسة مطابقة',
    ],
    en: ['No sessions match', 'One session matches', '2 sessions match'],
  },
  exhibitionResultCount: {
    ar: ['لم يُعثر على عارضين', 'عارض واحد', 'عارضان', '3 عارضين', '11 عارضًا', '100 عارض'],
    en: ['No exhibitors found', 'One exhibitor found', '2 exhibitors found'],
  },
  exhibitionMapMatches: {
    ar: [
      'لا يطابق أي جناح',
      'جناح واحد مطابق',
      'جناحان مطابقان',
      '3 أجنحة مطابقة',
      '11 جناحًا مطابقًا',
      '100 جناح مطابق',
    ],
    en: ['No booth matches', 'One booth matches', '2 booths match'],
  },
  faqTotal: {
    ar: ['لا أسئلة بعد', 'سؤال واحد', 'سؤالان', '3 أسئلة', '11 سؤالًا', '100 سؤال'],
    en: ['No questions yet', 'One question', '2 questions'],
  },
  ordersCount: {
    ar: ['لا طلبات', 'طلب واحد', 'طلبان', '3 طلبات', '11 طلبًا', '100 طلب'],
    en: ['No orders', 'One order', '2 orders'],
  },
  mediaPhotoCount: {
    ar: ['لا صور', 'صورة واحدة', 'صورتان', '3 صور', '11 صورة', '100 صورة'],
    en: ['No photos', '1 photo', '2 photos'],
  },
  myAgendaCount: {
    ar: [
      'لا جلسات محفوظة',
      'جلسة محفوظة واحدة',
      'جلستان محفوظتان',
      '3 جلسات محفوظة',
      '11 جلسة محفوظة',
      '100 جلسة محفوظة',
    ],
    en: ['No saved sessions', 'One saved session', '2 saved sessions'],
  },
  workshopFull: {
    ar: [
      'مكتملة.',
      'مكتملة. ينتظر شخص واحد.',
      'مكتملة. ينتظر شخصان.',
      'مكتملة. ينتظر 3 أشخاص.',
      'مكتملة. ينتظر 11 شخصًا.',
      'مكتملة. ينتظر 100 شخص.',
    ],
    en: ['Full.', 'Full. One person is waiting.', 'Full. 2 people are waiting.'],
  },
  workshopSeatsLeft: {
    values: { capacity: 120 },
    ar: [
      'لم يبقَ أي مقعد من 120',
      'بقي مقعد واحد من 120',
      'بقي مقعدان من 120',
      'بقيت 3 مقاعد من 120',
      'بقي 11 مقعدًا من 120',
      'بقي 100 مقعد من 120',
    ],
    en: ['0 seats left of 120', '1 seat left of 120', '2 seats left of 120'],
  },
  faqResults: {
    values: { q: 'التذاكر' },
    ar: [
      'لا أسئلة تطابق «التذاكر»',
      'سؤال واحد يطابق «التذاكر»',
      'سؤالان يطابقان «التذاكر»',
      '3 أسئلة تطابق «التذاكر»',
      '11 سؤالًا يطابق «التذاكر»',
      '100 سؤال يطابق «التذاكر»',
    ],
    en: ['No questions match “التذاكر”', 'One question matches “التذاكر”', '2 questions match “التذاكر”'],
  },
  sponsorSlots: {
    ar: [
      'لا أماكن متاحة للرعاة',
      'مكان واحد لراعٍ',
      'مكانان للرعاة',
      '3 أماكن للرعاة',
      '11 مكانًا للرعاة',
      '100 مكان للرعاة',
    ],
    en: ['No places left for sponsors', 'One place for a sponsor', '2 places for sponsors'],
  },
  countdownDays: {
    ar: ['يوم', 'يوم', 'يومان', 'أيام', 'يومًا', 'يوم'],
    en: ['Days', 'Day', 'Days'],
  },
  conferenceFigureSpeakers: {
    ar: ['متحدث', 'متحدث', 'متحدثان', 'متحدثين', 'متحدثًا', 'متحدث'],
    en: ['speakers', 'speaker', 'speakers'],
  },
  cartChangeStock: {
    number: 'after',
    values: { name: 'Sony FX3' },
    ar: [
      'نفد Sony FX3.',
      'بقيت من Sony FX3 قطعة واحدة فقط.',
      'بقيت من Sony FX3 قطعتان فقط.',
      'بقيت من Sony FX3 3 قطع فقط.',
      'بقيت من Sony FX3 11 قطعة فقط.',
      'بقيت من Sony FX3 100 قطعة فقط.',
    ],
    en: ['Sony FX3 is sold out.', 'Only one Sony FX3 is left.', 'Only 2 of Sony FX3 are left.'],
  },
  placeMapSearchResults: {
    ar: [
      'لم يُعثر على أي عنوان.',
      'عُثر على عنوان واحد: اختره لعرضه على الخريطة.',
      'عُثر على عنوانين: اختر أحدهما لعرضه على الخريطة.',
      'عُثر على 3 عناوين: اختر واحدًا لعرضه على الخريطة.',
      'عُثر على 11 عنوانًا: اختر واحدًا لعرضه على الخريطة.',
      'عُثر على 100 عنوان: اختر واحدًا لعرضه على الخريطة.',
    ],
    en: [
      'No address found.',
      'One address found: choose it to show it on the map.',
      '2 addresses found: choose one to show it on the map.',
    ],
  },
};

describe('counts read as a native speaker writes them', () => {
  it('covers at least twenty messages', () => {
    expect(Object.keys(expectations).length).toBeGreaterThanOrEqual(20);
  });

  for (const [key, expected] of Object.entries(expectations) as [MessageKey, Expected][]) {
    for (const locale of ['ar', 'en'] as const) {
      it(`${key} in ${locale === 'ar' ? 'Arabic' : 'English'}`, () => {
        // through the path the pages take: the compiled catalogue the server hands to the page
        const translate = createTranslator(messagesFor(locale, allAreas));
        expect(
          counts[locale].map((count) => translate(key, { ...expected.values, [expected.number ?? 'count']: count })),
        ).toEqual(expected[locale]);
      });
    }
  }

  it('writes a thousand with the page digits and grouping, and a fraction by the plural rules', () => {
    const t = createTranslator(messagesFor('ar', ['cart']));
    expect(t('reviewCount', { count: 1000 })).toBe('1,000 تقييم');
    expect(createTranslator(messagesFor('en', ['cart']))('reviewCount', { count: 1000 })).toBe('1,000 reviews');
  });

  it('leaves a message without ICU syntax exactly as it was written', () => {
    const messages = messagesFor('ar', ['conference']);
    expect(messages.conferenceZoneNote).toBe(ar.conferenceZoneNote);
    expect(createTranslator(messages)('conferenceZoneNote', { name: ar.riyadhZoneName, offset: 'غرينتش+3' })).toBe(
      'جميع الأوقات بتوقيت الرياض (غرينتش+3).',
    );
  });
});

describe('the Arabic texts read without a doubled word', () => {
  // what the time-zone notes receive from the browser's own names of the zone (Intl, CLDR)
  const zoneNames = [ar.riyadhZoneName, 'التوقيت العربي الرسمي', 'توقيت المملكة العربية السعودية'];

  it('the conference and event time-zone notes do not say "توقيت" twice', () => {
    for (const name of zoneNames) {
      const conference = createTranslator(messagesFor('ar', ['conference']))('conferenceZoneNote', {
        name,
        offset: 'غرينتش+3',
      });
      const events = createTranslator(messagesFor('ar', ['eventsMedia']));
      const zone = events('eventTimeZone', { name, offset: 'غرينتش+3' });
      for (const text of [conference, events('eventsTimesNote', { zone })]) {
        expect(text.match(/توقيت/g) ?? [], text).toHaveLength(1);
      }
    }
  });

  it('no Arabic message repeats a word back to back, whatever its count', () => {
    const catalogue = messagesFor('ar', allAreas);
    const translate = createTranslator(catalogue);
    const doubled: string[] = [];
    for (const key of Object.keys(ar) as MessageKey[]) {
      const names = [...new Set([...ar[key].matchAll(/\{(\w+)/g)].map((match) => match[1] as string))];
      for (const count of [0, 1, 2, 3, 11, 100]) {
        // a count for the counts, a Latin stand-in for the words (it cannot double an Arabic word)
        const values = Object.fromEntries(names.map((name) => [name, name in wordNames ? 'X' : count]));
        const text = translate(key, values);
        if (doubledWord(text)) doubled.push(`${key}: ${text}`);
      }
    }
    expect(doubled).toEqual([]);
    expect(doubledWord('جميع الأوقات بتوقيت التوقيت العربي الرسمي')).toBe('توقيت');
  });
});

/** The first word written twice in a row, once with a clinging preposition or article ("بتوقيت التوقيت"). */
function doubledWord(text: string): string | null {
  const stems = text
    .split(/[^\u0621-\u064a]+/u)
    .filter(Boolean)
    .map((word) => word.replace(/^(?:[وف]?(?:ب|ل|ك)?)(?:ال)?/u, ''));
  for (let i = 1; i < stems.length; i++) {
    const stem = stems[i] as string;
    if (stem.length > 2 && stem === stems[i - 1]) return stem;
  }
  return null;
}

describe('Latin inside the Arabic texts', () => {
  // Outside an isolate (U+2066 … U+2069), a Latin run that mixes digits and letters across a hyphen, a
  // space or a dot is reordered by the right-to-left text around it: "(3-D Secure)" reads "(D Secure-3)".
  const isolated = /\u2066[^\u2069]*\u2069/g;
  const icuSyntax = /\{\w+(?:, ?(?:plural|select|selectordinal|number),?)?|(?:zero|one|two|few|many|other|=\d+) ?\{/g;
  const mixedRun =
    /[0-9][^\s\u0600-\u06ff0-9A-Za-z]+[A-Za-z]|[A-Za-z][^\s\u0600-\u06ff0-9A-Za-z]+[0-9]|[0-9]\s[A-Za-z]/;

  it('isolates every term or code that mixes digits and letters', () => {
    const broken = (Object.keys(ar) as MessageKey[]).filter((key) =>
      mixedRun.test(ar[key].replace(icuSyntax, '').replace(isolated, '')),
    );
    expect(broken).toEqual([]);
    expect(mixedRun.test('لم ينجح التحقق الآمن (3-D Secure)')).toBe(true);
    expect(mixedRun.test('مثل A-12')).toBe(true);
  });

  it('isolates the codes a text receives (booths, coupons, products)', () => {
    const bare = (Object.keys(ar) as MessageKey[]).filter((key) =>
      /\{(?:code|sku|url)\}/.test(ar[key].replace(isolated, '')),
    );
    expect(bare).toEqual([]);
  });
});
