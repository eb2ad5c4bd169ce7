import type { Localized } from '../../db/schema.ts';

type MediaType = 'news' | 'gallery' | 'video' | 'press';

export type MediaSeed = {
  key: string;
  type: MediaType;
  /** Riyadh wall-clock time, 'YYYY-MM-DD HH:MM'. */
  published: string;
  title: Localized;
  summary: Localized;
  body: Localized;
  photos?: Localized[];
  captions?: Localized[];
};

const paragraphs = (ar: string[], en: string[]): Localized => ({ ar: ar.join('\n\n'), en: en.join('\n\n') });

const caption = (ar: string, en: string): Localized => ({ ar, en });

export const MEDIA: MediaSeed[] = [
  // ------------------------------------------------------------ news
  {
    key: 'programme-announced',
    type: 'news',
    published: '2026-11-18 10:00',
    title: { ar: 'الإعلان عن برنامج ملتقى الشاشة السعودي 2027', en: 'Saudi Screen Forum 2027 programme announced' },
    summary: {
      ar: 'سبع وأربعون جلسة وثماني ورش عمل على مدى ثلاثة أيام في أربع قاعات.',
      en: 'Forty-seven sessions and eight workshops over three days in four halls.',
    },
    body: paragraphs(
      [
        'كشف ملتقى الشاشة السعودي عن البرنامج الكامل لدورته المقبلة التي تقام في الرياض من 16 إلى 18 فبراير 2027، ويضم سبعًا وأربعين جلسة بين كلمات رئيسية وحلقات نقاش وعروض خاصة ودروس متقدمة.',
        'يتوزع البرنامج على خمسة مسارات تغطي السرد وكتابة السيناريو، والإنتاج والتمويل، والحرفة والتقنية، والتوزيع والجمهور، إلى جانب مسار مخصص للسينما السعودية يستعرض تجارب صنّاعها وأفلامهم الجديدة.',
        'ويمكن للزوار بناء جدولهم الشخصي من صفحة المؤتمر بعد تسجيل الدخول، وإضافة الجلسات التي يرغبون في حضورها إلى أجندتهم.',
      ],
      [
        'The Saudi Screen Forum has unveiled the full programme of its next edition, held in Riyadh from 16 to 18 February 2027, with forty-seven sessions spanning keynotes, panels, special screenings and masterclasses.',
        'The programme runs across five tracks covering storytelling and screenwriting, production and financing, craft and technology, and distribution and audiences, plus a track dedicated to Saudi cinema that showcases its makers and their new films.',
        'Visitors can build their personal agenda on the conference page once signed in, adding the sessions they want to attend.',
      ],
    ),
  },
  {
    key: 'workshop-registration',
    type: 'news',
    published: '2026-11-05 12:00',
    title: { ar: 'فتح باب التسجيل في ورش العمل', en: 'Workshop registration is open' },
    summary: {
      ar: 'ثماني ورش تطبيقية بمقاعد محدودة، من الإضاءة إلى تجارب الأداء.',
      en: 'Eight hands-on workshops with limited seats, from lighting to auditions.',
    },
    body: paragraphs(
      [
        'فتح الملتقى باب التسجيل في ورش العمل التطبيقية الثماني التي يقدمها خبراء من ثماني دول، وتتنوع مستوياتها بين المبتدئ والمتقدم.',
        'تشمل الورش الإضاءة بميزانية محدودة، وتسجيل الصوت في الموقع، وكتابة الفيلم القصير، ومونتاج المشاهد الحوارية، وتصحيح الألوان، والإنتاج الافتراضي، وتسجيل تجارب الأداء ذاتيًا.',
        'ونظرًا لمحدودية المقاعد، ينصح المنظمون بالتسجيل المبكر، مع إمكانية الانضمام إلى قائمة الانتظار عند اكتمال العدد.',
      ],
      [
        'Registration is now open for the forum’s eight hands-on workshops, led by experts from eight countries and ranging from beginner to advanced.',
        'They cover lighting on a small budget, location sound, writing a short film, cutting dialogue scenes, colour grading, virtual production and self-tape auditions.',
        'Seats are limited, so the organisers recommend registering early; you can join the waiting list once a workshop is full.',
      ],
    ),
  },
  {
    key: 'exhibitors-confirmed',
    type: 'news',
    published: '2026-10-22 09:30',
    title: { ar: 'ثلاثون جهة عارضة تؤكد مشاركتها في المعرض', en: 'Thirty exhibitors confirmed for the exhibition' },
    summary: {
      ar: 'استوديوهات وشركات معدات ومنصات ومعاهد من عشر دول في قاعتين.',
      en: 'Studios, equipment makers, platforms and schools from ten countries across two halls.',
    },
    body: paragraphs(
      [
        'أكدت ثلاثون جهة مشاركتها في معرض الملتقى، تتوزع على قاعتين وتمثل سبعة قطاعات، من استوديوهات الإنتاج وشركات المعدات إلى صناديق الدعم ومعاهد التدريب.',
        'ويتيح المعرض للزوار تجربة أحدث الكاميرات والعدسات ووحدات الإضاءة، والتعرف على فرص التمويل والتدريب، وحجز لقاءات مع ممثلي المنصات وشركات التوزيع.',
        'وتتوفر خريطة تفاعلية للمعرض على الموقع تعرض موقع كل جناح، مع إمكانية البحث عن العارضين بالاسم أو القطاع.',
      ],
      [
        'Thirty exhibitors have confirmed their place at the forum exhibition, spread across two halls and seven sectors, from production studios and equipment makers to funds and training institutes.',
        'Visitors will be able to try the latest cameras, lenses and lights, learn about funding and training opportunities, and book meetings with streaming and distribution teams.',
        'An interactive floor map on the website shows every booth, and exhibitors can be searched by name or sector.',
      ],
    ),
  },
  {
    key: 'opening-film',
    type: 'news',
    published: '2026-10-08 11:00',
    title: { ar: '«ظلال الرمل» فيلمًا لافتتاح الملتقى', en: '“Shadows of Sand” to open the forum' },
    summary: {
      ar: 'الفيلم الجديد للمخرجة ريم العمري يُعرض لأول مرة في ليلة الافتتاح.',
      en: 'Director Reem Al-Omari’s new film premieres on opening night.',
    },
    body: paragraphs(
      [
        'اختار الملتقى فيلم «ظلال الرمل» للمخرجة ريم العمري ليكون فيلم الافتتاح، في عرضه العالمي الأول مساء السادس عشر من فبراير في المسرح الرئيسي.',
        'يروي الفيلم حكاية عائلة تعود إلى قريتها في نجد بعد غياب ثلاثين عامًا، لتكتشف أن البيت القديم يحتفظ بأسرار لم تُروَ. وقد صُوّر بالكامل في مواقع طبيعية بمشاركة ممثلين من أهل المنطقة.',
        'ويلي العرض لقاء مفتوح مع المخرجة ومصممة الإنتاج غادة الشهري.',
      ],
      [
        'The forum has chosen Reem Al-Omari’s “Shadows of Sand” as its opening film, in its world premiere on the evening of 16 February in the Main Theatre.',
        'The film follows a family returning to its village in Najd after thirty years away, only to find that the old house holds untold secrets. It was shot entirely on location with local residents in the cast.',
        'The screening is followed by a conversation with the director and production designer Ghada Al-Shehri.',
      ],
    ),
  },
  {
    key: 'film-market-meetings',
    type: 'news',
    published: '2026-09-17 10:00',
    title: { ar: 'إطلاق برنامج لقاءات سوق الأفلام', en: 'Film market meetings programme launched' },
    summary: {
      ar: 'لقاءات مجدولة بين أصحاب المشاريع والمنتجين والممولين خلال أيام الملتقى.',
      en: 'Scheduled meetings between project owners, producers and funders during the forum.',
    },
    body: paragraphs(
      [
        'أطلق الملتقى برنامج لقاءات سوق الأفلام الذي يرتب مواعيد قصيرة بين أصحاب المشاريع السينمائية والجهات التي تبحث عن مشاريع جديدة للإنتاج أو التمويل أو التوزيع.',
        'يملأ صنّاع الأفلام ملف مشروعهم عبر الموقع، ثم يقترح فريق البرنامج قائمة باللقاءات المناسبة التي تُعقد في ركن الاجتماعات بالقاعة (ب).',
        'ويستمر التسجيل في البرنامج حتى الثاني من فبراير 2027.',
      ],
      [
        'The forum has launched its film market meetings programme, arranging short meetings between filmmakers and companies looking for new projects to produce, fund or distribute.',
        'Filmmakers complete their project profile on the website, then the programme team suggests suitable meetings, held in the meeting lounge in Hall B.',
        'Registration for the programme is open until 2 February 2027.',
      ],
    ),
  },
  {
    key: 'app-available',
    type: 'news',
    published: '2026-08-27 13:00',
    title: { ar: 'تطبيق الملتقى متاح الآن', en: 'The forum app is now available' },
    summary: {
      ar: 'أجندتك وخريطة المعرض وتنبيهات الجلسات في جيبك.',
      en: 'Your agenda, the floor map and session alerts in your pocket.',
    },
    body: paragraphs(
      [
        'أصبح تطبيق ملتقى الشاشة السعودي متاحًا على متجري التطبيقات، ويضم البرنامج الكامل وخريطة المعرض وأجندتك الشخصية.',
        'يرسل التطبيق تنبيهًا قبل بدء الجلسات المحفوظة بربع ساعة، ويتيح البحث عن العارضين والمتحدثين، ويعمل دون اتصال بالإنترنت داخل القاعات.',
        'وتتزامن أجندتك بين التطبيق والموقع تلقائيًا بمجرد تسجيل الدخول بالحساب نفسه.',
      ],
      [
        'The Saudi Screen Forum app is now available on both app stores, with the full programme, the exhibition map and your personal agenda.',
        'It reminds you fifteen minutes before your saved sessions begin, lets you search exhibitors and speakers, and works offline inside the halls.',
        'Your agenda syncs between the app and the website as soon as you sign in with the same account.',
      ],
    ),
  },
  {
    key: 'short-film-call',
    type: 'news',
    published: '2026-07-30 10:00',
    title: { ar: 'دعوة لتقديم الأفلام القصيرة', en: 'Call for short film submissions' },
    summary: {
      ar: 'مسابقة الأفلام القصيرة تستقبل الأعمال في فئات الروائي والوثائقي والرسوم المتحركة.',
      en: 'The short film competition is open for fiction, documentary and animation.',
    },
    body: paragraphs(
      [
        'يدعو الملتقى صنّاع الأفلام في المملكة ودول الخليج إلى تقديم أفلامهم القصيرة للمشاركة في مسابقته السنوية، على ألا تتجاوز مدة الفيلم عشرين دقيقة وأن يكون قد أُنتج بعد يناير 2025.',
        'تُمنح الجوائز في ثلاث فئات، وتُعرض الأفلام المختارة في برنامجي الأفلام القصيرة خلال أيام الملتقى، ويُعلن الفائزون في حفل الجوائز مساء السابع عشر من فبراير.',
        'يُغلق باب التقديم في الخامس عشر من نوفمبر 2026.',
      ],
      [
        'The forum invites filmmakers from the Kingdom and the Gulf to submit short films to its annual competition. Films must be no longer than twenty minutes and completed after January 2025.',
        'Awards are given in three categories; selected films screen in the two shorts programmes during the forum, and the winners are announced at the awards night on 17 February.',
        'Submissions close on 15 November 2026.',
      ],
    ),
  },
  {
    key: 'visual-identity',
    type: 'news',
    published: '2026-06-25 18:00',
    title: { ar: 'الكشف عن الهوية البصرية للدورة الجديدة', en: 'New edition’s visual identity revealed' },
    summary: {
      ar: 'شريط سينمائي يعبر الصحراء بلوني الأزرق الليلي والبرتقالي الغارب.',
      en: 'A film strip crossing the desert in night blue and sunset orange.',
    },
    body: paragraphs(
      [
        'كشف الملتقى عن هويته البصرية الجديدة التي تجمع الأزرق الداكن لليل الصحراء بالبرتقالي المائل إلى الحمرة لحظة الغروب، ويعبرها شريط سينمائي مائل يرمز إلى الطريق.',
        'صمم الهوية فريق من المصممين السعوديين الشباب، واستلهموا خطوطها من الزخارف النجدية ومن ثقوب الشريط السينمائي القديم.',
        'وستظهر الهوية في جميع مواد الملتقى، من الموقع والتطبيق إلى القاعات والمنتجات التذكارية في المتجر.',
      ],
      [
        'The forum has unveiled its new visual identity, pairing the deep blue of the desert night with the red-orange of sunset, crossed by a slanted film strip that stands for the road.',
        'It was designed by a team of young Saudi designers, who drew its lines from Najdi ornament and from the perforations of old film stock.',
        'The identity will appear across everything the forum makes, from the website and app to the halls and the merchandise in the shop.',
      ],
    ),
  },
  // ------------------------------------------------------------ galleries
  {
    key: 'gallery-alula',
    type: 'gallery',
    published: '2026-11-08 16:00',
    title: { ar: 'صور: سينما تحت النجوم في العلا', en: 'Photos: Cinema Under the Stars in AlUla' },
    summary: {
      ar: 'ليلة عرض في الهواء الطلق بين صخور العلا.',
      en: 'An open-air screening night among the rocks of AlUla.',
    },
    body: paragraphs(
      ['اجتمع أكثر من ألف وخمسمئة زائر لمشاهدة فيلم كلاسيكي مرمم بمرافقة موسيقية حية تحت سماء العلا الصافية.'],
      [
        'More than fifteen hundred people gathered to watch a restored classic with live music under AlUla’s clear sky.',
      ],
    ),
    photos: [
      caption('الشاشة تضيء بين الصخور مع حلول الظلام', 'The screen lights up among the rocks as night falls'),
      caption('العائلات تتخذ أماكنها قبل العرض', 'Families settle in before the screening'),
      caption('الفرقة الموسيقية تجري البروفة الأخيرة', 'The musicians run their final rehearsal'),
      caption('لحظة بدء العرض', 'The moment the film begins'),
      caption('جمهور العرض تحت السماء المرصعة بالنجوم', 'The audience under a sky full of stars'),
      caption('الفنيون في غرفة العرض المتنقلة', 'Technicians in the mobile projection booth'),
      caption('الزوار يغادرون بعد نهاية الأمسية', 'Guests leaving at the end of the evening'),
    ],
  },
  {
    key: 'gallery-dammam',
    type: 'gallery',
    published: '2026-10-17 12:00',
    title: { ar: 'صور: ملتقى كتّاب السيناريو في الدمام', en: 'Photos: Screenwriters’ Meetup in Dammam' },
    summary: {
      ar: 'قراءات حية ونقاشات حول ثلاثة نصوص جديدة.',
      en: 'Live readings and discussions of three new scripts.',
    },
    body: paragraphs(
      ['قرأ ممثلون محترفون مشاهد من ثلاثة نصوص لكتّاب من المنطقة الشرقية، ثم ناقشها الحضور مع كتّاب محترفين.'],
      [
        'Professional actors read scenes from three scripts by Eastern Province writers, which the audience then discussed with seasoned screenwriters.',
      ],
    ),
    photos: [
      caption('الممثلون يقرؤون المشهد الأول', 'Actors reading the first scene'),
      caption('الكتّاب يدونون ملاحظاتهم', 'Writers taking notes'),
      caption('نقاش مفتوح مع الجمهور', 'An open discussion with the audience'),
      caption('لحظة ضحك خلال القراءة الثانية', 'Laughter during the second reading'),
      caption('تبادل الأفكار بعد الجلسة', 'Swapping ideas after the session'),
      caption('صورة جماعية للمشاركين', 'A group photo of the participants'),
    ],
  },
  {
    key: 'gallery-jeddah',
    type: 'gallery',
    published: '2026-09-26 10:00',
    title: { ar: 'صور: ليلة الأفلام القصيرة في جدة التاريخية', en: 'Photos: Short Film Night in Historic Jeddah' },
    summary: {
      ar: 'ستة أفلام قصيرة في ساحة بين البيوت التاريخية.',
      en: 'Six short films in a square among the historic houses.',
    },
    body: paragraphs(
      ['امتلأت ساحة البلد بالزوار الذين شاهدوا ستة أفلام قصيرة لمخرجين شباب، والتقوا بصنّاعها بعد العرض.'],
      [
        'Al Balad’s square filled with visitors who watched six shorts by young directors and met their makers afterwards.',
      ],
    ),
    photos: [
      caption('الشاشة أمام واجهات البيوت التاريخية', 'The screen in front of the historic facades'),
      caption('المخرجون الشباب على المنصة', 'The young directors on stage'),
      caption('الجمهور يتابع الفيلم الثالث', 'The audience watching the third film'),
      caption('أطفال في الصفوف الأولى', 'Children in the front rows'),
      caption('حوار مع مخرجة الفيلم الفائز بتصويت الجمهور', 'Talking with the director of the audience-award film'),
      caption('الأزقة القديمة بعد العرض', 'The old alleys after the screening'),
      caption('فريق التنظيم في نهاية الليلة', 'The organising team at the end of the night'),
      caption('ملصق الأمسية على جدار تاريخي', 'The evening’s poster on a historic wall'),
    ],
  },
  {
    key: 'gallery-last-edition',
    type: 'gallery',
    published: '2026-07-12 09:00',
    title: { ar: 'من أرشيف الدورة الماضية', en: 'From last edition’s archive' },
    summary: {
      ar: 'لقطات من أيام الملتقى الثلاثة في دورته السابقة.',
      en: 'Moments from the three days of the previous edition.',
    },
    body: paragraphs(
      ['استعادة مصورة لأبرز لحظات الدورة الماضية: الجلسات المزدحمة، وأجنحة المعرض، وليالي العروض الخاصة.'],
      [
        'A look back at the highlights of the last edition: packed sessions, exhibition booths and gala screening nights.',
      ],
    ),
    photos: [
      caption('الكلمة الرئيسية في يوم الافتتاح', 'The opening-day keynote'),
      caption('حلقة نقاش عن الإنتاج المشترك', 'A panel on co-production'),
      caption('زوار في جناح الكاميرات', 'Visitors at a camera booth'),
      caption('ورشة الإضاءة التطبيقية', 'The hands-on lighting workshop'),
      caption('السجادة الحمراء في ليلة الختام', 'The red carpet on closing night'),
      caption('لقاءات سوق الأفلام', 'Film market meetings'),
    ],
  },
  // ------------------------------------------------------------ videos
  {
    key: 'video-trailer',
    type: 'video',
    published: '2026-11-12 20:00',
    title: { ar: 'الإعلان الرسمي لملتقى الشاشة السعودي 2027', en: 'Saudi Screen Forum 2027: official trailer' },
    summary: {
      ar: 'دقيقة واحدة تختصر ثلاثة أيام من السينما.',
      en: 'One minute that sums up three days of cinema.',
    },
    body: paragraphs(
      [
        'الإعلان الرسمي للدورة الجديدة، صُوّر في صحراء الرياض وشوارعها، ويحمل شعار الدورة: «كل حكاية تستحق شاشة».',
        'أخرج الإعلان فريق من خريجي برنامج إشراقة للمواهب.',
      ],
      [
        'The official trailer for the new edition, shot in the desert and streets of Riyadh, carries this year’s motto: “Every story deserves a screen.”',
        'It was directed by graduates of the Ishraqa Talent Programme.',
      ],
    ),
    captions: [
      caption('كل حكاية تبدأ بلقطة.', 'Every story begins with a shot.'),
      caption('وكل لقطة تحتاج من يراها.', 'And every shot needs someone to see it.'),
      caption('ثلاثة أيام. أربع قاعات. ثلاثون عارضًا.', 'Three days. Four halls. Thirty exhibitors.'),
      caption('ملتقى الشاشة السعودي 2027', 'Saudi Screen Forum 2027'),
      caption('كل حكاية تستحق شاشة.', 'Every story deserves a screen.'),
    ],
  },
  {
    key: 'video-reem-interview',
    type: 'video',
    published: '2026-10-01 19:00',
    title: { ar: 'حوار مع المخرجة ريم العمري', en: 'In conversation with director Reem Al-Omari' },
    summary: {
      ar: 'صاحبة فيلم الافتتاح تتحدث عن «ظلال الرمل».',
      en: 'The director of the opening film talks about “Shadows of Sand”.',
    },
    body: paragraphs(
      [
        'في هذا الحوار القصير تتحدث ريم العمري عن ولادة فكرة «ظلال الرمل»، وعن عملها مع ممثلين يقفون أمام الكاميرا للمرة الأولى.',
        'صُوّر الحوار في موقع تصوير الفيلم قرب شقراء.',
      ],
      [
        'In this short conversation Reem Al-Omari talks about how “Shadows of Sand” came to be, and about working with actors in front of a camera for the first time.',
        'Filmed on the film’s location near Shaqra.',
      ],
    ),
    captions: [
      caption('بدأت الفكرة من صورة قديمة لجدتي.', 'The idea started with an old photo of my grandmother.'),
      caption('كانت تقف أمام باب بيت لم أره قط.', 'She was standing in front of a house I had never seen.'),
      caption('أردت أن أعرف ماذا حدث خلف ذلك الباب.', 'I wanted to know what happened behind that door.'),
      caption('معظم الممثلين من أهل القرية.', 'Most of the cast are from the village.'),
      caption(
        'لم يمثلوا من قبل، لكنهم يعرفون المكان أكثر مني.',
        'They had never acted, but they know the place better than I do.',
      ),
      caption('أتمنى أن يشعر الجمهور بأنه عاد إلى بيته.', 'I hope the audience feels they have come home.'),
    ],
  },
  {
    key: 'video-venue-tour',
    type: 'video',
    published: '2026-08-15 17:00',
    title: { ar: 'جولة في موقع الملتقى', en: 'A tour of the forum venue' },
    summary: {
      ar: 'تعرّف على القاعات والمعرض قبل زيارتك.',
      en: 'Get to know the halls and the exhibition before you visit.',
    },
    body: paragraphs(
      [
        'جولة مصورة في مركز الواحة للمعارض والمؤتمرات، من البوابة الرئيسية إلى المسرح الرئيسي وقاعة العرض وقاعتي المعرض.',
        'يعرض الفيديو كذلك مواقف السيارات ومداخل ذوي الإعاقة ومكتب الاستقبال.',
      ],
      [
        'A video walk through Al Waha Exhibition & Convention Centre, from the main gate to the Main Theatre, the Screening Room and the two exhibition halls.',
        'It also shows the car parks, the accessible entrances and the reception desk.',
      ],
    ),
    captions: [
      caption('أهلًا بكم في مركز الواحة للمعارض والمؤتمرات.', 'Welcome to Al Waha Exhibition & Convention Centre.'),
      caption('من البوابة الرئيسية يقع مكتب الاستقبال على يمينكم.', 'From the main gate, reception is on your right.'),
      caption('يتسع المسرح الرئيسي لألف ومئتي مقعد.', 'The Main Theatre seats twelve hundred.'),
      caption(
        'قاعة العرض مجهزة بمعايير السينما الرقمية.',
        'The Screening Room is equipped to digital cinema standards.',
      ),
      caption('وتضم قاعتا المعرض ستة وثلاثين جناحًا.', 'And the two exhibition halls hold thirty-six booths.'),
    ],
  },
  // ------------------------------------------------------------ press releases
  {
    key: 'press-speakers',
    type: 'press',
    published: '2026-11-15 09:00',
    title: { ar: 'ملتقى الشاشة السعودي يكشف عن متحدثي دورته الجديدة', en: 'Saudi Screen Forum unveils its speakers' },
    summary: {
      ar: 'اثنان وثلاثون متحدثًا من خمس وعشرين دولة.',
      en: 'Thirty-two speakers from twenty-five countries.',
    },
    body: paragraphs(
      [
        'الرياض، 15 نوفمبر 2026 - أعلن ملتقى الشاشة السعودي اليوم أسماء المتحدثين في دورته المقبلة، وعددهم اثنان وثلاثون متحدثًا من خمس وعشرين دولة، بينهم مخرجون ومنتجون وكتّاب ومديرو تصوير وخبراء توزيع.',
        'وقال المدير التنفيذي للملتقى إن تنوع المتحدثين يعكس طموح الملتقى في أن يكون جسرًا بين صناعة السينما السعودية ونظيراتها في العالم.',
        'يقام الملتقى في مركز الواحة للمعارض والمؤتمرات بالرياض من 16 إلى 18 فبراير 2027، والتسجيل متاح عبر الموقع الإلكتروني.',
        'للاستفسارات الإعلامية: press@screenforum.test',
      ],
      [
        'Riyadh, 15 November 2026 - The Saudi Screen Forum today announced the speakers for its next edition: thirty-two directors, producers, writers, cinematographers and distribution experts from twenty-five countries.',
        'The forum’s executive director said the range of speakers reflects the forum’s ambition to be a bridge between the Saudi film industry and its counterparts around the world.',
        'The forum takes place at Al Waha Exhibition & Convention Centre in Riyadh from 16 to 18 February 2027. Registration is open on the website.',
        'Media enquiries: press@screenforum.test',
      ],
    ),
  },
  {
    key: 'press-najd-fund',
    type: 'press',
    published: '2026-10-29 09:00',
    title: { ar: 'شراكة بين الملتقى وصندوق نجد للأفلام', en: 'Forum partners with Najd Film Fund' },
    summary: {
      ar: 'منح تطوير لخمسة مشاريع تُختار من لقاءات سوق الأفلام.',
      en: 'Development grants for five projects chosen at the film market meetings.',
    },
    body: paragraphs(
      [
        'الرياض، 29 أكتوبر 2026 - وقّع ملتقى الشاشة السعودي وصندوق نجد للأفلام اتفاقية شراكة يقدّم الصندوق بموجبها منح تطوير لخمسة مشاريع سينمائية تُختار من بين المشاركين في لقاءات سوق الأفلام.',
        'وتشمل المنحة تمويل كتابة المسودة النهائية، وبرنامج إرشاد مع منتجين محترفين لمدة ستة أشهر.',
        'ويُعلن عن المشاريع الفائزة في اليوم الأخير من الملتقى.',
        'للاستفسارات الإعلامية: press@screenforum.test',
      ],
      [
        'Riyadh, 29 October 2026 - The Saudi Screen Forum and the Najd Film Fund have signed a partnership under which the fund will award development grants to five film projects chosen from the film market meetings.',
        'Each grant funds the final draft of the script and a six-month mentoring programme with professional producers.',
        'The winning projects will be announced on the last day of the forum.',
        'Media enquiries: press@screenforum.test',
      ],
    ),
  },
  {
    key: 'press-sponsorship',
    type: 'press',
    published: '2026-09-30 09:00',
    title: { ar: 'باقات رعاية الملتقى متاحة الآن', en: 'Forum sponsorship packages now available' },
    summary: {
      ar: 'خمس باقات للرعاية تبدأ من باقة الداعم.',
      en: 'Five sponsorship packages, starting with the Supporter package.',
    },
    body: paragraphs(
      [
        'الرياض، 30 سبتمبر 2026 - أتاح ملتقى الشاشة السعودي باقات الرعاية لدورته المقبلة، وهي خمس باقات تبدأ بباقة الداعم وتنتهي بالشريك الاستراتيجي.',
        'تمنح الباقات الرعاة حضورًا في القاعات والمواد الإعلامية، وأجنحة في المعرض، ودعوات لأمسية الترحيب بالمتحدثين، إضافة إلى فرص رعاية جلسات وورش بعينها.',
        'تفاصيل الباقات وطلبات الرعاية متاحة في صفحة باقات الرعاية على الموقع.',
        'للاستفسارات الإعلامية: press@screenforum.test',
      ],
      [
        'Riyadh, 30 September 2026 - The Saudi Screen Forum has opened sponsorship for its next edition, with five packages ranging from Supporter to Strategic Partner.',
        'Packages give sponsors visibility in the halls and media, exhibition booths and invitations to the speakers’ welcome evening, as well as the chance to sponsor specific sessions and workshops.',
        'Package details and the sponsorship request form are on the sponsorship page of the website.',
        'Media enquiries: press@screenforum.test',
      ],
    ),
  },
  {
    key: 'press-accreditation',
    type: 'press',
    published: '2026-08-05 09:00',
    title: { ar: 'فتح باب الاعتماد الإعلامي', en: 'Media accreditation opens' },
    summary: {
      ar: 'الصحفيون وصنّاع المحتوى مدعوون للتقديم.',
      en: 'Journalists and content creators are invited to apply.',
    },
    body: paragraphs(
      [
        'الرياض، 5 أغسطس 2026 - فتح ملتقى الشاشة السعودي باب الاعتماد الإعلامي للصحفيين والمصورين وصنّاع المحتوى الراغبين في تغطية دورته المقبلة.',
        'يحصل الإعلاميون المعتمدون على دخول إلى المركز الإعلامي، ومواعيد لمقابلة المتحدثين، وصور عالية الدقة من جميع الفعاليات.',
        'يُغلق باب التقديم قبل الافتتاح بأسبوع.',
        'للاستفسارات الإعلامية: press@screenforum.test',
      ],
      [
        'Riyadh, 5 August 2026 - The Saudi Screen Forum has opened media accreditation for journalists, photographers and content creators wishing to cover its next edition.',
        'Accredited media get access to the press centre, interview slots with speakers and high-resolution photos from every event.',
        'Applications close one week before opening.',
        'Media enquiries: press@screenforum.test',
      ],
    ),
  },
  {
    key: 'press-dates',
    type: 'press',
    published: '2026-06-10 09:00',
    title: { ar: 'الإعلان عن موعد الدورة الجديدة', en: 'Dates announced for the new edition' },
    summary: {
      ar: 'الملتقى يعود إلى الرياض من 16 إلى 18 فبراير 2027.',
      en: 'The forum returns to Riyadh from 16 to 18 February 2027.',
    },
    body: paragraphs(
      [
        'الرياض، 10 يونيو 2026 - أعلن ملتقى الشاشة السعودي أن دورته المقبلة ستقام من 16 إلى 18 فبراير 2027 في مركز الواحة للمعارض والمؤتمرات بالرياض.',
        'وتشهد الدورة الجديدة توسعة المعرض إلى قاعتين، وإضافة قاعة عرض مخصصة للأفلام، وزيادة عدد ورش العمل التطبيقية.',
        'للاستفسارات الإعلامية: press@screenforum.test',
      ],
      [
        'Riyadh, 10 June 2026 - The Saudi Screen Forum announced that its next edition will take place from 16 to 18 February 2027 at Al Waha Exhibition & Convention Centre in Riyadh.',
        'The new edition expands the exhibition to two halls, adds a dedicated screening room and increases the number of hands-on workshops.',
        'Media enquiries: press@screenforum.test',
      ],
    ),
  },
];
