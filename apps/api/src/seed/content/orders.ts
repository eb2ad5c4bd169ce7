import { createRandom, itemAt } from '../random.ts';
import { DEMO_CUSTOMER_KEY, REVIEWER_KEYS, USERS } from './accounts.ts';
import type { ShipmentTypeSeed } from './commerce.ts';
import { PRODUCTS, type ProductSeed } from './products.ts';
import { addDays, riyadhTime } from './time.ts';

type OrderStatus = 'processing' | 'delivered' | 'cancelled';
type PaymentMethod = 'card' | 'bank_transfer' | 'cash_on_delivery';

export type OrderItemSeed = {
  product: string;
  quantity: number;
  /** Chosen option values as [option index, value index] on the product. */
  choices?: [number, number][];
};

export type OrderSeed = {
  number: string;
  status: OrderStatus;
  paymentMethod: PaymentMethod;
  shipment: ShipmentTypeSeed['key'];
  couponCode: string | null;
  createdAt: Date;
  deliveredAt: Date | null;
  items: OrderItemSeed[];
};

/** The demo customer's order history: three delivered, one being prepared, one cancelled. */
export const ORDERS: OrderSeed[] = [
  {
    number: 'FF-2026-000118',
    status: 'delivered',
    paymentMethod: 'card',
    shipment: 'standard',
    couponCode: 'WELCOME10',
    createdAt: riyadhTime('2026-07-08', '10:14'),
    deliveredAt: riyadhTime('2026-07-12', '16:40'),
    items: [
      { product: 'book-light-in-the-desert', quantity: 1, choices: [[0, 0]] },
      { product: 'book-writing-the-screenplay', quantity: 1 },
      { product: 'director-notebook', quantity: 2 },
    ],
  },
  {
    number: 'FF-2026-000127',
    status: 'delivered',
    paymentMethod: 'bank_transfer',
    shipment: 'express',
    couponCode: 'LASTONE',
    createdAt: riyadhTime('2026-08-19', '21:32'),
    deliveredAt: riyadhTime('2026-08-21', '13:05'),
    items: [
      { product: 'sada-shotgun-s1', quantity: 1 },
      { product: 'sada-boom-pole-3m', quantity: 1 },
    ],
  },
  {
    number: 'FF-2026-000142',
    status: 'delivered',
    paymentMethod: 'cash_on_delivery',
    shipment: 'standard',
    couponCode: null,
    createdAt: riyadhTime('2026-10-02', '08:47'),
    deliveredAt: riyadhTime('2026-10-06', '11:20'),
    items: [
      { product: 'afaq-panel-60-bicolor', quantity: 2 },
      { product: 'afaq-reflector-5in1', quantity: 1 },
      { product: 'rakeeza-c-stand', quantity: 2 },
    ],
  },
  {
    number: 'FF-2026-000151',
    status: 'cancelled',
    paymentMethod: 'card',
    shipment: 'pickup',
    couponCode: null,
    createdAt: riyadhTime('2026-10-28', '19:03'),
    deliveredAt: null,
    items: [{ product: 'kuthban-gimbal-g3', quantity: 1 }],
  },
  {
    number: 'FF-2026-000163',
    status: 'processing',
    paymentMethod: 'card',
    shipment: 'express',
    couponCode: null,
    createdAt: riyadhTime('2026-11-19', '22:15'),
    deliveredAt: null,
    items: [
      { product: 'najm-zoom-24-70-f28', quantity: 1, choices: [[0, 0]] },
      {
        product: 'forum-tshirt-2027',
        quantity: 2,
        choices: [
          [0, 1],
          [1, 0],
        ],
      },
    ],
  },
];

export function productBySlug(slug: string): ProductSeed {
  const product = PRODUCTS.find((candidate) => candidate.slug === slug);
  if (!product) throw new Error(`Demo data: unknown product ${slug}`);
  return product;
}

