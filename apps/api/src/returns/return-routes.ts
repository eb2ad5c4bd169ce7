import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/client.ts';
import { personalEndpoint } from '../http/endpoint.ts';
import { idempotencyKeyOf } from '../http/idempotency-key.ts';
import { paginationOf } from '../pagination.ts';
import { createReturn, getReturn, listReturns } from './return-service.ts';

const tags = ['after the order'];

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

  personalEndpoint(
    app,
    'returns.create',
    {
      tags,
      summary:
        'Ask to return delivered lines of an order (per line and quantity, within the return window; idempotent by key)',
    },
    async (request, session) => {
      const body = { ...request.body, idempotencyKey: idempotencyKeyOf(request, request.body.idempotencyKey) };
      return createReturn(db, session, body, request.locale);
    },
  );

  personalEndpoint(
    app,
    'returns.get',
    { tags, summary: 'One return with its lines and history' },
    async (request, session) => getReturn(db, session, request.params.id, request.locale),
  );
};
