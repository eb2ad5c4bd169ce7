import { randomBytes } from 'node:crypto';
import type { Upload, UploadPurpose } from '@forum/contract/account';
import { UPLOAD_TYPES } from '@forum/contract/account-rules';
import type { Db } from '../db/client.ts';
import { AppError } from '../errors.ts';
import { type FileStore, publicUrlOf } from '../storage/file-store.ts';
import { detectFileKind } from './file-type.ts';
import { type PictureQueue, storePicture } from './picture-variants.ts';
import { insertUpload } from './upload-queries.ts';

/**
 * Pictures shown on public pages, kept in several widths and formats without their metadata (decision 047);
 * a licence, a return's photo or a chat attachment is kept whole, as sent.
 */
const PICTURES: ReadonlySet<UploadPurpose> = new Set(['avatar', 'logo']);

/**
 * Keeps the file in the store (a licence privately, a public picture in its variants) and records it;
 * `path` holds its key in the store (a picture's fallback at its largest width, whose name tells the rest).
 */
export async function saveUpload(
  db: Db,
  files: FileStore,
  pictures: PictureQueue,
  input: { userId: number; purpose: UploadPurpose; content: Buffer; originalName: string },
): Promise<Upload> {
  const kind = detectFileKind(input.content);
  if (!kind || !(UPLOAD_TYPES[input.purpose] as readonly string[]).includes(kind.mime)) {
    throw new AppError('validation', { fields: [{ key: 'file', messageKey: 'unsupportedFileType' }] });
  }
  const stem = randomBytes(16).toString('hex');
  let name = `${stem}.${kind.extension}`;
  let key = input.purpose === 'licence' || input.purpose === 'evidence' ? `private/${name}` : `public/u/${name}`;
  let stored = { mime: kind.mime, size: input.content.length };
  if (PICTURES.has(input.purpose)) {
    const picture = await storePicture(files, `public/u/${stem}`, input.content, { later: pictures });
    key = picture.key;
    name = key.slice(key.lastIndexOf('/') + 1);
    stored = picture;
  } else {
    await files.put(key, input.content, kind.mime);
  }
  // control characters in a file name would only garble the places that show it
  const originalName =
    [...input.originalName]
      .filter((char) => char >= ' ' && char !== '\u007f')
      .join('')
      .slice(0, 200) || name;
  const row = await insertUpload(db, {
    userId: input.userId,
    purpose: input.purpose,
    path: key,
    url: publicUrlOf(key),
    originalName,
    mime: stored.mime,
    size: stored.size,
  });
  return { id: row.id, url: row.url ?? '', mime: row.mime, size: row.size, name: row.originalName };
}