export type ReviewSeed = {
  product: string;
  user: string;
  /** The order number for reviews of a delivered purchase. */
  order: string | null;
  rating: number;
  body: string;
  status: 'published' | 'pending';
  createdAt: Date;
};

type Pool = 'gear' | 'books' | 'apparel' | 'gifts';
type Texts = Record<Pool, Record<2 | 3 | 4 | 5, string[]>>;

const ARABIC: Texts = {
  gear: {
    5: [
      'جودة تصنيع ممتازة وأداء فاق توقعاتي، استخدمته في تصوير فيلم قصير ولم يخذلني لحظة.',
      'وصل في موعده ومغلفًا بعناية، وكل شيء يعمل كما هو موصوف تمامًا. أنصح به بشدة.',
      'أفضل ما اشتريته هذا العام، والفرق واضح مقارنة بالمعدات التي كنت أستخدمها.',
      'عملي في موقع التصوير، ويصمد يوم عمل كامل دون أي مشكلات.',
    ],
    4: [
      'منتج ممتاز بسعر مناسب، لكن دليل الاستخدام يحتاج إلى ترجمة عربية أوضح.',
      'أداء جيد جدًا، وكنت أتمنى لو أن حقيبة الحمل مرفقة معه.',
      'يؤدي المطلوب بكفاءة، والتوصيل إلى جدة كان أسرع مما توقعت.',
    ],
    3: ['جيد في المجمل، لكنه أثقل مما توقعت للاستخدام اليومي.', 'مقبول مقابل السعر، واحتجت بعض الوقت لضبط إعداداته.'],
    2: ['وصلني بعد تأخير أسبوع كامل، أما المنتج نفسه فلا بأس به.'],
  },
  books: {
    5: [
      'كتاب ثري بالأمثلة العملية، أنصح به كل من يخطو خطواته الأولى في صناعة الأفلام.',
      'لغته سلسة وإخراجه أنيق، قرأته في جلستين وعدت إليه مرات.',
    ],
    4: ['محتوى مفيد جدًا، وتمنيت لو كانت الصور أكبر حجمًا.', 'مرجع جيد أحتفظ به على مكتبي، وإن كانت بعض الفصول مختصرة.'],
    3: ['فيه أفكار جيدة، لكن معظمها معروف لمن لديه خبرة سابقة.'],
    2: ['توقعت محتوى أعمق من ذلك بالنظر إلى السعر.'],
  },
  apparel: {
    5: ['القماش ممتاز والطباعة لم تتأثر بالغسيل، هدية رائعة لمحبي السينما.', 'تصميم جميل ومريح في اللبس.'],
    4: ['جميل ومطابق للصور، لكن المقاس أصغر قليلًا من المعتاد.'],
    3: ['لا بأس به، واللون في الواقع أغمق قليلًا مما في الصورة.'],
    2: ['الطباعة بهتت بعد عدة غسلات.'],
  },
  gifts: {
    5: ['تصميم جميل جدًا ووصل مغلفًا بعناية، هدية مثالية لمحبي السينما.', 'جودة ممتازة، ويبدو أجمل مما في الصور.'],
    4: ['جميل ومتقن، لكن السعر مرتفع قليلًا.'],
    3: ['مقبول، والألوان أغمق قليلًا مما في الصورة.'],
    2: ['وصل وفيه خدش بسيط، والتبديل أخذ وقتًا.'],
  },
};

