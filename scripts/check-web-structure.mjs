// Lint rule (ARCHITECTURE.md, "The web's folders"): the website's code keeps one direction of imports.
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
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
// another app folder may be named (the unit test checks a small one it writes: folder-rules.test.ts)
const app = process.argv[2] ? resolve(process.argv[2]) : join(root, 'apps/web/app');
const forbidden = {
  components: ['features', 'routes'],
  features: ['routes'],
  api: ['routes', 'features', 'components'],
  utils: ['routes', 'features', 'components', 'api'],
  i18n: ['routes', 'features', 'components', 'api', 'utils'],
};

const problems = [];
function walk(folder) {
  for (const name of readdirSync(folder)) {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) walk(path);
    else if (/\.(ts|tsx)$/.test(name)) check(path);
  }
}

/** The top folder of apps/web/app an import lands in ('~/x/…' or a relative path). */
function targetArea(file, specifier) {
  if (specifier.startsWith('~/')) return specifier.slice(2).split('/')[0];
  if (!specifier.startsWith('.')) return null;
  return relative(app, resolve(dirname(file), specifier)).split('/')[0];
}

function check(file) {
  const area = relative(app, file).split('/')[0];
  const source = readFileSync(file, 'utf8');
  for (const match of source.matchAll(/^\s*(?:import|export)\s[^;]*?from\s+'([^']+)'|^\s*import\s+'([^']+)'/gm)) {
    const specifier = match[1] ?? match[2] ?? '';
    const line = source.slice(0, match.index).split('\n').length;
    const where = `${relative(root, file)}:${line}`;
    // a module loaded on demand may bring its own styles, said so on the line above ('css-ok')
    const lineAbove = source.split('\n')[line - 2] ?? '';
    const isExempt = lineAbove.includes('css-ok') || source.split('\n')[line - 3]?.includes('css-ok');
    if (match[2] && /\.css$/.test(specifier) && !isExempt) {
      problems.push(`${where}: side-effect CSS import '${specifier}' (import it ?inline and render RouteStyles)`);
    }
    if ((area === 'routes' || area === 'components') && /(^|\/)use-api(\.ts)?$/.test(specifier)) {
      problems.push(
        `${where}: ${area}/ may not call the API from the browser ('${specifier}'): use a loader, an action, or a features/ hook`,
      );
    }
    const target = targetArea(file, specifier);
    if (target === 'root' || target === 'root.tsx') {
      problems.push(
        `${where}: nothing may import root.tsx ('${specifier}'): read its data through features/shell/root-data.ts`,
      );
    }
    if (target && forbidden[area]?.includes(target)) {
      problems.push(`${where}: ${area}/ may not import ${target}/ ('${specifier}')`);
    }
  }
}

walk(app);
if (problems.length) {
  console.error(`The website's folders (scripts/check-web-structure.mjs):\n${problems.join('\n')}`);
  process.exit(1);
}
