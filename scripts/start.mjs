// npm start: build once if no build exists, then run the server (which migrates and seeds on first start).
// SIGINT or SIGTERM (to npm, which passes it on, or to this script) stops the server in order and then this.
import { spawn } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * How the server's Node runs (decision 041); the bench starts its servers the same way.
 * - `--heap-growing-percent=25`: after each full collection V8 lets the JavaScript heap grow to 1.25 times what
 *   survived it, where its own rule allows up to four times; a render's garbage is collected a few MB later
 *   instead of a hundred, for a few more milliseconds of collection a second under load.
 * - `--max-semi-space-size=16`: the young generation's halves at 16 MB at most; without it Node 24's V8 sizes them
 *   larger, and the idle server took about 445 MB where it took 290 MB on Node 20 (330 MB with it; decision 045).
 * - `MALLOC_ARENA_MAX=2`: glibc gives each thread that allocates (compression, the file system, V8's helpers)
 *   an arena of its own, up to eight per core, and returns little of them; two are enough on a server this size.
 */
export const SERVER_NODE_ARGS = ['--enable-source-maps', '--heap-growing-percent=25', '--max-semi-space-size=16'];
export const SERVER_ENV = { MALLOC_ARENA_MAX: '2' };

/**
 * The server's environment under `npm start`: production, the flags above, and the caller's own variables.
 * On the embedded database with its demo content the site is a demonstration, whose card sandbox takes test
 * cards (decision 036); on DATABASE_URL's PostgreSQL it is a real site, and the start refuses the sandbox
 * unless PAYMENT_GATEWAY=moyasar names a real gateway or DEMO_SITE=true says it is a demonstration.
 */
export function serverEnvironment(env) {
  const demo = env.DATABASE_URL ? {} : { DEMO_SITE: 'true' };
  return { NODE_ENV: 'production', ...demo, ...SERVER_ENV, ...env };
}

const root = fileURLToPath(new URL('..', import.meta.url));
const outputs = ['apps/api/dist/main.mjs', 'apps/web/build/server/index.js'];
// the first start's build writes its whole output here (file lists, bundler notices); the terminal gets one line
const BUILD_LOG = '.tmp/build.log';
// after a stop is asked for: the server finishes its requests within 5 s (serve.ts); past this it is killed
const STOP_DEADLINE_MS = 9_000;

function start() {
  /** @type {((signal: NodeJS.Signals) => void) | null} what stops the build or the server, whichever runs */
  let kill = null;
  let stopping = false;
  const stop = (signal) => {
    if (stopping) return;
    stopping = true;
    if (!kill) process.exit(1);
    kill(signal);
    setTimeout(() => kill?.('SIGKILL'), STOP_DEADLINE_MS).unref();
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stop(signal));
  // npm start's own process gone (killed outright): nobody would stop the server, so stop it now
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid !== parent) stop('SIGTERM');
  }, 500).unref();

  const serve = () => {
    const server = spawn(process.execPath, [...SERVER_NODE_ARGS, `${root}/apps/api/dist/main.mjs`], {
      // the IPC channel closes when this process ends, however it ends: the server stops then (serve.ts)
      stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
      env: serverEnvironment(process.env),
    });
    kill = (signal) => server.kill(signal);
    server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
  };

  if (outputs.every((file) => existsSync(`${root}/${file}`))) return serve();
  mkdirSync(`${root}/.tmp`, { recursive: true });
  const log = openSync(`${root}/${BUILD_LOG}`, 'w');
  const began = Date.now();
  process.stdout.write(`No build yet: building the site and the API once (the full output goes to ${BUILD_LOG})… `);
  // a process group of its own: a stop ends npm, the bundler and whatever else the build started
  const build = spawn('npm', ['run', 'build'], { cwd: root, stdio: ['ignore', log, log], detached: true });
  kill = (signal) => {
    if (build.pid) process.kill(-build.pid, signal);
  };
  build.on('exit', (code, signal) => {
    closeSync(log);
    if (stopping) process.exit(1);
    if (code !== 0) {
      console.log('failed.');
      console.error(tail(readFileSync(`${root}/${BUILD_LOG}`, 'utf8'), 30));
      console.error(`The build failed (${signal ?? `exit code ${code}`}); its whole output is in ${BUILD_LOG}.`);
      process.exit(code || 1);
    }
    console.log(`done in ${((Date.now() - began) / 1000).toFixed(1)} s.`);
    serve();
  });
}

function tail(text, lines) {
  return text.trimEnd().split('\n').slice(-lines).join('\n');
}

// run by npm start; imported by the bench for the flags above
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) start();
