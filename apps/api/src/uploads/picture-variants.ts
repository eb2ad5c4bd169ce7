import {
  type FallbackFormat,
  largestPictureWidth,
  pictureAddress,
  pictureOf,
  storedFilesOf,
} from '@forum/contract/pictures';
import sharp, { type OutputInfo } from 'sharp';
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

/**
 * Decodes a public picture once and keeps it through the file store in every width of
 * `PICTURE_WIDTHS` up to its own, in AVIF, WebP and JPEG (PNG when it has transparency): turned
 * upright by its EXIF orientation and stripped of all metadata (a phone photo's GPS position), so
 * the original itself is never served. `base` is the key without size and extension
 * (`public/u/<name>`); the answer's `key` is the fallback at the largest width, whose name tells
 * the rest (`pictureOf`). A file that is not a picture, or claims more than
 * {@link MAX_PICTURE_PIXELS}, is a 400 field error on `file`, never a crash.
 */
export async function storePicture(files: FileStore, base: string, content: Buffer): Promise<StoredPicture> {
  // a file cut short is refused; a wrong checksum browsers would show anyway is not
  const options = { limitInputPixels: MAX_PICTURE_PIXELS, failOn: 'truncated' } as const;
  let decoded: { data: Buffer; info: OutputInfo };
  let hasAlpha: boolean;
  try {
    // the header alone says the size: refuse a bomb before a single pixel is decoded
    const metadata = await sharp(content, options).metadata();
    if (metadata.width * metadata.height > MAX_PICTURE_PIXELS) throw refused('pictureTooLarge');
    hasAlpha = metadata.hasAlpha;
    const upright = (metadata.orientation ?? 1) >= 5 ? metadata.height : metadata.width;
    decoded = await sharp(content, options)
      .rotate()
      .resize({ width: largestPictureWidth(upright), withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw refused(/pixel limit/i.test(String(error)) ? 'pictureTooLarge' : 'unsupportedFileType');
  }
  const { width, height, channels } = decoded.info;
  const fallback: FallbackFormat = hasAlpha ? 'png' : 'jpg';
  const key = pictureAddress(base, width, height, fallback);
  const picture = pictureOf(key);
  if (!picture) throw new Error(`not a picture key: ${key}`);

  const raw = { raw: { width, height, channels } };
  const encoded: [string, Buffer, string][] = [];
  for (const variant of picture.variants) {
    const resized = () => sharp(decoded.data, raw).resize({ width: variant.width });
    const [avif, webp, flat] = await Promise.all([
      // effort 0: a third of effort 2's time for the same bytes (decision 047)
      resized().avif({ quality: 50, effort: 0 }).toBuffer(),
      resized().webp({ quality: 72, effort: 3 }).toBuffer(),
      fallback === 'png'
        ? resized().png({ compressionLevel: 9, palette: true }).toBuffer()
        : resized().jpeg({ quality: 78, mozjpeg: true }).toBuffer(),
    ]);
    encoded.push([variant.avif, avif, TYPES.avif], [variant.webp, webp, TYPES.webp]);
    encoded.push([variant.fallback, flat, TYPES[fallback]]);
  }
  // the fallback at the largest width last: once it is there, every other variant is too
  const main = encoded.find(([path]) => path === key);
  if (!main) throw new Error('no fallback at the largest width');
  await Promise.all(encoded.filter((file) => file !== main).map(([path, body, type]) => files.put(path, body, type)));
  await files.put(key, main[1], main[2]);
  return { key, width, height, mime: TYPES[fallback], size: main[1].length };
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
