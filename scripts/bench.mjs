// `npm run bench`: measures the built site against the budgets of issue "Foundation" (docs/product/code-style.md).
// Start-up times, Lighthouse (mobile, simulated throttling) on / and /en, JS bytes of the home page, server
// time to first byte, and /api/settings throughput against a static file; with --load-products, GET /api/products
// at a fixed rate against the latency ceiling of issue 6, on PGlite or on DATABASE_URL's PostgreSQL; with --real,
// the pages in a real throttled browser as a phone (bench-real.mjs), against a second server with --compare. Prints a table, writes
// bench-results/bench-<timestamp>.json, and exits 0 even when a budget fails: it measures, it does not gate.
// Exits 1 only when a measurement itself could not be made. All traffic stays on 127.0.0.1.
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleTable, measureBundles, SCRIPT_BUDGET_BYTES } from './bench-bundle.mjs';
import {
  checkBudget,
  describeExit,
  describeLoopbackDatabaseUrl,
  formatBytes,
  formatColumns,
  formatTable,
  getFreePort,
  hasExited,
  httpGet,
  measureTtfb,
  median,
  parseCliArgs,
  round,
  runAutocannon,
  startServer,
  stopProcess,
  summariseNetwork,
  USAGE,
  waitForHealthy,
  withTimeout,
} from './bench-lib.mjs';
import { measurePagesLoad, pagesLoadRows, watchMemoryReports } from './bench-pages.mjs';
import { measureRealBrowser, REAL_METRICS, REAL_PAGES, THROTTLING } from './bench-real.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DEFAULT_ENTRY = path.join(ROOT, 'apps/api/dist/main.mjs');
const BUILD_OUTPUTS = [DEFAULT_ENTRY, path.join(ROOT, 'apps/web/build/server/index.js')];
const RESULTS_DIR = path.join(ROOT, 'bench-results');
const AUTOCANNON_BIN = path.join(ROOT, 'node_modules/.bin/autocannon');

// Never let anything fetch a browser or phone home: Debian's Chromium, headless, no background traffic
// (the same browser and flags as the end-to-end tests, scripts/chromium.json).
const chromium = JSON.parse(fs.readFileSync(path.join(ROOT, 'scripts/chromium.json'), 'utf8'));
const CHROMIUM = process.env.CHROME_PATH ?? chromium.path;
const CHROME_FLAGS = ['--headless=new', ...chromium.args];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
// the pages measured: --pages, by default the home page in both languages (Lighthouse, TTFB) or the budget's
// five pages (--real)
let PAGES = ['/', '/en'];
let REAL = REAL_PAGES;
const JS_PAGE = '/';

// Upper bounds so a hung server, browser or load run cannot keep the bench alive forever.
const BUILD_TIMEOUT_MS = 15 * 60_000;
const FRESH_START_TIMEOUT_MS = 120_000;
const LATER_START_TIMEOUT_MS = 60_000;
const LIGHTHOUSE_RUN_TIMEOUT_MS = 180_000;
const TOTAL_TIMEOUT_MS = 45 * 60_000;
// --compare doubles the Lighthouse runs; --real adds some 10 minutes of throttled page loads per server
const COMPARE_EXTRA_TIMEOUT_MS = 45 * 60_000;
const REAL_EXTRA_TIMEOUT_MS = 20 * 60_000;

const LOAD = { connections: 50, durationS: 10, warmupS: 2, rounds: 3 };
const LOAD_TARGETS = [
  { name: 'static', path: '/favicon.svg' },
  { name: 'settings', path: '/api/settings' },
];

// Issue 6: a filtered page of 24 cards, at 500 req/s from a second process, p99 within 50 ms. Sent as a browser
// sends it (compression accepted), so compressing the answer is part of what is measured. autocannon spends each
// connection's share of a second's requests back to back at the start of that second: more connections make
// bigger bursts, not a smoother load. 20, as in the issue's own measurement; the achieved rate row shows whether
// they kept the pace.
const PRODUCTS_LOAD = {
  path: '/api/products?categories[]=1&inStock=true&sort=price_asc&perPage=24',
  rate: 500,
  connections: 20,
  durationS: 15,
  warmupS: 5,
  rounds: 3,
  headers: { 'accept-encoding': 'gzip, deflate, br', os: 'wui', 'locale-code': 'ar' },
};

const BUDGETS = {
  freshStartMs: 20_000,
  laterStartMs: 5_000,
  // issue 16: performance 98 and every other category 100 (issue 14 asked 95; the later budget holds)
  scores: { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100 },
  jsBytes: 150 * 1024,
  settingsToStaticRatio: 0.5,
  productsP99Ms: 50,
  // issue 14: in the real throttled browser, each page responds (has hydrated) within 2.5 s (median)
  realRespondsMs: 2_500,
  // autocannon averages per-second samples: a run that kept the pace reads 499-501
  productsMinRate: PRODUCTS_LOAD.rate * 0.99,
};

// ---------------------------------------------------------------- cleanup

// Emergency actions (kill server, kill Chrome, delete temp data) that must run on every way out,
// including Ctrl-C and the watchdog. They are synchronous so they also work inside process.on('exit').
const cleanups = new Map();
let nextCleanupId = 0;

function onCleanup(fn) {
  const id = nextCleanupId++;
  cleanups.set(id, fn);
  return () => cleanups.delete(id);
}

function runCleanups() {
  for (const [id, fn] of [...cleanups].reverse()) {
    cleanups.delete(id);
    try {
      fn();
    } catch {
      // Best effort: the process may already be gone.
    }
  }
}

function installExitHandlers(totalMs) {
  process.on('exit', runCleanups);
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => {
      log(`received ${signal}, stopping server and browser`);
      runCleanups();
      process.exit(128 + os.constants.signals[signal]);
    });
  }
  const watchdog = setTimeout(() => {
    log(`bench exceeded ${totalMs / 60_000} min, giving up`);
    runCleanups();
    process.exit(1);
  }, totalMs);
  // The watchdog must not by itself keep the process alive once the work is done.
  watchdog.unref();
}

