import { CODE_LIFETIME_MINUTES } from '@forum/contract/account-rules';
import type { Locale } from '@forum/contract/locale';
import { formatMessage } from '@forum/contract/message-compile';

/** What every email needs to know about the site: its name in the reader's language and its address. */
export type MailContext = { locale: Locale; siteName: string; siteUrl: string };

type Content = { subject: string; lines: string[]; code?: string; action?: { label: string; url: string } };

/** The emails' sentences that hold a number, in ICU syntax (decision 034); the catalogue tests read them. */
export const mailMessages = {
  en: {
    codeExpiry:
      'The code expires in {minutes, plural, one {# minute} other {# minutes}}. If you did not ask for it, ignore this email.',
  },
  ar: {
    codeExpiry:
      'تنتهي صلاحية الرمز بعد {minutes, plural, one {دقيقة واحدة} two {دقيقتين} few {# دقائق} many {# دقيقة} other {# دقيقة}}. إن لم تطلبه فتجاهل هذه الرسالة.',
  },
} as const;

const texts = {
  en: {
    greeting: (name: string) => (name ? `Hello ${name},` : 'Hello,'),
    verifySubject: (site: string) => `Your ${site} verification code`,
    verifyIntro: 'Use this code to confirm your email address:',
    verifyAction: 'Confirm my email',
    codeExpiry: formatMessage(mailMessages.en.codeExpiry, 'en', { minutes: CODE_LIFETIME_MINUTES }),
    resetSubject: (site: string) => `Reset your ${site} password`,
    resetIntro: 'Someone (we hope you) asked to reset the password of your account. Your code:',
    resetAction: 'Choose a new password',
    loginCodeSubject: (site: string) => `Your ${site} login code`,
    loginCodeIntro:
      'Many wrong passwords were tried on your account, so logging in to it needs this code as well as the password.',
    loginCodeHint:
      'If that was not you, nobody gets in without this code; you may still want a longer password. Your code:',
    loginCodeAction: 'Log in',
    welcomeSubject: (site: string) => `Welcome to ${site}`,
    welcomeIntro: 'Your email is confirmed and your account is ready.',
    welcomeCustomer:
      'Save conference sessions to your personal agenda, register for workshops and shop the forum store.',
    welcomeExhibitor:
      'Complete your company profile: the forum reviews it before it appears in the exhibitor directory.',
    welcomeAction: 'Go to my account',
    existsSubject: (site: string) => `About your ${site} account`,
    existsIntro:
      'Someone tried to register a new account with this email address, which already has an account with us.',
    existsHint: 'If it was you, log in, or reset your password if you forgot it. Otherwise you can ignore this email.',
    existsAction: 'Log in',
    seatSubject: (workshop: string) => `You have a seat: ${workshop}`,
    seatIntro: (workshop: string, when: string) =>
      `A seat came free in "${workshop}" (${when}) and it is yours: you were next on the waiting list.`,
    seatHint: 'If you cannot come after all, cancel your place so that the next person can have it.',
    seatAction: 'My workshops',
    footer: (site: string) => `${site}`,
  },
  ar: {
    greeting: (name: string) => (name ? `مرحبًا ${name}،` : 'مرحبًا،'),
    verifySubject: (site: string) => `رمز التحقق الخاص بك في ${site}`,
    verifyIntro: 'استخدم هذا الرمز لتأكيد بريدك الإلكتروني:',
    verifyAction: 'تأكيد بريدي الإلكتروني',
    codeExpiry: formatMessage(mailMessages.ar.codeExpiry, 'ar', { minutes: CODE_LIFETIME_MINUTES }),
    resetSubject: (site: string) => `إعادة تعيين كلمة المرور في ${site}`,
    resetIntro: 'طلب أحدهم (ونأمل أن تكون أنت) إعادة تعيين كلمة مرور حسابك. رمزك:',
    resetAction: 'اختيار كلمة مرور جديدة',
    loginCodeSubject: (site: string) => `رمز تسجيل الدخول الخاص بك في ${site}`,
    loginCodeIntro: 'جُرِّبت كلمات مرور خاطئة كثيرة على حسابك، فصار تسجيل الدخول إليه يحتاج إلى هذا الرمز مع كلمة المرور.',
    loginCodeHint: 'إن لم تكن أنت فلن يدخل أحد دون هذا الرمز، وقد ترغب مع ذلك في كلمة مرور أطول. رمزك:',
    loginCodeAction: 'تسجيل الدخول',
    welcomeSubject: (site: string) => `أهلًا بك في ${site}`,
    welcomeIntro: 'تم تأكيد بريدك الإلكتروني وحسابك جاهز.',
    welcomeCustomer: 'احفظ جلسات المؤتمر في أجندتك الشخصية، وسجّل في ورش العمل، وتسوّق من متجر الملتقى.',
    welcomeExhibitor: 'أكمل ملف شركتك: يراجعه الملتقى قبل ظهوره في دليل العارضين.',
    welcomeAction: 'الذهاب إلى حسابي',
    existsSubject: (site: string) => `بخصوص حسابك في ${site}`,
    existsIntro: 'حاول أحدهم تسجيل حساب جديد بهذا البريد الإلكتروني، وهو مسجّل لدينا بالفعل.',
    existsHint: 'إن كنت أنت فسجّل الدخول، أو أعد تعيين كلمة المرور إن نسيتها. وإلا فتجاهل هذه الرسالة.',
    existsAction: 'تسجيل الدخول',
    seatSubject: (workshop: string) => `لديك مقعد: ${workshop}`,
    seatIntro: (workshop: string, when: string) =>
      `شغر مقعد في ورشة «${workshop}» (${when}) وأصبح لك: كنت التالي في قائمة الانتظار.`,
    seatHint: 'إن لم تتمكن من الحضور فألغِ تسجيلك ليحصل عليه من يليك.',
    seatAction: 'ورش العمل الخاصة بي',
    footer: (site: string) => `${site}`,
  },
} as const;

