// `npm run bench -- --load-search` (issue 34, decision 046): the site search and its suggestions, with an English
// and an Arabic term each, against GET /api/products in the same run, and a built script under /assets/ as the
// ceiling. 10 connections, brotli accepted, as a guest; each round measures every target once, in turn, so the
// drift of a busy machine falls on all of them; medians over the rounds, with the spread (lowest to highest).
//
// 1. The embedded database with the demo data: the built server on a fresh DATA_DIR.
// 2. With DATABASE_URL (a PostgreSQL on this machine): a database of its own on that server, created here,
//    migrated and seeded with the demo data by the server, measured; then 50,000 products, 2,000 sessions
//    and 1,000 exhibitors generated into it (the search index follows through its triggers), measured
//    again; the database is dropped at the end. Without DATABASE_URL, TEST_DATABASE_URL is used the same way.
//
// Prints a table per database and writes bench-results/bench-search-<timestamp>.json. Measures, does not gate:
// exits 1 only when a measurement could not be made.
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
  httpGet,
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

export const SEARCH_LOAD = {
  connections: 10,
  durationS: 5,
  warmupS: 2,
  rounds: 3,
  headers: { 'accept-encoding': 'br' },
};

const q = (value) => encodeURIComponent(value);
const TARGETS = [
  { name: 'products', path: '/api/products?perPage=24' },
  { name: 'search camera', path: `/api/search?q=camera`, kind: 'search' },
  { name: 'search كاميرا', path: `/api/search?q=${q('كاميرا')}`, kind: 'search' },
  { name: 'suggest cam', path: `/api/search/suggestions?q=cam`, kind: 'suggest' },
  { name: 'suggest كام', path: `/api/search/suggestions?q=${q('كام')}`, kind: 'suggest' },
];

// issue 34's budget
const BUDGET = { searchShareOfProducts: 0.5, searchP99Ms: 30, suggestP99Ms: 15, bigSearchP99Ms: 50 };

export const GENERATED = { products: 50_000, sessions: 2_000, exhibitors: 1_000 };

// Twenty things a film shop sells, in both languages, and the words of a programme: each generated name takes
// one of them, so a word finds a twentieth (or a tenth) of the records, as in a real catalogue, not all of them.
const GOODS = [
  ['camera', 'كاميرا'],
  ['lens', 'عدسة'],
  ['tripod', 'حامل ثلاثي'],
  ['light', 'إضاءة'],
  ['filter', 'مرشح'],
  ['monitor', 'شاشة'],
  ['cable', 'كابل'],
  ['battery', 'بطارية'],
  ['case', 'حقيبة'],
  ['drone', 'طائرة تصوير'],
  ['slider', 'منزلق'],
  ['gimbal', 'مثبت'],
  ['microphone', 'ميكروفون'],
  ['mixer', 'خلاط صوت'],
  ['stand', 'قاعدة'],
  ['bag', 'شنطة'],
  ['reflector', 'عاكس'],
  ['screen', 'ستارة عرض'],
  ['lamp', 'مصباح'],
  ['rig', 'منصة'],
];
const CRAFTS = [
  ['directing', 'الإخراج'],
  ['editing', 'المونتاج'],
  ['lighting', 'الإضاءة'],
  ['sound', 'الصوت'],
  ['screenwriting', 'كتابة السيناريو'],
  ['documentary', 'الفيلم الوثائقي'],
  ['animation', 'الرسوم المتحركة'],
  ['cinematography', 'التصوير السينمائي'],
  ['producing', 'الإنتاج'],
  ['acting', 'التمثيل'],
];

function log(message) {
  process.stderr.write(`[bench-search ${new Date().toISOString().slice(11, 19)}] ${message}\n`);
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
  const startMs = await waitForHealthy(baseUrl, { ...server, timeoutMs: 180_000 });
  log(`server up on ${baseUrl} in ${round(startMs)} ms`);
  return { baseUrl, stop };
}

/** A search must find something, or the figure measures an empty answer. */
async function checkAnswers(baseUrl) {
  const found = {};
  for (const target of TARGETS) {
    const res = await httpGet(`${baseUrl}${target.path}`, { keepBody: true, timeoutMs: 60_000 });
    if (res.status !== 200) throw new Error(`${target.path} answered ${res.status}`);
    const data = JSON.parse(res.body).data;
    found[target.name] = target.kind === 'search' ? data.total : (data.items?.length ?? data.pagination?.total);
  }
  return found;
}

