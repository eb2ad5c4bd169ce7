// `npm run bench -- --console` (issue 33's budget): the staff console's lists on PostgreSQL with 10,000 rows
// each. A database of its own on DATABASE_URL's (or TEST_DATABASE_URL's) server is migrated and seeded by the
// built server, then 10,000 customers and 10,000 audit entries are generated into it. Logged in as the demo's
// staff member, autocannon asks for a filtered, sorted page of each list (1 connection, what one staff member
// feels, then 10 at once; 5 s × 3 rounds, each round every target in turn, a built script under /assets/ as the
// ceiling); the budget is p99 under 100 ms.
// Then the CSV export: 90,000 more customers are generated (100,000 in all, 9 MB of CSV), and the export of
// every customer is read once while the server's resident memory is sampled. It streams when its first bytes
// arrive before half of the whole time (a server that read every row before sending answered its first byte
// after four fifths of it) and the server grows by less than the file (holding the rows grew it by about
// 100 MB, ten times the file; resident memory is a high-water mark, so this half of the check only tells on a
// process that has not held that much before). `--export-only` skips the lists' rounds.
//
// Prints a table and writes bench-results/bench-console-<timestamp>.json. Measures, does not gate: exits 1 only
// when a measurement could not be made.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import {
  checkBudget,
  describeLoopbackDatabaseUrl,
  formatTable,
  getFreePort,
  median,
  round,
  runAutocannon,
  startServer,
  stopProcess,
  waitForHealthy,
} from './bench-lib.mjs';
import { resolveTargets } from './bench-pages.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ENTRY = path.join(ROOT, 'apps/api/dist/main.mjs');
const AUTOCANNON_BIN = path.join(ROOT, 'node_modules/.bin/autocannon');
const RESULTS_DIR = path.join(ROOT, 'bench-results');

const LOAD = { connections: 10, durationS: 5, warmupS: 2, rounds: 3 };
/** One staff member at a time (what a page feels), then ten at once (the team on a busy morning). */
const CONNECTIONS = [1, LOAD.connections];
const ROWS = 10_000;
/** The customers of the export's check: the file must be big enough for holding it to show. */
const EXPORT_ROWS = 100_000;
const BUDGET_P99_MS = 100;
/** The export streams: its first byte comes before this share of its time, the server grows by less than this share of the file. */
const EXPORT_FIRST_BYTE_SHARE = 0.5;
const EXPORT_GROWTH_SHARE = 1;
const TARGETS = [
  { name: 'users: customers, newest first, page 7', path: '/api/admin/users?type=customer&sort=-createdAt&page=7' },
  { name: 'users: search, by email', path: '/api/admin/users?q=bench-77&sort=email' },
  { name: 'audit: one kind of record, page 5', path: '/api/admin/audit?entity=booth&sort=-createdAt&page=5' },
  { name: 'audit: search, by record id', path: '/api/admin/audit?q=477' },
];
const EXPORT_ONLY = process.argv.includes('--export-only');

function log(message) {
  process.stderr.write(`[bench-console ${new Date().toISOString().slice(11, 19)}] ${message}\n`);
}

const cleanups = [];
async function runCleanups() {
  for (const cleanup of cleanups.splice(0).reverse()) {
    try {
      await cleanup();
    } catch (err) {
      log(`cleanup failed: ${err.message}`);
    }
  }
}

async function startBuiltServer(env, dataDir) {
  const port = await getFreePort();
  const server = startServer({ entry: ENTRY, cwd: ROOT, port, dataDir, env });
  const stop = () => stopProcess(server.child);
  cleanups.push(stop);
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealthy(baseUrl, { ...server, timeoutMs: 180_000 });
  return { baseUrl, stop, pid: server.child.pid };
}

async function generate(client) {
  const t0 = Date.now();
  await client.query(`insert into users (type, account_kind, email, first_name, last_name, telephone, locale, created_at)
    select 'customer', 'individual', 'bench-' || i || '@example.test', 'Customer', 'No. ' || i, '+9665' || lpad(i::text, 8, '0'),
      case when i % 3 = 0 then 'en' else 'ar' end, now() - i * interval '7 minutes'
    from generate_series(1, ${ROWS}) as i`);
  await client.query(`insert into audit_log (actor_id, actor_email, entity, entity_id, action, before, after, created_at)
    select (select id from users where email = 'staff@forum.test' limit 1), 'staff@forum.test',
      (array['session', 'booth', 'user', 'setting'])[1 + i % 4], (i % 500)::text, 'update',
      jsonb_build_object('title', 'Before ' || i), jsonb_build_object('title', 'After ' || i), now() - i * interval '3 minutes'
    from generate_series(1, ${ROWS}) as i`);
  await client.query('vacuum analyze');
  return { ms: Date.now() - t0, users: ROWS, audit: ROWS };
}

