import { readdir, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';

/**
 * npm run mail:outbox [-- N]: the latest N emails (default 5) of the development outbox, newest
 * last, as their text. Reads the files, so it works while the server runs.
 */
async function main() {
  const count = Number(process.argv[2] ?? 5);
  const dir = resolve(process.env.DATA_DIR || './data', 'mail-outbox');
  const names = (await readdir(dir).catch(() => [] as string[])).filter((name) => name.endsWith('.json')).sort();
  if (names.length === 0) {
    console.log(`No email in ${dir} yet.`);
    return;
  }
  for (const name of names.slice(-count)) {
    const mail = JSON.parse(await readFile(join(dir, name), 'utf8')) as {
      at: string;
      to: string;
      subject: string;
      text: string;
    };
    console.log(`── ${mail.at}  to ${mail.to}\n   ${mail.subject}\n\n${mail.text}\n`);
  }
}

void main();
