// `npm test`: every test of the project. The quick checks run first, one after another (typecheck, lint,
// unit); then the two slow tiers run side by side, each in its own lane, since each runs its files one at a
// time and neither keeps both cores busy:
//   lane "api":     the API tests on PGlite, then (when TEST_POSTGRES_URL names a PostgreSQL server) the same
//                   suite on PostgreSQL;
//   lane "browser": the build, then the browser tests against that one built server.
// Each lane writes to .tmp/test-<lane>.log; what the terminal shows is when each lane starts and ends and, for a
// lane that failed, its failures. The exit code is 0 only when every step of every lane passed.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const LOGS = path.join(ROOT, '.tmp');
const started = Date.now();
const clock = () => `${Math.round((Date.now() - started) / 1000)} s`;

/** Runs a command with the terminal's output, or into a log file when one is given; resolves to its exit code. */
function run(command, args, { env = {}, log } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: log ? ['ignore', log, log] : 'inherit',
    });
    child.on('error', () => resolve(1));
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** A lane: its steps in order, stopping at the first that fails. */
async function lane(name, steps) {
  const file = path.join(LOGS, `test-${name}.log`);
  const log = fs.openSync(file, 'w');
  try {
    for (const step of steps) {
      console.log(`[${clock()}] ${name}: ${step.label}`);
      const code = await run(step.command, step.args, { env: step.env, log });
      if (code !== 0) {
        console.log(`[${clock()}] ${name}: ${step.label} FAILED (exit ${code})`);
        return { name, file, failed: step.label };
      }
    }
    console.log(`[${clock()}] ${name}: passed`);
    return { name, file, failed: null };
  } finally {
    fs.closeSync(log);
  }
}

/** What a failed lane's log says: vitest's list of failures to the end, or the last lines of anything else. */
function failuresOf(file) {
  const text = fs.readFileSync(file, 'utf8');
  const marker = text.search(/⎯+ Failed Tests? \d+ ⎯+|⎯+ Unhandled Errors? ⎯+/);
  const lines = (marker >= 0 ? text.slice(marker) : text).split('\n');
  return (marker >= 0 ? lines.slice(0, 800) : lines.slice(-120)).join('\n');
}

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const step = (label, ...args) => ({ label, command: npm, args: ['run', '--silent', ...args] });

fs.mkdirSync(LOGS, { recursive: true });
for (const [label, script] of [
  ['browser for the browser tests', 'scripts/ensure-chromium.mjs'],
  ['Java for the HTML check', 'scripts/ensure-java.mjs'],
]) {
  console.log(`[${clock()}] ${label}`);
  if ((await run(process.execPath, [script])) !== 0) process.exit(1);
}
for (const script of ['typecheck', 'lint', 'test:unit']) {
  console.log(`[${clock()}] ${script}`);
  if ((await run(npm, ['run', '--silent', script])) !== 0) process.exit(1);
}

const postgres = process.env.TEST_POSTGRES_URL;
const results = await Promise.all([
  lane('api', [
    step(`API tests on ${process.env.TEST_DATABASE_URL ? 'TEST_DATABASE_URL' : 'PGlite'}`, 'test:api'),
    ...(postgres ? [{ ...step('API tests on PostgreSQL', 'test:api'), env: { TEST_DATABASE_URL: postgres } }] : []),
  ]),
  lane('browser', [step('build', 'build'), step('browser tests', 'test:e2e')]),
]);

for (const result of results) {
  const tail = fs.readFileSync(result.file, 'utf8').trimEnd().split('\n').slice(-6).join('\n');
  console.log(`\n=== ${result.name}: ${result.failed ? `FAILED at ${result.failed}` : 'passed'} (${result.file})`);
  console.log(result.failed ? failuresOf(result.file) : tail);
}
if (!postgres)
  console.log('\n(The API tests ran on PGlite only: set TEST_POSTGRES_URL to run them on PostgreSQL too.)');
console.log(`\nnpm test took ${clock()}`);
process.exit(results.some((result) => result.failed) ? 1 : 0);
