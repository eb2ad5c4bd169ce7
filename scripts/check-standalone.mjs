// Lint rule: the repository explains itself (docs/product/code-style.md). A fresh clone holds no
// documents beside it, so no tracked file may send a reader to the specification, design or style
// documents the project started from, or to a folder next to the checkout; point at docs/product/
// or at a decision record instead.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
// built from parts so that this file does not name what it looks for
const outside = ['SPEC', 'DESIGN', 'STYLE'].join('|');
const forbidden = [
  new RegExp(`\\b(?:${outside})\\.md\\b`),
  new RegExp(`\\b(?:${outside}) §`),
  new RegExp(['\\.\\.', 'shared\\b'].join('/')),
];

const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
  .split('\0')
  .filter(Boolean);

const problems = [];
for (const file of tracked) {
  const path = join(root, file);
  // a file staged for deletion or moved in the working tree is not there to read
  if (!existsSync(path) || !statSync(path).isFile()) continue;
  const bytes = readFileSync(path);
  if (bytes.includes(0)) continue; // images, fonts: not text
  bytes
    .toString('utf8')
    .split('\n')
    .forEach((line, index) => {
      if (forbidden.some((pattern) => pattern.test(line))) problems.push(`${file}:${index + 1}: ${line.trim()}`);
    });
}

if (problems.length) {
  console.error(
    `These lines point outside the repository; point at docs/product/ or a decision record instead:\n${problems.join('\n')}`,
  );
  process.exit(1);
}
