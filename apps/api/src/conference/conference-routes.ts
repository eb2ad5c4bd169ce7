import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { calendarSiteName, sendCalendar } from '../calendar/calendar-reply.ts';
import { knownTimeZone } from '../calendar/time-zone.ts';
import type { Db } from '../db/client.ts';
import { localeOf } from '../http/locale.ts';
import { routeSchema } from '../http/route-schema.ts';
import type { SettingsService } from '../settings/settings-service.ts';
import {
  type ConferenceContext,
  getConference,
  getSession,
  getSessionCalendar,
  getSessionPage,
  getSpeaker,
  getSpeakerPage,
} from './conference-service.ts';

type Options = { db: Db; settings: SettingsService; siteUrl: string };

const tags = ['conference'];

export const conferenceRoutes: FastifyPluginAsyncZod<Options> = async (app, { db, settings, siteUrl }) => {
  async function contextOf(request: FastifyRequest): Promise<ConferenceContext> {
    const stored = await settings.get();
    return { locale: localeOf(request), timeZone: knownTimeZone(stored.site.timeZone) };
  }

  app.get(
    '/conference',
    {
      schema: {
        tags,
        summary: 'The programme at a glance: days, halls, tracks, figures, featured sessions and speakers',
        ...routeSchema('conference.get'),
      },
    },
    async (request) => {
      const { forum } = await settings.get();
      return { data: { conference: await getConference(db, { ...(await contextOf(request)), forum }) } };
    },
  );

  app.get(
    '/conference-sessions',
    {
      schema: {
        tags,
        summary: 'The agenda: sessions by start time and hall, filtered by day, hall, track, type, language and words',
        ...routeSchema('conference.sessions'),
      },
    },
    async (request) => ({ data: await getSessionPage(db, request.query, await contextOf(request)) }),
  );

  app.get(
    '/conference-sessions/:id',
    {
      schema: {
        tags,
        summary: 'A session: abstract, speakers, its calendar file and other sessions of its track',
        ...routeSchema('conference.session'),
      },
    },
    async (request) => ({ data: { session: await getSession(db, request.params.id, await contextOf(request)) } }),
  );

  app.get(
    '/conference-sessions/:id/calendar.ics',
    {
      schema: {
        tags,
        summary: 'The session as an iCalendar file to add to a calendar (?locale= for a plain link)',
        ...routeSchema('conference.sessionCalendar'),
      },
    },
    async (request, reply) => {
      const context = await contextOf(request);
      const locale = request.query.locale ?? context.locale;
      const file = await getSessionCalendar(db, request.params.id, {
        ...context,
        locale,
        siteName: await calendarSiteName(settings),
        siteUrl,
      });
      return sendCalendar(reply, file);
    },
  );

  app.get(
    '/speakers',
    {
      schema: {
        tags,
        summary: 'The speakers, featured first then by name; searched in both languages',
        ...routeSchema('conference.speakers'),
      },
    },
    async (request) => ({ data: await getSpeakerPage(db, request.query, localeOf(request)) }),
  );

  app.get(
    '/speakers/:id',
    {
      schema: {
        tags,
        summary: "A speaker's page: biography, links, company, sessions and workshops",
        ...routeSchema('conference.speaker'),
      },
    },
    async (request) => ({ data: { speaker: await getSpeaker(db, request.params.id, await contextOf(request)) } }),
  );
};
