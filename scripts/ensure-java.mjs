#!/usr/bin/env node
// Java for the HTML check of the browser tests (the Nu Html Checker, npm `vnu-jar`, is a Java program):
// JAVA, or `java` on the PATH. When it is missing and this machine can install it (Debian's apt-get, as
// root or with sudo without a password), Debian's default-jre-headless is installed the way
// scripts/ensure-chromium.mjs installs Chromium (scripts/apt-install.mjs); otherwise this stops with one
// line that says what to run. `npm test` runs this first, `.ci/run` too.
import { ensureDebianPackage, stop, succeeds } from './apt-install.mjs';

const wanted = process.env.JAVA ?? 'java';

if (succeeds(wanted, ['-version'])) process.exit(0);
if (process.env.JAVA) stop(`JAVA=${wanted} does not run; point it at a Java 11 or later \`java\` binary.`);

ensureDebianPackage({
  what: 'Java',
  packageName: 'default-jre-headless',
  cannotInstall: {
    withApt:
      'Java is missing (the HTML check needs it): run `sudo apt-get install -y default-jre-headless`, or set JAVA to a `java` binary.',
    withoutApt:
      'Java is missing (the HTML check needs it): install a Java runtime (11 or later) and put `java` on the PATH, or set JAVA.',
  },
  isThere: () => succeeds(wanted, ['-version']),
  notThereAfter: 'Java was installed but `java` does not run; set JAVA to its binary.',
  installed: 'Java installed',
});
