import type { StoredSettings } from '@forum/contract/settings';
import type { Localized } from '../../db/schema.ts';

export const FORUM_NAME: Localized = { ar: 'ملتقى الشاشة السعودي 2027', en: 'Saudi Screen Forum 2027' };

const VENUE_NAME: Localized = {
  ar: 'مركز الواحة للمعارض والمؤتمرات',
  en: 'Al Waha Exhibition & Convention Centre',
};
const VENUE_ADDRESS: Localized = {
  ar: 'طريق الملك عبدالعزيز، حي الياسمين، الرياض 13325',
  en: 'King Abdulaziz Road, Al Yasmin, Riyadh 13325',
};

/** One settings row per top-level key; the settings service reads exactly these. */
export const SETTINGS: StoredSettings = {
  site: {
    name: FORUM_NAME,
    description: {
      ar: 'ثلاثة أيام من الجلسات وورش العمل والمعرض تجمع صنّاع الأفلام والمستثمرين والجمهور في الرياض.',
      en: 'Three days of conference sessions, workshops and an exhibition bringing filmmakers, investors and audiences together in Riyadh.',
    },
    currency: 'SAR',
    vatRate: 0.15,
    timeZone: 'Asia/Riyadh',
  },
  contacts: {
    email: 'info@screenforum.test',
    telephone: '+966115550100',
    whatsapp: '+966555550100',
    address: {
      ar: `${VENUE_NAME.ar}، ${VENUE_ADDRESS.ar}`,
      en: `${VENUE_NAME.en}, ${VENUE_ADDRESS.en}`,
    },
  },
  social: [
    { network: 'x', url: 'https://x.com/screenforum_sa' },
    { network: 'instagram', url: 'https://www.instagram.com/screenforum_sa' },
    { network: 'youtube', url: 'https://www.youtube.com/@screenforum_sa' },
    { network: 'linkedin', url: 'https://www.linkedin.com/company/screenforum-sa' },
  ],
  appLinks: {
    apple: 'https://apps.apple.com/sa/app/saudi-screen-forum/id6740000001',
    google: 'https://play.google.com/store/apps/details?id=sa.screenforum.app',
  },
  forum: {
    // 09:00 on 16 February to 22:00 on 18 February 2027, Riyadh time (UTC+3)
    startDate: '2027-02-16T06:00:00.000Z',
    endDate: '2027-02-18T19:00:00.000Z',
    location: { name: VENUE_NAME, address: VENUE_ADDRESS, coordinates: { lat: 24.8163, lng: 46.7011 } },
  },
  maintenance: false,
  shop: { vatNumber: '300000000000003', returnWindowDays: 14 },
};

type PageSeed = { slug: string; title: Localized; body: Localized };

