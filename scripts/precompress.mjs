// Writes .br and .gz beside every compressible built file, so the server sends them without
// compressing on each request (@fastify/static's preCompressed option).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = process.argv[2];
if (!root) throw new Error('usage: precompress.mjs <folder>');
const compressible = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest|map)$/;

function walk(folder) {
  for (const name of readdirSync(folder)) {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) walk(path);
    else if (compressible.test(name) && statSync(path).size > 512) compress(path);
  }
}

function compress(path) {
  const content = readFileSync(path);
  writeFileSync(`${path}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
}

walk(root);
