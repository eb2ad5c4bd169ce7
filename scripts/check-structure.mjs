// Lint rule: the code of the website and of the API keeps one direction of imports.
//
// The website (ARCHITECTURE.md, "The web's folders"):
//   routes/      pages: may import features/ and components/
//   features/    one folder per domain (cart, wishlist, forms, session, orders, shop, shell …): may
//                import components/ and other features, never routes/
//   components/  generic UI used by several domains: imports neither features/ nor routes/
//   api/         the API client of the server and the browser: none of the above
//   utils/       small helpers: none of the above, nor api/
//   i18n/        the texts and their formatting: none of the above, nor utils/
//   root.tsx     the document and the shell: imports any of them, and none imports it (what pages
//                read of the root's data is in features/shell/root-data.ts)
// and a route's styles go into the head through RouteStyles (decision 015): no side-effect CSS import.
// A page writes through a form and its route action and reads through its loader (decision 030); what the
// browser itself must ask the API (a visitor's own state on a public page, suggestions as one types) is a
// hook in the domain's features/ folder: routes/ and components/ never import the browser's client.
//
// The API (apps/api/src, decision 048), imports run down only:
//   app/ (and the entry points main.ts, serve.ts, the seed)  the wiring: which domains the server registers
//   a domain's folder (cart/, orders/ …)                      may import other domains and the toolkit
//   the toolkit (http/, db/, auth/, i18n/, storage/, errors.ts, config.ts, localize.ts, pagination.ts)
//                                                             imports neither a domain nor app/
// Tests (`*.test.ts`, test/) start the whole app and may import anything.
// And a domain's route file registers the table's endpoints with `endpoint(app, name, …)` (http/endpoint.ts,
// decision 048): it writes no path of its own.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const web = join(root, 'apps/web/app');
const api = join(root, 'apps/api/src');
const forbidden = {
  components: ['features', 'routes'],
  features: ['routes'],
  api: ['routes', 'features', 'components'],
  utils: ['routes', 'features', 'components', 'api'],
  i18n: ['routes', 'features', 'components', 'api', 'utils'],
};

/** Every import and export `from` of a source, with its line, and whether it is a bare `import 'x'`. */
function importsOf(source) {
  return [...source.matchAll(/^\s*(?:import|export)\s[^;]*?from\s+'([^']+)'|^\s*import\s+'([^']+)'/gm)].map(
    (match) => ({
      specifier: match[1] ?? match[2] ?? '',
      bare: match[2] !== undefined,
      line: source.slice(0, match.index).split('\n').length,
    }),
  );
}

function sourceFiles(folder, files = []) {
  for (const name of readdirSync(folder)) {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) sourceFiles(path, files);
    else if (/\.(ts|tsx)$/.test(name)) files.push(path);
  }
  return files;
}

/** The top folder of apps/web/app an import lands in ('~/x/…' or a relative path). */
function targetArea(app, file, specifier) {
  if (specifier.startsWith('~/')) return specifier.slice(2).split('/')[0];
  if (!specifier.startsWith('.')) return null;
  return relative(app, resolve(dirname(file), specifier)).split('/')[0];
}

function webFileProblems(app, file) {
  const problems = [];
  const area = relative(app, file).split('/')[0];
  const source = readFileSync(file, 'utf8');
  const lines = source.split('\n');
  for (const { specifier, bare, line } of importsOf(source)) {
    const where = `${relative(root, file)}:${line}`;
    // a module loaded on demand may bring its own styles, said so on the line above ('css-ok')
    const isExempt = lines[line - 2]?.includes('css-ok') || lines[line - 3]?.includes('css-ok');
    if (bare && /\.css$/.test(specifier) && !isExempt) {
      problems.push(`${where}: side-effect CSS import '${specifier}' (import it ?inline and render RouteStyles)`);
    }
    if ((area === 'routes' || area === 'components') && /(^|\/)use-api(\.ts)?$/.test(specifier)) {
      problems.push(
        `${where}: ${area}/ may not call the API from the browser ('${specifier}'): use a loader, an action, or a features/ hook`,
      );
    }
    const target = targetArea(app, file, specifier);
    if (target === 'root' || target === 'root.tsx') {
      problems.push(
        `${where}: nothing may import root.tsx ('${specifier}'): read its data through features/shell/root-data.ts`,
      );
    }
    if (target && forbidden[area]?.includes(target)) {
      problems.push(`${where}: ${area}/ may not import ${target}/ ('${specifier}')`);
    }
  }
  return problems;
}

