import type { Locale } from '@forum/contract/locale';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/client.ts';
import type { Localized } from '../db/schema.ts';
import { endpoint, personalEndpoint } from '../http/endpoint.ts';
import { pick } from '../localize.ts';
import { findCitiesOf, findCountries, findDistrictsOf } from './address-queries.ts';
import { addAddress, changeAddress, listAddresses, removeAddress } from './address-service.ts';

const tags = ['addresses'];
/** Place names change rarely: any cache may keep them for an hour (one copy per language, see Vary). */
const shared = (reply: FastifyReply) => reply.header('cache-control', 'public, max-age=3600');
/** Cities or districts, each its id and its name in the reader's language. */
const namesOf = (rows: { id: number; name: Localized }[], locale: Locale) => ({
  items: rows.map((row) => ({ id: row.id, name: pick(row.name, locale) })),
});

/**
 * The address book of a customer, and the countries, cities and districts it chooses from
 * (docs/product/checkout-and-orders.md).
 */
export const addressRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  endpoint(app, 'addresses.countries', { tags, summary: 'Countries the shop delivers to' }, async (request, reply) => {
    const locale = request.locale;
    const rows = await findCountries(db);
    return shared(reply).send({
      data: { items: rows.map((row) => ({ id: row.id, code: row.code, name: pick(row.name, locale) })) },
    });
  });

  endpoint(app, 'addresses.cities', { tags, summary: 'The cities of a country' }, async (request, reply) =>
    shared(reply).send({ data: namesOf(await findCitiesOf(db, request.query.country), request.locale) }),
  );

  endpoint(
    app,
    'addresses.districts',
    { tags, summary: 'The districts of a city (none listed for some)' },
    async (request, reply) =>
      shared(reply).send({ data: namesOf(await findDistrictsOf(db, request.query.city), request.locale) }),
  );

  personalEndpoint(
    app,
    'addresses.list',
    { tags, summary: 'The address book, the default first' },
    async (request, session) => listAddresses(db, session, request.locale),
  );

  personalEndpoint(app, 'addresses.add', { tags, summary: 'Add an address' }, async (request, session) =>
    addAddress(db, session, request.body, request.locale),
  );

  personalEndpoint(
    app,
    'addresses.change',
    { tags, summary: 'Change an address (also as POST with _method: PUT)' },
    async (request, session) => changeAddress(db, session, request.params.id, request.body, request.locale),
  );

  personalEndpoint(
    app,
    'addresses.remove',
    { tags, summary: 'Delete an address; answers the book as it now is' },
    async (request, session) => removeAddress(db, session, request.params.id, request.locale),
  );
};
