import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/client.ts';
import { endpoint, personalEndpoint } from '../http/endpoint.ts';
import { idempotencyKeyOf } from '../http/idempotency-key.ts';
import { paginationOf } from '../pagination.ts';
import { createReturn, getReturn, listReturns } from './return-service.ts';

const tags = ['after the order'];
const personal = (reply: FastifyReply) => reply.header('cache-control', 'private, no-store');

/** The customer's returns (decision 035); the staff move them under /admin. */
export const returnRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  personalEndpoint(
    app,
    'returns.list',
    { tags, summary: 'The customer’s returns, newest first' },
    async (request, session) => {
      const { page, perPage } = request.query;
      const { items, total } = await listReturns(db, session, page, perPage, request.locale);
      return { items, pagination: paginationOf(page, perPage, total) };
    },
  );

  endpoint(
    app,
    'returns.create',
    {
      tags,
      summary:
        'Ask to return delivered lines of an order (per line and quantity, within the return window; idempotent by key)',
    },
    async (request, reply) => {
      const body = { ...request.body, idempotencyKey: idempotencyKeyOf(request, request.body.idempotencyKey) };
      const answer = await createReturn(db, await request.getSession(), body, request.locale);
      return personal(reply).code(201).send({ data: answer });
    },
  );

  personalEndpoint(
    app,
    'returns.get',
    { tags, summary: 'One return with its lines and history' },
    async (request, session) => getReturn(db, session, request.params.id, request.locale),
  );
};
