// `npm run bench -- --load-pages` (issue 16, decision 031): guest pages against a built script, in one run, and the
// server's memory under a minute of mixed load. Each round measures the ceiling (a fingerprinted script under
// /assets/, served pre-compressed from disk) and then every page, 10 connections, brotli accepted, as a guest
// (no cookie); a page's ratio is its requests/s over the ceiling of the same round, so drift of a busy machine
// falls on both. Medians over the rounds are reported. The mixed minute cycles every connection through the
// pages, the API, an uncached search and a personal page (rendered every time), and samples the server's
// resident memory every 200 ms; the server's own report (MEMORY_REPORT_MS) says where it goes.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import { once } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  describeLoopbackDatabaseUrl,
  getFreePort,
  httpGet,
  median,
  round,
  runAutocannon,
  sleep,
  withTimeout,
} from './bench-lib.mjs';
import { AUTOCANNON_BIN, log, onCleanup, tempDataDir } from './bench-run.mjs';
import { assertServerUp, FRESH_START_TIMEOUT_MS, startAndWait, stopServer } from './bench-server.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));

export const PAGES_LOAD = {
  connections: 10,
  durationS: 8,
  warmupS: 2,
  rounds: 3,
  mixedS: 60,
  mixedConnections: 10,
  headers: { 'accept-encoding': 'br' },
};

// `/`, `/products`, a product page and the agenda, each in both languages; the product is found at run time
const PAGE_PATHS = [
  '/',
  '/en',
  '/products',
  '/en/products',
  'product',
  'product-en',
  '/conference/agenda',
  '/en/conference/agenda',
];

/** The pages' addresses on this server: the first product of the catalogue, and a built script of the home page. */
export async function resolveTargets(baseUrl) {
  const list = await httpGet(`${baseUrl}/api/products?perPage=1`, { keepBody: true, timeoutMs: 30_000 });
  const product = list.status === 200 ? JSON.parse(list.body).data?.items?.[0] : undefined;
  if (!product) throw new Error(`/api/products answered ${list.status} with no product: is the database seeded?`);
  const productPath = await finalPath(baseUrl, `/products/${product.id}`);
  const productPathEn = await finalPath(baseUrl, `/en/products/${product.id}`);
  const asset = await ceilingScript(baseUrl);
  const targets = [{ name: 'ceiling', path: asset.path, ceiling: true }];
  for (const page of PAGE_PATHS) {
    const resolved = page === 'product' ? productPath : page === 'product-en' ? productPathEn : page;
    targets.push({ name: resolved, path: resolved });
  }
  return targets;
}

// The ceiling: of the scripts the home page loads, the one whose compressed size is nearest the home page's own,
// so that both carry about as many bytes on the wire (a far bigger file would flatter the pages' share).
async function ceilingScript(baseUrl) {
  const br = { 'accept-encoding': 'br' };
  const home = await httpGet(`${baseUrl}/`, { keepBody: true, timeoutMs: 30_000 });
  const homeBytes = (await httpGet(`${baseUrl}/`, { headers: br, timeoutMs: 30_000 })).bytes;
  const scripts = [...new Set((home.body ?? '').match(/\/assets\/[\w.-]+\.js/g) ?? [])];
  if (scripts.length === 0) throw new Error('the home page names no script under /assets/');
  let best = null;
  for (const script of scripts) {
    const { status, bytes } = await httpGet(`${baseUrl}${script}`, { headers: br, timeoutMs: 30_000 });
    if (status !== 200) continue;
    if (!best || Math.abs(bytes - homeBytes) < Math.abs(best.bytes - homeBytes)) best = { path: script, bytes };
  }
  if (!best) throw new Error('no script of the home page could be fetched');
  return best;
}

// a product's short address redirects to its named one: measure the page, not the redirect
async function finalPath(baseUrl, pagePath) {
  const res = await httpGet(`${baseUrl}${pagePath}`, { timeoutMs: 30_000 });
  if (res.status >= 300 && res.status < 400 && res.headers.location)
    return new URL(res.headers.location, baseUrl).pathname;
  return pagePath;
}

