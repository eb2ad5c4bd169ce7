import type { Locale } from '@forum/contract/locale';
import type { SettingsResponse } from '@forum/contract/settings';
import type { MetaDescriptor } from 'react-router';
import type { PageMessages } from '~/i18n/i18n.tsx';
import { createTranslator, localePath, type Translate } from '~/i18n/i18n.tsx';

type PageMeta = {
  title: string;
  description: string;
  origin: string;
  locale: Locale;
  /** The page's path without a language prefix. */
  path: string;
  siteName: string;
  image?: string;
  /** The Open Graph type: a person's page is a profile. */
  type?: 'website' | 'profile';
  jsonLd?: Record<string, unknown>;
};

/** Title, description, canonical, hreflang alternates, Open Graph and JSON-LD of a public page. */
export function pageMeta(page: PageMeta): MetaDescriptor[] {
  const url = (locale: Locale) => `${page.origin}${localePath(locale, page.path)}`;
  const image = `${page.origin}${page.image ?? '/og-image.png'}`;
  const meta: MetaDescriptor[] = [
    { title: page.title },
    { name: 'description', content: page.description },
    { tagName: 'link', rel: 'canonical', href: url(page.locale) },
    { tagName: 'link', rel: 'alternate', hrefLang: 'ar', href: url('ar') },
    { tagName: 'link', rel: 'alternate', hrefLang: 'en', href: url('en') },
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: url('ar') },
    { property: 'og:type', content: page.type ?? 'website' },
    { property: 'og:site_name', content: page.siteName },
    { property: 'og:title', content: page.title },
    { property: 'og:description', content: page.description },
    { property: 'og:url', content: url(page.locale) },
    { property: 'og:image', content: image },
    { property: 'og:locale', content: page.locale === 'ar' ? 'ar_SA' : 'en_US' },
    { name: 'twitter:card', content: 'summary_large_image' },
  ];
  if (page.jsonLd) meta.push({ 'script:ld+json': page.jsonLd });
  return meta;
}

/** What a page's `meta` reads of the root's data (its texts, language, address and settings). */
type RootMeta = {
  locale: Locale;
  messages: PageMessages;
  origin: string;
  site: SettingsResponse | null;
};

export type PageMetaContext = {
  root: RootMeta & { site: SettingsResponse };
  /** The page's texts. */
  t: Translate;
  /** The site's name. */
  site: string;
};

/**
 * The opening every public page's `meta` shares: the root's data and the page's own, or no tags
 * while either is missing (an error page); then `build` writes the page's tags.
 */
export function pageMetaWith<D>(
  matches: readonly ({ loaderData?: unknown } | undefined)[],
  loaderData: D | undefined,
  build: (page: PageMetaContext, data: D) => MetaDescriptor[],
): MetaDescriptor[] {
  const root = matches[0]?.loaderData as RootMeta | undefined;
  if (!root?.site || loaderData === undefined || loaderData === null) return [];
  const withSite = root as RootMeta & { site: SettingsResponse };
  return build({ root: withSite, t: createTranslator(root.messages), site: root.site.settings.name }, loaderData);
}

/** A list page's items: their names and paths, how many in all, and how many earlier pages hold. */
export type ItemList = { name: string; total?: number; first?: number; items: { name: string; path: string }[] };

/**
 * A list page's ItemList node for JSON-LD: its items' names and addresses, numbered on from `first`
 * (how many earlier pages hold), with the whole list's count when the list has pages.
 */
export function itemListJsonLd(list: ItemList, origin: string, locale: Locale): Record<string, unknown> {
  return {
    '@type': 'ItemList',
    name: list.name,
    ...(list.total === undefined ? {} : { numberOfItems: list.total }),
    itemListElement: list.items.map((item, index) => ({
      '@type': 'ListItem',
      position: (list.first ?? 0) + index + 1,
      name: item.name,
      url: `${origin}${localePath(locale, item.path)}`,
    })),
  };
}
