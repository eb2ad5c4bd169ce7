import type { Localized } from '../../db/schema.ts';
import type { ProductShape } from '../images.ts';
import { createRandom, hashString } from '../random.ts';
import { riyadhTime } from './time.ts';

type Row = [
  slug: string,
  category: string,
  brand: string,
  shape: ProductShape,
  priceRiyals: number,
  name: [ar: string, en: string],
  description: [ar: string, en: string],
];

const ROWS: Row[] = [
  // ------------------------------------------------------------ cameras
  [
    'sarab-c8-cinema-camera',
    'cinema-cameras',
    'sarab-cine',
    'camera',
    89_900,
    ['كاميرا سراب C8 السينمائية كاملة الإطار', 'Sarab C8 Full-Frame Cinema Camera'],
    [
      'مستشعر كامل الإطار بدقة 8K ونطاق ديناميكي يتجاوز 16 وقفة، مع تسجيل داخلي بصيغة RAW. صُمم هيكلها المعدني ليتحمل التصوير الطويل في الحرارة والغبار.',
      'A full-frame 8K sensor with more than 16 stops of dynamic range and internal RAW recording. Its metal body is built for long days in heat and dust.',
    ],
  ],
  [
    'sarab-c6-cinema-camera',
    'cinema-cameras',
    'sarab-cine',
    'camera',
    54_500,
    ['كاميرا سراب C6 السينمائية', 'Sarab C6 Super 35 Cinema Camera'],
    [
      'مستشعر Super 35 بدقة 6K وحساسية مزدوجة للتصوير في الإضاءة الخافتة، مع مخرجين SDI ومرشحات ND مدمجة. الخيار المفضل للإنتاجات المستقلة والمسلسلات.',
      'A 6K Super 35 sensor with dual native ISO for low light, twin SDI outputs and built-in ND filters. A favourite for independent features and series.',
    ],
  ],
  [
    'sarab-c4-compact-cinema-camera',
    'cinema-cameras',
    'sarab-cine',
    'camera',
    28_900,
    ['كاميرا سراب C4 السينمائية المدمجة', 'Sarab C4 Compact Cinema Camera'],
    [
      'كاميرا سينمائية خفيفة تزن أقل من كيلوغرامين، تناسب مثبتات الحركة والطائرات المسيّرة. تسجل بدقة 4K حتى 120 إطارًا في الثانية.',
      'A lightweight cinema camera under two kilograms, at home on gimbals and drones. Records 4K at up to 120 frames per second.',
    ],
  ],
  [
    'qamra-cine-s2',
    'cinema-cameras',
    'qamra',
    'camera',
    17_400,
    ['كاميرا قمرة سيني S2', 'Qamra Cine S2'],
    [
      'أول كاميرا سينمائية من قمرة، تجمع جودة الصورة السينمائية مع سهولة كاميرات بدون مرآة. مثالية لصنّاع الأفلام القصيرة والوثائقية.',
      'Qamra’s first cinema camera, pairing a cinematic image with the ease of a mirrorless body. Ideal for short and documentary filmmakers.',
    ],
  ],
  [
    'sarab-monitor-7',
    'cinema-cameras',
    'sarab-cine',
    'camera',
    2_850,
    ['شاشة سراب المحمولة مقاس 7 بوصات', 'Sarab 7-inch On-Camera Monitor'],
    [
      'شاشة عالية السطوع بقوة 2200 شمعة تُقرأ بوضوح تحت الشمس، مع أدوات قياس التعريض والتركيز. تعمل ببطاريات الكاميرا الشائعة.',
      'A 2,200-nit monitor you can read in direct sun, with exposure and focus tools. Runs on common camera batteries.',
    ],
  ],
  [
    'qamra-m5-mirrorless',
    'mirrorless-cameras',
    'qamra',
    'camera',
    9_800,
    ['كاميرا قمرة M5 بدون مرآة', 'Qamra M5 Mirrorless Camera'],
    [
      'كاميرا كاملة الإطار بدقة 33 ميغابكسل تصور فيديو 4K بعمق ألوان 10 بت، مع تثبيت داخلي للصورة بخمسة محاور.',
      'A 33-megapixel full-frame camera shooting 10-bit 4K video, with five-axis in-body stabilisation.',
    ],
  ],
  [
    'qamra-m3-mirrorless-kit',
    'mirrorless-cameras',
    'qamra',
    'camera',
    6_450,
    ['طقم كاميرا قمرة M3 مع عدسة 24-70', 'Qamra M3 Mirrorless Kit with 24-70 mm Lens'],
    [
      'طقم متكامل للبدء في التصوير الاحترافي: كاميرا M3 وعدسة متغيرة 24-70 ملم وبطارية إضافية وحقيبة.',
      'A complete kit to start shooting seriously: the M3 body, a 24-70 mm zoom, a spare battery and a bag.',
    ],
  ],
  [
    'qamra-m1-vlog-camera',
    'mirrorless-cameras',
    'qamra',
    'camera',
    3_299,
    ['كاميرا قمرة M1 المدمجة لصنّاع المحتوى', 'Qamra M1 Compact Vlog Camera'],
    [
      'كاميرا صغيرة بشاشة قلابة وميكروفون اتجاهي مدمج، تناسب التصوير باليد والبث المباشر.',
      'A small camera with a flip screen and built-in directional mic, made for handheld shooting and live streaming.',
    ],
  ],
  [
    'qamra-go-action-4k',
    'action-cameras',
    'qamra',
    'camera',
    1_499,
    ['كاميرا قمرة غو للحركة 4K', 'Qamra Go 4K Action Camera'],
    [
      'كاميرا حركة مقاومة للماء حتى عمق 10 أمتار، مع تثبيت إلكتروني يجعل اللقطات سلسة حتى على الطرق الوعرة.',
      'A waterproof action camera good to 10 metres, with electronic stabilisation that keeps footage smooth on the roughest roads.',
    ],
  ],
  [
    'qamra-go-360',
    'action-cameras',
    'qamra',
    'camera',
    1_899,
    ['كاميرا قمرة غو 360', 'Qamra Go 360 Camera'],
    [
      'تصور كل ما حولك بزاوية 360 درجة، ثم تختار الإطار لاحقًا في التطبيق. مناسبة للقطات الحركة والواقع الافتراضي.',
      'Captures everything around you in 360 degrees so you can frame the shot later in the app. Great for action and VR.',
    ],
  ],
  [
    'qamra-go-mini',
    'action-cameras',
    'qamra',
    'camera',
    899,
    ['كاميرا قمرة غو ميني', 'Qamra Go Mini'],
    [
      'أصغر كاميرات قمرة، تُثبت بالمغناطيس على الملابس أو الخوذة، وتسجل بدقة 2.7K.',
      'Qamra’s smallest camera clips magnetically to clothing or a helmet and records in 2.7K.',
    ],
  ],
  // ------------------------------------------------------------ lenses
  [
    'najm-cine-prime-25mm',
    'prime-lenses',
    'najm-optics',
    'lens',
    11_900,
    ['عدسة نجم السينمائية 25 ملم T1.5', 'Najm Cine Prime 25mm T1.5'],
    [
      'عدسة سينمائية واسعة بتدرج ناعم لخلفية الصورة وحلقات تركيز مسننة بمعايير الصناعة. تغطي المستشعرات كاملة الإطار.',
      'A wide cinema prime with soft fall-off and industry-standard geared rings. Covers full-frame sensors.',
    ],
  ],
  [
    'najm-cine-prime-35mm',
    'prime-lenses',
    'najm-optics',
    'lens',
    11_900,
    ['عدسة نجم السينمائية 35 ملم T1.5', 'Najm Cine Prime 35mm T1.5'],
    [
      'البعد البؤري الأقرب إلى عين الإنسان، بتباين متوازن وتوهج دافئ. جزء من طقم نجم المتطابق في اللون والحجم.',
      'The focal length closest to the human eye, with balanced contrast and warm flares. Part of Najm’s colour- and size-matched set.',
    ],
  ],
  [
    'najm-cine-prime-50mm',
    'prime-lenses',
    'najm-optics',
    'lens',
    11_900,
    ['عدسة نجم السينمائية 50 ملم T1.5', 'Najm Cine Prime 50mm T1.5'],
    [
      'عدسة اللقطات المتوسطة والحوارات، بعزل جميل للشخصية عن الخلفية عند الفتحة الكاملة.',
      'The lens for medium shots and dialogue, with lovely subject separation wide open.',
    ],
  ],
  [
    'najm-cine-prime-85mm',
    'prime-lenses',
    'najm-optics',
    'lens',
    12_900,
    ['عدسة نجم السينمائية 85 ملم T1.5', 'Najm Cine Prime 85mm T1.5'],
    [
      'عدسة اللقطات القريبة للوجوه، تمنح البشرة نعومة طبيعية دون أن تفقد حدة العينين.',
      'A close-up lens for faces that renders skin softly without losing sharpness in the eyes.',
    ],
  ],
  [
    'najm-photo-prime-50mm-f18',
    'prime-lenses',
    'najm-optics',
    'lens',
    849,
    ['عدسة نجم 50 ملم f/1.8 للاستخدام اليومي', 'Najm 50mm f/1.8 Everyday Prime'],
    [
      'عدسة خفيفة وسريعة بسعر في المتناول، تصلح للتصوير الفوتوغرافي والفيديو على كاميرات بدون مرآة.',
      'A light, fast and affordable prime for stills and video on mirrorless cameras.',
    ],
  ],
  [
    'najm-cine-zoom-18-55',
    'zoom-lenses',
    'najm-optics',
    'lens',
    24_500,
    ['عدسة نجم السينمائية المتغيرة 18-55 ملم T2.9', 'Najm Cine Zoom 18-55mm T2.9'],
    [
      'عدسة متغيرة خفيفة تحافظ على التركيز أثناء التقريب، مع فتحة ثابتة على كامل المدى. مثالية للوثائقي والتصوير السريع.',
      'A lightweight parfocal zoom with a constant aperture across the range. Ideal for documentary and run-and-gun shoots.',
    ],
  ],
  [
    'najm-zoom-24-70-f28',
    'zoom-lenses',
    'najm-optics',
    'lens',
    5_900,
    ['عدسة نجم المتغيرة 24-70 ملم f/2.8', 'Najm 24-70mm f/2.8 Zoom'],
    [
      'العدسة التي لا تفارق الكاميرا: من اللقطات الواسعة إلى الوجوه، بفتحة f/2.8 ثابتة ومحرك تركيز صامت.',
      'The lens that never leaves the camera: from wide shots to portraits, with a constant f/2.8 and a silent focus motor.',
    ],
  ],
  [
    'najm-zoom-70-200-f4',
    'zoom-lenses',
    'najm-optics',
    'lens',
    4_700,
    ['عدسة نجم المتغيرة 70-200 ملم f/4', 'Najm 70-200mm f/4 Zoom'],
    [
      'عدسة مقربة خفيفة مع تثبيت بصري، تناسب تصوير الطبيعة والفعاليات والمقابلات من بعيد.',
      'A light telephoto zoom with optical stabilisation for nature, events and interviews from a distance.',
    ],
  ],
  [
    'najm-anamorphic-40mm',
    'anamorphic-lenses',
    'najm-optics',
    'lens',
    16_800,
    ['عدسة نجم الأنامورفية 40 ملم T2', 'Najm Anamorphic 40mm T2 1.33x'],
    [
      'عدسة أنامورفية بمعامل 1.33 تمنح الصورة الشاشة العريضة والتوهج الأفقي المميز. الكمية المتاحة محدودة جدًا.',
      'A 1.33x anamorphic giving you the widescreen frame and signature horizontal flares. Very limited stock.',
    ],
  ],
  [
    'najm-anamorphic-75mm',
    'anamorphic-lenses',
    'najm-optics',
    'lens',
    17_800,
    ['عدسة نجم الأنامورفية 75 ملم T2', 'Najm Anamorphic 75mm T2 1.33x'],
    [
      'الرفيقة المثالية لعدسة 40 ملم في الطقم نفسه، للقطات القريبة ذات الخلفية البيضاوية الحالمة.',
      'The natural partner to the 40 mm in the same set, for close-ups with dreamy oval bokeh.',
    ],
  ],
  [
    'najm-anamorphic-adapter',
    'anamorphic-lenses',
    'najm-optics',
    'lens',
    3_450,
    ['محوّل نجم الأنامورفي 1.33x', 'Najm 1.33x Anamorphic Adapter'],
    [
      'يُركّب أمام عدساتك الحالية ليحولها إلى أنامورفية، وهو مدخل اقتصادي إلى جماليات الشاشة العريضة.',
      'Mounts in front of your existing lenses to make them anamorphic: an affordable way into the widescreen look.',
    ],
  ],
  // ------------------------------------------------------------ lighting
  [
    'afaq-panel-60-bicolor',
    'led-panels',
    'afaq-lighting',
    'light',
    3_950,
    ['لوح آفاق 60 ثنائي اللون', 'Afaq Panel 60 Bi-Colour LED'],
    [
      'لوح LED بقوة 60 واط يتدرج من الأبيض الدافئ إلى ضوء النهار، بمؤشر تجسيد ألوان يتجاوز 96. خفيف ويعمل بالبطارية.',
      'A 60-watt LED panel from warm white to daylight with a colour rendering index above 96. Light, and runs on batteries.',
    ],
  ],
  [
    'afaq-panel-120-rgb',
    'led-panels',
    'afaq-lighting',
    'light',
    7_800,
    ['لوح آفاق 120 متعدد الألوان', 'Afaq Panel 120 RGBWW'],
    [
      'لوح ملون بقوة 120 واط مع مؤثرات جاهزة مثل البرق ونار المخيم وأضواء الشرطة، ويتحكم فيه التطبيق لاسلكيًا.',
      'A 120-watt full-colour panel with built-in effects such as lightning, campfire and police lights, controlled wirelessly from the app.',
    ],
  ],
  [
    'afaq-cob-300',
    'led-panels',
    'afaq-lighting',
    'light',
    4_600,
    ['كشاف آفاق COB 300 بضوء النهار', 'Afaq COB 300 Daylight Spotlight'],
    [
      'كشاف نقطي بقوة 300 واط بتبريد هادئ يصلح لمواقع تسجيل الصوت، ومخرج قياسي لتركيب مشكلات الضوء.',
      'A 300-watt point-source light with quiet cooling for sound stages and a standard mount for modifiers.',
    ],
  ],
  [
    'afaq-cob-600-pro',
    'led-panels',
    'afaq-lighting',
    'light',
    9_400,
    ['كشاف آفاق COB 600 برو', 'Afaq COB 600 Pro'],
    [
      'أقوى كشافات آفاق، ينافس إضاءة HMI في المشاهد الخارجية النهارية، مع هيكل مقاوم للطقس.',
      'Afaq’s most powerful light, rivalling HMIs for daytime exteriors, in a weather-resistant body.',
    ],
  ],
  [
    'afaq-tube-2ft-rgb',
    'tube-lights',
    'afaq-lighting',
    'light',
    1_150,
    ['أنبوب آفاق الملون 60 سم', 'Afaq Tube 2ft RGB'],
    [
      'أنبوب إضاءة ملون ببطارية داخلية يعمل ساعتين، يمكن إخفاؤه في الديكور أو حمله باليد.',
      'A colour tube light with a two-hour internal battery, easy to hide in the set or carry by hand.',
    ],
  ],
  [
    'afaq-tube-4ft-rgb',
    'tube-lights',
    'afaq-lighting',
    'light',
    1_790,
    ['أنبوب آفاق الملون 120 سم', 'Afaq Tube 4ft RGB'],
    [
      'أنبوب بطول 120 سم مقسم إلى ستة عشر قطاعًا يمكن التحكم في لون كل منها لصنع مؤثرات متحركة.',
      'A 120 cm tube split into sixteen pixel zones, each with its own colour, for moving effects.',
    ],
  ],
  [
    'afaq-tube-kit-4',
    'tube-lights',
    'afaq-lighting',
    'light',
    6_200,
    ['طقم أنابيب آفاق الرباعي', 'Afaq Tube 4-Light Kit'],
    [
      'أربعة أنابيب 120 سم مع حقيبة شحن وحوامل ومشابك، كل ما تحتاجه لإضاءة مشهد ليلي ملون.',
      'Four 120 cm tubes with a charging case, stands and clamps: everything for a colourful night scene.',
    ],
  ],
  [
    'afaq-softbox-90',
    'light-modifiers',
    'afaq-lighting',
    'light',
    690,
    ['صندوق آفاق الناعم 90 سم', 'Afaq 90 cm Parabolic Softbox'],
    [
      'صندوق ضوء ناعم عميق يُفتح كالمظلة في ثوانٍ، مع شبكة لتوجيه الضوء وطبقتي انتشار.',
      'A deep parabolic softbox that opens like an umbrella in seconds, with a grid and two diffusion layers.',
    ],
  ],
  [
    'afaq-lantern-65',
    'light-modifiers',
    'afaq-lighting',
    'light',
    420,
    ['فانوس آفاق 65 سم', 'Afaq 65 cm Lantern'],
    [
      'ينشر الضوء في كل الاتجاهات بنعومة، مثالي لإضاءة طاولات الحوار والمشاهد الداخلية.',
      'Spreads soft light in every direction; perfect above dinner tables and interior scenes.',
    ],
  ],
  [
    'afaq-reflector-5in1',
    'light-modifiers',
    'afaq-lighting',
    'light',
    189,
    ['عاكس آفاق خماسي 110 سم', 'Afaq 5-in-1 Reflector 110 cm'],
    [
      'عاكس قابل للطي بخمسة أسطح: ذهبي وفضي وأبيض وأسود وناشر للضوء. أبسط أداة وأكثرها فائدة.',
      'A collapsible reflector with five surfaces: gold, silver, white, black and diffuser. The simplest, most useful tool.',
    ],
  ],
  [
    'afaq-flag-kit',
    'light-modifiers',
    'afaq-lighting',
    'light',
    1_250,
    ['طقم آفاق للأعلام والمناخل', 'Afaq Flag and Scrim Kit'],
    [
      'ستة أعلام ومناخل بمقاسات مختلفة مع حقيبة، للتحكم الدقيق في الظلال وتسرب الضوء.',
      'Six flags and scrims in assorted sizes with a bag, for precise control of shadows and spill.',
    ],
  ],
  // ------------------------------------------------------------ audio
  [
    'sada-shotgun-s1',
    'microphones',
    'sada-audio',
    'mic',
    1_890,
    ['ميكروفون صدى S1 الاتجاهي', 'Sada S1 Shotgun Microphone'],
    [
      'ميكروفون اتجاهي قصير يلتقط الحوار بوضوح ويرفض الضجيج الجانبي، مع واقي رياح مرفق.',
      'A short shotgun that captures dialogue clearly and rejects side noise; windshield included.',
    ],
  ],
  [
    'sada-shotgun-s3-pro',
    'microphones',
    'sada-audio',
    'mic',
    4_200,
    ['ميكروفون صدى S3 برو الاتجاهي', 'Sada S3 Pro Shotgun'],
    [
      'ميكروفون احترافي لمهندسي الصوت في الأفلام الروائية، بضجيج ذاتي منخفض جدًا ومقاومة للرطوبة.',
      'A professional shotgun for feature-film sound mixers, with very low self-noise and humidity resistance.',
    ],
  ],
  [
    'sada-lavalier-l2',
    'microphones',
    'sada-audio',
    'mic',
    520,
    ['ميكروفون صدى L2 المثبت على الملابس', 'Sada L2 Lavalier Microphone'],
    [
      'ميكروفون صغير يخفى تحت الملابس، بصوت طبيعي للمقابلات والأفلام الوثائقية.',
      'A tiny microphone that hides under clothing, with natural sound for interviews and documentaries.',
    ],
  ],
  [
    'sada-studio-condenser-c1',
    'microphones',
    'sada-audio',
    'mic',
    1_350,
    ['ميكروفون صدى C1 المكثف للاستوديو', 'Sada C1 Studio Condenser'],
    [
      'ميكروفون استوديو بغشاء كبير لتسجيل التعليق الصوتي والدبلجة والبودكاست.',
      'A large-diaphragm studio microphone for voice-over, dubbing and podcasts.',
    ],
  ],
  [
    'sada-field-recorder-r4',
    'recorders',
    'sada-audio',
    'recorder',
    2_650,
    ['مسجل صدى الميداني R4 رباعي المسارات', 'Sada R4 Four-Track Field Recorder'],
    [
      'مسجل بأربعة مداخل XLR وتسجيل عائم 32 بت يحمي الصوت من التشويه، مع توقيت زمني لمزامنة الكاميرات.',
      'Four XLR inputs and 32-bit float recording that protects against clipping, plus timecode to sync cameras.',
    ],
  ],
  [
    'sada-field-recorder-r8',
    'recorders',
    'sada-audio',
    'recorder',
    6_900,
    ['مسجل صدى الميداني R8 ثماني المسارات', 'Sada R8 Eight-Track Recorder'],
    [
      'مسجل ومازج احترافي بثمانية مداخل لمواقع التصوير الكبيرة، مع تحكم عبر الجهاز اللوحي.',
      'A professional eight-input recorder and mixer for large sets, with tablet control.',
    ],
  ],
  [
    'sada-boom-pole-3m',
    'recorders',
    'sada-audio',
    'mic',
    980,
    ['عصا صدى الكربونية 3 أمتار', 'Sada 3 m Carbon Boom Pole'],
    [
      'عصا من ألياف الكربون بخمس وصلات، خفيفة لساعات التصوير الطويلة، مع كابل داخلي.',
      'A five-section carbon fibre boom pole, light enough for long shooting days, with an internal cable.',
    ],
  ],
  [
    'sada-wireless-w2-kit',
    'wireless-audio',
    'sada-audio',
    'recorder',
    2_390,
    ['طقم صدى اللاسلكي المزدوج W2', 'Sada W2 Dual Wireless Kit'],
    [
      'جهازا إرسال وجهاز استقبال واحد لتسجيل شخصين معًا، مع تسجيل احتياطي داخل كل جهاز إرسال.',
      'Two transmitters and one receiver to record two people at once, with backup recording in each transmitter.',
    ],
  ],
  [
    'sada-wireless-w1',
    'wireless-audio',
    'sada-audio',
    'recorder',
    1_290,
    ['نظام صدى اللاسلكي W1', 'Sada W1 Wireless Set'],
    [
      'نظام لاسلكي بسيط بمدى 200 متر، يتصل بالكاميرا أو الهاتف مباشرة.',
      'A simple wireless system with a 200-metre range that plugs straight into a camera or phone.',
    ],
  ],
  [
    'sada-monitor-headphones-h7',
    'wireless-audio',
    'sada-audio',
    'mic',
    749,
    ['سماعات صدى H7 للمراقبة', 'Sada H7 Monitor Headphones'],
    [
      'سماعات مغلقة تعزل ضجيج الموقع وتنقل الصوت كما هو دون تجميل، لمراقبة التسجيل بثقة.',
      'Closed-back headphones that shut out set noise and reproduce sound honestly, so you can monitor with confidence.',
    ],
  ],
  // ------------------------------------------------------------ grip and support
  [
    'rakeeza-t100-video-tripod',
    'tripods',
    'rakeeza',
    'tripod',
    5_400,
    ['نظام ركيزة T100 للفيديو', 'Rakeeza T100 Video Tripod System'],
    [
      'رأس هيدروليكي بحمولة 12 كغ مع أرجل مزدوجة ونشر أرضي، لحركات بان وتيلت ناعمة تمامًا.',
      'A 12 kg fluid head on twin-tube legs with a ground spreader, for perfectly smooth pans and tilts.',
    ],
  ],
  [
    'rakeeza-t60-tripod',
    'tripods',
    'rakeeza',
    'tripod',
    2_750,
    ['حامل ركيزة T60 برأس هيدروليكي', 'Rakeeza T60 Fluid Head Tripod'],
    [
      'حامل متوسط لكاميرات بدون مرآة والكاميرات السينمائية المدمجة، بحمولة 6 كغ وأرجل ألمنيوم.',
      'A mid-size tripod for mirrorless and compact cinema cameras, with a 6 kg payload and aluminium legs.',
    ],
  ],
  [
    'rakeeza-travel-tripod',
    'tripods',
    'rakeeza',
    'tripod',
    690,
    ['حامل ركيزة للسفر', 'Rakeeza Travel Tripod'],
    [
      'حامل خفيف يُطوى إلى 40 سم ويتسع في حقيبة الظهر، لرحلات التصوير الطويلة.',
      'A light tripod that folds to 40 cm and fits in a backpack, for long shooting trips.',
    ],
  ],
  [
    'rakeeza-c-stand',
    'tripods',
    'rakeeza',
    'tripod',
    620,
    ['حامل ركيزة C بذراع', 'Rakeeza 40-inch C-Stand with Arm'],
    [
      'الحامل الفولاذي الكلاسيكي لمواقع التصوير، بذراع ورأس تثبيت لحمل الأعلام ووحدات الإضاءة.',
      'The classic steel set stand, with an arm and grip head to hold flags and lights.',
    ],
  ],
  [
    'kuthban-gimbal-g3',
    'gimbals',
    'kuthban',
    'tripod',
    2_290,
    ['مثبت كثبان G3 للكاميرا', 'Kuthban G3 Camera Gimbal'],
    [
      'مثبت ثلاثي المحاور لكاميرات بدون مرآة بحمولة 3 كغ، مع وضع التتبع التلقائي للأشخاص.',
      'A three-axis gimbal for mirrorless cameras with a 3 kg payload and automatic subject tracking.',
    ],
  ],
  [
    'kuthban-gimbal-g5-pro',
    'gimbals',
    'kuthban',
    'tripod',
    3_990,
    ['مثبت كثبان G5 برو', 'Kuthban G5 Pro Gimbal'],
    [
      'مثبت احترافي بحمولة 6 كغ للكاميرات السينمائية المدمجة، مع محرك تركيز لاسلكي وشاشة لمس.',
      'A professional 6 kg gimbal for compact cinema cameras, with a wireless focus motor and touchscreen.',
    ],
  ],
  [
    'kuthban-phone-gimbal',
    'gimbals',
    'kuthban',
    'tripod',
    499,
    ['مثبت كثبان للهاتف', 'Kuthban Phone Gimbal'],
    [
      'مثبت قابل للطي للهواتف الذكية، مع عصا تمديد مدمجة وإضاءة صغيرة.',
      'A foldable smartphone gimbal with a built-in extension rod and a small fill light.',
    ],
  ],
  [
    'kuthban-slider-100',
    'sliders-rigs',
    'kuthban',
    'tripod',
    2_150,
    ['منزلق كثبان الآلي 100 سم', 'Kuthban 100 cm Motorised Slider'],
    [
      'منزلق من ألياف الكربون بمحرك قابل للبرمجة، للقطات الحركة البطيئة والفواصل الزمنية.',
      'A carbon fibre slider with a programmable motor, for slow moves and time-lapses.',
    ],
  ],
  [
    'kuthban-shoulder-rig',
    'sliders-rigs',
    'kuthban',
    'tripod',
    1_390,
    ['هيكل كثبان للكتف', 'Kuthban Shoulder Rig'],
    [
      'هيكل كتف متوازن بمقابض قابلة للتعديل، يخفف الحمل في التصوير الوثائقي الطويل.',
      'A balanced shoulder rig with adjustable handles that eases long documentary days.',
    ],
  ],
  [
    'rakeeza-dolly-track-kit',
    'sliders-rigs',
    'rakeeza',
    'tripod',
    8_900,
    ['طقم ركيزة لعربة التصوير والقضبان', 'Rakeeza Doorway Dolly and Track Kit'],
    [
      'عربة تصوير تمر عبر الأبواب مع ستة أمتار من القضبان المستقيمة والمنحنية، لحركات كاميرا سينمائية حقيقية.',
      'A doorway dolly with six metres of straight and curved track, for true cinematic camera moves.',
    ],
  ],
  // ------------------------------------------------------------ books and merchandise
  [
    'book-light-in-the-desert',
    'film-books',
    'nakhla-press',
    'book',
    95,
    ['الضوء في الصحراء: دليل التصوير السينمائي', 'Light in the Desert: A Cinematography Handbook'],
    [
      'دليل عملي للتصوير في بيئات المنطقة، من شمس الظهيرة إلى ليالي الصحراء، مع مخططات إضاءة لثلاثين مشهدًا.',
      'A practical guide to shooting in the region’s landscapes, from midday sun to desert nights, with lighting diagrams for thirty scenes.',
    ],
  ],
  [
    'book-writing-the-screenplay',
    'film-books',
    'nakhla-press',
    'book',
    85,
    ['كتابة السيناريو: من الفكرة إلى المسودة الأخيرة', 'Writing the Screenplay: From Idea to Final Draft'],
    [
      'كتاب يرافق الكاتب خطوة بخطوة، مع تمارين وأمثلة من أفلام عربية وعالمية.',
      'A step-by-step companion for writers, with exercises and examples from Arab and world cinema.',
    ],
  ],
  [
    'book-history-of-gulf-cinema',
    'film-books',
    'nakhla-press',
    'book',
    120,
    ['تاريخ السينما في الخليج', 'A History of Gulf Cinema'],
    [
      'رحلة مصورة في تاريخ السينما الخليجية، من دور العرض الأولى إلى جيل المخرجين الجديد.',
      'An illustrated journey through Gulf cinema, from the first picture houses to the new generation of directors.',
    ],
  ],
  [
    'book-rhythm-of-editing',
    'film-books',
    'nakhla-press',
    'book',
    78,
    ['إيقاع المونتاج', 'The Rhythm of Editing'],
    [
      'تأملات مونتير في الزمن والإيقاع، وكيف تصنع القطعة الصحيحة في اللحظة الصحيحة المعنى.',
      'An editor’s reflections on time and rhythm, and how the right cut at the right moment makes meaning.',
    ],
  ],
  [
    'book-independent-producer',
    'film-books',
    'nakhla-press',
    'book',
    110,
    ['دليل المنتج المستقل', 'The Independent Producer’s Handbook'],
    [
      'الميزانيات والعقود والتمويل والتوزيع، بلغة واضحة ونماذج جاهزة للاستخدام.',
      'Budgets, contracts, financing and distribution, in plain language with ready-to-use templates.',
    ],
  ],
  [
    'forum-tshirt-2027',
    'apparel',
    'khayal',
    'tshirt',
    89,
    ['قميص الملتقى 2027', 'Forum 2027 T-shirt'],
    [
      'قميص قطني ناعم بشعار الدورة الجديدة، مطبوع بأحبار صديقة للبيئة.',
      'A soft cotton T-shirt with this edition’s logo, printed with eco-friendly inks.',
    ],
  ],
  [
    'forum-hoodie-2027',
    'apparel',
    'khayal',
    'tshirt',
    189,
    ['سترة الملتقى 2027 بقبعة', 'Forum 2027 Hoodie'],
    [
      'سترة دافئة بقبعة لليالي العروض في الهواء الطلق، بتطريز الشريط السينمائي على الكم.',
      'A warm hoodie for open-air screening nights, with the film-strip embroidery on the sleeve.',
    ],
  ],
  [
    'clapperboard-cap',
    'apparel',
    'khayal',
    'tshirt',
    69,
    ['قبعة لوح الكلاكيت', 'Clapperboard Cap'],
    [
      'قبعة قطنية بتطريز لوح الكلاكيت، قابلة لتعديل المقاس.',
      'A cotton cap with an embroidered clapperboard and an adjustable strap.',
    ],
  ],
  [
    'poster-shadows-of-sand',
    'posters-gifts',
    'manshour',
    'poster',
    75,
    ['ملصق فيلم «ظلال الرمل»', '“Shadows of Sand” Film Poster'],
    [
      'الملصق الرسمي لفيلم الافتتاح، مطبوع على ورق فني بمقاس 50×70 سم.',
      'The official poster of the opening film, printed on art paper at 50 × 70 cm.',
    ],
  ],
  [
    'forum-enamel-mug',
    'posters-gifts',
    'manshour',
    'mug',
    45,
    ['كوب الملتقى المطلي', 'Forum Enamel Mug'],
    [
      'كوب معدني مطلي بالمينا بلوني الملتقى، يرافقك في مواقع التصوير والرحلات.',
      'An enamel mug in the forum’s colours, for sets and road trips alike.',
    ],
  ],
  [
    'acrylic-clapperboard',
    'posters-gifts',
    'manshour',
    'poster',
    149,
    ['لوح كلاكيت أكريليك', 'Acrylic Clapperboard'],
    [
      'لوح كلاكيت شفاف بأذرع ملونة يُكتب عليه بأقلام قابلة للمسح.',
      'A clear clapperboard with coloured sticks that takes dry-erase markers.',
    ],
  ],
  [
    'poster-set-saudi-classics',
    'posters-gifts',
    'manshour',
    'poster',
    199,
    ['مجموعة ملصقات السينما السعودية', 'Saudi Cinema Poster Set'],
    [
      'خمسة ملصقات بإعادة تصميم فنية لأفلام سعودية قصيرة بارزة، بمقاس 30×40 سم.',
      'Five artist redesigns of landmark Saudi short films, at 30 × 40 cm.',
    ],
  ],
  [
    'director-notebook',
    'posters-gifts',
    'nakhla-press',
    'book',
    59,
    ['دفتر المخرج', 'The Director’s Notebook'],
    [
      'دفتر بصفحات مقسمة لقوائم اللقطات والرسوم التخطيطية وملاحظات موقع التصوير.',
      'A notebook with pages laid out for shot lists, storyboards and on-set notes.',
    ],
  ],
];

