import type { Readable } from 'node:stream';
import {
  type FallbackFormat,
  largestPictureWidth,
  type Picture,
  pictureAddress,
  pictureOf,
  storedFilesOf,
} from '@forum/contract/pictures';
import sharp, { type OutputInfo, type Sharp } from 'sharp';
import { AppError } from '../errors.ts';
import type { FileStore } from '../storage/file-store.ts';

/**
 * The most pixels a picture may have (decision 047): a 12-megapixel phone photo, a 24-megapixel camera's,
 * a panorama, but not a few hundred bytes that claim to be 100 000 × 100 000 (a decoding bomb).
 */
export const MAX_PICTURE_PIXELS = 50_000_000;

const TYPES = { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg', png: 'image/png' } as const;

export type StoredPicture = { key: string; width: number; height: number; mime: string; size: number };

const refused = (messageKey: 'unsupportedFileType' | 'pictureTooLarge') =>
  new AppError('validation', {
    fields: [
      {
        key: 'file',
        messageKey,
        ...(messageKey === 'pictureTooLarge' ? { params: { megapixels: MAX_PICTURE_PIXELS / 1_000_000 } } : {}),
      },
    ],
  });

/** Where a large picture's variants are made after the upload has answered (picture-jobs.ts, decision 067). */
export type PictureQueue = { enqueue(key: string): Promise<void> };

/**
 * A picture with more pixels than this (a phone's photo: 12 MP) has its variants made after the upload
 * answers, when a queue is given; a logo or an avatar (well under) still has them before (decision 067).
 */
export const DEFER_VARIANTS_ABOVE_PIXELS = 2_000_000;

// a file cut short is refused; a wrong checksum browsers would show anyway is not
const DECODE_OPTIONS = { limitInputPixels: MAX_PICTURE_PIXELS, failOn: 'truncated' } as const;

type Decoded = { data: Buffer; info: OutputInfo; hasAlpha: boolean; pixels: number };

/** Decodes a picture upright at its largest kept width, or refuses it (a bomb, a file that does not decode). */
async function decodePicture(content: Buffer): Promise<Decoded> {
  try {
    // the header alone says the size: refuse a bomb before a single pixel is decoded
    const metadata = await sharp(content, DECODE_OPTIONS).metadata();
    const pixels = metadata.width * metadata.height;
    if (pixels > MAX_PICTURE_PIXELS) throw refused('pictureTooLarge');
    const upright = (metadata.orientation ?? 1) >= 5 ? metadata.height : metadata.width;
    const decoded = await sharp(content, DECODE_OPTIONS)
      .rotate()
      .resize({ width: largestPictureWidth(upright), withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    return { ...decoded, hasAlpha: metadata.hasAlpha, pixels };
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw refused(/pixel limit/i.test(String(error)) ? 'pictureTooLarge' : 'unsupportedFileType');
  }
}

type Encoded = [path: string, body: Buffer, type: string];

/** One width of a picture in its three formats (the fallback only when `withFallback`). */
async function encodeWidth(
  decoded: Decoded,
  variant: { width: number; avif: string; webp: string; fallback: string },
  fallback: FallbackFormat,
  withFallback: boolean,
): Promise<Encoded[]> {
  const { width, height, channels } = decoded.info;
  const resized = () => sharp(decoded.data, { raw: { width, height, channels } }).resize({ width: variant.width });
  const [avif, webp, flat] = await Promise.all([
    // effort 0: a third of effort 2's time for the same bytes (decision 047); quality 45, not 50: a fifth
    // fewer bytes for a difference hard to see, which keeps a gallery's first screen on a phone within
    // its 300 KB (decision 068, measured by `npm run bench:pictures`)
    resized().avif({ quality: 45, effort: 0 }).toBuffer(),
    resized().webp({ quality: 72, effort: 3 }).toBuffer(),
    withFallback ? encodeFallback(resized(), fallback) : Promise.resolve(null),
  ]);
  const files: Encoded[] = [
    [variant.avif, avif, TYPES.avif],
    [variant.webp, webp, TYPES.webp],
  ];
  if (flat) files.push([variant.fallback, flat, TYPES[fallback]]);
  return files;
}

function encodeFallback(image: Sharp, fallback: FallbackFormat): Promise<Buffer> {
  return fallback === 'png'
    ? image.png({ compressionLevel: 9, palette: true }).toBuffer()
    : image.jpeg({ quality: 78, mozjpeg: true }).toBuffer();
}

/** Every variant of a picture but its largest fallback, written through the store. */
async function putVariants(files: FileStore, decoded: Decoded, picture: Picture): Promise<void> {
  for (const variant of picture.variants) {
    const encoded = await encodeWidth(decoded, variant, picture.fallback, variant.width !== picture.width);
    await Promise.all(encoded.map(([path, body, type]) => files.put(path, body, type)));
  }
}

/**
 * Decodes a public picture once and keeps it through the file store in every width of
 * `PICTURE_WIDTHS` up to its own, in AVIF, WebP and JPEG (PNG when it has transparency): turned
 * upright by its EXIF orientation and stripped of all metadata (a phone photo's GPS position), so
 * the original itself is never served. `base` is the key without size and extension
 * (`public/u/<name>`); the answer's `key` is the fallback at the largest width, whose name tells
 * the rest (`pictureOf`). A file that is not a picture, or claims more than
 * {@link MAX_PICTURE_PIXELS}, is a 400 field error on `file`, never a crash.
 *
 * Given a `later` queue, a picture of more than {@link DEFER_VARIANTS_ABOVE_PIXELS} answers once its
 * largest fallback is kept, and the queue makes the rest (`makeVariants`); until then the fallback is
 * served for every width (decision 067).
 */
export async function storePicture(
  files: FileStore,
  base: string,
  content: Buffer,
  options: { later?: PictureQueue } = {},
): Promise<StoredPicture> {
  const decoded = await decodePicture(content);
  const { width, height } = decoded.info;
  const fallback: FallbackFormat = decoded.hasAlpha ? 'png' : 'jpg';
  const key = pictureAddress(base, width, height, fallback);
  const picture = pictureOf(key);
  if (!picture) throw new Error(`not a picture key: ${key}`);
  const raw = { raw: { width, height, channels: decoded.info.channels } };
  const main = await encodeFallback(sharp(decoded.data, raw), fallback);
  if (options.later && decoded.pixels > DEFER_VARIANTS_ABOVE_PIXELS) {
    await files.put(key, main, TYPES[fallback]);
    await options.later.enqueue(key);
  } else {
    await putVariants(files, decoded, picture);
    // the fallback at the largest width last: once it is there, every other variant is too
    await files.put(key, main, TYPES[fallback]);
  }
  return { key, width, height, mime: TYPES[fallback], size: main.length };
}

/**
 * The job of a picture kept by {@link storePicture} with a queue: reads its largest fallback back from
 * the store (upright, stripped) and writes every other width and format. Writing a file twice is
 * harmless, so a job taken again after a crash just does it again.
 */
export async function makeVariants(files: FileStore, key: string): Promise<void> {
  const picture = pictureOf(key);
  if (!picture) throw new Error(`not a picture key: ${key}`);
  const file = await files.get(key);
  if (!file || file === 'not-modified') throw new Error(`no file at ${key}`);
  const decoded = await decodePicture(await bodyOf(file.body));
  await putVariants(files, decoded, picture);
}

async function bodyOf(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/** Removes every file a picture is kept as (or the one file of anything else); a file not there is no error. */
export async function removeStoredFile(files: FileStore, key: string): Promise<void> {
  await Promise.all(storedFilesOf(key).map((path) => files.remove(path)));
}

/** How wide a private picture's preview is: enough for the staff to read a receipt on a screen. */
export const PREVIEW_WIDTH = 640;

/**
 * A private picture (a transfer proof, a return's photo) made small on demand for the staff: upright,
 * at most {@link PREVIEW_WIDTH} wide, WebP, without metadata. Nothing is kept: the preview is served with
 * the file's own privacy and the file itself stays whole. Null when it does not decode as a picture.
 */
export async function privatePreview(content: Buffer): Promise<Buffer | null> {
  try {
    return await sharp(content, { limitInputPixels: MAX_PICTURE_PIXELS, failOn: 'truncated' })
      .rotate()
      .resize({ width: PREVIEW_WIDTH, withoutEnlargement: true })
      .webp({ quality: 75 })
      .toBuffer();
  } catch {
    return null;
  }
}