export const PAGES: PageSeed[] = [
  {
    slug: 'about-us',
    title: { ar: 'من نحن', en: 'About us' },
    body: {
      ar: [
        'ملتقى الشاشة السعودي منصة سنوية تجمع صنّاع الأفلام والمنتجين والموزعين والمستثمرين والجمهور في الرياض، لثلاثة أيام من الحوار والتعلّم وعقد الشراكات.',
        'انطلق الملتقى بفكرة بسيطة: أن تلتقي المواهب الصاعدة بأصحاب الخبرة في مكان واحد، وأن يجد كل مشروع سينمائي طريقه من الورق إلى الشاشة. ويضم برنامجه جلسات رئيسية وحلقات نقاش وعروضًا خاصة ودروسًا متقدمة وورش عمل تطبيقية.',
        'ويستضيف المعرض المصاحب أكثر من ثلاثين جهة عارضة من استوديوهات الإنتاج وشركات المعدات ومنصات التوزيع والجهات التعليمية، إلى جانب متجر يقدّم معدات التصوير والكتب والمنتجات التذكارية.',
        'نؤمن بأن السينما لغة مشتركة، ولذلك نقدّم محتوانا باللغتين العربية والإنجليزية، ونعمل على أن يكون الملتقى مفتوحًا للجميع ومتاحًا لذوي الإعاقة.',
      ].join('\n\n'),
      en: [
        'The Saudi Screen Forum is an annual gathering in Riyadh that brings filmmakers, producers, distributors, investors and audiences together for three days of conversation, learning and deal-making.',
        'It began with a simple idea: put emerging talent and seasoned professionals in the same room, and help every film project find its way from the page to the screen. The programme includes keynotes, panels, special screenings, masterclasses and hands-on workshops.',
        'The exhibition that runs alongside hosts more than thirty exhibitors, from production studios and equipment makers to distribution platforms and film schools, as well as a shop for camera gear, books and forum merchandise.',
        'We believe cinema is a shared language, so everything we publish is in Arabic and English, and we work to keep the forum open and accessible to everyone.',
      ].join('\n\n'),
    },
  },
  {
    slug: 'terms-conditions',
    title: { ar: 'الشروط والأحكام', en: 'Terms and conditions' },
    body: {
      ar: [
        'باستخدامك موقع ملتقى الشاشة السعودي أو شرائك من متجره فإنك توافق على هذه الشروط. يُرجى قراءتها بعناية قبل إتمام أي تسجيل أو طلب.',
        'التسجيل في الجلسات وورش العمل شخصي ولا يجوز نقله إلى غيرك، ويحتفظ المنظمون بحق تعديل البرنامج أو تغيير القاعات والمواعيد عند الحاجة مع إشعار المسجلين بذلك.',
        'الأسعار في المتجر بالريال السعودي، وتشمل ضريبة القيمة المضافة بنسبة 15% ما لم يُذكر خلاف ذلك في صفحة المنتج. ويُعد الطلب مؤكدًا بعد إتمام الدفع أو استلام التحويل البنكي.',
        'يمكن إلغاء الطلب قبل شحنه، ويحق لك إرجاع المنتجات غير المستخدمة في عبوتها الأصلية خلال سبعة أيام من الاستلام، باستثناء الكتب المفتوحة والمنتجات المخصصة.',
        'جميع المحتويات المنشورة على الموقع من نصوص وصور وتسجيلات مملوكة للملتقى أو لأصحابها، ولا يجوز إعادة نشرها دون إذن كتابي.',
      ].join('\n\n'),
      en: [
        'By using the Saudi Screen Forum website or buying from its shop you agree to these terms. Please read them carefully before completing any registration or order.',
        'Registrations for sessions and workshops are personal and cannot be transferred. The organisers may change the programme, halls or times when necessary and will notify registered attendees.',
        'Shop prices are in Saudi riyals and include 15% VAT unless the product page says otherwise. An order is confirmed once payment is completed or the bank transfer is received.',
        'You can cancel an order before it ships, and return unused products in their original packaging within seven days of delivery, except opened books and personalised items.',
        'All content on the website, including text, images and recordings, belongs to the forum or to its owners and may not be republished without written permission.',
      ].join('\n\n'),
    },
  },
  {
    slug: 'privacy-policy',
    title: { ar: 'سياسة الخصوصية', en: 'Privacy policy' },
    body: {
      ar: [
        'نحترم خصوصيتك ونلتزم بحماية بياناتك الشخصية وفق نظام حماية البيانات الشخصية في المملكة العربية السعودية.',
        'نجمع البيانات التي تقدّمها عند التسجيل أو الشراء، مثل الاسم والبريد الإلكتروني ورقم الجوال والعنوان، ونستخدمها لإدارة حسابك وتنفيذ طلباتك وإبلاغك بمستجدات البرنامج.',
        'لا نبيع بياناتك ولا نشاركها مع أي طرف ثالث إلا بالقدر اللازم لتقديم الخدمة، مثل شركات الشحن وبوابات الدفع، وتلتزم هذه الجهات بحماية البيانات.',
        'يستخدم الموقع ملفات تعريف ارتباط ضرورية لتسجيل الدخول وحماية النماذج، ولا نستخدم ملفات تتبع إعلانية.',
        'يمكنك في أي وقت طلب نسخة من بياناتك أو تصحيحها أو حذف حسابك من صفحة الإعدادات أو بمراسلتنا عبر نموذج التواصل.',
      ].join('\n\n'),
      en: [
        'We respect your privacy and protect your personal data in line with the Personal Data Protection Law of the Kingdom of Saudi Arabia.',
        'We collect the data you give us when you register or buy, such as your name, email, mobile number and address, and use it to run your account, fulfil your orders and keep you informed about the programme.',
        'We never sell your data and share it only as far as needed to provide the service, for example with delivery companies and payment gateways, who are bound to protect it.',
        'The website uses only the cookies it needs to keep you signed in and to protect forms; we use no advertising trackers.',
        'You can ask for a copy of your data, correct it or delete your account at any time from the settings page or through the contact form.',
      ].join('\n\n'),
    },
  },
  {
    slug: 'community',
    title: { ar: 'مجتمع الملتقى', en: 'The forum community' },
    body: {
      ar: [
        'مجتمع الملتقى مساحة مفتوحة طوال العام لصنّاع الأفلام والطلاب والمهتمين بالسينما، تستمر فيها الحوارات التي تبدأ في قاعات الملتقى.',
        'ننظم لقاءات شهرية لعرض الأفلام القصيرة ومناقشتها، وجلسات قراءة للسيناريوهات يقدّم فيها كتّاب محترفون ملاحظاتهم، وبرنامج إرشاد يربط المواهب الجديدة بخبراء الصناعة.',
        'الانضمام مجاني لكل من يملك حسابًا في الموقع، ويكفي أن تلتزم بميثاق السلوك وأن تشاركنا شغفك بالحكايات المصوّرة.',
      ].join('\n\n'),
      en: [
        'The forum community is a year-round space for filmmakers, students and film lovers, where the conversations that begin in the forum halls carry on.',
        'We run monthly short-film screenings with discussions, script readings where professional writers share their notes, and a mentoring programme that pairs new talent with industry experts.',
        'Joining is free for anyone with an account on the website: all we ask is that you follow the code of conduct and share your passion for stories told on screen.',
      ].join('\n\n'),
    },
  },
  {
    slug: 'code-of-conduct',
    title: { ar: 'ميثاق السلوك', en: 'Code of conduct' },
    body: {
      ar: [
        'نريد أن يكون الملتقى تجربة آمنة ومرحِّبة للجميع، بصرف النظر عن الجنس أو العمر أو الجنسية أو الإعاقة أو الخلفية المهنية.',
        'نتوقع من المشاركين والعارضين والمتحدثين والمتطوعين التعامل باحترام، وتقبّل الآراء المختلفة، والامتناع عن أي إساءة أو تحرش أو تصوير للآخرين دون إذنهم.',
        'يُمنع تسجيل الجلسات والعروض الخاصة دون موافقة مسبقة، ويُرجى احترام حقوق الملكية الفكرية للأعمال المعروضة.',
        'إذا تعرضت لموقف مزعج أو شهدته، فتوجّه إلى مكتب الاستقبال أو أي فرد من فريق التنظيم، وسنتعامل مع البلاغ بسرية تامة.',
      ].join('\n\n'),
      en: [
        'We want the forum to be a safe and welcoming experience for everyone, regardless of gender, age, nationality, disability or professional background.',
        'We expect attendees, exhibitors, speakers and volunteers to treat each other with respect, to welcome different opinions, and to refrain from any abuse, harassment or photographing others without their consent.',
        'Recording sessions and special screenings without prior permission is not allowed; please respect the intellectual property of the works shown.',
        'If you experience or witness anything that makes you uncomfortable, go to the reception desk or speak to any member of the organising team. Every report is handled in confidence.',
      ].join('\n\n'),
    },
  },
  {
    slug: 'accessibility',
    title: { ar: 'إمكانية الوصول', en: 'Accessibility' },
    body: {
      ar: [
        'نعمل على أن يكون الملتقى وموقعه الإلكتروني متاحين للجميع.',
        'جميع القاعات مهيأة للكراسي المتحركة، وتتوفر مقاعد محجوزة قرب المنصات، ويُقدَّم الترجمان بلغة الإشارة في الجلسات الرئيسية، وترجمة نصية مصاحبة للعروض الخاصة.',
        'صُمّم الموقع ليعمل بلوحة المفاتيح وقارئات الشاشة، ويحترم إعداد تقليل الحركة في جهازك، ويعرض المحتوى بالعربية والإنجليزية.',
        'إذا واجهتك أي عقبة، فراسلنا عبر صفحة التواصل وسنعمل على حلها في أسرع وقت.',
      ].join('\n\n'),
      en: [
        'We work to make the forum and its website accessible to everyone.',
        'All halls are wheelchair accessible, reserved seating is available near the stages, keynotes are interpreted into sign language, and special screenings carry captions.',
        'The website is built to work with a keyboard and screen readers, respects your device’s reduced-motion setting, and offers all content in Arabic and English.',
        'If anything gets in your way, write to us through the contact page and we will fix it as quickly as we can.',
      ].join('\n\n'),
    },
  },
  {
    slug: 'driver-app',
    title: { ar: 'تطبيق المندوب', en: 'Driver app' },
    body: {
      ar: [
        'يستخدم مندوبو التوصيل المتعاقدون مع الملتقى تطبيقًا خاصًا لاستلام طلبات المتجر وتوصيلها وتحديث حالتها لحظة بلحظة.',
        'يعرض التطبيق مسار التوصيل على الخريطة، ويتيح التواصل مع العميل، وتأكيد التسليم برمز يصل إلى جوال العميل.',
        'إذا كنت مندوبًا لدى أحد شركائنا في الشحن، فحمّل التطبيق من متجر التطبيقات وسجّل الدخول بالحساب الذي زودتك به شركتك.',
      ].join('\n\n'),
      en: [
        'Delivery drivers working with the forum use a dedicated app to pick up shop orders, deliver them and update their status in real time.',
        'The app shows the delivery route on a map, lets drivers contact the customer, and confirms handover with a code sent to the customer’s phone.',
        'If you drive for one of our delivery partners, download the app from your app store and sign in with the account your company gave you.',
      ].join('\n\n'),
    },
  },
];

