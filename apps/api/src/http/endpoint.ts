import { type EndpointName, endpointRoute } from '@forum/contract/endpoint-paths';
import { type EndpointSchemas, endpoints } from '@forum/contract/endpoints';
import { envelope } from '@forum/contract/envelope';
import type { StaffPermission } from '@forum/contract/permissions';
import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteOptions,
  RouteShorthandOptionsWithHandler,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { requireAccess } from '../auth/access.ts';
import type { AuthUser, Session } from '../auth/sessions.ts';
import { AppError } from '../errors.ts';

/** The instance a domain's routes get (`FastifyPluginAsyncZod`): zod schemas type the requests. */
export type ApiInstance = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

type Schemas<N extends EndpointName> = (typeof endpoints)[N];
type StatusOf<N extends EndpointName> = Schemas<N> extends { status: readonly (infer S extends number)[] } ? S : 200;
type Envelope<A extends z.ZodType> = ReturnType<typeof envelope<A>>;

/**
 * A route's `schema` as Fastify and fastify-type-provider-zod take it, typed by the table's entry (of
 * either name, for the routes both account families register).
 */
type RouteSchema<N extends EndpointName> = N extends unknown ? EntrySchema<N> : never;
type EntrySchema<N extends EndpointName> = (Schemas<N> extends { params: infer P } ? { params: P } : unknown) &
  (Schemas<N> extends { query: infer Q } ? { querystring: Q } : unknown) &
  (Schemas<N> extends { body: infer B extends z.ZodType } ? { body: B } : unknown) &
  (Schemas<N> extends { answer: infer A extends z.ZodType }
    ? { response: { [S in StatusOf<N>]: Envelope<A> } }
    : unknown);

/**
 * The schema of an endpoint of the table (packages/contract/src/endpoints.ts, decision 029): its
 * params, query, body (a multipart body is read by the route: only its type is said) and `{ data }`
 * answers; OpenAPI at /api/docs comes from the same schemas. Internal: routes name their endpoint.
 */
function routeSchema<N extends EndpointName>(name: N): RouteSchema<N> {
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

/** A route of Fastify typed by the table's entry: its options, and its handler's request and answer. */
type RouteOf<N extends EndpointName> = RouteShorthandOptionsWithHandler<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  RouteSchema<N>,
  ZodTypeProvider,
  FastifyBaseLogger
>;

/**
 * What a route adds to its entry of the table: the OpenAPI tags and summary (and a longer description),
 * and any other route option of Fastify but the schema, which is the table's (`bodyLimit`, `config`,
 * hooks …).
 */
export type EndpointOptions<N extends EndpointName> = Omit<RouteOf<N>, 'schema' | 'handler'> & {
  tags: readonly string[];
  summary: string;
  description?: string;
};

/** A handler typed by the table's entry: `request.params`, `.query` and `.body`, and the `{ data }` it returns. */
export type EndpointHandler<N extends EndpointName> = RouteOf<N>['handler'];

/** A path of the table as Fastify writes it: `/cart/{id}/quantity` → `/cart/:id/quantity`. */
export function fastifyPath(path: string): string {
  return path.replace(/\{([^}]+)\}/g, ':$1');
}

/**
 * Registers the endpoint `name` of the table (packages/contract/src/endpoint-paths.ts and endpoints.ts,
 * decisions 029 and 048): its method and path, its schemas (params, query, body, answers; OpenAPI at
 * /api/docs draws them), and who may call (its `auth`, and a staff call's permission), checked before the
 * body is read. The route writes what the table cannot know: tags, summary, other route options, the handler.
 *
 * ```ts
 * endpoint(app, 'cart.setQuantity', { tags, summary: 'Set the quantity of a line' }, async (request, reply) =>
 *   reply.send({ data: await setQuantity(db, request.params.id, request.body.quantity, request.locale) }),
 * );
 * ```
 *
 * Who may call is checked before the body is read, so a refusal never depends on what was sent
 * (decision 059): an entry with `auth: 'session'` answers 401 `unauthenticated` without a session, one
 * with `auth: 'account'` also to a guest; a staff call (`'admin.moveOrder'`, its entry naming
 * `permission: staffPermissions.orders`) answers a guest or no session 401, anyone else without the
 * permission 403 `forbidden` (`requireAccess`, decision 049, which the service checks again; the handler
 * may read the staff member with `staffOf(request)`). What else an account may do is the service's
 * answer. Two endpoints one handler serves (an account family) are registered in a loop over their names.
 */