// Progress goes to stderr so stdout carries only the report.
function log(message) {
  process.stderr.write(`[bench] ${message}\n`);
}

// ---------------------------------------------------------------- build and server

function buildIsMissing() {
  return BUILD_OUTPUTS.some((file) => !fs.existsSync(file));
}

function ensureBuild() {
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
async function startAndWait({ entry, port, dataDir, timeoutMs, env = {} }) {
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

async function stopServer(server) {
  const outcome = await stopProcess(server.child);
  server.forget();
  return outcome;
}

// Fresh start on an empty DATA_DIR (creates, migrates and seeds the database), then a restart on the same
// folder. The second server stays up for the other measurements and is returned.
async function measureStartups(results, entry, laterEnv = {}) {
  const port = await getFreePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'forum-bench-data-'));
  onCleanup(() => fs.rmSync(dataDir, { recursive: true, force: true }));
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
async function assertServerUp(baseUrl, server) {
  if (!server) return assertHealthy(baseUrl);
  const { child, logTail } = server;
  if (!hasExited(child)) return;
  const how = describeExit(child);
  const err = new Error(`server exited during the bench (${how}); later measurements are missing\n${logTail.text()}`);
  err.fatal = true;
  throw err;
}

async function assertHealthy(baseUrl) {
  const res = await httpGet(`${baseUrl}/health`, { timeoutMs: 5_000 });
  if (res.status !== 200) throw new Error(`${baseUrl}/health answered ${res.status}, expected 200`);
}

// ---------------------------------------------------------------- measurements

// One plain look at each route first: a wrong status here explains odd numbers further down.
async function checkRoutes(baseUrl) {
  const paths = [...PAGES, ...LOAD_TARGETS.map((t) => t.path)];
  const routes = {};
  for (const p of paths) {
    const res = await httpGet(`${baseUrl}${p}`, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    routes[p] = {
      status: res.status,
      contentType: res.headers['content-type'] ?? null,
      contentEncoding: res.headers['content-encoding'] ?? null,
      bytes: res.bytes,
    };
  }
  return routes;
}

async function measureAllTtfb(baseUrl) {
  const ttfb = {};
  for (const p of PAGES) {
    log(`time to first byte of ${p} (5 warm-up + 50 requests)`);
    ttfb[p] = await measureTtfb(`${baseUrl}${p}`, { count: 50, warmup: 5 });
  }
  return ttfb;
}

async function launchChrome(chromeLauncher) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: CHROME_FLAGS,
    // We handle SIGINT ourselves so the server is stopped too, not only Chrome.
    handleSIGINT: false,
    logLevel: 'silent',
  });
  const forget = onCleanup(() => chrome.kill());
  return { chrome, forget };
}

// One Chrome for every run, after a discarded warm-up run per page: a browser's first page load on
// this machine spends about a second starting up (observed first paint 1.3 s instead of 0.3 s), which
// no visitor's running browser does. Lighthouse still clears the cache and storage before each run.
// A run that fails or hangs gets a new browser, so it cannot spoil the next one.
async function runLighthouseOnce({ lighthouse, browser }, url) {
  const chrome = await browser.get();
  try {
    const flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES };
    const result = await withTimeout(lighthouse(url, flags), LIGHTHOUSE_RUN_TIMEOUT_MS, `lighthouse ${url}`, () =>
      browser.discard(),
    );
    if (!result?.lhr) throw new Error(`lighthouse returned no result for ${url}`);
    return result;
  } catch (error) {
    browser.discard();
    throw error;
  }
}

function sharedBrowser(chromeLauncher) {
  let current;
  return {
    get: async () => {
      current ??= await launchChrome(chromeLauncher);
      return current.chrome;
    },
    discard: () => {
      if (!current) return;
      current.chrome.kill();
      current.forget();
      current = undefined;
    },
  };
}

function metricValue(lhr, id, digits = 0) {
  return round(lhr.audits[id]?.numericValue, digits);
}

// Weighted audits that did not get full marks, per category: the to-do list when a score is short.
function failingAudits(lhr) {
  const failing = {};
  for (const [id, category] of Object.entries(lhr.categories)) {
    failing[id] = category.auditRefs
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id])
      .filter((audit) => audit && typeof audit.score === 'number' && audit.score < 1)
      .map((audit) => ({ id: audit.id, score: audit.score, title: audit.title, displayValue: audit.displayValue }));
  }
  return failing;
}

function summariseLhr(lhr) {
  const scores = {};
  for (const id of CATEGORIES) {
    const score = lhr.categories[id]?.score;
    scores[id] = typeof score === 'number' ? Math.round(score * 100) : null;
  }
  return {
    finalUrl: lhr.finalDisplayedUrl,
    runtimeError: lhr.runtimeError ?? null,
    runWarnings: lhr.runWarnings,
    scores,
    metrics: {
      firstContentfulPaintMs: metricValue(lhr, 'first-contentful-paint'),
      largestContentfulPaintMs: metricValue(lhr, 'largest-contentful-paint'),
      totalBlockingTimeMs: metricValue(lhr, 'total-blocking-time'),
      cumulativeLayoutShift: metricValue(lhr, 'cumulative-layout-shift', 3),
      speedIndexMs: metricValue(lhr, 'speed-index'),
      serverResponseTimeMs: metricValue(lhr, 'server-response-time'),
    },
    transfer: summariseNetwork(lhr.audits['network-requests']?.details?.items),
    failingAudits: failingAudits(lhr),
    benchmarkIndex: lhr.environment?.benchmarkIndex,
    userAgent: lhr.environment?.hostUserAgent,
  };
}

