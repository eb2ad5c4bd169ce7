import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { type ChangeFeed, createLocalChangeFeed, createPostgresChangeFeed } from './change-feed.ts';
import * as schema from './schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** What the processes on this database tell each other to forget; it connects on first use. */
  changes: ChangeFeed;
  close: () => Promise<void>;
};

/** A PostgreSQL server when a URL is given, otherwise PGlite under DATA_DIR (or a given PGlite). */
export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir?: string;
  pglite?: PGlite;
}): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // an idle connection the server closes (restart, failover) is dropped from the pool, not fatal
    pool.on('error', (error) => console.error(`database connection lost: ${error.message}`));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    const changes = createPostgresChangeFeed({ connectionString: options.databaseUrl, pool });
    const close = async () => {
      await changes.close();
      await pool.end();
    };
    return { db, kind: 'postgres', changes, close };
  }
  let client = options.pglite;
  if (!client) {
    if (!options.dataDir) throw new Error('openDatabase needs a databaseUrl, a dataDir or a PGlite');
    const dir = join(options.dataDir, 'pgdata');
    mkdirSync(dir, { recursive: true });
    client = await PGlite.create(dir);
  }
  const pglite = client;
  const db = drizzlePglite(pglite, { schema }) as unknown as Db;
  const changes = createLocalChangeFeed((channel, callback) => pglite.listen(channel, callback));
  return { db, kind: 'pglite', changes, close: () => pglite.close() };
}