export type OptionSeed = {
  name: Localized;
  type: 'radio' | 'checkbox';
  isRequired: boolean;
  values: { name: Localized; priceDeltaRiyals: number }[];
};

const l = (ar: string, en: string): Localized => ({ ar, en });
const value = (ar: string, en: string, priceDeltaRiyals = 0) => ({ name: l(ar, en), priceDeltaRiyals });
const WARRANTY = (priceDeltaRiyals: number): OptionSeed => ({
  name: l('خدمات إضافية', 'Extras'),
  type: 'checkbox',
  isRequired: false,
  values: [value('ضمان ممتد لسنتين إضافيتين', 'Extended warranty, two extra years', priceDeltaRiyals)],
});
const GIFT_WRAP: OptionSeed = {
  name: l('التغليف', 'Wrapping'),
  type: 'checkbox',
  isRequired: false,
  values: [value('تغليف هدية مع بطاقة', 'Gift wrap with a card', 15)],
};
const MOUNT = (shortFlangeDelta: number): OptionSeed => ({
  name: l('نوع التركيب', 'Lens mount'),
  type: 'radio',
  isRequired: true,
  values: [
    value('تركيب PL', 'PL mount'),
    value('تركيب قصير للكاميرات بدون مرآة', 'Short-flange mirrorless mount', shortFlangeDelta),
  ],
});
const SIZE: OptionSeed = {
  name: l('المقاس', 'Size'),
  type: 'radio',
  isRequired: true,
  values: [
    value('صغير', 'S'),
    value('متوسط', 'M'),
    value('كبير', 'L'),
    value('كبير جدًا', 'XL'),
    value('XXL', 'XXL', 10),
  ],
};

