import { defineConfig } from 'vitest/config';

// Three tiers (docs/product/code-style.md): unit tests beside the code, API tests against the real app on PGlite
// over HTTP, and browser tests in e2e/ against one built server. Files run one at a time in the
// slower tiers: the machine has two cores and each file holds a database or a browser.
export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias: { '~': new URL('./apps/web/app', import.meta.url).pathname } },
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'apps/*/app/**/*.test.{ts,tsx}', 'apps/api/src/**/*.unit.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts'],
          // what only PostgreSQL has (several processes on one database) runs in its pass only, not skipped
          exclude: [
            'apps/api/src/**/*.unit.test.ts',
            ...(process.env.TEST_DATABASE_URL ? [] : ['apps/api/src/**/*.postgres.test.ts']),
          ],
          globalSetup: ['apps/api/src/test/global-setup.ts'],
          // a test during which the server logged a fault it did not declare fails (test/server-errors.ts)
          setupFiles: ['apps/api/src/test/server-errors-setup.ts'],
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/tests/**/*.test.ts'],
          globalSetup: ['e2e/support/global-setup.ts'],
          fileParallelism: false,
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // a page's answer on a shared machine under load: expect.poll waits up to 10 s, not vitest's 1 s
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
