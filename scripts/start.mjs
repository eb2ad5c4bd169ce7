// npm start: build once if no build exists, then run the server (which migrates and seeds on first start).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const outputs = ['apps/api/dist/main.mjs', 'apps/web/build/server/index.js'];

if (!outputs.every((file) => existsSync(`${root}/${file}`))) {
  console.log('No build found: building the site and the API first…');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ['--enable-source-maps', `${root}/apps/api/dist/main.mjs`], {
  stdio: 'inherit',
  // a demonstration: the card sandbox is allowed (decision 036); a real site sets PAYMENT_GATEWAY=moyasar
  env: { NODE_ENV: 'production', DEMO_SITE: 'true', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
