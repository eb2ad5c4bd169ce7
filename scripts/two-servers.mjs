// What the two-process check (scripts/two-process-check.mjs) and the stream bench (scripts/bench-streams.mjs)
// share: a new database on a PostgreSQL server, two built servers on it (A migrates and seeds the demo data,
// B starts on what A made), each with its own DATA_DIR under one temporary folder, and the clean-up (servers
// stopped, database dropped, folder removed), also when the deadline passes first.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const root = fileURLToPath(new URL('..', import.meta.url));
/** The built server; SERVER_ENTRY: another build of it (a helper's own, beside apps/api/dist). */
export const serverEntry = process.env.SERVER_ENTRY ?? join(root, 'apps/api/dist/main.mjs');

async function freePort() {
  const server = net.createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * Two servers on one new database of the PostgreSQL server `serverUrl`.
 * - label: names the temporary folder (forum-<label>-…) and the database (forum_<label>_<hex>)
 * - deadlineMs, gaveUp: past the deadline, `<gaveUp> after N s` is printed, all is cleaned up, exit 1
 * - beforeStop, afterStop: the caller's own clean-up, before the servers are stopped and after
 * Returns the temporary folder (`work`), the database's name and URL, `servers` (those started so far,
 * to show their output when something fails), `start(env)` and `cleanUp()`.
 */
export function twoServers({ serverUrl, label, deadlineMs, gaveUp, beforeStop, afterStop }) {
  const work = mkdtempSync(join(tmpdir(), `forum-${label}-`));
  const databaseName = `forum_${label.replaceAll('-', '_')}_${randomBytes(4).toString('hex')}`;
  const url = new URL(serverUrl);
  url.pathname = `/${databaseName}`;
  const databaseUrl = url.toString();
  const children = [];
  const servers = [];

  async function admin(sql) {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      return await client.query(sql);
    } finally {
      await client.end();
    }
  }

  /** One built server process; its output is kept to show when something fails. */
  async function startServer(name, env) {
    const port = await freePort();
    const output = [];
    const child = spawn(process.execPath, [serverEntry], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: join(work, name) },
    });
    children.push(child);
    for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => output.push(String(chunk)));
    const base = `http://127.0.0.1:${port}`;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${name} stopped (${child.exitCode}):\n${output.join('')}`);
      const health = await fetch(`${base}/health`).catch(() => null);
      if (health?.status === 200) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const server = { name, base, output, pid: child.pid };
    servers.push(server);
    return server;
  }

  /** Makes the database and starts A (which migrates and seeds) then B, both in production with `env`. */
  async function start(env) {
    await admin(`create database ${databaseName}`);
    const shared = { NODE_ENV: 'production', LOG_LEVEL: 'warn', DATABASE_URL: databaseUrl, ...env };
    const a = await startServer('A', { ...shared, SEED_DEMO_DATA: 'always' });
    const b = await startServer('B', { ...shared, SEED_DEMO_DATA: 'never' });
    return [a, b];
  }

  async function cleanUp() {
    clearTimeout(deadline);
    await beforeStop?.();
    await Promise.all(
      children.map(
        (child) =>
          new Promise((resolve) => {
            if (child.exitCode !== null) return resolve();
            child.once('exit', resolve);
            child.kill('SIGTERM');
          }),
      ),
    );
    await afterStop?.();
    await admin(`drop database if exists ${databaseName} with (force)`).catch(() => undefined);
    rmSync(work, { recursive: true, force: true });
  }

  const deadline = setTimeout(() => {
    console.error(`${gaveUp} after ${deadlineMs / 1000} s`);
    void cleanUp().then(() => process.exit(1));
  }, deadlineMs);

  return { work, databaseName, databaseUrl, servers, start, cleanUp };
}

/**
 * Opens GET /api/stream on `server` as a browser's EventSource would and hands each event block to
 * `onEvent({ id, event, data })` (`data` as sent, a string). Returns the response and `close()`; throws
 * nothing while reading: a closed stream ends the loop.
 */
export async function openEventStream(server, token, onEvent, headers = {}) {
  const controller = new AbortController();
  const response = await fetch(`${server.base}/api/stream`, {
    headers: { OS: 'wui', 'LOCALE-CODE': 'en', authorization: `Bearer ${token}`, ...headers },
    signal: controller.signal,
  });
  const reading = (async () => {
    if (response.status !== 200) return;
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of response.body) {
        buffer += decoder.decode(chunk, { stream: true });
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const field = (name) =>
            block
              .split('\n')
              .find((line) => line.startsWith(`${name}: `))
              ?.slice(name.length + 2);
          onEvent({ id: field('id'), event: field('event'), data: field('data') });
        }
      }
    } catch {
      // closed
    }
  })();
  return {
    response,
    async close() {
      controller.abort();
      await reading;
    },
  };
}
