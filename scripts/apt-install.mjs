// What scripts/ensure-chromium.mjs and scripts/ensure-java.mjs share: when a tool the tests need is
// missing and this machine can install it (Debian's apt-get, as root or with sudo without a
// password), its Debian package is installed the way CI does; otherwise the run stops with one line
// that says what to run.
import { spawnSync } from 'node:child_process';

/** Whether `command args…` runs and exits 0 (its output is dropped). */
export function succeeds(command, args) {
  return spawnSync(command, args, { stdio: 'ignore' }).status === 0;
}

/** Stops `npm test` with one line on stderr. */
export function stop(message) {
  console.error(`npm test: ${message}`);
  process.exit(1);
}

/**
 * Installs Debian's `packageName` for a missing tool, or stops with one line.
 * - what: the tool's name in the messages ('Chromium', 'Java')
 * - cannotInstall: { withApt, withoutApt }, the line when this machine cannot install it
 *   (apt-get is there but neither root nor sudo, or there is no apt-get)
 * - isThere(): whether the tool is there now (checked after the install)
 * - notThereAfter: the line when it is still not there after the install
 * - installed: the line printed once it is installed
 */
export function ensureDebianPackage({ what, packageName, cannotInstall, isThere, notThereAfter, installed }) {
  const isRoot = process.getuid?.() === 0;
  const hasApt = succeeds('sh', ['-c', 'command -v apt-get']);
  const canSudo = !isRoot && succeeds('sudo', ['-n', 'true']);
  if (!hasApt || !(isRoot || canSudo)) stop(hasApt ? cannotInstall.withApt : cannotInstall.withoutApt);

  console.log(`npm test: ${what} is missing; installing Debian's ${packageName} package (apt-get)`);
  const prefix = isRoot ? [] : ['sudo', '-n'];
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['apt-get', 'update', '-qq'],
    ['apt-get', 'install', '-y', '-qq', packageName],
  ]) {
    const [command, ...rest] = [...prefix, ...args];
    const run = spawnSync(command, rest, { stdio: ['ignore', 'ignore', 'inherit'], env });
    if (run.status !== 0)
      stop(
        `installing ${what} failed (\`${args.join(' ')}\`); run \`sudo apt-get install -y ${packageName}\` and try again.`,
      );
  }
  if (!isThere()) stop(notThereAfter);
  console.log(`npm test: ${installed}`);
}
