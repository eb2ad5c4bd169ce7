import type { Localized } from '../../db/schema.ts';

type CitySeed = { key: string; name: Localized; districts?: Localized[] };
type CountrySeed = { code: string; name: Localized; cities: CitySeed[] };

const city = (key: string, ar: string, en: string, districts?: [string, string][]): CitySeed => ({
  key,
  name: { ar, en },
  ...(districts ? { districts: districts.map(([dAr, dEn]) => ({ ar: dAr, en: dEn })) } : {}),
});

const country = (code: string, ar: string, en: string, cities: CitySeed[]): CountrySeed => ({
  code,
  name: { ar, en },
  cities,
});

export const COUNTRIES: CountrySeed[] = [
  country('SA', 'المملكة العربية السعودية', 'Saudi Arabia', [
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
  ]),
  country('AE', 'الإمارات العربية المتحدة', 'United Arab Emirates', [
    city('dubai', 'دبي', 'Dubai'),
    city('abu-dhabi', 'أبوظبي', 'Abu Dhabi'),
    city('sharjah', 'الشارقة', 'Sharjah'),
  ]),
  country('EG', 'مصر', 'Egypt', [
    city('cairo', 'القاهرة', 'Cairo'),
    city('alexandria', 'الإسكندرية', 'Alexandria'),
    city('giza', 'الجيزة', 'Giza'),
  ]),
  country('KW', 'الكويت', 'Kuwait', [
    city('kuwait-city', 'مدينة الكويت', 'Kuwait City'),
    city('hawalli', 'حولي', 'Hawalli'),
  ]),
  country('BH', 'البحرين', 'Bahrain', [city('manama', 'المنامة', 'Manama'), city('muharraq', 'المحرق', 'Muharraq')]),
  country('QA', 'قطر', 'Qatar', [city('doha', 'الدوحة', 'Doha'), city('al-wakrah', 'الوكرة', 'Al Wakrah')]),
  country('OM', 'عُمان', 'Oman', [city('muscat', 'مسقط', 'Muscat'), city('salalah', 'صلالة', 'Salalah')]),
  country('JO', 'الأردن', 'Jordan', [
    city('amman', 'عمّان', 'Amman'),
    city('irbid', 'إربد', 'Irbid'),
    city('aqaba', 'العقبة', 'Aqaba'),
  ]),
];
