import type { Localized } from '../../db/schema.ts';

export type ExhibitorCategoryKey =
  | 'studios'
  | 'equipment'
  | 'post'
  | 'distribution'
  | 'education'
  | 'funds'
  | 'services';

export const EXHIBITOR_CATEGORIES: { key: ExhibitorCategoryKey; name: Localized }[] = [
  { key: 'studios', name: { ar: 'استوديوهات الإنتاج', en: 'Production studios' } },
  { key: 'equipment', name: { ar: 'المعدات والتقنية', en: 'Equipment and technology' } },
  { key: 'post', name: { ar: 'ما بعد الإنتاج والمؤثرات', en: 'Post-production and VFX' } },
  { key: 'distribution', name: { ar: 'التوزيع والمنصات', en: 'Distribution and streaming' } },
  { key: 'education', name: { ar: 'التعليم والتدريب', en: 'Education and training' } },
  { key: 'funds', name: { ar: 'الصناديق وبرامج الدعم', en: 'Funds and support programmes' } },
  { key: 'services', name: { ar: 'خدمات الإنتاج ومواقع التصوير', en: 'Production services and locations' } },
];

/** Both halls sit on one floor plan; 1 unit = 1 metre, origin at the top-left corner of hall A. */
export const EXHIBITION_HALLS = [
  { code: 'A', name: { ar: 'القاعة أ', en: 'Hall A' }, x: 0, y: 0, width: 60, height: 40 },
  { code: 'B', name: { ar: 'القاعة ب', en: 'Hall B' }, x: 66, y: 0, width: 50, height: 40 },
] as const;

export type BoothSeed = { hall: 'A' | 'B'; code: string; x: number; y: number; width: number; height: number };

/**
 * Hall A: 6 columns x 4 rows of 6x5 m booths, back to back in two blocks with a central aisle;
 * hall B: 3 columns x 4 rows of larger 12x6 m booths. The lower part of each hall stays open
 * for the entrance, the shop corner and the stage.
 */
export function layOutBooths(): BoothSeed[] {
  const booths: BoothSeed[] = [];
  const grid = (hall: 'A' | 'B', columns: number[], rows: number[], width: number, height: number) => {
    let n = 0;
    for (const y of rows) {
      for (const x of columns) {
        n += 1;
        booths.push({ hall, code: `${hall}-${String(n).padStart(2, '0')}`, x, y, width, height });
      }
    }
  };
  grid('A', [3, 12, 21, 30, 39, 48], [4, 9, 20, 25], 6, 5);
  grid('B', [70, 85, 100], [4, 10, 20, 26], 12, 6);
  return booths;
}

export type ExhibitorSeed = {
  key: string;
  booth: string;
  category: ExhibitorCategoryKey;
  country: string;
  monogram: string;
  name: Localized;
  description: Localized;
  domain: string;
  telephone: string;
};

type Row = [
  key: string,
  booth: string,
  category: ExhibitorCategoryKey,
  country: string,
  telephone: string,
  name: [ar: string, en: string],
  description: [ar: string, en: string],
];

