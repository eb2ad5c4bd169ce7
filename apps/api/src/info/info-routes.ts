import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { localeOf } from '../http/locale.ts';
import { routeSchema } from '../http/route-schema.ts';
import type { InboxOptions } from '../mail/forum-inbox.ts';
import {
  getCommunity,
  getFaqs,
  getPage,
  getService,
  getServices,
  getSitemap,
  sendContactMessage,
} from './info-service.ts';

const tags = ['info'];

export const infoRoutes: FastifyPluginAsyncZod<InboxOptions> = async (app, options) => {
  const { db } = options;

  app.get(
    '/pages/:slug',
    {
      schema: {
        tags,
        summary: 'A managed page: about-us, terms-conditions, privacy-policy …',
        ...routeSchema('info.page'),
      },
    },
    async (request) => ({ data: { page: await getPage(db, request.params.slug, localeOf(request)) } }),
  );

  app.get(
    '/faqs',
    {
      schema: {
        tags,
        summary: 'The questions and answers by category, searched in both languages with ?q=',
        ...routeSchema('info.faqs'),
      },
    },
    async (request) => ({ data: await getFaqs(db, request.query.q, localeOf(request)) }),
  );

  app.post(
    '/contact-us',
    {
      schema: {
        tags,
        summary: "A message to the forum: stored and emailed to the forum's contact address",
        ...routeSchema('info.contact'),
      },
    },
    async (request, reply) => {
      const session = await request.getSession();
      const result = await sendContactMessage(options, request.body, {
        ip: request.ip,
        locale: localeOf(request),
        userId: session && session.user.type !== 'guest' ? session.user.id : null,
      });
      return reply.code(201).send({ data: result });
    },
  );

  app.get(
    '/services',
    { schema: { tags, summary: "The forum's services", ...routeSchema('info.services') } },
    async (request) => ({ data: { items: await getServices(db, localeOf(request)) } }),
  );

  app.get(
    '/services/:id',
    {
      schema: {
        tags,
        summary: 'One service with its full description',
        ...routeSchema('info.service'),
      },
    },
    async (request) => ({ data: { service: await getService(db, request.params.id, localeOf(request)) } }),
  );

  app.get(
    '/community',
    {
      schema: {
        tags,
        summary: 'The community page: its text, figures, featured speakers, exhibitors and coming events',
        ...routeSchema('info.community'),
      },
    },
    async (request) => ({ data: await getCommunity(db, localeOf(request)) }),
  );

  app.get(
    '/sitemap',
    {
      schema: {
        tags,
        summary: 'Every public page that comes from the data, titled in the language asked for',
        ...routeSchema('info.sitemap'),
      },
    },
    async (request) => ({ data: await getSitemap(db, localeOf(request)) }),
  );
};
