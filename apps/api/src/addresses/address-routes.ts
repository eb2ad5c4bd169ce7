import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/client.ts';
import { localeOf } from '../http/locale.ts';
import { routeSchema } from '../http/route-schema.ts';
import { pick } from '../localize.ts';
import { findCitiesOf, findCountries, findDistrictsOf } from './address-queries.ts';
import { addAddress, changeAddress, listAddresses, removeAddress } from './address-service.ts';

const tags = ['addresses'];
const personal = (reply: FastifyReply) => reply.header('cache-control', 'private, no-store');
/** Place names change rarely: any cache may keep them for an hour (one copy per language, see Vary). */
const shared = (reply: FastifyReply) => reply.header('cache-control', 'public, max-age=3600');

/**
 * The address book of a customer, and the countries, cities and districts it chooses from
 * (docs/product/checkout-and-orders.md).
 */
export const addressRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/countries',
    {
      schema: { tags, summary: 'Countries the shop delivers to', ...routeSchema('addresses.countries') },
    },
    async (request, reply) => {
      const locale = localeOf(request);
      const rows = await findCountries(db);
      return shared(reply).send({
        data: { items: rows.map((row) => ({ id: row.id, code: row.code, name: pick(row.name, locale) })) },
      });
    },
  );

  app.get(
    '/cities',
    {
      schema: {
        tags,
        summary: 'The cities of a country',
        ...routeSchema('addresses.cities'),
      },
    },
    async (request, reply) => {
      const locale = localeOf(request);
      const rows = await findCitiesOf(db, request.query.country);
      return shared(reply).send({ data: { items: rows.map((row) => ({ id: row.id, name: pick(row.name, locale) })) } });
    },
  );

  app.get(
    '/districts',
    {
      schema: {
        tags,
        summary: 'The districts of a city (none listed for some)',
        ...routeSchema('addresses.districts'),
      },
    },
    async (request, reply) => {
      const locale = localeOf(request);
      const rows = await findDistrictsOf(db, request.query.city);
      return shared(reply).send({ data: { items: rows.map((row) => ({ id: row.id, name: pick(row.name, locale) })) } });
    },
  );

  app.get(
    '/addresses',
    {
      schema: {
        tags,
        summary: 'The address book, the default first',
        ...routeSchema('addresses.list'),
      },
    },
    async (request, reply) =>
      personal(reply).send({ data: await listAddresses(db, await request.getSession(), localeOf(request)) }),
  );

  app.post(
    '/addresses',
    {
      schema: {
        tags,
        summary: 'Add an address',
        ...routeSchema('addresses.add'),
      },
    },
    async (request, reply) =>
      personal(reply).send({
        data: await addAddress(db, await request.getSession(), request.body, localeOf(request)),
      }),
  );

  app.put(
    '/addresses/:id',
    {
      schema: {
        tags,
        summary: 'Change an address (also as POST with _method: PUT)',
        ...routeSchema('addresses.change'),
      },
    },
    async (request, reply) =>
      personal(reply).send({
        data: await changeAddress(db, await request.getSession(), request.params.id, request.body, localeOf(request)),
      }),
  );

  app.delete(
    '/addresses/:id',
    {
      schema: {
        tags,
        summary: 'Delete an address; answers the book as it now is',
        ...routeSchema('addresses.remove'),
      },
    },
    async (request, reply) =>
      personal(reply).send({
        data: await removeAddress(db, await request.getSession(), request.params.id, localeOf(request)),
      }),
  );
};
