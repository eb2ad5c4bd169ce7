import { EMAIL_REGEX, UploadPurposeSchema } from '@forum/contract/account';
import { type ApiErrorCode, apiErrorStatus } from '@forum/contract/api-errors';
import { SESSION_COOKIE, XSRF_COOKIE, XSRF_HEADER } from '@forum/contract/cookies';
import { type EndpointName, endpointPaths, endpointRoute } from '@forum/contract/endpoint-paths';
import { type EndpointSchemas, endpoints, errorsOf } from '@forum/contract/endpoints';
import { z } from 'zod';
import { SANDBOX_SIGNATURE_HEADER, SandboxEventSchema } from '../payments/sandbox-gateway.ts';

// biome-ignore lint/suspicious/noExplicitAny: the OpenAPI object is walked field by field
type Json = any;

const ERROR_REF = { $ref: '#/components/schemas/ErrorBody' };

/** The ways a caller proves who it is (docs/product/api-conventions.md, decision 003). */
export const securitySchemes = {
  sessionCookie: {
    type: 'apiKey',
    in: 'cookie',
    name: SESSION_COOKIE,
    description: `The website's session (httpOnly). A write that carries it also needs \`${XSRF_HEADER}\`.`,
  },
  xsrfHeader: {
    type: 'apiKey',
    in: 'header',
    name: XSRF_HEADER,
    description: `The value of the \`${XSRF_COOKIE}\` cookie, sent back with every write made with the session cookie.`,
  },
  bearerAuth: {
    type: 'http',
    scheme: 'bearer',
    description: 'The `accessToken` a login answers (apps); no XSRF pair is needed.',
  },
  apiKey: {
    type: 'apiKey',
    in: 'header',
    name: 'Authorization',
    description:
      '`key <api key>`: checked only where the server has one configured; a wrong key answers 401. It opens no session.',
  },
} as const;

/** The OpenAPI operation of each endpoint, by `METHOD /api/path` as the document names it. */
const operationNames = new Map<string, EndpointName>(
  (Object.keys(endpointPaths) as EndpointName[]).map((name) => {
    const { method, path } = endpointRoute(name);
    return [`${method.toLowerCase()} /api${path}`, name];
  }),
);

/** Who may call: optional session for a public endpoint, a session (cookie with its XSRF pair on writes, or a token). */
function securityOf(name: EndpointName): Json[] {
  const entry: EndpointSchemas = endpoints[name];
  const writes = endpointRoute(name).method !== 'GET';
  const session = [writes ? { sessionCookie: [], xsrfHeader: [] } : { sessionCookie: [] }, { bearerAuth: [] }];
  return entry.auth ? session : [{}, ...session, { apiKey: [] }];
}

/**
 * The refusals of an endpoint by status: each the error envelope, its description naming the codes
 * (`x-error-codes` lists them for tools).
 */
export function errorResponsesOf(name: EndpointName): Record<string, Json> {
  const byStatus = new Map<number, ApiErrorCode[]>();
  for (const code of errorsOf(name)) {
    const status = apiErrorStatus[code];
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  return Object.fromEntries(
    [...byStatus].map(([status, codes]) => [
      String(status),
      {
        description: `Refused: ${codes.join(', ')}`,
        'x-error-codes': codes,
        ...(status === 405 ? { headers: { Allow: { schema: { type: 'string' } } } } : {}),
        ...(status === 429
          ? { headers: { 'Retry-After': { description: 'seconds to wait', schema: { type: 'integer' } } } }
          : {}),
        content: { 'application/json': { schema: ERROR_REF } },
      },
    ]),
  );
}

const toOpenApi = (schema: z.ZodType) => z.toJSONSchema(schema, { target: 'openapi-3.0', io: 'input' });

/** The error envelope (`ErrorBodySchema` of the contract), every refusal's body (its test compares the two). */
const errorBody = {
  type: 'object',
  required: ['errors'],
  properties: {
    errors: {
      type: 'array',
      description: 'each field refused (or a general key such as `error`) with its message in the asked language',
      items: {
        type: 'object',
        required: ['key', 'value'],
        properties: { key: { type: 'string' }, value: { type: 'string' } },
      },
    },
  },
};

/**
 * The document Fastify's swagger drew from the routes, completed from the table of endpoints
 * (decision 033): only the API's own paths (not the site's pages, files or docs), each operation named,
 * with its security, every refusal it can answer in the error envelope, and the bodies that are not
 * JSON (an upload's multipart form, a gateway's signed webhook).
 */
export function completeDocument(document: Json): Json {
  const paths: Record<string, Json> = {};
  for (const [path, item] of Object.entries<Json>(document.paths ?? {})) {
    if (!path.startsWith('/api/') || path.startsWith('/api/docs')) continue;
    const operations: Record<string, Json> = {};
    for (const [method, operation] of Object.entries<Json>(item)) {
      const name = operationNames.get(`${method} ${path}`);
      // a method the table does not name here is a catch-all's, not an endpoint
      if (!name) continue;
      operations[method] = completeOperation(name, operation);
    }
    if (Object.keys(operations).length) paths[path] = operations;
  }
  return {
    ...document,
    paths,
    components: {
      ...document.components,
      schemas: { ...document.components?.schemas, ErrorBody: errorBody },
      securitySchemes,
    },
  };
}

/**
 * What `String.prototype.trim` takes off and the control character check lets through (tab, line
 * breaks, the spaces of Unicode): written out, as OpenAPI's patterns have no flags and a tester reads
 * `\s` by its own language's rules.
 */
const TRIMMED = '[\\t\\n\\r \\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000\\ufeff]*';

/**
 * An email as the server takes it (issue 36): `format: email` lets `0@com` through, which the API refuses;
 * the pattern is the API's own check (`EMAIL_REGEX`) around the spaces it trims, in ECMA-262 without flags.
 */
export const EMAIL_PATTERN = `^${TRIMMED}(?:${EMAIL_REGEX.source.replace(/^\^/, '').replace(/\$$/, '')})${TRIMMED}$`;

/** Gives every `format: email` of a request's schema the pattern the server checks. */
function withEmailPattern(schema: Json): Json {
  if (Array.isArray(schema)) return schema.map(withEmailPattern);
  if (!schema || typeof schema !== 'object') return schema;
  const walked = Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, withEmailPattern(value)]));
  return walked.format === 'email' ? { ...walked, pattern: EMAIL_PATTERN } : walked;
}