/** The export's customers: the lists' 10,000 and 90,000 more, older, in the same pattern. */
async function generateForExport(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const t0 = Date.now();
    await client.query(`insert into users (type, account_kind, email, first_name, last_name, telephone, locale, created_at)
      select 'customer', 'individual', 'bench-' || i || '@example.test', 'Customer', 'No. ' || i, '+9665' || lpad(i::text, 8, '0'),
        case when i % 3 = 0 then 'en' else 'ar' end, now() - i * interval '7 minutes'
      from generate_series(${ROWS + 1}, ${EXPORT_ROWS}) as i`);
    await client.query('vacuum analyze users');
    return Date.now() - t0;
  } finally {
    await client.end();
  }
}

async function staffToken(baseUrl) {
  const response = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', OS: 'wui', 'LOCALE-CODE': 'en' },
    body: JSON.stringify({ email: 'staff@forum.test', password: 'Forum@2026' }),
  });
  const body = await response.json();
  const token = body?.data?.authorization?.accessToken;
  if (!token) throw new Error(`the staff login answered ${response.status}: ${JSON.stringify(body).slice(0, 300)}`);
  return token;
}

function residentKb(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
}

/** Reads the CSV export once, sampling the server's resident memory every 20 ms. */
async function measureExport(baseUrl, headers, pid) {
  const before = residentKb(pid);
  let peak = before;
  const timer = setInterval(() => {
    peak = Math.max(peak, residentKb(pid));
  }, 20);
  const t0 = performance.now();
  try {
    const response = await fetch(`${baseUrl}/api/admin/users.csv?type=customer&sort=-createdAt`, { headers });
    if (response.status !== 200) throw new Error(`the export answered ${response.status}`);
    let firstByteMs = null;
    let bytes = 0;
    let lines = 0;
    for await (const chunk of response.body) {
      firstByteMs ??= performance.now() - t0;
      bytes += chunk.length;
      for (const byte of chunk) if (byte === 10) lines += 1;
    }
    return {
      firstByteMs: round(firstByteMs ?? 0, 1),
      totalMs: round(performance.now() - t0, 1),
      bytes,
      rows: lines - 1,
      residentGrowthKb: peak - before,
    };
  } finally {
    clearInterval(timer);
  }
}

async function measure(baseUrl, token, pid, databaseUrl) {
  const headers = { authorization: `Bearer ${token}`, OS: 'wui', 'accept-encoding': 'br' };
  const [ceiling] = await resolveTargets(baseUrl);
  const targets = [{ name: 'ceiling', path: ceiling.path }, ...TARGETS];
  const found = {};
  for (const target of TARGETS) {
    const response = await fetch(`${baseUrl}${target.path}`, { headers });
    if (response.status !== 200) throw new Error(`${target.path} answered ${response.status}`);
    found[target.name] = (await response.json()).data.pagination.total;
  }
  log(`found ${JSON.stringify(found)}`);
  const options = (target, durationS, connections = LOAD.connections) => ({
    bin: AUTOCANNON_BIN,
    url: `${baseUrl}${target.path}`,
    connections,
    durationS,
    headers,
  });
  if (!EXPORT_ONLY) for (const target of targets) await runAutocannon(options(target, LOAD.warmupS));
  const runs = [];
  for (let roundNo = 1; roundNo <= (EXPORT_ONLY ? 0 : LOAD.rounds); roundNo++) {
    for (const target of targets) {
      // the ceiling at ten connections only: it says what the machine could do at that moment
      for (const connections of target.name === 'ceiling' ? [LOAD.connections] : CONNECTIONS) {
        const run = await runAutocannon(options(target, LOAD.durationS, connections));
        runs.push({ target: target.name, connections, round: roundNo, ...run });
        log(
          `round ${roundNo} ${target.name} × ${connections}: ${run.requestsPerSec} req/s, p99 ${run.latencyP99Ms} ms`,
        );
      }
    }
  }
  const generatedMs = await generateForExport(databaseUrl);
  log(`generated ${EXPORT_ROWS - ROWS} more customers for the export in ${generatedMs} ms`);
  const exported = await measureExport(baseUrl, headers, pid);
  log(`export: ${JSON.stringify(exported)}`);
  return { found, runs, exported, targets };
}

const range = (values) => {
  const low = Math.min(...values);
  const high = Math.max(...values);
  return low === high ? `${low}` : `${low}–${high}`;
};

