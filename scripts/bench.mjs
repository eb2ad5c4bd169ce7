// `npm run bench`: measures the built site against the budgets of issue "Foundation" (docs/product/code-style.md).
// Start-up times, Lighthouse (mobile, simulated throttling) on / and /en, JS bytes of the home page, server
// time to first byte, and /api/settings throughput against a static file; with --load-products, GET /api/products
// at a fixed rate against the latency ceiling of issue 6, on PGlite or on DATABASE_URL's PostgreSQL; with --real,
// the pages in a real throttled browser as a phone (bench-real.mjs), against a second server with --compare. Prints a table, writes
// bench-results/bench-<timestamp>.json, and exits 0 even when a budget fails: it measures, it does not gate.
// Exits 1 only when a measurement itself could not be made. All traffic stays on 127.0.0.1.
// Each measurement is a module of its own: bench-server.mjs (build, start-up), bench-ttfb.mjs, bench-lighthouse.mjs,
// bench-real.mjs (--real), bench-bundle.mjs (--bundle), bench-load.mjs (settings/static, --load-products),
// bench-pages.mjs (--load-pages); bench-run.mjs holds what they share, bench-lib.mjs the plain helpers. This file
// runs them in order and prints the report.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bundleRows, bundleTable, measureBundles } from './bench-bundle.mjs';
import { formatBytes, formatTable, parseCliArgs, USAGE } from './bench-lib.mjs';
import {
  LIGHTHOUSE_BUDGETS,
  lighthouseNotes,
  lighthouseRows,
  measureLighthouse,
  sessionCookieOf,
} from './bench-lighthouse.mjs';
import {
  LOAD,
  LOAD_BUDGETS,
  LOAD_TARGETS,
  loadRows,
  measureLoad,
  measureProductsLoad,
  PRODUCTS_LOAD,
  productsDatabaseOf,
  productsLoadRows,
} from './bench-load.mjs';
import { measureAllPagesLoads, pagesLoadRows } from './bench-pages.mjs';
import { measureReal, REAL_PAGES, REAL_RESPONDS_MS, realRows, realTable, THROTTLING } from './bench-real.mjs';
import {
  budgetRow,
  infoRow,
  installExitHandlers,
  log,
  RESULTS_DIR,
  ROOT,
  runCleanups,
  writeReport,
} from './bench-run.mjs';
import {
  assertHealthy,
  assertServerUp,
  DEFAULT_ENTRY,
  ensureBuild,
  measureStartups,
  START_BUDGETS,
  startOtherServer,
  startupRows,
  stopServer,
} from './bench-server.mjs';
import { checkRoutes, measureAllTtfb, ttfbRows } from './bench-ttfb.mjs';

// the pages measured: --pages, by default the home page in both languages (Lighthouse, TTFB) or the budget's
// five pages (--real)
let PAGES = ['/', '/en'];
let REAL = REAL_PAGES;

// Upper bounds so a hung server, browser or load run cannot keep the bench alive forever.
const TOTAL_TIMEOUT_MS = 45 * 60_000;
// --compare doubles the Lighthouse runs; --real adds some 10 minutes of throttled page loads per server
const COMPARE_EXTRA_TIMEOUT_MS = 45 * 60_000;
const REAL_EXTRA_TIMEOUT_MS = 20 * 60_000;

// Every budget, as the results file records them (each measurement's module holds its own).
const BUDGETS = {
  ...START_BUDGETS,
  ...LIGHTHOUSE_BUDGETS,
  settingsToStaticRatio: LOAD_BUDGETS.settingsToStaticRatio,
  productsP99Ms: LOAD_BUDGETS.productsP99Ms,
  realRespondsMs: REAL_RESPONDS_MS,
  productsMinRate: LOAD_BUDGETS.productsMinRate,
};

// ---------------------------------------------------------------- report

function buildRows(results, args) {
  return [
    ...startupRows(results, Boolean(args.url)),
    ...lighthouseRows(results, args.skipLighthouse, PAGES),
    ...(args.real ? realRows(results, REAL) : []),
    ...bundleRows(results.bundle, { budgetRow, formatBytes }),
    ...ttfbRows(results, PAGES),
    ...loadRows(results, args.skipLoad),
    ...(args.loadProducts ? productsLoadRows(results) : []),
    ...(args.loadPages
      ? (results.pagesLoad ?? []).flatMap((pages) => pagesLoadRows(pages, { budgetRow, infoRow }))
      : []),
  ];
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
  for (const note of lighthouseNotes(results, PAGES)) lines.push(`below budget: ${note}`);
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
    // --as: the bundle and the real browser read the pages with that account's session, as Lighthouse does
    const cookieOfAs = async (url = baseUrl) => (args.as ? sessionCookieOf(url, args.as) : undefined);
    const routePaths = [...PAGES, ...LOAD_TARGETS.map((t) => t.path)];
    results.routes = await section(results, 'routes', () => checkRoutes(baseUrl, routePaths));
    if (args.bundle) {
      // the build the server serves: WEB_BUILD_DIR, or the one beside its entry (apps/web/build)
      const buildDir = process.env.WEB_BUILD_DIR ?? path.resolve(path.dirname(entry), '../../web/build');
      const options = { baseUrl, pages: args.pages ?? REAL, buildDir, log, cookie: await cookieOfAs() };
      results.bundle = await section(results, 'bundle', () => measureBundles(options));
    }
    results.ttfb = await section(results, 'ttfb', () => measureAllTtfb(baseUrl, PAGES));
    await ensureUp();
    if (!args.skipLighthouse) {
      results.lighthouse = {};
      if (other) results.lighthouseCompare = { name: other.name, pages: {} };
      const options = {
        paths: PAGES,
        runs: args.runs,
        stamp: results.stamp,
        ensureUp,
        pages: results.lighthouse,
        as: args.as,
      };
      Object.assign(options, { other, otherPages: results.lighthouseCompare?.pages });
      await section(results, 'lighthouse', () => measureLighthouse(baseUrl, options));
      await ensureUp();
    }
    if (args.real) {
      results.real = {};
      const options = { baseUrl, other, runs: args.realRuns, ensureUp, paths: REAL, cookieOf: cookieOfAs };
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

async function main() {
  // --streams: the live stream's budget (issue 24), two servers on PostgreSQL, in its own script
  if (process.argv.includes('--streams')) {
    return (
      spawnSync(process.execPath, [path.join(ROOT, 'scripts/bench-streams.mjs')], { stdio: 'inherit' }).status ?? 1
    );
  }
  // --console: the staff console's lists with 10,000 rows on PostgreSQL (issue 33), in its own script
  if (process.argv.includes('--console')) {
    const rest = process.argv.slice(2).filter((arg) => arg !== '--console');
    const script = path.join(ROOT, 'scripts/bench-console.mjs');
    return spawnSync(process.execPath, [script, ...rest], { stdio: 'inherit' }).status ?? 1;
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