export function endpoint<N extends EndpointName>(
  app: ApiInstance,
  name: N,
  options: EndpointOptions<N>,
  handler: EndpointHandler<N>,
): void {
  const { method, path } = endpointRoute(name);
  const { tags, summary, description, ...routeOptions } = options;
  const entry: EndpointSchemas = endpoints[name];
  const route = {
    ...routeOptions,
    method,
    url: fastifyPath(path),
    schema: { tags: [...tags], summary, ...(description ? { description } : {}), ...routeSchema(name) },
    handler,
  } as unknown as RouteOptions;
  const caller = callerCheckOf(entry);
  if (caller) {
    // preParsing: before the body is read, so neither its type, size nor shape can answer first
    const checks = route.preParsing ? [route.preParsing].flat() : [];
    route.preParsing = [caller, ...checks];
  }
  (app as unknown as FastifyInstance).route(route);
}

/** The `{ data }` an entry answers, as its handler gives it. */
export type AnswerOf<N extends EndpointName> = N extends unknown
  ? Schemas<N> extends { answer: infer A extends z.ZodType }
    ? z.output<A>
    : never
  : never;

/** A personal endpoint's handler: the request typed by the entry, the caller's session; it returns the data. */
export type PersonalHandler<N extends EndpointName> = (
  request: Parameters<EndpointHandler<N>>[0],
  session: Session | null,
) => Promise<AnswerOf<N>>;

/**
 * `endpoint()` for an answer that is the caller's own (an account's cart, a console's list): never kept
 * by a shared cache (`cache-control: private, no-store`), answered with `{ data }` and the entry's success
 * status (201 for an entry that says `status: [201]`, a creation; 200 when it says none). The handler gets
 * the request and the session (looked up once a request), and returns the data, which the entry's
 * answer types: another type does not compile.
 *
 * ```ts
 * personalEndpoint(app, 'cart.add', { tags, summary: 'Add a product' }, async (request, session) =>
 *   addToCart(db, session, request.body, request.locale),
 * );
 * ```
 *
 * A handler that needs the reply (a file, a CSV, a status it chooses, a cookie) stays on `endpoint()`: an
 * entry listing two success statuses is refused here, at start.
 */
export function personalEndpoint<N extends EndpointName>(
  app: ApiInstance,
  name: N,
  options: EndpointOptions<N>,
  handler: PersonalHandler<N>,
): void {
  const { status: statuses = [200] }: EndpointSchemas = endpoints[name];
  const [status = 200, ...others] = statuses;
  if (others.length > 0)
    throw new Error(`${name} answers ${statuses.join(' or ')}: its route chooses, with endpoint()`);
  const personal = async (request: Parameters<EndpointHandler<N>>[0], reply: FastifyReply) => {
    reply.header('cache-control', 'private, no-store').code(status);
    return reply.send({ data: await handler(request, await request.getSession()) });
  };
  endpoint(app, name, options, personal as unknown as EndpointHandler<N>);
}

/** An entry of `personalEndpoints`: the endpoint's OpenAPI summary and its handler. */
export type PersonalEntry<N extends EndpointName> = readonly [summary: string, handler: PersonalHandler<N>];

/**
 * Several `personalEndpoint`s of one tag, registered in the order written: each entry's name with its
 * summary and handler, the handler typed by that entry (its request, its answer).
 *
 * ```ts
 * personalEndpoints(app, ['console'], {
 *   'people.group': ['A staff group', async (request, session) => getGroup(db, session, request.params.id)],
 *   'people.deleteGroup': ['Delete a group without members', async (request, session) => removeGroup(db, session, request.params.id)],
 * });
 * ```
 */
export function personalEndpoints<N extends EndpointName>(
  app: ApiInstance,
  tags: readonly string[],
  entries: { [K in N]: PersonalEntry<K> },
): void {
  for (const name of Object.keys(entries) as N[]) {
    const [summary, handler] = entries[name];
    personalEndpoint(app, name, { tags, summary }, handler);
  }
}

const staffByRequest = new WeakMap<FastifyRequest, AuthUser>();

/**
 * The check of who may call an entry, by the one access check of decision 049, or none for a public
 * one: a staff call refuses unless the caller is staff whose group holds its permission (truthy: a
 * guest or no session 401, a customer, an exhibitor or staff without it 403, decision 035); `account`
 * refuses no session and a guest 401; `session` refuses no session 401. A cookie that names no live
 * session is no session (http/auth.ts).
 */
function callerCheckOf(entry: EndpointSchemas) {
  const { permission, auth } = entry;
  if (permission) return staffCheck(permission);
  if (!auth) return undefined;
  return async function checkCaller(request: FastifyRequest) {
    requireAccess(await request.getSession(), { as: auth });
  };
}

function staffCheck(permission: StaffPermission) {
  return async function checkPermission(request: FastifyRequest) {
    staffByRequest.set(request, requireAccess(await request.getSession(), { as: 'staff', permission }));
  };
}

/** The staff member a staff call's permission was checked for (its entry names one); else 403. */
export function staffOf(request: FastifyRequest): AuthUser {
  const staff = staffByRequest.get(request);
  if (!staff) throw new AppError('forbidden');
  return staff;
}