const apiToolkit = new Set([
  'http',
  'db',
  'auth',
  'i18n',
  'storage',
  'errors.ts',
  'config.ts',
  'localize.ts',
  'pagination.ts',
]);
const apiWiring = new Set(['app', 'main.ts', 'serve.ts', 'seed']);
const apiLayers = ['toolkit', 'domain', 'app'];

/**
 * The layer of a file of the API, by its path under apps/api/src: `'app'`, `'domain'` or `'toolkit'`,
 * or null for a test, which may import anything.
 */
export function apiLayerOf(path) {
  const parts = path.split('/');
  const top = parts[0] ?? '';
  if (top === 'test' || /\.test\.tsx?$/.test(path)) return null;
  if (apiWiring.has(top)) return 'app';
  return apiToolkit.has(top) ? 'toolkit' : 'domain';
}

/**
 * Why an import of the API runs up, or null when it runs down or sideways: `from` and `to` are paths
 * under apps/api/src (`cart/cart-routes.ts` importing `http/locale.ts`).
 */
export function apiImportProblem(from, to) {
  const fromLayer = apiLayerOf(from);
  const toLayer = apiLayerOf(to);
  if (!fromLayer || !toLayer) return null;
  if (apiLayers.indexOf(toLayer) <= apiLayers.indexOf(fromLayer)) return null;
  return `a ${fromLayer} file may not import ${toLayer === 'app' ? 'app/' : 'a domain'} ('${to}')`;
}

/** The API's imports that run up, in files under `folder` (apps/api/src unless a test gives another). */
export function apiStructureProblems(folder = api) {
  const problems = [];
  for (const file of sourceFiles(folder)) {
    const from = relative(folder, file);
    const source = readFileSync(file, 'utf8');
    for (const { specifier, line } of importsOf(source)) {
      if (!specifier.startsWith('.')) continue;
      const to = relative(folder, resolve(dirname(file), specifier));
      if (to.startsWith('..')) continue;
      const problem = apiImportProblem(from, to);
      if (problem) problems.push(`${relative(root, file)}:${line}: ${problem}`);
    }
  }
  return problems;
}

/** Route files outside /api (their paths are no endpoint of the table). */
const pathsOutsideTheApi = new Set(['payments/sandbox-routes.ts', 'uploads/uploaded-file-routes.ts']);

/** The paths a route file of the API writes itself (`app.get('/cart', …)`), with their lines. */
export function routePathsWritten(source) {
  return [
    ...source.matchAll(/\.(?:get|head|post|put|patch|delete|options|all|route)(?:<[^(]*>)?\(\s*['`](\/[^'`]*)['`]/g),
  ].map((match) => ({ path: match[1] ?? '', line: source.slice(0, match.index).split('\n').length }));
}

/** Route files of the API that write a path instead of naming the table's endpoint. */
export function apiRouteProblems(folder = api) {
  const problems = [];
  for (const file of sourceFiles(folder)) {
    const path = relative(folder, file);
    if (!path.endsWith('-routes.ts') || pathsOutsideTheApi.has(path)) continue;
    for (const { path: written, line } of routePathsWritten(readFileSync(file, 'utf8'))) {
      problems.push(
        `${relative(root, file)}:${line}: a route writes its path '${written}': register the table's endpoint with endpoint(app, name, …)`,
      );
    }
  }
  return problems;
}

/**
 * The website's imports that break its direction, and its side-effect CSS imports, in `app` (the
 * website's app folder unless a test names a small one it wrote: apps/web/app/folder-rules.test.ts).
 */
export function webStructureProblems(app = web) {
  return sourceFiles(app).flatMap((file) => webFileProblems(app, file));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  // `node scripts/check-structure.mjs <folder>` checks that folder as the website's app folder alone
  const named = process.argv[2];
  const problems = named
    ? webStructureProblems(resolve(named))
    : [...webStructureProblems(), ...apiStructureProblems(), ...apiRouteProblems()];
  if (problems.length) {
    console.error(`The folders of the website and the API (scripts/check-structure.mjs):\n${problems.join('\n')}`);
    process.exit(1);
  }
}
