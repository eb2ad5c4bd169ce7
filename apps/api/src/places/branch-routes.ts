import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/client.ts';
import { endpoint } from '../http/endpoint.ts';
import { pick } from '../localize.ts';
import { listBranches } from './branch-queries.ts';

export const branchRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  endpoint(app, 'branches.list', { tags: ['info'], summary: "The forum's branches" }, async (request) => {
    const locale = request.locale;
    const rows = await listBranches(db);
    return {
      data: {
        items: rows.map((row) => ({
          id: row.id,
          name: pick(row.name, locale),
          address: pick(row.address, locale),
          telephone: row.telephone,
          openingHours: pick(row.openingHours, locale),
          coordinates: { lat: row.latitude, lng: row.longitude },
        })),
      },
    };
  });
};
