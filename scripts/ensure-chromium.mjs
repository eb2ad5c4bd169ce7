#!/usr/bin/env node
// The browser the browser tests and the bench drive: CHROME_PATH, or Debian's Chromium
// (scripts/chromium.json). When it is missing and this machine can install it (Debian's apt-get,
// as root or with sudo without a password), it is installed the way CI does; otherwise this stops
// with one line that says what to run. `npm test` runs this first, `.ci/run` too.
import { spawnSync } from 'node:child_process';
import { accessSync, constants, readFileSync } from 'node:fs';

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

function succeeds(command, args) {
  return spawnSync(command, args, { stdio: 'ignore' }).status === 0;
}

function stop(message) {
  console.error(`npm test: ${message}`);
  process.exit(1);
}

if (isExecutable(wanted)) process.exit(0);
if (process.env.CHROME_PATH) stop(`CHROME_PATH=${wanted} is not an executable file; point it at Chromium or Chrome.`);

const isRoot = process.getuid?.() === 0;
const hasApt = succeeds('sh', ['-c', 'command -v apt-get']);
const canSudo = !isRoot && succeeds('sudo', ['-n', 'true']);
if (!hasApt || !(isRoot || canSudo)) {
  stop(
    hasApt
      ? 'Chromium is missing: run `sudo apt-get install -y chromium`, or set CHROME_PATH to a Chromium or Chrome binary.'
      : 'Chromium is missing: install Chromium and set CHROME_PATH to its binary (Debian: `apt-get install -y chromium`).',
  );
}

console.log("npm test: Chromium is missing; installing Debian's chromium package (apt-get)");
const prefix = isRoot ? [] : ['sudo', '-n'];
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
for (const args of [
  ['apt-get', 'update', '-qq'],
  ['apt-get', 'install', '-y', '-qq', 'chromium'],
]) {
  const [command, ...rest] = [...prefix, ...args];
  const run = spawnSync(command, rest, { stdio: ['ignore', 'ignore', 'inherit'], env });
  if (run.status !== 0)
    stop(`installing Chromium failed (\`${args.join(' ')}\`); run \`sudo apt-get install -y chromium\` and try again.`);
}
if (!isExecutable(wanted)) stop(`Chromium was installed but ${wanted} is not there; set CHROME_PATH to its binary.`);
console.log(`npm test: Chromium installed at ${wanted}`);
