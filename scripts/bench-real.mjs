// `npm run bench -- --real`: the pages in a real browser as a phone on a slow network sees them, instead of
// Lighthouse's simulation. Debian's Chromium driven by playwright-core (the end-to-end tests' driver), a phone's
// screen and user agent, the network and the processor slowed down through the DevTools protocol, a cold cache
// (a new browser context) for every load. Per page: first contentful paint, largest contentful paint, when the
// page responds (the root layout sets <html data-hydrated> once React has hydrated) and the script bytes
// transferred, compressed as they travel. With --compare NAME=VALUE a second server from the same build runs
// with that variable set, and each run loads the page from both servers back to back, in alternating order,
// so the machine's slow moments fall on both alike. All traffic stays on 127.0.0.1.
import { formatColumns, median, round, withTimeout } from './bench-lib.mjs';
import { assertChromium, budgetRow, CHROMIUM, chromium, log, onCleanup } from './bench-run.mjs';

/** The pages of issue 14's budget: the home page in both languages, the agenda, the shop and a product. */
export const REAL_PAGES = ['/', '/en', '/conference/agenda', '/products', '/products/1/sarab-c8-cinema-camera'];

// A mid-range Android phone: its screen, touch, and a mobile Chrome user agent (a headless one would be taken
// for a crawler, which gets the page whole instead of streamed).
const PHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36',
};

// Issue 14: 150 ms round trip, about 1.5 Mbit/s down and 750 kbit/s up, a processor 4 times slower.
export const THROTTLING = { roundTripMs: 150, downKbps: 1500, upKbps: 750, cpuSlowdown: 4 };

// issue 14: in the real throttled browser, each page responds (has hydrated) within 2.5 s (median)
export const REAL_RESPONDS_MS = 2_500;

const LOAD_TIMEOUT_MS = 60_000;
// After the page has hydrated, how long the network must be quiet before the figures are read (late chunks, LCP).
const SETTLE_MS = 500;
const SETTLE_TIMEOUT_MS = 5_000;

export const REAL_METRICS = [
  { key: 'fcpMs', label: 'first contentful paint' },
  { key: 'lcpMs', label: 'largest contentful paint' },
  { key: 'hydratedMs', label: 'responds (hydrated)' },
  { key: 'scriptBytes', label: 'script transferred' },
  // the sum of the layout shifts (without recent input) until the figures are read, in thousandths (20 = 0.02)
  { key: 'layoutShiftMilli', label: 'layout shift x1000' },
];

// Runs in every document before its own scripts: keeps the last largest-contentful-paint candidate and the
// moment <html data-hydrated> appears, both in milliseconds since navigation start (performance.now()).
function recordMarks() {
  const marks = { lcp: null, hydrated: null, layoutShift: 0 };
  Object.defineProperty(window, '__benchMarks', { value: marks });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) marks.layoutShift += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) marks.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  const check = () => {
    if (marks.hydrated === null && document.documentElement?.hasAttribute('data-hydrated')) {
      marks.hydrated = performance.now();
    }
  };
  new MutationObserver(check).observe(document, {
    attributes: true,
    subtree: true,
    attributeFilter: ['data-hydrated'],
  });
}

function readFigures() {
  const marks = window.__benchMarks;
  const navigation = performance.getEntriesByType('navigation')[0];
  return {
    fcpMs: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    lcpMs: marks?.lcp ?? null,
    hydratedMs: marks?.hydrated ?? null,
    layoutShift: marks?.layoutShift ?? null,
    responseStartMs: navigation?.responseStart ?? null,
    loadEventMs: navigation?.loadEventStart || null,
  };
}

async function throttle(cdp) {
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: THROTTLING.roundTripMs,
    downloadThroughput: (THROTTLING.downKbps * 1000) / 8,
    uploadThroughput: (THROTTLING.upKbps * 1000) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLING.cpuSlowdown });
}

