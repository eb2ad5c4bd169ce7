import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { type Database, openDatabase, pgliteExtensions } from '../db/client.ts';
import { runMigrations } from '../db/migrate.ts';
import { seedDemoData } from '../seed/seed.ts';
import type { FileStore } from '../storage/file-store.ts';
import { createFolderStore } from '../storage/folder-store.ts';
import { TEMPLATE_DATABASE, withDatabaseName } from './postgres.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    templatePath: string;
    uploadsDir: string;
  }
}

/**
 * Creating and seeding a database costs seconds; copying a seeded one costs less than one. So the
 * suite migrates and seeds once: a PGlite snapshot by default, or a template database on the
 * PostgreSQL server named by TEST_DATABASE_URL, and every test file starts from a copy of it.
 */
export default async function setup(project: TestProject) {
  const folder = mkdtempSync(join(tmpdir(), 'forum-api-test-'));
  const uploadsDir = join(folder, 'uploads');
  mkdirSync(uploadsDir, { recursive: true });
  project.provide('uploadsDir', uploadsDir);
  const files = createFolderStore({ public: uploadsDir, private: join(folder, 'private-uploads') });

  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${TEMPLATE_DATABASE}`);
    await admin.query(`create database ${TEMPLATE_DATABASE}`);
    await admin.end();
    await seedInto(await openDatabase({ databaseUrl: withDatabaseName(serverUrl, TEMPLATE_DATABASE) }), files);
    project.provide('templatePath', '');
  } else {
    const pglite = await PGlite.create({ extensions: pgliteExtensions });
    await seedInto(await openDatabase({ pglite }), files, false);
    const dump = await pglite.dumpDataDir('gzip');
    const templatePath = join(folder, 'template.tar.gz');
    writeFileSync(templatePath, Buffer.from(await dump.arrayBuffer()));
    await pglite.close();
    project.provide('templatePath', templatePath);
  }
  return () => rmSync(folder, { recursive: true, force: true });
}

async function seedInto(database: Database, files: FileStore, shouldClose = true) {
  await runMigrations(database);
  await seedDemoData(database.db, { files });
  if (shouldClose) await database.close();
}