function pageUrl(context: MailContext, path: string): string {
  return `${context.siteUrl}${context.locale === 'en' ? '/en' : ''}${path}`;
}

export function verifyEmailMail(
  context: MailContext,
  input: { name: string; email: string; code: string; family: 'customer' | 'exhibitor' },
) {
  const t = texts[context.locale];
  const query = new URLSearchParams({ email: input.email, code: input.code, type: input.family });
  return render(context, {
    subject: t.verifySubject(context.siteName),
    lines: [t.greeting(input.name), t.verifyIntro],
    code: input.code,
    action: { label: t.verifyAction, url: pageUrl(context, `/register-verify-code?${query}`) },
  });
}

export function resetPasswordMail(
  context: MailContext,
  input: { name: string; email: string; code: string; family: 'customer' | 'exhibitor' },
) {
  const t = texts[context.locale];
  const query = new URLSearchParams({ email: input.email, code: input.code, type: input.family });
  return render(context, {
    subject: t.resetSubject(context.siteName),
    lines: [t.greeting(input.name), t.resetIntro],
    code: input.code,
    action: { label: t.resetAction, url: pageUrl(context, `/verification-code?${query}`) },
  });
}

/** The code a login needs once the account has had too many wrong passwords (decision 043). */
export function loginCodeMail(
  context: MailContext,
  input: { name: string; code: string; family: 'customer' | 'exhibitor' },
) {
  const t = texts[context.locale];
  return render(context, {
    subject: t.loginCodeSubject(context.siteName),
    lines: [t.greeting(input.name), t.loginCodeIntro, t.loginCodeHint],
    code: input.code,
    action: { label: t.loginCodeAction, url: pageUrl(context, `/login/${input.family}`) },
  });
}

export function welcomeMail(context: MailContext, input: { name: string; family: 'customer' | 'exhibitor' }) {
  const t = texts[context.locale];
  return render(context, {
    subject: t.welcomeSubject(context.siteName),
    lines: [
      t.greeting(input.name),
      t.welcomeIntro,
      input.family === 'exhibitor' ? t.welcomeExhibitor : t.welcomeCustomer,
    ],
    action: { label: t.welcomeAction, url: pageUrl(context, '/account') },
  });
}

export function alreadyRegisteredMail(context: MailContext, input: { name: string; family: 'customer' | 'exhibitor' }) {
  const t = texts[context.locale];
  return render(context, {
    subject: t.existsSubject(context.siteName),
    lines: [t.greeting(input.name), t.existsIntro, t.existsHint],
    action: { label: t.existsAction, url: pageUrl(context, `/login/${input.family}`) },
  });
}

