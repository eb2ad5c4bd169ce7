import { buffer } from 'node:stream/consumers';
import type { FastifyReply } from 'fastify';
import { AppError } from '../errors.ts';
import type { FileStore } from '../storage/file-store.ts';
import { privatePreview } from './picture-variants.ts';
import { UPLOADED_FILE_CSP } from './uploaded-file-routes.ts';

/**
 * Sends a private stored file: downloaded, never shown on our origin, never kept by a cache. With
 * `preview`, a picture is answered as a small WebP made on demand (decision 047), with the same privacy.
 */
export async function sendPrivateFile(
  reply: FastifyReply,
  files: FileStore,
  file: { fileKey: string; mime: string; originalName: string },
  options: { preview?: boolean } = {},
) {
  const stored = await files.get(file.fileKey);
  if (!stored || stored === 'not-modified') throw new AppError('notFound');
  const whole = options.preview && file.mime.startsWith('image/') ? await buffer(stored.body) : null;
  const preview = whole ? await privatePreview(whole) : null;
  const name = preview ? `${file.originalName.replace(/\.[^.]*$/, '')}.webp` : file.originalName;
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return reply
    .type(preview ? 'image/webp' : file.mime)
    .header('cache-control', 'private, no-store')
    .header('content-length', preview ? preview.length : stored.size)
    .header('content-disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`)
    .header('content-security-policy', UPLOADED_FILE_CSP)
    .header('x-content-type-options', 'nosniff')
    .send(preview ?? whole ?? stored.body);
}
