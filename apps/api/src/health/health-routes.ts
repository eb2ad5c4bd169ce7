import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/client.ts';
import { endpoint } from '../http/endpoint.ts';

/** Process up and database reachable; answered even in maintenance so load balancers keep the node. */
export const healthRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  endpoint(app, 'health.get', { tags: ['site'], summary: 'Health check' }, async (_request, reply) => {
    const database = await db
      .execute(sql`select 1`)
      .then(() => true)
      .catch(() => false);
    const status = database ? ('ok' as const) : ('unavailable' as const);
    return reply
      .code(database ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({ data: { status, database, uptime: Math.round(process.uptime()) } });
  });
};