function medianOf(runs, pick) {
  return median(runs.map(pick));
}

function summarisePage(runs) {
  const ok = runs.filter((run) => !run.error);
  const scores = {};
  for (const id of CATEGORIES) scores[id] = medianOf(ok, (run) => run.scores[id]);
  return {
    runsOk: ok.length,
    scores,
    scriptBytes: medianOf(ok, (run) => run.transfer.script),
    htmlJsCssBytes: medianOf(ok, (run) => run.transfer.htmlJsCss),
    totalBytes: medianOf(ok, (run) => run.transfer.total),
    largestContentfulPaintMs: medianOf(ok, (run) => run.metrics.largestContentfulPaintMs),
    totalBlockingTimeMs: medianOf(ok, (run) => run.metrics.totalBlockingTimeMs),
    cumulativeLayoutShift: medianOf(ok, (run) => run.metrics.cumulativeLayoutShift),
  };
}

function pageSlug(pagePath) {
  return pagePath === '/' ? 'root' : pagePath.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '');
}

// Pages alternate run by run, so a slow moment of the machine does not land on one page only.
// Results go into `pages` as they come, so an aborted bench still reports the runs it finished.
// With --compare, each run of a page on the bench's server is followed (or, every other round, preceded) by one
// on the other server, into `otherPages`.
async function measureLighthouse(baseUrl, { runs, stamp, ensureUp, pages, other, otherPages }) {
  if (!fs.existsSync(CHROMIUM))
    throw new Error(`${CHROMIUM} not found (apt-get install chromium); not downloading one`);
  // Tells Lighthouse where the browser is, should any part of it look, so it never tries to fetch one.
  process.env.CHROME_PATH = CHROMIUM;
  const [{ default: lighthouse }, chromeLauncher] = await Promise.all([
    import('lighthouse'),
    import('chrome-launcher'),
  ]);
  const targets = [{ name: '', baseUrl, pages, lastReports: {} }];
  if (other) targets.push({ name: ` (${other.name})`, baseUrl: other.baseUrl, pages: otherPages, lastReports: {} });
  for (const target of targets) for (const p of PAGES) target.pages[p] = { runs: [] };
  const browser = sharedBrowser(chromeLauncher);
  try {
    for (const p of PAGES) {
      for (const target of targets) {
        log(`lighthouse ${p}${target.name} warm-up run (not counted)`);
        await runLighthouseLogged({ lighthouse, browser }, `${target.baseUrl}${p}`, {}, p);
      }
    }
    for (let i = 1; i <= runs; i++) {
      for (const p of PAGES) {
        await ensureUp();
        for (const target of i % 2 ? targets : [...targets].reverse()) {
          log(`lighthouse ${p}${target.name} run ${i}/${runs}`);
          const url = `${target.baseUrl}${p}`;
          target.pages[p].runs.push(await runLighthouseLogged({ lighthouse, browser }, url, target.lastReports, p));
        }
      }
    }
  } finally {
    browser.discard();
    for (const [index, target] of targets.entries()) {
      for (const p of PAGES) {
        target.pages[p].median = summarisePage(target.pages[p].runs);
        const report = target.lastReports[p];
        const name = `lhr-${stamp}-${pageSlug(p)}${index ? '-compare' : ''}.json`;
        if (report) target.pages[p].reportFile = writeReport(name, report);
      }
    }
  }
}

// One run; a failed run is recorded as { error } so the other runs still give a median.
async function runLighthouseLogged(modules, url, lastReports, page) {
  try {
    const result = await runLighthouseOnce(modules, url);
    const summary = summariseLhr(result.lhr);
    lastReports[page] = result.report;
    log(`  ${CATEGORIES.map((c) => `${c} ${summary.scores[c]}`).join(', ')}`);
    if (summary.runtimeError) {
      log(`  lighthouse runtime error: ${summary.runtimeError.code} ${summary.runtimeError.message}`);
    }
    return summary;
  } catch (err) {
    log(`  failed: ${err.message}`);
    return { error: err.message };
  }
}

function writeReport(name, text) {
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  const file = path.join(RESULTS_DIR, name);
  fs.writeFileSync(file, typeof text === 'string' ? text : JSON.stringify(text, null, 2));
  return path.relative(ROOT, file);
}

// --compare: a second server from the same entry with one variable changed, or from another entry (another
// build), on its own fresh DATA_DIR (the embedded database takes one server per folder).
async function startOtherServer(compare, entry) {
  const port = await getFreePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'forum-bench-data-'));
  onCleanup(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const env = compare.name ? { [compare.name]: compare.value } : {};
  const otherEntry = compare.server ? path.resolve(compare.server) : entry;
  const name = compare.name ? `${compare.name}=${compare.value}` : path.relative(ROOT, otherEntry);
  log(`starting the server to compare with (${name}) on port ${port}`);
  const server = await startAndWait({ entry: otherEntry, port, dataDir, timeoutMs: FRESH_START_TIMEOUT_MS, env });
  return { name, env, baseUrl: `http://127.0.0.1:${port}`, server };
}

// The real-browser run on the bench's server and, with --compare, on the other one in turn.
async function measureReal({ baseUrl, other, runs, ensureUp }, real) {
  if (!fs.existsSync(CHROMIUM))
    throw new Error(`${CHROMIUM} not found (apt-get install chromium); not downloading one`);
  const variants = [{ name: 'as built', env: {}, baseUrl }];
  if (other) variants.push({ name: other.name, env: other.env, baseUrl: other.baseUrl });
  const chromiumSettings = { path: CHROMIUM, args: chromium.args };
  await measureRealBrowser({ variants, pages: REAL, runs, chromium: chromiumSettings, ensureUp, log, onCleanup }, real);
}

