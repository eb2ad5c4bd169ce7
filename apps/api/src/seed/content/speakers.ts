import type { Localized } from '../../db/schema.ts';

export type SpeakerSeed = {
  key: string;
  name: Localized;
  title: Localized;
  organization: Localized;
  bio: Localized;
  country: string;
  isFeatured?: boolean;
  links: { network: string; url: string }[];
};

type SpeakerRow = [
  key: string,
  country: string,
  name: [ar: string, en: string],
  title: [ar: string, en: string],
  organization: [ar: string, en: string],
  bio: [ar: string, en: string],
  handle: string,
  featured?: boolean,
];

// Every person and organisation below is fictional.
const ROWS: SpeakerRow[] = [
  [
    'reem',
    'SA',
    ['ريم العمري', 'Reem Al-Omari'],
    ['مخرجة وكاتبة', 'Director and writer'],
    ['استوديوهات راوي', 'Rawi Studios'],
    [
      'أخرجت ريم ثلاثة أفلام روائية طويلة تدور في الأحياء القديمة للرياض، وعُرض آخرها في أكثر من عشرين مهرجانًا. تُعرف بقدرتها على إدارة الممثلين غير المحترفين وبإيقاعها الهادئ.',
      'Reem has directed three feature films set in the old neighbourhoods of Riyadh, the latest of which screened at more than twenty festivals. She is known for her work with non-professional actors and her patient, quiet rhythm.',
    ],
    'reem.alomari',
    true,
  ],
  [
    'thomas',
    'FR',
    ['توما لوفيفر', 'Thomas Lefèvre'],
    ['مدير تصوير', 'Cinematographer'],
    ['تعاونية نور الشمال', 'Lumière Nord Collective'],
    [
      'صوّر توما أكثر من خمسة عشر فيلمًا روائيًا في أوروبا وشمال إفريقيا، ويدرّس الإضاءة الطبيعية في عدد من مدارس السينما.',
      'Thomas has shot more than fifteen features across Europe and North Africa and teaches natural-light cinematography at several film schools.',
    ],
    'thomas.lefevre.dop',
  ],
  [
    'hana',
    'KR',
    ['هانا بارك', 'Hana Park'],
    ['منتجة', 'Producer'],
    ['سيول هاربر بيكتشرز', 'Seoul Harbor Pictures'],
    [
      'أنتجت هانا أفلامًا ومسلسلات حققت انتشارًا واسعًا في آسيا، وتقود اليوم مشاريع إنتاج مشترك مع شركاء في الخليج.',
      'Hana has produced films and series that travelled widely across Asia, and now leads co-productions with partners in the Gulf.',
    ],
    'hanapark.produces',
  ],
  [
    'abdulrahman',
    'SA',
    ['عبدالرحمن السبيعي', 'Abdulrahman Al-Subaie'],
    ['كاتب سيناريو', 'Screenwriter'],
    ['دار الحكاية للكتابة', 'Hikaya Writers House'],
    [
      'كتب عبدالرحمن سيناريوهات لأفلام ومسلسلات سعودية نالت جوائز عربية عديدة، ويشرف على مختبر للكتّاب الشباب منذ خمس سنوات.',
      'Abdulrahman has written award-winning Saudi films and series, and has run a lab for young screenwriters for the past five years.',
    ],
    'a.alsubaie',
    true,
  ],
  [
    'amara',
    'NG',
    ['أمارا أوكونكوو', 'Amara Okonkwo'],
    ['مديرة التوزيع الدولي', 'Head of international distribution'],
    ['لاغوس ريل للتوزيع', 'Lagos Reel Distribution'],
    [
      'تقود أمارا فريقًا يوزّع الأفلام الإفريقية المستقلة في أكثر من أربعين سوقًا، وتؤمن بأن الجمهور العربي والإفريقي أقرب مما نظن.',
      'Amara leads a team that distributes independent African films in more than forty markets, and believes Arab and African audiences are closer than we think.',
    ],
    'amara.reels',
  ],
  [
    'lucia',
    'ES',
    ['لوسيا فرنانديث', 'Lucía Fernández'],
    ['مونتيرة', 'Film editor'],
    ['غرفة المونتاج - مدريد', 'Sala de Montaje Madrid'],
    [
      'عملت لوسيا على مونتاج أفلام وثائقية وروائية طويلة، وتعرف بقدرتها على إيجاد الحكاية في مئات الساعات من المادة المصورة.',
      'Lucía edits documentaries and fiction features and is known for finding the story in hundreds of hours of footage.',
    ],
    'lucia.edits',
  ],
  [
    'mona',
    'EG',
    ['منى الحسيني', 'Mona El-Husseini'],
    ['مخرجة أفلام وثائقية', 'Documentary director'],
    ['نافذة للأفلام الوثائقية', 'Nafitha Documentaries'],
    [
      'تصنع منى أفلامًا وثائقية عن الحياة اليومية في المدن العربية، وقد أمضت أربع سنوات في تصوير فيلمها الأخير على طرق القوافل القديمة.',
      'Mona makes documentaries about everyday life in Arab cities, and spent four years filming her latest along the old caravan routes.',
    ],
    'mona.docs',
  ],
  [
    'kenji',
    'JP',
    ['كينجي واتانابي', 'Kenji Watanabe'],
    ['مخرج رسوم متحركة', 'Animation director'],
    ['استوديو هانابي للرسوم', 'Hanabi Animation Studio'],
    [
      'أخرج كينجي أفلام رسوم متحركة طويلة تجمع الرسم اليدوي بالتقنيات الرقمية، ويعمل حاليًا مع فنانين سعوديين على فيلم مستوحى من حكايات الجدات.',
      'Kenji directs animated features that blend hand drawing with digital techniques, and is currently working with Saudi artists on a film inspired by grandmothers’ tales.',
    ],
    'kenji.hanabi',
    true,
  ],
  [
    'priya',
    'IN',
    ['بريا رامان', 'Priya Raman'],
    ['مشرفة مؤثرات بصرية', 'VFX supervisor'],
    ['بيكسل مونسون', 'Pixel Monsoon'],
    [
      'أشرفت بريا على المؤثرات البصرية في أفلام ضخمة وأخرى مستقلة، وتحرص على أن تخدم المؤثرات الحكاية لا أن تطغى عليها.',
      'Priya has supervised visual effects on blockbusters and independent films alike, and insists that effects serve the story rather than overwhelm it.',
    ],
    'priya.vfx',
  ],
  [
    'youssef',
    'TN',
    ['يوسف بن سالم', 'Youssef Ben Salem'],
    ['ناقد ومبرمج مهرجانات', 'Critic and festival programmer'],
    ['مجلة الشاشة المتوسطية', 'Mediterranean Screen Review'],
    [
      'يكتب يوسف النقد السينمائي منذ عشرين عامًا، ويختار الأفلام لعدد من المهرجانات العربية والأوروبية.',
      'Youssef has written film criticism for twenty years and programmes films for several Arab and European festivals.',
    ],
    'youssef.critic',
  ],
  [
    'daniel',
    'DE',
    ['دانيال هارتمان', 'Daniel Hartmann'],
    ['مصمم صوت', 'Sound designer'],
    ['استوديو الأثير للصوت', 'Aether Sound Studio'],
    [
      'صمّم دانيال الصوت لأفلام روائية ووثائقية، ويرى أن الصمت أقوى أدوات المصمم حين يُستخدم في موضعه.',
      'Daniel designs sound for fiction and documentary films, and believes silence is a designer’s strongest tool when used in the right place.',
    ],
    'daniel.aether',
  ],
  [
    'lana',
    'LB',
    ['لانا حداد', 'Lana Haddad'],
    ['ممثلة ومدربة أداء', 'Actor and acting coach'],
    ['محترف بيروت للتمثيل', 'Beirut Acting Studio'],
    [
      'شاركت لانا في بطولة أفلام ومسلسلات عربية عديدة، وتدرّب الممثلين الشباب على الأداء أمام الكاميرا.',
      'Lana has starred in many Arab films and series, and coaches young actors in performing for the camera.',
    ],
    'lana.haddad.actor',
  ],
  [
    'sultan',
    'SA',
    ['سلطان الدوسري', 'Sultan Al-Dosari'],
    ['الرئيس التنفيذي', 'Chief executive'],
    ['صندوق نجد للأفلام', 'Najd Film Fund'],
    [
      'يقود سلطان صندوقًا يموّل الأفلام السعودية من مرحلة التطوير حتى العرض، وقد دعم أكثر من ستين مشروعًا خلال ست سنوات.',
      'Sultan runs a fund that backs Saudi films from development to release, supporting more than sixty projects in six years.',
    ],
    'sultan.najdfund',
    true,
  ],
  [
    'camila',
    'BR',
    ['كاميلا سوزا', 'Camila Souza'],
    ['مصححة ألوان', 'Colourist'],
    ['كور ستوديو', 'Cor Estúdio'],
    [
      'صحّحت كاميلا ألوان أفلام عُرضت في مهرجانات كبرى، وتعلّم صناع الأفلام كيف يفكرون في اللون منذ مرحلة الكتابة.',
      'Camila has graded films that premiered at major festivals, and teaches filmmakers to think about colour from the writing stage.',
    ],
    'camila.cor',
  ],
  [
    'oliver',
    'GB',
    ['أوليفر غرانت', 'Oliver Grant'],
    ['صانع مسلسلات', 'Showrunner'],
    ['بلاكفراير تلفزيون', 'Blackfriar Television'],
    [
      'ابتكر أوليفر مسلسلات درامية شاهدها الملايين حول العالم، ويقود غرف كتابة تضم كتّابًا من ثقافات مختلفة.',
      'Oliver has created drama series watched by millions worldwide and runs writers’ rooms that bring together writers from many cultures.',
    ],
    'olivergrant.tv',
    true,
  ],
  [
    'ghada',
    'SA',
    ['غادة الشهري', 'Ghada Al-Shehri'],
    ['مصممة إنتاج', 'Production designer'],
    ['مشغل الديكور', 'Decor Atelier'],
    [
      'صممت غادة عوالم أفلام سعودية تدور في أزمنة مختلفة، من بيوت الطين في نجد إلى أبراج الرياض الحديثة.',
      'Ghada has designed the worlds of Saudi films set across many eras, from the mud houses of Najd to Riyadh’s modern towers.',
    ],
    'ghada.designs',
  ],
  [
    'malik',
    'US',
    ['مالك جونسون', 'Malik Johnson'],
    ['مدير استراتيجية المحتوى', 'Content strategy director'],
    ['ستريم هاوس', 'StreamHouse'],
    [
      'يعمل مالك على اختيار المحتوى العربي والإفريقي لمنصة بث عالمية، ويتابع عن قرب ما يشاهده الجمهور وسبب مشاهدته.',
      'Malik acquires Arab and African content for a global streaming service and studies closely what audiences watch, and why.',
    ],
    'malik.streams',
  ],
  [
    'fatima',
    'MA',
    ['فاطمة الزهراء بنعلي', 'Fatima Zahra Benali'],
    ['منتجة', 'Producer'],
    ['أطلس للإنتاج المشترك', 'Atlas Co-Productions'],
    [
      'أنتجت فاطمة الزهراء أفلامًا مشتركة بين المغرب وأوروبا والخليج، وتعرف دهاليز الاتفاقيات الدولية للإنتاج.',
      'Fatima Zahra has produced films shared between Morocco, Europe and the Gulf, and knows the ins and outs of international co-production treaties.',
    ],
    'fz.benali',
  ],
  [
    'khalid',
    'AE',
    ['خالد المنصوري', 'Khalid Al-Mansoori'],
    ['الرئيس التنفيذي', 'Chief executive'],
    ['سينمات المرسى', 'Marsa Cinemas'],
    [
      'يدير خالد سلسلة دور عرض تنتشر في ثلاث دول خليجية، ويراهن على أن تجربة المشاهدة الجماعية لن تختفي.',
      'Khalid runs a cinema chain across three Gulf countries and is betting that the shared experience of the big screen is here to stay.',
    ],
    'khalid.marsa',
  ],
  [
    'sofia',
    'IT',
    ['صوفيا روسي', 'Sofia Rossi'],
    ['أمينة أرشيف ومرممة أفلام', 'Film archivist and restorer'],
    ['مختبر الذاكرة السينمائية', 'Cinema Memory Lab'],
    [
      'رممت صوفيا عشرات الأفلام الكلاسيكية من نسخ تالفة، وتعمل مع أرشيفات عربية على إنقاذ أفلام مهددة بالضياع.',
      'Sofia has restored dozens of classic films from damaged prints, and works with Arab archives to save films at risk of being lost.',
    ],
    'sofia.restores',
  ],
  [
    'naif',
    'SA',
    ['نايف العنزي', 'Naif Al-Anazi'],
    ['منسق مشاهد الحركة', 'Stunt coordinator'],
    ['فريق الصقر للمشاهد الخطرة', 'Saqr Stunt Team'],
    [
      'نسّق نايف مشاهد الحركة في أفلام ومسلسلات صُوّرت في صحراء المملكة وجبالها، ويضع سلامة الفريق قبل أي لقطة.',
      'Naif has coordinated action for films and series shot in the Kingdom’s deserts and mountains, and puts crew safety before any shot.',
    ],
    'naif.stunts',
  ],
  [
    'elena',
    'BG',
    ['إيلينا بيتروفا', 'Elena Petrova'],
    ['مديرة اختيار الممثلين', 'Casting director'],
    ['بيتروفا للاختيار', 'Petrova Casting'],
    [
      'اختارت إيلينا الممثلين لأفلام أوروبية وعربية، وتؤمن بأن الوجه المناسب قد يكون في أي مكان.',
      'Elena has cast European and Arab films, and believes the right face can be found anywhere.',
    ],
    'elena.casting',
  ],
  [
    'rana',
    'JO',
    ['رنا الخطيب', 'Rana Al-Khatib'],
    ['كاتبة ومدرّبة سيناريو', 'Writer and screenwriting teacher'],
    ['معهد البتراء للفنون', 'Petra Arts Institute'],
    [
      'تدرّس رنا كتابة السيناريو منذ اثني عشر عامًا، وخرج من ورشها كتّاب يعملون اليوم في كبرى شركات الإنتاج العربية.',
      'Rana has taught screenwriting for twelve years, and writers from her workshops now work for leading Arab production companies.',
    ],
    'rana.writes',
  ],
  [
    'marcus',
    'SE',
    ['ماركوس ليندكفيست', 'Marcus Lindqvist'],
    ['كبير فنيي الإضاءة', 'Gaffer'],
    ['نوردليس للإضاءة', 'Nordljus Lighting'],
    [
      'عمل ماركوس كبيرًا لفنيي الإضاءة في أفلام صُوّرت في ظروف قاسية، من ليل القطب الشمالي إلى نهار الصحراء.',
      'Marcus has been chief lighting technician on films shot in extreme conditions, from the Arctic night to the desert day.',
    ],
    'marcus.gaffer',
  ],
  [
    'dana',
    'KW',
    ['دانة الكندري', 'Dana Al-Kandari'],
    ['صحفية سينمائية ومقدمة بودكاست', 'Film journalist and podcaster'],
    ['بودكاست لقطة قريبة', 'Close-Up Podcast'],
    [
      'تحاور دانة صنّاع الأفلام العرب في بودكاست أسبوعي يتابعه جمهور واسع، وتكتب عن السينما في صحف خليجية.',
      'Dana interviews Arab filmmakers on a popular weekly podcast and writes about cinema for Gulf newspapers.',
    ],
    'dana.closeup',
  ],
  [
    'turki',
    'SA',
    ['تركي الحربي', 'Turki Al-Harbi'],
    ['مخرج', 'Director'],
    ['أفلام الحارة', 'Hara Films'],
    [
      'بدأ تركي بأفلام قصيرة صوّرها بهاتفه في المدينة المنورة، ويقدّم في الملتقى فيلمه الروائي الطويل الأول.',
      'Turki started with short films shot on his phone in Madinah, and brings his first feature to the forum.',
    ],
    'turki.hara',
  ],
  [
    'ayse',
    'TR',
    ['عائشة دمير', 'Ayşe Demir'],
    ['منتجة مسلسلات', 'Series producer'],
    ['بوغاز للإنتاج', 'Boğaz Productions'],
    [
      'أنتجت عائشة مسلسلات درامية طويلة عُرضت في أكثر من ستين دولة، وتعمل اليوم على أول إنتاج مشترك مع المملكة.',
      'Ayşe has produced long-running drama series shown in more than sixty countries and is working on her first co-production with the Kingdom.',
    ],
    'ayse.bogaz',
  ],
  [
    'mateo',
    'MX',
    ['ماتيو ألفاريز', 'Mateo Álvarez'],
    ['مدير تصوير', 'Director of photography'],
    ['سول نيغرو فيلمز', 'Sol Negro Films'],
    [
      'صوّر ماتيو أفلامًا في صحارى المكسيك وتشيلي والمملكة، واشتهر بلقطاته الطويلة في ضوء الغروب.',
      'Mateo has shot films in the deserts of Mexico, Chile and the Kingdom, and is known for long takes in the last light of day.',
    ],
    'mateo.dop',
    true,
  ],
  [
    'joud',
    'SA',
    ['جود القحطاني', 'Joud Al-Qahtani'],
    ['مؤلفة موسيقى تصويرية', 'Film composer'],
    ['استوديو مقام', 'Maqam Studio'],
    [
      'ألّفت جود موسيقى أفلام ومسلسلات سعودية، وتمزج في أعمالها الآلات التقليدية بالأوركسترا الحديثة.',
      'Joud composes for Saudi films and series, blending traditional instruments with the modern orchestra.',
    ],
    'joud.maqam',
  ],
  [
    'chen',
    'CN',
    ['تشين وي', 'Chen Wei'],
    ['مدير الأسواق الدولية', 'International markets director'],
    ['جايد ريفر ميديا', 'Jade River Media'],
    [
      'يبني تشين جسورًا بين صناعة السينما في شرق آسيا والشرق الأوسط، ويشارك في تمويل أفلام مشتركة بين المنطقتين.',
      'Chen builds bridges between the film industries of East Asia and the Middle East, and co-finances films made between the two.',
    ],
    'chen.jaderiver',
  ],
  [
    'omar',
    'SA',
    ['عمر بامطرف', 'Omar Bamatraf'],
    ['خبير إنتاج افتراضي', 'Virtual production specialist'],
    ['مدار للإنتاج الافتراضي', 'Madar Virtual Production'],
    [
      'أسس عمر أول استوديو إنتاج افتراضي بشاشات LED في جدة، ويعمل مع فرق الإنتاج على التخطيط للتصوير قبل بنائه.',
      'Omar founded Jeddah’s first LED-volume virtual production stage, and helps crews plan their shoot before it is built.',
    ],
    'omar.madar',
  ],
  [
    'ingrid',
    'DK',
    ['إنغريد لارسن', 'Ingrid Larsen'],
    ['مديرة مهرجان', 'Festival director'],
    ['مهرجان الأفلام القصيرة الشمالي', 'Nordic Short Film Festival'],
    [
      'تدير إنغريد مهرجانًا للأفلام القصيرة منذ عشر سنوات، وتشجع صنّاع الأفلام على اختيار المهرجانات بعناية لا بكثرة.',
      'Ingrid has run a short film festival for ten years, and encourages filmmakers to choose festivals carefully rather than widely.',
    ],
    'ingrid.shorts',
  ],
];

export const SPEAKERS: SpeakerSeed[] = ROWS.map(([key, country, name, title, organization, bio, handle, featured]) => ({
  key,
  country,
  name: { ar: name[0], en: name[1] },
  title: { ar: title[0], en: title[1] },
  organization: { ar: organization[0], en: organization[1] },
  bio: { ar: bio[0], en: bio[1] },
  isFeatured: featured ?? false,
  links: [
    { network: 'linkedin', url: `https://www.linkedin.com/in/${handle.replace(/\./g, '-')}` },
    { network: 'instagram', url: `https://www.instagram.com/${handle}` },
    ...(key.length % 2 === 0 ? [{ network: 'x', url: `https://x.com/${handle.replace(/\./g, '_')}` }] : []),
  ],
}));

/** Initials for the portrait art, from the English name without particles like "Al-". */
export function initialsOf(englishName: string): string {
  return englishName
    .split(/\s+/)
    .map((part) => part.replace(/^(Al|El)-/, ''))
    .filter((part) => part.length > 0)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('');
}
