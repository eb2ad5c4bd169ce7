import { type EndpointName, endpointPaths, endpointRoute } from '@forum/contract/endpoint-paths';
import { errorsOf } from '@forum/contract/endpoints';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sentErrorCodes } from '../http/error-handler.ts';

// ajv-formats is CommonJS: its function is the default export's default under Node's ESM
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ??
  addFormatsModule) as typeof addFormatsModule;

const names = new Map<string, EndpointName>(
  (Object.keys(endpointPaths) as EndpointName[]).map((name) => {
    const { method, path } = endpointRoute(name);
    return [`${method} /api${path}`, name];
  }),
);

/**
 * Every answer the API test server gives is checked against its own OpenAPI document (decision 033):
 * the status and the refusal's code are documented for that endpoint, a JSON body matches the
 * documented schema, the content type is the documented one. What fails is kept and thrown when the
 * app closes (the test file's afterAll), each line saying what to add where.
 */
export function checkAnswersAgainstTheDocument(app: FastifyInstance) {
  const violations: string[] = [];
  let validators: ((pointer: string) => ValidateFunction) | undefined;
  // biome-ignore lint/suspicious/noExplicitAny: the OpenAPI object is read field by field
  let document: any;
  const load = () => {
    if (validators) return validators;
    document = app.swagger();
    const ajv = new Ajv({ strict: false, validateSchema: false, allErrors: false });
    addFormats(ajv);
    ajv.addSchema(withoutNullable(structuredClone(document)), 'openapi.json');
    const compiled = new Map<string, ValidateFunction>();
    validators = (pointer) => {
      let validate = compiled.get(pointer);
      if (!validate) {
        validate = ajv.compile({ $ref: `openapi.json#${pointer}` });
        compiled.set(pointer, validate);
      }
      return validate;
    };
    return validators;
  };

  const endpointOf = (method: string, routeUrl: string | undefined) =>
    routeUrl ? names.get(`${method} ${routeUrl.replace(/:([A-Za-z]+)/g, '{$1}')}`) : undefined;

  // never throws: a failure here would change the answer the test reads; it is kept and told at close
  app.addHook('preSerialization', async (request, reply, payload) => {
    try {
      checkBody(request, reply.statusCode, payload);
    } catch (error) {
      violations.push(`the check itself failed: ${String(error)}`);
    }
    return payload;
  });

  const checkBody = (request: FastifyRequest, statusCode: number, payload: unknown) => {
    const name = endpointOf(request.method, request.routeOptions.url);
    if (!name || typeof payload !== 'object' || payload === null) return;
    const validate = load();
    const { path } = endpointRoute(name);
    const escaped = `/api${path}`.replaceAll('~', '~0').replaceAll('/', '~1');
    const status = String(statusCode);
    const operation = document.paths?.[`/api${path}`]?.[request.method.toLowerCase()];
    if (!operation?.responses?.[status]) return;
    const pointer = `/paths/${escaped}/${request.method.toLowerCase()}/responses/${status}/content/application~1json/schema`;
    const check = validate(pointer);
    if (!check(JSON.parse(JSON.stringify(payload)))) {
      violations.push(
        `${name} answered ${status} with a body its schema refuses: ${JSON.stringify(check.errors?.slice(0, 3))}`,
      );
    }
  };

  app.addHook('onResponse', async (request, reply) => {
    if (!request.url.startsWith('/api') || request.method === 'HEAD') return;
    const name = endpointOf(request.method, request.routeOptions.url);
    // the catch-alls (unknown paths, other methods, PUT as POST): the envelope only, checked by their tests
    if (!name) return;
    load();
    const { path } = endpointRoute(name);
    const operation = document.paths?.[`/api${path}`]?.[request.method.toLowerCase()];
    const status = reply.statusCode;
    const code = sentErrorCodes.get(request);
    const where = `endpoints['${name}'] in packages/contract/src/endpoints.ts`;
    if (!operation) {
      violations.push(`${name} is not in the OpenAPI document at all`);
      return;
    }
    if (!operation.responses?.[String(status)] || (status >= 400 && code && !errorsOf(name).includes(code as never))) {
      violations.push(
        status >= 400
          ? `${name} answered ${status} (${code ?? 'no code'}), which the document does not list: add '${code}' to \`errors\` of ${where} (decision 033)`
          : `${name} answered ${status}, which the document does not list: add it to \`status\` of ${where}`,
      );
      return;
    }
    const type = String(reply.getHeader('content-type') ?? '');
    const content = operation.responses[String(status)].content;
    const expected = content ? Object.keys(content) : [];
    if (expected.length && !expected.some((mediaType) => type.startsWith(mediaType))) {
      violations.push(`${name} answered ${status} as '${type}', the document says ${expected.join(' or ')}`);
    }
  });

  return {
    violations,
    /** Throws when an answer was not as documented, listing each once. */
    assertNone() {
      if (violations.length) {
        throw new Error(`answers the OpenAPI document does not describe:\n${[...new Set(violations)].join('\n')}`);
      }
    },
  };
}

/** OpenAPI 3.0's `nullable: true` as JSON Schema says it: `null` is one more type (ajv needs a `type` beside it). */
// biome-ignore lint/suspicious/noExplicitAny: a JSON document walked in place
function withoutNullable(node: any): any {
  if (Array.isArray(node)) return node.map(withoutNullable);
  if (!node || typeof node !== 'object') return node;
  for (const key of Object.keys(node)) node[key] = withoutNullable(node[key]);
  if (node.nullable !== true) return node;
  const { nullable: _nullable, ...rest } = node;
  if (Array.isArray(rest.enum)) rest.enum = [...rest.enum, null];
  if (typeof rest.type === 'string') return { ...rest, type: [rest.type, 'null'] };
  return { anyOf: [rest, { type: 'null' }] };
}
