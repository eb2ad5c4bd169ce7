import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { calendarSiteName, sendCalendar } from '../calendar/calendar-reply.ts';
import type { Db } from '../db/client.ts';
import { endpoint } from '../http/endpoint.ts';
import type { SettingsService } from '../settings/settings-service.ts';
import { getEvent, getEventCalendar, getEventPage } from './event-service.ts';

type Options = { db: Db; settings: SettingsService; siteUrl: string };

const tags = ['events'];

export const eventRoutes: FastifyPluginAsyncZod<Options> = async (app, { db, settings, siteUrl }) => {
  endpoint(
    app,
    'events.list',
    { tags, summary: 'Upcoming events (soonest first) or past ones (latest first)' },
    async (request) => ({ data: await getEventPage(db, request.query, request.locale) }),
  );

  endpoint(
    app,
    'events.get',
    { tags, summary: 'An event: when, where (with coordinates), description and its calendar file' },
    async (request) => ({ data: { event: await getEvent(db, request.params.id, request.locale) } }),
  );

  endpoint(
    app,
    'events.calendar',
    { tags, summary: 'The event as an iCalendar file to add to a calendar (?locale= for a plain link)' },
    async (request, reply) => {
      const file = await getEventCalendar(db, request.params.id, {
        locale: request.query.locale ?? request.locale,
        siteName: await calendarSiteName(settings),
        siteUrl,
      });
      return sendCalendar(reply, file);
    },
  );
};