const OPTIONS: Record<string, OptionSeed[]> = {
  'sarab-c6-cinema-camera': [
    {
      name: l('الطقم', 'Bundle'),
      type: 'radio',
      isRequired: true,
      values: [
        value('الكاميرا فقط', 'Body only'),
        value('طقم الإنتاج مع بطاريات وشاشة', 'Production kit with batteries and monitor', 6_500),
      ],
    },
    WARRANTY(2_400),
  ],
  'sarab-c4-compact-cinema-camera': [MOUNT(0), WARRANTY(1_400)],
  'najm-cine-prime-35mm': [MOUNT(450)],
  'najm-cine-prime-50mm': [MOUNT(450)],
  'najm-zoom-24-70-f28': [
    {
      name: l('الملحقات', 'Accessories'),
      type: 'checkbox',
      isRequired: false,
      values: [value('مرشح حماية UV', 'UV protection filter', 220), value('غطاء شمس إضافي', 'Spare lens hood', 95)],
    },
    WARRANTY(390),
  ],
  'afaq-panel-120-rgb': [
    {
      name: l('مصدر الطاقة', 'Power'),
      type: 'radio',
      isRequired: true,
      values: [
        value('محول كهربائي فقط', 'AC adapter only'),
        value('مع قاعدة بطارية V-Mount', 'With V-mount battery plate', 480),
      ],
    },
    {
      name: l('الحقيبة', 'Case'),
      type: 'checkbox',
      isRequired: false,
      values: [value('حقيبة حمل مبطنة', 'Padded carry case', 350)],
    },
  ],
  'sada-wireless-w2-kit': [
    {
      name: l('الملحقات', 'Accessories'),
      type: 'checkbox',
      isRequired: false,
      values: [
        value('علبة شحن', 'Charging case', 290),
        value('ميكروفونان إضافيان للملابس', 'Two extra lavalier mics', 480),
      ],
    },
  ],
  'rakeeza-t100-video-tripod': [
    {
      name: l('مادة الأرجل', 'Legs'),
      type: 'radio',
      isRequired: true,
      values: [value('ألمنيوم', 'Aluminium'), value('ألياف الكربون', 'Carbon fibre', 1_200)],
    },
  ],
  'kuthban-gimbal-g5-pro': [WARRANTY(350), GIFT_WRAP],
  'forum-tshirt-2027': [
    SIZE,
    {
      name: l('اللون', 'Colour'),
      type: 'radio',
      isRequired: true,
      values: [value('أزرق ليلي', 'Night blue'), value('أحمر الغروب', 'Sunset red'), value('رملي', 'Sand')],
    },
    GIFT_WRAP,
  ],
  'forum-hoodie-2027': [SIZE, GIFT_WRAP],
  'book-light-in-the-desert': [
    {
      name: l('الطبعة', 'Edition'),
      type: 'radio',
      isRequired: true,
      values: [
        value('عربية - غلاف ورقي', 'Arabic paperback'),
        value('إنجليزية - غلاف ورقي', 'English paperback'),
        value('عربية - غلاف مقوى', 'Arabic hardcover', 35),
      ],
    },
    GIFT_WRAP,
  ],
};

