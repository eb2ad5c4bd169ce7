import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/client.ts';

const HealthSchema = z.object({ status: z.enum(['ok', 'unavailable']), database: z.boolean(), uptime: z.number() });

/** Process up and database reachable; answered even in maintenance so load balancers keep the node. */
export const healthRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/health',
    { schema: { tags: ['site'], summary: 'Health check', response: { 200: HealthSchema, 503: HealthSchema } } },
    async (_request, reply) => {
      const database = await db
        .execute(sql`select 1`)
        .then(() => true)
        .catch(() => false);
      return reply
        .code(database ? 200 : 503)
        .header('cache-control', 'no-store')
        .send({ status: database ? 'ok' : 'unavailable', database, uptime: Math.round(process.uptime()) });
    },
  );
};
