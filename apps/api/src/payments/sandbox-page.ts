import { directionOf, type Locale } from '@forum/contract/locale';
import { formatMoney } from '@forum/contract/money';
import { escapeHtml } from '../mail/templates.ts';

/** The sandbox's test cards: the only numbers its page accepts. */
export const SANDBOX_TEST_CARDS = [
  { number: '4111111111111111', outcome: 'paid', reason: null },
  { number: '4000000000000002', outcome: 'failed', reason: 'card_declined' },
  { number: '4000000000000069', outcome: 'failed', reason: 'expired_card' },
  { number: '4000000000003220', outcome: 'failed', reason: 'authentication_failed' },
] as const;
export type SandboxCard = (typeof SANDBOX_TEST_CARDS)[number];

const texts = {
  en: {
    pageTitle: 'Card payment (sandbox)',
    gateway: 'Sandbox card gateway',
    switchLanguage: 'العربية',
    payingTo: 'Paying',
    order: 'Order',
    amount: 'Amount',
    sandboxNote: 'Sandbox: no real money is taken and no card is charged.',
    testCards: 'Test cards',
    cardSucceeds: 'the payment succeeds',
    cardDeclined: 'the bank declines the card',
    cardExpired: 'the bank says the card has expired',
    cardAuthentication: 'the 3-D Secure check fails',
    testCardsHint: 'Any future expiry date, any name and any 3-digit security code.',
    cardDetails: 'Card details',
    name: 'Name on the card',
    number: 'Card number',
    expiry: 'Expiry date (MM/YY)',
    cvc: 'Security code (CVC)',
    pay: 'Pay {amount}',
    cancel: 'Cancel and return to the shop',
    errorsTitle: 'Check the card details',
    nameRequired: 'Enter the name on the card',
    numberRequired: 'Enter the card number',
    cardUnknown: 'Use one of the test cards listed on this page',
    expiryInvalid: 'Enter the expiry date as MM/YY, e.g. 12/30',
    expiryPast: 'This card has expired',
    cvcInvalid: 'Enter the 3 or 4 digits of the security code',
    settledPaid: 'This payment is already complete.',
    settledFailed: 'This payment attempt has ended. Return to the shop to try again.',
    returnToShop: 'Return to the shop',
    deliveryFailed: 'The shop did not confirm the payment, so nothing was charged. Try again.',
    notFoundTitle: 'Payment not found',
    notFound: 'This payment link is not valid or no longer exists.',
  },
  ar: {
    pageTitle: 'الدفع بالبطاقة (بيئة تجريبية)',
    gateway: 'بوابة الدفع التجريبية',
    switchLanguage: 'English',
    payingTo: 'الدفع إلى',
    order: 'الطلب',
    amount: 'المبلغ',
    sandboxNote: 'بيئة تجريبية: لن تُخصم أي أموال حقيقية ولن تُحاسَب أي بطاقة.',
    testCards: 'بطاقات الاختبار',
    cardSucceeds: 'ينجح الدفع',
    cardDeclined: 'يرفض البنك البطاقة',
    cardExpired: 'يفيد البنك بانتهاء صلاحية البطاقة',
    cardAuthentication: 'يفشل التحقق الآمن (3-D Secure)',
    testCardsHint: 'أي تاريخ انتهاء في المستقبل، وأي اسم، وأي رمز تحقق من 3 أرقام.',
    cardDetails: 'بيانات البطاقة',
    name: 'الاسم على البطاقة',
    number: 'رقم البطاقة',
    expiry: 'تاريخ الانتهاء (شهر/سنة)',
    cvc: 'رمز التحقق (CVC)',
    pay: 'ادفع {amount}',
    cancel: 'إلغاء والعودة إلى المتجر',
    errorsTitle: 'تحقّق من بيانات البطاقة',
    nameRequired: 'أدخل الاسم المكتوب على البطاقة',
    numberRequired: 'أدخل رقم البطاقة',
    cardUnknown: 'استخدم إحدى بطاقات الاختبار المذكورة في هذه الصفحة',
    expiryInvalid: 'أدخل تاريخ الانتهاء بالصيغة شهر/سنة، مثل 12/30',
    expiryPast: 'انتهت صلاحية هذه البطاقة',
    cvcInvalid: 'أدخل رمز التحقق المكوّن من 3 أو 4 أرقام',
    settledPaid: 'اكتملت عملية الدفع هذه من قبل.',
    settledFailed: 'انتهت محاولة الدفع هذه. عد إلى المتجر لتحاول مرة أخرى.',
    returnToShop: 'العودة إلى المتجر',
    deliveryFailed: 'لم يؤكد المتجر عملية الدفع، لذلك لم يُخصم أي مبلغ. حاول مرة أخرى.',
    notFoundTitle: 'عملية الدفع غير موجودة',
    notFound: 'رابط الدفع هذا غير صالح أو لم يعد موجودًا.',
  },
} as const satisfies Record<Locale, Record<string, string>>;

