import { apiErrorStatus } from '@forum/contract/api-errors';
import { type EndpointName, endpointPaths, endpointRoute, pathParamNames } from '@forum/contract/endpoint-paths';
import { type EndpointSchemas, endpoints, errorsOf } from '@forum/contract/endpoints';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/test-app.ts';

// The API against the one table of endpoints (packages/contract/src/endpoint-paths.ts and
// endpoints.ts, decision 029): every route under /api is in the table, every entry is a route, once, with
// the same method, and the schemas the routes registered have the table's shape. Routes register by name
// with endpoint() (decision 048), so this mostly catches an entry that no route registers.

let api: TestApp;
beforeAll(async () => {
  api = await startTestApp();
});
afterAll(async () => {
  await api?.close();
});

const names = Object.keys(endpointPaths) as EndpointName[];
const fastifyPath = (path: string) => `/api${path.replace(/\{([^}]+)\}/g, ':$1')}`;
const tableRoutes = names.map((name) => {
  const { method, path } = endpointRoute(name);
  return `${method} ${fastifyPath(path)}`;
});

/**
 * Not endpoints: the API's catch-alls (`/api`, `/api/` and `/api/*`: unknown paths answer the envelope,
 * PUT as POST) and the OpenAPI pages. The tree prints `/api/*` as `/api` then `*`.
 */
const isInternal = (path: string) =>
  ['/api', '/api/', '/api*', '/api/*'].includes(path) || path === '/api/docs' || path.startsWith('/api/docs');

/**
 * Every method and path Fastify holds, read from `printRoutes({ commonPrefix: false })`: a tree whose
 * lines are `│   ├── /segment (GET, HEAD)`, four characters a level, each segment continuing its parent's.
 */
function registeredRoutes(printed: string): string[] {
  const routes: string[] = [];
  const parents: string[] = [];
  for (const line of printed.split('\n')) {
    const match = /^((?:│ {3}| {4})*)[├└]── (.+?)(?: \(([A-Z, -]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    const path = (parents[depth - 1] ?? '') + (match[2] ?? '');
    parents[depth] = path;
    parents.length = depth + 1;
    for (const method of (match[3] ?? '').split(', ').filter(Boolean)) routes.push(`${method} ${path}`);
  }
  return routes;
}

describe('the table of endpoints', () => {
  it('names every /api route of the API, and no route the API lacks, with the same methods', () => {
    const registered = registeredRoutes(api.app.printRoutes({ commonPrefix: false }));
    expect(registered).toContain('PUT /api/cart/:id/quantity');
    expect(registered).toContain('GET /api/profiles/:id');
    const apiRoutes = registered.filter((route) => {
      const [method, path = ''] = route.split(' ');
      return path.startsWith('/api') && !isInternal(path) && method !== 'HEAD';
    });
    expect(apiRoutes.filter((route) => !tableRoutes.includes(route)).sort()).toEqual([]);
    expect(tableRoutes.filter((route) => !apiRoutes.includes(route)).sort()).toEqual([]);
    expect(new Set(tableRoutes).size).toBe(tableRoutes.length);
    for (const route of tableRoutes)
      expect(
        apiRoutes.filter((held) => held === route),
        route,
      ).toHaveLength(1);
  });

  it("finds each entry's method and path among the API's routes", () => {
    for (const name of names) {
      const { method, path } = endpointRoute(name);
      expect(api.app.hasRoute({ method, url: fastifyPath(path) }), name).toBe(true);
    }
  });

  it("names in each entry's params exactly the path's {placeholders}", () => {
    for (const name of names) {
      const entry: EndpointSchemas = endpoints[name];
      expect(Object.keys(entry.params?.shape ?? {}).sort(), name).toEqual(
        pathParamNames(endpointRoute(name).path).sort(),
      );
    }
  });

  it('matches the schemas the routes registered, as OpenAPI at /api/docs shows them', async () => {
    const { status, json } = await api.call('GET', '/api/docs/json');
    expect(status).toBe(200);
    for (const name of names) {
      const entry: EndpointSchemas = endpoints[name];
      const { method, path } = endpointRoute(name);
      const operation = json.paths[`/api${path}`]?.[method.toLowerCase()];
      expect(operation, name).toBeDefined();
      const parameters: { in: string; name: string }[] = operation.parameters ?? [];
      const namesIn = (place: string) =>
        parameters
          .filter((parameter) => parameter.in === place)
          .map((parameter) => parameter.name)
          .sort();
      expect(namesIn('path'), name).toEqual(pathParamNames(path).sort());
      expect(namesIn('query'), name).toEqual(Object.keys(entry.query?.shape ?? {}).sort());
      // a JSON body from the entry; an upload's multipart form and a gateway's webhook are drawn by openapi.ts
      expect(operation.requestBody !== undefined, `${name} body`).toBe(
        entry.body !== undefined || name === 'payments.webhook',
      );
      // its successes, then every refusal it can answer (decision 033)
      const expected = entry.answer ? (entry.status ?? [200]).map(String) : ['200'];
      const refusals = errorsOf(name).map((code) => String(apiErrorStatus[code]));
      expect(Object.keys(operation.responses).sort(), name).toEqual([...new Set([...expected, ...refusals])].sort());
      if (entry.answer) {
        const answer = operation.responses[expected[0] as string].content['application/json'].schema;
        expect(answer.required, name).toEqual(['data']);
      }
    }
  });
});
