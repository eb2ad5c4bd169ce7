import { randomBytes } from 'node:crypto';
import pg from 'pg';

export const TEMPLATE_DATABASE = 'forum_test_template';

export function withDatabaseName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function admin<T>(serverUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** A new database copied from the seeded template, and a way to drop it again. */
export async function createDatabaseFromTemplate(serverUrl: string) {
  const name = `forum_test_${randomBytes(6).toString('hex')}`;
  await admin(serverUrl, (client) => client.query(`create database ${name} template ${TEMPLATE_DATABASE}`));
  return {
    url: withDatabaseName(serverUrl, name),
    drop: () => dropWhenUnused(serverUrl, name),
  };
}

/**
 * Drops a test database once its pool's connections have gone. A forced drop would terminate a
 * connection still closing, and its client would report that as an uncaught error.
 */
async function dropWhenUnused(serverUrl: string, name: string) {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    try {
      await admin(serverUrl, (client) => client.query(`drop database if exists ${name}`));
      return;
    } catch (error) {
      // 55006: object in use; the last connection is still on its way out
      if ((error as { code?: string }).code !== '55006') throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  await admin(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
}