// static, settings, static, settings, ...: alternating spreads drift (heat, GC, other load) over both.
// Runs go into `load.runs` as they come, so an aborted bench still reports what it measured.
async function measureLoad(baseUrl, ensureUp, load) {
  try {
    for (const target of LOAD_TARGETS) {
      log(`load warm-up ${target.path} (${LOAD.warmupS} s)`);
      await runAutocannon({ ...loadOptions(baseUrl, target), durationS: LOAD.warmupS });
    }
    for (let round = 1; round <= LOAD.rounds; round++) {
      for (const target of LOAD_TARGETS) {
        await ensureUp();
        log(`load ${target.path} round ${round}/${LOAD.rounds} (${LOAD.connections} connections, ${LOAD.durationS} s)`);
        const run = await runAutocannon(loadOptions(baseUrl, target));
        load.runs.push({ target: target.name, round, ...run });
        log(`  ${run.requestsPerSec} req/s, p99 ${run.latencyP99Ms} ms, non-2xx ${run.non2xx}, errors ${run.errors}`);
      }
    }
  } finally {
    load.summary = summariseLoad(load.runs);
  }
}

function loadOptions(baseUrl, target) {
  return {
    bin: AUTOCANNON_BIN,
    url: `${baseUrl}${target.path}`,
    connections: LOAD.connections,
    durationS: LOAD.durationS,
    register: onCleanup,
  };
}

function summariseLoad(runs) {
  const summary = {};
  for (const target of LOAD_TARGETS) {
    const mine = runs.filter((run) => run.target === target.name);
    summary[target.name] = {
      path: target.path,
      requestsPerSec: round(
        medianOf(mine, (run) => run.requestsPerSec),
        1,
      ),
      latencyP99Ms: medianOf(mine, (run) => run.latencyP99Ms),
      // Rate-limited (429) or failing answers are cheap and would flatter the numbers: they make a run invalid.
      bad: mine.reduce((sum, run) => sum + (run.non2xx ?? 0) + (run.errors ?? 0) + (run.timeouts ?? 0), 0),
    };
  }
  const { static: fixed, settings } = summary;
  const measured = typeof settings.requestsPerSec === 'number' && fixed.requestsPerSec > 0;
  summary.ratio = measured ? round(settings.requestsPerSec / fixed.requestsPerSec, 2) : null;
  summary.valid = fixed.bad === 0 && settings.bad === 0;
  return summary;
}

// Guest pages and memory (bench-pages.mjs) on the bench's embedded-database server, then, with DATABASE_URL, on a
// server of its own against PostgreSQL (a seeded database: DATABASE_URL=... npm run db:seed).
async function measureAllPagesLoads({ baseUrl, entry, server, databaseUrl, ensureUp }, all) {
  const common = { log, register: onCleanup, bin: AUTOCANNON_BIN };
  const embedded = { database: server ? 'pglite' : 'given server' };
  all.push(embedded);
  const memoryReport = server ? watchMemoryReports(server.child) : undefined;
  await measurePagesLoad({ ...common, baseUrl, pid: server?.child.pid, memoryReport, ensureUp }, embedded);
  if (!databaseUrl || !server) return;
  const postgres = { database: 'postgres' };
  all.push(postgres);
  // the embedded figures stand whatever happens on PostgreSQL
  let own = null;
  try {
    const port = await getFreePort();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'forum-bench-pg-'));
    onCleanup(() => fs.rmSync(dataDir, { recursive: true, force: true }));
    log(`starting a server on PostgreSQL (${describeLoopbackDatabaseUrl(databaseUrl)}) on port ${port}`);
    // one process alone on the database: any webhook secret will do for it
    const secret = process.env.PAYMENT_SANDBOX_SECRET || crypto.randomBytes(32).toString('hex');
    own = await startAndWait({
      entry,
      port,
      dataDir,
      timeoutMs: FRESH_START_TIMEOUT_MS,
      env: {
        DATABASE_URL: databaseUrl,
        SEED_DEMO_DATA: 'never',
        MEMORY_REPORT_MS: '1000',
        PAYMENT_SANDBOX_SECRET: secret,
      },
    });
    const target = `http://127.0.0.1:${port}`;
    const context = { ...common, baseUrl: target, pid: own.child.pid, memoryReport: watchMemoryReports(own.child) };
    await measurePagesLoad({ ...context, ensureUp: () => assertServerUp(target, own) }, postgres);
  } catch (err) {
    if (err.fatal) throw err;
    log(`pages load on PostgreSQL failed: ${err.message}`);
    postgres.error = err.message;
  } finally {
    if (own) postgres.serverStop = await stopServer(own);
  }
}

// The products load runs on the bench's PGlite server, or on a server of its own against DATABASE_URL (started
// here with the same entry, its own DATA_DIR for uploads and mail, and stopped afterwards).
async function measureProductsLoad({ baseUrl, entry, databaseUrl, ensureUp }, products) {
  let target = baseUrl;
  let own = null;
  try {
    if (databaseUrl) {
      const port = await getFreePort();
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'forum-bench-pg-'));
      onCleanup(() => fs.rmSync(dataDir, { recursive: true, force: true }));
      log(`starting a server on PostgreSQL (${products.databaseUrl}) on port ${port}`);
      own = await startAndWait({
        entry,
        port,
        dataDir,
        timeoutMs: FRESH_START_TIMEOUT_MS,
        env: { DATABASE_URL: databaseUrl, SEED_DEMO_DATA: 'never' },
      });
      target = `http://127.0.0.1:${port}`;
    }
    const check = async () => (own ? assertServerUp(target, own) : ensureUp());
    products.check = await checkProductsAnswer(`${target}${PRODUCTS_LOAD.path}`);
    log(`load warm-up ${PRODUCTS_LOAD.path} (${PRODUCTS_LOAD.warmupS} s at ${PRODUCTS_LOAD.rate} req/s)`);
    await runAutocannon({ ...productsLoadOptions(target), durationS: PRODUCTS_LOAD.warmupS });
    for (let round = 1; round <= PRODUCTS_LOAD.rounds; round++) {
      await check();
      log(
        `load products round ${round}/${PRODUCTS_LOAD.rounds} (${PRODUCTS_LOAD.rate} req/s, ${PRODUCTS_LOAD.durationS} s)`,
      );
      const run = await runAutocannon(productsLoadOptions(target));
      products.runs.push({ round, ...run });
      log(
        `  ${run.requestsPerSec} req/s, p50 ${run.latencyP50Ms} ms, p99 ${run.latencyP99Ms} ms, non-2xx ${run.non2xx}`,
      );
    }
  } finally {
    products.summary = summariseProductsLoad(products.runs);
    if (own) products.serverStop = await stopServer(own);
  }
}

