import type { Locale } from '@forum/contract/locale';

const en = {
  validationFailed: 'Some fields need your attention',
  required: 'This field is required',
  invalidValue: 'This value is not valid',
  invalidType: 'This value has the wrong type',
  invalidEmail: 'Enter a valid email address',
  invalidUrl: 'Enter a valid link',
  invalidNumber: 'Enter a number',
  tooShort: 'Enter at least {min} characters',
  tooLong: 'Enter at most {max} characters',
  tooSmall: 'Enter a value of at least {min}',
  tooBig: 'Enter a value of at most {max}',
  invalidOption: 'Choose one of the allowed values',
  priceRange: 'The maximum price must not be less than the minimum price',
  invalidJson: 'The request body is not valid JSON',
  unsupportedMediaType: 'This content type is not supported',
  payloadTooLarge: 'The request is too large',
  unauthenticated: 'You must be logged in first',
  noPermission: 'You do not have permission to do this',
  invalidXsrf: 'Your session check failed; reload the page and try again',
  notFound: 'Not found',
  routeNotFound: 'There is no such address in the API',
  methodNotAllowed: 'This method is not allowed here',
  tooManyRequests: 'Too many requests; try again in {seconds} seconds',
  maintenance: "We'll be back soon...",
  somethingWentWrong: 'Something went wrong',
} as const;

export type MessageKey = keyof typeof en;

const ar: Record<MessageKey, string> = {
  validationFailed: 'بعض الحقول تحتاج إلى مراجعة',
  required: 'هذا الحقل مطلوب',
  invalidValue: 'هذه القيمة غير صالحة',
  invalidType: 'نوع هذه القيمة غير صحيح',
  invalidEmail: 'أدخل بريدًا إلكترونيًا صحيحًا',
  invalidUrl: 'أدخل رابطًا صحيحًا',
  invalidNumber: 'أدخل رقمًا',
  tooShort: 'أدخل {min} أحرف على الأقل',
  tooLong: 'أدخل {max} حرفًا على الأكثر',
  tooSmall: 'أدخل قيمة لا تقل عن {min}',
  tooBig: 'أدخل قيمة لا تزيد على {max}',
  invalidOption: 'اختر إحدى القيم المسموح بها',
  priceRange: 'يجب ألا يقل السعر الأعلى عن السعر الأدنى',
  invalidJson: 'نص الطلب ليس JSON صالحًا',
  unsupportedMediaType: 'نوع المحتوى هذا غير مدعوم',
  payloadTooLarge: 'حجم الطلب كبير جدًا',
  unauthenticated: 'يجب عليك تسجيل الدخول أولًا',
  noPermission: 'ليست لديك صلاحية للقيام بذلك',
  invalidXsrf: 'تعذّر التحقق من الجلسة؛ أعد تحميل الصفحة وحاول مرة أخرى',
  notFound: 'غير موجود',
  routeNotFound: 'لا يوجد هذا العنوان في الواجهة البرمجية',
  methodNotAllowed: 'هذه الطريقة غير مسموح بها هنا',
  tooManyRequests: 'طلبات كثيرة؛ حاول مرة أخرى بعد {seconds} ثانية',
  maintenance: 'سنعود قريبًا...',
  somethingWentWrong: 'حدث خطأ ما',
};

const catalogues: Record<Locale, Record<MessageKey, string>> = { ar, en };

export function translate(locale: Locale, key: MessageKey, params: Record<string, string | number> = {}): string {
  return catalogues[locale][key].replace(/\{(\w+)\}/g, (match, name: string) =>
    name in params ? String(params[name]) : match,
  );
}
