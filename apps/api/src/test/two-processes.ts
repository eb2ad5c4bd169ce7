import { afterAll, beforeAll } from 'vitest';
import { startTestApp, type TestApp } from './test-app.ts';

/**
 * Two servers on one PostgreSQL database, each with its own pool and caches: what two processes behind a
 * load balancer are (decision 066). Started before the file's tests, closed after them; read `a` and `b`
 * in a test. For `*.postgres.test.ts` files: PGlite is one process.
 */
export function twoProcesses(): { a: TestApp; b: TestApp } {
  const apps = {} as { a: TestApp; b: TestApp };
  beforeAll(async () => {
    apps.a = await startTestApp();
    apps.b = await startTestApp({ sameDatabaseAs: apps.a });
  });
  afterAll(async () => {
    await apps.b?.close();
    await apps.a?.close();
  });
  return apps;
}
