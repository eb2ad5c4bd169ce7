// `npm run bench` (scripts/bench.mjs): throughput under load with autocannon. Unless --skip-load, /api/settings
// against a static file (their ratio is the budget: both share the machine with autocannon); with
// --load-products, GET /api/products at a fixed rate against the latency ceiling of issue 6, on the bench's
// embedded database or on DATABASE_URL's PostgreSQL.
import { describeLoopbackDatabaseUrl, getFreePort, httpGet, round, runAutocannon } from './bench-lib.mjs';
import { AUTOCANNON_BIN, budgetRow, infoRow, log, medianOf, ms, onCleanup, tempDataDir } from './bench-run.mjs';
import { assertServerUp, FRESH_START_TIMEOUT_MS, startAndWait, stopServer } from './bench-server.mjs';

export const LOAD = { connections: 50, durationS: 10, warmupS: 2, rounds: 3 };
export const LOAD_TARGETS = [
  { name: 'static', path: '/favicon.svg' },
  { name: 'settings', path: '/api/settings' },
];

// Issue 6: a filtered page of 24 cards, at 500 req/s from a second process, p99 within 50 ms. Sent as a browser
// sends it (compression accepted), so compressing the answer is part of what is measured. autocannon spends each
// connection's share of a second's requests back to back at the start of that second: more connections make
// bigger bursts, not a smoother load. 20, as in the issue's own measurement; the achieved rate row shows whether
// they kept the pace.
export const PRODUCTS_LOAD = {
  path: '/api/products?categories[]=1&inStock=true&sort=price_asc&perPage=24',
  rate: 500,
  connections: 20,
  durationS: 15,
  warmupS: 5,
  rounds: 3,
  headers: { 'accept-encoding': 'gzip, deflate, br', os: 'wui', 'locale-code': 'ar' },
};

export const LOAD_BUDGETS = {
  settingsToStaticRatio: 0.5,
  productsP99Ms: 50,
  // autocannon averages per-second samples: a run that kept the pace reads 499-501
  productsMinRate: PRODUCTS_LOAD.rate * 0.99,
};

// static, settings, static, settings, ...: alternating spreads drift (heat, GC, other load) over both.
// Runs go into `load.runs` as they come, so an aborted bench still reports what it measured.
export async function measureLoad(baseUrl, ensureUp, load) {
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

// The products load runs on the bench's PGlite server, or on a server of its own against DATABASE_URL (started
// here with the same entry, its own DATA_DIR for uploads and mail, and stopped afterwards).
export async function measureProductsLoad({ baseUrl, entry, databaseUrl, ensureUp }, products) {
  let target = baseUrl;
  let own = null;
  try {
    if (databaseUrl) {
      const port = await getFreePort();
      const dataDir = tempDataDir('forum-bench-pg-');
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

export function loadRows(results, skipped) {
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
  const ratio = { value, shown, op: '>=', limit: LOAD_BUDGETS.settingsToStaticRatio, text: '>= 0.50' };
  rows.push(budgetRow('settings/static req/s ratio', ratio, skipped));
  return rows;
}

export function productsLoadRows(results) {
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
    limit: LOAD_BUDGETS.productsMinRate,
    text: `>= ${LOAD_BUDGETS.productsMinRate}`,
  };
  const p99 = {
    value: valid ? s.latencyP99Ms : null,
    shown: s?.latencyP99Ms != null ? `${s.latencyP99Ms} ms (${each((run) => run.latencyP99Ms)})${note}` : null,
    op: '<=',
    limit: LOAD_BUDGETS.productsP99Ms,
    text: `<= ${LOAD_BUDGETS.productsP99Ms} ms`,
  };
  return [
    budgetRow(`/api/products req/s achieved ${on}`, rate, false),
    infoRow(`/api/products p50 latency ${on}`, s?.latencyP50Ms != null ? `${s.latencyP50Ms} ms` : null),
    budgetRow(`/api/products p99 latency ${on}`, p99, false),
  ];
}

// Which database the products load runs on. A server given by --url has its own; otherwise DATABASE_URL, if set,
// names a PostgreSQL on this machine, or the bench's PGlite server serves it.
export function productsDatabaseOf(args) {
  const databaseUrl = process.env.DATABASE_URL || null;
  if (args.url) {
    if (databaseUrl) log('DATABASE_URL is ignored with --url: the products load runs on that server as it is');
    return { databaseUrl: null, database: 'given server' };
  }
  if (!databaseUrl) return { databaseUrl: null, database: 'pglite' };
  return { databaseUrl, database: 'postgres', databaseShown: describeLoopbackDatabaseUrl(databaseUrl) };
}
