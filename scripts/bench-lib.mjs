// Helpers for scripts/bench.mjs: statistics, HTTP timing, process control and the report table.
// Kept free of Lighthouse so they can be imported (and tried out) without launching a browser.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import http from 'node:http';
import net from 'node:net';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { SERVER_ENV, SERVER_NODE_ARGS } from './start.mjs';

export const USAGE = `Usage: npm run bench -- [options]

  --skip-lighthouse   do not run Lighthouse (no scores, no JS bytes)
  --skip-load         do not run the autocannon throughput comparison
  --load-products     GET /api/products at a fixed 500 req/s from a second process: achieved req/s, p50 and
                      p99 against the 50 ms ceiling; on PostgreSQL when DATABASE_URL is set (a seeded
                      database on this machine: DATABASE_URL=... npm run db:seed), otherwise on PGlite
  --load-pages        guest pages against a built script (the ceiling) in one run, 10 connections, brotli
                      accepted: req/s, p99 and share of the ceiling for /, /products, a product page and
                      the agenda in both languages; then the server's memory idle and at its peak under a
                      minute of mixed load; also on PostgreSQL when DATABASE_URL is set (a seeded database)
  --bundle            what each page's script is made of (build/bundle-report.json): compressed bytes per
                      page against 100 KB, by part (React, React Router, the site's code, its styles, the
                      contract) and by module; the pages of --pages, or the five of --real
  --runs N            Lighthouse runs per page (default 3; the median is reported)
  --url URL           measure an already running server, e.g. http://127.0.0.1:3000 (skips build and start timings)
  --server FILE       server entry to start (default apps/api/dist/main.mjs; a missing default is built first)
  --pages LIST        comma-separated paths for Lighthouse, TTFB and --real (default /,/en for Lighthouse;
                      for --real the agenda, the home page in both languages, /products and a product page)
  --as EMAIL          Lighthouse's requests carry this demo account's session (password Forum@2026): personal
                      pages as their owner sees them, e.g. --as customer@forum.test --pages /account/balance
  --real              load the pages in Debian's Chromium as a phone on a slow network (150 ms round trip,
                      1.5 Mbit/s down, 750 kbit/s up, processor 4x slower), cold cache each load: median and
                      ceiling of first contentful paint, largest contentful paint, time until the page has
                      hydrated, and script bytes transferred
  --real-runs N       loads per page and server for --real after a warm-up (default 5)
  --compare NAME=VAL  start a second server from the same build with NAME=VAL in its environment, or
  --compare FILE      from another server entry (another build's apps/api/dist/main.mjs, the code before a
                      change); Lighthouse and --real run each page on both servers in turn, alternating which
                      goes first, and --real prints the difference run by run
  --streams           only the live stream's budget (scripts/bench-streams.mjs): two servers on TEST_DATABASE_URL's
                      PostgreSQL, 200 open streams, message-to-stream p50/p99, memory per open stream
  -h, --help          show this help`;

// ---------------------------------------------------------------- arguments

export function parseCliArgs(argv) {
  const { values } = parseArgs({
    args: argv,
    options: {
      'skip-lighthouse': { type: 'boolean', default: false },
      'skip-load': { type: 'boolean', default: false },
      'load-products': { type: 'boolean', default: false },
      'load-pages': { type: 'boolean', default: false },
      bundle: { type: 'boolean', default: false },
      runs: { type: 'string', default: '3' },
      url: { type: 'string' },
      server: { type: 'string' },
      pages: { type: 'string' },
      as: { type: 'string' },
      real: { type: 'boolean', default: false },
      'real-runs': { type: 'string', default: '5' },
      compare: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
    strict: true,
  });
  const runs = parseRuns('--runs', values.runs);
  const realRuns = parseRuns('--real-runs', values['real-runs']);
  const compare = values.compare ? parseCompare(values.compare) : null;
  if (compare && values.url) throw new Error('--compare starts its servers from the build: leave out --url');
  return {
    skipLighthouse: values['skip-lighthouse'],
    skipLoad: values['skip-load'],
    loadProducts: values['load-products'],
    loadPages: values['load-pages'],
    bundle: values.bundle,
    runs,
    url: values.url ? normaliseLoopbackUrl(values.url) : null,
    server: values.server ?? null,
    // null: each measurement's own default pages
    pages: values.pages === undefined ? null : parsePages(values.pages),
    // a demo account whose session Lighthouse's requests carry (its pages as the owner sees them)
    as: values.as ?? null,
    real: values.real,
    realRuns,
    compare,
    help: values.help,
  };
}

function parseRuns(option, raw) {
  const runs = Number(raw);
  if (!Number.isInteger(runs) || runs < 1 || runs > 20)
    throw new Error(`${option} must be an integer 1..20, got ${raw}`);
  return runs;
}

// NAME=VALUE for the second server's environment, or the path of its entry; a database URL would take it off the
// bench's own database.
export function parseCompare(raw) {
  const match = /^([A-Z][A-Z0-9_]*)=(.*)$/.exec(raw);
  if (!match) {
    if (/\.(mjs|js)$/.test(raw)) return { server: raw };
    throw new Error(`--compare must read NAME=VALUE or name a server entry (.mjs), got ${raw}`);
  }
  const [, name, value] = match;
  if (['DATABASE_URL', 'DATA_DIR', 'PORT', 'HOST'].includes(name)) throw new Error(`--compare cannot set ${name}`);
  return { name, value };
}

export function parsePages(raw) {
  const pages = raw
    .split(',')
    .map((page) => page.trim())
    .filter(Boolean);
  if (pages.length === 0 || pages.some((page) => !page.startsWith('/')))
    throw new Error(`--pages must list paths starting with /, got ${raw}`);
  return pages;
}

// The bench must never send traffic off the machine, so a --url has to point at loopback.
export function normaliseLoopbackUrl(raw) {
  let url;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`--url is not a URL: ${raw}`);
  }
  if (url.protocol !== 'http:') throw new Error(`--url must be http://, got ${url.protocol}`);
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname)) {
    throw new Error(`--url must be a loopback address (127.0.0.1), got ${url.hostname}`);
  }
  return url.origin;
}

