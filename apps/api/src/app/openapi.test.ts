import { apiErrorStatus } from '@forum/contract/api-errors';
import { type EndpointName, endpointPaths, endpointRoute } from '@forum/contract/endpoint-paths';
import { errorsOf } from '@forum/contract/endpoints';
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/test-app.ts';

// The published document (decision 033): valid OpenAPI by an outside validator, the API's paths only,
// every refusal in the error envelope, security by named schemes, request rules as the server checks them.

let api: TestApp;
// biome-ignore lint/suspicious/noExplicitAny: the document is read field by field
let document: any;
beforeAll(async () => {
  api = await startTestApp();
  document = (await api.call('GET', '/api/docs/json')).json;
});
afterAll(async () => {
  await api?.close();
});

const names = Object.keys(endpointPaths) as EndpointName[];
const operationOf = (name: EndpointName) => {
  const { method, path } = endpointRoute(name);
  return document.paths[`/api${path}`]?.[method.toLowerCase()];
};
const bodyOf = (name: EndpointName) => operationOf(name).requestBody.content['application/json'].schema;
const schemaOf = (schema: { $ref?: string }) =>
  schema.$ref ? document.components.schemas[schema.$ref.split('/').pop() as string] : schema;

describe('the OpenAPI document', () => {
  it('is valid OpenAPI (@seriousme/openapi-schema-validator)', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(document));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it("holds the API's endpoints and nothing else: no page, file or catch-all", () => {
    const documented = Object.entries<Record<string, unknown>>(document.paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const table = names.map((name) => {
      const { method, path } = endpointRoute(name);
      return `${method} /api${path}`;
    });
    expect(documented.sort()).toEqual(table.sort());
    expect(Object.keys(document.paths).filter((path) => !path.startsWith('/api/'))).toEqual([]);
  });

  it('lists every refusal of every endpoint in the error envelope, its codes named', () => {
    for (const name of names) {
      const { responses } = operationOf(name);
      for (const code of errorsOf(name)) {
        const response = responses[String(apiErrorStatus[code])];
        expect(response, `${name} ${code}`).toBeDefined();
        expect(response['x-error-codes'], name).toContain(code);
        expect(response.content['application/json'].schema).toEqual({ $ref: '#/components/schemas/ErrorBody' });
      }
    }
    expect(document.components.schemas.ErrorBody.required).toEqual(['errors']);
    expect(Object.keys(operationOf('cart.setQuantity').responses).sort()).toEqual(
      ['200', '400', '401', '403', '404', '409', '413', '415', '500', '503'].sort(),
    );
    expect(operationOf('accounts.login').responses['429']).toBeDefined();
  });

  it('names its security schemes: the session cookie with its XSRF pair, the bearer token, the API key', () => {
    expect(Object.keys(document.components.securitySchemes).sort()).toEqual(
      ['apiKey', 'bearerAuth', 'sessionCookie', 'xsrfHeader'].sort(),
    );
    expect(operationOf('orders.place').security).toEqual([{ sessionCookie: [], xsrfHeader: [] }, { bearerAuth: [] }]);
    expect(operationOf('accounts.profile').security).toEqual([{ sessionCookie: [] }, { bearerAuth: [] }]);
    expect(operationOf('products.list').security[0]).toEqual({});
  });

  it('tells the request rules as the server checks them', () => {
    const register = schemaOf(bodyOf('accounts.register'));
    expect(register.required).toEqual(expect.arrayContaining(['email', 'password', 'confirmPassword']));
    expect(register.properties.email.format).toBe('email');
    expect(register.properties.password.minLength).toBeGreaterThanOrEqual(8);
    expect(register.properties.telephone.pattern ?? register.properties.telephone.description).toBeTruthy();
    expect(schemaOf(bodyOf('wishlist.add')).oneOf).toEqual([
      { required: ['conferenceSession'] },
      { required: ['product'] },
    ]);
    expect(schemaOf(bodyOf('accounts.register')).properties.confirmPassword.description).toMatch(/same as password/);
    const q = operationOf('search.site').parameters.find((parameter: { name: string }) => parameter.name === 'q');
    expect(q.schema.minLength).toBeGreaterThanOrEqual(1);
    const upload = operationOf('uploads.create').requestBody.content['multipart/form-data'].schema;
    expect(upload.required).toEqual(['file']);
    expect(upload.properties.file.format).toBe('binary');
    const webhook = operationOf('payments.webhook').requestBody.content['application/json'].schema;
    expect(webhook.required).toEqual(expect.arrayContaining(['id', 'type', 'data']));
    // money: halalas (two decimals), with its sign (decision 044)
    expect(schemaOf(bodyOf('admin.quoteSpecialOrder')).properties.price).toMatchObject({
      type: 'number',
      multipleOf: 0.01,
      minimum: 0,
      exclusiveMinimum: true,
    });
    expect(schemaOf(bodyOf('admin.adjustWallet')).properties.amount).toMatchObject({
      multipleOf: 0.01,
      not: { enum: [0] },
    });
    const priceMin = operationOf('products.list').parameters.find(
      (parameter: { name: string }) => parameter.name === 'priceMin',
    );
    expect(priceMin.schema).toMatchObject({ type: 'number', minimum: 0, multipleOf: 0.01 });
  });
});
