import type { Crumb, TrailHandle } from '~/components/breadcrumbs.tsx';
import type { MessageKey } from '~/i18n/en.ts';
import type { Translate } from '~/i18n/i18n.tsx';

type PageNode<Id extends string = string> = { parent?: Id; path: string; text: MessageKey };

/** The tree as written, each parent checked to name a page of it (a misspelt one does not compile). */
function tree<const Pages extends Record<string, PageNode<Extract<keyof Pages, string>>>>(pages: Pages): Pages {
  return pages;
}

/**
 * Where the site's pages sit, each under one parent, for the breadcrumbs and their BreadcrumbList
 * (decision 053). A route module names its place with `handle = pageAt('agenda')`, or, for a page named
 * by its data, `handle = pageBelow('agenda', (data) => step)`. Paths have no language prefix.
 */
const pages = tree({
  home: { path: '/', text: 'navHome' },

  conference: { parent: 'home', path: '/conference', text: 'conferenceTitle' },
  agenda: { parent: 'conference', path: '/conference/agenda', text: 'agendaTitle' },
  speakers: { parent: 'conference', path: '/conference/speakers', text: 'speakersTitle' },
  myAgenda: { parent: 'conference', path: '/my-agenda/conference-sessions', text: 'myAgendaTitle' },
  workshops: { parent: 'home', path: '/workshops', text: 'workshopsTitle' },
  workshopsAgenda: { parent: 'workshops', path: '/workshops/agenda', text: 'workshopsAgendaTitle' },
  myWorkshops: { parent: 'workshops', path: '/my-agenda/workshops', text: 'myWorkshopsTitle' },

  // the floor map's address ends with a slash, as the page names itself
  exhibition: { parent: 'home', path: '/exhibition', text: 'exhibitionDirectoryTitle' },
  floorMap: { parent: 'exhibition', path: '/exhibition/map/', text: 'exhibitionMapTitle' },
  events: { parent: 'home', path: '/events', text: 'eventsTitle' },
  media: { parent: 'home', path: '/media', text: 'mediaTitle' },

  products: { parent: 'home', path: '/products', text: 'shopProductsTitle' },
  categories: { parent: 'products', path: '/categories', text: 'shopCategoriesTitle' },
  brands: { parent: 'products', path: '/brands', text: 'shopBrandsTitle' },
  reviews: { parent: 'home', path: '/reviews', text: 'reviewsTitle' },
  search: { parent: 'home', path: '/search', text: 'searchTitle' },
  cart: { parent: 'home', path: '/cart', text: 'cartTitle' },
  checkout: { parent: 'cart', path: '/checkout', text: 'checkoutTitle' },
  checkoutAddress: { parent: 'checkout', path: '/address/checkout', text: 'addressChooseTitle' },

  account: { parent: 'home', path: '/account', text: 'accountAreaTitle' },
  // the staff console (decision 061): its pages sit below its dashboard (`pageBelow('console', …)`)
  console: { parent: 'home', path: '/admin', text: 'consoleFrameTitle' },
  orders: { parent: 'account', path: '/account/orders', text: 'accountNavOrders' },
  addresses: { parent: 'account', path: '/account/addresses', text: 'addressBookTitle' },
  addressAdd: { parent: 'addresses', path: '/account/addresses/add', text: 'addressBookAddTitle' },
  savedProducts: { parent: 'account', path: '/account/saved-products', text: 'savedProductsTitle' },
  returns: { parent: 'account', path: '/account/returns', text: 'returnsTitle' },
  specialOrders: { parent: 'account', path: '/account/special-orders', text: 'specialOrdersTitle' },
  addOrder: { parent: 'specialOrders', path: '/account/add-order', text: 'addOrderTitle' },
  successOrder: { parent: 'specialOrders', path: '/account/success-order', text: 'successOrderTitle' },
  balance: { parent: 'account', path: '/account/balance', text: 'walletTitle' },
  notifications: { parent: 'account', path: '/account/notifications', text: 'notificationsTitle' },
  chatList: { parent: 'account', path: '/account/chat-list', text: 'chatListTitle' },
  startChat: { parent: 'chatList', path: '/account/chat', text: 'chatStartTitle' },
  orderChats: { parent: 'orders', path: '/account/orders/chat', text: 'chatOrdersTitle' },

  services: { parent: 'home', path: '/services', text: 'servicesTitle' },
  faq: { parent: 'home', path: '/faq', text: 'faqTitle' },
  contact: { parent: 'home', path: '/contact-us', text: 'contactTitle' },
  sponsorship: { parent: 'home', path: '/sponsorship-packages', text: 'sponsorTitle' },
  sitemap: { parent: 'home', path: '/sitemap', text: 'sitemapTitle' },
});

export type PageId = keyof typeof pages;

/** A page's own step, without the pages above it. */
export function stepOf(id: PageId, t: Translate): Crumb {
  const { path, text }: PageNode<PageId> = pages[id];
  return { name: t(text), path };
}

/** The way from the home page to a page of the tree, the page last. */
export function trailTo(id: PageId, t: Translate): Crumb[] {
  const { parent }: PageNode<PageId> = pages[id];
  return [...(parent ? trailTo(parent, t) : []), stepOf(id, t)];
}

/** The handle of a page of the tree. */
export function pageAt(id: PageId): TrailHandle {
  return { trail: (t) => trailTo(id, t) };
}

/**
 * The handle of a page below a page of the tree, named by its loader's data (a session's title): `last`
 * gives its own steps, none when the page above stands for it (the products list of every kind).
 * Without data (an error screen) there is no trail.
 */
export function pageBelow<Data>(parent: PageId, last: (data: Data, t: Translate) => Crumb | Crumb[]): TrailHandle {
  return {
    trail: (t, data) =>
      data === undefined || data === null ? [] : [...trailTo(parent, t), ...[last(data as Data, t)].flat()],
  };
}