function report({ runs, exported, targets }) {
  const rows = [];
  for (const [target, connections] of (EXPORT_ONLY ? [] : targets).flatMap((target) =>
    (target.name === 'ceiling' ? [LOAD.connections] : CONNECTIONS).map((connections) => [target, connections]),
  )) {
    const mine = runs.filter((run) => run.target === target.name && run.connections === connections);
    const rps = mine.map((run) => run.requestsPerSec);
    const p99 = mine.map((run) => run.latencyP99Ms);
    const bad = mine.reduce((sum, run) => sum + (run.non2xx ?? 0) + (run.errors ?? 0) + (run.timeouts ?? 0), 0);
    const isList = target.name !== 'ceiling';
    const pass = checkBudget(median(p99), '<', BUDGET_P99_MS);
    rows.push({
      metric: `${target.name} (${connections} connection${connections === 1 ? '' : 's'})`,
      value: `${round(median(rps), 1)} req/s (${range(rps)}), p99 ${median(p99)} ms (${range(p99)})`,
      budget: isList ? `p99 < ${BUDGET_P99_MS} ms` : '',
      result: isList ? `${pass ? 'pass' : 'FAIL'}${bad ? ` (${bad} bad answers)` : ''}` : '',
    });
  }
  const grewLittle = checkBudget(exported.residentGrowthKb * 1024, '<', exported.bytes * EXPORT_GROWTH_SHARE);
  const firstEarly = checkBudget(exported.firstByteMs, '<', exported.totalMs * EXPORT_FIRST_BYTE_SHARE);
  rows.push({
    metric: `CSV export of ${exported.rows} customers`,
    value: `first byte ${exported.firstByteMs} ms, all ${exported.totalMs} ms, ${round(exported.bytes / 1024 / 1024, 1)} MB; server grew ${round(exported.residentGrowthKb / 1024, 1)} MB`,
    budget: `streams: first byte < ${EXPORT_FIRST_BYTE_SHARE * 100}% of the time, grows < ${EXPORT_GROWTH_SHARE * 100}% of the file`,
    result:
      grewLittle && firstEarly ? 'pass' : `FAIL${firstEarly ? '' : ' (first byte late)'}${grewLittle ? '' : ' (grew)'}`,
  });
  return rows;
}

async function main() {
  if (process.argv.includes('--help') || process.argv.includes('-h')) {
    process.stdout.write(
      'Usage: npm run bench -- --console\n\n' +
        '  The staff console lists (people, audit log) with 10,000 rows each on PostgreSQL (DATABASE_URL or\n' +
        '  TEST_DATABASE_URL: a server on this machine; a database of its own is created there and dropped),\n' +
        '  p99 of a filtered, sorted page against a built script, and the CSV export of 100,000 customers streamed.\n' +
        '  Needs `npm run build`.\n\n' +
        "  --export-only   the export's check alone (no rounds on the lists)\n",
    );
    return 0;
  }
  if (!fs.existsSync(ENTRY)) throw new Error('no build: run `npm run build` first');
  const serverUrl = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('set DATABASE_URL or TEST_DATABASE_URL to a PostgreSQL server on this machine');
  const shown = describeLoopbackDatabaseUrl(serverUrl);
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'forum-bench-console-'));
  cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const name = `forum_bench_console_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  cleanups.push(async () => {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    log(`dropped the database ${name}`);
  });
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const secret = process.env.PAYMENT_SANDBOX_SECRET || crypto.randomBytes(32).toString('hex');
  const env = { DATABASE_URL: url.toString(), PAYMENT_SANDBOX_SECRET: secret };
  log(`PostgreSQL (${shown}), database ${name}: migrating and seeding the demo data`);
  const first = await startBuiltServer({ ...env, SEED_DEMO_DATA: 'always' }, dataDir);
  await first.stop();
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  let generated;
  try {
    generated = await generate(client);
    log(`generated ${ROWS} customers and ${ROWS} audit entries in ${generated.ms} ms`);
  } finally {
    await client.end();
  }
  const server = await startBuiltServer({ ...env, SEED_DEMO_DATA: 'never' }, dataDir);
  const measured = await measure(server.baseUrl, await staffToken(server.baseUrl), server.pid, url.toString());
  await server.stop();

  const rows = report(measured);
  const results = { stamp, load: LOAD, cores: os.cpus().length, loadAverage: os.loadavg(), generated, ...measured };
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  const file = path.join(RESULTS_DIR, `bench-console-${stamp}.json`);
  fs.writeFileSync(file, `${JSON.stringify({ ...results, report: rows }, null, 2)}\n`);
  process.stdout.write(
    `\nThe console's lists, ${ROWS} rows each, on PostgreSQL (${CONNECTIONS.join(' and ')} connections, ${LOAD.durationS} s × ${LOAD.rounds} rounds; median (lowest–highest); ${os.cpus().length} cores, load average ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')} at the end)\n\n`,
  );
  process.stdout.write(`${formatTable(rows)}\n\n${path.relative(ROOT, file)}\n`);
  return 0;
}

let code = 1;
try {
  code = await main();
} catch (err) {
  log(`failed: ${err.stack ?? err.message}`);
} finally {
  await runCleanups();
}
process.exit(code);