type TextKey = keyof (typeof texts)['en'];

const cardFields = ['name', 'number', 'expiry', 'cvc'] as const;
export type CardField = (typeof cardFields)[number];
export type CardForm = Record<CardField, string>;
export type CardErrors = Partial<Record<CardField, TextKey>>;

/**
 * What the sandbox does with the card typed in: a test card decides the outcome, anything else is
 * an error on the page (no webhook, nothing changes).
 */
export function checkCard(
  form: CardForm,
  now: Date,
): { card: SandboxCard; errors?: undefined } | { card?: undefined; errors: CardErrors } {
  const errors: CardErrors = {};
  if (form.name.trim().length < 2) errors.name = 'nameRequired';
  const digits = form.number.replace(/[\s-]/g, '');
  const card = SANDBOX_TEST_CARDS.find((candidate) => candidate.number === digits);
  if (!digits) errors.number = 'numberRequired';
  else if (!card) errors.number = 'cardUnknown';
  const expiry = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/.exec(form.expiry.trim());
  const month = Number(expiry?.[1]);
  if (!expiry || month < 1 || month > 12) errors.expiry = 'expiryInvalid';
  else {
    const year = Number(expiry[2]) + (expiry[2]?.length === 2 ? 2000 : 0);
    // a card is good until the end of its expiry month
    if (Date.UTC(year, month, 1) <= now.getTime()) errors.expiry = 'expiryPast';
  }
  if (!/^\d{3,4}$/.test(form.cvc.trim())) errors.cvc = 'cvcInvalid';
  if (Object.keys(errors).length || !card) return { errors };
  return { card };
}

export function readCardForm(body: Record<string, string | undefined>): CardForm {
  const value = (field: CardField) => (body[field] ?? '').slice(0, 100);
  return { name: value('name'), number: value('number'), expiry: value('expiry'), cvc: value('cvc') };
}

/** The site's font files (public paths), when the website's build is there to serve them. */
export type SiteFonts = { arabic?: string | undefined; latin?: string | undefined };

export type SandboxPageView = {
  locale: Locale;
  nonce: string;
  fonts?: SiteFonts;
  merchantName: string;
  reference: string;
  orderNumber: string;
  amountMinor: number;
  currency: string;
  successPath: string;
  failPath: string;
  /** form: ready to pay; paid/failed: the payment is settled and the form is gone. */
  state: 'form' | 'paid' | 'failed';
  form?: CardForm;
  errors?: CardErrors;
  deliveryFailed?: boolean;
};

/** The gateway's hosted page: one self-contained document, no script, styles under the page's nonce. */
export function renderSandboxPage(view: SandboxPageView): string {
  const t = texts[view.locale];
  // an amount, like a card number or a date, reads left to right inside an Arabic page
  const amount = `<bdi dir="ltr">${escapeHtml(formatMoney(view.amountMinor / 100, view.locale, view.currency))}</bdi>`;
  const summary = `
    <dl class="summary">
      <div><dt>${t.payingTo}</dt><dd>${escapeHtml(view.merchantName)}</dd></div>
      <div><dt>${t.order}</dt><dd><bdi>${escapeHtml(view.orderNumber)}</bdi></dd></div>
      <div><dt>${t.amount}</dt><dd class="amount">${amount}</dd></div>
    </dl>`;
  const body =
    view.state === 'form'
      ? `${summary}${sandboxNote(view.locale)}${cardForm(view, amount)}`
      : `${summary}
    <p class="notice" role="status">${view.state === 'paid' ? t.settledPaid : t.settledFailed}</p>
    <p><a class="button" href="${escapeHtml(view.state === 'paid' ? view.successPath : view.failPath)}">${t.returnToShop}</a></p>`;
  return documentOf(view, t.pageTitle, body);
}