// A page without cards would be cheap to serve and flatter the figures: the answer must hold products.
async function checkProductsAnswer(url) {
  const res = await httpGet(url, { keepBody: true, timeoutMs: 30_000 });
  const items = res.status === 200 ? (JSON.parse(res.body).data?.items?.length ?? 0) : 0;
  if (res.status !== 200) throw new Error(`${PRODUCTS_LOAD.path} answered ${res.status}, expected 200`);
  if (items === 0) {
    throw new Error(
      `${PRODUCTS_LOAD.path} lists no product: is the database seeded? (DATABASE_URL=... npm run db:seed)`,
    );
  }
  return { status: res.status, items, bytes: res.bytes };
}

function productsLoadOptions(baseUrl) {
  return {
    bin: AUTOCANNON_BIN,
    url: `${baseUrl}${PRODUCTS_LOAD.path}`,
    connections: PRODUCTS_LOAD.connections,
    durationS: PRODUCTS_LOAD.durationS,
    rate: PRODUCTS_LOAD.rate,
    headers: PRODUCTS_LOAD.headers,
    register: onCleanup,
  };
}

function summariseProductsLoad(runs) {
  const bad = runs.reduce((sum, run) => sum + (run.non2xx ?? 0) + (run.errors ?? 0) + (run.timeouts ?? 0), 0);
  return {
    requestsPerSec: round(
      medianOf(runs, (run) => run.requestsPerSec),
      1,
    ),
    latencyP50Ms: medianOf(runs, (run) => run.latencyP50Ms),
    latencyP99Ms: medianOf(runs, (run) => run.latencyP99Ms),
    bad,
    valid: runs.length > 0 && bad === 0,
  };
}

// ---------------------------------------------------------------- report

// value, op and limit decide pass or fail; shown and text are how value and budget read in the table.
function budgetRow(metric, { value, shown, op, limit, text }, skipped) {
  if (skipped) return { metric, value: 'skipped', budget: text, result: 'skip', budgeted: true, skipped: true };
  const pass = checkBudget(value, op, limit);
  return { metric, value: shown ?? '-', budget: text, result: pass ? 'pass' : 'FAIL', budgeted: true, pass };
}

function infoRow(metric, shown) {
  return { metric, value: shown ?? '-', budget: '', result: '' };
}

function ms(value) {
  return typeof value === 'number' ? `${value} ms` : null;
}

function startupRows(results, skipped) {
  const s = results.startup ?? {};
  return [
    startRow('fresh start (empty DATA_DIR)', s.freshMs, BUDGETS.freshStartMs, skipped),
    startRow('later start (same DATA_DIR)', s.laterMs, BUDGETS.laterStartMs, skipped),
  ];
}

function startRow(metric, value, limit, skipped) {
  return budgetRow(metric, { value, shown: ms(value), op: '<=', limit, text: `<= ${limit} ms` }, skipped);
}

function lighthouseRows(results, skipped) {
  const rows = [];
  for (const p of PAGES) {
    const page = results.lighthouse?.[p];
    for (const id of CATEGORIES) {
      const limit = BUDGETS.scores[id];
      const value = page?.median.scores[id];
      const each = page?.runs.map((run) => run.scores?.[id] ?? 'x').join('/');
      const shown = typeof value === 'number' ? `${value} (${each})` : null;
      const text = limit === 100 ? '= 100' : `>= ${limit}`;
      rows.push(budgetRow(`lighthouse ${id} ${p}`, { value, shown, op: '>=', limit, text }, skipped));
    }
    // issue 16: nothing moves under the reader
    const shift = page?.median.cumulativeLayoutShift;
    const shifts = page?.runs.map((run) => run.metrics?.cumulativeLayoutShift ?? 'x').join('/');
    const shiftRow = { value: shift, shown: shift == null ? null : `${shift} (${shifts})`, op: '<=' };
    rows.push(budgetRow(`lighthouse layout shift ${p}`, { ...shiftRow, limit: 0.02, text: '<= 0.02' }, skipped));
  }
  const home = PAGES.includes(JS_PAGE) ? results.lighthouse?.[JS_PAGE]?.median : undefined;
  const js = {
    value: home?.scriptBytes,
    shown: home && formatBytes(home.scriptBytes),
    op: '<=',
    limit: BUDGETS.jsBytes,
  };
  if (PAGES.includes(JS_PAGE))
    rows.push(budgetRow(`JS transferred by ${JS_PAGE}`, { ...js, text: '<= 150 KB' }, skipped));
  if (skipped) return rows;
  const other = results.lighthouseCompare;
  for (const p of other ? PAGES : []) {
    const page = other.pages[p];
    for (const id of CATEGORIES) {
      const value = page?.median.scores[id];
      const each = page?.runs.map((run) => run.scores?.[id] ?? 'x').join('/');
      rows.push(infoRow(`lighthouse ${id} ${p} with ${other.name}`, value == null ? null : `${value} (${each})`));
    }
  }
  for (const p of PAGES) {
    const page = results.lighthouse?.[p]?.median;
    rows.push(infoRow(`HTML+JS+CSS transferred by ${p}`, page && formatBytes(page.htmlJsCssBytes)));
  }
  return rows;
}