type FaqSeed = { category: Localized; question: Localized; answer: Localized };

const TICKETS: Localized = { ar: 'التسجيل والتذاكر', en: 'Registration and tickets' };
const PROGRAMME: Localized = { ar: 'المؤتمر وورش العمل', en: 'Conference and workshops' };
const EXHIBITION: Localized = { ar: 'المعرض', en: 'Exhibition' };
const SHOP: Localized = { ar: 'المتجر والطلبات', en: 'Shop and orders' };

export const FAQS: FaqSeed[] = [
  {
    category: TICKETS,
    question: { ar: 'هل حضور الملتقى مجاني؟', en: 'Is the forum free to attend?' },
    answer: {
      ar: 'نعم، الدخول إلى المعرض والجلسات العامة مجاني بعد التسجيل في الموقع، أما ورش العمل فمقاعدها محدودة وتتطلب تسجيلًا مستقلًا.',
      en: 'Yes. The exhibition and the public sessions are free once you register on the website; workshops have limited seats and need a separate registration.',
    },
  },
  {
    category: TICKETS,
    question: { ar: 'كيف أحصل على بطاقة الدخول؟', en: 'How do I get my entry badge?' },
    answer: {
      ar: 'بعد إنشاء حسابك تصلك رسالة فيها رمز الدخول، ويمكنك استلام البطاقة المطبوعة من مكتب الاستقبال عند البوابة الرئيسية بإبراز الرمز.',
      en: 'Once you create your account you receive an email with your entry code. Show it at the reception desk by the main gate to collect your printed badge.',
    },
  },
  {
    category: TICKETS,
    question: { ar: 'هل يمكنني التسجيل بصفة جهة عارضة؟', en: 'Can I register as an exhibitor?' },
    answer: {
      ar: 'نعم، اختر «حساب عارض» من صفحة نوع الحساب وأكمل بيانات المنشأة، وسيتواصل معك فريق المعرض لتخصيص الجناح.',
      en: 'Yes. Choose “Exhibitor account” on the account type page and complete your company details; the exhibition team will contact you to assign a booth.',
    },
  },
  {
    category: TICKETS,
    question: { ar: 'هل تتوفر مواقف للسيارات؟', en: 'Is there parking at the venue?' },
    answer: {
      ar: 'يتوفر موقف مجاني يتسع لألفي سيارة بجوار المركز، مع مواقف مخصصة لذوي الإعاقة قرب المدخل الرئيسي.',
      en: 'Free parking for two thousand cars is available next to the centre, with accessible bays close to the main entrance.',
    },
  },
  {
    category: PROGRAMME,
    question: { ar: 'كيف أبني جدولي الشخصي؟', en: 'How do I build my personal agenda?' },
    answer: {
      ar: 'سجّل الدخول ثم اضغط على أيقونة القلب بجوار أي جلسة لإضافتها إلى أجندتك، وستجدها مرتبة حسب اليوم والوقت في صفحة «أجندتي».',
      en: 'Sign in and tap the heart next to any session to add it to your agenda; you will find it sorted by day and time under “My agenda”.',
    },
  },
  {
    category: PROGRAMME,
    question: { ar: 'ما لغة الجلسات؟', en: 'What language are the sessions in?' },
    answer: {
      ar: 'تُقدَّم الجلسات بالعربية أو الإنجليزية أو باللغتين، ولغة كل جلسة مذكورة في صفحتها، وتتوفر الترجمة الفورية في القاعة الرئيسية.',
      en: 'Sessions are in Arabic, English or both; each session page says which. Simultaneous interpretation is available in the main theatre.',
    },
  },
  {
    category: PROGRAMME,
    question: { ar: 'ماذا لو امتلأت ورشة العمل؟', en: 'What if a workshop is full?' },
    answer: {
      ar: 'يمكنك الانضمام إلى قائمة الانتظار، وسنبلغك فور توفر مقعد بسبب اعتذار أحد المسجلين.',
      en: 'You can join the waiting list and we will let you know as soon as a seat frees up.',
    },
  },
  {
    category: PROGRAMME,
    question: { ar: 'هل تُسجَّل الجلسات؟', en: 'Are the sessions recorded?' },
    answer: {
      ar: 'تُسجَّل الجلسات الرئيسية وحلقات النقاش وتُنشر في المركز الإعلامي خلال أسبوعين من انتهاء الملتقى، أما الدروس المتقدمة وورش العمل فلا تُسجَّل.',
      en: 'Keynotes and panels are recorded and published in the media centre within two weeks of the forum; masterclasses and workshops are not recorded.',
    },
  },
  {
    category: EXHIBITION,
    question: { ar: 'ما مواعيد المعرض؟', en: 'When is the exhibition open?' },
    answer: {
      ar: 'يفتح المعرض أبوابه يوميًا من التاسعة صباحًا حتى العاشرة مساءً طوال أيام الملتقى الثلاثة.',
      en: 'The exhibition is open every day from 9 am to 10 pm throughout the three forum days.',
    },
  },
  {
    category: EXHIBITION,
    question: { ar: 'كيف أجد جناح عارض معيّن؟', en: 'How do I find a particular exhibitor?' },
    answer: {
      ar: 'ابحث عن اسم العارض في صفحة المعرض، أو افتح خريطة المعرض لترى موقع كل جناح ورمزه داخل القاعتين.',
      en: 'Search for the exhibitor on the exhibition page, or open the floor map to see where each booth sits in the two halls.',
    },
  },
  {
    category: EXHIBITION,
    question: { ar: 'هل يمكن حجز موعد مع عارض؟', en: 'Can I book a meeting with an exhibitor?' },
    answer: {
      ar: 'نعم، تجد وسائل التواصل مع كل عارض في صفحته، ويمكنك كذلك طلب موعد عبر خدمة لقاءات سوق الأفلام.',
      en: 'Yes. Each exhibitor page lists their contact details, and you can also request a slot through the film market meetings service.',
    },
  },
  {
    category: SHOP,
    question: { ar: 'هل يمكنني استلام طلبي من الملتقى؟', en: 'Can I collect my order at the forum?' },
    answer: {
      ar: 'نعم، اختر «الاستلام من الملتقى» عند إتمام الطلب، وستجد طلبك جاهزًا في ركن المتجر بالقاعة (أ) دون رسوم شحن.',
      en: 'Yes. Choose “Pick up at the forum” at checkout and your order will be waiting at the shop corner in Hall A, with no delivery fee.',
    },
  },
  {
    category: SHOP,
    question: { ar: 'ما طرق الدفع المتاحة؟', en: 'Which payment methods do you accept?' },
    answer: {
      ar: 'نقبل البطاقات الائتمانية ومدى والتحويل البنكي والدفع عند الاستلام داخل مدن المملكة.',
      en: 'We accept credit and debit cards, bank transfer, and cash on delivery within Saudi cities.',
    },
  },
  {
    category: SHOP,
    question: { ar: 'كيف أرجع منتجًا؟', en: 'How do I return a product?' },
    answer: {
      ar: 'افتح الطلب من صفحة «طلباتي» واختر «طلب إرجاع» خلال سبعة أيام من الاستلام، وسيصلك المندوب لاستلام المنتج.',
      en: 'Open the order under “My orders” and choose “Request a return” within seven days of delivery; a courier will come to collect the item.',
    },
  },
];