/** A seat given to the first person of a workshop's waiting list when someone cancels. */
export function workshopSeatMail(context: MailContext, input: { name: string; workshop: string; when: string }) {
  const t = texts[context.locale];
  return render(context, {
    subject: t.seatSubject(input.workshop),
    lines: [t.greeting(input.name), t.seatIntro(input.workshop, input.when), t.seatHint],
    action: { label: t.seatAction, url: pageUrl(context, '/my-agenda/workshops') },
  });
}

const forumChatTexts = {
  en: {
    subject: (customer: string, order: string | null) =>
      order ? `A question about order ${order} from ${customer}` : `A message to the forum from ${customer}`,
    intro: (customer: string) => `${customer} wrote to the forum and is waiting for an answer:`,
    hint: 'Answer it as the forum through the staff calls (/api/admin/chats). Further messages before your answer are not emailed again.',
  },
  ar: {
    subject: (customer: string, order: string | null) =>
      order ? `سؤال عن الطلب ${order} من ${customer}` : `رسالة إلى الملتقى من ${customer}`,
    intro: (customer: string) => `كتب ${customer} إلى الملتقى وينتظر الرد:`,
    hint: 'أجب باسم الملتقى عبر واجهة الموظفين (/api/admin/chats). لن تُرسل الرسائل التالية قبل ردّك بالبريد مرة أخرى.',
  },
} as const;

/** The forum's inbox is told when a customer writes and nobody has answered yet (decision 037). */
export function forumChatMail(
  context: MailContext,
  input: { customer: string; order: string | null; excerpt: string },
) {
  const t = forumChatTexts[context.locale];
  return render(context, {
    subject: t.subject(input.customer, input.order),
    lines: [t.intro(input.customer), input.excerpt, t.hint],
  });
}

const notificationTexts = {
  en: {
    action: 'Open it on the site',
    why: {
      orders: 'You receive this because your account settings ask for emails about your orders.',
      agenda: 'You receive this because your account settings ask for emails about your agenda.',
    },
  },
  ar: {
    action: 'فتحه في الموقع',
    why: {
      orders: 'تصلك هذه الرسالة لأن إعدادات حسابك تطلب رسائل عن طلباتك.',
      agenda: 'تصلك هذه الرسالة لأن إعدادات حسابك تطلب رسائل عن أجندتك.',
    },
  },
} as const;

/** A notification sent by email (decision 037): its line as the subject, a link to what it is about. */
export function notificationMail(
  context: MailContext,
  input: { name: string; line: string; path: string | null; setting: 'orders' | 'agenda' },
) {
  const t = texts[context.locale];
  const n = notificationTexts[context.locale];
  return render(context, {
    subject: input.line,
    lines: [t.greeting(input.name), input.line, n.why[input.setting]],
    ...(input.path ? { action: { label: n.action, url: pageUrl(context, input.path) } } : {}),
  });
}

function render(context: MailContext, content: Content) {
  const t = texts[context.locale];
  const dir = context.locale === 'ar' ? 'rtl' : 'ltr';
  const textLines = [...content.lines];
  if (content.code) textLines.push('', content.code, '', t.codeExpiry);
  if (content.action) textLines.push('', `${content.action.label}: ${content.action.url}`);
  textLines.push('', '—', t.footer(context.siteName));

  const html = [
    `<!doctype html><html lang="${context.locale}" dir="${dir}"><body style="margin:0;padding:24px;background:#f6f7fa;font-family:Tahoma,Arial,sans-serif;color:#16213a">`,
    `<div style="max-width:560px;margin:0 auto;background:#fff;border-radius:12px;padding:24px;text-align:start">`,
    `<p style="margin:0 0 16px;font-weight:bold;color:#0b2a5b">${escapeHtml(context.siteName)}</p>`,
    ...content.lines.map((line) => `<p style="margin:0 0 12px">${escapeHtml(line)}</p>`),
    content.code
      ? `<p dir="ltr" style="margin:16px 0;font-size:32px;letter-spacing:8px;font-weight:bold;text-align:center">${escapeHtml(content.code)}</p><p style="margin:0 0 12px;color:#4a556b">${escapeHtml(t.codeExpiry)}</p>`
      : '',
    content.action
      ? `<p style="margin:16px 0"><a href="${escapeHtml(content.action.url)}" style="display:inline-block;background:#0b2a5b;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none">${escapeHtml(content.action.label)}</a></p>`
      : '',
    '</div></body></html>',
  ].join('');
  return { subject: content.subject, text: textLines.join('\n'), html };
}

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