async function measure(baseUrl, label) {
  const [ceiling] = await resolveTargets(baseUrl);
  const targets = [{ name: 'ceiling', path: ceiling.path }, ...TARGETS];
  const found = await checkAnswers(baseUrl);
  log(`${label}: found ${JSON.stringify(found)}`);
  const options = (target, durationS) => ({
    bin: AUTOCANNON_BIN,
    url: `${baseUrl}${target.path}`,
    connections: SEARCH_LOAD.connections,
    durationS,
    headers: SEARCH_LOAD.headers,
  });
  for (const target of targets) await runAutocannon(options(target, SEARCH_LOAD.warmupS));
  const runs = [];
  for (let roundNo = 1; roundNo <= SEARCH_LOAD.rounds; roundNo++) {
    for (const target of targets) {
      const run = await runAutocannon(options(target, SEARCH_LOAD.durationS));
      runs.push({ target: target.name, round: roundNo, ...run });
      log(`${label} round ${roundNo} ${target.name}: ${run.requestsPerSec} req/s, p99 ${run.latencyP99Ms} ms`);
    }
  }
  return { label, found, runs, summary: summarise(targets, runs) };
}

function summarise(targets, runs) {
  const summary = {};
  for (const target of targets) {
    const mine = runs.filter((run) => run.target === target.name);
    const rps = mine.map((run) => run.requestsPerSec);
    const p99 = mine.map((run) => run.latencyP99Ms);
    summary[target.name] = {
      path: target.path,
      kind: target.kind ?? target.name,
      requestsPerSec: round(median(rps), 1),
      requestsPerSecRange: [Math.min(...rps), Math.max(...rps)],
      latencyP99Ms: median(p99),
      latencyP99MsRange: [Math.min(...p99), Math.max(...p99)],
      bad: mine.reduce((sum, run) => sum + (run.non2xx ?? 0) + (run.errors ?? 0) + (run.timeouts ?? 0), 0),
    };
  }
  const products = summary.products?.requestsPerSec ?? 0;
  for (const entry of Object.values(summary)) {
    entry.shareOfProducts = products > 0 ? round(entry.requestsPerSec / products, 2) : null;
  }
  return summary;
}

// ---------------------------------------------------------------- generated data (PostgreSQL)

const arrayLiteral = (words) => `array[${words.map((word) => `'${word.replace(/'/g, "''")}'`).join(', ')}]`;