type ServiceSeed = { key: string; icon: string; title: Localized; summary: Localized; body: Localized };

export const SERVICES: ServiceSeed[] = [
  {
    key: 'film-market-meetings',
    icon: 'handshake',
    title: { ar: 'لقاءات سوق الأفلام', en: 'Film market meetings' },
    summary: {
      ar: 'مواعيد مجدولة مسبقًا بين أصحاب المشاريع والمنتجين والموزعين والممولين.',
      en: 'Pre-arranged meetings between project owners, producers, distributors and funders.',
    },
    body: {
      ar: 'نرتب لك لقاءات مدتها عشرون دقيقة مع الجهات التي تبحث عن مشاريع مثل مشروعك، في ركن هادئ مخصص للاجتماعات.\n\nيكفي أن تملأ ملف مشروعك قبل الملتقى بأسبوعين، وسيقترح عليك فريقنا قائمة باللقاءات المناسبة.',
      en: 'We arrange twenty-minute meetings with the companies looking for projects like yours, in a quiet meeting lounge.\n\nFill in your project profile two weeks before the forum and our team will suggest a list of suitable meetings.',
    },
  },
  {
    key: 'booth-services',
    icon: 'store',
    title: { ar: 'خدمات الأجنحة', en: 'Booth services' },
    summary: {
      ar: 'تجهيز الجناح بالأثاث والشاشات والإضاءة والإنترنت عالي السرعة.',
      en: 'Furniture, screens, lighting and high-speed internet for your booth.',
    },
    body: {
      ar: 'يوفر فريق الخدمات للعارضين باقات جاهزة لتجهيز الأجنحة، أو تصميمًا خاصًا وفق هوية الجهة العارضة.\n\nتُستلم الطلبات حتى عشرة أيام قبل الافتتاح، ويبدأ التركيب قبل الملتقى بيومين.',
      en: 'Our services team offers ready-made booth packages, or a custom build in your brand’s identity.\n\nOrders are accepted up to ten days before opening, and build-up starts two days before the forum.',
    },
  },
  {
    key: 'screening-rooms',
    icon: 'film',
    title: { ar: 'حجز غرف العرض', en: 'Screening room booking' },
    summary: {
      ar: 'غرف عرض خاصة مجهزة بمعايير العرض السينمائي لعرض أعمالك على المشترين.',
      en: 'Private rooms equipped to cinema standards to show your work to buyers.',
    },
    body: {
      ar: 'تتسع كل غرفة لعشرين شخصًا، وتدعم العرض بصيغ سينمائية رقمية مع صوت محيطي.\n\nتُحجز الغرف بالساعة، ويتولى فنيونا اختبار النسخة قبل موعد العرض.',
      en: 'Each room seats twenty and supports digital cinema formats with surround sound.\n\nRooms are booked by the hour, and our technicians test your copy before the screening.',
    },
  },
  {
    key: 'media-accreditation',
    icon: 'press',
    title: { ar: 'الاعتماد الإعلامي', en: 'Media accreditation' },
    summary: {
      ar: 'اعتماد الصحفيين وصنّاع المحتوى لتغطية فعاليات الملتقى.',
      en: 'Accreditation for journalists and content creators covering the forum.',
    },
    body: {
      ar: 'يحصل الإعلاميون المعتمدون على دخول إلى المركز الإعلامي ومقابلات مع المتحدثين وصور عالية الدقة.\n\nيُغلق باب التقديم قبل الافتتاح بأسبوع، ويُرد على الطلبات خلال ثلاثة أيام عمل.',
      en: 'Accredited media get access to the press centre, interviews with speakers and high-resolution photos.\n\nApplications close a week before opening and are answered within three working days.',
    },
  },
  {
    key: 'equipment-desk',
    icon: 'camera',
    title: { ar: 'مكتب تجربة المعدات', en: 'Equipment trial desk' },
    summary: {
      ar: 'جرّب الكاميرات والعدسات قبل شرائها بإشراف فنيين متخصصين.',
      en: 'Try cameras and lenses before you buy, with specialist technicians.',
    },
    body: {
      ar: 'يضم المكتب أحدث الكاميرات والعدسات ووحدات الإضاءة المعروضة في المتجر، ويمكنك تجربتها في ركن تصوير مجهز.\n\nالتجربة مجانية، ويُفضل الحجز المسبق في أوقات الذروة.',
      en: 'The desk holds the latest cameras, lenses and lights sold in the shop, ready to try in a fully dressed shooting corner.\n\nTrials are free; booking ahead is recommended at peak times.',
    },
  },
  {
    key: 'visitor-assistance',
    icon: 'accessibility',
    title: { ar: 'مساعدة الزوار', en: 'Visitor assistance' },
    summary: {
      ar: 'مرافقة لذوي الإعاقة وكبار السن، وكراسي متحركة، ومعلومات عن البرنامج.',
      en: 'Escorts for disabled and older visitors, wheelchairs and programme information.',
    },
    body: {
      ar: 'يستقبلك فريق المساعدة عند البوابة الرئيسية، ويمكنه مرافقتك إلى القاعات وحجز مقعد مناسب لك.\n\nتتوفر الكراسي المتحركة مجانًا، ويمكن طلب المرافقة مسبقًا عبر نموذج التواصل.',
      en: 'The assistance team meets you at the main gate and can walk you to the halls and reserve a suitable seat.\n\nWheelchairs are free to borrow, and you can request an escort in advance through the contact form.',
    },
  },
];

