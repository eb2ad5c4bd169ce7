import { stripLocale } from '~/i18n/i18n.tsx';

/**
 * The areas whose pages are made for one visitor (their loaders open the API as the visitor:
 * `openRoute(args, { personal: true })`), never kept nor shared (decision 031). The one list the root
 * reads to draw the header from the server on them, and the hearts' action to know whether the page a
 * form came from shows what is saved (decision 073). A public page must never be named here.
 */
const PERSONAL_AREAS = [
  '/account',
  '/admin',
  '/cart',
  '/checkout',
  '/address/checkout',
  '/confirm-transaction',
  '/my-agenda',
];
/** Public pages under a personal area: anyone may see a profile an account shows. */
const PUBLIC_UNDER_PERSONAL = ['/account/profile/'];

/** Whether a path of this site (with or without its language prefix, its query) is a personal page. */
export function isPersonalPage(address: string): boolean {
  const path = stripLocale(address.split(/[?#]/)[0] ?? '').replace(/\/+$/, '') || '/';
  if (PUBLIC_UNDER_PERSONAL.some((prefix) => path.startsWith(prefix))) return false;
  return PERSONAL_AREAS.some((area) => path === area || path.startsWith(`${area}/`));
}
