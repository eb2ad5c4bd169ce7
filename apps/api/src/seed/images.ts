import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { pictureAddress } from '@forum/contract/pictures';
import sharp from 'sharp';
import type { FileStore } from '../storage/file-store.ts';
import { storePicture } from '../uploads/picture-variants.ts';
import { createRandom, hashString, type Random } from './random.ts';

/** The brand: primary dark blue, secondary orange-red, and a few accents that sit well beside them. */
export const PALETTE = {
  navy: '#0b2a5b',
  red: '#e8492a',
  ink: '#061a3a',
  gold: '#f2b134',
  teal: '#1f8a8a',
  sky: '#5b8def',
  plum: '#6b2d5c',
  cream: '#f7efe3',
} as const;

const ACCENTS = [PALETTE.red, PALETTE.gold, PALETTE.teal, PALETTE.sky, PALETTE.plum];
const BACKDROPS: readonly [string, string][] = [
  [PALETTE.cream, '#ead9c4'],
  ['#e7edf7', '#c9d6ec'],
  ['#f3e4de', '#e8c3b6'],
  ['#e3f0ee', '#bfdcd7'],
  ['#f6ecd2', '#ecd39a'],
];
const FONT = 'font-family="\'Lama Sans\',Arial,sans-serif" font-weight="700"';

export type ProductShape =
  | 'camera'
  | 'lens'
  | 'light'
  | 'mic'
  | 'recorder'
  | 'tripod'
  | 'book'
  | 'tshirt'
  | 'poster'
  | 'mug';
export type LogoKind = 'exhibitors' | 'brands' | 'banks';
export type CoverKind = 'events' | 'media' | 'workshops' | 'services' | 'pages';

function svg(width: number, height: number, body: string, viewBox = `0 0 ${width} ${height}`): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${viewBox}">${body}</svg>`;
}

function linear(id: string, from: string, to: string, vertical = true, endOpacity = 1): string {
  const end = vertical ? 'x2="0" y2="1"' : 'x2="1" y2="1"';
  const fade = endOpacity < 1 ? ` stop-opacity="${endOpacity}"` : '';
  return (
    `<linearGradient id="${id}" x1="0" y1="0" ${end}>` +
    `<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"${fade}/></linearGradient>`
  );
}

// ---------------------------------------------------------------- product art (800x800)

type Ink = { main: string; accent: string };

