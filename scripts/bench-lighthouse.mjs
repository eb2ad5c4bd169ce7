// `npm run bench` (scripts/bench.mjs), unless --skip-lighthouse: Lighthouse (mobile, simulated throttling) on the
// pages, their scores against the budgets, layout shift, and the script the home page transfers. One Chrome for
// every run after a warm-up per page; with --compare, each run on both servers in turn.
import { formatBytes, round, summariseNetwork, withTimeout } from './bench-lib.mjs';
import {
  assertChromium,
  budgetRow,
  CHROMIUM,
  chromium,
  infoRow,
  log,
  medianOf,
  onCleanup,
  writeReport,
} from './bench-run.mjs';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const CHROME_FLAGS = ['--headless=new', ...chromium.args];
const LIGHTHOUSE_RUN_TIMEOUT_MS = 180_000;
// the page whose script is weighed against the budget
const JS_PAGE = '/';

export const LIGHTHOUSE_BUDGETS = {
  // issue 16: performance 98 and every other category 100 (issue 14 asked 95; the later budget holds)
  scores: { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100 },
  jsBytes: 150 * 1024,
};

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
async function runLighthouseOnce({ lighthouse, browser, extraHeaders }, url) {
  const chrome = await browser.get();
  try {
    const flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES };
    // --as: every request carries the account's session cookie (Lighthouse clears storage, not these headers)
    if (extraHeaders) flags.extraHeaders = extraHeaders;
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
/**
 * The session cookie of a demo account (`--as customer@forum.test`): personal pages (an order, the wallet,
 * a conversation) measured as their owner sees them.
 */
export async function sessionCookieOf(baseUrl, email) {
  const response = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', OS: 'wui', 'LOCALE-CODE': 'en' },
    body: JSON.stringify({ email, password: 'Forum@2026' }),
  });
  const cookies = response.headers.getSetCookie().map((line) => line.split(';')[0]);
  if (!response.ok || cookies.length === 0) throw new Error(`logging in as ${email} answered ${response.status}`);
  return cookies.join('; ');
}

export async function measureLighthouse(baseUrl, { paths, runs, stamp, ensureUp, pages, other, otherPages, as }) {
  assertChromium();
  // Tells Lighthouse where the browser is, should any part of it look, so it never tries to fetch one.
  process.env.CHROME_PATH = CHROMIUM;
  const [{ default: lighthouse }, chromeLauncher] = await Promise.all([
    import('lighthouse'),
    import('chrome-launcher'),
  ]);
  const targets = [{ name: '', baseUrl, pages, lastReports: {} }];
  if (other) targets.push({ name: ` (${other.name})`, baseUrl: other.baseUrl, pages: otherPages, lastReports: {} });
  for (const target of targets) for (const p of paths) target.pages[p] = { runs: [] };
  const browser = sharedBrowser(chromeLauncher);
  // --as: each server's own session (one server's session means nothing to the other)
  for (const target of targets) {
    target.extraHeaders = as ? { Cookie: await sessionCookieOf(target.baseUrl, as) } : undefined;
  }
  try {
    for (const p of paths) {
      for (const target of targets) {
        log(`lighthouse ${p}${target.name} warm-up run (not counted)`);
        const modules = { lighthouse, browser, extraHeaders: target.extraHeaders };
        await runLighthouseLogged(modules, `${target.baseUrl}${p}`, {}, p);
      }
    }
    for (let i = 1; i <= runs; i++) {
      for (const p of paths) {
        await ensureUp();
        for (const target of i % 2 ? targets : [...targets].reverse()) {
          log(`lighthouse ${p}${target.name} run ${i}/${runs}`);
          const url = `${target.baseUrl}${p}`;
          const modules = { lighthouse, browser, extraHeaders: target.extraHeaders };
          target.pages[p].runs.push(await runLighthouseLogged(modules, url, target.lastReports, p));
        }
      }
    }
  } finally {
    browser.discard();
    for (const [index, target] of targets.entries()) {
      for (const p of paths) {
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

export function lighthouseRows(results, skipped, paths) {
  const rows = [];
  for (const p of paths) {
    const page = results.lighthouse?.[p];
    for (const id of CATEGORIES) {
      const limit = LIGHTHOUSE_BUDGETS.scores[id];
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
  const home = paths.includes(JS_PAGE) ? results.lighthouse?.[JS_PAGE]?.median : undefined;
  const js = {
    value: home?.scriptBytes,
    shown: home && formatBytes(home.scriptBytes),
    op: '<=',
    limit: LIGHTHOUSE_BUDGETS.jsBytes,
  };
  if (paths.includes(JS_PAGE))
    rows.push(budgetRow(`JS transferred by ${JS_PAGE}`, { ...js, text: '<= 150 KB' }, skipped));
  if (skipped) return rows;
  const other = results.lighthouseCompare;
  for (const p of other ? paths : []) {
    const page = other.pages[p];
    for (const id of CATEGORIES) {
      const value = page?.median.scores[id];
      const each = page?.runs.map((run) => run.scores?.[id] ?? 'x').join('/');
      rows.push(infoRow(`lighthouse ${id} ${p} with ${other.name}`, value == null ? null : `${value} (${each})`));
    }
  }
  for (const p of paths) {
    const page = results.lighthouse?.[p]?.median;
    rows.push(infoRow(`HTML+JS+CSS transferred by ${p}`, page && formatBytes(page.htmlJsCssBytes)));
  }
  return rows;
}

// Why a budget failed is more useful than that it failed: list the audits that lost points.
export function lighthouseNotes(results, paths) {
  const notes = [];
  for (const p of paths) {
    const page = results.lighthouse?.[p];
    const lastOk = page?.runs.filter((run) => !run.error).at(-1);
    if (!lastOk) continue;
    for (const id of CATEGORIES) {
      const score = page.median.scores[id];
      if (typeof score !== 'number' || score >= LIGHTHOUSE_BUDGETS.scores[id]) continue;
      const audits = lastOk.failingAudits[id] ?? [];
      const list = audits.slice(0, 10).map((a) => `${a.id}${a.displayValue ? ` (${a.displayValue})` : ''}`);
      notes.push(`${p} ${id} ${score}: ${list.join(', ') || 'no weighted audit below 1 in the last run'}`);
    }
  }
  return notes;
}
