// `npm run bench:pictures` (issue 35, decisions 047 and 068): what uploaded pictures cost, measured.
//  1. the CPU time of making the variants of a 12-megapixel photo, on one core (sharp's concurrency 1),
//     a few runs: median and max;
//  2. a gallery of twelve such photos uploaded as staff through the real API (the console's endpoints),
//     its variants left to the jobs (decision 067) and waited for, then its page opened in Chromium as a
//     390 px phone (DPR 3): the bytes of pictures transferred before scrolling (the first screen), of the
//     pictures in the first 844 px, and of the whole page scrolled through; then again on Lighthouse's
//     phone (412 px, DPR 1.75): the width a thumbnail gets and the most bytes one wastes by the audit's rule;
//  3. Lighthouse's "properly size images" and "modern image formats" audits on that page, on a phone,
//     each held to 0.9 (decision 068).
// The photos are made here, not downloaded: a scene of coloured shapes under a texture of noise in equal
// amplitude at every octave (the 1/f spectrum of natural images), then a camera's JPEG (quality 90). At
// 640 px its AVIF weighs about what a real photograph's does (see decision 068), unlike flat art or
// plain noise. Needs a build (`npm run build`). Prints the figures and the machine's load; exits 1 when
// a budget is missed.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { getFreePort, startServer, stopProcess, waitForHealthy } from './bench-lib.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ENTRY = path.join(ROOT, 'apps/api/dist/main.mjs');
const chromiumSettings = JSON.parse(fs.readFileSync(path.join(ROOT, 'scripts/chromium.json'), 'utf8'));
const BUDGET = { variantsCpuMs: 2000, pageBytes: 1.5e6, firstScreenBytes: 300e3 };
const PHONE = { width: 390, height: 844, deviceScaleFactor: 3 };
// Lighthouse's mobile screen (its `screenEmulation`), visited too: what its "properly size images" sees
const LIGHTHOUSE_PHONE = { width: 412, height: 823, deviceScaleFactor: 1.75 };
// that audit holds a picture against the page when it wastes more than this, in a <picture> or with srcset
// (lighthouse/core/audits/byte-efficiency/uses-responsive-images.js; 4096 for a plain <img>)
const LIGHTHOUSE_WASTE_ALLOWED = 12288;
const PHOTO = { width: 4000, height: 3000 };
const PHOTOS = 12;
const CPU_RUNS = 5;
const STAFF = { email: 'staff@forum.test', password: 'Forum@2026' };

const { tsImport } = await import('tsx/esm/api');
const { storePicture } = await tsImport('../apps/api/src/uploads/picture-variants.ts', import.meta.url);
const { pictureOf, storedFilesOf } = await tsImport('../packages/contract/src/pictures.ts', import.meta.url);
const { default: sharp } = await import('sharp');

const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');

