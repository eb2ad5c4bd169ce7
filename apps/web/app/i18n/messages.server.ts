import type { Locale } from '@forum/contract/locale';
import { ar } from './ar.ts';
import type { Messages } from './en.ts';
import { en } from './en.ts';
import type { Namespace } from './namespaces.ts';
import { accountAr, accountEn } from './texts/account.ts';
import { authAr, authEn } from './texts/auth.ts';
import { cartAr, cartEn } from './texts/cart.ts';
import { checkoutAr, checkoutEn } from './texts/checkout.ts';
import { conferenceAr, conferenceEn } from './texts/conference.ts';
import { eventsMediaAr, eventsMediaEn } from './texts/events-media.ts';
import { exhibitionAr, exhibitionEn } from './texts/exhibition.ts';
import { infoAr, infoEn } from './texts/info.ts';
import { ordersAr, ordersEn } from './texts/orders.ts';
import { shopAr, shopEn } from './texts/shop.ts';
import { workshopsAr, workshopsEn } from './texts/workshops.ts';

type Texts = Record<string, string>;

const namespaces: Record<Locale, Record<Namespace, Texts>> = {
  ar: {
    auth: authAr,
    account: accountAr,
    exhibition: exhibitionAr,
    eventsMedia: eventsMediaAr,
    info: infoAr,
    conference: conferenceAr,
    workshops: workshopsAr,
    cart: cartAr,
    checkout: checkoutAr,
    orders: ordersAr,
    shop: shopAr,
  },
  en: {
    auth: authEn,
    account: accountEn,
    exhibition: exhibitionEn,
    eventsMedia: eventsMediaEn,
    info: infoEn,
    conference: conferenceEn,
    workshops: workshopsEn,
    cart: cartEn,
    checkout: checkoutEn,
    orders: ordersEn,
    shop: shopEn,
  },
};

const areaKeys = new Set(Object.values(namespaces.en).flatMap((texts) => Object.keys(texts)));

// the shell's texts: everything that belongs to no area
const shell: Record<Locale, Texts> = {
  ar: Object.fromEntries(Object.entries(ar).filter(([key]) => !areaKeys.has(key))),
  en: Object.fromEntries(Object.entries(en).filter(([key]) => !areaKeys.has(key))),
};

/**
 * The texts a page receives: the shell's and those of its areas, in its language only. Only the
 * server holds every language. Typed as the whole catalogue: a unit test checks that the keys each
 * area's code uses are in what its pages receive.
 */
export function messagesFor(locale: Locale, areas: Namespace[] = []): Messages {
  return Object.assign({}, shell[locale], ...areas.map((area) => namespaces[locale][area])) as Messages;
}