// A cheap answer (an error, a redirect, a 304) would flatter the figures: every page must be a whole guest page.
async function checkTarget(baseUrl, target) {
  const res = await httpGet(`${baseUrl}${target.path}`, { keepBody: !target.ceiling, timeoutMs: 30_000 });
  if (res.status !== 200) throw new Error(`${target.path} answered ${res.status}, expected 200`);
  if (!target.ceiling && !/<html/i.test(res.body ?? '')) throw new Error(`${target.path} is not a page`);
  const compressed = await httpGet(`${baseUrl}${target.path}`, { headers: PAGES_LOAD.headers, timeoutMs: 30_000 });
  return {
    bytes: res.bytes,
    brotliBytes: compressed.bytes,
    cacheControl: res.headers['cache-control'] ?? null,
    etag: res.headers.etag ?? null,
  };
}

/** Resident and peak memory of a process, from Linux's /proc (null elsewhere). */
export function processMemory(pid) {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (name) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN);
    return { rssMB: round(kb('VmRSS') / 1024), peakMB: round(kb('VmHWM') / 1024) };
  } catch {
    return null;
  }
}

/** The server's last MEMORY_REPORT_MS line: where its memory goes, in MB, and its kept pages. */
export function watchMemoryReports(child) {
  let last = null;
  let buffered = '';
  child?.stdout?.on('data', (chunk) => {
    buffered += chunk;
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    for (const line of lines) {
      const match = /^memory (\{.*\})$/.exec(line.trim());
      if (match) last = JSON.parse(match[1]);
    }
  });
  const mb = (bytes) => round(bytes / 2 ** 20);
  return () =>
    last && {
      rssMB: mb(last.rss),
      heapUsedMB: mb(last.heapUsed),
      heapTotalMB: mb(last.heapTotal),
      externalMB: mb(last.external),
      arrayBuffersMB: mb(last.arrayBuffers),
      // what is neither the JavaScript heap nor buffers: code, the embedded database's WebAssembly memory, native
      otherMB: mb(last.rss - last.heapTotal - last.external),
      keptPages: {
        entries: last.keptPages.entries,
        MB: round(last.keptPages.bytes / 2 ** 20, 1),
        maxMB: mb(last.keptPages.maxBytes),
        productLists: last.productLists && {
          entries: last.productLists.entries,
          MB: round(last.productLists.bytes / 2 ** 20, 1),
          maxMB: mb(last.productLists.maxBytes),
        },
      },
    };
}

/**
 * The rounds on one server, then the mixed minute. `pid` and `memoryReport` (from watchMemoryReports) are the
 * server's when the bench started it; without them (--url) memory is not measured.
 */
export async function measurePagesLoad({ baseUrl, pid, memoryReport, ensureUp, log, register, bin }, out) {
  out.runs = [];
  out.targets = await resolveTargets(baseUrl);
  for (const target of out.targets) target.check = await checkTarget(baseUrl, target);
  await sleep(1_000);
  out.idle = { process: pid ? processMemory(pid) : null, report: memoryReport?.() ?? null };
  const options = (target, durationS) => ({
    bin,
    url: `${baseUrl}${target.path}`,
    connections: PAGES_LOAD.connections,
    durationS,
    headers: PAGES_LOAD.headers,
    register,
  });
  try {
    for (const target of out.targets) {
      log(`pages warm-up ${target.path} (${PAGES_LOAD.warmupS} s)`);
      await runAutocannon(options(target, PAGES_LOAD.warmupS));
    }
    for (let round = 1; round <= PAGES_LOAD.rounds; round++) {
      for (const target of out.targets) {
        await ensureUp();
        const run = await runAutocannon(options(target, PAGES_LOAD.durationS));
        out.runs.push({ target: target.name, round, ...run });
        log(
          `  round ${round}/${PAGES_LOAD.rounds} ${target.path}: ${run.requestsPerSec} req/s, p99 ${run.latencyP99Ms} ms` +
            (run.non2xx || run.errors ? `, non-2xx ${run.non2xx}, errors ${run.errors}` : ''),
        );
      }
    }
  } finally {
    out.summary = summarisePagesLoad(out.targets, out.runs);
  }
  if (pid) {
    await ensureUp();
    out.mixed = await mixedLoad({ baseUrl, pid, memoryReport, targets: out.targets, log, register });
  }
  out.after = { process: pid ? processMemory(pid) : null, report: memoryReport?.() ?? null };
}