/** mulberry32: the same scene for the same seed, so runs compare. */
function randomOf(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A photograph-like JPEG: shapes with edges and colours, a 1/f texture over them, a camera's quality. */
async function photographLike(seed, { width, height } = PHOTO) {
  const next = randomOf(seed);
  const shapes = [];
  for (let i = 0; i < 40; i++) {
    const x = Math.round(next() * width);
    const y = Math.round(height * (0.3 + next() * 0.7));
    const w = Math.round(width * (0.03 + next() * 0.2));
    const h = Math.round(height * (0.05 + next() * 0.4));
    const colour = `hsl(${Math.round(next() * 360)},${Math.round(20 + next() * 50)}%,${Math.round(20 + next() * 60)}%)`;
    shapes.push(
      next() < 0.6
        ? `<rect x="${x - w / 2}" y="${y - h}" width="${w}" height="${h}" fill="${colour}"/>`
        : `<ellipse cx="${x}" cy="${y}" rx="${w / 2}" ry="${h / 3}" fill="${colour}"/>`,
    );
  }
  const sky = `hsl(${200 + Math.round(next() * 30)},60%,${55 + Math.round(next() * 25)}%)`;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="s" x2="0" y2="1">` +
    `<stop offset="0" stop-color="${sky}"/><stop offset="1" stop-color="#e9dcc0"/></linearGradient></defs>` +
    `<rect width="100%" height="100%" fill="url(#s)"/><rect y="${height * 0.62}" width="100%" height="${height * 0.38}" fill="#6b5a44"/>` +
    `${shapes.join('')}</svg>`;
  // a lens's softness on the edges
  const scene = await sharp(Buffer.from(svg)).removeAlpha().blur(1.2).raw().toBuffer();
  const pixels = width * height;
  const texture = new Float32Array(pixels);
  // noise of equal amplitude at every octave, the finest two a little weaker (a lens and a sensor's smoothing)
  for (const scale of [1, 2, 4, 8, 16, 32, 64, 128]) {
    const layer = await sharp({
      create: {
        width: Math.max(2, Math.round(width / scale)),
        height: Math.max(2, Math.round(height / scale)),
        channels: 1,
        background: 128,
        noise: { type: 'gaussian', mean: 128, sigma: 40 },
      },
    })
      .resize(width, height, { kernel: scale === 1 ? 'nearest' : 'cubic' })
      .extractChannel(0)
      .raw()
      .toBuffer();
    const weight = scale === 1 ? 0.7 : scale === 2 ? 0.85 : 1;
    for (let i = 0; i < pixels; i++) texture[i] += (layer[i] - 128) * weight;
  }
  // clamped: a value past 255 stays white rather than wrapping round to black
  const out = new Uint8ClampedArray(pixels * 3);
  for (let i = 0; i < pixels; i++) {
    const light = 1 + (texture[i] * 0.16) / 160;
    for (let c = 0; c < 3; c++) {
      out[i * 3 + c] = scene[i * 3 + c] * light;
    }
  }
  return sharp(Buffer.from(out.buffer), { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

async function variantsCpu(photo) {
  sharp.concurrency(1);
  const kept = new Map();
  const files = { put: async (key, body) => kept.set(key.slice(key.lastIndexOf('-') + 1), body.length) };
  const runs = [];
  for (let run = 0; run < CPU_RUNS; run++) {
    const before = process.cpuUsage();
    await storePicture(files, 'public/u/bench', photo);
    const used = process.cpuUsage(before);
    runs.push((used.user + used.system) / 1000);
  }
  sharp.concurrency(0);
  runs.sort((a, b) => a - b);
  return {
    runs: runs.map(Math.round),
    medianMs: Math.round(runs[Math.floor(runs.length / 2)]),
    maxMs: Math.round(runs.at(-1)),
    variantBytes: Object.fromEntries(kept),
  };
}

async function api(baseUrl, method, route, { token, json, form } = {}) {
  const answer = await fetch(`${baseUrl}/api${route}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(json ? { 'content-type': 'application/json' } : {}),
    },
    body: json ? JSON.stringify(json) : form,
  });
  const body = await answer.json();
  if (!answer.ok) throw new Error(`${method} ${route} answered ${answer.status}: ${JSON.stringify(body)}`);
  return body.data;
}

/**
 * Twelve photos uploaded as the console uploads them: each picture through `admin.mediaPicture` (its
 * variants queued), then added to a new gallery (`admin.createMedia`, `admin.addPhoto`). Then waits
 * until every width and format of every photo is made, so the phone gets the variants, not the stand-in.
 */
