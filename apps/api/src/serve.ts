import { createServer } from './app/server.ts';
import { ConfigError, checkForSeveralProcesses, checkNodeVersion, checkPaymentGateway, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { runMigrations } from './db/migrate.ts';
import { startBanner, textLogStream } from './http/terminal-log.ts';
import { hasDemoData, seedDemoData } from './seed/seed.ts';
import { openFileStore } from './storage/open-file-store.ts';

// a stop asked for before the server listens (during the migrations or the seed) is kept for then
let stopAsked: string | null = null;
let stop = (reason: string) => {
  stopAsked ??= reason;
};
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => stop(signal));
// the IPC channel of scripts/start.mjs closes when it ends, whatever ended it
process.on('disconnect', () => stop('npm start ended'));

/** npm start: check the configuration, open and migrate the database, seed an empty embedded one, serve. */
async function main() {
  const startedAt = Date.now();
  const config = loadConfig();
  checkPaymentGateway(config);
  const warnings = [...checkNodeVersion(process.versions.node), ...checkForSeveralProcesses(config)];
  const asText = config.logFormat === 'text' || (config.logFormat === 'auto' && process.stdout.isTTY === true);
  const files = openFileStore(config);
  // a wrong bucket, key or endpoint is configuration: say so in one line, as for any other variable
  await files.check().catch((error: Error) => {
    throw new ConfigError(error.message);
  });
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await runMigrations(database);
  const shouldSeed = config.seedDemoData === 'always' || (config.seedDemoData === 'auto' && database.kind === 'pglite');
  if (shouldSeed && !(await hasDemoData(database.db))) {
    const summary = await seedDemoData(database.db, { files });
    const rows = Object.values(summary).reduce((total, count) => total + (Number(count) || 0), 0);
    console.log(asText ? `Loaded the demo data (${rows} rows).` : `Loaded the demo data: ${JSON.stringify(summary)}`);
  }
  files.close();
  const { app, pages, productPages } = await createServer({
    config,
    db: database.db,
    changes: database.changes,
    webBuildDir: config.webBuildDir,
    ...(asText ? { logStream: textLogStream(process.stdout) } : {}),
  });
  for (const warning of warnings) app.log.warn(warning);
  // MEMORY_REPORT_MS: a line on standard output every so often saying where the memory goes (the bench reads it)
  const reportMs = Number(process.env.MEMORY_REPORT_MS ?? 0);
  if (reportMs > 0) {
    setInterval(() => {
      const { rss, heapTotal, heapUsed, external, arrayBuffers } = process.memoryUsage();
      const kept = { keptPages: pages.stats(), productLists: productPages.stats() };
      const report = { rss, heapTotal, heapUsed, external, arrayBuffers, ...kept };
      console.log(`memory ${JSON.stringify(report)}`);
    }, reportMs).unref();
  }

  // a stop (a second signal changes nothing): no new connection, the requests in flight finish within a few
  // seconds and the live streams end (api-plugin's preClose), then the database closes
  let stopping = false;
  const shutdown = async (reason: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${reason}: stopping`);
    const cut = setTimeout(() => {
      app.log.warn('requests still open after 5 s: closing their connections');
      app.server.closeAllConnections();
    }, 5_000);
    const last = setTimeout(() => process.exit(1), 8_000);
    cut.unref();
    last.unref();
    try {
      await app.close();
      await database.close();
    } catch (error) {
      app.log.error({ err: error }, 'stop failed');
      process.exit(1);
    }
    process.exit(0);
  };
  stop = (reason) => void shutdown(reason);
  if (stopAsked) return shutdown(stopAsked);

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await database.close().catch(() => undefined);
    throw error;
  }
  const startedInMs = Date.now() - startedAt;
  if (asText) {
    const facts = {
      port: config.port,
      host: config.host,
      publicUrl: config.publicUrl,
      dataDir: database.kind === 'pglite' ? config.dataDir : undefined,
      databaseUrl: config.databaseUrl,
      files: files.description,
      demo: shouldSeed,
      startedInMs,
    };
    console.log(startBanner(facts).join('\n'));
  } else {
    app.log.info(
      `Serving on port ${config.port} (${database.kind}, files in ${files.description}) after ${startedInMs} ms`,
    );
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
    const port = Number((error as { port?: number }).port ?? process.env.PORT ?? 3000);
    console.error(
      `Port ${port} is already in use (another npm start?). Stop that one, or start on another port: PORT=${port + 1} npm start`,
    );
  } else {
    console.error(error);
  }
  process.exit(1);
});
