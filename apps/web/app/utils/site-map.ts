import type { Sitemap } from '@forum/contract/info';
import type { MessageKey } from '~/i18n/en.ts';

/** Managed pages that have a route of their own; every other slug lives under /page/{slug}. */
const DEDICATED_PAGES: Record<string, string> = {
  'about-us': '/about-us',
  'terms-conditions': '/terms-conditions',
  community: '/community',
  'driver-app': '/driver-app',
};

/** The address of a managed page (without a language prefix). */
export function pagePath(slug: string): string {
  return DEDICATED_PAGES[slug] ?? `/page/${slug}`;
}

/** The managed page a slug of /page/{slug} stands for, when it has a route of its own. */
export function dedicatedPagePath(slug: string): string | undefined {
  return DEDICATED_PAGES[slug];
}

export type SiteGroup =
  | 'forum'
  | 'info'
  | 'shop'
  | 'account'
  | 'exhibitors'
  | 'events'
  | 'media'
  | 'services'
  | 'sessions'
  | 'speakers'
  | 'workshops'
  | 'products';

/** A page of the site: a fixed page is named by a text key, a page from the data by its title. */
export type SiteLink = {
  path: string;
  label?: MessageKey;
  title?: string;
  /** A word about what the page is (a media item's type). */
  note?: MessageKey;
  lastModified?: string;
};
export type SiteSection = { group: SiteGroup; links: SiteLink[] };

/** The fixed pages of the site, by area (docs/product/information-pages.md). */
const FIXED: Record<'forum' | 'info' | 'shop' | 'account', SiteLink[]> = {
  forum: [
    { path: '/', label: 'site_home' },
    { path: '/conference', label: 'site_conference' },
    { path: '/conference/agenda', label: 'site_conferenceAgenda' },
    { path: '/conference/speakers', label: 'site_speakers' },
    { path: '/workshops', label: 'site_workshops' },
    { path: '/workshops/agenda', label: 'site_workshopsAgenda' },
    { path: '/exhibition', label: 'site_exhibition' },
    { path: '/exhibition/map/', label: 'site_floorMap' },
    { path: '/events', label: 'site_events' },
    { path: '/media', label: 'site_media' },
    { path: '/sponsorship-packages', label: 'site_sponsorship' },
    { path: '/community', label: 'site_community' },
    { path: '/services', label: 'site_services' },
  ],
  info: [
    { path: '/about-us', label: 'site_about' },
    { path: '/contact-us', label: 'site_contact' },
    { path: '/faq', label: 'site_faq' },
    { path: '/terms-conditions', label: 'site_terms' },
    { path: '/branches', label: 'site_branches' },
    { path: '/driver-app', label: 'site_driverApp' },
    { path: '/sitemap', label: 'site_sitemap' },
  ],
  shop: [
    { path: '/products', label: 'site_products' },
    { path: '/products/specials', label: 'site_specials' },
    { path: '/products/best-seller', label: 'site_bestSellers' },
    { path: '/categories', label: 'site_categories' },
    { path: '/brands', label: 'site_brands' },
    { path: '/reviews', label: 'site_reviews' },
  ],
  account: [
    { path: '/account-type', label: 'site_accountType' },
    { path: '/register', label: 'site_register' },
    { path: '/exhibitor-register', label: 'site_exhibitorRegister' },
  ],
};

/**
 * Every page of the site, grouped for the site map: the fixed pages, then what comes from the data
 * (GET /sitemap), each at the address the website gives it.
 */
export function siteSections(map: Sitemap): SiteSection[] {
  const fixedPaths = new Set(Object.values(FIXED).flatMap((links) => links.map((link) => link.path)));
  const withDate = (link: SiteLink, date: string | undefined): SiteLink =>
    date ? { ...link, lastModified: date } : link;
  // a managed page with a route of its own is already among the fixed pages: it only lends them its date
  const pageDates = new Map(map.pages.map((page) => [pagePath(page.slug), page.lastModified]));
  const info = [
    ...FIXED.info.map((link) => withDate(link, pageDates.get(link.path))),
    ...map.pages
      .filter((page) => !fixedPaths.has(pagePath(page.slug)))
      .map((page) => ({ path: pagePath(page.slug), title: page.title, lastModified: page.lastModified })),
  ];
  const forum = FIXED.forum.map((link) => withDate(link, pageDates.get(link.path)));
  // the short lists first: on wide screens they sit side by side, the long ones take the whole width
  return [
    { group: 'forum', links: forum },
    { group: 'info', links: info },
    { group: 'shop', links: FIXED.shop },
    { group: 'account', links: FIXED.account },
    {
      group: 'sessions',
      links: map.sessions.map((item) => ({ path: `/conference/sessions/${item.id}`, title: item.title })),
    },
    {
      group: 'speakers',
      links: map.speakers.map((item) => ({ path: `/conference/speakers/${item.id}`, title: item.title })),
    },
    { group: 'workshops', links: map.workshops.map((item) => ({ path: `/workshops/${item.id}`, title: item.title })) },
    { group: 'events', links: map.events.map((item) => ({ path: `/events/${item.id}`, title: item.title })) },
    { group: 'services', links: map.services.map((item) => ({ path: `/services/${item.id}`, title: item.title })) },
    {
      group: 'media',
      links: map.media.map((item) => ({
        path: `/media/${item.type}/${item.id}`,
        title: item.title,
        note: `siteMediaType_${item.type}` as const,
        lastModified: item.lastModified,
      })),
    },
    {
      group: 'exhibitors',
      links: map.exhibitors.map((item) => ({ path: `/exhibition/${item.id}`, title: item.title })),
    },
    {
      group: 'products',
      links: map.products.map((item) => ({
        path: `/products/${item.id}/${encodeURIComponent(item.slug)}`,
        title: item.title,
      })),
    },
  ];
}

/**
 * The groups a search engine is asked to index: login and registration pages say noindex, and the
 * site map page is only a list of links.
 */
export const INDEXED_GROUPS: readonly SiteGroup[] = [
  'forum',
  'info',
  'shop',
  'exhibitors',
  'sessions',
  'speakers',
  'workshops',
  'events',
  'media',
  'services',
  'products',
];
