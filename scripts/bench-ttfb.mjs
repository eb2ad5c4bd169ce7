// `npm run bench` (scripts/bench.mjs): one plain look at each route the bench measures, and the server's time to
// first byte of each page (5 warm-up and 50 requests, median and p95).
import { httpGet, measureTtfb } from './bench-lib.mjs';
import { infoRow, log } from './bench-run.mjs';

// One plain look at each route first: a wrong status here explains odd numbers further down.
export async function checkRoutes(baseUrl, paths) {
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

export async function measureAllTtfb(baseUrl, paths) {
  const ttfb = {};
  for (const p of paths) {
    log(`time to first byte of ${p} (5 warm-up + 50 requests)`);
    ttfb[p] = await measureTtfb(`${baseUrl}${p}`, { count: 50, warmup: 5 });
  }
  return ttfb;
}

export function ttfbRows(results, paths) {
  const rows = [];
  for (const p of paths) {
    const t = results.ttfb?.[p];
    rows.push(infoRow(`server TTFB ${p} median / p95`, t && `${t.medianMs} / ${t.p95Ms} ms`));
  }
  return rows;
}
