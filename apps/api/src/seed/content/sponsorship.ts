import type { Localized } from '../../db/schema.ts';

export type SponsorshipPackageSeed = {
  name: Localized;
  description: Localized;
  priceRiyals: number;
  slots: number;
  color: string;
  isFeatured: boolean;
  benefits: Localized[];
};

const b = (ar: string, en: string): Localized => ({ ar, en });

export const SPONSORSHIP_PACKAGES: SponsorshipPackageSeed[] = [
  {
    name: { ar: 'الشريك الاستراتيجي', en: 'Strategic Partner' },
    description: {
      ar: 'شراكة حصرية تضع اسمك إلى جانب اسم الملتقى في كل مكان، مع أوسع حضور في القاعات والمعرض والإعلام.',
      en: 'An exclusive partnership that puts your name beside the forum’s everywhere, with the widest presence in the halls, the exhibition and the media.',
    },
    priceRiyals: 1_500_000,
    slots: 1,
    color: '#0b2a5b',
    isFeatured: true,
    benefits: [
      b('ظهور الشعار مع شعار الملتقى في جميع المواد', 'Logo alongside the forum’s on all materials'),
      b('تسمية المسرح الرئيسي باسم الشريك', 'Naming rights to the Main Theatre'),
      b('كلمة في حفل الافتتاح', 'A speech at the opening ceremony'),
      b('جناح مميز بمساحة 144 مترًا مربعًا', 'A premium 144 m² booth'),
      b('رعاية عرض الافتتاح والختام', 'Sponsorship of the opening and closing galas'),
      b('عشرون دعوة لأمسية الترحيب بالمتحدثين', 'Twenty invitations to the speakers’ welcome evening'),
      b('حملة مشتركة على حسابات التواصل الاجتماعي', 'A joint campaign on social media'),
      b('تقرير مفصل عن الحضور والانتشار بعد الملتقى', 'A detailed attendance and reach report after the forum'),
    ],
  },
  {
    name: { ar: 'الراعي البلاتيني', en: 'Platinum Sponsor' },
    description: {
      ar: 'حضور بارز في أيام الملتقى الثلاثة مع رعاية أحد المسارات الخمسة.',
      en: 'A prominent presence across all three days, with sponsorship of one of the five tracks.',
    },
    priceRiyals: 750_000,
    slots: 2,
    color: '#8a9bb0',
    isFeatured: true,
    benefits: [
      b('رعاية أحد مسارات المؤتمر', 'Sponsorship of one conference track'),
      b('الشعار على الشاشات بين الجلسات', 'Logo on screens between sessions'),
      b('جناح بمساحة 72 مترًا مربعًا', 'A 72 m² booth'),
      b('رعاية إحدى ورش العمل', 'Sponsorship of one workshop'),
      b('عشر دعوات لأمسية الترحيب بالمتحدثين', 'Ten invitations to the speakers’ welcome evening'),
      b('منشورات مخصصة على حسابات الملتقى', 'Dedicated posts on the forum’s accounts'),
      b('الشعار في الإعلان الرسمي', 'Logo in the official trailer'),
    ],
  },
  {
    name: { ar: 'الراعي الذهبي', en: 'Gold Sponsor' },
    description: {
      ar: 'ظهور واضح في المعرض والمواد المطبوعة مع رعاية جلسة من اختيارك.',
      en: 'Clear visibility in the exhibition and printed materials, with a session of your choice.',
    },
    priceRiyals: 400_000,
    slots: 4,
    color: '#f2b134',
    isFeatured: false,
    benefits: [
      b('رعاية جلسة من اختيار الراعي', 'Sponsorship of a session of your choice'),
      b('جناح بمساحة 36 مترًا مربعًا', 'A 36 m² booth'),
      b('الشعار في الدليل المطبوع والتطبيق', 'Logo in the printed guide and the app'),
      b('ست دعوات لأمسية الترحيب بالمتحدثين', 'Six invitations to the speakers’ welcome evening'),
      b('منشور تعريفي على حسابات الملتقى', 'An introductory post on the forum’s accounts'),
      b('أولوية في لقاءات سوق الأفلام', 'Priority in film market meetings'),
    ],
  },
  {
    name: { ar: 'الراعي الفضي', en: 'Silver Sponsor' },
    description: {
      ar: 'حضور في المعرض والموقع الإلكتروني بتكلفة مناسبة للشركات المتوسطة.',
      en: 'A presence in the exhibition and on the website at a cost suited to mid-sized companies.',
    },
    priceRiyals: 200_000,
    slots: 6,
    color: '#b8c2cc',
    isFeatured: false,
    benefits: [
      b('جناح بمساحة 30 مترًا مربعًا', 'A 30 m² booth'),
      b('الشعار في صفحة الرعاة على الموقع', 'Logo on the website’s sponsors page'),
      b('الشعار في الدليل المطبوع', 'Logo in the printed guide'),
      b('أربع دعوات لأمسية الترحيب بالمتحدثين', 'Four invitations to the speakers’ welcome evening'),
      b('إدراج في النشرة البريدية للملتقى', 'A mention in the forum newsletter'),
    ],
  },
  {
    name: { ar: 'الداعم', en: 'Supporter' },
    description: {
      ar: 'الباقة الأنسب للشركات الناشئة والجهات التي تريد دعم السينما المستقلة.',
      en: 'The right package for start-ups and organisations that want to support independent film.',
    },
    priceRiyals: 75_000,
    slots: 10,
    color: '#e8492a',
    isFeatured: false,
    benefits: [
      b('الشعار في صفحة الرعاة على الموقع', 'Logo on the website’s sponsors page'),
      b('دعوتان لأمسية الترحيب بالمتحدثين', 'Two invitations to the speakers’ welcome evening'),
      b('رعاية أحد برنامجي الأفلام القصيرة', 'Sponsorship of one of the short film programmes'),
      b('شكر في حفل الختام', 'Thanks at the closing ceremony'),
      b('عشر بطاقات دخول للموظفين', 'Ten staff badges'),
    ],
  },
];
