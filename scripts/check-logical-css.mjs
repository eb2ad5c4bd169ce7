// Lint rule (docs/product/code-style.md): one stylesheet serves both directions, so styles use logical properties
// (margin-inline-start, inset-inline-end …), never physical left/right.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const folders = ['apps/web/app'];
const physical =
  /(margin|padding|border)-(left|right)\b|(^|[^-\w])(left|right)\s*:|text-align\s*:\s*(left|right)|float\s*:\s*(left|right)/;

const problems = [];
function walk(folder) {
  for (const name of readdirSync(folder)) {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) walk(path);
    else if (/\.(css|tsx)$/.test(name)) check(path);
  }
}
function check(path) {
  readFileSync(path, 'utf8')
    .split('\n')
    .forEach((line, index) => {
      if (physical.test(line) && !line.includes('rtl-ok'))
        problems.push(`${relative(root, path)}:${index + 1}: ${line.trim()}`);
    });
}

for (const folder of folders) walk(join(root, folder));
if (problems.length) {
  console.error(`Physical left/right styles found; use logical properties:\n${problems.join('\n')}`);
  process.exit(1);
}
