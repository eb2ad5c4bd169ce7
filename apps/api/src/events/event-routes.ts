import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { calendarSiteName, sendCalendar } from '../calendar/calendar-reply.ts';
import type { Db } from '../db/client.ts';
import { localeOf } from '../http/locale.ts';
import { routeSchema } from '../http/route-schema.ts';
import type { SettingsService } from '../settings/settings-service.ts';
import { getEvent, getEventCalendar, getEventPage } from './event-service.ts';

type Options = { db: Db; settings: SettingsService; siteUrl: string };

const tags = ['events'];

export const eventRoutes: FastifyPluginAsyncZod<Options> = async (app, { db, settings, siteUrl }) => {
  app.get(
    '/events',
    {
      schema: {
        tags,
        summary: 'Upcoming events (soonest first) or past ones (latest first)',
        ...routeSchema('events.list'),
      },
    },
    async (request) => ({ data: await getEventPage(db, request.query, localeOf(request)) }),
  );

  app.get(
    '/events/:id',
    {
      schema: {
        tags,
        summary: 'An event: when, where (with coordinates), description and its calendar file',
        ...routeSchema('events.get'),
      },
    },
    async (request) => ({ data: { event: await getEvent(db, request.params.id, localeOf(request)) } }),
  );

  app.get(
    '/events/:id/calendar.ics',
    {
      schema: {
        tags,
        summary: 'The event as an iCalendar file to add to a calendar (?locale= for a plain link)',
        ...routeSchema('events.calendar'),
      },
    },
    async (request, reply) => {
      const file = await getEventCalendar(db, request.params.id, {
        locale: request.query.locale ?? localeOf(request),
        siteName: await calendarSiteName(settings),
        siteUrl,
      });
      return sendCalendar(reply, file);
    },
  );
};
