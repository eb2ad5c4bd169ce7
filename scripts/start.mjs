// npm start: build once if no build exists, then run the server (which migrates and seeds on first start).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * How the server's Node runs (decision 041); the bench starts its servers the same way.
 * - `--heap-growing-percent=25`: after each full collection V8 lets the JavaScript heap grow to 1.25 times what
 *   survived it, where its own rule allows up to four times; a render's garbage is collected a few MB later
 *   instead of a hundred, for a few more milliseconds of collection a second under load.
 * - `MALLOC_ARENA_MAX=2`: glibc gives each thread that allocates (compression, the file system, V8's helpers)
 *   an arena of its own, up to eight per core, and returns little of them; two are enough on a server this size.
 */
export const SERVER_NODE_ARGS = ['--enable-source-maps', '--heap-growing-percent=25'];
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

function start() {
  if (!outputs.every((file) => existsSync(`${root}/${file}`))) {
    console.log('No build found: building the site and the API first…');
    const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }

  const server = spawn(process.execPath, [...SERVER_NODE_ARGS, `${root}/apps/api/dist/main.mjs`], {
    stdio: 'inherit',
    env: serverEnvironment(process.env),
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
  server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

// run by npm start; imported by the bench for the flags above
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) start();
