import type { Localized } from '../../db/schema.ts';

type CitySeed = { key: string; name: Localized; districts?: Localized[] };
type CountrySeed = { code: string; name: Localized; cities: CitySeed[] };

const city = (key: string, ar: string, en: string, districts?: [string, string][]): CitySeed => ({
  key,
  name: { ar, en },
  ...(districts ? { districts: districts.map(([dAr, dEn]) => ({ ar: dAr, en: dEn })) } : {}),
});

export const COUNTRIES: CountrySeed[] = [
  {
    code: 'SA',
    name: { ar: 'المملكة العربية السعودية', en: 'Saudi Arabia' },
    cities: [
      city('riyadh', 'الرياض', 'Riyadh', [
        ['العليا', 'Al Olaya'],
        ['الياسمين', 'Al Yasmin'],
        ['الملقا', 'Al Malqa'],
        ['حطين', 'Hittin'],
        ['النرجس', 'Al Narjis'],
        ['الصحافة', 'Al Sahafa'],
        ['النخيل', 'Al Nakheel'],
        ['الورود', 'Al Wurud'],
        ['المربع', 'Al Murabba'],
        ['قرطبة', 'Qurtubah'],
        ['العقيق', 'Al Aqiq'],
      ]),
      city('jeddah', 'جدة', 'Jeddah', [
        ['الروضة', 'Al Rawdah'],
        ['الشاطئ', 'Al Shati'],
        ['الحمراء', 'Al Hamra'],
        ['الزهراء', 'Al Zahra'],
        ['السلامة', 'Al Salamah'],
        ['أبحر الشمالية', 'Obhur Al Shamaliyah'],
        ['البلد', 'Al Balad'],
        ['النعيم', 'Al Naeem'],
      ]),
      city('makkah', 'مكة المكرمة', 'Makkah'),
      city('madinah', 'المدينة المنورة', 'Madinah'),
      city('dammam', 'الدمام', 'Dammam'),
      city('khobar', 'الخبر', 'Al Khobar'),
      city('dhahran', 'الظهران', 'Dhahran'),
      city('taif', 'الطائف', 'Taif'),
      city('abha', 'أبها', 'Abha'),
      city('tabuk', 'تبوك', 'Tabuk'),
      city('buraydah', 'بريدة', 'Buraydah'),
      city('alula', 'العلا', 'AlUla'),
      city('hail', 'حائل', 'Hail'),
      city('jazan', 'جازان', 'Jazan'),
      city('ahsa', 'الأحساء', 'Al Ahsa'),
    ],
  },
  {
    code: 'AE',
    name: { ar: 'الإمارات العربية المتحدة', en: 'United Arab Emirates' },
    cities: [
      city('dubai', 'دبي', 'Dubai'),
      city('abu-dhabi', 'أبوظبي', 'Abu Dhabi'),
      city('sharjah', 'الشارقة', 'Sharjah'),
    ],
  },
  {
    code: 'EG',
    name: { ar: 'مصر', en: 'Egypt' },
    cities: [
      city('cairo', 'القاهرة', 'Cairo'),
      city('alexandria', 'الإسكندرية', 'Alexandria'),
      city('giza', 'الجيزة', 'Giza'),
    ],
  },
  {
    code: 'KW',
    name: { ar: 'الكويت', en: 'Kuwait' },
    cities: [city('kuwait-city', 'مدينة الكويت', 'Kuwait City'), city('hawalli', 'حولي', 'Hawalli')],
  },
  {
    code: 'BH',
    name: { ar: 'البحرين', en: 'Bahrain' },
    cities: [city('manama', 'المنامة', 'Manama'), city('muharraq', 'المحرق', 'Muharraq')],
  },
  {
    code: 'QA',
    name: { ar: 'قطر', en: 'Qatar' },
    cities: [city('doha', 'الدوحة', 'Doha'), city('al-wakrah', 'الوكرة', 'Al Wakrah')],
  },
  {
    code: 'OM',
    name: { ar: 'عُمان', en: 'Oman' },
    cities: [city('muscat', 'مسقط', 'Muscat'), city('salalah', 'صلالة', 'Salalah')],
  },
  {
    code: 'JO',
    name: { ar: 'الأردن', en: 'Jordan' },
    cities: [city('amman', 'عمّان', 'Amman'), city('irbid', 'إربد', 'Irbid'), city('aqaba', 'العقبة', 'Aqaba')],
  },
];