/** A page without a payment: a link that is malformed or names none. */
export function renderSandboxNotFound(view: {
  locale: Locale;
  nonce: string;
  fonts?: SiteFonts;
  reference: string | null;
}): string {
  const t = texts[view.locale];
  return documentOf(view, t.notFoundTitle, `<p class="notice" role="alert">${t.notFound}</p>`);
}

const outcomeText = {
  paid: 'cardSucceeds',
  card_declined: 'cardDeclined',
  expired_card: 'cardExpired',
  authentication_failed: 'cardAuthentication',
} as const satisfies Record<string, TextKey>;

function sandboxNote(locale: Locale): string {
  const t = texts[locale];
  const cards = SANDBOX_TEST_CARDS.map(
    (card) =>
      `<li><bdi dir="ltr" class="card-number">${card.number.replace(/(\d{4})(?=\d)/g, '$1 ')}</bdi>: ${t[outcomeText[card.reason ?? 'paid']]}</li>`,
  ).join('');
  return `
    <aside class="sandbox" aria-labelledby="test-cards">
      <p><strong>${t.sandboxNote}</strong></p>
      <h2 id="test-cards">${t.testCards}</h2>
      <ul>${cards}</ul>
      <p>${t.testCardsHint}</p>
    </aside>`;
}

function cardForm(view: SandboxPageView, amount: string): string {
  const t = texts[view.locale];
  const errors = view.errors ?? {};
  const invalid = cardFields.filter((field) => errors[field]);
  const alert = view.deliveryFailed
    ? `<div class="errors" role="alert"><p>${t.deliveryFailed}</p></div>`
    : invalid.length
      ? `<div class="errors" role="alert">
      <h2>${t.errorsTitle}</h2>
      <ul>${invalid.map((field) => `<li><a href="#${field}">${t[errors[field] as TextKey]}</a></li>`).join('')}</ul>
    </div>`
      : '';
  const form = view.form ?? { name: '', number: '', expiry: '', cvc: '' };
  const input = (field: CardField, attributes: string) => `<div class="field"><label for="${field}">${t[field]}</label>
      <input id="${field}" name="${field}" ${attributes} required${
        // the security code is never written back into a page
        field === 'cvc' ? '' : ` value="${escapeHtml(form[field])}"`
      }${
        errors[field]
          ? ` aria-invalid="true" aria-describedby="${field}-error"${field === invalid[0] ? ' autofocus' : ''}`
          : ''
      }>${errors[field] ? `<p class="field-error" id="${field}-error">${t[errors[field] as TextKey]}</p>` : ''}</div>`;
  const language = view.locale === 'en' ? 'en' : 'ar';
  return `${alert}
    <form method="post" action="/payment-sandbox/${encodeURIComponent(view.reference)}" novalidate>
      <input type="hidden" name="lang" value="${language}">
      <fieldset>
        <legend>${t.cardDetails}</legend>
        ${input('name', 'type="text" autocomplete="cc-name" maxlength="100"')}
        ${input('number', 'type="text" inputmode="numeric" autocomplete="cc-number" dir="ltr" maxlength="23"')}
        <div class="row">
          ${input('expiry', 'type="text" inputmode="numeric" autocomplete="cc-exp" dir="ltr" maxlength="7" placeholder="MM/YY"')}
          ${input('cvc', 'type="text" inputmode="numeric" autocomplete="cc-csc" dir="ltr" maxlength="4"')}
        </div>
      </fieldset>
      <button type="submit">${t.pay.replace('{amount}', amount)}</button>
      <p><a href="${escapeHtml(view.failPath)}">${t.cancel}</a></p>
    </form>`;
}