// ---------------------------------------------------------------- forms passed on to the forum's staff

const enquiryTexts = {
  en: {
    contactSubject: (subject: string) => `Contact form: ${subject}`,
    contactIntro: 'A visitor wrote through the contact form of the website.',
    sponsorshipSubject: (company: string) => `Sponsorship enquiry: ${company}`,
    sponsorshipIntro: 'A company asked about sponsoring the forum.',
    replyHint: 'Reply to the sender at the email address above.',
    generalPackage: 'Not chosen (general enquiry)',
    fields: {
      name: 'Name',
      email: 'Email',
      telephone: 'Telephone',
      subject: 'Subject',
      messageType: 'Type',
      company: 'Company',
      package: 'Package',
      message: 'Message',
    },
    messageTypes: {
      general: 'General',
      media: 'Media',
      sponsorship: 'Sponsorship',
      exhibition: 'Exhibition',
      technical: 'Technical support',
    },
  },
  ar: {
    contactSubject: (subject: string) => `نموذج التواصل: ${subject}`,
    contactIntro: 'كتب أحد الزوار عبر نموذج التواصل في الموقع.',
    sponsorshipSubject: (company: string) => `طلب رعاية: ${company}`,
    sponsorshipIntro: 'استفسرت شركة عن رعاية الملتقى.',
    replyHint: 'للرد راسل المرسل على بريده الإلكتروني أعلاه.',
    generalPackage: 'لم تُحدَّد (استفسار عام)',
    fields: {
      name: 'الاسم',
      email: 'البريد الإلكتروني',
      telephone: 'الهاتف',
      subject: 'الموضوع',
      messageType: 'النوع',
      company: 'الشركة',
      package: 'الباقة',
      message: 'الرسالة',
    },
    messageTypes: {
      general: 'عام',
      media: 'إعلامي',
      sponsorship: 'رعاية',
      exhibition: 'المعرض',
      technical: 'دعم فني',
    },
  },
} as const;

type Sender = { name: string; email: string; telephone?: string | undefined };

function senderLines(t: (typeof enquiryTexts)[Locale], sender: Sender): string[] {
  return [
    `${t.fields.name}: ${sender.name}`,
    `${t.fields.email}: ${sender.email}`,
    ...(sender.telephone ? [`${t.fields.telephone}: ${sender.telephone}`] : []),
  ];
}

function messageLines(t: (typeof enquiryTexts)[Locale], message: string): string[] {
  return [`${t.fields.message}:`, ...message.split(/\r?\n/).filter((line) => line.trim() !== '')];
}

/** A message of the contact form, for the forum's inbox. */
export function contactMail(
  context: MailContext,
  input: Sender & { subject: string; messageType: keyof (typeof enquiryTexts)['en']['messageTypes']; message: string },
) {
  const t = enquiryTexts[context.locale];
  return render(context, {
    subject: t.contactSubject(input.subject),
    lines: [
      t.contactIntro,
      ...senderLines(t, input),
      `${t.fields.subject}: ${input.subject}`,
      `${t.fields.messageType}: ${t.messageTypes[input.messageType]}`,
      ...messageLines(t, input.message),
      t.replyHint,
    ],
  });
}

/** An enquiry about a sponsorship package, for the forum's inbox. */
export function sponsorshipMail(
  context: MailContext,
  input: Sender & { companyName: string; packageName: string | null; message: string },
) {
  const t = enquiryTexts[context.locale];
  return render(context, {
    subject: t.sponsorshipSubject(input.companyName),
    lines: [
      t.sponsorshipIntro,
      `${t.fields.company}: ${input.companyName}`,
      `${t.fields.package}: ${input.packageName ?? t.generalPackage}`,
      ...senderLines(t, input),
      ...messageLines(t, input.message),
      t.replyHint,
    ],
  });
}

// ---------------------------------------------------------------- orders

