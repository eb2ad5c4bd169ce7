// Bundles the API server into dist/main.mjs. npm packages stay external (installed beside it);
// the workspace's own TypeScript packages (@forum/*) are bundled in.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const manifest = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(manifest.dependencies).filter((name) => !name.startsWith('@forum/'));

await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.mjs',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: 'linked',
  external: [...external, ...external.map((name) => `${name}/*`), 'libphonenumber-js'],
  logLevel: 'warning',
});
