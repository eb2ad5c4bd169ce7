import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoint } from '../http/endpoint.ts';
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

  endpoint(
    app,
    'info.page',
    { tags, summary: 'A managed page: about-us, terms-conditions, privacy-policy …' },
    async (request) => ({ data: { page: await getPage(db, request.params.slug, request.locale) } }),
  );

  endpoint(
    app,
    'info.faqs',
    { tags, summary: 'The questions and answers by category, searched in both languages with ?q=' },
    async (request) => ({ data: await getFaqs(db, request.query.q, request.locale) }),
  );

  endpoint(
    app,
    'info.contact',
    { tags, summary: "A message to the forum: stored and emailed to the forum's contact address" },
    async (request, reply) => {
      const session = await request.getSession();
      const result = await sendContactMessage(options, request.body, {
        ip: request.ip,
        locale: request.locale,
        userId: session && session.user.type !== 'guest' ? session.user.id : null,
      });
      return reply.code(201).send({ data: result });
    },
  );

  endpoint(app, 'info.services', { tags, summary: "The forum's services" }, async (request) => ({
    data: { items: await getServices(db, request.locale) },
  }));

  endpoint(app, 'info.service', { tags, summary: 'One service with its full description' }, async (request) => ({
    data: { service: await getService(db, request.params.id, request.locale) },
  }));

  endpoint(
    app,
    'info.community',
    { tags, summary: 'The community page: its text, figures, featured speakers, exhibitors and coming events' },
    async (request) => ({ data: await getCommunity(db, request.locale) }),
  );

  endpoint(
    app,
    'info.sitemap',
    { tags, summary: 'Every public page that comes from the data, titled in the language asked for' },
    async (request) => ({ data: await getSitemap(db, request.locale) }),
  );
};