const SHAPES: Record<ProductShape, (ink: Ink) => string> = {
  camera: ({ main, accent }) =>
    `<rect x="180" y="300" width="440" height="250" rx="30" fill="${main}"/>` +
    `<rect x="250" y="250" width="150" height="70" rx="14" fill="${main}"/>` +
    `<rect x="470" y="270" width="110" height="40" rx="10" fill="${PALETTE.ink}"/>` +
    `<circle cx="400" cy="430" r="105" fill="${PALETTE.ink}"/><circle cx="400" cy="430" r="78" fill="${accent}"/>` +
    `<circle cx="400" cy="430" r="46" fill="${PALETTE.ink}"/><circle cx="382" cy="410" r="14" fill="#fff" opacity=".7"/>` +
    `<circle cx="570" cy="340" r="12" fill="${PALETTE.red}"/>`,
  lens: ({ main, accent }) =>
    `<circle cx="400" cy="400" r="230" fill="${main}"/>` +
    `<circle cx="400" cy="400" r="205" fill="none" stroke="#fff" stroke-width="16" stroke-dasharray="6 12" opacity=".3"/>` +
    `<circle cx="400" cy="400" r="170" fill="${PALETTE.ink}"/><circle cx="400" cy="400" r="140" fill="none" stroke="${accent}" stroke-width="10"/>` +
    `<circle cx="400" cy="400" r="105" fill="${accent}" opacity=".55"/><circle cx="400" cy="400" r="60" fill="${PALETTE.ink}"/>` +
    `<path d="M330 320a110 110 0 0 1 90-40" stroke="#fff" stroke-width="14" fill="none" stroke-linecap="round" opacity=".7"/>`,
  light: ({ main, accent }) =>
    `<path d="M250 220L80 620h640L550 220z" fill="${accent}" opacity=".18"/>` +
    `<rect x="230" y="150" width="340" height="250" rx="20" fill="${main}"/>` +
    `<rect x="255" y="175" width="290" height="200" rx="10" fill="${PALETTE.cream}"/>` +
    `<rect x="255" y="175" width="290" height="200" rx="10" fill="${accent}" opacity=".35"/>` +
    `<path d="M400 400v220M400 620l-110 90M400 620l110 90M400 620v95" stroke="${main}" stroke-width="16" stroke-linecap="round"/>`,
  mic: ({ main, accent }) =>
    `<rect x="330" y="140" width="140" height="280" rx="70" fill="${main}"/>` +
    `<path d="M350 220h100M350 260h100M350 300h100M350 340h100" stroke="#fff" stroke-width="8" opacity=".35"/>` +
    `<path d="M280 340a120 120 0 0 0 240 0" stroke="${accent}" stroke-width="20" fill="none" stroke-linecap="round"/>` +
    `<path d="M400 460v180M300 650h200" stroke="${main}" stroke-width="20" stroke-linecap="round"/>`,
  recorder: ({ main, accent }) =>
    `<rect x="190" y="240" width="420" height="320" rx="34" fill="${main}"/>` +
    `<rect x="230" y="280" width="220" height="130" rx="12" fill="${PALETTE.ink}"/>` +
    `<path d="M250 370l30-40 30 25 30-55 30 45 30-20 30 45" stroke="${accent}" stroke-width="10" fill="none" stroke-linejoin="round"/>` +
    `<circle cx="530" cy="310" r="34" fill="${accent}"/><circle cx="530" cy="400" r="26" fill="${PALETTE.cream}"/>` +
    `<circle cx="280" cy="490" r="30" fill="${PALETTE.ink}"/><circle cx="380" cy="490" r="30" fill="${PALETTE.ink}"/>`,
  tripod: ({ main, accent }) =>
    `<rect x="300" y="170" width="200" height="110" rx="18" fill="${main}"/><rect x="500" y="205" width="140" height="26" rx="13" fill="${accent}"/>` +
    `<rect x="360" y="280" width="80" height="60" fill="${main}"/>` +
    `<path d="M400 340L220 690M400 340v360M400 340l180 350" stroke="${main}" stroke-width="22" stroke-linecap="round"/>` +
    `<path d="M290 520h220" stroke="${accent}" stroke-width="12" stroke-linecap="round"/>`,
  book: ({ main, accent }) =>
    `<rect x="240" y="150" width="340" height="480" rx="12" fill="${main}"/><rect x="240" y="150" width="44" height="480" fill="${PALETTE.ink}"/>` +
    `<rect x="580" y="170" width="18" height="450" fill="${PALETTE.cream}"/>` +
    `<circle cx="430" cy="330" r="90" fill="${accent}"/><rect x="330" y="470" width="200" height="18" rx="9" fill="#fff" opacity=".8"/>` +
    `<rect x="330" y="510" width="140" height="14" rx="7" fill="#fff" opacity=".5"/>`,
  tshirt: ({ main, accent }) =>
    `<path d="M300 160l-150 90 60 120 60-30v340h260V340l60 30 60-120-150-90c-20 40-60 60-100 60s-80-20-100-60z" fill="${main}"/>` +
    `<circle cx="400" cy="420" r="70" fill="${accent}"/><circle cx="400" cy="420" r="34" fill="${main}"/>`,
  poster: ({ main, accent }) =>
    `<rect x="200" y="130" width="400" height="540" fill="${PALETTE.ink}"/><rect x="225" y="155" width="350" height="490" fill="${main}"/>` +
    `<circle cx="400" cy="360" r="110" fill="${accent}"/><path d="M225 520l110-90 90 70 70-50 80 70v125H225z" fill="${PALETTE.ink}" opacity=".8"/>` +
    `<rect x="270" y="590" width="260" height="16" rx="8" fill="#fff" opacity=".8"/>`,
  mug: ({ main, accent }) =>
    `<path d="M540 330h40a70 70 0 0 1 0 140h-40" stroke="${main}" stroke-width="30" fill="none"/>` +
    `<rect x="230" y="260" width="320" height="360" rx="36" fill="${main}"/>` +
    `<rect x="230" y="380" width="320" height="60" fill="${accent}"/>` +
    `<path d="M320 230c-20-30 20-40 0-70M400 230c-20-30 20-40 0-70M480 230c-20-30 20-40 0-70" stroke="${main}" stroke-width="10" fill="none" opacity=".4"/>`,
};