/** A discount that covers 22 November 2026 through the forum. */
const RUNNING = { starts: riyadhTime('2026-11-01'), ends: riyadhTime('2027-02-28', '23:59') };
const FORUM_WEEKS = { starts: riyadhTime('2026-11-20'), ends: riyadhTime('2027-02-20', '23:59') };
/** Summer sales that are over: the percentage stays on the product, the window makes it inactive. */
const SUMMER = { starts: riyadhTime('2026-07-01'), ends: riyadhTime('2026-08-31', '23:59') };

const DISCOUNTS: Record<string, [number, { starts: Date; ends: Date }]> = {
  'sarab-c6-cinema-camera': [10, RUNNING],
  'qamra-m3-mirrorless-kit': [15, RUNNING],
  'qamra-m1-vlog-camera': [20, FORUM_WEEKS],
  'qamra-go-action-4k': [25, RUNNING],
  'sarab-monitor-7': [10, FORUM_WEEKS],
  'najm-cine-prime-85mm': [10, RUNNING],
  'najm-zoom-70-200-f4': [15, RUNNING],
  'najm-anamorphic-adapter': [20, FORUM_WEEKS],
  'najm-photo-prime-50mm-f18': [30, RUNNING],
  'afaq-panel-60-bicolor': [15, RUNNING],
  'afaq-tube-kit-4': [12, FORUM_WEEKS],
  'afaq-softbox-90': [20, RUNNING],
  'sada-shotgun-s1': [15, RUNNING],
  'sada-wireless-w2-kit': [10, FORUM_WEEKS],
  'sada-monitor-headphones-h7': [25, RUNNING],
  'rakeeza-t60-tripod': [10, RUNNING],
  'kuthban-gimbal-g3': [20, FORUM_WEEKS],
  'kuthban-slider-100': [15, RUNNING],
  'book-history-of-gulf-cinema': [20, RUNNING],
  'forum-hoodie-2027': [25, FORUM_WEEKS],
  'poster-set-saudi-classics': [30, RUNNING],
  'acrylic-clapperboard': [10, RUNNING],
  'qamra-go-mini': [20, SUMMER],
  'sada-lavalier-l2': [15, SUMMER],
};

