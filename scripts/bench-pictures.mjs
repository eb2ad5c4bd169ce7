// `npm run bench:pictures` (issue 35, decision 047): what uploaded pictures cost.
//  1. the CPU time of making the variants of a 12-megapixel photo, on one core (sharp's concurrency 1);
//  2. the bytes of pictures a 390 px phone fetches on the gallery page of the demo (the whole page, and
//     its first screen), and what twelve such photographs would make;
//  3. Lighthouse's "properly size images" and "modern image formats" audits on that page, on a phone.
// Needs a build (`npm run build`). Prints a table; exits 1 when a budget is missed.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getFreePort, startServer, stopProcess, waitForHealthy } from './bench-lib.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ENTRY = path.join(ROOT, 'apps/api/dist/main.mjs');
const chromiumSettings = JSON.parse(fs.readFileSync(path.join(ROOT, 'scripts/chromium.json'), 'utf8'));
const BUDGET = { variantsCpuMs: 2000, twelvePhotosBytes: 1.5e6, firstScreenBytes: 300e3 };
const PHONE = { width: 390, height: 844, deviceScaleFactor: 3 };

const { tsImport } = await import('tsx/esm/api');
const { storePicture } = await tsImport('../apps/api/src/uploads/picture-variants.ts', import.meta.url);
const { pictureOf } = await tsImport('../packages/contract/src/pictures.ts', import.meta.url);
const { default: sharp } = await import('sharp');

async function variantsCpu() {
  const width = 4000;
  const height = 3000;
  const noise = await sharp({
    create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 30 } },
  })
    .raw()
    .toBuffer();
  const art =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x2="1" y2="1">` +
    `<stop offset="0" stop-color="#0b2a5b"/><stop offset="1" stop-color="#e8492a"/></linearGradient></defs>` +
    `<rect width="100%" height="100%" fill="url(#g)"/><circle cx="1400" cy="1500" r="900" fill="#f2b134"/></svg>`;
  const photo = await sharp(Buffer.from(art))
    .composite([{ input: noise, raw: { width, height, channels: 3 }, blend: 'overlay' }])
    .jpeg({ quality: 90 })
    .toBuffer();
  sharp.concurrency(1);
  const kept = new Map();
  const files = { put: async (key, body) => kept.set(key.slice(key.lastIndexOf('-') + 1), body.length) };
  const runs = [];
  for (let run = 0; run < 3; run++) {
    const before = process.cpuUsage();
    await storePicture(files, 'public/u/bench', photo);
    const used = process.cpuUsage(before);
    runs.push((used.user + used.system) / 1000);
  }
  sharp.concurrency(0);
  runs.sort((a, b) => a - b);
  return { photoBytes: photo.length, cpuMs: Math.round(runs[1]), variantBytes: Object.fromEntries(kept) };
}

async function galleryOnAPhone(baseUrl) {
  const galleries = await (await fetch(`${baseUrl}/api/media?type=gallery`, { headers: { OS: 'wui' } })).json();
  let page;
  for (const item of galleries.data.items) {
    const answer = await (await fetch(`${baseUrl}/api/media/gallery/${item.id}`, { headers: { OS: 'wui' } })).json();
    if (answer.data.item.photos.some((photo) => pictureOf(photo.url))) page = answer.data.item;
  }
  if (!page) throw new Error('no gallery with photographs in the demo data');
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: chromiumSettings.path, args: chromiumSettings.args });
  try {
    const context = await browser.newContext({ viewport: PHONE, deviceScaleFactor: PHONE.deviceScaleFactor });
    const tab = await context.newPage();
    const fetched = new Map();
    tab.on('requestfinished', async (request) => {
      if (request.resourceType() !== 'image') return;
      const sizes = await request.sizes().catch(() => undefined);
      fetched.set(request.url(), sizes ? sizes.responseBodySize + sizes.responseHeadersSize : 0);
    });
    await tab.goto(`${baseUrl}/en/media/gallery/${page.id}`, { waitUntil: 'networkidle' });
    const firstScreen = new Map(fetched);
    // then the whole page, as a visitor scrolls through it
    await tab.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 400) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    });
    await tab.waitForLoadState('networkidle');
    const sum = (map) => [...map.values()].reduce((total, bytes) => total + bytes, 0);
    const photographs = [...fetched].filter(([url]) =>
      pictureOf(new URL(url).pathname.replace(/-\d+\.(avif|webp|jpg|png)$/, '.jpg')),
    );
    const perPhotograph = photographs.length ? sum(new Map(photographs)) / photographs.length : 0;
    return {
      path: `/en/media/gallery/${page.id}`,
      firstScreenBytes: sum(firstScreen),
      pageBytes: sum(fetched),
      photographs: photographs.map(([url]) => new URL(url).pathname.split('/').pop()),
      perPhotograph: Math.round(perPhotograph),
      twelvePhotosBytes: Math.round(perPhotograph * 12),
    };
  } finally {
    await browser.close();
  }
}

async function lighthouseAudits(url) {
  const [{ default: lighthouse }, chromeLauncher] = await Promise.all([
    import('lighthouse'),
    import('chrome-launcher'),
  ]);
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumSettings.path,
    chromeFlags: ['--headless=new', ...chromiumSettings.args],
    logLevel: 'silent',
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyAudits: ['uses-responsive-images', 'modern-image-formats'],
    });
    const audits = result?.lhr.audits ?? {};
    return Object.fromEntries(
      ['uses-responsive-images', 'modern-image-formats'].map((id) => [id, audits[id]?.score ?? 'n/a']),
    );
  } finally {
    chrome.kill();
  }
}

const cpu = await variantsCpu();
console.log(`variants of a 12 MP photo (${cpu.photoBytes} bytes): ${cpu.cpuMs} ms of one core`);
console.log(`  its variants' bytes: ${JSON.stringify(cpu.variantBytes)}`);

