import { isLocale, type Locale } from '@forum/contract/locale';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAccess } from '../auth/access.ts';
import type { Db } from '../db/client.ts';
import { endpoint } from '../http/endpoint.ts';
import type { SettingsService } from '../settings/settings-service.ts';
import type { LiveHub } from './live-hub.ts';
import { listNotifications, markAllRead, markRead, type NotificationContext } from './notification-service.ts';

type Options = { db: Db; settings: SettingsService; hub: LiveHub };

const tags = ['notifications'];

/** The bell's list and its counts, and the live stream every signed-in tab holds open (decision 037). */
export const notificationRoutes: FastifyPluginAsyncZod<Options> = async (app, { db, settings, hub }) => {
  async function contextOf(locale: Locale): Promise<NotificationContext> {
    const stored = await settings.get();
    return { locale, timeZone: stored.site.timeZone, currency: stored.site.currency };
  }

  endpoint(
    app,
    'notifications.list',
    {
      tags,
      summary: 'The caller’s notifications, newest first, worded in the request’s language, with the unread count',
    },
    async (request) => ({
      data: await listNotifications(db, await request.getSession(), request.query, await contextOf(request.locale)),
    }),
  );

  endpoint(
    app,
    'notifications.read',
    { tags, summary: 'Mark one notification read (again: nothing changes); answers the unread counts' },
    async (request) => ({ data: { unread: await markRead(db, await request.getSession(), request.params.id) } }),
  );

  endpoint(
    app,
    'notifications.readAll',
    { tags, summary: 'Mark every notification read; answers the unread counts' },
    async (request) => ({ data: { unread: await markAllRead(db, await request.getSession()) } }),
  );

  endpoint(
    app,
    'live.stream',
    {
      tags,
      summary:
        'Server-Sent Events for this account: notification, message and order events (ids from Last-Event-ID replayed), a heartbeat comment; one per tab, a limit per account',
    },
    async (request, reply) => {
      // a raw stream, not a service call: the one access check is made here (a guest has nothing to hear)
      const user = requireAccess(await request.getSession(), { as: 'account' });
      const header = request.headers['last-event-id'];
      const given = (Array.isArray(header) ? header[0] : header)?.trim();
      const fromHeader = given && /^\d{1,10}$/.test(given) ? Number(given) : null;
      const lastEventId = fromHeader ?? request.query.lastEventId ?? null;
      const asked = request.headers['locale-code'];
      const headerLocale = (Array.isArray(asked) ? asked[0] : asked)?.trim().toLowerCase();
      const locale: Locale = isLocale(headerLocale)
        ? headerLocale
        : (request.query.locale ?? (user.locale === 'en' ? 'en' : 'ar'));
      // refused (429) here, as any answer, before the stream takes the connection
      const place = await hub.reserve(user.id);
      reply.hijack();
      request.raw.socket.setKeepAlive(true);
      request.raw.socket.setNoDelay(true);
      request.raw.socket.setTimeout(0);
      try {
        await hub.open({
          id: place,
          userId: user.id,
          locale,
          lastEventId,
          raw: reply.raw,
          headers: {
            'content-type': 'text/event-stream; charset=utf-8',
            'cache-control': 'private, no-store, no-transform',
            connection: 'keep-alive',
            // nginx and other proxies must pass each event on at once
            'x-accel-buffering': 'no',
            'x-content-type-options': 'nosniff',
            vary: 'LOCALE-CODE, Authorization, Cookie',
          },
        });
      } catch (error) {
        request.log.error({ err: error }, 'live stream failed to open');
        if (!reply.raw.headersSent) reply.raw.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
        reply.raw.end();
      }
    },
  );
};