const ENGLISH: Texts = {
  gear: {
    5: [
      'Solid build and great results on set. I used it on a short film shoot and it never let me down.',
      'Arrived on time, well packed, and works exactly as described. Highly recommended.',
      'The best thing I bought this year; the step up from my old kit is obvious.',
    ],
    4: [
      'Very good for the price, though I wish a carry case came in the box.',
      'Does the job well. Setup took a little while, but it has been reliable since.',
    ],
    3: ['Decent overall, but heavier than I expected for everyday use.'],
    2: ['Delivery took a week longer than promised; the product itself is fine.'],
  },
  books: {
    5: ['Full of practical examples. A must for anyone starting out in film.'],
    4: ['Useful and well written, though a few chapters feel rushed.'],
    3: ['Some good ideas, but most of it will be familiar if you have experience.'],
    2: ['I expected more depth for the price.'],
  },
  apparel: {
    5: ['Lovely fabric and the print survived many washes. A great gift for film lovers.'],
    4: ['Looks just like the photos, but runs a little small.'],
    3: ['It is fine, although the colour is darker than in the picture.'],
    2: ['The print faded after a few washes.'],
  },
  gifts: {
    5: ['Beautifully made and carefully packed. The perfect present for a film lover.'],
    4: ['Nice quality, if a little pricey.'],
    3: ['It is fine, although the colours are darker than in the picture.'],
    2: ['Arrived with a small scratch, and the exchange took a while.'],
  },
};

function poolOf(product: ProductSeed): Pool {
  if (product.category === 'film-books') return 'books';
  if (product.category === 'apparel') return 'apparel';
  if (product.category === 'posters-gifts') return 'gifts';
  return 'gear';
}

const REVIEWS_UNTIL = riyadhTime('2026-11-21', '20:00');

/**
 * About forty reviews: the demo customer's on what they bought and received, and the other
 * customers' spread over a set of popular products. Ratings lean positive, as real ones do.
 */
export function buildReviews(): ReviewSeed[] {
  const random = createRandom(2027);
  const reviews: ReviewSeed[] = [];
  const own: [string, string, number, string][] = [
    [
      'book-light-in-the-desert',
      'FF-2026-000118',
      5,
      'كتاب عملي جدًا، ومخططات الإضاءة فيه ساعدتني في أول تصوير خارجي لي.',
    ],
    ['sada-shotgun-s1', 'FF-2026-000127', 4, 'صوت نقي ورفض ممتاز للضجيج، لكن واقي الرياح المرفق صغير على رياح الرياض.'],
    ['afaq-panel-60-bicolor', 'FF-2026-000142', 5, 'إضاءة ناعمة وألوان دقيقة، والبطارية تكفي مقابلة كاملة.'],
  ];
  for (const [product, order, rating, body] of own) {
    const placed = ORDERS.find((candidate) => candidate.number === order);
    reviews.push({
      product,
      user: DEMO_CUSTOMER_KEY,
      order,
      rating,
      body,
      status: 'published',
      createdAt: addDays(placed?.deliveredAt ?? REVIEWS_UNTIL, 3),
    });
  }
  const popular = [...PRODUCTS]
    .filter((product) => !['sarab-c8-cinema-camera', 'poster-shadows-of-sand'].includes(product.slug))
    .sort((a, b) => b.salesCount - a.salesCount)
    .slice(0, 24);
  const ratings = [5, 5, 5, 4, 4, 4, 3, 2] as const;
  for (const [index, reviewer] of REVIEWER_KEYS.entries()) {
    const user = USERS.find((candidate) => candidate.key === reviewer);
    const texts = user?.locale === 'en' ? ENGLISH : ARABIC;
    for (const product of random.shuffle(popular).slice(0, index < 2 ? 7 : 6)) {
      if (reviews.some((review) => review.product === product.slug && review.user === reviewer)) continue;
      const rating = random.pick(ratings);
      const from = Math.max(product.createdAt.getTime() + 86_400_000, riyadhTime('2026-06-01').getTime());
      const createdAt = new Date(from + (REVIEWS_UNTIL.getTime() - from) * random.next());
      reviews.push({
        product: product.slug,
        user: reviewer,
        order: null,
        rating,
        body: random.pick(texts[poolOf(product)][rating]),
        status: 'published',
        createdAt,
      });
    }
  }
  // the latest review waits for moderation
  const latest = reviews.reduce(
    (a, b) => (b.createdAt > a.createdAt && b.user !== DEMO_CUSTOMER_KEY ? b : a),
    itemAt(reviews, 3),
  );
  latest.status = 'pending';
  return reviews;
}