function ttfbRows(results) {
  const rows = [];
  for (const p of PAGES) {
    const t = results.ttfb?.[p];
    rows.push(infoRow(`server TTFB ${p} median / p95`, t && `${t.medianMs} / ${t.p95Ms} ms`));
  }
  return rows;
}

function loadRows(results, skipped) {
  const s = results.load?.summary;
  const rows = [];
  if (!skipped) {
    for (const target of LOAD_TARGETS) {
      const t = s?.[target.name];
      rows.push(infoRow(`${target.path} req/s (median)`, t?.requestsPerSec != null ? `${t.requestsPerSec}` : null));
      rows.push(infoRow(`${target.path} p99 latency (median)`, t && ms(t.latencyP99Ms)));
    }
  }
  // An invalid comparison (429s, errors) must not pass, so its ratio does not count as a value.
  const value = s?.valid ? s.ratio : null;
  const shown = s && (s.valid ? s.ratio && `${s.ratio}` : `${s.ratio ?? '-'} (invalid: non-2xx/errors)`);
  const ratio = { value, shown, op: '>=', limit: BUDGETS.settingsToStaticRatio, text: '>= 0.50' };
  rows.push(budgetRow('settings/static req/s ratio', ratio, skipped));
  return rows;
}

function productsLoadRows(results) {
  const products = results.productsLoad;
  const s = products?.summary;
  const each = (pick) => products?.runs.map((run) => pick(run) ?? 'x').join('/');
  const on = `at ${PRODUCTS_LOAD.rate} req/s (${products?.database ?? '-'})`;
  // non-2xx answers or errors make the run invalid: they must not pass as fast answers
  const valid = Boolean(s?.valid);
  const note = s && !valid ? ' (invalid: non-2xx/errors)' : '';
  const rate = {
    value: valid ? s.requestsPerSec : null,
    shown: s?.requestsPerSec != null ? `${s.requestsPerSec} (${each((run) => run.requestsPerSec)})${note}` : null,
    op: '>=',
    limit: BUDGETS.productsMinRate,
    text: `>= ${BUDGETS.productsMinRate}`,
  };
  const p99 = {
    value: valid ? s.latencyP99Ms : null,
    shown: s?.latencyP99Ms != null ? `${s.latencyP99Ms} ms (${each((run) => run.latencyP99Ms)})${note}` : null,
    op: '<=',
    limit: BUDGETS.productsP99Ms,
    text: `<= ${BUDGETS.productsP99Ms} ms`,
  };
  return [
    budgetRow(`/api/products req/s achieved ${on}`, rate, false),
    infoRow(`/api/products p50 latency ${on}`, s?.latencyP50Ms != null ? `${s.latencyP50Ms} ms` : null),
    budgetRow(`/api/products p99 latency ${on}`, p99, false),
  ];
}

// The budget holds the site as built (the first server); the second server's figures are in the real-browser table.
function realRows(results) {
  const rows = [];
  for (const p of REAL) {
    const summary = results.real?.pages?.[p]?.['as built']?.summary;
    const responds = summary?.hydratedMs;
    const shown = responds?.median != null ? `${responds.median} ms (max ${responds.max})` : null;
    const limit = BUDGETS.realRespondsMs;
    const row = { value: responds?.median, shown, op: '<=', limit, text: `<= ${limit} ms` };
    rows.push(budgetRow(`real phone: ${p} responds (median)`, row, false));
  }
  return rows;
}

// One line per page and server: median and, in brackets, the slowest (largest) of the runs.
function realTable(real) {
  const columns = [
    { key: 'page', title: 'page' },
    { key: 'variant', title: 'server' },
    { key: 'runs', title: 'runs', align: 'right' },
    ...REAL_METRICS.map(({ key, label }) => ({ key, title: label, align: 'right' })),
  ];
  const rows = [];
  for (const [p, variants] of Object.entries(real.pages ?? {})) {
    for (const [variant, { summary }] of Object.entries(variants)) {
      if (!summary) continue;
      const row = {
        page: p,
        variant,
        runs: `${summary.runsOk}${summary.runsFailed ? `+${summary.runsFailed} failed` : ''}`,
      };
      for (const { key } of REAL_METRICS) {
        const { median: mid, max } = summary[key];
        row[key] = key === 'scriptBytes' ? formatKB(mid, max) : mid == null ? '-' : `${mid} (${max})${unitOf(key)}`;
      }
      rows.push(row);
    }
    const difference = real.differences?.[p];
    if (!difference) continue;
    const row = { page: p, variant: 'difference, paired', runs: `${difference.fcpMs.pairs}` };
    for (const { key } of REAL_METRICS) {
      const { median: mid, max } = difference[key];
      row[key] =
        mid == null
          ? '-'
          : key === 'scriptBytes'
            ? `${signed(mid)} B`
            : `${signed(mid)} (${signed(max)})${unitOf(key)}`;
    }
    rows.push(row);
  }
  return formatColumns(columns, rows);
}

function signed(n) {
  return n > 0 ? `+${n}` : `${n}`;
}

function bundleRows(results) {
  return Object.entries(results.bundle ?? {}).map(([p, { total }]) =>
    budgetRow(
      `script compressed ${p}`,
      { value: total, shown: formatBytes(total), op: '<=', limit: SCRIPT_BUDGET_BYTES, text: '<= 100 KB' },
      false,
    ),
  );
}

function unitOf(key) {
  return key.endsWith('Ms') ? ' ms' : '';
}

function formatKB(mid, max) {
  if (mid == null) return '-';
  const kb = (n) => (n / 1024).toFixed(1);
  return mid === max ? `${kb(mid)} KB` : `${kb(mid)} (${kb(max)}) KB`;
}