function productArt(shape: ProductShape, random: Random, size: number): string {
  const [from, to] = random.pick(BACKDROPS);
  const main = random.chance(0.7) ? PALETTE.navy : random.pick([PALETTE.ink, PALETTE.plum, PALETTE.teal]);
  const accent = random.pick(ACCENTS.filter((color) => color !== main));
  const tilt = random.int(-8, 8);
  const glowX = random.int(220, 580);
  const body =
    `<defs>${linear('b', from, to)}</defs><rect width="800" height="800" fill="url(#b)"/>` +
    `<circle cx="${glowX}" cy="330" r="300" fill="#fff" opacity=".45"/>` +
    `<ellipse cx="400" cy="720" rx="260" ry="26" fill="${PALETTE.ink}" opacity=".12"/>` +
    `<g transform="rotate(${tilt} 400 400)">${SHAPES[shape]({ main, accent })}</g>`;
  return svg(size, size, body, '0 0 800 800');
}

// ---------------------------------------------------------------- portraits, logos

function portraitArt(initials: string, random: Random): string {
  const [from, to] = random.pick([
    [PALETTE.navy, PALETTE.ink],
    [PALETTE.teal, PALETTE.navy],
    [PALETTE.plum, PALETTE.navy],
    ['#24407a', PALETTE.ink],
  ] as const);
  const accent = random.pick(ACCENTS);
  const ring = random.int(110, 170);
  const body =
    `<defs>${linear('p', from, to, false)}</defs><rect width="400" height="400" fill="url(#p)"/>` +
    `<circle cx="${random.int(60, 340)}" cy="${random.int(40, 120)}" r="${ring}" fill="${accent}" opacity=".22"/>` +
    `<circle cx="200" cy="165" r="72" fill="${PALETTE.cream}" opacity=".92"/>` +
    `<path d="M64 400c0-100 60-150 136-150s136 50 136 150z" fill="${PALETTE.cream}" opacity=".92"/>` +
    `<circle cx="322" cy="322" r="48" fill="${accent}"/>` +
    `<text x="322" y="336" text-anchor="middle" font-size="38" fill="#fff" ${FONT}>${escapeXml(initials)}</text>`;
  return svg(400, 400, body);
}

