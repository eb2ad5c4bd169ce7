import type { FastifyPluginAsync } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertNoServerErrors } from './server-errors.ts';
import { startTestApp, type TestApp } from './test-app.ts';

// a route of the test's own that fails as a bug would: an error the code did not mean
const failingRoutes: FastifyPluginAsync = async (app) => {
  app.get('/test/fault', async () => {
    throw new Error('a bug of the test route');
  });
};

let api: TestApp;
beforeAll(async () => {
  api = await startTestApp({ extraApiRoutes: failingRoutes });
});
afterAll(async () => {
  await api?.close();
});

describe('a fault of the server in the API tier', () => {
  it('fails the test during which it was logged, naming the request and the error', async () => {
    const { status } = await api.call('GET', '/api/test/fault');
    expect(status).toBe(500);
    expect(() => assertNoServerErrors()).toThrow(/GET \/api\/test\/fault.*a bug of the test route/);
    // told once: the check after this test finds nothing more
    expect(() => assertNoServerErrors()).not.toThrow();
  });

  it('is not a failure where the test declares it, with its reason', async () => {
    api.allowServerErrors('this test provokes the fault on purpose', /a bug of the test route/);
    expect((await api.call('GET', '/api/test/fault')).status).toBe(500);
  });

  it('is a failure again in the next test: a declaration lasts until its test ends', async () => {
    await api.call('GET', '/api/test/fault');
    expect(() => assertNoServerErrors()).toThrow(/a bug of the test route/);
  });

  it('refuses a declaration without a reason', () => {
    expect(() => api.allowServerErrors(' ')).toThrow(/says why/);
  });
});

// last in the file: what is declared in beforeAll lasts until the file ends
describe('a fault declared for a whole file', () => {
  beforeAll(() => {
    api.allowServerErrors('every test below provokes it on purpose', /a bug of the test route/);
  });

  it('is not a failure in one test', async () => {
    expect((await api.call('GET', '/api/test/fault')).status).toBe(500);
  });

  it('nor in the next', async () => {
    expect((await api.call('GET', '/api/test/fault')).status).toBe(500);
    expect(() => assertNoServerErrors()).not.toThrow();
  });
});
