import type { Locale } from '@forum/contract/locale';

const KILOBYTE = 1024;
const MEGABYTE = 1024 * 1024;

/** 5242880 -> "5 MB" ("5 ميغابايت"), 2048 -> "2 kB", with Latin digits (decision 005). */
export function formatFileSize(bytes: number, locale: Locale): string {
  const isLarge = bytes >= MEGABYTE;
  // a file of a few bytes still shows as 1 kB rather than 0
  const value = isLarge ? bytes / MEGABYTE : Math.max(bytes > 0 ? 1 : 0, Math.round(bytes / KILOBYTE));
  return new Intl.NumberFormat(locale === 'ar' ? 'ar-SA' : 'en-SA', {
    style: 'unit',
    unit: isLarge ? 'megabyte' : 'kilobyte',
    // Arabic's short units (م.ب) read as riddles; its long ones are short enough
    unitDisplay: locale === 'ar' ? 'long' : 'short',
    maximumFractionDigits: 1,
    numberingSystem: 'latn',
  }).format(value);
}
