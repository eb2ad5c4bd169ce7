import { type Locale, locales } from '@forum/contract/locale';
import { localePath } from '~/i18n/i18n.tsx';

export type SitemapUrl = { path: string; lastModified?: string | undefined };

const X_DEFAULT: Locale = 'ar';

export function escapeXml(text: string): string {
  return text.replace(
    /[<>&'"]/g,
    (char) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', "'": 'apos', '"': 'quot' }[char]};`,
  );
}

/**
 * The XML sitemap (sitemaps.org 0.9): every page once per language (Arabic without a prefix, English
 * under /en), each naming its other languages and the default one with xhtml:link alternates.
 */
export function sitemapXml(origin: string, urls: SitemapUrl[]): string {
  const seen = new Set<string>();
  const entries: string[] = [];
  for (const url of urls) {
    if (seen.has(url.path)) continue;
    seen.add(url.path);
    const address = (locale: Locale) => escapeXml(`${origin}${localePath(locale, url.path)}`);
    const alternates = [
      ...locales.map((locale) => `    <xhtml:link rel="alternate" hreflang="${locale}" href="${address(locale)}"/>`),
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${address(X_DEFAULT)}"/>`,
    ].join('\n');
    const lastmod = url.lastModified ? `\n    <lastmod>${escapeXml(url.lastModified)}</lastmod>` : '';
    for (const locale of locales) {
      entries.push(`  <url>\n    <loc>${address(locale)}</loc>${lastmod}\n${alternates}\n  </url>`);
    }
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

/** Paths no crawler should walk: the API and the personal pages, in every language prefix. */
const PRIVATE_PATHS = ['/account', '/cart', '/checkout', '/my-agenda', '/address'];
const PREFIXES = ['', '/en', '/ar'];

/** robots.txt: everything public may be crawled; the API and personal pages may not; where the sitemap is. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    ...PREFIXES.flatMap((prefix) => PRIVATE_PATHS.map((path) => `Disallow: ${prefix}${path}`)),
    // what an account shows of itself publicly stays findable
    ...PREFIXES.map((prefix) => `Allow: ${prefix}/account/profile/`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
