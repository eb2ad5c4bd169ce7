import type { Localized } from '../../db/schema.ts';
import type { ProductShape } from '../images.ts';

export type CategorySeed = { slug: string; name: Localized; shape: ProductShape; children: CategoryChildSeed[] };
type CategoryChildSeed = { slug: string; name: Localized; shape: ProductShape };

const child = (slug: string, ar: string, en: string, shape: ProductShape): CategoryChildSeed => ({
  slug,
  name: { ar, en },
  shape,
});

const category = (
  slug: string,
  ar: string,
  en: string,
  shape: ProductShape,
  children: CategoryChildSeed[],
): CategorySeed => ({ slug, name: { ar, en }, shape, children });

export const CATEGORIES: CategorySeed[] = [
  category('cameras', 'الكاميرات', 'Cameras', 'camera', [
    child('cinema-cameras', 'كاميرات سينمائية', 'Cinema cameras', 'camera'),
    child('mirrorless-cameras', 'كاميرات بدون مرآة', 'Mirrorless cameras', 'camera'),
    child('action-cameras', 'كاميرات الحركة', 'Action cameras', 'camera'),
  ]),
  category('lenses', 'العدسات', 'Lenses', 'lens', [
    child('prime-lenses', 'عدسات ثابتة', 'Prime lenses', 'lens'),
    child('zoom-lenses', 'عدسات متغيرة البعد البؤري', 'Zoom lenses', 'lens'),
    child('anamorphic-lenses', 'عدسات أنامورفية', 'Anamorphic lenses', 'lens'),
  ]),
  category('lighting', 'الإضاءة', 'Lighting', 'light', [
    child('led-panels', 'ألواح وكشافات LED', 'LED panels and spotlights', 'light'),
    child('tube-lights', 'أنابيب الإضاءة', 'Tube lights', 'light'),
    child('light-modifiers', 'مشكّلات الضوء', 'Light modifiers', 'light'),
  ]),
  category('audio', 'الصوت', 'Audio', 'mic', [
    child('microphones', 'الميكروفونات', 'Microphones', 'mic'),
    child('recorders', 'المسجلات والملحقات', 'Recorders and accessories', 'recorder'),
    child('wireless-audio', 'الأنظمة اللاسلكية', 'Wireless systems', 'recorder'),
  ]),
  category('grip-support', 'الحوامل والتثبيت', 'Grip and support', 'tripod', [
    child('tripods', 'الحوامل الثلاثية', 'Tripods', 'tripod'),
    child('gimbals', 'مثبتات الحركة', 'Gimbals', 'tripod'),
    child('sliders-rigs', 'المنزلقات والهياكل', 'Sliders and rigs', 'tripod'),
  ]),
  category('books-merch', 'الكتب والهدايا', 'Books and merchandise', 'book', [
    child('film-books', 'كتب السينما', 'Film books', 'book'),
    child('apparel', 'الملابس', 'Apparel', 'tshirt'),
    child('posters-gifts', 'الملصقات والهدايا', 'Posters and gifts', 'poster'),
  ]),
];

export type BrandSeed = {
  slug: string;
  monogram: string;
  name: Localized;
  description: Localized;
  /** The key of the exhibitor (content/exhibition.ts) that makes the brand. */
  exhibitor?: string;
};

// Fictional brands.
export const BRANDS: BrandSeed[] = [
  {
    slug: 'sarab-cine',
    exhibitor: 'sarab-cine',
    monogram: 'SC',
    name: { ar: 'سراب سيني', en: 'Sarab Cine' },
    description: {
      ar: 'كاميرات سينمائية رقمية مصممة للتصوير في الحرارة والغبار.',
      en: 'Digital cinema cameras designed to shoot in heat and dust.',
    },
  },
  {
    slug: 'najm-optics',
    exhibitor: 'najm-optics',
    monogram: 'NO',
    name: { ar: 'نجم للبصريات', en: 'Najm Optics' },
    description: {
      ar: 'عدسات سينمائية ثابتة ومتغيرة وأنامورفية بطابع دافئ.',
      en: 'Cinema primes, zooms and anamorphics with a warm character.',
    },
  },
  {
    slug: 'afaq-lighting',
    exhibitor: 'afaq-lighting',
    monogram: 'AL',
    name: { ar: 'آفاق للإضاءة', en: 'Afaq Lighting' },
    description: {
      ar: 'وحدات إضاءة LED دقيقة الألوان ومشكلات ضوء للاستوديو والموقع.',
      en: 'Colour-accurate LED lights and modifiers for studio and location.',
    },
  },
  {
    slug: 'sada-audio',
    exhibitor: 'sada-audio',
    monogram: 'SA',
    name: { ar: 'صدى للصوتيات', en: 'Sada Audio' },
    description: {
      ar: 'ميكروفونات ومسجلات وأنظمة لاسلكية لتسجيل الصوت في الموقع.',
      en: 'Microphones, recorders and wireless systems for location sound.',
    },
  },
  {
    slug: 'rakeeza',
    exhibitor: 'rakeeza-grip',
    monogram: 'RK',
    name: { ar: 'ركيزة', en: 'Rakeeza' },
    description: {
      ar: 'حوامل ثلاثية وعربات تصوير ومعدات تثبيت متينة.',
      en: 'Sturdy tripods, dollies and grip equipment.',
    },
  },
  {
    slug: 'qamra',
    monogram: 'QM',
    name: { ar: 'قمرة', en: 'Qamra' },
    description: {
      ar: 'كاميرات بدون مرآة وكاميرات حركة لصنّاع المحتوى والأفلام.',
      en: 'Mirrorless and action cameras for creators and filmmakers.',
    },
  },
  {
    slug: 'kuthban',
    monogram: 'KT',
    name: { ar: 'كثبان', en: 'Kuthban' },
    description: {
      ar: 'مثبتات حركة ومنزلقات وهياكل كتف لحركة كاميرا سلسة.',
      en: 'Gimbals, sliders and shoulder rigs for smooth camera movement.',
    },
  },
  {
    slug: 'nakhla-press',
    monogram: 'NP',
    name: { ar: 'دار نخلة للنشر', en: 'Nakhla Press' },
    description: {
      ar: 'دار نشر متخصصة في كتب السينما وصناعة الأفلام باللغتين.',
      en: 'A publisher of books on cinema and filmmaking in Arabic and English.',
    },
  },
  {
    slug: 'khayal',
    monogram: 'KH',
    name: { ar: 'خيال', en: 'Khayal' },
    description: {
      ar: 'ملابس قطنية بتصاميم مستوحاة من السينما.',
      en: 'Cotton apparel with cinema-inspired designs.',
    },
  },
  {
    slug: 'manshour',
    monogram: 'MS',
    name: { ar: 'منشور', en: 'Manshour' },
    description: {
      ar: 'ملصقات أفلام وهدايا تذكارية مطبوعة بعناية.',
      en: 'Carefully printed film posters and keepsakes.',
    },
  },
];