// Bytes on the wire per resource type, as the DevTools network panel counts them (compressed, with headers).
function countTransfers(cdp) {
  const types = new Map();
  const bytes = { script: 0, scriptCount: 0, document: 0, total: 0 };
  cdp.on('Network.responseReceived', (event) => types.set(event.requestId, event.type));
  cdp.on('Network.loadingFinished', (event) => {
    const type = types.get(event.requestId);
    bytes.total += event.encodedDataLength;
    if (type === 'Script') {
      bytes.script += event.encodedDataLength;
      bytes.scriptCount += 1;
    } else if (type === 'Document') {
      bytes.document += event.encodedDataLength;
    }
  });
  return bytes;
}

/** One cold load of url in a fresh context (with the session cookie of --as, if given); the figures, or { error }. */
async function loadOnce(browser, url, cookie) {
  const context = await browser.newContext(PHONE);
  try {
    if (cookie) await context.addCookies(cookiesFor(cookie, url));
    const page = await context.newPage();
    await page.addInitScript(recordMarks);
    const cdp = await context.newCDPSession(page);
    await throttle(cdp);
    const bytes = countTransfers(cdp);
    const response = await page.goto(url, { waitUntil: 'load', timeout: LOAD_TIMEOUT_MS });
    if (response?.status() !== 200) throw new Error(`${url} answered ${response?.status() ?? 'nothing'}`);
    await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: LOAD_TIMEOUT_MS });
    await page.waitForLoadState('networkidle', { timeout: SETTLE_TIMEOUT_MS }).catch(() => {});
    await page.waitForTimeout(SETTLE_MS);
    const figures = await page.evaluate(readFigures);
    return {
      ...figures,
      fcpMs: round(figures.fcpMs),
      lcpMs: round(figures.lcpMs),
      hydratedMs: round(figures.hydratedMs),
      layoutShiftMilli: round(figures.layoutShift * 1000),
      responseStartMs: round(figures.responseStartMs),
      loadEventMs: round(figures.loadEventMs),
      scriptBytes: bytes.script,
      scriptCount: bytes.scriptCount,
      documentBytes: bytes.document,
      totalBytes: bytes.total,
    };
  } finally {
    await context.close().catch(() => {});
  }
}

/** A Cookie header's pairs as Playwright's cookies for url's origin. */
function cookiesFor(header, url) {
  return header
    .split(';')
    .map((pair) => pair.trim())
    .filter(Boolean)
    .map((pair) => {
      const at = pair.indexOf('=');
      return { name: pair.slice(0, at), value: pair.slice(at + 1), url: new URL(url).origin };
    });
}

export function summariseRealRuns(runs) {
  const ok = runs.filter((run) => !run.error);
  const summary = { runsOk: ok.length, runsFailed: runs.length - ok.length };
  for (const { key } of REAL_METRICS) {
    const values = ok.map((run) => run[key]).filter((value) => typeof value === 'number');
    summary[key] = { median: round(median(values)), max: values.length ? Math.max(...values) : null };
  }
  return summary;
}

// Run i of one server against run i of the other (the same round, loaded back to back): the median and the
// largest of those differences, so a slow moment of the machine cancels out instead of landing on one side.
export function pairedDifferences(runsA, runsB) {
  const differences = {};
  for (const { key } of REAL_METRICS) {
    const values = [];
    for (let i = 0; i < Math.min(runsA.length, runsB.length); i++) {
      const [a, b] = [runsA[i][key], runsB[i][key]];
      if (typeof a === 'number' && typeof b === 'number') values.push(a - b);
    }
    differences[key] = {
      median: round(median(values)),
      max: values.length ? Math.max(...values) : null,
      pairs: values.length,
    };
  }
  return differences;
}

/**
 * Loads every page from every variant ({ name, baseUrl }): one warm-up load each (not counted), then `runs`
 * rounds; in each round every page is loaded from each variant in turn, the order reversed every other round.
 * Figures go into `out` as they come, so an aborted bench still reports the runs it finished.
 */