function logoArt(monogram: string, random: Random): string {
  const background = random.pick([PALETTE.navy, PALETTE.ink, PALETTE.cream, PALETTE.teal, PALETTE.plum, PALETTE.red]);
  const light = background === PALETTE.cream;
  const accent = random.pick(ACCENTS.filter((color) => color !== background));
  const motifs = [
    `<circle cx="120" cy="120" r="84" fill="none" stroke="${accent}" stroke-width="10"/>`,
    `<path d="M120 28l92 92-92 92-92-92z" fill="none" stroke="${accent}" stroke-width="10"/>`,
    `<path d="M50 204a80 80 0 0 1 140 0" stroke="${accent}" stroke-width="12" fill="none" stroke-linecap="round"/>`,
    `<path d="M44 44h152M44 196h152" stroke="${accent}" stroke-width="12" stroke-dasharray="14 10"/>`,
    `<circle cx="188" cy="52" r="22" fill="${accent}"/>`,
  ];
  const size = monogram.length > 2 ? 64 : 84;
  const body =
    `<rect width="240" height="240" rx="48" fill="${background}"/>${random.pick(motifs)}` +
    `<text x="120" y="${120 + size * 0.35}" text-anchor="middle" font-size="${size}" fill="${light ? PALETTE.navy : '#fff'}" ${FONT}>${escapeXml(monogram)}</text>`;
  return svg(240, 240, body);
}

// ---------------------------------------------------------------- covers and photos

function coverArt(random: Random): string {
  const accent = random.pick(ACCENTS);
  const second = random.pick(ACCENTS.filter((color) => color !== accent));
  const sun =
    `<circle cx="${random.int(700, 1050)}" cy="${random.int(150, 300)}" r="${random.int(180, 260)}" fill="${accent}" opacity=".9"/>` +
    `<circle cx="${random.int(500, 700)}" cy="${random.int(80, 200)}" r="${random.int(30, 60)}" fill="${PALETTE.cream}" opacity=".8"/>`;
  const foregrounds = [
    () => {
      const angle = random.int(-18, -6);
      const bandY = random.int(300, 420);
      let holes = '';
      for (let x = 0; x < 1500; x += 64) holes += `<rect x="${x}" y="${bandY + 8}" width="30" height="18" rx="4"/>`;
      return (
        `<circle cx="${random.int(100, 400)}" cy="${random.int(480, 620)}" r="${random.int(120, 200)}" fill="${second}" opacity=".35"/>` +
        `<g transform="rotate(${angle} 600 ${bandY})"><rect x="-150" y="${bandY}" width="1500" height="120" fill="${PALETTE.ink}" opacity=".85"/>` +
        `<g fill="${PALETTE.cream}" opacity=".5">${holes}</g></g>` +
        `<path d="M0 675L${random.int(250, 450)} ${random.int(480, 560)}L${random.int(650, 800)} 675z" fill="${PALETTE.red}" opacity=".75"/>`
      );
    },
    () =>
      `<path d="M0 ${random.int(430, 480)}Q${random.int(250, 400)} ${random.int(340, 400)} 650 ${random.int(440, 480)}T1200 ${random.int(400, 460)}V675H0z" fill="${second}" opacity=".55"/>` +
      `<path d="M0 ${random.int(540, 580)}Q${random.int(300, 500)} ${random.int(450, 500)} 800 ${random.int(540, 570)}T1200 ${random.int(520, 560)}V675H0z" fill="${PALETTE.red}" opacity=".85"/>` +
      `<path d="M0 630Q400 580 760 625T1200 610V675H0z" fill="${PALETTE.ink}"/>`,
    () => {
      const cx = random.int(250, 450);
      let rings = '';
      for (let r = 60; r < 420; r += 60) rings += `<circle cx="${cx}" cy="420" r="${r}"/>`;
      return (
        `<g fill="none" stroke="${second}" stroke-width="14" opacity=".5">${rings}</g>` +
        `<rect x="0" y="560" width="1200" height="115" fill="${PALETTE.red}" opacity=".85"/>` +
        `<rect x="0" y="600" width="1200" height="75" fill="${PALETTE.ink}" opacity=".6"/>`
      );
    },
  ];
  const body =
    `<defs>${linear('c', PALETTE.navy, PALETTE.ink, false)}</defs><rect width="1200" height="675" fill="url(#c)"/>` +
    sun +
    random.pick(foregrounds)();
  return svg(1200, 675, body);
}