async function generate(client) {
  const goodsEn = arrayLiteral(GOODS.map(([en]) => en));
  const goodsAr = arrayLiteral(GOODS.map(([, ar]) => ar));
  const craftsEn = arrayLiteral(CRAFTS.map(([en]) => en));
  const craftsAr = arrayLiteral(CRAFTS.map(([, ar]) => ar));
  const t0 = Date.now();
  await client.query(`insert into products (slug, sku, name, description, category_id, brand_id, price_minor, stock, image_url)
    select 'bench-' || i, 'BENCH-' || i,
      jsonb_build_object('ar', (${goodsAr})[1 + i % 20] || ' طراز ' || i, 'en', initcap((${goodsEn})[1 + i % 20]) || ' model ' || i),
      jsonb_build_object(
        'ar', 'قطعة من معدات التصوير تناسب ' || (${craftsAr})[1 + i % 10] || '، مع ' || (${goodsAr})[1 + (i * 7) % 20] || '.',
        'en', 'A piece of film gear for ' || (${craftsEn})[1 + i % 10] || ', sold with a ' || (${goodsEn})[1 + (i * 7) % 20] || '.'),
      (select min(id) from categories), null, 10000 + i % 500 * 100, i % 40, '/uploads/demo/products/bench.svg'
    from generate_series(1, ${GENERATED.products}) as i`);
  log(`generated ${GENERATED.products} products in ${Date.now() - t0} ms`);
  const t1 = Date.now();
  await client.query(`insert into conference_sessions (title, abstract, type, language, hall_id, track_id, starts_at, ends_at)
    select jsonb_build_object('ar', 'جلسة في ' || (${craftsAr})[1 + i % 10] || ' رقم ' || i, 'en', 'Session on ' || (${craftsEn})[1 + i % 10] || ' no. ' || i),
      jsonb_build_object('ar', 'حديث عن ' || (${craftsAr})[1 + (i * 3) % 10] || ' و' || (${goodsAr})[1 + i % 20] || '.',
        'en', 'A talk about ' || (${craftsEn})[1 + (i * 3) % 10] || ' and the ' || (${goodsEn})[1 + i % 20] || '.'),
      (select type from conference_sessions limit 1), (select language from conference_sessions limit 1),
      (select min(id) from conference_halls), (select min(id) from tracks),
      timestamptz '2027-02-15 09:00+03' + (i % 40) * interval '30 minutes',
      timestamptz '2027-02-15 10:00+03' + (i % 40) * interval '30 minutes'
    from generate_series(1, ${GENERATED.sessions}) as i`);
  await client.query(`insert into conference_session_speakers (session_id, speaker_id)
    select s.id, (select min(id) from speakers) + s.id % greatest((select count(*) from speakers), 1)::int
    from conference_sessions s where s.title->>'en' like 'Session on % no. %'`);
  log(`generated ${GENERATED.sessions} sessions with a speaker each in ${Date.now() - t1} ms`);
  const t2 = Date.now();
  await client.query(`insert into exhibitors (name, description, logo_url, category_id, country)
    select jsonb_build_object('ar', 'استوديو ' || (${craftsAr})[1 + i % 10] || ' ' || i, 'en', 'Studio ' || initcap((${craftsEn})[1 + i % 10]) || ' ' || i),
      jsonb_build_object('ar', 'شركة تبيع ' || (${goodsAr})[1 + i % 20] || ' وتؤجرها.', 'en', 'A company that sells and rents ' || (${goodsEn})[1 + i % 20] || ' gear.'),
      '/uploads/demo/exhibitors/bench.svg', (select min(id) from exhibitor_categories), 'SA'
    from generate_series(1, ${GENERATED.exhibitors}) as i`);
  log(`generated ${GENERATED.exhibitors} exhibitors in ${Date.now() - t2} ms`);
  // what autovacuum does soon after such a load: statistics taken, the index's pending entries merged
  await client.query('vacuum analyze');
  const counts = await client.query(
    `select (select count(*) from products)::int as products, (select count(*) from conference_sessions)::int as sessions,
      (select count(*) from exhibitors)::int as exhibitors, (select count(*) from search_documents)::int as indexed`,
  );
  return { ms: Date.now() - t0, counts: counts.rows[0] };
}

// ---------------------------------------------------------------- report

const range = ([low, high]) => (low === high ? `${low}` : `${low}–${high}`);

function rowsOf(phase, budgets) {
  const rows = [];
  for (const [name, entry] of Object.entries(phase.summary)) {
    const share = name === 'ceiling' || name === 'products' ? '' : `${Math.round((entry.shareOfProducts ?? 0) * 100)}%`;
    let budget = '';
    let result = '';
    const check = (value, op, limit, text) => {
      budget = budget ? `${budget}; ${text}` : text;
      const pass = checkBudget(value, op, limit);
      result = result === 'FAIL' || !pass ? 'FAIL' : 'pass';
    };
    if (entry.kind === 'search' && budgets.big) check(entry.latencyP99Ms, '<=', BUDGET.bigSearchP99Ms, 'p99 ≤ 50 ms');
    if (entry.kind === 'search' && budgets.embedded) {
      check(entry.shareOfProducts, '>=', BUDGET.searchShareOfProducts, '≥ 50% of products');
      check(entry.latencyP99Ms, '<=', BUDGET.searchP99Ms, 'p99 ≤ 30 ms');
    }
    if (entry.kind === 'suggest' && budgets.embedded)
      check(entry.latencyP99Ms, '<=', BUDGET.suggestP99Ms, 'p99 ≤ 15 ms');
    if (entry.bad > 0) result = `${result} (${entry.bad} bad answers)`;
    rows.push({
      metric: `${phase.label}: ${name}`,
      value: `${entry.requestsPerSec} req/s (${range(entry.requestsPerSecRange)}), p99 ${entry.latencyP99Ms} ms (${range(entry.latencyP99MsRange)})${share ? `, ${share} of products` : ''}`,
      budget,
      result,
    });
  }
  return rows;
}

