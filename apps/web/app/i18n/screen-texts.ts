import type { Locale } from '@forum/contract/locale';

/**
 * The texts of the screens shown when a page cannot load its data: bundled with the page itself,
 * since the catalogue of the language comes with that data. ar.ts and en.ts take them from here.
 */
export const screenTexts: Record<
  Locale,
  { maintenanceTitle: string; maintenanceText: string; errorTitle: string; errorText: string; reload: string }
> = {
  ar: {
    maintenanceTitle: 'سنعود قريبًا…',
    maintenanceText: 'نعمل على تحديث الموقع. يرجى العودة بعد قليل.',
    errorTitle: 'حدث خطأ ما',
    errorText: 'تعذّر عرض هذه الصفحة.',
    reload: 'أعد تحميل الصفحة',
  },
  en: {
    maintenanceTitle: "We'll be back soon…",
    maintenanceText: 'The site is being updated. Please come back in a little while.',
    errorTitle: 'Something went wrong',
    errorText: 'We could not show this page.',
    reload: 'Reload the page',
  },
};
