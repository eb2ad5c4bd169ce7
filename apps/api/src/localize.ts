import type { Locale } from '@forum/contract/locale';
import type { Localized } from './db/schema.ts';

/** Bilingual content in the request's language, falling back to the other when one is missing. */
export function pick(value: Localized | null | undefined, locale: Locale): string {
  if (!value) return '';
  return value[locale] || value[locale === 'ar' ? 'en' : 'ar'] || '';
}

/**
 * A text kept in both languages as a form's two fields, the Arabic first: `splitPair('title', row.title)`
 * is `{ titleAr, titleEn }`.
 */
export function splitPair<K extends string>(key: K, text: Localized): { [F in `${K}Ar` | `${K}En`]: string } {
  return { [`${key}Ar`]: text.ar, [`${key}En`]: text.en } as { [F in `${K}Ar` | `${K}En`]: string };
}

const regionNames = new Map<Locale, Intl.DisplayNames>();

/** A country's name from its ISO 3166 code, in the language asked for (the code itself when unknown). */
export function countryName(code: string, locale: Locale): string {
  let names = regionNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
    regionNames.set(locale, names);
  }
  try {
    return names.of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}