function buildRows(results, args) {
  return [
    ...startupRows(results, Boolean(args.url)),
    ...lighthouseRows(results, args.skipLighthouse),
    ...(args.real ? realRows(results) : []),
    ...bundleRows(results),
    ...ttfbRows(results),
    ...loadRows(results, args.skipLoad),
    ...(args.loadProducts ? productsLoadRows(results) : []),
    ...(args.loadPages
      ? (results.pagesLoad ?? []).flatMap((pages) => pagesLoadRows(pages, { budgetRow, infoRow }))
      : []),
  ];
}

// Why a budget failed is more useful than that it failed: list the audits that lost points.
function lighthouseNotes(results) {
  const notes = [];
  for (const p of PAGES) {
    const page = results.lighthouse?.[p];
    const lastOk = page?.runs.filter((run) => !run.error).at(-1);
    if (!lastOk) continue;
    for (const id of CATEGORIES) {
      const score = page.median.scores[id];
      if (typeof score !== 'number' || score >= BUDGETS.scores[id]) continue;
      const audits = lastOk.failingAudits[id] ?? [];
      const list = audits.slice(0, 10).map((a) => `${a.id}${a.displayValue ? ` (${a.displayValue})` : ''}`);
      notes.push(`${p} ${id} ${score}: ${list.join(', ') || 'no weighted audit below 1 in the last run'}`);
    }
  }
  return notes;
}

