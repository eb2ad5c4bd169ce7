import { writeFileSync } from 'node:fs';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig, type Plugin } from 'vite';

/**
 * Writes build/bundle-report.json after the browser build: each script chunk with the modules inside it and
 * the bytes each module contributes (before compression), so that `npm run bench -- --bundle` can tell what a
 * page's script is made of. Kept outside build/client: it is not served.
 */
function bundleReport(): Plugin {
  return {
    name: 'forum:bundle-report',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle(options, bundle) {
      const chunks = Object.values(bundle).flatMap((output) =>
        output.type === 'chunk'
          ? [
              {
                file: output.fileName,
                isEntry: output.isEntry,
                imports: output.imports,
                dynamicImports: output.dynamicImports,
                modules: Object.fromEntries(
                  Object.entries(output.modules)
                    .filter(([, module]) => module.renderedLength > 0)
                    .map(([id, module]) => [id.replace(`${process.cwd()}/`, ''), module.renderedLength]),
                ),
              },
            ]
          : [],
      );
      const outDir = options.dir ?? 'build/client';
      writeFileSync(`${outDir}/../bundle-report.json`, `${JSON.stringify({ chunks }, null, 1)}\n`);
    },
  };
}

/**
 * The shell's stylesheet (decision 010) is written into every page's head by the server; the browser hydrates
 * that <style> as it finds it (React leaves the content of a dangerouslySetInnerHTML it hydrates untouched), so
 * its text is not needed in the script: 3.7 KB compressed on every page (decision 032).
 */
function shellStylesOnServerOnly(): Plugin {
  return {
    name: 'forum:shell-styles-on-server-only',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    resolveId(source) {
      if (source.endsWith('styles/site.css?inline')) return '\0forum:shell-styles';
    },
    load(id) {
      if (id === '\0forum:shell-styles') return 'export default "";';
    },
  };
}

/**
 * A route's own sheet (`./x.css?inline`, drawn by `RouteStyles`) is written into the page's head by the server
 * (decision 015). The browser needs its text only when it reaches the page by navigation, so the browser build
 * takes the sheet's address instead (`?url`, a file under /assets/ the client links then): a product page's
 * script no longer carries 2.4 KB of styles its HTML already holds (issue 32).
 */
function routeSheetsLinkedInBrowser(): Plugin {
  return {
    name: 'forum:route-sheets-linked-in-browser',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    async resolveId(source, importer, options) {
      if (!source.endsWith('.css?inline') || source.endsWith('styles/site.css?inline')) return null;
      return this.resolve(source.replace(/\?inline$/, '?url'), importer, { ...options, skipSelf: true });
    },
  };
}

/**
 * React Router's package points every import at its development build (dist/development; upstream issue 14102),
 * whose dev-only warnings stay switched on in a production bundle. The browser build takes its production build
 * instead: the same code with those warnings off, which the minifier then drops (decision 032). Its entry files
 * have the same names in both folders, and each build's own chunks are imported relatively from there.
 */
function reactRouterProductionBuild(): Plugin {
  return {
    name: 'forum:react-router-production-build',
    apply: 'build',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    async resolveId(source, importer, options) {
      if (source !== 'react-router' && !source.startsWith('react-router/')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved?.id.includes('/react-router/dist/development/')) return resolved;
      return {
        ...resolved,
        id: resolved.id.replace('/react-router/dist/development/', '/react-router/dist/production/'),
      };
    },
  };
}

/**
 * The site's modules that the root route imports (header, footer, providers, texts, icons, the API client …) are on
 * every page: in the browser they go into one `shell` chunk instead of some twenty small ones, each a request with
 * its own headers (decision 032). What only some routes import stays with them, except three kits of small modules
 * that many routes share (decision 078): on a slow phone each file is a round trip, and a page of twenty-four files
 * waited for four rounds of them before it could respond.
 */
// A kit takes the modules it names and what they import that no earlier kit (or the shell) took, so a kit names only
// modules that import nothing a page without them would not load (a kit of the chat's frame took the account's menu
// with it, and every account page loaded the chat's parts).
const sharedKits: readonly { name: string; test: RegExp }[] = [
  // the form kit, on every page with a form
  {
    name: 'forms',
    test: /\/app\/(features\/forms\/[\w-]+|components\/(form|field-error|intent-button|confirm-dialog|choice-fields)|utils\/file-size)\.tsx?$/,
  },
  // the product card and what it draws (a picture, add to cart), on the home page and the shop's
  {
    name: 'catalogue',
    test: /(\/app\/(features\/(shop\/product-card|cart\/(add-to-cart|use-cart-fetcher))|components\/uploaded-image)\.tsx?|\/contract\/src\/pictures\.ts)$/,
  },
  // what the account's pages share: their menu and data, cards and facts, rules and sheets
  {
    name: 'account',
    test: /(\/app\/routes\/account\/(account-data|account-pages|account-card|facts|day-and-time|orders-data|after-sales-data|order-parts)\.tsx?|\/app\/routes\/account\/(account|orders|after-sales)\.css\?url|\/contract\/src\/(account|order)-rules\.ts)$/,
  },
];

// in the shell too, being on most pages: a page's styles, breadcrumbs and trail, the form actions' hidden fields
// and fetcher, dates; and a product's thumbnail (300 B, on the cart, the checkout, the orders and the search: a file
// of its own would be one more round trip there)
const onMostPages =
  /\/app\/(components\/(route-styles|breadcrumbs|thumbnail)|routes\/page-tree|features\/forms\/(action-fields|use-action-fetcher)|utils\/(personal-meta|dates))\.tsx?$/;

function shellChunkOf(
  moduleId: string,
  context: { getModuleInfo(id: string): { importedIds: readonly string[] } | null },
) {
  if (moduleId.includes('/node_modules/') || moduleId.endsWith('/app/root.tsx')) return null;
  shellModules ??= reachableFrom(context, `${import.meta.dirname}/app/root.tsx`);
  return shellModules.has(moduleId) || onMostPages.test(moduleId) ? 'shell' : null;
}
let shellModules: Set<string> | undefined;

function reachableFrom(
  context: { getModuleInfo(id: string): { importedIds: readonly string[] } | null },
  start: string,
) {
  const seen = new Set<string>();
  const pending = [start];
  while (pending.length) {
    const id = pending.pop() as string;
    if (seen.has(id)) continue;
    seen.add(id);
    pending.push(...(context.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    shellStylesOnServerOnly(),
    routeSheetsLinkedInBrowser(),
    reactRouterProductionBuild(),
    reactRouter(),
    bundleReport(),
  ],
  build: {
    target: 'es2022',
    assetsInlineLimit: 0,
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            codeSplitting: {
              groups: [
                // React and React Router, which change only with their versions, apart from the site's code
                { name: 'framework', test: /node_modules\/(react|react-dom|scheduler|react-router)\//, priority: 4 },
                { name: shellChunkOf, priority: 3 },
                // the shell takes its modules first, so a kit holds only what the shell does not
                ...sharedKits.map((kit) => ({ ...kit, priority: 1 })),
              ],
            },
          },
        },
  },
  server: { proxy: { '/api': 'http://127.0.0.1:3001', '/uploads': 'http://127.0.0.1:3001' } },
}));