const orderTexts = {
  en: {
    placedSubject: (number: string) => `Your order ${number} is received`,
    placedIntro: (number: string) => `Thank you: we received your order ${number}.`,
    total: (amount: string) => `Total: ${amount}`,
    bankTransfer:
      'Pay by bank transfer to one of the accounts shown on the order page, with the order number as the reference.',
    card: 'If the card payment did not go through, you can pay from the order page.',
    cashOnDelivery: 'You will pay the courier when the order reaches you.',
    wallet: 'Paid from your wallet balance.',
    action: 'Follow my order',
  },
  ar: {
    placedSubject: (number: string) => `استلمنا طلبك ${number}`,
    placedIntro: (number: string) => `شكرًا لك: استلمنا طلبك رقم ${number}.`,
    total: (amount: string) => `الإجمالي: ${amount}`,
    bankTransfer: 'ادفع بالتحويل البنكي إلى أحد الحسابات المعروضة في صفحة الطلب، واكتب رقم الطلب في بيان التحويل.',
    card: 'إن لم يكتمل الدفع بالبطاقة فيمكنك الدفع من صفحة الطلب.',
    cashOnDelivery: 'ستدفع لمندوب التوصيل عند وصول طلبك.',
    wallet: 'دُفع من رصيد محفظتك.',
    action: 'متابعة طلبي',
  },
} as const;

/** The receipt of a new order: what was ordered, what it costs, how it is paid. */
export function orderPlacedMail(
  context: MailContext,
  input: {
    name: string;
    orderId: number;
    number: string;
    total: string;
    items: string[];
    paymentMethod: 'card' | 'bank_transfer' | 'cash_on_delivery' | 'wallet';
  },
) {
  const t = texts[context.locale];
  const o = orderTexts[context.locale];
  const howToPay =
    input.paymentMethod === 'bank_transfer'
      ? o.bankTransfer
      : input.paymentMethod === 'card'
        ? o.card
        : input.paymentMethod === 'wallet'
          ? o.wallet
          : o.cashOnDelivery;
  return render(context, {
    subject: o.placedSubject(input.number),
    lines: [t.greeting(input.name), o.placedIntro(input.number), ...input.items, o.total(input.total), howToPay],
    action: { label: o.action, url: pageUrl(context, `/account/orders/${input.orderId}`) },
  });
}

const specialOrderTexts = {
  en: {
    subject: (item: string) => `Special order request: ${item}`,
    intro: 'A customer asks for an item that is not in the shop. Quote or decline it from the staff calls.',
    item: 'Item',
    quantity: 'Quantity',
    details: 'Details',
    customer: 'Customer',
    attachment: 'An attachment was sent with the request.',
  },
  ar: {
    subject: (item: string) => `طلب خاص: ${item}`,
    intro: 'يطلب أحد العملاء منتجًا غير موجود في المتجر. قدّم عرض سعر أو اعتذر عنه من أدوات فريق العمل.',
    item: 'المنتج',
    quantity: 'الكمية',
    details: 'التفاصيل',
    customer: 'العميل',
    attachment: 'أُرفق ملف مع الطلب.',
  },
} as const;

/** A special order (an item not in the catalogue), for the forum's inbox. */
export function specialOrderMail(
  context: MailContext,
  input: {
    id: number;
    item: string;
    quantity: number;
    details: string | null;
    customer: string;
    hasAttachment: boolean;
  },
) {
  const t = specialOrderTexts[context.locale];
  return render(context, {
    subject: t.subject(input.item),
    lines: [
      t.intro,
      `${t.item}: ${input.item}`,
      `${t.quantity}: ${input.quantity}`,
      ...(input.details ? [`${t.details}: ${input.details}`] : []),
      `${t.customer}: ${input.customer}`,
      ...(input.hasAttachment ? [t.attachment] : []),
    ],
  });
}

// ---------------------------------------------------------------- the forum's review (decision 064)

