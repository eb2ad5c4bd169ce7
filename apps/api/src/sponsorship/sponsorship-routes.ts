import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { localeOf } from '../http/locale.ts';
import { routeSchema } from '../http/route-schema.ts';
import type { InboxOptions } from '../mail/forum-inbox.ts';
import { listSponsorshipPackages, requestSponsorship } from './sponsorship-service.ts';

const tags = ['sponsorship'];

export const sponsorshipRoutes: FastifyPluginAsyncZod<InboxOptions> = async (app, options) => {
  app.get(
    '/subscriptions',
    {
      schema: {
        tags,
        summary: 'The sponsorship packages with their benefits and prices (sort=true keeps the order the forum chose)',
        ...routeSchema('sponsorship.packages'),
      },
    },
    async (request) => ({
      data: { items: await listSponsorshipPackages(options.db, localeOf(request), request.query.sort) },
    }),
  );

  app.post(
    '/sponsorship-requests',
    {
      schema: {
        tags,
        summary: "An enquiry about a package: stored and emailed to the forum's contact address",
        ...routeSchema('sponsorship.request'),
      },
    },
    async (request, reply) => {
      const result = await requestSponsorship(options, request.body, { ip: request.ip, locale: localeOf(request) });
      return reply.code(201).send({ data: result });
    },
  );
};