type BranchSeed = {
  name: Localized;
  address: Localized;
  telephone: string;
  latitude: number;
  longitude: number;
  openingHours: Localized;
};

const OFFICE_HOURS: Localized = {
  ar: 'الأحد إلى الخميس، من 9 صباحًا حتى 5 مساءً',
  en: 'Sunday to Thursday, 9 am to 5 pm',
};

export const BRANCHES: BranchSeed[] = [
  {
    name: { ar: 'المقر الرئيسي - الرياض', en: 'Head office - Riyadh' },
    address: { ar: 'طريق الملك فهد، حي العليا، الرياض 12214', en: 'King Fahd Road, Al Olaya, Riyadh 12214' },
    telephone: '+966115550100',
    latitude: 24.6995,
    longitude: 46.6846,
    openingHours: OFFICE_HOURS,
  },
  {
    name: { ar: 'مكتب جدة', en: 'Jeddah office' },
    address: { ar: 'طريق الأمير سلطان، حي الزهراء، جدة 23425', en: 'Prince Sultan Road, Al Zahra, Jeddah 23425' },
    telephone: '+966125550140',
    latitude: 21.5921,
    longitude: 39.1417,
    openingHours: OFFICE_HOURS,
  },
  {
    name: { ar: 'مكتب المنطقة الشرقية - الخبر', en: 'Eastern Province office - Al Khobar' },
    address: {
      ar: 'طريق الأمير تركي، حي الكورنيش، الخبر 34413',
      en: 'Prince Turki Road, Al Corniche, Al Khobar 34413',
    },
    telephone: '+966135550180',
    latitude: 26.2991,
    longitude: 50.2194,
    openingHours: {
      ar: 'الأحد إلى الخميس، من 10 صباحًا حتى 6 مساءً',
      en: 'Sunday to Thursday, 10 am to 6 pm',
    },
  },
];

/**
 * Messages of the contact form waiting for an answer, one in each language, so that the console's inbox
 * and the dashboard's count show something in the demo (decision 065); the answer goes out in the
 * language each was written in.
 */
export const CONTACT_MESSAGES = [
  {
    name: 'ريم العتيبي',
    email: 'reem.visitor@example.com',
    telephone: '0551234567',
    subject: 'التسجيل في ورش العمل',
    messageType: 'general',
    message: 'السلام عليكم، هل يمكن التسجيل في أكثر من ورشة عمل في اليوم نفسه؟ وهل الورش مجانية للطلاب؟',
    locale: 'ar',
  },
  {
    name: 'Daniel Moore',
    email: 'daniel.press@example.com',
    telephone: null,
    subject: 'Press accreditation',
    messageType: 'media',
    message: 'Hello, I write for a film magazine. How do journalists apply for press accreditation to the forum?',
    locale: 'en',
  },
] as const;
