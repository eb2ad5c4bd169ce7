import type { MetaDescriptor } from 'react-router';
import { type ItemList, itemListJsonLd, type PageMetaContext, pageMeta, pageMetaWith } from '~/utils/seo.ts';
import { breadcrumbJsonLd, matchedTrail } from './breadcrumbs.tsx';

/** What a public page with a place in the page tree says of itself; the rest comes from the root's data. */
export type TrailPage = {
  title: string;
  description: string;
  /** The page's path without a language prefix. */
  path: string;
  /** The picture of link previews; an SVG is left out, as previews want a raster image (the site's own stays). */
  image?: string;
  /** The Open Graph type: a person's page is a profile. */
  type?: 'website' | 'profile';
  /** The page's own schema.org nodes (without @context); its BreadcrumbList follows them. */
  jsonLd?: Record<string, unknown>[];
  /** A list page's items, as an ItemList node after the page's own. */
  itemList?: ItemList;
};

/** Whether link previews can show a picture: they want a raster image, not an SVG. */
export const isRasterImage = (url: string) => !/\.svg$/i.test(url);

/**
 * The `meta` of a public page with a place in the page tree (decision 076): `build` says the page's title,
 * description, path and own JSON-LD nodes; the origin, language and site name come from the root's data and
 * the BreadcrumbList from the page's `handle` (decision 053), as on every other such page. No tags while the
 * root's or the page's data is missing (an error page).
 */
export function trailPageMeta<D>(
  matches: readonly ({ handle?: unknown; loaderData?: unknown } | undefined)[],
  loaderData: D | undefined,
  build: (page: PageMetaContext, data: D) => TrailPage,
): MetaDescriptor[] {
  return pageMetaWith(matches, loaderData, (context, data) => {
    const { root, t, site } = context;
    const { image, jsonLd: own = [], itemList, ...page } = build(context, data);
    const jsonLd = itemList ? [...own, itemListJsonLd(itemList, root.origin, root.locale)] : own;
    const trail = breadcrumbJsonLd(matchedTrail(matches, t), root.origin, root.locale);
    return pageMeta({
      ...page,
      origin: root.origin,
      locale: root.locale,
      siteName: site,
      ...(image && isRasterImage(image) ? { image } : {}),
      // a page without nodes of its own has its trail alone, without a graph around it
      jsonLd:
        jsonLd.length > 0
          ? { '@context': 'https://schema.org', '@graph': [...jsonLd, trail] }
          : { '@context': 'https://schema.org', ...trail },
    });
  });
}