async function uploadGallery(baseUrl, photos) {
  const login = await api(baseUrl, 'POST', '/login', { json: STAFF });
  const token = login.authorization.accessToken;
  const urls = [];
  const answerMs = [];
  for (const [index, photo] of photos.entries()) {
    const form = new FormData();
    form.append('file', new Blob([photo], { type: 'image/jpeg' }), `photo-${index + 1}.jpg`);
    const started = performance.now();
    const { url } = await api(baseUrl, 'POST', '/admin/media/pictures', { token, form });
    answerMs.push(Math.round(performance.now() - started));
    urls.push(url);
  }
  const created = await api(baseUrl, 'POST', '/admin/media', {
    token,
    json: {
      type: 'gallery',
      titleAr: 'اثنتا عشرة صورة',
      titleEn: 'Twelve photographs',
      summaryAr: 'معرض للقياس',
      summaryEn: 'A gallery to measure',
      bodyAr: 'صور من الهاتف.',
      bodyEn: 'Photos from a phone.',
      coverUrl: urls[0],
      publishedAt: new Date().toISOString().slice(0, 16),
    },
  });
  const id = created.item.id;
  for (const [index, url] of urls.entries()) {
    await api(baseUrl, 'POST', `/admin/media/${id}/photos`, {
      token,
      json: { url, captionAr: `صورة ${index + 1}`, captionEn: `Photo ${index + 1}` },
    });
  }
  // a variant not made yet answers its fallback with no-cache (decision 067)
  const started = performance.now();
  let waiting = urls.flatMap((url) => storedFilesOf(url).slice(1));
  while (waiting.length) {
    if (performance.now() - started > 600_000) throw new Error(`variants not made after 10 minutes: ${waiting[0]}`);
    const still = [];
    for (const file of waiting) {
      const answer = await fetch(`${baseUrl}${file}`, { method: 'HEAD' });
      if (!answer.ok || answer.headers.get('cache-control')?.includes('no-cache')) still.push(file);
    }
    waiting = still;
    if (waiting.length) await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  return { id, answerMs, variantsMadeMs: Math.round(performance.now() - started) };
}

/** The gallery on a phone of this `screen` (CSS width and height, DPR): what it fetches, before and after a scroll. */
async function galleryOnAPhone(baseUrl, pagePath, screen) {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: chromiumSettings.path, args: chromiumSettings.args });
  try {
    const context = await browser.newContext({
      viewport: { width: screen.width, height: screen.height },
      deviceScaleFactor: screen.deviceScaleFactor,
      isMobile: true,
      hasTouch: true,
    });
    const tab = await context.newPage();
    const fetched = new Map();
    tab.on('requestfinished', async (request) => {
      if (request.resourceType() !== 'image') return;
      const sizes = await request.sizes().catch(() => undefined);
      fetched.set(request.url(), sizes ? sizes.responseBodySize + sizes.responseHeadersSize : 0);
    });
    await tab.goto(`${baseUrl}${pagePath}`, { waitUntil: 'networkidle' });
    const firstScreen = new Map(fetched);
    // the pictures a person sees without scrolling (Chromium fetches lazy ones somewhat below too)
    const inView = await tab.evaluate(() =>
      Array.from(document.images)
        .filter((image) => {
          const box = image.getBoundingClientRect();
          return box.bottom > 0 && box.top < window.innerHeight && box.width > 0;
        })
        .map((image) => image.currentSrc),
    );
    // the width a thumbnail is drawn at, against the width its srcset chose
    const thumb = await tab.evaluate(() => {
      const image = document.querySelector('.gallery img');
      return image ? { cssWidth: Math.round(image.getBoundingClientRect().width), src: image.currentSrc } : null;
    });
    // then the whole page, as a visitor scrolls through it
    await tab.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 400) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 150));
      }
    });
    await tab.waitForLoadState('networkidle');
    // Lighthouse's rule: the share of a picture's pixels not drawn (at the screen's DPR) is wasted bytes
    // (an <img> with srcset reports its natural size divided by the density it chose: the file's own
    // pixels are read from a plain Image of the same address, as Lighthouse does)
    const drawn = await tab.evaluate(() =>
      Promise.all(
        Array.from(document.querySelectorAll('.gallery img')).map(async (image) => {
          const box = image.getBoundingClientRect();
          const file = new Image();
          file.src = image.currentSrc;
          await file.decode();
          return {
            src: image.currentSrc,
            area: box.width * box.height,
            natural: file.naturalWidth * file.naturalHeight,
          };
        }),
      ),
    );
    const wasted = drawn.map(({ src, area, natural }) =>
      Math.round((fetched.get(src) ?? 0) * (1 - (area * screen.deviceScaleFactor ** 2) / natural)),
    );
    const sum = (entries) => entries.reduce((total, [, bytes]) => total + bytes, 0);
    const photographs = [...fetched].filter(([url]) =>
      pictureOf(new URL(url).pathname.replace(/-\d+\.(avif|webp|jpg|png)$/, '.jpg')),
    );
    return {
      firstScreenBytes: sum([...firstScreen]),
      firstScreenCount: firstScreen.size,
      inViewBytes: sum([...fetched].filter(([url]) => inView.includes(url))),
      inViewCount: inView.length,
      pageBytes: sum([...fetched]),
      pageCount: fetched.size,
      photographBytes: sum(photographs),
      thumb: thumb
        ? `${thumb.cssWidth} CSS px (${thumb.cssWidth * screen.deviceScaleFactor} px), given ${thumb.src.split('-').pop()}`
        : 'none',
      photographs: photographs.map(([url, bytes]) => `${new URL(url).pathname.split('-').slice(-1)[0]} ${bytes}`),
      mostWasted: Math.max(0, ...wasted),
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
    const ids = ['uses-responsive-images', 'modern-image-formats'];
    // what an audit holds against the page: each picture's bytes and the bytes it says could be saved
    const flagged = ids.flatMap((id) =>
      (audits[id]?.details?.items ?? []).map(
        (item) => `${id}: ${String(item.url).split('/').pop()} ${item.totalBytes} bytes, ${item.wastedBytes} to save`,
      ),
    );
    const device = result?.lhr.configSettings.screenEmulation;
    return {
      scores: Object.fromEntries(ids.map((id) => [id, audits[id]?.score ?? 'n/a'])),
      flagged,
      device: device ? `${device.width} px at DPR ${device.deviceScaleFactor}` : 'n/a',
    };
  } finally {
    chrome.kill();
  }
}