function summarisePagesLoad(targets, runs) {
  const rows = targets.map((target) => {
    const mine = runs.filter((run) => run.target === target.name);
    const ratios = mine
      .map((run) => {
        const ceiling = runs.find((other) => other.round === run.round && other.target === targets[0].name);
        return ceiling?.requestsPerSec ? run.requestsPerSec / ceiling.requestsPerSec : null;
      })
      .filter((ratio) => ratio !== null);
    const bad = mine.reduce((sum, run) => sum + (run.non2xx ?? 0) + (run.errors ?? 0) + (run.timeouts ?? 0), 0);
    return {
      name: target.name,
      path: target.path,
      ceiling: Boolean(target.ceiling),
      requestsPerSec: round(median(mine.map((run) => run.requestsPerSec)), 1),
      latencyP99Ms: median(mine.map((run) => run.latencyP99Ms)),
      ratio: ratios.length ? round(median(ratios), 2) : null,
      brotliBytes: target.check?.brotliBytes ?? null,
      bad,
    };
  });
  return { rows, valid: rows.every((row) => row.bad === 0) };
}

// Every connection cycles through the guest pages, the API's busiest reads, the built script, a search (a new
// query string each time is not possible with autocannon: one uncached-by-design search page) and the cart, a
// personal page rendered for each request.
async function mixedLoad({ baseUrl, pid, memoryReport, targets, log, register }) {
  const paths = [
    ...targets.map((target) => target.path),
    '/api/products?perPage=24',
    '/api/settings',
    '/en/search?q=film',
    '/en/cart',
    '/en/products?sort=price_desc&page=2',
  ];
  log(
    `mixed load for ${PAGES_LOAD.mixedS} s over ${paths.length} addresses, ${PAGES_LOAD.mixedConnections} connections`,
  );
  const samples = [];
  const timer = setInterval(() => {
    const memory = processMemory(pid);
    if (memory) samples.push({ at: Date.now(), rssMB: memory.rssMB, report: memoryReport?.() ?? null });
  }, 200);
  let summary;
  try {
    summary = await runMixedAutocannon({
      url: baseUrl,
      paths,
      connections: PAGES_LOAD.mixedConnections,
      durationS: PAGES_LOAD.mixedS,
      headers: PAGES_LOAD.headers,
      register,
    });
  } finally {
    clearInterval(timer);
  }
  const peak = samples.reduce((top, sample) => (sample.rssMB > (top?.rssMB ?? 0) ? sample : top), null);
  const end = processMemory(pid);
  return {
    paths,
    ...summary,
    peakRssMB: peak?.rssMB ?? null,
    peakReport: peak?.report ?? null,
    processPeakMB: end?.peakMB ?? null,
    endRssMB: end?.rssMB ?? null,
  };
}

