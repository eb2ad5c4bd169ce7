import type { Locale } from '@forum/contract/locale';
import type { MetaDescriptor } from 'react-router';
import { localePath } from '~/i18n/i18n.tsx';

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