// ---------------------------------------------------------------- main

async function main() {
  if (process.argv.includes('--help') || process.argv.includes('-h')) {
    process.stdout.write(
      'Usage: npm run bench -- --load-search\n\n' +
        '  Site search and suggestions (English and Arabic) against GET /api/products and a built script, 10\n' +
        '  connections, on the embedded database with the demo data; with DATABASE_URL (or TEST_DATABASE_URL), a\n' +
        '  PostgreSQL on this machine, also in a database of its own there, with the demo data and then with 50,000\n' +
        '  products, 2,000 sessions and 1,000 exhibitors generated (the database is dropped afterwards).\n' +
        '  Needs the build (npm run build).\n',
    );
    return 0;
  }
  if (!fs.existsSync(ENTRY)) throw new Error('no build: run `npm run build` first');
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const results = { stamp, load: SEARCH_LOAD, cores: os.cpus().length, loadAverage: os.loadavg(), phases: [] };
  const rows = [];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'forum-bench-search-'));
  cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  // each database twice: as served (answers kept 5 s), then with SEARCH_CACHE_MS=0, every search an index lookup
  const measureServer = async (env, dir, label, budgets) => {
    const server = await startBuiltServer(env, dir);
    try {
      const phase = await measure(server.baseUrl, label);
      results.phases.push(phase);
      rows.push(...rowsOf(phase, budgets));
    } finally {
      await server.stop();
    }
  };

  log('the embedded database, demo data');
  const pglite = path.join(dataDir, 'pglite');
  await measureServer({ DATABASE_URL: '' }, pglite, 'embedded, demo', { embedded: true });
  await measureServer({ DATABASE_URL: '', SEARCH_CACHE_MS: '0' }, pglite, 'embedded, demo, no cache', {});

  const serverUrl = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const shown = describeLoopbackDatabaseUrl(serverUrl);
    const name = `forum_bench_search_${process.pid}`;
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
    log(`PostgreSQL (${shown}), database ${name}: demo data`);
    const secret = process.env.PAYMENT_SANDBOX_SECRET || crypto.randomBytes(32).toString('hex');
    const env = { DATABASE_URL: url.toString(), PAYMENT_SANDBOX_SECRET: secret };
    const dir = path.join(dataDir, 'postgres');
    await measureServer({ ...env, SEED_DEMO_DATA: 'always' }, dir, 'PostgreSQL, demo', {});
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    try {
      log('generating the large data set');
      results.generated = await generate(client);
    } finally {
      await client.end();
    }
    const big = `PostgreSQL, +${GENERATED.products / 1000}k products`;
    await measureServer({ ...env, SEED_DEMO_DATA: 'never' }, dir, big, { big: true });
    await measureServer({ ...env, SEED_DEMO_DATA: 'never', SEARCH_CACHE_MS: '0' }, dir, `${big}, no cache`, {});
  } else {
    log('no DATABASE_URL or TEST_DATABASE_URL: the PostgreSQL measurements are skipped');
  }

  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  const file = path.join(RESULTS_DIR, `bench-search-${stamp}.json`);
  fs.writeFileSync(file, `${JSON.stringify({ ...results, report: rows }, null, 2)}\n`);
  process.stdout.write(
    `\nSite search against the products list (${SEARCH_LOAD.connections} connections, ${SEARCH_LOAD.durationS} s × ${SEARCH_LOAD.rounds} rounds; median (lowest–highest); ${os.cpus().length} cores, load average ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')} at the start)\n\n`,
  );
  process.stdout.write(`${formatTable(rows)}\n\n${path.relative(ROOT, file)}\n`);
  return 0;
}

// `node scripts/bench-search.mjs --generate-into URL`: only the generated data, into a migrated and seeded database
async function generateOnly(url) {
  describeLoopbackDatabaseUrl(url);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    log(JSON.stringify(await generate(client)));
  } finally {
    await client.end();
  }
  return 0;
}

let code = 1;
try {
  const at = process.argv.indexOf('--generate-into');
  code = at > 0 ? await generateOnly(process.argv[at + 1] ?? '') : await main();
} catch (err) {
  log(`failed: ${err.stack ?? err.message}`);
} finally {
  await runCleanups();
}
process.exit(code);