// The server the bench starts must not reach off the machine either: a PostgreSQL URL has to name loopback
// (or a Unix socket). Returns it without its password, as the report shows it.
export function describeLoopbackDatabaseUrl(raw) {
  let url;
  try {
    url = new URL(raw);
  } catch {
    throw new Error('DATABASE_URL is not a URL');
  }
  if (!['postgres:', 'postgresql:'].includes(url.protocol)) {
    throw new Error(`DATABASE_URL must start with postgres://, got ${url.protocol}`);
  }
  const socket = url.searchParams.get('host')?.startsWith('/');
  if (!socket && !['127.0.0.1', 'localhost', '[::1]', ''].includes(url.hostname)) {
    throw new Error(`DATABASE_URL must name a database on this machine (127.0.0.1), got ${url.hostname}`);
  }
  url.password = '';
  return url.toString();
}

// ---------------------------------------------------------------- statistics

export function median(values) {
  const sorted = numbersOnly(values).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

// Nearest-rank percentile: always one of the observed values, no interpolation.
export function percentile(values, p) {
  const sorted = numbersOnly(values).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

function numbersOnly(values) {
  return values.filter((v) => typeof v === 'number' && Number.isFinite(v));
}

export function round(value, digits = 0) {
  if (typeof value !== 'number' || !Number.isFinite(value)) return null;
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

// ---------------------------------------------------------------- time and ports

export function sleep(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

// Rejects after ms, calling onTimeout first so the caller can kill whatever the promise waits for.
export async function withTimeout(promise, ms, what, onTimeout) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => {
      onTimeout?.();
      reject(new Error(`${what} took longer than ${Math.round(ms / 1000)} s`));
    }, ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

// Asks the kernel for an unused loopback port; the tiny race until the server binds it is acceptable here.
export async function getFreePort() {
  const server = net.createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address();
  server.close();
  await once(server, 'close');
  return port;
}

// ---------------------------------------------------------------- HTTP

// One GET over node:http. ttfbMs is taken at the 'response' event (status line and headers parsed),
// which is the server's time to first byte without fetch's extra layers; the body is drained and counted.
export function httpGet(url, { agent = false, headers = {}, timeoutMs = 10_000, keepBody = false } = {}) {
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    const req = http.get(url, { agent, headers, timeout: timeoutMs }, (res) => {
      const respondedAt = performance.now();
      const ttfbMs = respondedAt - t0;
      const chunks = [];
      let bytes = 0;
      res.on('data', (chunk) => {
        bytes += chunk.length;
        if (keepBody) chunks.push(chunk);
      });
      res.on('error', reject);
      res.on('end', () => {
        resolve({
          status: res.statusCode,
          headers: res.headers,
          ttfbMs,
          respondedAt,
          totalMs: performance.now() - t0,
          bytes,
          body: keepBody ? Buffer.concat(chunks).toString('utf8') : undefined,
        });
      });
    });
    req.on('timeout', () => req.destroy(new Error(`no answer within ${timeoutMs} ms: ${url}`)));
    req.on('error', reject);
  });
}

// Polls /health until it answers 200 and returns milliseconds since t0 (taken just before the spawn).
// A fresh connection per poll (agent: false) so no keep-alive socket outlives a server we stop later.
export async function waitForHealthy(baseUrl, { t0, timeoutMs, child, logTail, intervalMs = 25 }) {
  const url = `${baseUrl}/health`;
  for (;;) {
    if (child && (child.exitCode !== null || child.signalCode !== null)) {
      throw new Error(`server exited (${describeExit(child)}) before /health answered 200\n${logTail?.text() ?? ''}`);
    }
    const elapsed = performance.now() - t0;
    if (elapsed > timeoutMs) {
      throw new Error(`/health did not answer 200 within ${timeoutMs / 1000} s\n${logTail?.text() ?? ''}`);
    }
    try {
      const res = await httpGet(url, { timeoutMs: 2_000 });
      if (res.status === 200) return res.respondedAt - t0;
    } catch {
      // Connection refused until the server listens: expected, keep polling.
    }
    await sleep(intervalMs);
  }
}

// Sequential GETs over one keep-alive connection, so the numbers are server time rather than TCP setup.
// Headers like a browser's, since the server may compress or negotiate on them.
export async function measureTtfb(url, { count = 50, warmup = 5 } = {}) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const headers = { accept: 'text/html,application/xhtml+xml', 'accept-encoding': 'gzip, deflate, br' };
  const samples = [];
  const statuses = {};
  try {
    for (let i = 0; i < warmup + count; i++) {
      const res = await httpGet(url, { agent, headers });
      if (i < warmup) continue;
      samples.push(res.ttfbMs);
      statuses[res.status] = (statuses[res.status] ?? 0) + 1;
    }
  } finally {
    agent.destroy();
  }
  return {
    url,
    count,
    warmup,
    statuses,
    medianMs: round(median(samples), 2),
    p95Ms: round(percentile(samples, 95), 2),
    minMs: round(Math.min(...samples), 2),
    maxMs: round(Math.max(...samples), 2),
  };
}

// ---------------------------------------------------------------- processes

// Keeps the last lines a child printed, to explain a failed start without flooding the report
// (JSON log lines with stacks can be long, so each line is cut too).
export function createLogTail(maxLines = 20, maxLineLength = 400) {
  const lines = [];
  let partial = '';
  return {
    push(chunk) {
      const parts = (partial + chunk.toString('utf8')).split('\n');
      partial = parts.pop();
      lines.push(...parts.map((line) => (line.length > maxLineLength ? `${line.slice(0, maxLineLength)}…` : line)));
      if (lines.length > maxLines) lines.splice(0, lines.length - maxLines);
    },
    text() {
      const all = partial ? [...lines, partial] : lines;
      return all.length ? `--- last server output ---\n${all.join('\n')}` : '(server printed nothing)';
    },
  };
}

export function startServer({ entry, cwd, port, dataDir, env = {} }) {
  const logTail = createLogTail();
  const t0 = performance.now();
  // with the Node flags and environment `npm start` gives the server (decision 041): its memory is measured
  const child = spawn(process.execPath, [...SERVER_NODE_ARGS, entry], {
    cwd,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...SERVER_ENV,
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      // Harmless if the server ignores it; keeps it off the network if it honours it.
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // the demo site with its card sandbox, as `npm start` runs it (a production server refuses the
      // sandbox otherwise, decision 036)
      DEMO_SITE: 'true',
      ...env,
    },
  });
  // Always drain the pipes: a full pipe buffer would block the server.
  child.stdout.on('data', (chunk) => logTail.push(chunk));
  child.stderr.on('data', (chunk) => logTail.push(chunk));
  child.on('error', (err) => logTail.push(`spawn error: ${err.message}\n`));
  return { child, t0, logTail };
}