console.log(`machine: ${os.cpus().length} cores, load ${load()} (1, 5, 15 min)`);
const madeAt = performance.now();
const photos = [];
for (let seed = 1; seed <= PHOTOS; seed++) photos.push(await photographLike(seed));
const sizes = photos.map((photo) => photo.length);
console.log(
  `${PHOTOS} photos of ${PHOTO.width} x ${PHOTO.height} made in ${Math.round((performance.now() - madeAt) / 1000)} s: ` +
    `${Math.min(...sizes)}–${Math.max(...sizes)} bytes of JPEG`,
);

const cpu = await variantsCpu(photos[0]);
console.log(
  `variants of a 12 MP photo (${photos[0].length} bytes), ${CPU_RUNS} runs on one core: median ${cpu.medianMs} ms, ` +
    `max ${cpu.maxMs} ms (${cpu.runs.join(', ')}); load ${load()}`,
);
console.log(`  its variants' bytes: ${JSON.stringify(cpu.variantBytes)}`);

const port = await getFreePort();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-pictures-'));
const server = startServer({ entry: ENTRY, cwd: ROOT, port, dataDir, env: { DATABASE_URL: '' } });
const baseUrl = `http://127.0.0.1:${port}`;
let failed = false;
try {
  await waitForHealthy(baseUrl, { ...server, timeoutMs: 180_000 });
  const gallery = await uploadGallery(baseUrl, photos);
  console.log(
    `uploaded as staff: each picture answered in ${Math.min(...gallery.answerMs)}–${Math.max(...gallery.answerMs)} ms; ` +
      `every variant made ${gallery.variantsMadeMs} ms after the last photo was added`,
  );
  const pagePath = `/en/media/gallery/${gallery.id}`;
  const phone = await galleryOnAPhone(baseUrl, pagePath, PHONE);
  console.log(`${pagePath} on a 390 px phone (DPR 3), load ${load()}:`);
  console.log(
    `  first screen (before scrolling): ${phone.firstScreenBytes} bytes in ${phone.firstScreenCount} pictures`,
  );
  console.log(`  pictures within the first 844 px: ${phone.inViewBytes} bytes in ${phone.inViewCount}`);
  console.log(
    `  whole page scrolled through: ${phone.pageBytes} bytes in ${phone.pageCount} pictures, ` +
      `of which the photographs ${phone.photographBytes}`,
  );
  console.log(`  a thumbnail drawn at ${phone.thumb}`);
  console.log(`  photographs fetched: ${phone.photographs.join(', ')}`);
  console.log(`  most bytes a thumbnail wastes by Lighthouse's rule: ${phone.mostWasted}`);
  const small = await galleryOnAPhone(baseUrl, pagePath, LIGHTHOUSE_PHONE);
  console.log(
    `on Lighthouse's phone (${LIGHTHOUSE_PHONE.width} px at DPR ${LIGHTHOUSE_PHONE.deviceScaleFactor}): ` +
      `a thumbnail drawn at ${small.thumb}; the whole page ${small.pageBytes} bytes; ` +
      `most bytes a thumbnail wastes ${small.mostWasted} (allowed ${LIGHTHOUSE_WASTE_ALLOWED})`,
  );
  const lighthouse = await lighthouseAudits(`${baseUrl}${pagePath}`);
  const audits = lighthouse.scores;
  console.log(`  Lighthouse (mobile, ${lighthouse.device}): ${JSON.stringify(audits)}`);
  for (const line of lighthouse.flagged) console.log(`    ${line}`);
  const misses = [
    // "under 2 s of one core": the median and the slowest of the runs
    cpu.maxMs > BUDGET.variantsCpuMs &&
      `variants median ${cpu.medianMs} ms, max ${cpu.maxMs} ms > ${BUDGET.variantsCpuMs} ms`,
    phone.pageBytes > BUDGET.pageBytes && `the page's pictures ${phone.pageBytes} bytes > ${BUDGET.pageBytes}`,
    phone.firstScreenBytes > BUDGET.firstScreenBytes &&
      `first screen ${phone.firstScreenBytes} bytes > ${BUDGET.firstScreenBytes}`,
    // both picture audits are held to Lighthouse's own pass mark, 0.9. "Properly size images" passes when
    // no picture wastes more than 12 KB (4 KB without srcset) of its bytes beyond the pixels drawn, on its
    // phone of 412 px at DPR 1.75, where a gallery thumbnail needs the 480 px width (decision 068)
    ...['uses-responsive-images', 'modern-image-formats'].map(
      (id) => (typeof audits[id] !== 'number' || audits[id] < 0.9) && `${id} ${audits[id]}`,
    ),
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
