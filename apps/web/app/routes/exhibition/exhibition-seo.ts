import type { Locale } from '@forum/contract/locale';
import { localePath } from '~/i18n/i18n.tsx';

export function absoluteUrl(origin: string, locale: Locale, path: string): string {
  return `${origin}${localePath(locale, path)}`;
}

/** Several JSON-LD nodes in one script (an Organization and its BreadcrumbList, say). */
export function jsonLdGraph(...nodes: Record<string, unknown>[]): Record<string, unknown> {
  return { '@context': 'https://schema.org', '@graph': nodes };
}

/** A logo as link previews and JSON-LD want it: absolute, and only for files the site serves itself. */
export function absoluteAsset(origin: string, url: string): string | undefined {
  return url.startsWith('/') && !url.startsWith('//') ? `${origin}${url}` : undefined;
}
