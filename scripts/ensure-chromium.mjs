#!/usr/bin/env node
// The browser the browser tests and the bench drive: CHROME_PATH, or Debian's Chromium
// (scripts/chromium.json). When it is missing and this machine can install it (Debian's apt-get,
// as root or with sudo without a password), it is installed the way CI does (scripts/apt-install.mjs);
// otherwise this stops with one line that says what to run. `npm test` runs this first, `.ci/run` too.
import { accessSync, constants, readFileSync } from 'node:fs';
import { ensureDebianPackage, stop } from './apt-install.mjs';

const settings = JSON.parse(readFileSync(new URL('./chromium.json', import.meta.url), 'utf8'));
const wanted = process.env.CHROME_PATH ?? settings.path;

function isExecutable(file) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

if (isExecutable(wanted)) process.exit(0);
if (process.env.CHROME_PATH) stop(`CHROME_PATH=${wanted} is not an executable file; point it at Chromium or Chrome.`);

ensureDebianPackage({
  what: 'Chromium',
  packageName: 'chromium',
  cannotInstall: {
    withApt:
      'Chromium is missing: run `sudo apt-get install -y chromium`, or set CHROME_PATH to a Chromium or Chrome binary.',
    withoutApt:
      'Chromium is missing: install Chromium and set CHROME_PATH to its binary (Debian: `apt-get install -y chromium`).',
  },
  isThere: () => isExecutable(wanted),
  notThereAfter: `Chromium was installed but ${wanted} is not there; set CHROME_PATH to its binary.`,
  installed: `Chromium installed at ${wanted}`,
});
