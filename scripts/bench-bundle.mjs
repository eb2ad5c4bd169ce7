// `npm run bench -- --bundle`: what each page's script is made of. The browser build writes
// build/bundle-report.json (apps/web/vite.config.ts: every chunk with the bytes each module puts into it); this
// reads which chunks a page loads (its <link rel="modulepreload"> and module scripts, and their static imports),
// the compressed size the server sends for each (the build's .br file, or the file itself when it is too small
// to be compressed), and shares each chunk's compressed bytes among its modules by their uncompressed share.
// The groups: React (react, react-dom, scheduler), React Router, the contract package, the site's own code,
// anything else from node_modules. Also used by e2e/tests/script-budget.test.ts.
import fs from 'node:fs';
import path from 'node:path';

/** Issue 16's budget for the compressed script of one page. */
export const SCRIPT_BUDGET_BYTES = 100 * 1024;

export function readBundleReport(buildDir) {
  const report = JSON.parse(fs.readFileSync(path.join(buildDir, 'bundle-report.json'), 'utf8'));
  return new Map(report.chunks.map((chunk) => [chunk.file, chunk]));
}

/** The chunk files a page's HTML loads at once: its preloads and module scripts, with their static imports. */
export function chunksOfPage(html, chunks) {
  const found = new Set();
  const pending = [...html.matchAll(/<(?:link[^>]*rel="modulepreload"|script[^>]*type="module")[^>]*>/g)]
    .map((tag) => /(?:href|src)="\/(assets\/[^"]+\.js)"/.exec(tag[0])?.[1])
    .filter(Boolean);
  // the boot script imports the entry and the route modules by name
  for (const match of html.matchAll(/import\s*(?:\*\s*as\s*\w+\s*from\s*)?"\/(assets\/[^"]+\.js)"/g)) {
    pending.push(match[1]);
  }
  while (pending.length) {
    const file = pending.pop();
    if (found.has(file)) continue;
    found.add(file);
    for (const imported of chunks.get(file)?.imports ?? []) pending.push(imported);
  }
  return [...found];
}

export function groupOf(moduleId) {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(moduleId)?.[1];
  if (pkg) {
    if (['react', 'react-dom', 'scheduler'].includes(pkg)) return 'React';
    if (pkg === 'react-router' || pkg.startsWith('@react-router/')) return 'React Router';
    return `npm: ${pkg}`;
  }
  if (moduleId.includes('packages/contract/')) return 'contract';
  if (/\.css(\?|$)/.test(moduleId)) return 'site: styles';
  if (moduleId.includes('apps/web/app/') || moduleId.startsWith('app/')) return 'site: code';
  return 'other';
}

function sentSize(clientDir, file) {
  const full = path.join(clientDir, file);
  return fs.existsSync(`${full}.br`) ? fs.statSync(`${full}.br`).size : fs.statSync(full).size;
}

/** A page's chunks with their compressed sizes, and the compressed bytes per group and per module. */
export function analysePage(html, chunks, clientDir) {
  const files = chunksOfPage(html, chunks);
  const groups = {};
  const modules = {};
  let total = 0;
  const perChunk = [];
  for (const file of files) {
    const sent = sentSize(clientDir, file);
    total += sent;
    perChunk.push({ file, bytes: sent });
    const own = Object.entries(chunks.get(file)?.modules ?? {});
    const raw = own.reduce((sum, [, length]) => sum + length, 0);
    if (!raw) {
      groups.other = (groups.other ?? 0) + sent;
      continue;
    }
    for (const [id, length] of own) {
      const share = (sent * length) / raw;
      const group = groupOf(id);
      groups[group] = (groups[group] ?? 0) + share;
      const name = id.replace(/^.*node_modules\//, '').replace(/^.*?(apps\/web\/app\/|packages\/contract\/)/, '$1');
      modules[name] = (modules[name] ?? 0) + share;
    }
  }
  perChunk.sort((a, b) => b.bytes - a.bytes);
  const round = (object) => Object.fromEntries(Object.entries(object).map(([key, value]) => [key, Math.round(value)]));
  return {
    total,
    chunks: perChunk,
    groups: round(groups),
    modules: round(modules),
    moduleIds: allModuleIds(files, chunks),
  };
}

function allModuleIds(files, chunks) {
  return files.flatMap((file) => Object.keys(chunks.get(file)?.modules ?? {}));
}

/** For the bench: each page's analysis, from the running server's HTML and the build on disk. */
export async function measureBundles({ baseUrl, pages, buildDir, log, cookie }) {
  const chunks = readBundleReport(buildDir);
  const result = {};
  // --as: the page as its owner gets it (a personal page answers a guest with the way to log in)
  const headers = { 'user-agent': 'Mozilla/5.0 (bench)', ...(cookie ? { cookie } : {}) };
  for (const page of pages) {
    const response = await fetch(new URL(page, baseUrl), { headers });
    const html = await response.text();
    const { moduleIds, ...analysis } = analysePage(html, chunks, path.join(buildDir, 'client'));
    result[page] = analysis;
    log(`bundle ${page}: ${(analysis.total / 1024).toFixed(1)} KB compressed in ${analysis.chunks.length} chunks`);
  }
  return result;
}

export function bundleTable(bundles) {
  const lines = [];
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
  for (const [page, analysis] of Object.entries(bundles)) {
    const verdict = analysis.total <= SCRIPT_BUDGET_BYTES ? 'pass' : 'FAIL';
    lines.push(`${page}: ${kb(analysis.total)} compressed script (budget <= ${kb(SCRIPT_BUDGET_BYTES)}: ${verdict})`);
    const groups = Object.entries(analysis.groups).sort((a, b) => b[1] - a[1]);
    lines.push(`  by part: ${groups.map(([group, bytes]) => `${group} ${kb(bytes)}`).join(', ')}`);
    const top = Object.entries(analysis.modules)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 8);
    lines.push(`  largest modules: ${top.map(([name, bytes]) => `${name} ${kb(bytes)}`).join(', ')}`);
    const chunkList = analysis.chunks.slice(0, 6).map(({ file, bytes }) => `${path.basename(file)} ${kb(bytes)}`);
    lines.push(`  largest chunks: ${chunkList.join(', ')} (${analysis.chunks.length} in all)`);
  }
  return lines.join('\n');
}

/** The report's rows: each page's compressed script against the budget (the bench's row helpers, given). */
export function bundleRows(bundles, { budgetRow, formatBytes }) {
  return Object.entries(bundles ?? {}).map(([p, { total }]) =>
    budgetRow(
      `script compressed ${p}`,
      { value: total, shown: formatBytes(total), op: '<=', limit: SCRIPT_BUDGET_BYTES, text: '<= 100 KB' },
      false,
    ),
  );
}
