import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { calendarSiteName, sendCalendar } from '../calendar/calendar-reply.ts';
import { conferenceContextOf } from '../conference/conference-routes.ts';
import type { Db } from '../db/client.ts';
import { endpoint, personalEndpoint } from '../http/endpoint.ts';
import type { SettingsService } from '../settings/settings-service.ts';
import { getWorkshop, getWorkshopCalendar, getWorkshopPage, type WorkshopService } from './workshop-service.ts';

type Options = { db: Db; settings: SettingsService; siteUrl: string; workshops: WorkshopService };

const tags = ['workshops'];

export const workshopRoutes: FastifyPluginAsyncZod<Options> = async (app, { db, settings, siteUrl, workshops }) => {
  const contextOf = (request: FastifyRequest) => conferenceContextOf(settings, request);

  endpoint(
    app,
    'workshops.list',
    { tags, summary: 'The workshops by start time, with their seats; filtered by day, level and language' },
    async (request) => ({ data: await getWorkshopPage(db, request.query, await contextOf(request)) }),
  );

  // a static path: the router prefers it to /workshops/:id whatever the order of registration
  personalEndpoint(
    app,
    'workshops.mine',
    { tags, summary: "The current customer's seats and waiting places, by start time" },
    async (request, session) => workshops.listMine(session, await contextOf(request)),
  );

  endpoint(
    app,
    'workshops.get',
    { tags, summary: 'A workshop: description, instructor, seats left and its calendar file' },
    async (request) => ({ data: { workshop: await getWorkshop(db, request.params.id, await contextOf(request)) } }),
  );

  endpoint(
    app,
    'workshops.calendar',
    { tags, summary: 'The workshop as an iCalendar file to add to a calendar (?locale= for a plain link)' },
    async (request, reply) => {
      const context = await contextOf(request);
      const file = await getWorkshopCalendar(db, request.params.id, {
        ...context,
        locale: request.query.locale ?? context.locale,
        siteName: await calendarSiteName(settings),
        siteUrl,
      });
      return sendCalendar(reply, file);
    },
  );

  endpoint(
    app,
    'workshops.register',
    {
      tags,
      summary:
        'Take a seat, or a place in the waiting list when none is free (customers; 201 when new, 200 when already held)',
    },
    async (request, reply) => {
      const { isCreated, answer } = await workshops.register(
        await request.getSession(),
        request.params.id,
        await contextOf(request),
      );
      return reply.code(isCreated ? 201 : 200).send({ data: answer });
    },
  );

  endpoint(
    app,
    'workshops.cancel',
    { tags, summary: 'Give up the seat or the waiting place; a freed seat goes to the first person waiting' },
    async (request) => ({
      data: await workshops.cancel(await request.getSession(), request.params.id, await contextOf(request)),
    }),
  );
};
