import { ConfigError, checkForSeveralProcesses, checkPaymentGateway, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { runMigrations } from './db/migrate.ts';
import { createServer } from './http/server.ts';
import { hasDemoData, seedDemoData } from './seed/seed.ts';
import { openFileStore } from './storage/open-file-store.ts';

/** npm start: check the configuration, open and migrate the database, seed an empty embedded one, serve. */
async function main() {
  const startedAt = Date.now();
  const config = loadConfig();
  checkPaymentGateway(config);
  const warnings = checkForSeveralProcesses(config);
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
    console.log(`Loaded the demo data: ${JSON.stringify(summary)}`);
  }
  files.close();
  const { app, pages, productPages } = await createServer({
    config,
    db: database.db,
    changes: database.changes,
    webBuildDir: config.webBuildDir,
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

  const shutdown = async (signal: string) => {
    app.log.info(`${signal}: closing`);
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `Serving on port ${config.port} (${database.kind}, files in ${files.description}) after ${Date.now() - startedAt} ms`,
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
