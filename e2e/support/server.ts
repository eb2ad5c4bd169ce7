import { existsSync, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { createServer } from '../../apps/api/src/app/server.ts';
import { loadConfig } from '../../apps/api/src/config.ts';
import { openDatabase, pgliteExtensions } from '../../apps/api/src/db/client.ts';
import { runMigrations } from '../../apps/api/src/db/migrate.ts';
import { seedDemoData } from '../../apps/api/src/seed/seed.ts';
import { openFileStore } from '../../apps/api/src/storage/open-file-store.ts';
import { startSmtpServer } from './smtp.ts';

const webBuildDir = process.env.WEB_BUILD_DIR ?? fileURLToPath(new URL('../../apps/web/build', import.meta.url));

export type E2eServer = Awaited<ReturnType<typeof startServer>>;

/**
 * One real server for every browser test (the test files share this module): the built website,
 * the API, and a freshly seeded embedded database. Tests reach the settings service directly to
 * switch maintenance on and off.
 */
async function startServer() {
  if (!existsSync(join(webBuildDir, 'server/index.js'))) {
    throw new Error('No website build: run `npm run build` before the browser tests');
  }
  const folder = mkdtempSync(join(tmpdir(), 'forum-e2e-'));
  // email goes over SMTP to a real server the tests read from
  const mail = await startSmtpServer();
  const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'info', DATA_DIR: folder, SMTP_URL: mail.url });
  mkdirSync(config.uploadsDir, { recursive: true });
  const pglite = await PGlite.create({ extensions: pgliteExtensions });
  const database = await openDatabase({ pglite });
  await runMigrations(database);
  await seedDemoData(database.db, { files: openFileStore(config) });
  // the server's log, kept in memory: tests check what it would have written (never a password)
  const log: string[] = [];
  const { app, settings } = await createServer({
    config,
    db: database.db,
    // the live stream hears what committed transactions announce on the database's own feed (decision 037)
    changes: database.changes,
    webBuildDir,
    logStream: { write: (line) => void log.push(line) },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return { baseUrl: `http://127.0.0.1:${address.port}`, settings, db: database.db, mail, log };
}

let server: Promise<E2eServer> | undefined;

export function getServer(): Promise<E2eServer> {
  server ??= startServer();
  return server;
}