function printReport(results, rows) {
  const budgeted = rows.filter((row) => row.budgeted && !row.skipped);
  const passed = budgeted.filter((row) => row.pass).length;
  const failed = budgeted.length - passed;
  const skipped = rows.filter((row) => row.skipped).length;
  const lines = ['', formatTable(rows), ''];
  lines.push(`target: ${results.target ?? '-'}; machine: ${os.cpus().length} cores (${os.cpus()[0]?.model ?? '?'}).`);
  if (results.load) {
    lines.push('load: server and autocannon share these cores, so req/s is a lower bound; compare the ratio.');
  }
  if (results.productsLoad) {
    const { rate, connections, durationS, rounds } = PRODUCTS_LOAD;
    lines.push(
      `products load: ${rate} req/s over ${connections} connections, ${rounds} x ${durationS} s (median; each in brackets), compression accepted.`,
    );
    if (results.productsLoad.databaseUrl) lines.push(`products load database: ${results.productsLoad.databaseUrl}`);
  }
  const index = results.lighthouse?.[PAGES[0]]?.runs.find((run) => !run.error)?.benchmarkIndex;
  if (index) lines.push(`lighthouse: mobile, simulated throttling; host benchmarkIndex ${index}.`);
  for (const [route, info] of Object.entries(results.routes ?? {})) {
    if (info.status !== 200) lines.push(`route ${route} answered ${info.status}, expected 200.`);
  }
  const load = results.load?.summary;
  if (load && !load.valid) {
    const bad = LOAD_TARGETS.map((t) => `${t.path} ${load[t.name].bad}`).join(', ');
    lines.push(`load: non-2xx/errors/timeouts (${bad}); the ratio is not counted (rate limit, crash, overload?).`);
  }
  if (results.real?.pages) {
    const t = THROTTLING;
    lines.push(
      `real browser: Chromium ${results.real.browserVersion ?? '?'}, phone 390x844 at 3x, ${t.roundTripMs} ms round trip, ${t.downKbps}/${t.upKbps} kbit/s, processor ${t.cpuSlowdown}x slower, cold cache; median (slowest) of ${results.real.runs} runs after a warm-up, servers alternating; ms since navigation start; difference, paired = the first server's figure minus the second's in the same round, median (largest).`,
      '',
      realTable(results.real),
      '',
    );
  }
  if (results.bundle) lines.push('script per page, compressed as sent (brotli):', bundleTable(results.bundle), '');
  for (const note of lighthouseNotes(results)) lines.push(`below budget: ${note}`);
  for (const err of results.errors) lines.push(`ERROR in ${err.section}: ${err.message.split('\n')[0]}`);
  lines.push(`results: ${results.file}`);
  lines.push(`budgets: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
  process.stdout.write(`${lines.join('\n')}\n`);
}

// ---------------------------------------------------------------- main

function readVersion(pkg) {
  try {
    return JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules', pkg, 'package.json'), 'utf8')).version;
  } catch {
    return null;
  }
}

function gitCommit() {
  const out = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' });
  return out.status === 0 ? out.stdout.trim() : null;
}

function newResults(args, stamp) {
  return {
    startedAt: new Date().toISOString(),
    stamp,
    args,
    environment: {
      node: process.version,
      platform: `${os.platform()} ${os.release()}`,
      cores: os.cpus().length,
      cpuModel: os.cpus()[0]?.model,
      memoryMB: Math.round(os.totalmem() / 2 ** 20),
      lighthouse: readVersion('lighthouse'),
      playwright: readVersion('playwright-core'),
      autocannon: readVersion('autocannon'),
      gitCommit: gitCommit(),
    },
    budgets: BUDGETS,
    errors: [],
  };
}

// Runs one measurement; a failure is recorded and the bench carries on with the next one.
async function section(results, name, fn) {
  try {
    return await fn();
  } catch (err) {
    // A dead server ends the whole bench, not just this measurement.
    if (err.fatal) throw err;
    log(`${name} failed: ${err.message}`);
    results.errors.push({ section: name, message: err.message });
    return undefined;
  }
}

async function runMeasurements(results, args, productsDatabase) {
  let server = null;
  let other = null;
  try {
    let baseUrl = args.url;
    const entry = args.server ? path.resolve(args.server) : DEFAULT_ENTRY;
    if (baseUrl) {
      await assertHealthy(baseUrl);
    } else {
      if (entry === DEFAULT_ENTRY) ensureBuild();
      // --load-pages reads where the server's memory goes from its own report (MEMORY_REPORT_MS)
      const laterEnv = args.loadPages ? { MEMORY_REPORT_MS: '1000' } : {};
      ({ baseUrl, server } = await measureStartups(results, entry, laterEnv));
    }
    results.target = baseUrl;
    if (args.compare) {
      other = await startOtherServer(args.compare, entry);
      results.compareWith = { name: other.name, baseUrl: other.baseUrl, startMs: other.server.ms };
    }
    const ensureUp = async () => {
      await assertServerUp(baseUrl, server);
      if (other) await assertServerUp(other.baseUrl, other.server);
    };
    results.routes = await section(results, 'routes', () => checkRoutes(baseUrl));
    if (args.bundle) {
      // the build the server serves: WEB_BUILD_DIR, or the one beside its entry (apps/web/build)
      const buildDir = process.env.WEB_BUILD_DIR ?? path.resolve(path.dirname(entry), '../../web/build');
      const options = { baseUrl, pages: args.pages ?? REAL, buildDir, log };
      results.bundle = await section(results, 'bundle', () => measureBundles(options));
    }
    results.ttfb = await section(results, 'ttfb', () => measureAllTtfb(baseUrl));
    await ensureUp();
    if (!args.skipLighthouse) {
      results.lighthouse = {};
      if (other) results.lighthouseCompare = { name: other.name, pages: {} };
      const options = { runs: args.runs, stamp: results.stamp, ensureUp, pages: results.lighthouse };
      Object.assign(options, { other, otherPages: results.lighthouseCompare?.pages });
      await section(results, 'lighthouse', () => measureLighthouse(baseUrl, options));
      await ensureUp();
    }
    if (args.real) {
      results.real = {};
      const options = { baseUrl, other, runs: args.realRuns, ensureUp };
      await section(results, 'real browser', () => measureReal(options, results.real));
      await ensureUp();
    }
    if (!args.skipLoad) {
      results.load = { ...LOAD, cores: os.cpus().length, runs: [] };
      await section(results, 'load', () => measureLoad(baseUrl, ensureUp, results.load));
      await ensureUp();
    }
    if (args.loadProducts) {
      const { databaseUrl, database, databaseShown } = productsDatabase;
      results.productsLoad = { ...PRODUCTS_LOAD, database, databaseUrl: databaseShown ?? null, runs: [] };
      const context = { baseUrl, entry, databaseUrl, ensureUp };
      await section(results, 'products load', () => measureProductsLoad(context, results.productsLoad));
      await ensureUp();
    }
    if (args.loadPages) {
      const context = { baseUrl, entry, server, databaseUrl: productsDatabase?.databaseUrl ?? null, ensureUp };
      results.pagesLoad = [];
      await section(results, 'pages load', () => measureAllPagesLoads(context, results.pagesLoad));
      await ensureUp();
    }
  } catch (err) {
    // Without a server nothing else can be measured.
    log(`fatal: ${err.message}`);
    results.errors.push({ section: 'server', message: err.message });
  } finally {
    if (other) results.compareWith.stop = await stopServer(other.server);
    if (server) {
      log('stopping server');
      results.finalStop = await stopServer(server);
    }
    runCleanups();
  }
}

// Which database the products load runs on. A server given by --url has its own; otherwise DATABASE_URL, if set,
// names a PostgreSQL on this machine, or the bench's PGlite server serves it.
function productsDatabaseOf(args) {
  const databaseUrl = process.env.DATABASE_URL || null;
  if (args.url) {
    if (databaseUrl) log('DATABASE_URL is ignored with --url: the products load runs on that server as it is');
    return { databaseUrl: null, database: 'given server' };
  }
  if (!databaseUrl) return { databaseUrl: null, database: 'pglite' };
  return { databaseUrl, database: 'postgres', databaseShown: describeLoopbackDatabaseUrl(databaseUrl) };
}

async function main() {
  // --streams: the live stream's budget (issue 24), two servers on PostgreSQL, in its own script
  if (process.argv.includes('--streams')) {
    return (
      spawnSync(process.execPath, [path.join(ROOT, 'scripts/bench-streams.mjs')], { stdio: 'inherit' }).status ?? 1
    );
  }
  // --load-search: site search against the products list, embedded and on PostgreSQL (issue 34), in its own script
  if (process.argv.includes('--load-search')) {
    const rest = process.argv.slice(2).filter((arg) => arg !== '--load-search');
    const script = path.join(ROOT, 'scripts/bench-search.mjs');
    return spawnSync(process.execPath, [script, ...rest], { stdio: 'inherit' }).status ?? 1;
  }
  let args;
  let productsDatabase;
  try {
    args = parseCliArgs(process.argv.slice(2));
    PAGES = args.pages ?? PAGES;
    REAL = args.pages ?? REAL;
    // kept out of args, which the results file records: a database URL may hold a password
    productsDatabase = args.loadProducts || args.loadPages ? productsDatabaseOf(args) : null;
  } catch (err) {
    process.stderr.write(`${err.message}\n\n${USAGE}\n`);
    return 2;
  }
  if (args.help) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  const realMs = args.real ? REAL_EXTRA_TIMEOUT_MS * (args.compare ? 2 : 1) : 0;
  installExitHandlers(TOTAL_TIMEOUT_MS + (args.compare ? COMPARE_EXTRA_TIMEOUT_MS : 0) + realMs);
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const results = newResults(args, stamp);
  await runMeasurements(results, args, productsDatabase);
  results.finishedAt = new Date().toISOString();
  const rows = buildRows(results, args);
  results.report = rows;
  results.file = path.relative(ROOT, path.join(RESULTS_DIR, `bench-${stamp}.json`));
  writeReport(`bench-${stamp}.json`, results);
  printReport(results, rows);
  return results.errors.length > 0 ? 1 : 0;
}

// Exit explicitly: a handle left open by Lighthouse or a socket must not keep the bench alive.
process.exit(await main());
