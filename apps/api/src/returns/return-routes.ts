import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/client.ts';
import { idempotencyKeyOf } from '../http/idempotency-key.ts';
import { localeOf } from '../http/locale.ts';
import { routeSchema } from '../http/route-schema.ts';
import { paginationOf } from '../pagination.ts';
import { createReturn, getReturn, listReturns } from './return-service.ts';

const tags = ['after the order'];
const personal = (reply: FastifyReply) => reply.header('cache-control', 'private, no-store');

/** The customer's returns (decision 035); the staff move them under /admin. */
export const returnRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/returns',
    { schema: { tags, summary: 'The customer’s returns, newest first', ...routeSchema('returns.list') } },
    async (request, reply) => {
      const { page, perPage } = request.query;
      const { items, total } = await listReturns(db, await request.getSession(), page, perPage, localeOf(request));
      return personal(reply).send({ data: { items, pagination: paginationOf(page, perPage, total) } });
    },
  );

  app.post(
    '/returns',
    {
      schema: {
        tags,
        summary:
          'Ask to return delivered lines of an order (per line and quantity, within the return window; idempotent by key)',
        ...routeSchema('returns.create'),
      },
    },
    async (request, reply) => {
      const body = { ...request.body, idempotencyKey: idempotencyKeyOf(request, request.body.idempotencyKey) };
      const answer = await createReturn(db, await request.getSession(), body, localeOf(request));
      return personal(reply).code(201).send({ data: answer });
    },
  );

  app.get(
    '/returns/:id',
    { schema: { tags, summary: 'One return with its lines and history', ...routeSchema('returns.get') } },
    async (request, reply) =>
      personal(reply).send({
        data: await getReturn(db, await request.getSession(), request.params.id, localeOf(request)),
      }),
  );
};
