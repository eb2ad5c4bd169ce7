import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyPluginAsync } from 'fastify';
import { inject } from 'vitest';
import { createServer } from '../app/server.ts';
import { loadConfig } from '../config.ts';
import { openDatabase, pgliteExtensions } from '../db/client.ts';
import { checkAnswersAgainstTheDocument } from './conformance.ts';
import { createDatabaseFromTemplate } from './postgres.ts';
import { watchServerErrors } from './server-errors.ts';

export type TestApp = Awaited<ReturnType<typeof startTestApp>>;

/** The real API on a fresh copy of the seeded database, listening on a free port; call it over HTTP. */
export async function startTestApp(
  options: {
    extraApiRoutes?: FastifyPluginAsync;
    env?: Record<string, string>;
    /** A second process on the PostgreSQL database of this one (its copy stays the first's to drop). */
    sameDatabaseAs?: { databaseUrl: string | undefined };
    /** Keeps the server's log lines (JSON, info level and above) here, for tests of what it writes. */
    log?: string[];
  } = {},
) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const sharedUrl = options.sameDatabaseAs?.databaseUrl;
  const copy = serverUrl && !sharedUrl ? await createDatabaseFromTemplate(serverUrl) : undefined;
  const databaseUrl = sharedUrl ?? copy?.url;
  if (options.sameDatabaseAs && !sharedUrl) throw new Error('only apps on PostgreSQL can share a database');
  const database = databaseUrl
    ? await openDatabase({ databaseUrl })
    : await openDatabase({
        pglite: await PGlite.create({
          loadDataDir: new Blob([readFileSync(inject('templatePath'))]),
          extensions: pgliteExtensions,
        }),
      });
  // mail outbox and private files of this app alone; public uploads shared with the seeded template
  const dataDir = mkdtempSync(join(tmpdir(), 'forum-api-app-'));
  const config = {
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: options.log ? 'info' : 'error', DATA_DIR: dataDir, ...options.env }),
    uploadsDir: inject('uploadsDir'),
  };
  const serverErrors = watchServerErrors();
  const { app, settings, productPages, pictures } = await createServer({
    config,
    db: database.db,
    changes: database.changes,
    // always a log, at error level at least: a fault of the server fails the test that caused it
    logStream: {
      write: (line: string) => {
        options.log?.push(line);
        serverErrors.read(line);
      },
    },
    ...(options.extraApiRoutes ? { extraApiRoutes: options.extraApiRoutes } : {}),
  });
  // every answer any test receives must be the one the OpenAPI document describes (decision 033)
  const conformance = checkAnswersAgainstTheDocument(app);
  app.addHook('onError', async (request) => serverErrors.failed(request.id, `${request.method} ${request.url}`));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  const baseUrl = `http://127.0.0.1:${address.port}`;

  /** A call as the website or an app makes it: OS and LOCALE-CODE headers, JSON in and out. */
  async function call(
    method: string,
    path: string,
    init: { body?: unknown; locale?: 'ar' | 'en'; headers?: Record<string, string> } = {},
  ) {
    const headers: Record<string, string> = { OS: 'wui', 'LOCALE-CODE': init.locale ?? 'en', ...init.headers };
    if (init.body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers,
      ...(init.body !== undefined
        ? { body: typeof init.body === 'string' ? init.body : JSON.stringify(init.body) }
        : {}),
    });
    const text = await response.text();
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    // biome-ignore lint/suspicious/noExplicitAny: tests read answers field by field
    return { status: response.status, headers: response.headers, text, json: json as any };
  }

  return {
    baseUrl,
    app,
    db: database.db,
    /** The PostgreSQL database this app runs on (TEST_DATABASE_URL), for a second app beside it. */
    databaseUrl,
    settings,
    productPages,
    /** The picture jobs of this process (decision 067): `await pictures.drain()` waits for a large upload's variants. */
    pictures,
    call,
    /**
     * This test provokes a fault of the server on purpose (a database stopped, a gateway that fails):
     * its error-level log lines that match are not a failure, until the test ends (or, declared in
     * beforeAll, for the whole file). Say why.
     */
    allowServerErrors: (reason: string, match: RegExp = /./) => serverErrors.allow(reason, match),
    close: async () => {
      await app.close();
      await database.close();
      await copy?.drop();
      rmSync(dataDir, { recursive: true, force: true });
      conformance.assertNone();
      serverErrors.assertNone();
    },
  };
}
