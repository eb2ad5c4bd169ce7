import type { Locale } from '@forum/contract/locale';
import { compileMessages } from '@forum/contract/message-compile';
import type { CompiledMessage } from '@forum/contract/message-format';
import { ar } from './ar.ts';
import { en } from './en.ts';
import type { PageMessages } from './i18n.tsx';
import type { Namespace } from './namespaces.ts';
import { accountAr, accountEn } from './texts/account.ts';
import { addressesAr, addressesEn } from './texts/addresses.ts';
import { afterSalesAr, afterSalesEn } from './texts/after-sales.ts';
import { authAr, authEn } from './texts/auth.ts';
import { cartAr, cartEn } from './texts/cart.ts';
import { chatAr, chatEn } from './texts/chat.ts';
import { checkoutAr, checkoutEn } from './texts/checkout.ts';
import { conferenceAr, conferenceEn } from './texts/conference.ts';
import { consoleContentAr, consoleContentEn } from './texts/console-content.ts';
import { consoleExhibitionAr, consoleExhibitionEn } from './texts/console-exhibition.ts';
import { consoleFrameAr, consoleFrameEn } from './texts/console-frame.ts';
import { consolePeopleAr, consolePeopleEn } from './texts/console-people.ts';
import { consoleProgrammeAr, consoleProgrammeEn } from './texts/console-programme.ts';
import { consoleSettingsAr, consoleSettingsEn } from './texts/console-settings.ts';
import { eventsMediaAr, eventsMediaEn } from './texts/events-media.ts';
import { exhibitionAr, exhibitionEn } from './texts/exhibition.ts';
import { infoAr, infoEn } from './texts/info.ts';
import { invoiceAr, invoiceEn } from './texts/invoice.ts';
import { orderStoryAr, orderStoryEn } from './texts/order-story.ts';
import { ordersAr, ordersEn } from './texts/orders.ts';
import { shopAr, shopEn } from './texts/shop.ts';
import { workshopsAr, workshopsEn } from './texts/workshops.ts';

type Texts = Record<string, string>;
type Compiled = Record<string, CompiledMessage>;

const sources: Record<Locale, Record<Namespace, Texts>> = {
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
    addresses: addressesAr,
    orders: ordersAr,
    afterSales: afterSalesAr,
    chat: chatAr,
    shop: shopAr,
    invoice: invoiceAr,
    orderStory: orderStoryAr,
    consoleFrame: consoleFrameAr,
    consolePeople: consolePeopleAr,
    consoleProgramme: consoleProgrammeAr,
    consoleExhibition: consoleExhibitionAr,
    consoleContent: consoleContentAr,
    consoleSettings: consoleSettingsAr,
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
    addresses: addressesEn,
    orders: ordersEn,
    afterSales: afterSalesEn,
    chat: chatEn,
    shop: shopEn,
    invoice: invoiceEn,
    orderStory: orderStoryEn,
    consoleFrame: consoleFrameEn,
    consolePeople: consolePeopleEn,
    consoleProgramme: consoleProgrammeEn,
    consoleExhibition: consoleExhibitionEn,
    consoleContent: consoleContentEn,
    consoleSettings: consoleSettingsEn,
  },
};

/** Every area's texts, for the tests that check the whole catalogue. */
export const allNamespaces = Object.keys(sources.en) as Namespace[];

// compiled once when the server starts (decision 034): pages get the compiled form, not the ICU parser
const compileAreas = (locale: Locale) =>
  Object.fromEntries(
    Object.entries(sources[locale]).map(([area, texts]) => [area, compileMessages(texts, locale)]),
  ) as Record<Namespace, Compiled>;
const namespaces: Record<Locale, Record<Namespace, Compiled>> = { ar: compileAreas('ar'), en: compileAreas('en') };

const areaKeys = new Set(Object.values(sources.en).flatMap((texts) => Object.keys(texts)));

// the shell's texts: everything that belongs to no area
const shellOf = (locale: Locale, texts: Record<string, CompiledMessage>): Compiled =>
  compileMessages(
    Object.fromEntries(Object.entries(texts).filter(([key]) => !areaKeys.has(key))) as Record<string, string>,
    locale,
  );
const shell: Record<Locale, Compiled> = { ar: shellOf('ar', ar), en: shellOf('en', en) };

/**
 * The texts a page receives: the shell's and those of its areas, in its language only. Only the
 * server holds every language. Typed as the whole catalogue: a unit test checks that the keys each
 * area's code uses are in what its pages receive.
 */
export function messagesFor(locale: Locale, areas: Namespace[] = []): PageMessages {
  return Object.assign({}, shell[locale], ...areas.map((area) => namespaces[locale][area])) as PageMessages;
}
