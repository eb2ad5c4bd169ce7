import { accessSync, constants, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import chromiumSettings from '../../scripts/chromium.json' with { type: 'json' };

/**
 * Before any browser test: what every file needs is there, or the run stops once with one line that
 * names the cause, instead of the same failure in every file.
 */
export default function setup() {
  const browser = process.env.CHROME_PATH ?? chromiumSettings.path;
  try {
    accessSync(browser, constants.X_OK);
  } catch {
    throw new Error(`No Chromium at ${browser}: run \`node scripts/ensure-chromium.mjs\` (or set CHROME_PATH)`);
  }
  const build = process.env.WEB_BUILD_DIR ?? fileURLToPath(new URL('../../apps/web/build', import.meta.url));
  if (!existsSync(`${build}/server/index.js`)) {
    throw new Error('No website build: run `npm run build` before the browser tests');
  }
}
