import type { Locale } from '@forum/contract/locale';
import type { Localized } from './db/schema.ts';

/** Bilingual content in the request's language, falling back to the other when one is missing. */
export function pick(value: Localized | null | undefined, locale: Locale): string {
  if (!value) return '';
  return value[locale] || value[locale === 'ar' ? 'en' : 'ar'] || '';
}
