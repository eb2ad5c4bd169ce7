import { stripLocale } from './i18n.tsx';

/** The texts of an area of the site, kept in their own module under i18n/texts. */
export type Namespace =
  | 'auth'
  | 'account'
  | 'exhibition'
  | 'eventsMedia'
  | 'info'
  | 'conference'
  | 'workshops'
  | 'cart'
  | 'checkout'
  | 'orders'
  | 'afterSales'
  | 'shop'
  | 'addresses'
  | 'invoice'
  | 'orderStory'
  | 'chat'
  | 'consoleFrame'
  | 'consolePeople'
  | 'consoleProgramme'
  | 'consoleExhibition'
  | 'consoleContent'
  | 'consoleSettings';

// The account screens label their fields with the registration forms' words; the contact and
// sponsorship forms use the same field labels.
const byFirstSegment: Record<string, Namespace[]> = {
  'account-type': ['auth'],
  login: ['auth'],
  register: ['auth'],
  'exhibitor-register': ['auth'],
  'customs-clearance-register': ['auth'],
  'forgot-password': ['auth'],
  'verification-code': ['auth'],
  'register-verify-code': ['auth'],
  'reset-password': ['auth'],
  // the account area shows the personal agenda
  // and the orders, whose bills read like the cart's
  account: [
    'account',
    'auth',
    'conference',
    'workshops',
    'orders',
    'cart',
    'addresses',
    'afterSales',
    'invoice',
    'orderStory',
    'chat',
  ],
  branches: ['account'],
  exhibition: ['exhibition'],
  conference: ['conference'],
  workshops: ['conference', 'workshops'],
  'my-agenda': ['conference', 'workshops'],
  events: ['eventsMedia'],
  media: ['eventsMedia'],
  'sponsorship-packages': ['info', 'auth'],
  'about-us': ['info', 'auth'],
  'contact-us': ['info', 'auth'],
  faq: ['info', 'auth'],
  'terms-conditions': ['info', 'auth'],
  page: ['info', 'auth'],
  community: ['info', 'auth'],
  services: ['info', 'auth'],
  sitemap: ['info', 'auth'],
  'driver-app': ['info', 'auth'],
  cart: ['cart'],
  // the checkout adds an address with the registration forms' field words
  checkout: ['cart', 'checkout', 'orders', 'auth', 'addresses', 'orderStory'],
  'confirm-transaction': ['cart', 'checkout', 'orders'],
  address: ['cart', 'checkout', 'orders', 'auth', 'addresses'],
  products: ['shop'],
  categories: ['shop'],
  brands: ['shop'],
  brand: ['shop'],
  search: ['cart'],
  reviews: ['cart'],
  // the staff console (decision 061): its parts' texts, and the account words its header shares
  admin: [
    'account',
    'consoleFrame',
    'consolePeople',
    'consoleProgramme',
    'consoleExhibition',
    'consoleContent',
    'consoleSettings',
  ],
};

/**
 * The text namespaces a page needs besides the shell's: a page receives only those, not the whole
 * catalogue of its language (it would otherwise travel with every page).
 */
export function namespacesOf(pathname: string): Namespace[] {
  const first = stripLocale(pathname).split('/')[1] ?? '';
  return byFirstSegment[first] ?? [];
}
