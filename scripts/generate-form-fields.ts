import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { formFieldsFiles } from '../packages/contract/src/form-fields-source.ts';

// writes the zod-free modules of each JSON-body endpoint's fields that the website's forms read, and the
// server's table of them all (decision 052); a module of an endpoint that has gone is removed
const root = new URL('../packages/contract/src/', import.meta.url);
const files = formFieldsFiles();
mkdirSync(new URL('form-fields/', root), { recursive: true });
for (const name of readdirSync(new URL('form-fields/', root))) {
  if (!(`form-fields/${name}` in files)) rmSync(new URL(`form-fields/${name}`, root));
}
for (const [path, text] of Object.entries(files)) writeFileSync(new URL(path, root), text);
console.log(`wrote ${Object.keys(files).length} files under ${root.pathname}`);