export async function measureRealBrowser({ variants, pages, runs, chromium, ensureUp, log, onCleanup }, out) {
  let playwright;
  try {
    playwright = await import('playwright-core');
  } catch {
    throw new Error('playwright-core is missing (a dependency of e2e/): run npm install');
  }
  Object.assign(out, {
    browser: chromium.path,
    phone: PHONE,
    throttling: THROTTLING,
    runs,
    variants: variants.map(({ name, env }) => ({ name, env })),
    pages: {},
    // with two servers, per page: the first's figure minus the second's, run by run (loaded back to back)
    differences: {},
  });
  for (const p of pages) {
    out.pages[p] = {};
    for (const v of variants) out.pages[p][v.name] = { runs: [] };
  }
  const browser = await playwright.chromium.launch({
    executablePath: chromium.path,
    args: chromium.args,
    headless: true,
    // the bench handles signals itself (it stops its servers too); Playwright still kills the browser on exit
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
  });
  // Playwright kills the browsers it started when this process exits, however it exits; this is the polite way
  const forget = onCleanup(() => void browser.close().catch(() => {}));
  out.browserVersion = browser.version();
  const load = async (p, v, label) => {
    log(`real ${label}: ${v.name} ${p}`);
    try {
      const run = await withTimeout(
        loadOnce(browser, `${v.baseUrl}${p}`, v.cookie),
        2 * LOAD_TIMEOUT_MS,
        `loading ${p}`,
      );
      log(
        `  FCP ${run.fcpMs} ms, LCP ${run.lcpMs} ms, responds ${run.hydratedMs} ms, script ${run.scriptBytes} B, layout shift ${run.layoutShiftMilli / 1000}`,
      );
      return run;
    } catch (error) {
      log(`  failed: ${error.message.split('\n')[0]}`);
      return { error: error.message.split('\n')[0] };
    }
  };
  try {
    for (const p of pages) for (const v of variants) await load(p, v, 'warm-up (not counted)');
    for (let i = 1; i <= runs; i++) {
      const order = i % 2 ? variants : [...variants].reverse();
      for (const p of pages) {
        await ensureUp();
        for (const v of order) out.pages[p][v.name].runs.push(await load(p, v, `run ${i}/${runs}`));
      }
    }
  } finally {
    for (const p of pages) {
      const [a, b] = variants.map((v) => out.pages[p][v.name]);
      for (const v of variants) out.pages[p][v.name].summary = summariseRealRuns(out.pages[p][v.name].runs);
      if (b) out.differences[p] = pairedDifferences(a.runs, b.runs);
    }
    await withTimeout(browser.close(), 10_000, 'closing the browser').catch(() => {});
    forget();
  }
}

// The real-browser run on the bench's server and, with --compare, on the other one in turn; cookieOf(baseUrl) gives
// each server's own session cookie (--as), since a session of one server means nothing to the other.
export async function measureReal({ baseUrl, other, runs, ensureUp, paths, cookieOf }, real) {
  assertChromium();
  const variants = [{ name: 'as built', env: {}, baseUrl, cookie: await cookieOf(baseUrl) }];
  if (other)
    variants.push({ name: other.name, env: other.env, baseUrl: other.baseUrl, cookie: await cookieOf(other.baseUrl) });
  const chromiumSettings = { path: CHROMIUM, args: chromium.args };
  await measureRealBrowser(
    { variants, pages: paths, runs, chromium: chromiumSettings, ensureUp, log, onCleanup },
    real,
  );
}

// The budget holds the site as built (the first server); the second server's figures are in the real-browser table.
export function realRows(results, paths) {
  const rows = [];
  for (const p of paths) {
    const summary = results.real?.pages?.[p]?.['as built']?.summary;
    const responds = summary?.hydratedMs;
    const shown = responds?.median != null ? `${responds.median} ms (max ${responds.max})` : null;
    const limit = REAL_RESPONDS_MS;
    const row = { value: responds?.median, shown, op: '<=', limit, text: `<= ${limit} ms` };
    rows.push(budgetRow(`real phone: ${p} responds (median)`, row, false));
  }
  return rows;
}

// One line per page and server: median and, in brackets, the slowest (largest) of the runs.
export function realTable(real) {
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

function unitOf(key) {
  return key.endsWith('Ms') ? ' ms' : '';
}

function formatKB(mid, max) {
  if (mid == null) return '-';
  const kb = (n) => (n / 1024).toFixed(1);
  return mid === max ? `${kb(mid)} KB` : `${kb(mid)} (${kb(max)}) KB`;
}
