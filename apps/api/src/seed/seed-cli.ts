import { ConfigError, loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { runMigrations } from '../db/migrate.ts';
import { openFileStore } from '../storage/open-file-store.ts';
import { hasDemoData, seedDemoData, truncateAllTables } from './seed.ts';

/** `npm run db:seed [-- --reset]`: loads the demo data set into the configured database. */
async function main(): Promise<void> {
  const reset = process.argv.includes('--reset');
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const files = openFileStore(config);
  try {
    await runMigrations(database);
    if (await hasDemoData(database.db)) {
      if (!reset) {
        console.log('The database already has data; nothing was seeded. Run with --reset to replace it.');
        return;
      }
      await truncateAllTables(database.db);
      console.log('Emptied every table (--reset).');
    }
    const started = performance.now();
    const summary = await seedDemoData(database.db, { files });
    const seconds = ((performance.now() - started) / 1000).toFixed(2);
    console.log(`Seeded the demo data set into ${database.kind} in ${seconds} s:`);
    console.table(summary);
  } finally {
    files.close();
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exitCode = 1;
});