/** Canonical text of a schema, to find two branches that say the same. */
const sameness = (schema: Json): string =>
  JSON.stringify(schema, (_key, value) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)))
      : value,
  );

/**
 * A parameter's schema as the text it arrives as: where it says boolean (a contract flag takes `true` or
 * `'true'`), the document says the words the server takes, `'true'` and `'false'`. A query string
 * carries no JSON boolean, and a tester turns `type: boolean` into a pattern of its own,
 * `(?i)^(?:true|false|0|1)$`, which is no ECMA-262 and says more than the server takes (issue 36).
 */
export function parameterAsText(schema: Json): Json {
  if (!schema || typeof schema !== 'object') return schema;
  if (schema.type === 'boolean') {
    const { type: _type, enum: values, default: fallback, ...rest } = schema;
    return {
      ...rest,
      type: 'string',
      enum: (values ?? [true, false]).map(String),
      ...(fallback === undefined ? {} : { default: String(fallback) }),
    };
  }
  for (const key of ['anyOf', 'oneOf'] as const) {
    if (!Array.isArray(schema[key])) continue;
    const branches: Json[] = [];
    for (const branch of schema[key].map(parameterAsText)) {
      if (!branches.some((kept) => sameness(kept) === sameness(branch))) branches.push(branch);
    }
    const { [key]: _branches, ...rest } = schema;
    return branches.length === 1 ? { ...rest, ...branches[0] } : { ...rest, [key]: branches };
  }
  return schema;
}

function completeOperation(name: EndpointName, operation: Json): Json {
  const entry: EndpointSchemas = endpoints[name];
  const completed: Json = {
    ...operation,
    ...(operation.parameters
      ? {
          parameters: operation.parameters.map((parameter: Json) => ({
            ...parameter,
            schema: withEmailPattern(parameterAsText(parameter.schema)),
          })),
        }
      : {}),
    ...(operation.requestBody ? { requestBody: withEmailPattern(operation.requestBody) } : {}),
    operationId: name,
    security: securityOf(name),
    responses: { ...operation.responses, ...errorResponsesOf(name) },
  };
  delete completed.responses.default;
  if (entry.body === 'multipart') {
    completed.requestBody = {
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            required: ['file'],
            properties: {
              file: { type: 'string', format: 'binary', description: 'checked by its content, not its name' },
              purpose: { type: 'string', enum: UploadPurposeSchema.options, default: 'avatar' },
            },
          },
        },
      },
    };
  }
  if (name === 'payments.webhook') {
    completed.parameters = [
      ...(operation.parameters ?? []),
      {
        name: SANDBOX_SIGNATURE_HEADER,
        in: 'header',
        required: false,
        description: 'The sandbox gateway\'s signature: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`',
        schema: { type: 'string' },
      },
    ];
    completed.requestBody = {
      required: true,
      description: "The gateway's own event, verified by its signature over the exact bytes (the sandbox's shown)",
      content: { 'application/json': { schema: toOpenApi(SandboxEventSchema) } },
    };
  }
  return completed;
}