// autocannon's command line takes one address; its API cycles each connection through a list of requests
async function runMixedAutocannon({ url, paths, connections, durationS, headers, register }) {
  const child = spawn(process.execPath, [path.join(HERE, 'bench-mixed-load.mjs')], {
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  const unregister = register?.(() => child.kill('SIGKILL'));
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => {
    stdout += chunk;
  });
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  child.stdin.end(JSON.stringify({ url, paths, connections, durationS, headers }));
  try {
    const [code] = await withTimeout(once(child, 'exit'), (durationS + 30) * 1000, 'mixed autocannon', () =>
      child.kill('SIGKILL'),
    );
    if (code !== 0) throw new Error(`mixed autocannon exited with ${code}: ${stderr.trim().slice(-500)}`);
    return JSON.parse(stdout.trim().split('\n').pop());
  } finally {
    unregister?.();
  }
}

/** The report's rows: one a page with its ratio to the ceiling, then memory idle, under load, and its parts. */
export function pagesLoadRows(pages, { budgetRow, infoRow }) {
  const rows = [];
  const on = `(${pages?.database})`;
  if (pages?.error) rows.push(infoRow(`pages ${on}`, `not measured: ${pages.error.split('\n')[0]}`));
  const summary = pages?.summary;
  if (!summary) return rows;
  for (const row of summary.rows) {
    if (row.ceiling) {
      rows.push(
        infoRow(
          `pages ${on}: ceiling ${row.path} (${row.brotliBytes} B) req/s, p99`,
          `${row.requestsPerSec} req/s, ${row.latencyP99Ms} ms`,
        ),
      );
      continue;
    }
    rows.push(
      budgetRow(`pages ${on}: ${row.path} share of the ceiling`, {
        value: row.ratio,
        shown: `${row.ratio === null ? '-' : `${Math.round(row.ratio * 100)}%`} (${row.requestsPerSec} req/s, ${row.brotliBytes} B)`,
        op: '>=',
        limit: 0.5,
        text: '>= 50%',
      }),
    );
    rows.push(
      budgetRow(`pages ${on}: ${row.path} p99`, {
        value: row.latencyP99Ms,
        shown: `${row.latencyP99Ms} ms`,
        // checkBudget knows <= and >=: below 20 ms
        op: '<=',
        limit: 19.999,
        text: '< 20 ms',
      }),
    );
  }
  if (!summary.valid)
    rows.push(infoRow(`pages ${on}: runs with errors or non-2xx`, 'yes: the figures above are not valid'));
  const idle = pages.idle?.process;
  if (idle) rows.push(infoRow(`memory ${on} idle (RSS)`, `${idle.rssMB} MB`));
  const mixed = pages.mixed;
  if (mixed) {
    const metric = `memory ${on} peak, ${PAGES_LOAD.mixedS} s mixed load`;
    const shown = `${mixed.peakRssMB} MB (${mixed.requestsPerSec} req/s, p99 ${mixed.latencyP99Ms} ms, bad ${mixed.non2xx + mixed.errors})`;
    // the budget is the embedded database's; on PostgreSQL the figure is for comparison
    rows.push(
      pages.database === 'pglite'
        ? budgetRow(metric, { value: mixed.peakRssMB, shown, op: '<=', limit: 500, text: '<= 500 MB' })
        : infoRow(metric, shown),
    );
    const parts = mixed.peakReport;
    if (parts) {
      rows.push(
        infoRow(
          `memory ${on} at the peak: heap, buffers, other`,
          `${parts.heapUsedMB}/${parts.heapTotalMB} MB heap, ${parts.externalMB} MB external, ${parts.otherMB} MB other; kept pages ${parts.keptPages.MB}/${parts.keptPages.maxMB} MB (${parts.keptPages.entries})${parts.productLists ? `, product lists ${parts.productLists.MB}/${parts.productLists.maxMB} MB` : ''}`,
        ),
      );
    }
  }
  return rows;
}

// Guest pages and memory (measurePagesLoad) on the bench's embedded-database server, then, with DATABASE_URL, on a
// server of its own against PostgreSQL (a seeded database: DATABASE_URL=... npm run db:seed).
export async function measureAllPagesLoads({ baseUrl, entry, server, databaseUrl, ensureUp }, all) {
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
    const dataDir = tempDataDir('forum-bench-pg-');
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