/** Business customers buy these high-end items; their prices are listed before VAT. */
const PRICED_BEFORE_VAT = new Set([
  'sarab-c8-cinema-camera',
  'sarab-c6-cinema-camera',
  'najm-cine-zoom-18-55',
  'afaq-cob-600-pro',
  'sada-field-recorder-r8',
  'rakeeza-dolly-track-kit',
  'sada-shotgun-s3-pro',
]);

/** The one product with very little stock (tests rely on it) and the sold-out ones. */
export const LOW_STOCK_SLUG = 'najm-anamorphic-40mm';
const STOCK: Record<string, number> = {
  [LOW_STOCK_SLUG]: 2,
  'sarab-c8-cinema-camera': 0,
  'poster-shadows-of-sand': 0,
};

export type ProductSeed = {
  slug: string;
  sku: string;
  category: string;
  brand: string;
  shape: ProductShape;
  name: Localized;
  description: Localized;
  priceMinor: number;
  discountPercentage: number;
  discountStartsAt: Date | null;
  discountEndsAt: Date | null;
  taxIncluded: boolean;
  stock: number;
  salesCount: number;
  createdAt: Date;
  options: OptionSeed[];
};

const CATALOGUE_OPENED = riyadhTime('2025-12-01').getTime();
const CATALOGUE_LAST_ADDITION = riyadhTime('2026-11-15').getTime();

