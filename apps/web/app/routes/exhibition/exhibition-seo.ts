import type { Locale } from '@forum/contract/locale';
import { localePath } from '~/i18n/i18n.tsx';

export function absoluteUrl(origin: string, locale: Locale, path: string): string {
  return `${origin}${localePath(locale, path)}`;
}

/** A logo as link previews and JSON-LD want it: absolute, and only for files the site serves itself. */
export function absoluteAsset(origin: string, url: string): string | undefined {
  return url.startsWith('/') && !url.startsWith('//') ? `${origin}${url}` : undefined;
}
