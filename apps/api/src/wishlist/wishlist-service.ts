import { isLocale, type Locale } from '@forum/contract/locale';
import type { AddToWishlistBody, CalendarFeed, MoveToCartResponse, WishlistResponse } from '@forum/contract/wishlist';
import { requireAccess } from '../auth/access.ts';
import type { Session } from '../auth/sessions.ts';
import { createToken, hashToken } from '../auth/tokens.ts';
import { buildCalendar } from '../calendar/ics.ts';
import { addProductToCart, type CartContext, cartOf } from '../cart/cart-service.ts';
import { presentProduct } from '../catalogue/product-service.ts';
import {
  type CalendarContext,
  type ConferenceContext,
  presentSessions,
  sessionCalendarEvents,
} from '../conference/conference-service.ts';
import type { Db } from '../db/client.ts';
import { AppError } from '../errors.ts';
import { pick } from '../localize.ts';
import {
  countSaved,
  deleteFeedOfUser,
  emptyWishlist,
  findFeedOfUser,
  findFeedOwner,
  markFeedFetched,
  productIsListed,
  replaceFeed,
  savedProducts,
  savedSessions,
  saveProduct,
  saveSession,
  sessionExists,
  unsaveProduct,
  unsaveSession,
  type WishlistKind,
} from './wishlist-queries.ts';

/** Calendar apps look again about this often (a hint; some follow it). */
const FEED_REFRESH_MINUTES = 60;

const feedNames: Record<Locale, (site: string) => string> = {
  ar: (site) => `أجندتي في ${site}`,
  en: (site) => `My agenda at ${site}`,
};

/** Where the feed of a token is served: an absolute address, for calendar apps. */
const feedUrlOf = (siteUrl: string, token: string) => `${siteUrl}/api/wishlist/calendar.ics?token=${token}`;

/**
 * Saving needs a logged-in user who is not an exhibitor. A guest and an exhibitor get noPermission,
 * which is what the website shows them; a caller without a session is asked to log in (401, decision 059).
 */
const wisher = { as: ['customer', 'staff'], guest: 'forbidden' } as const;

async function wishlistOf(db: Db, userId: number, context: ConferenceContext): Promise<WishlistResponse> {
  const [rows, productRows, total] = await Promise.all([
    savedSessions(db, userId),
    savedProducts(db, userId),
    countSaved(db, userId),
  ]);
  return {
    record: {
      conferenceSessions: await presentSessions(db, rows, context),
      products: productRows.map((row) => presentProduct(row, context.locale)),
      total,
    },
  };
}

export async function getWishlist(db: Db, session: Session | null, context: ConferenceContext) {
  const user = requireAccess(session, wisher);
  return wishlistOf(db, user.id, context);
}

/** Saves a session or a product (saving it again changes nothing) and answers the whole list. */
export async function addToWishlist(
  db: Db,
  session: Session | null,
  body: AddToWishlistBody,
  context: ConferenceContext,
): Promise<WishlistResponse> {
  const user = requireAccess(session, wisher);
  if (body.conferenceSession !== undefined) {
    if (!(await sessionExists(db, body.conferenceSession))) throw new AppError('notFound');
    await saveSession(db, user.id, body.conferenceSession);
  } else if (body.product !== undefined) {
    if (!(await productIsListed(db, body.product))) throw new AppError('notFound');
    await saveProduct(db, user.id, body.product);
  }
  return wishlistOf(db, user.id, context);
}

/** Removes a saved session or product; one that was not saved leaves the list as it is. */
export async function removeFromWishlist(
  db: Db,
  session: Session | null,
  kind: WishlistKind,
  id: number,
  context: ConferenceContext,
): Promise<WishlistResponse> {
  const user = requireAccess(session, wisher);
  await (kind === 'product' ? unsaveProduct : unsaveSession)(db, user.id, id);
  return wishlistOf(db, user.id, context);
}

/**
 * Moves a saved product into the cart: one of it, with the only value of each required option.
 * A product that asks the customer to choose is refused with a message sending them to its page;
 * then it stays saved.
 */
export async function moveProductToCart(
  db: Db,
  session: Session | null,
  productId: number,
  context: ConferenceContext,
  cartContext: CartContext,
): Promise<MoveToCartResponse> {
  const user = requireAccess(session, wisher);
  await addProductToCart(db, user.id, { productId, quantity: 1, options: 'defaults' }, context.locale);
  await unsaveProduct(db, user.id, productId);
  const [{ record }, cart] = await Promise.all([wishlistOf(db, user.id, context), cartOf(db, user.id, cartContext)]);
  return { record, cart };
}

export async function flushWishlist(
  db: Db,
  session: Session | null,
  kind: WishlistKind | undefined,
  context: ConferenceContext,
): Promise<WishlistResponse> {
  const user = requireAccess(session, wisher);
  await emptyWishlist(db, user.id, kind);
  return wishlistOf(db, user.id, context);
}

// ---------------------------------------------------------------- the calendar feed

export async function getCalendarFeed(db: Db, session: Session | null): Promise<CalendarFeed> {
  const user = requireAccess(session, wisher);
  const feed = await findFeedOfUser(db, user.id);
  return { isActive: feed !== null, createdAt: feed?.createdAt.toISOString() ?? null, url: null };
}

/** A new private address; the old one, if any, stops working. The token is shown now and never again. */
export async function createCalendarFeed(db: Db, session: Session | null, siteUrl: string): Promise<CalendarFeed> {
  const user = requireAccess(session, wisher);
  const token = createToken();
  const feed = await replaceFeed(db, user.id, hashToken(token));
  return { isActive: true, createdAt: feed.createdAt.toISOString(), url: feedUrlOf(siteUrl, token) };
}

export async function revokeCalendarFeed(db: Db, session: Session | null): Promise<CalendarFeed> {
  const user = requireAccess(session, wisher);
  await deleteFeedOfUser(db, user.id);
  return { isActive: false, createdAt: null, url: null };
}

/**
 * The agenda of the token's owner as an iCalendar feed, in the language asked for or else the
 * owner's. Any token that names no live feed is a 404, whatever is wrong with it.
 */
export async function getAgendaFeed(
  db: Db,
  token: string,
  options: {
    locale: Locale | undefined;
    siteName: { ar: string; en: string };
    siteUrl: string;
    timeZone: string;
  },
): Promise<string> {
  const owner = await findFeedOwner(db, hashToken(token));
  if (!owner) throw new AppError('notFound');
  const locale: Locale = options.locale ?? (isLocale(owner.locale) ? owner.locale : 'ar');
  const siteName = pick(options.siteName, locale);
  const context: CalendarContext = { locale, timeZone: options.timeZone, siteName, siteUrl: options.siteUrl };
  const rows = await savedSessions(db, owner.userId);
  const sessions = await presentSessions(db, rows, context);
  const abstracts = new Map(rows.map((row) => [row.session.id, pick(row.session.abstract, locale)]));
  await markFeedFetched(db, owner.feedId);
  return buildCalendar(sessionCalendarEvents(sessions, abstracts, context), {
    productId: `-//${options.siteName.en || options.siteName.ar}//Agenda//${locale.toUpperCase()}`,
    name: feedNames[locale](siteName),
    refreshMinutes: FEED_REFRESH_MINUTES,
    timeZone: options.timeZone,
  });
}
