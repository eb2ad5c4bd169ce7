import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PICTURE_WIDTHS, pictureOf, storedFilesOf } from '@forum/contract/pictures';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { pictureJobs } from '../db/schema.ts';
import { createFolderStore } from '../storage/folder-store.ts';
import { bearer } from '../test/accounts.ts';
import { startS3Server } from '../test/s3-server.ts';
import { startTestApp, type TestApp } from '../test/test-app.ts';
import { makeVariants, storePicture } from './picture-variants.ts';

/** A 4000 × 3000 photo as a phone takes it: a JPEG with the place it was taken in its EXIF. */
async function phonePhoto(width = 4000, height = 3000, orientation?: number): Promise<Buffer> {
  const photo = await sharp({
    create: { width, height, channels: 3, background: { r: 11, g: 42, b: 91 } },
  })
    .composite([
      {
        input: Buffer.from(
          `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
            `<circle cx="${width / 3}" cy="${height / 2}" r="${height / 3}" fill="#e8492a"/></svg>`,
        ),
      },
    ])
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: 'Phone', Model: 'Camera' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '24/1 42/1 30/1', GPSLongitudeRef: 'E', GPSLongitude: '46/1 40/1 0/1' },
    })
    .toBuffer();
  return orientation ? sharp(photo).keepExif().withMetadata({ orientation }).toBuffer() : photo;
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
/** A decompression bomb: a PNG of a few dozen bytes whose header claims 100 000 × 100 000 pixels. */
function pngBomb(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(100_000, 0);
  header.writeUInt32BE(100_000, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    chunk('IHDR', header),
    chunk('IDAT', Buffer.from('789c030000000001', 'hex')),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
/** The same in JPEG: a start-of-frame claiming 65 000 × 65 000 pixels and nothing after it. */
function jpegBomb(): Buffer {
  return Buffer.from(
    'ffd8ffe000104a46494600010100000100010000' +
      'ffc0000b08fde8fde80101110000' +
      'ffc4001f0000010501010101010100000000000000000102030405060708090a0b' +
      'ffda0008010100003f00d2cf20ffd9',
    'hex',
  );
}

async function upload(app: TestApp, headers: Record<string, string>, content: Buffer, locale = 'en') {
  const form = new FormData();
  form.set('purpose', 'avatar');
  form.set('file', new Blob([new Uint8Array(content)]), 'portrait.jpg');
  const response = await fetch(`${app.baseUrl}/api/uploads`, {
    method: 'POST',
    headers: { OS: 'wui', 'LOCALE-CODE': locale, ...headers },
    body: form,
  });
  // biome-ignore lint/suspicious/noExplicitAny: tests read answers field by field
  return { status: response.status, json: (await response.json()) as any };
}

async function served(app: TestApp, url: string) {
  const response = await fetch(`${app.baseUrl}${url}`);
  expect(response.status, url).toBe(200);
  return { type: response.headers.get('content-type'), body: Buffer.from(await response.arrayBuffer()) };
}

let app: TestApp;
let guest: Record<string, string>;
beforeAll(async () => {
  app = await startTestApp();
  guest = bearer((await app.call('POST', '/api/login/guests')).json.data.authorization.accessToken);
});
afterAll(async () => {
  await app?.close();
});

describe('a public picture kept in the widths and formats screens need (decision 047)', () => {
  it('keeps a 4000 × 3000 phone photo in every width up to 1920, in AVIF, WebP and JPEG, without its GPS', async () => {
    const original = await phonePhoto();
    // the GPS IFD's tag (0x8825) in the original's EXIF, in either byte order
    const exif = (await sharp(original).metadata()).exif ?? Buffer.alloc(0);
    expect(exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]))).toBe(true);
    const { status, json } = await upload(app, guest, original);
    expect(status).toBe(201);
    const url: string = json.data.upload.url;
    expect(url).toMatch(/^\/uploads\/u\/[0-9a-f]{32}-1920x1440\.jpg$/);
    // 12 MP: its variants are made right after the answer (decision 067)
    await app.pictures.drain();
    expect(json.data.upload.mime).toBe('image/jpeg');
    const picture = pictureOf(url);
    expect(picture?.variants.map((variant) => variant.width)).toEqual([...PICTURE_WIDTHS]);
    for (const variant of picture?.variants ?? []) {
      for (const [format, address] of [
        ['avif', variant.avif],
        ['webp', variant.webp],
        ['jpeg', variant.fallback],
      ] as const) {
        const file = await served(app, address);
        expect(file.type).toBe(`image/${format}`);
        const metadata = await sharp(file.body).metadata();
        expect(metadata.format === 'heif' ? 'avif' : metadata.format).toBe(format);
        expect([metadata.width, metadata.height]).toEqual([variant.width, (variant.width * 3) / 4]);
        expect(metadata.exif, address).toBeUndefined();
      }
    }
    // the original, GPS and all, is nowhere: the upload's address is its largest stripped variant
    expect(storedFilesOf(`public${url.slice('/uploads'.length)}`)).toHaveLength(PICTURE_WIDTHS.length * 3);
  });

  it('turns a photo upright by its orientation and never makes it wider than it is', async () => {
    const { status, json } = await upload(app, guest, await phonePhoto(800, 600, 6));
    expect(status).toBe(201);
    const picture = pictureOf(json.data.upload.url);
    expect([picture?.width, picture?.height]).toEqual([600, 800]);
    expect(picture?.variants.map((variant) => variant.width)).toEqual([...PICTURE_WIDTHS.filter((w) => w < 600), 600]);
    const largest = await sharp((await served(app, json.data.upload.url)).body).metadata();
    expect([largest.width, largest.height, largest.orientation]).toEqual([600, 800, undefined]);
  });

  it('refuses a decompression bomb and a file that only looks like a picture with a localized field error', async () => {
    const cases: [Buffer, string, string][] = [
      [pngBomb(), 'This picture is too large: at most 50 MP', 'هذه الصورة كبيرة جدًا: الحد 50 ميغابكسل'],
      [jpegBomb(), 'This picture is too large: at most 50 MP', 'هذه الصورة كبيرة جدًا: الحد 50 ميغابكسل'],
      [
        Buffer.concat([Buffer.from('ffd8ffe0', 'hex'), Buffer.from('not a picture at all')]),
        'This kind of file is not accepted here',
        'هذا النوع من الملفات غير مقبول هنا',
      ],
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'This kind of file is not accepted here', ''],
    ];
    for (const [content, english, arabic] of cases) {
      const en = await upload(app, guest, content);
      expect(en.status).toBe(400);
      expect(en.json.errors).toEqual([{ key: 'file', value: english }]);
      if (arabic)
        expect((await upload(app, guest, content, 'ar')).json.errors).toEqual([{ key: 'file', value: arabic }]);
    }
    // and the server keeps serving
    expect((await upload(app, guest, await phonePhoto(400, 300))).status).toBe(201);
  });
});

describe("a large picture's variants, made after the upload answers (decision 067)", () => {
  it('keeps only the largest fallback at first, serves it for every width until the job has made the rest', async () => {
    const store = createFolderStore({ public: inject('uploadsDir'), private: mkdtempSync(join(tmpdir(), 'pics-')) });
    const queued: string[] = [];
    const base = `public/u/${randomBytes(16).toString('hex')}`;
    const stored = await storePicture(store, base, await phonePhoto(), {
      later: { enqueue: async (key) => void queued.push(key) },
    });
    expect(queued).toEqual([stored.key]);
    const picture = pictureOf(stored.key);
    const files = storedFilesOf(stored.key);
    const present = async () =>
      (await Promise.all(files.map(async (key) => ((await store.get(key)) ? key : null)))).filter(Boolean);
    expect(await present()).toEqual([stored.key]);
    const smallest = picture?.variants[0];
    if (!smallest) throw new Error('no variant');
    // the page's <source> asks for the 320 px AVIF: until it exists the 1920 px JPEG stands in, kept by no cache
    const early = await fetch(`${app.baseUrl}${smallest.avif.replace(/^public/, '/uploads')}`);
    expect(early.status).toBe(200);
    expect(early.headers.get('content-type')).toBe('image/jpeg');
    expect(early.headers.get('cache-control')).toBe('no-cache');
    expect((await sharp(Buffer.from(await early.arrayBuffer())).metadata()).width).toBe(1920);

    await makeVariants(store, stored.key);
    expect(await present()).toEqual(files);
    const made = await fetch(`${app.baseUrl}${smallest.avif.replace(/^public/, '/uploads')}`);
    expect(made.headers.get('content-type')).toBe('image/avif');
    expect(made.headers.get('cache-control')).toBe('public, max-age=604800');
    const metadata = await sharp(Buffer.from(await made.arrayBuffer())).metadata();
    expect([metadata.width, metadata.exif]).toEqual([320, undefined]);
  });

  it('are made by the job any process takes: a 12 MP upload answers, then every variant appears', async () => {
    const { status, json } = await upload(app, guest, await phonePhoto());
    expect(status).toBe(201);
    await app.pictures.drain();
    const picture = pictureOf(json.data.upload.url);
    for (const variant of picture?.variants ?? []) {
      expect((await served(app, variant.webp)).type).toBe('image/webp');
    }
  });
});

describe('a picture stored before a width was added to PICTURE_WIDTHS (decision 068)', () => {
  it('gets the width from a job on its first request, the fallback standing in until then', async () => {
    const store = createFolderStore({ public: inject('uploadsDir'), private: mkdtempSync(join(tmpdir(), 'pics-')) });
    const stored = await storePicture(
      store,
      `public/u/${randomBytes(16).toString('hex')}`,
      await phonePhoto(1200, 900),
    );
    const picture = pictureOf(stored.key);
    // a width between the smallest and the largest: the one a newer list added, missing from this picture
    const added = picture?.variants[1];
    if (!picture || !added || added.width === picture.width) throw new Error('no middle width');
    await Promise.all([added.avif, added.webp, added.fallback].map((key) => store.remove(key)));
    const address = (key: string) => `${app.baseUrl}${key.replace(/^public/, '/uploads')}`;
    const jobs = async () =>
      (await app.db.select().from(pictureJobs).where(eq(pictureJobs.key, stored.key))).map((job) => job.finishedAt);

    // a width it was never to have is served the stand-in too, but starts nothing
    const unlisted = await fetch(address(added.avif.replace(`-${added.width}.avif`, `-${added.width + 1}.avif`)));
    expect([unlisted.status, unlisted.headers.get('cache-control')]).toEqual([200, 'no-cache']);
    expect(await jobs()).toEqual([]);

    const early = await fetch(address(added.avif));
    expect([early.status, early.headers.get('content-type'), early.headers.get('cache-control')]).toEqual([
      200,
      'image/jpeg',
      'no-cache',
    ]);
    // asked again, in another format, while its job is pending: still the one job
    await fetch(address(added.webp));
    expect(await jobs()).toHaveLength(1);

    await app.pictures.drain();
    const made = await fetch(address(added.avif));
    expect([made.headers.get('content-type'), made.headers.get('cache-control')]).toEqual([
      'image/avif',
      'public, max-age=604800',
    ]);
    expect((await sharp(Buffer.from(await made.arrayBuffer())).metadata()).width).toBe(added.width);
    for (const key of storedFilesOf(stored.key)) expect(await store.get(key), key).not.toBeNull();
    expect((await jobs()).every(Boolean)).toBe(true);
  });
});

describe('the demo photographs', () => {
  it('go through the same path: the first gallery opens with photographs served in every width and format', async () => {
    const galleries = await app.call('GET', '/api/media?type=gallery');
    const all = await Promise.all(
      galleries.json.data.items.map(
        async (item: { id: number }) => (await app.call('GET', `/api/media/gallery/${item.id}`)).json.data.item,
      ),
    );
    const pictures = all.flatMap((item) => item.photos).flatMap((photo: { url: string }) => pictureOf(photo.url) ?? []);
    expect(pictures.length).toBeGreaterThan(0);
    for (const picture of pictures) {
      expect([picture.width, picture.height]).toEqual([1440, 960]);
      for (const variant of picture.variants) {
        for (const address of [variant.avif, variant.webp, variant.fallback]) {
          const metadata = await sharp((await served(app, address)).body).metadata();
          expect(metadata.width).toBe(variant.width);
        }
      }
    }
  });
});

describe('pictures on two processes sharing an S3-compatible bucket', () => {
  let s3: Awaited<ReturnType<typeof startS3Server>>;
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    s3 = await startS3Server();
    first = await startTestApp({ env: s3.env });
    second = await startTestApp({ env: s3.env });
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await s3?.close();
  });

  it('serves every width and format of a picture uploaded through the other process', async () => {
    const headers = bearer((await first.call('POST', '/api/login/guests')).json.data.authorization.accessToken);
    const { status, json } = await upload(first, headers, await phonePhoto(2000, 1500));
    expect(status).toBe(201);
    const picture = pictureOf(json.data.upload.url);
    expect(picture?.variants.map((variant) => variant.width)).toEqual([...PICTURE_WIDTHS]);
    // the job is in the database: the other process may take it as well as the one that queued it
    await second.pictures.drain();
    await first.pictures.drain();
    for (const variant of picture?.variants ?? []) {
      for (const address of [variant.avif, variant.webp, variant.fallback]) {
        expect((await sharp((await served(second, address)).body).metadata()).width).toBe(variant.width);
      }
    }
  });
});
