import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { calendarSiteName, sendCalendar } from '../calendar/calendar-reply.ts';
import { knownTimeZone } from '../calendar/time-zone.ts';
import type { Db } from '../db/client.ts';
import { endpoint } from '../http/endpoint.ts';
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

/** The request's language and the forum's time zone, in which every time of the programme is shown. */
export async function conferenceContextOf(
  settings: SettingsService,
  request: FastifyRequest,
): Promise<ConferenceContext> {
  const stored = await settings.get();
  return { locale: request.locale, timeZone: knownTimeZone(stored.site.timeZone) };
}

export const conferenceRoutes: FastifyPluginAsyncZod<Options> = async (app, { db, settings, siteUrl }) => {
  const contextOf = (request: FastifyRequest) => conferenceContextOf(settings, request);

  endpoint(
    app,
    'conference.get',
    { tags, summary: 'The programme at a glance: days, halls, tracks, figures, featured sessions and speakers' },
    async (request) => {
      const { forum } = await settings.get();
      return { data: { conference: await getConference(db, { ...(await contextOf(request)), forum }) } };
    },
  );

  endpoint(
    app,
    'conference.sessions',
    {
      tags,
      summary: 'The agenda: sessions by start time and hall, filtered by day, hall, track, type, language and words',
    },
    async (request) => ({ data: await getSessionPage(db, request.query, await contextOf(request)) }),
  );

  endpoint(
    app,
    'conference.session',
    { tags, summary: 'A session: abstract, speakers, its calendar file and other sessions of its track' },
    async (request) => ({ data: { session: await getSession(db, request.params.id, await contextOf(request)) } }),
  );

  endpoint(
    app,
    'conference.sessionCalendar',
    { tags, summary: 'The session as an iCalendar file to add to a calendar (?locale= for a plain link)' },
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

  endpoint(
    app,
    'conference.speakers',
    { tags, summary: 'The speakers, featured first then by name; searched in both languages' },
    async (request) => ({ data: await getSpeakerPage(db, request.query, request.locale) }),
  );

  endpoint(
    app,
    'conference.speaker',
    { tags, summary: "A speaker's page: biography, links, company, sessions and workshops" },
    async (request) => ({ data: { speaker: await getSpeaker(db, request.params.id, await contextOf(request)) } }),
  );
};
