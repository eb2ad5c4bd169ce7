import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { knownTimeZone } from '../calendar/time-zone.ts';
import { cartContextOf } from '../cart/cart-routes.ts';
import { conferenceContextOf } from '../conference/conference-routes.ts';
import type { Db } from '../db/client.ts';
import { endpoint, personalEndpoints } from '../http/endpoint.ts';
import type { SettingsService } from '../settings/settings-service.ts';
import {
  addToWishlist,
  createCalendarFeed,
  flushWishlist,
  getAgendaFeed,
  getCalendarFeed,
  getWishlist,
  moveProductToCart,
  removeFromWishlist,
  revokeCalendarFeed,
} from './wishlist-service.ts';

type Options = { db: Db; settings: SettingsService; siteUrl: string };

const tags = ['wishlist'];

/** A person's own list: never kept by a shared cache. */
const personal = (reply: FastifyReply) => reply.header('cache-control', 'private, no-store');

/** The personal agenda (the wishlist of conference sessions), saved products and the calendar feed. */
export const wishlistRoutes: FastifyPluginAsyncZod<Options> = async (app, { db, settings, siteUrl }) => {
  const contextOf = (request: FastifyRequest) => conferenceContextOf(settings, request);

  personalEndpoints(app, tags, {
    'wishlist.get': [
      'The saved sessions, by start time, and how many things are saved (paginate=false)',
      async (request, session) => getWishlist(db, session, await contextOf(request)),
    ],
    'wishlist.add': [
      'Save a conference session or a product (saving it again changes nothing); answers the whole list',
      async (request, session) => addToWishlist(db, session, request.body, await contextOf(request)),
    ],
    'wishlist.removeSession': [
      'Remove a saved session ({id} is the session); answers the whole list',
      async (request, session) =>
        removeFromWishlist(db, session, 'conferenceSession', request.params.id, await contextOf(request)),
    ],
    'wishlist.removeProduct': [
      'Remove a saved product ({id} is the product); answers the whole list',
      async (request, session) =>
        removeFromWishlist(db, session, 'product', request.params.id, await contextOf(request)),
    ],
    'wishlist.moveToCart': [
      'Move a saved product ({id}) into the cart, one of it; answers the list and the cart',
      async (request, session) =>
        moveProductToCart(
          db,
          session,
          request.params.id,
          await contextOf(request),
          await cartContextOf(settings, request),
        ),
    ],
    'wishlist.flush': [
      'Empty the list: everything, or only the sessions or the products (?type=)',
      async (request, session) => flushWishlist(db, session, request.query.type, await contextOf(request)),
    ],
    'wishlist.calendarFeed': [
      'Whether the agenda has a private calendar address (the address itself is shown only when made)',
      async (_request, session) => ({ feed: await getCalendarFeed(db, session) }),
    ],
    'wishlist.createCalendarFeed': [
      'Make a new private calendar address of the agenda; the previous one stops working',
      async (_request, session) => ({ feed: await createCalendarFeed(db, session, siteUrl) }),
    ],
    'wishlist.revokeCalendarFeed': [
      'Stop the private calendar address of the agenda',
      async (_request, session) => ({ feed: await revokeCalendarFeed(db, session) }),
    ],
  });

  endpoint(
    app,
    'wishlist.agendaCalendar',
    { tags, summary: 'The agenda as a calendar feed for calendar apps: no session, the private token instead' },
    async (request, reply) => {
      const stored = await settings.get();
      const content = await getAgendaFeed(db, request.query.token, {
        locale: request.query.locale,
        siteName: stored.site.name,
        siteUrl,
        timeZone: knownTimeZone(stored.site.timeZone),
      });
      return personal(reply)
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', 'inline; filename="agenda.ics"')
        .send(content);
    },
  );
};
