#!/usr/bin/env node
// Java for the HTML check of the browser tests (the Nu Html Checker, npm `vnu-jar`, is a Java program):
// JAVA, or `java` on the PATH. When it is missing and this machine can install it (Debian's apt-get, as
// root or with sudo without a password), Debian's default-jre-headless is installed, the way
// scripts/ensure-chromium.mjs installs Chromium; otherwise this stops with one line that says what to
// run. `npm test` runs this first, `.ci/run` too.
import { spawnSync } from 'node:child_process';

const wanted = process.env.JAVA ?? 'java';

function succeeds(command, args) {
  return spawnSync(command, args, { stdio: 'ignore' }).status === 0;
}

function stop(message) {
  console.error(`npm test: ${message}`);
  process.exit(1);
}

if (succeeds(wanted, ['-version'])) process.exit(0);
if (process.env.JAVA) stop(`JAVA=${wanted} does not run; point it at a Java 11 or later \`java\` binary.`);

const isRoot = process.getuid?.() === 0;
const hasApt = succeeds('sh', ['-c', 'command -v apt-get']);
const canSudo = !isRoot && succeeds('sudo', ['-n', 'true']);
if (!hasApt || !(isRoot || canSudo)) {
  stop(
    hasApt
      ? 'Java is missing (the HTML check needs it): run `sudo apt-get install -y default-jre-headless`, or set JAVA to a `java` binary.'
      : 'Java is missing (the HTML check needs it): install a Java runtime (11 or later) and put `java` on the PATH, or set JAVA.',
  );
}

console.log("npm test: Java is missing; installing Debian's default-jre-headless package (apt-get)");
const prefix = isRoot ? [] : ['sudo', '-n'];
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
for (const args of [
  ['apt-get', 'update', '-qq'],
  ['apt-get', 'install', '-y', '-qq', 'default-jre-headless'],
]) {
  const [command, ...rest] = [...prefix, ...args];
  const run = spawnSync(command, rest, { stdio: ['ignore', 'ignore', 'inherit'], env });
  if (run.status !== 0)
    stop(
      `installing Java failed (\`${args.join(' ')}\`); run \`sudo apt-get install -y default-jre-headless\` and try again.`,
    );
}
if (!succeeds(wanted, ['-version'])) stop('Java was installed but `java` does not run; set JAVA to its binary.');
console.log('npm test: Java installed');
