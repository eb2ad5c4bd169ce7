// The built server for `npm run bench` (scripts/bench.mjs): the build made when missing, a server started and
// stopped, the start-up times against their budget, the checks that it is still up, and a second server to
// compare with (--compare).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {
  describeExit,
  getFreePort,
  hasExited,
  httpGet,
  round,
  startServer,
  stopProcess,
  waitForHealthy,
} from './bench-lib.mjs';
import { budgetRow, log, ms, onCleanup, ROOT, tempDataDir } from './bench-run.mjs';

export const DEFAULT_ENTRY = path.join(ROOT, 'apps/api/dist/main.mjs');
const BUILD_OUTPUTS = [DEFAULT_ENTRY, path.join(ROOT, 'apps/web/build/server/index.js')];

// Upper bounds so a hung build or server cannot keep the bench alive forever.
const BUILD_TIMEOUT_MS = 15 * 60_000;
export const FRESH_START_TIMEOUT_MS = 120_000;
const LATER_START_TIMEOUT_MS = 60_000;

export const START_BUDGETS = { freshStartMs: 20_000, laterStartMs: 5_000 };

function buildIsMissing() {
  return BUILD_OUTPUTS.some((file) => !fs.existsSync(file));
}

export function ensureBuild() {
  if (!buildIsMissing()) return;
  log('build output missing, running `npm run build`');
  const result = spawnSync('npm', ['run', 'build'], {
    cwd: ROOT,
    stdio: ['ignore', 2, 2],
    timeout: BUILD_TIMEOUT_MS,
  });
  if (result.error) throw new Error(`npm run build could not run: ${result.error.message}`);
  if (result.status !== 0) throw new Error(`npm run build failed with exit code ${result.status}`);
  if (buildIsMissing()) throw new Error(`npm run build finished but ${BUILD_OUTPUTS.join(' or ')} is missing`);
}

// Starts the server and waits for /health; on failure the server is stopped before the error propagates.
export async function startAndWait({ entry, port, dataDir, timeoutMs, env = {} }) {
  // An inherited DATABASE_URL would point the server at PostgreSQL and make the DATA_DIR timings meaningless;
  // only the products load asks for it, explicitly.
  const server = startServer({ entry, cwd: ROOT, port, dataDir, env: { DATABASE_URL: '', ...env } });
  const forget = onCleanup(() => server.child.kill('SIGKILL'));
  try {
    const ms = await waitForHealthy(`http://127.0.0.1:${port}`, { ...server, timeoutMs });
    return { child: server.child, logTail: server.logTail, ms: round(ms), forget };
  } catch (err) {
    await stopProcess(server.child, 5_000);
    forget();
    throw err;
  }
}

export async function stopServer(server) {
  const outcome = await stopProcess(server.child);
  server.forget();
  return outcome;
}

// Fresh start on an empty DATA_DIR (creates, migrates and seeds the database), then a restart on the same
// folder. The second server stays up for the other measurements and is returned.
export async function measureStartups(results, entry, laterEnv = {}) {
  const port = await getFreePort();
  const dataDir = tempDataDir('forum-bench-data-');
  results.startup = { port, dataDir };

  log(`fresh start on port ${port} with empty DATA_DIR ${dataDir}`);
  const fresh = await startAndWait({ entry, port, dataDir, timeoutMs: FRESH_START_TIMEOUT_MS });
  results.startup.freshMs = fresh.ms;
  log(`fresh start: ${fresh.ms} ms; stopping it`);
  results.startup.freshStop = await stopServer(fresh);

  log('later start on the same DATA_DIR');
  const later = await startAndWait({ entry, port, dataDir, timeoutMs: LATER_START_TIMEOUT_MS, env: laterEnv });
  results.startup.laterMs = later.ms;
  log(`later start: ${later.ms} ms`);
  return { baseUrl: `http://127.0.0.1:${port}`, server: later };
}

// Checked between measurements: numbers taken against a server that has died (or was rebuilt under it)
// are noise, so the bench stops and says why instead of printing them as results.
export async function assertServerUp(baseUrl, server) {
  if (!server) return assertHealthy(baseUrl);
  const { child, logTail } = server;
  if (!hasExited(child)) return;
  const how = describeExit(child);
  const err = new Error(`server exited during the bench (${how}); later measurements are missing\n${logTail.text()}`);
  err.fatal = true;
  throw err;
}

export async function assertHealthy(baseUrl) {
  const res = await httpGet(`${baseUrl}/health`, { timeoutMs: 5_000 });
  if (res.status !== 200) throw new Error(`${baseUrl}/health answered ${res.status}, expected 200`);
}

// --compare: a second server from the same entry with one variable changed, or from another entry (another
// build), on its own fresh DATA_DIR (the embedded database takes one server per folder).
export async function startOtherServer(compare, entry) {
  const port = await getFreePort();
  const dataDir = tempDataDir('forum-bench-data-');
  const env = compare.name ? { [compare.name]: compare.value } : {};
  const otherEntry = compare.server ? path.resolve(compare.server) : entry;
  const name = compare.name ? `${compare.name}=${compare.value}` : path.relative(ROOT, otherEntry);
  log(`starting the server to compare with (${name}) on port ${port}`);
  const server = await startAndWait({ entry: otherEntry, port, dataDir, timeoutMs: FRESH_START_TIMEOUT_MS, env });
  return { name, env, baseUrl: `http://127.0.0.1:${port}`, server };
}

export function startupRows(results, skipped) {
  const s = results.startup ?? {};
  return [
    startRow('fresh start (empty DATA_DIR)', s.freshMs, START_BUDGETS.freshStartMs, skipped),
    startRow('later start (same DATA_DIR)', s.laterMs, START_BUDGETS.laterStartMs, skipped),
  ];
}

function startRow(metric, value, limit, skipped) {
  return budgetRow(metric, { value, shown: ms(value), op: '<=', limit, text: `<= ${limit} ms` }, skipped);
}