function photoArt(random: Random): string {
  const beam = random.pick(ACCENTS);
  const screen = random.pick([PALETTE.red, PALETTE.gold, PALETTE.sky, PALETTE.teal]);
  let crowd = '';
  for (let x = 30; x < 1200; x += random.int(70, 95)) {
    const y = random.int(700, 730);
    crowd += `<circle cx="${x}" cy="${y}" r="${random.int(24, 30)}"/><rect x="${x - 40}" y="${y + 22}" width="80" height="90" rx="36"/>`;
  }
  const body =
    `<defs>${linear('s', '#0e2450', '#03091a')}${linear('l', beam, beam, true, 0)}</defs>` +
    `<rect width="1200" height="800" fill="url(#s)"/>` +
    `<rect x="${random.int(260, 380)}" y="120" width="520" height="290" rx="6" fill="${screen}" opacity=".85"/>` +
    `<circle cx="${random.int(480, 720)}" cy="${random.int(220, 300)}" r="${random.int(50, 90)}" fill="${PALETTE.cream}" opacity=".6"/>` +
    `<path d="M160 0l-120 800h300zM1040 0l-220 800h300z" fill="url(#l)" opacity=".35"/>` +
    `<rect y="560" width="1200" height="240" fill="#020611" opacity=".6"/><g fill="#020611">${crowd}</g>`;
  return svg(1200, 800, body);
}

export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The demo videos made once by scripts/make-demo-videos.sh, found from src/seed or from the bundle in dist. */
export const demoVideosFolder =
  ['../../seed-media/videos', '../seed-media/videos']
    .map((relative) => fileURLToPath(new URL(relative, import.meta.url)))
    .find((folder) => existsSync(folder)) ?? 'seed-media/videos';

const CONTENT_TYPES: Record<string, string> = { svg: 'image/svg+xml', vtt: 'text/vtt', mp4: 'video/mp4' };

/**
 * Collects the demo files (SVG art, WebVTT captions and the committed demo videos) while the data set is
 * built, then writes them all at once through the file store, as `public/demo/<kind>/…`. Every method
 * answers the public URL.
 */
export class DemoFiles {
  private readonly files = new Map<string, string | Buffer>();
  private readonly pictures: ((store: FileStore) => Promise<void>)[] = [];

  get count(): number {
    return this.files.size;
  }

  product(name: string, shape: ProductShape): string {
    return this.add('products', `${name}.svg`, productArt(shape, createRandom(hashString(name)), 800));
  }

  category(name: string, shape: ProductShape): string {
    return this.add('categories', `${name}.svg`, productArt(shape, createRandom(hashString(`category-${name}`)), 600));
  }

  portrait(name: string, initials: string): string {
    return this.add('speakers', `${name}.svg`, portraitArt(initials, createRandom(hashString(name))));
  }

  logo(kind: LogoKind, name: string, monogram: string): string {
    return this.add(kind, `${name}.svg`, logoArt(monogram, createRandom(hashString(`${kind}-${name}`))));
  }

  cover(kind: CoverKind, name: string): string {
    return this.add(kind, `${name}.svg`, coverArt(createRandom(hashString(`${kind}-${name}`))));
  }

  photo(name: string): string {
    return this.add('gallery', `${name}.svg`, photoArt(createRandom(hashString(name))));
  }

  /**
   * A photograph as a camera gives it (a JPEG 1440 × 960 with grain), kept through the same path as an
   * uploaded picture (decision 047): every width and format, under `/uploads/demo/gallery/<name>-1440x960.jpg`.
   * Rendered as soon as it is asked for, while the data set is written.
   */
  photograph(name: string): string {
    const base = `demo/gallery/${name}`;
    const key = pictureAddress(`public/${base}`, CAMERA.width, CAMERA.height, 'jpg');
    const photo = cameraPhoto(photoArt(createRandom(hashString(name))));
    // rendered while the data set is written; a failure is thrown where it is awaited, in writeTo
    photo.catch(() => undefined);
    this.pictures.push(async (store) => {
      const stored = await storePicture(store, `public/${base}`, await photo);
      if (stored.key !== key) throw new Error(`demo photograph stored as ${stored.key}, not ${key}`);
    });
    return pictureAddress(`/uploads/${base}`, CAMERA.width, CAMERA.height, 'jpg');
  }