export const PRODUCTS: ProductSeed[] = ROWS.map(([slug, category, brand, shape, priceRiyals, name, description], i) => {
  const random = createRandom(hashString(slug));
  const discount = DISCOUNTS[slug];
  const cheap = priceRiyals < 1_000;
  const prefix = brand
    .replace(/[^a-z]/g, '')
    .slice(0, 3)
    .toUpperCase();
  return {
    slug,
    sku: `${prefix}-${String(1001 + i)}`,
    category,
    brand,
    shape,
    name: { ar: name[0], en: name[1] },
    description: { ar: description[0], en: description[1] },
    priceMinor: priceRiyals * 100,
    discountPercentage: discount?.[0] ?? 0,
    discountStartsAt: discount?.[1].starts ?? null,
    discountEndsAt: discount?.[1].ends ?? null,
    taxIncluded: !PRICED_BEFORE_VAT.has(slug),
    stock: STOCK[slug] ?? (cheap ? random.int(40, 250) : random.int(4, 35)),
    salesCount: cheap ? random.int(30, 900) : random.int(0, 120),
    createdAt: new Date(Math.round(CATALOGUE_OPENED + (CATALOGUE_LAST_ADDITION - CATALOGUE_OPENED) * random.next())),
    options: OPTIONS[slug] ?? [],
  };
});

/** The listed price after the product's own discount when it is active at that instant. */
export function priceAt(product: ProductSeed, instant: Date): number {
  const { discountPercentage: percent, discountStartsAt: starts, discountEndsAt: ends } = product;
  const active = percent > 0 && (!starts || starts <= instant) && (!ends || instant <= ends);
  return active ? Math.round((product.priceMinor * (100 - percent)) / 100) : product.priceMinor;
}
