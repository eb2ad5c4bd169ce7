import type { Locale } from '@forum/contract/locale';
import { localePath } from '~/i18n/i18n.tsx';

/** A step of the trail from the home page to the current page; `path` has no language prefix. */
export type Crumb = { name: string; path: string };

export function absoluteUrl(origin: string, locale: Locale, path: string): string {
  return `${origin}${localePath(locale, path)}`;
}

/** Several JSON-LD nodes in one script (an Organization and its BreadcrumbList, say). */
export function jsonLdGraph(...nodes: Record<string, unknown>[]): Record<string, unknown> {
  return { '@context': 'https://schema.org', '@graph': nodes };
}

export function breadcrumbList(origin: string, locale: Locale, crumbs: Crumb[]): Record<string, unknown> {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(origin, locale, crumb.path),
    })),
  };
}

/** A logo as link previews and JSON-LD want it: absolute, and only for files the site serves itself. */
export function absoluteAsset(origin: string, url: string): string | undefined {
  return url.startsWith('/') && !url.startsWith('//') ? `${origin}${url}` : undefined;
}
