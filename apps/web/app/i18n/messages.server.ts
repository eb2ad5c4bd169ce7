import type { Locale } from '@forum/contract/locale';
import { ar } from './ar.ts';
import type { Messages } from './en.ts';
import { en } from './en.ts';

// Only the server holds every language; a page receives the texts of its own language.
const catalogues: Record<Locale, Messages> = { ar, en };

export function messagesFor(locale: Locale): Messages {
  return catalogues[locale];
}