const port = await getFreePort();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-pictures-'));
const server = startServer({ entry: ENTRY, cwd: ROOT, port, dataDir, env: { DATABASE_URL: '' } });
const baseUrl = `http://127.0.0.1:${port}`;
let failed = false;
try {
  await waitForHealthy(baseUrl, { ...server, timeoutMs: 180_000 });
  const phone = await galleryOnAPhone(baseUrl);
  console.log(`gallery ${phone.path} on a 390 px phone (DPR 3):`);
  console.log(`  pictures of the first screen: ${phone.firstScreenBytes} bytes; of the whole page: ${phone.pageBytes}`);
  console.log(`  photographs fetched: ${phone.photographs.join(', ')}`);
  console.log(`  a photograph: ${phone.perPhotograph} bytes; twelve: ${phone.twelvePhotosBytes} bytes`);
  const audits = await lighthouseAudits(`${baseUrl}${phone.path}`);
  console.log(`  Lighthouse (mobile): ${JSON.stringify(audits)}`);
  const misses = [
    cpu.cpuMs > BUDGET.variantsCpuMs && `variants ${cpu.cpuMs} ms > ${BUDGET.variantsCpuMs} ms`,
    phone.twelvePhotosBytes > BUDGET.twelvePhotosBytes && `twelve photographs ${phone.twelvePhotosBytes} bytes`,
    phone.firstScreenBytes > BUDGET.firstScreenBytes && `first screen ${phone.firstScreenBytes} bytes`,
    ...Object.entries(audits).map(([id, score]) => typeof score === 'number' && score < 0.9 && `${id} ${score}`),
  ].filter(Boolean);
  if (misses.length) {
    failed = true;
    console.log(`over budget: ${misses.join('; ')}`);
  } else console.log('within budget');
} finally {
  await stopProcess(server.child);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exitCode = failed ? 1 : 0;
