import type { Localized } from '../../db/schema.ts';

export type EventSeed = {
  key: string;
  title: Localized;
  description: Localized;
  venue: Localized;
  address: Localized;
  latitude: number;
  longitude: number;
  /** Riyadh wall-clock times, 'YYYY-MM-DD HH:MM'. */
  starts: string;
  ends: string;
};

// Three events already happened by late November 2026; the rest lead up to, run beside and follow the forum.
export const EVENTS: EventSeed[] = [
  {
    key: 'jeddah-short-film-night',
    title: { ar: 'ليلة الأفلام القصيرة في جدة التاريخية', en: 'Short Film Night in Historic Jeddah' },
    description: {
      ar: 'عرض مفتوح لمجموعة من الأفلام القصيرة السعودية في ساحة بين البيوت التاريخية، يليه لقاء مع المخرجين.\n\nالدخول مجاني والمقاعد بحسب أسبقية الحضور.',
      en: 'An open-air screening of Saudi short films in a square among the historic houses, followed by a meeting with the directors.\n\nFree entry, seats on a first-come basis.',
    },
    venue: { ar: 'ساحة البلد الثقافية', en: 'Al Balad Cultural Square' },
    address: { ar: 'شارع الذهب، حي البلد، جدة', en: 'Al Thahab Street, Al Balad, Jeddah' },
    latitude: 21.4858,
    longitude: 39.1925,
    starts: '2026-09-24 19:30',
    ends: '2026-09-24 23:00',
  },
  {
    key: 'dammam-screenwriters',
    title: { ar: 'ملتقى كتّاب السيناريو في الدمام', en: 'Screenwriters’ Meetup in Dammam' },
    description: {
      ar: 'أمسية لكتّاب السيناريو في المنطقة الشرقية تتضمن قراءة حية لثلاثة مشاهد وجلسة ملاحظات مع كتّاب محترفين.\n\nمناسبة لمن يعمل على نص طويل أو قصير ويرغب في سماعه بصوت الممثلين.',
      en: 'An evening for screenwriters in the Eastern Province with live readings of three scenes and a notes session with professional writers.\n\nIdeal if you are working on a feature or short script and want to hear it read by actors.',
    },
    venue: { ar: 'مركز الشاطئ الثقافي', en: 'Corniche Cultural Centre' },
    address: { ar: 'طريق الخليج، حي الشاطئ، الدمام', en: 'Gulf Road, Al Shati, Dammam' },
    latitude: 26.4412,
    longitude: 50.1106,
    starts: '2026-10-15 17:00',
    ends: '2026-10-15 21:00',
  },
  {
    key: 'alula-under-the-stars',
    title: { ar: 'سينما تحت النجوم في العلا', en: 'Cinema Under the Stars in AlUla' },
    description: {
      ar: 'عرض سينمائي في الهواء الطلق بين الصخور، لفيلم كلاسيكي مرمم بمرافقة موسيقية حية.\n\nتتوفر حافلات من البلدة القديمة قبل العرض بساعة.',
      en: 'An open-air screening among the rocks of a restored classic with a live musical accompaniment.\n\nShuttle buses leave the old town an hour before the screening.',
    },
    venue: { ar: 'مسرح الصخور المفتوح', en: 'Rock Valley Open-Air Theatre' },
    address: { ar: 'طريق البلدة القديمة، العلا', en: 'Old Town Road, AlUla' },
    latitude: 26.617,
    longitude: 37.915,
    starts: '2026-11-06 19:00',
    ends: '2026-11-06 23:00',
  },
  {
    key: 'abha-mountain-shoot',
    title: { ar: 'الملتقى في جولة: يوم تصوير في جبال أبها', en: 'Forum on Tour: A Shooting Day in the Abha Mountains' },
    description: {
      ar: 'يوم تطبيقي في الهواء الطلق يتعلم فيه المشاركون التصوير في الضباب وتقلبات الضوء الجبلي، بإشراف مديري تصوير محترفين.\n\nيشمل اليوم النقل من وسط أبها ووجبة الغداء.',
      en: 'A practical day outdoors learning to shoot in fog and changing mountain light, guided by professional cinematographers.\n\nTransport from central Abha and lunch are included.',
    },
    venue: { ar: 'منتزه السودة الجبلي', en: 'Al Soudah Mountain Park' },
    address: { ar: 'طريق السودة، أبها', en: 'Al Soudah Road, Abha' },
    latitude: 18.2703,
    longitude: 42.3686,
    starts: '2026-12-10 09:00',
    ends: '2026-12-10 17:00',
  },
  {
    key: 'poster-exhibition',
    title: { ar: 'معرض ملصقات الأفلام السعودية', en: 'Saudi Film Poster Exhibition' },
    description: {
      ar: 'أكثر من مئة ملصق لأفلام سعودية وعربية، من ملصقات العروض الأولى المرسومة باليد إلى التصاميم الرقمية الحديثة.\n\nيفتح المعرض يوميًا من الرابعة عصرًا حتى العاشرة مساءً.',
      en: 'More than a hundred posters of Saudi and Arab films, from hand-painted premiere posters to modern digital designs.\n\nOpen daily from 4 pm to 10 pm.',
    },
    venue: { ar: 'غاليري المربع', en: 'Al Murabba Gallery' },
    address: { ar: 'شارع الملك فيصل، حي المربع، الرياض', en: 'King Faisal Street, Al Murabba, Riyadh' },
    latitude: 24.6471,
    longitude: 46.7105,
    starts: '2027-01-14 16:00',
    ends: '2027-01-28 22:00',
  },
  {
    key: '48-hour-challenge',
    title: { ar: 'تحدي الفيلم في 48 ساعة', en: '48-Hour Film Challenge' },
    description: {
      ar: 'تحصل الفرق على موضوع وشخصية وجملة حوار، ولديها ثمانٍ وأربعون ساعة لكتابة فيلم قصير وتصويره ومونتاجه.\n\nتُعرض الأفلام الفائزة في الملتقى، ويحصل الفريق الأول على منحة إنتاج.',
      en: 'Teams receive a theme, a character and a line of dialogue, and have forty-eight hours to write, shoot and edit a short film.\n\nThe winning films screen at the forum, and the top team receives a production grant.',
    },
    venue: { ar: 'مختبر الإبداع', en: 'Creative Lab' },
    address: { ar: 'طريق الأمير تركي الأول، حي حطين، الرياض', en: 'Prince Turki I Road, Hittin, Riyadh' },
    latitude: 24.7591,
    longitude: 46.5983,
    starts: '2027-01-21 18:00',
    ends: '2027-01-23 18:00',
  },
  {
    key: 'speakers-welcome',
    title: { ar: 'أمسية الترحيب بالمتحدثين', en: 'Speakers’ Welcome Evening' },
    description: {
      ar: 'أمسية تعارف قبل افتتاح الملتقى تجمع المتحدثين والعارضين والرعاة، بحضور فرقة موسيقية تقليدية.\n\nالحضور بدعوة.',
      en: 'A get-together on the eve of the forum for speakers, exhibitors and sponsors, with a traditional music ensemble.\n\nBy invitation.',
    },
    venue: { ar: 'فندق نخلة الرياض', en: 'Nakhla Riyadh Hotel' },
    address: { ar: 'طريق الملك فهد، حي الصحافة، الرياض', en: 'King Fahd Road, Al Sahafa, Riyadh' },
    latitude: 24.7993,
    longitude: 46.6425,
    starts: '2027-02-15 19:00',
    ends: '2027-02-15 22:00',
  },
  {
    key: 'short-film-awards',
    title: { ar: 'حفل جوائز الأفلام القصيرة', en: 'Short Film Awards Night' },
    description: {
      ar: 'تُعلن فيه نتائج مسابقة الأفلام القصيرة في فئات الروائي والوثائقي والرسوم المتحركة، وتُعرض مقتطفات من الأفلام الفائزة.\n\nالحضور مفتوح لحاملي بطاقات الملتقى.',
      en: 'The short film competition results are announced in fiction, documentary and animation, with clips from the winning films.\n\nOpen to forum badge holders.',
    },
    venue: { ar: 'مركز الواحة للمعارض والمؤتمرات', en: 'Al Waha Exhibition & Convention Centre' },
    address: { ar: 'طريق الملك عبدالعزيز، حي الياسمين، الرياض', en: 'King Abdulaziz Road, Al Yasmin, Riyadh' },
    latitude: 24.8163,
    longitude: 46.7011,
    starts: '2027-02-17 20:00',
    ends: '2027-02-17 23:00',
  },
  {
    key: 'studio-tour',
    title: { ar: 'جولة في استوديوهات راوي', en: 'Studio Tour: Rawi Studios' },
    description: {
      ar: 'جولة خلف الكواليس في مسارح التصوير وورش الديكور وغرف المونتاج، مع فريق الاستوديو.\n\nالعدد محدود بثلاثين مشاركًا، والتسجيل عبر الموقع.',
      en: 'A behind-the-scenes tour of the sound stages, set workshops and edit suites, with the studio team.\n\nLimited to thirty people; register on the website.',
    },
    venue: { ar: 'استوديوهات راوي', en: 'Rawi Studios' },
    address: { ar: 'الطريق الدائري الغربي، حي العقيق، الرياض', en: 'Western Ring Road, Al Aqiq, Riyadh' },
    latitude: 24.7728,
    longitude: 46.6105,
    starts: '2027-02-19 10:00',
    ends: '2027-02-19 13:00',
  },
  {
    key: 'khobar-open-air',
    title: { ar: 'عروض الكورنيش المفتوحة في الخبر', en: 'Corniche Open-Air Screenings in Al Khobar' },
    description: {
      ar: 'تنتقل أفلام الملتقى إلى واجهة الخبر البحرية في ثلاث ليالٍ من العروض العائلية المجانية.\n\nأحضر بساطك، وستجد المشروبات والوجبات الخفيفة في المكان.',
      en: 'Films from the forum travel to Al Khobar’s seafront for three nights of free family screenings.\n\nBring a blanket; drinks and snacks are available on site.',
    },
    venue: { ar: 'واجهة الخبر البحرية', en: 'Al Khobar Waterfront' },
    address: { ar: 'طريق الكورنيش، حي الكورنيش، الخبر', en: 'Corniche Road, Al Corniche, Al Khobar' },
    latitude: 26.2932,
    longitude: 50.22,
    starts: '2027-03-11 19:30',
    ends: '2027-03-13 23:00',
  },
];
