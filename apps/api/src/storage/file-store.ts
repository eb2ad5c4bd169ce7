import type { Readable } from 'node:stream';

/**
 * Where uploads and demo files are kept: one interface, the data folder by default or an S3-compatible
 * bucket (decision 028). A key is `public/<path>`, served at `/uploads/<path>`, or `private/<path>`,
 * never served (licences).
 */
export type FileStore = {
  /** For the start-up log: which folder or bucket. */
  readonly description: string;
  put(key: string, content: Buffer | string, contentType: string): Promise<void>;
  /** The file, or 'not-modified' when `ifNoneMatch` names its current ETag, or null when there is none. */
  get(key: string, options?: { ifNoneMatch?: string | undefined }): Promise<StoredFile | 'not-modified' | null>;
  /** Removing a file that is not there is not an error. */
  remove(key: string): Promise<void>;
  /** Fails with a clear message when the store cannot be written (a wrong bucket, key or endpoint). */
  check(): Promise<void>;
  close(): void;
};

export type StoredFile = { body: Readable; size: number; etag: string; lastModified: Date | undefined };

export type FileArea = 'public' | 'private';

// path segments start with a letter or digit, so no segment is `.` or `..` and no name is hidden
const KEY_PATTERN = /^(public|private)(\/[A-Za-z0-9][A-Za-z0-9._-]{0,199}){1,4}$/;

export function isFileKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

export function assertFileKey(key: string): void {
  if (!isFileKey(key)) throw new Error(`not a file key: ${JSON.stringify(key)}`);
}

/** `public/u/a.png` → `/uploads/u/a.png`; private files have no address. */
export function publicUrlOf(key: string): string | null {
  return key.startsWith('public/') ? `/uploads/${key.slice('public/'.length)}` : null;
}

/** The key of what `/uploads/<path>` names, or null for a path no file can have. */
export function keyOfUploadPath(path: string): string | null {
  const key = `public/${path}`;
  return isFileKey(key) ? key : null;
}

/** Whether an If-None-Match header names this ETag (a list, `*`, weak or strong: GET compares weakly). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}
