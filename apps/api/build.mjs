// Bundles the API server into dist/main.mjs. npm packages stay external (installed beside it);
// the workspace's own TypeScript packages (@forum/*) are bundled in.
import { readFileSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

const manifest = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(manifest.dependencies).filter((name) => !name.startsWith('@forum/'));

rmSync('dist', { recursive: true, force: true });

await build({
  entryPoints: ['src/main.ts'],
  outdir: 'dist',
  outExtension: { '.js': '.mjs' },
  // the dynamic import in main.ts stays a separate file, so nothing loads React before NODE_ENV is set
  splitting: true,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  sourcemap: 'linked',
  external: [...external, ...external.map((name) => `${name}/*`), 'libphonenumber-js'],
  logLevel: 'warning',
});
