import { type EndpointName, type EndpointSchemas, endpoints } from '@forum/contract/endpoints';
import { envelope } from '@forum/contract/envelope';
import type { z } from 'zod';

type Schemas<N extends EndpointName> = (typeof endpoints)[N];
type StatusOf<N extends EndpointName> = Schemas<N> extends { status: readonly (infer S extends number)[] } ? S : 200;
type Envelope<A extends z.ZodType> = ReturnType<typeof envelope<A>>;

/**
 * A route's `schema` as Fastify and fastify-type-provider-zod take it, typed by the table's entry (of
 * either name, for the routes both account families register).
 */
export type RouteSchema<N extends EndpointName> = N extends unknown ? EntrySchema<N> : never;
type EntrySchema<N extends EndpointName> = (Schemas<N> extends { params: infer P } ? { params: P } : unknown) &
  (Schemas<N> extends { query: infer Q } ? { querystring: Q } : unknown) &
  (Schemas<N> extends { body: infer B extends z.ZodType } ? { body: B } : unknown) &
  (Schemas<N> extends { answer: infer A extends z.ZodType }
    ? { response: { [S in StatusOf<N>]: Envelope<A> } }
    : unknown);

/**
 * The schema of an endpoint of the table (packages/contract/src/endpoints.ts, decision 029): its
 * params, query, body and `{ data }` answers; the route adds its tags and summary, and OpenAPI at
 * /api/docs comes from the same schemas.
 */
export function routeSchema<N extends EndpointName>(name: N): RouteSchema<N> {
  const entry: EndpointSchemas = endpoints[name];
  const schema: Record<string, unknown> = {};
  if (entry.params) schema.params = entry.params;
  if (entry.query) schema.querystring = entry.query;
  if (entry.body === 'multipart') schema.consumes = ['multipart/form-data'];
  else if (entry.body) schema.body = entry.body;
  if (entry.produces) schema.produces = [entry.produces];
  const { answer } = entry;
  if (answer) schema.response = Object.fromEntries((entry.status ?? [200]).map((code) => [code, envelope(answer)]));
  return schema as RouteSchema<N>;
}