// The bench only signals its server when stopping it, so a signal seen here came from someone else.
export function describeExit(child) {
  if (child.exitCode === 0) return 'code 0, a clean shutdown: probably stopped by another process';
  if (child.exitCode !== null) return `code ${child.exitCode}`;
  return `${child.signalCode}, sent by another process`;
}

export function hasExited(child) {
  return child.exitCode !== null || child.signalCode !== null;
}

// SIGTERM, then SIGKILL if the process has not exited in graceMs. Resolves with how it ended.
export async function stopProcess(child, graceMs = 10_000) {
  if (!child || hasExited(child)) return { alreadyExited: true };
  const t0 = performance.now();
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  let timer;
  const killed = new Promise((resolve) => {
    timer = setTimeout(() => {
      child.kill('SIGKILL');
      resolve('SIGKILL');
    }, graceMs);
  });
  const how = await Promise.race([exited.then(() => 'SIGTERM'), killed]);
  clearTimeout(timer);
  if (how === 'SIGKILL') await exited;
  return { how, stopMs: round(performance.now() - t0) };
}

// Runs autocannon in its own process (so it does not share our event loop) and returns its --json summary.
// With a rate, requests go out at that many per second over all connections, and latencies count from when
// each one was due (autocannon corrects for coordinated omission), so a server that falls behind shows it.
export async function runAutocannon({ bin, url, connections, durationS, rate, headers = {}, register }) {
  const args = [bin, '-c', String(connections), '-d', String(durationS), '-n', '--json'];
  if (rate) args.push('-R', String(rate));
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}=${value}`);
  args.push(url);
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  const unregister = register?.(() => child.kill('SIGKILL'));
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => {
    stdout += chunk;
  });
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  try {
    const [code] = await withTimeout(once(child, 'exit'), (durationS + 30) * 1000, 'autocannon', () =>
      child.kill('SIGKILL'),
    );
    if (code !== 0) throw new Error(`autocannon exited with ${code}: ${stderr.trim().slice(-500)}`);
    const lastLine = stdout.trim().split('\n').pop();
    return summariseAutocannon(JSON.parse(lastLine), durationS);
  } finally {
    unregister?.();
  }
}

function summariseAutocannon(raw, durationS) {
  return {
    url: raw.url,
    connections: raw.connections,
    durationS: raw.duration ?? durationS,
    requestsPerSec: round(raw.requests?.average, 1),
    requestsTotal: raw.requests?.total,
    latencyP50Ms: raw.latency?.p50,
    latencyP99Ms: raw.latency?.p99,
    latencyMaxMs: raw.latency?.max,
    bytesPerSec: round(raw.throughput?.average),
    ok2xx: raw['2xx'],
    non2xx: raw.non2xx,
    errors: raw.errors,
    timeouts: raw.timeouts,
  };
}

// ---------------------------------------------------------------- Lighthouse result digestion

// Sums the network-requests audit by resource type; 'htmlJsCss' is the page's own code weight.
export function summariseNetwork(items) {
  const byType = {};
  let scriptCount = 0;
  for (const item of items ?? []) {
    const type = item.resourceType ?? 'Other';
    byType[type] = (byType[type] ?? 0) + (item.transferSize ?? 0);
    if (type === 'Script') scriptCount += 1;
  }
  const script = byType.Script ?? 0;
  const document = byType.Document ?? 0;
  const stylesheet = byType.Stylesheet ?? 0;
  const total = Object.values(byType).reduce((sum, n) => sum + n, 0);
  return { script, scriptCount, document, stylesheet, htmlJsCss: script + document + stylesheet, total, byType };
}

// ---------------------------------------------------------------- budgets and report

/** Whether a measured value meets its budget: `op` is one of <, <=, >, >= (anything else is a mistake). */
export function checkBudget(value, op, limit) {
  if (typeof value !== 'number' || !Number.isFinite(value)) return false;
  switch (op) {
    case '<':
      return value < limit;
    case '<=':
      return value <= limit;
    case '>':
      return value > limit;
    case '>=':
      return value >= limit;
    default:
      throw new Error(`checkBudget: unknown comparison ${op}`);
  }
}

export function formatBytes(n) {
  if (typeof n !== 'number') return '-';
  return `${(n / 1024).toFixed(1)} KB (${Math.round(n).toLocaleString('en-US')} B)`;
}

export function formatTable(rows) {
  const header = { metric: 'metric', value: 'value', budget: 'budget', result: 'result' };
  const all = [header, ...rows];
  const width = (key) => Math.max(...all.map((row) => String(row[key] ?? '').length));
  const widths = { metric: width('metric'), value: width('value'), budget: width('budget') };
  const line = (row) =>
    [
      String(row.metric).padEnd(widths.metric),
      String(row.value ?? '-').padStart(widths.value),
      String(row.budget ?? '').padEnd(widths.budget),
      row.result ?? '',
    ]
      .join('  ')
      .trimEnd();
  const rule = '-'.repeat(line(header).length + 4);
  return [line(header), rule, ...rows.map(line)].join('\n');
}

// A table with the given columns ({ key, title, align: 'left' | 'right' }), one row per object.
export function formatColumns(columns, rows) {
  const header = Object.fromEntries(columns.map(({ key, title }) => [key, title]));
  const all = [header, ...rows];
  const widths = columns.map(({ key }) => Math.max(...all.map((row) => String(row[key] ?? '').length)));
  const line = (row) =>
    columns
      .map(({ key, align }, i) => {
        const cell = String(row[key] ?? '');
        return align === 'right' ? cell.padStart(widths[i]) : cell.padEnd(widths[i]);
      })
      .join('  ')
      .trimEnd();
  return [line(header), '-'.repeat(line(header).length), ...rows.map(line)].join('\n');
}
