import { withProtocol } from '@forum/contract/links';
import type { Locale } from '@forum/contract/locale';
import type { SettingsResponse } from '@forum/contract/settings';
import { truncate } from '@forum/contract/text';
import type { MetaDescriptor } from 'react-router';
import { breadcrumbJsonLd, matchedTrail } from '~/components/breadcrumbs.tsx';
import type { PageMessages } from '~/i18n/i18n.tsx';
import { createTranslator, localePath } from '~/i18n/i18n.tsx';
import { pageMeta } from '~/utils/seo.ts';
import { firstParagraph } from './text-blocks.ts';

/** What the root loader gives every page's meta. */
export type InfoRootData =
  | { locale: Locale; messages: PageMessages; origin: string; site: SettingsResponse | null }
  | undefined;

const META_DESCRIPTION_LENGTH = 160;

/** A description cut to what search results show, from the first words of a text. */
export function describe(text: string): string {
  return truncate(text.replace(/\s+/g, ' ').trim(), META_DESCRIPTION_LENGTH);
}

type InfoPage = {
  title: string;
  description: string;
  /** The page's path without a language prefix. */
  path: string;
  /** Schema.org nodes beside the breadcrumb trail (without @context). */
  jsonLd?: Record<string, unknown>[];
  image?: string;
  isIndexable?: boolean;
};

/** A page's `meta` matches: the root's data first, the page's place in the page tree in a `handle`. */
type MetaMatches = readonly ({ handle?: unknown; loaderData?: unknown } | undefined)[];

/**
 * Title, description, canonical, hreflang, Open Graph and JSON-LD of an info page, its breadcrumb trail first,
 * read from the page's `handle` (decision 053).
 */
export function infoMeta(matches: MetaMatches, page: InfoPage): MetaDescriptor[] {
  const root = matches[0]?.loaderData as InfoRootData;
  if (!root?.site) return [];
  const t = createTranslator(root.messages);
  const siteName = root.site.settings.name;
  const meta = pageMeta({
    title: t('infoPageTitle', { page: page.title, site: siteName }),
    description: page.description,
    origin: root.origin,
    locale: root.locale,
    path: page.path,
    siteName,
    ...(page.image ? { image: page.image } : {}),
    jsonLd: {
      '@context': 'https://schema.org',
      '@graph': [breadcrumbJsonLd(matchedTrail(matches, t), root.origin, root.locale), ...(page.jsonLd ?? [])],
    },
  });
  if (page.isIndexable === false) meta.push({ name: 'robots', content: 'noindex, follow' });
  return meta;
}

/** A managed page (terms, /page/{slug}): its first paragraph as the description, a WebPage node. */
export function managedPageMeta(
  matches: MetaMatches,
  page: { title: string; body: string; updatedAt: string },
  path: string,
): MetaDescriptor[] {
  const root = matches[0]?.loaderData as InfoRootData;
  if (!root?.site) return [];
  return infoMeta(matches, {
    title: page.title,
    description: describe(firstParagraph(page.body)),
    path,
    jsonLd: [
      {
        '@type': 'WebPage',
        name: page.title,
        url: `${root.origin}${localePath(root.locale, path)}`,
        dateModified: page.updatedAt,
      },
    ],
  });
}

/** The forum as an organisation, for the JSON-LD of the pages that speak for it. */
export function organizationJsonLd(origin: string, locale: Locale, site: SettingsResponse) {
  const { settings } = site;
  return {
    '@type': 'Organization',
    '@id': `${origin}/#organization`,
    name: settings.name,
    description: settings.description,
    url: `${origin}${localePath(locale, '/')}`,
    logo: `${origin}/favicon.svg`,
    ...(settings.contacts.email ? { email: settings.contacts.email } : {}),
    ...(settings.contacts.telephone ? { telephone: settings.contacts.telephone } : {}),
    ...(settings.contacts.address ? { address: settings.contacts.address } : {}),
    sameAs: settings.social.map((link) => withProtocol(link.url)),
  };
}