// Fictional companies. Several Arabic names carry hamza forms, taa marbuta and alef maqsura on
// purpose, so that search normalisation has something to prove itself on.
const ROWS: Row[] = [
  [
    'rawi-studios',
    'B-01',
    'studios',
    'SA',
    '+966115550201',
    ['استوديوهات راوي', 'Rawi Studios'],
    [
      'استوديو إنتاج سعودي يطوّر وينتج أفلامًا روائية ومسلسلات درامية تنطلق من الحكاية المحلية، ويملك مسرحَي تصوير مجهزين في الرياض.',
      'A Saudi studio developing and producing feature films and drama series rooted in local stories, with two fully equipped sound stages in Riyadh.',
    ],
  ],
  [
    'cinema-production-foundation',
    'B-02',
    'studios',
    'SA',
    '+966115550202',
    ['مؤسسة الإنتاج السينمائي', 'Cinema Production Foundation'],
    [
      'مؤسسة متخصصة في الإنتاج التنفيذي للأفلام المحلية والأجنبية المصوَّرة في المملكة، من استخراج التصاريح إلى إدارة فرق العمل.',
      'A production services company handling line production for local and international films shot in the Kingdom, from permits to crew management.',
    ],
  ],
  [
    'al-ruaa-studio',
    'A-01',
    'studios',
    'SA',
    '+966125550203',
    ['استوديو الرؤى', 'Al Ruaa Studio'],
    [
      'استوديو مستقل في جدة يصنع الأفلام القصيرة والإعلانات ذات الطابع السينمائي، ويحتضن مخرجين في بداية طريقهم.',
      'An independent Jeddah studio making short films and cinematic commercials, and a home for directors at the start of their careers.',
    ],
  ],
  [
    'oasis-productions',
    'A-02',
    'studios',
    'AE',
    '+97145550204',
    ['إنتاجات الواحة', 'Oasis Productions'],
    [
      'شركة إنتاج إماراتية تنتج أفلامًا عائلية ومسلسلات رسوم متحركة للجمهور الخليجي.',
      'An Emirati production company making family films and animated series for Gulf audiences.',
    ],
  ],
  [
    'hara-films',
    'A-03',
    'studios',
    'SA',
    '+966145550205',
    ['أفلام الحارة', 'Hara Films'],
    [
      'شركة ناشئة من المدينة المنورة تنتج أفلامًا منخفضة التكلفة بروح الحي وحكاياته.',
      'A young Madinah company producing low-budget films with the spirit and stories of the neighbourhood.',
    ],
  ],
  [
    'sarab-cine',
    'B-03',
    'equipment',
    'SA',
    '+966115550206',
    ['سراب سيني للكاميرات', 'Sarab Cine Cameras'],
    [
      'تصمم كاميرات سينمائية رقمية وملحقاتها، وتعرض في الملتقى طرازها الجديد بمستشعر كامل الإطار.',
      'Designs digital cinema cameras and accessories, and shows its new full-frame model at the forum.',
    ],
  ],
  [
    'najm-optics',
    'B-04',
    'equipment',
    'SA',
    '+966115550207',
    ['نجم للبصريات', 'Najm Optics'],
    [
      'مصنع عدسات سينمائية ثابتة ومتغيرة البعد البؤري، تشتهر عدساته الأنامورفية بتوهجها الدافئ.',
      'A maker of cinema prime and zoom lenses whose anamorphic range is known for its warm flares.',
    ],
  ],
  [
    'afaq-lighting',
    'A-04',
    'equipment',
    'SA',
    '+966135550208',
    ['إضاءة آفاق', 'Afaq Lighting'],
    [
      'تصنع وحدات إضاءة LED للتصوير بألوان دقيقة، وتقدّم حلولًا لإضاءة المواقع الخارجية في الحر الشديد.',
      'Builds colour-accurate LED lights for film, with solutions for lighting exterior locations in extreme heat.',
    ],
  ],
  [
    'sada-audio',
    'A-05',
    'equipment',
    'AE',
    '+97145550209',
    ['صدى للصوتيات', 'Sada Audio'],
    [
      'ميكروفونات ومسجلات صوت ميدانية مصممة لظروف المنطقة، من غبار الصحراء إلى رطوبة السواحل.',
      'Microphones and field recorders designed for the region’s conditions, from desert dust to coastal humidity.',
    ],
  ],
  [
    'rakeeza-grip',
    'A-07',
    'equipment',
    'SA',
    '+966115550210',
    ['ركيزة للمعدات', 'Rakeeza Grip'],
    [
      'حوامل ومثبتات حركة ومنزلقات وعربات تصوير، مع خدمة تأجير وصيانة في الرياض وجدة.',
      'Tripods, gimbals, sliders and dollies, with rental and maintenance in Riyadh and Jeddah.',
    ],
  ],
  [
    'nordljus-lighting',
    'A-08',
    'equipment',
    'SE',
    '+4685550211',
    ['نوردليس للإضاءة', 'Nordljus Lighting'],
    [
      'شركة سويدية لتأجير الإضاءة وتوفير فرقها، عملت في إنتاجات كبرى في أوروبا والشرق الأوسط.',
      'A Swedish lighting rental and crew company that has worked on major productions in Europe and the Middle East.',
    ],
  ],
  [
    'mada-vfx',
    'B-05',
    'post',
    'SA',
    '+966115550212',
    ['مدى للمؤثرات البصرية', 'Mada VFX'],
    [
      'استوديو مؤثرات بصرية سعودي يعمل على الأفلام والمسلسلات والإعلانات، من التخطيط المسبق إلى اللقطة النهائية.',
      'A Saudi visual effects studio working on films, series and commercials, from previs to final shot.',
    ],
  ],
  [
    'pixel-monsoon',
    'A-09',
    'post',
    'IN',
    '+912255550213',
    ['بيكسل مونسون', 'Pixel Monsoon'],
    [
      'استوديو مؤثرات هندي بفرق في مومباي ودبي، متخصص في البيئات الرقمية والحشود.',
      'An Indian effects studio with teams in Mumbai and Dubai, specialising in digital environments and crowds.',
    ],
  ],
  [
    'colour-lab',
    'A-10',
    'post',
    'SA',
    '+966115550214',
    ['مختبر اللون', 'Colour Lab Riyadh'],
    [
      'صالة لتصحيح الألوان ومراجعة النسخ النهائية بمعايير العرض السينمائي والمنصات.',
      'A grading suite for colour and final deliverables to cinema and streaming standards.',
    ],
  ],
  [
    'aether-sound',
    'A-11',
    'post',
    'DE',
    '+49305550215',
    ['استوديو الأثير للصوت', 'Aether Sound Studio'],
    [
      'استوديو ألماني لتصميم الصوت والمكساج بصيغ الصوت المحيطي، يفتتح قريبًا فرعًا في الرياض.',
      'A German sound design and mixing studio working in immersive formats, opening a Riyadh branch soon.',
    ],
  ],
  [
    'marsa-distribution',
    'B-06',
    'distribution',
    'AE',
    '+97125550216',
    ['مرسى للتوزيع السينمائي', 'Marsa Film Distribution'],
    [
      'توزّع الأفلام العربية والأجنبية في صالات الخليج، وتدير حملات إطلاقها التسويقية.',
      'Distributes Arab and international films to Gulf cinemas and runs their release campaigns.',
    ],
  ],
  [
    'streamhouse',
    'A-12',
    'distribution',
    'US',
    '+12125550217',
    ['ستريم هاوس', 'StreamHouse'],
    [
      'منصة بث عالمية تبحث عن أفلام ومسلسلات عربية أصلية، ويلتقي فريقها بالمنتجين طوال أيام الملتقى.',
      'A global streaming service looking for original Arab films and series; its team meets producers throughout the forum.',
    ],
  ],
  [
    'lagos-reel',
    'A-14',
    'distribution',
    'NG',
    '+23415550218',
    ['لاغوس ريل للتوزيع', 'Lagos Reel Distribution'],
    [
      'شركة توزيع نيجيرية تربط السينما الإفريقية بجمهور الشرق الأوسط.',
      'A Nigerian distributor connecting African cinema with Middle Eastern audiences.',
    ],
  ],
  [
    'itlala',
    'A-15',
    'distribution',
    'SA',
    '+966115550219',
    ['منصة إطلالة', 'Itlala Streaming'],
    [
      'منصة سعودية لبث الأفلام القصيرة والوثائقية، تمنح صنّاعها حصة عادلة من العائدات.',
      'A Saudi streaming platform for shorts and documentaries that gives filmmakers a fair share of revenue.',
    ],
  ],
  [
    'visual-arts-academy',
    'B-07',
    'education',
    'SA',
    '+966115550220',
    ['أكاديمية الفنون البصرية', 'Visual Arts Academy'],
    [
      'أكاديمية تقدم برامج دبلوم في الإخراج والتصوير والمونتاج، بالشراكة مع مدارس سينما دولية.',
      'An academy offering diplomas in directing, cinematography and editing, in partnership with international film schools.',
    ],
  ],
  [
    'petra-arts',
    'A-16',
    'education',
    'JO',
    '+96265550221',
    ['معهد البتراء للفنون', 'Petra Arts Institute'],
    [
      'معهد أردني لتعليم كتابة السيناريو والتمثيل، يقدّم منحًا دراسية لطلاب من المنطقة.',
      'A Jordanian institute teaching screenwriting and acting, with scholarships for students from the region.',
    ],
  ],
  [
    'hikaya-house',
    'A-17',
    'education',
    'SA',
    '+966115550222',
    ['دار الحكاية للكتابة', 'Hikaya Writers House'],
    [
      'مختبر لكتّاب السيناريو يرافق المشاريع من الفكرة إلى المسودة الجاهزة للإنتاج.',
      'A lab for screenwriters that takes projects from idea to a production-ready draft.',
    ],
  ],
  [
    'school-of-light',
    'A-18',
    'education',
    'EG',
    '+20225550223',
    ['مدرسة الضوء للتصوير', 'School of Light'],
    [
      'مدرسة مصرية متخصصة في التصوير السينمائي والإضاءة، تقدم دورات مكثفة قصيرة.',
      'An Egyptian school specialising in cinematography and lighting, offering short intensive courses.',
    ],
  ],
  [
    'najd-film-fund',
    'B-09',
    'funds',
    'SA',
    '+966115550224',
    ['صندوق نجد للأفلام', 'Najd Film Fund'],
    [
      'صندوق يموّل الأفلام السعودية في مراحل التطوير والإنتاج وما بعد الإنتاج، ويستقبل طلبات الدورة الجديدة في الملتقى.',
      'A fund backing Saudi films in development, production and post-production, taking applications for its new round at the forum.',
    ],
  ],
  [
    'ishraqa-talent',
    'A-20',
    'funds',
    'SA',
    '+966115550225',
    ['برنامج إشراقة للمواهب', 'Ishraqa Talent Programme'],
    [
      'برنامج يرعى المواهب الشابة بالمنح والإرشاد وفرص العمل في مواقع التصوير.',
      'A programme supporting young talent with grants, mentoring and on-set placements.',
    ],
  ],
  [
    'atlas-coproductions',
    'A-21',
    'funds',
    'MA',
    '+212522555026',
    ['أطلس للإنتاج المشترك', 'Atlas Co-Productions'],
    [
      'شركة مغربية تبني شراكات إنتاج بين شمال إفريقيا وأوروبا والخليج.',
      'A Moroccan company building production partnerships between North Africa, Europe and the Gulf.',
    ],
  ],
  [
    'madar-virtual',
    'B-10',
    'services',
    'SA',
    '+966125550227',
    ['مدار للإنتاج الافتراضي', 'Madar Virtual Production'],
    [
      'مسرح تصوير بشاشات LED في جدة مع فريق لبناء البيئات الرقمية وتشغيلها أثناء التصوير.',
      'An LED-volume stage in Jeddah with a team that builds and runs digital environments during the shoot.',
    ],
  ],
  [
    'amena-logistics',
    'A-22',
    'services',
    'SA',
    '+966115550228',
    ['آمنة للخدمات اللوجستية', 'Amena Production Logistics'],
    [
      'نقل المعدات وسكن الفرق وتموين مواقع التصوير في جميع مناطق المملكة.',
      'Equipment transport, crew accommodation and on-set catering across every region of the Kingdom.',
    ],
  ],
  [
    'sahara-locations',
    'B-11',
    'services',
    'SA',
    '+966145550229',
    ['صحارى لخدمات مواقع التصوير', 'Sahara Location Services'],
    [
      'تبحث عن مواقع التصوير وتستخرج تصاريحها، وتملك أرشيفًا مصورًا لأكثر من ألف موقع في المملكة.',
      'Scouts and permits filming locations, with a photo library of more than a thousand sites across the Kingdom.',
    ],
  ],
  [
    'decor-atelier',
    'A-23',
    'services',
    'SA',
    '+966115550230',
    ['مشغل الديكور', 'Decor Atelier'],
    [
      'ورشة لبناء الديكورات والإكسسوارات السينمائية، من البيوت التراثية إلى المركبات الفضائية.',
      'A workshop building film sets and props, from heritage houses to spacecraft.',
    ],
  ],
];

export const EXHIBITORS: ExhibitorSeed[] = ROWS.map(
  ([key, booth, category, country, telephone, name, description]) => ({
    key,
    booth,
    category,
    country,
    telephone,
    monogram: monogramOf(name[1]),
    name: { ar: name[0], en: name[1] },
    description: { ar: description[0], en: description[1] },
    domain: `${key.replace(/-/g, '')}.example`,
  }),
);

/** The exhibitor the demo exhibitor account manages. */
export const DEMO_EXHIBITOR_KEY = 'rawi-studios';

function monogramOf(englishName: string): string {
  const words = englishName.split(/\s+/).filter((word) => /^[A-Z]/.test(word));
  return words
    .slice(0, 2)
    .map((word) => word.charAt(0))
    .join('');
}