const reviewTexts = {
  en: {
    exhibitorApprovedSubject: (company: string) => `${company} is now in the exhibitor directory`,
    exhibitorApprovedIntro: (company: string) =>
      `The forum has reviewed ${company}: it is published and visitors find it in the exhibitor directory.`,
    exhibitorRejectedSubject: (company: string) => `About your exhibitor application: ${company}`,
    exhibitorRejectedIntro: (company: string) =>
      `The forum has reviewed ${company} and cannot publish it in the exhibitor directory. The reason:`,
    customsApprovedSubject: (site: string) => `Your customs-clearance account at ${site} is approved`,
    customsApprovedIntro: 'The forum has checked your licence: your customs-clearance account is approved.',
    customsRejectedSubject: (site: string) => `About your customs-clearance account at ${site}`,
    customsRejectedIntro:
      'The forum has checked your licence and cannot approve your customs-clearance account. The reason:',
    rejectedHint: 'You can answer this email or write to the forum through the contact page.',
    action: 'Go to my account',
  },
  ar: {
    exhibitorApprovedSubject: (company: string) => `أصبحت ${company} في دليل العارضين`,
    exhibitorApprovedIntro: (company: string) => `راجع الملتقى ملف ${company}: نُشر ويجده الزوار في دليل العارضين.`,
    exhibitorRejectedSubject: (company: string) => `بخصوص طلب العرض: ${company}`,
    exhibitorRejectedIntro: (company: string) => `راجع الملتقى ملف ${company} ولا يمكنه نشره في دليل العارضين. والسبب:`,
    customsApprovedSubject: (site: string) => `تمت الموافقة على حساب التخليص الجمركي في ${site}`,
    customsApprovedIntro: 'تحقق الملتقى من رخصتك: تمت الموافقة على حساب التخليص الجمركي.',
    customsRejectedSubject: (site: string) => `بخصوص حساب التخليص الجمركي في ${site}`,
    customsRejectedIntro: 'تحقق الملتقى من رخصتك ولا يمكنه الموافقة على حساب التخليص الجمركي. والسبب:',
    rejectedHint: 'يمكنك الرد على هذه الرسالة أو مراسلة الملتقى من صفحة التواصل.',
    action: 'الذهاب إلى حسابي',
  },
} as const;

/** The forum's answer to a company that registered as an exhibitor: published, or refused with the reason. */
export function exhibitorReviewMail(
  context: MailContext,
  input: { name: string; company: string; decision: 'approve' | 'reject'; message?: string; exhibitorId: number },
) {
  const t = texts[context.locale];
  const r = reviewTexts[context.locale];
  if (input.decision === 'approve') {
    return render(context, {
      subject: r.exhibitorApprovedSubject(input.company),
      lines: [t.greeting(input.name), r.exhibitorApprovedIntro(input.company)],
      action: { label: input.company, url: pageUrl(context, `/exhibition/${input.exhibitorId}`) },
    });
  }
  return render(context, {
    subject: r.exhibitorRejectedSubject(input.company),
    lines: [t.greeting(input.name), r.exhibitorRejectedIntro(input.company), input.message ?? '', r.rejectedHint],
    action: { label: r.action, url: pageUrl(context, '/account') },
  });
}

/** The forum's answer to a customs-clearance account once its licence was checked. */
export function customsReviewMail(
  context: MailContext,
  input: { name: string; decision: 'approve' | 'reject'; message?: string },
) {
  const t = texts[context.locale];
  const r = reviewTexts[context.locale];
  const isApproved = input.decision === 'approve';
  return render(context, {
    subject: isApproved ? r.customsApprovedSubject(context.siteName) : r.customsRejectedSubject(context.siteName),
    lines: isApproved
      ? [t.greeting(input.name), r.customsApprovedIntro]
      : [t.greeting(input.name), r.customsRejectedIntro, input.message ?? '', r.rejectedHint],
    action: { label: r.action, url: pageUrl(context, '/account') },
  });
}

// ---------------------------------------------------------------- the console's answers (decision 065)

const contactAnswerTexts = {
  en: {
    subject: (subject: string) => `Re: ${subject}`,
    yourMessage: (date: string) => `Your message of ${date}:`,
  },
  ar: {
    subject: (subject: string) => `رد: ${subject}`,
    yourMessage: (date: string) => `رسالتك بتاريخ ${date}:`,
  },
} as const;

/**
 * The forum's answer to a contact message, in the sender's language: the staff's words as they wrote them,
 * then the message it answers, quoted.
 */
export function contactAnswerMail(
  context: MailContext,
  input: { name: string; subject: string; answer: string; message: string; sentOn: string },
) {
  const t = texts[context.locale];
  const a = contactAnswerTexts[context.locale];
  const paragraphs = (value: string) => value.split(/\r?\n/).filter((line) => line.trim() !== '');
  return render(context, {
    subject: a.subject(input.subject),
    lines: [
      t.greeting(input.name),
      ...paragraphs(input.answer),
      a.yourMessage(input.sentOn),
      ...paragraphs(input.message).map((line) => `> ${line}`),
    ],
  });
}
