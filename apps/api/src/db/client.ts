import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { type ChangeFeed, createLocalChangeFeed, createPostgresChangeFeed } from './change-feed.ts';
import * as schema from './schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/**
 * PostgreSQL settings of the embedded database (decision 041). PGlite runs PostgreSQL inside WebAssembly, whose
 * memory can grow but never shrink, and PostgreSQL touches all of its shared buffers when it starts: the default
 * 128 MB stayed resident for good, although the demo database is some 12 MB. 32 MB holds a database more than
 * twice that size; a larger one reads the rest through the file system (the operating system's cache).
 */
export const PGLITE_SHARED_BUFFERS = '32MB';

/** PGlite's own start-up arguments with the settings above; given on the command line, they win over postgresql.conf. */
export function pgliteStartParams(): string[] {
  return [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`];
}

/**
 * The extensions the migrations create: pg_trgm, for the search index (decision 046). Every PGlite of the
 * project (the server's, the tests', the bench's) is made with them, or `create extension` fails.
 */
export const pgliteExtensions = { pg_trgm };

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
    client = await PGlite.create(dir, { startParams: pgliteStartParams(), extensions: pgliteExtensions });
  }
  const pglite = client;
  const db = drizzlePglite(pglite, { schema }) as unknown as Db;
  const changes = createLocalChangeFeed((channel, callback) => pglite.listen(channel, callback));
  return { db, kind: 'pglite', changes, close: () => pglite.close() };
}