function documentOf(
  view: { locale: Locale; nonce: string; fonts?: SiteFonts | undefined; reference: string | null },
  title: string,
  body: string,
) {
  const t = texts[view.locale];
  const other: Locale = view.locale === 'ar' ? 'en' : 'ar';
  const switchLink = view.reference
    ? `<a href="/payment-sandbox/${encodeURIComponent(view.reference)}?lang=${other}" lang="${other}" hreflang="${other}">${t.switchLanguage}</a>`
    : '';
  return `<!doctype html>
<html lang="${view.locale}" dir="${directionOf(view.locale)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title}</title>
<style nonce="${escapeHtml(view.nonce)}">${fontFaces(view.fonts ?? {})}${STYLES}</style>
</head>
<body>
<header><p class="brand">${t.gateway}</p>${switchLink}</header>
<main>
<h1>${title}</h1>
${body}
</main>
</body>
</html>`;
}

/** The site's typeface (Readex Pro, split by script as on the site's pages), before the system's. */
function fontFaces(fonts: SiteFonts): string {
  const face = (url: string | undefined, range: string) =>
    url
      ? `@font-face{font-family:'Readex Pro';font-weight:160 700;font-display:swap;src:url('${url}') format('woff2-variations');unicode-range:${range}}`
      : '';
  return (
    face(fonts.arabic, 'U+0600-06FF,U+0750-077F,U+08A0-08FF,U+200C-200E,U+FB50-FDFF,U+FE70-FEFC') +
    face(fonts.latin, 'U+0000-00FF,U+0131,U+0152-0153,U+02C6,U+02DA,U+02DC,U+2000-206F,U+20AC,U+2122,U+2212')
  );
}

// logical properties only: one stylesheet for both directions
const STYLES = `
*{box-sizing:border-box}
body{margin:0;font-family:'Lama Sans','Readex Pro',system-ui,"Segoe UI",Tahoma,sans-serif;font-size:1rem;line-height:1.5;color:#1b2330;background:#eef1f5}
header{display:flex;justify-content:space-between;align-items:center;gap:1rem;padding-block:.75rem;padding-inline:1.25rem;background:#1f2d3d;color:#fff}
header a{color:#fff}
.brand{margin:0;font-weight:700}
main{max-inline-size:32rem;margin-block:1.5rem;margin-inline:auto;padding:1.5rem;background:#fff;border:1px solid #d3d9e2;border-radius:.5rem}
h1{margin-block:0 1rem;font-size:1.4rem}
h2{margin-block:.5rem;font-size:1.05rem}
.summary{display:grid;gap:.25rem;margin:0 0 1rem}
.summary div{display:flex;justify-content:space-between;gap:1rem}
.summary dt{color:#4a5568}
.summary dd{margin:0;font-weight:600}
.amount{font-size:1.2rem}
.sandbox{margin-block-end:1rem;padding:.75rem 1rem;border-inline-start:4px solid #b7791f;background:#fff8e6}
.sandbox p,.sandbox ul{margin-block:.25rem}
.sandbox ul{padding-inline-start:1.25rem}
bdi[dir="ltr"]{unicode-bidi:isolate}
.card-number{font-variant-numeric:tabular-nums;white-space:nowrap}
input[dir="ltr"]{text-align:start}
fieldset{margin:0 0 1rem;padding:0;border:0}
legend{margin-block-end:.5rem;font-weight:700}
.field{margin-block-end:.75rem}
.row{display:grid;grid-template-columns:1fr 1fr;gap:.75rem}
label{display:block;margin-block-end:.25rem;font-weight:600}
input{inline-size:100%;padding:.6rem .75rem;font:inherit;border:1px solid #8a94a6;border-radius:.375rem}
input:focus-visible{outline:3px solid #2b6cb0;outline-offset:1px}
input[aria-invalid="true"]{border-color:#b42318}
.field-error{margin-block:.25rem 0;color:#b42318}
.errors{margin-block-end:1rem;padding:.75rem 1rem;border:1px solid #b42318;border-radius:.375rem;background:#fdecea;color:#7a1a12}
.errors a{color:inherit}
.notice{padding:.75rem 1rem;background:#eef1f5;border-radius:.375rem}
button,.button{display:inline-block;inline-size:100%;padding:.75rem 1rem;font:inherit;font-weight:700;text-align:center;color:#fff;background:#1f2d3d;border:0;border-radius:.375rem;cursor:pointer;text-decoration:none}
button:focus-visible,a:focus-visible{outline:3px solid #2b6cb0;outline-offset:2px}
a{color:#1d4f91}
@media (prefers-reduced-motion:no-preference){button{transition:background-color .15s}}
button:hover{background:#111c28}
`;