  /**
   * A caption track per language (`<name>.ar.vtt`, `<name>.en.vtt`), `secondsEach` a cue: the answer names
   * them both, `{lang}` standing for the language (the media service makes one track of each).
   */
  captions(name: string, cues: readonly { ar: string; en: string }[], secondsEach = CAPTION_SECONDS): string {
    for (const language of ['ar', 'en'] as const) {
      this.add('captions', `${name}.${language}.vtt`, webVtt(cues, language, secondsEach));
    }
    return `/uploads/demo/captions/${name}.{lang}.vtt`;
  }

  /** A demo video, as committed in the repository (`seed-media/videos/<name>.mp4`). */
  video(name: string): string {
    return this.add('videos', `${name}.mp4`, readFileSync(`${demoVideosFolder}/${name}.mp4`));
  }

  /** Overwrites what is there, so running the seed again is harmless. */
  async writeTo(store: FileStore): Promise<number> {
    // two photographs at a time: each keeps the cores busy while it is encoded
    const photographs = [...this.pictures];
    const makeNext = async (): Promise<void> => {
      const next = photographs.shift();
      if (!next) return;
      await next(store);
      return makeNext();
    };
    const pending = [...this.files];
    // a few at a time: a bucket answers each over the network
    const writeNext = async (): Promise<void> => {
      const next = pending.pop();
      if (!next) return;
      const [path, content] = next;
      const type = CONTENT_TYPES[path.slice(path.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
      await store.put(`public/demo/${path}`, content, type);
      return writeNext();
    };
    await Promise.all([...Array.from({ length: 16 }, writeNext), makeNext(), makeNext()]);
    return this.files.size + this.pictures.length;
  }

  private add(kind: string, file: string, content: string | Buffer): string {
    this.files.set(`${kind}/${file}`, content);
    return `/uploads/demo/${kind}/${file}`;
  }
}

/** A photograph's size: art of 1200 × 800 rendered at 1.2 times: large enough for five widths, small enough for a fast seed. */
const CAMERA = { width: 1440, height: 960, density: 72 * 1.2 };

/** The grain of a photograph, made once: gaussian noise laid over the art so it compresses as a photo does. */
let grain: Promise<Buffer> | undefined;

/** Art rendered at {@link CAMERA}'s size with grain, as the JPEG a camera would give. */
async function cameraPhoto(art: string): Promise<Buffer> {
  const { width, height, density } = CAMERA;
  grain ??= sharp({
    create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 24 } },
  })
    .raw()
    .toBuffer();
  return sharp(Buffer.from(art), { density })
    .composite([{ input: await grain, raw: { width, height, channels: 3 }, blend: 'overlay' }])
    .jpeg({ quality: 88 })
    .toBuffer();
}

/** How long each caption stays: the demo videos last three seconds a cue (scripts/make-demo-videos.sh). */
export const CAPTION_SECONDS = 3;

/** One language's WebVTT file: a cue each `secondsEach`, in order from the start. */
export function webVtt(
  cues: readonly { ar: string; en: string }[],
  language: 'ar' | 'en',
  secondsEach: number,
): string {
  const two = (n: number) => String(n).padStart(2, '0');
  const time = (seconds: number) => `00:${two(Math.floor(seconds / 60))}:${two(seconds % 60)}.000`;
  const blocks = cues.map(
    (cue, i) => `${i + 1}\n${time(i * secondsEach)} --> ${time((i + 1) * secondsEach)}\n${cue[language]}`,
  );
  return `WEBVTT\n\n${blocks.join('\n\n')}\n`;
}
