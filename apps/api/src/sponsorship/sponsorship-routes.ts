import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoint } from '../http/endpoint.ts';
import type { InboxOptions } from '../mail/forum-inbox.ts';
import { listSponsorshipPackages, requestSponsorship } from './sponsorship-service.ts';

const tags = ['sponsorship'];

export const sponsorshipRoutes: FastifyPluginAsyncZod<InboxOptions> = async (app, options) => {
  endpoint(
    app,
    'sponsorship.packages',
    {
      tags,
      summary: 'The sponsorship packages with their benefits and prices (sort=true keeps the order the forum chose)',
    },
    async (request) => ({
      data: { items: await listSponsorshipPackages(options.db, request.locale, request.query.sort) },
    }),
  );

  endpoint(
    app,
    'sponsorship.request',
    { tags, summary: "An enquiry about a package: stored and emailed to the forum's contact address" },
    async (request, reply) => {
      const result = await requestSponsorship(options, request.body, { ip: request.ip, locale: request.locale });
      return reply.code(201).send({ data: result });
    },
  );
};
