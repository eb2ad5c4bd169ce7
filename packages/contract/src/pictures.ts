/**
 * Uploaded pictures in several widths and formats (decision 047). A public picture is stored once per
 * width in AVIF, WebP and a JPEG or PNG fallback, and its address says its size, so every answer that
 * names a picture by its address (`photoUrl`, `image.url`…) already tells the website which widths exist
 * and how large to reserve it:
 *
 *   `/uploads/u/<name>-<width>x<height>.<jpg|png>`        the fallback at its largest width
 *   `/uploads/u/<name>-<width>x<height>-<w>.<avif|webp|jpg|png>`  the same picture `w` pixels wide
 *
 * `<width>` is the original's width or the largest of {@link PICTURE_WIDTHS} under it, whichever is
 * smaller; the smaller variants are the widths of that list under it. Demo art in SVG has no variants.
 */

/**
 * The widths a picture is kept in; never wider than the original. Each about 1.3–1.5 times the one
 * before: 480 between 320 and 640 so that a gallery thumbnail drawn at some 330 device px (a 412 px phone
 * at DPR 1.75, Lighthouse's) is not sent at 640, three quarters of its bytes wasted (decision 068).
 * A picture stored before a width was added gets it from its job on its first request
 * (`fallbacksOfVariant`, decision 067).
 */
export const PICTURE_WIDTHS = [320, 480, 640, 960, 1280, 1920] as const;
const WIDEST = 1920;

export type PictureFormat = 'avif' | 'webp';
export type FallbackFormat = 'jpg' | 'png';

/** A picture's variants, read from its address. */
export type Picture = {
  width: number;
  height: number;
  fallback: FallbackFormat;
  /** Each width with its address in every format, narrowest first. */
  variants: { width: number; avif: string; webp: string; fallback: string }[];
};

const ADDRESS = /^(.+)-([1-9][0-9]{0,4})x([1-9][0-9]{0,4})\.(jpg|png)$/;

/** The widths kept of a picture whose largest variant is `width` wide. */
export function pictureWidths(width: number): number[] {
  return [...PICTURE_WIDTHS.filter((w) => w < width), width];
}

/** The largest variant's width for an original `width` wide. */
export function largestPictureWidth(width: number): number {
  return Math.min(width, WIDEST);
}

/** `<base>-<width>x<height>.<fallback>`: the address (or file key) of a picture's fallback at its largest width. */
export function pictureAddress(base: string, width: number, height: number, fallback: FallbackFormat): string {
  return `${base}-${width}x${height}.${fallback}`;
}

/** The variants of a picture's address or file key, or null for a file kept in one size (SVG demo art, a PDF). */
export function pictureOf(address: string): Picture | null {
  const match = ADDRESS.exec(address);
  if (!match) return null;
  const [, base, w, h, fallback] = match as unknown as [string, string, string, string, FallbackFormat];
  const width = Number(w);
  const height = Number(h);
  const stem = `${base}-${width}x${height}`;
  return {
    width,
    height,
    fallback,
    variants: pictureWidths(width).map((variant) => ({
      width: variant,
      avif: `${stem}-${variant}.avif`,
      webp: `${stem}-${variant}.webp`,
      fallback: variant === width ? address : `${stem}-${variant}.${fallback}`,
    })),
  };
}

/** Every file a picture is kept as (its fallback first), or only `key` itself for a file kept in one size. */
export function storedFilesOf(key: string): string[] {
  const picture = pictureOf(key);
  if (!picture) return [key];
  return [
    key,
    ...picture.variants.flatMap((variant) =>
      variant.width === picture.width ? [variant.avif, variant.webp] : [variant.avif, variant.webp, variant.fallback],
    ),
  ];
}

const VARIANT = /^(.+-[1-9][0-9]{0,4}x[1-9][0-9]{0,4})-[1-9][0-9]{0,4}\.(avif|webp|jpg|png)$/;

/**
 * The fallbacks a variant's address may stand in for, while its picture's variants are still being made
 * (decision 067): `<stem>-<w>.<format>` → `<stem>.jpg`, `<stem>.png`; none for any other address.
 */
export function fallbacksOfVariant(address: string): string[] {
  const match = VARIANT.exec(address);
  return match ? [`${match[1]}.jpg`, `${match[1]}.png`] : [];
}
