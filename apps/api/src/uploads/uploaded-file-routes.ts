import { fallbacksOfVariant, pictureOf } from '@forum/contract/pictures';
import type { FastifyPluginAsync } from 'fastify';
import { type FileStore, keyOfUploadPath } from '../storage/file-store.ts';
import type { PictureJobs } from './picture-jobs.ts';

/** What the names of stored public files can end with (uploads are recognised by content and pictures kept in AVIF, WebP and JPEG or PNG; demo art is SVG). */
const TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  avif: 'image/avif',
  svg: 'image/svg+xml',
  vtt: 'text/vtt; charset=utf-8',
  mp4: 'video/mp4',
  pdf: 'application/pdf',
};

/** Pictures the pages show; anything else opened on its own is downloaded, never rendered on our origin. */
const SHOWN_INLINE = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/avif', 'image/svg+xml']);

/**
 * A stored file runs nothing: no script, style, frame or form of its own even when opened directly
 * (an SVG is a document), and it is never read as another type than the one we say.
 */
export const UPLOADED_FILE_CSP = "default-src 'none'; sandbox";

/**
 * `/uploads/<path>`: the public files of the store, whichever store holds them (decision 028), so a
 * file written through one process is served by every other.
 */
/** Whether `variant` is one of the widths and formats the picture kept as `fallback` has (not any width at all). */
function isVariantOf(fallback: string, variant: string): boolean {
  return pictureOf(fallback)?.variants.some((each) => [each.avif, each.webp, each.fallback].includes(variant)) ?? false;
}

export const uploadedFileRoutes: FastifyPluginAsync<{
  files: FileStore;
  pictures: Pick<PictureJobs, 'remake'>;
}> = async (app, { files, pictures }) => {
  app.get('/uploads/*', { schema: { hide: true } }, async (request, reply) => {
    const path = (request.params as { '*': string })['*'];
    const key = keyOfUploadPath(path);
    if (!key) return reply.callNotFound();
    let served = key;
    let file = await files.get(key, { ifNoneMatch: request.headers['if-none-match'] });
    // a variant not made yet (decision 067): its picture's largest fallback stands in, kept by no cache
    for (const fallback of file ? [] : fallbacksOfVariant(key)) {
      file = await files.get(fallback);
      if (file) {
        served = fallback;
        break;
      }
    }
    if (!file) return reply.callNotFound();
    if (served !== key && isVariantOf(served, key)) {
      // a width the picture should have and lacks: stored before that width was added to PICTURE_WIDTHS,
      // or its job not done yet; a job makes it (one at a time per picture), the fallback stands in meanwhile
      await pictures.remake(served).catch((error) => request.log.error({ err: error, key: served }, 'remake failed'));
    }
    reply.header('cache-control', served === key ? 'public, max-age=604800' : 'no-cache');
    if (file === 'not-modified') return reply.code(304).send();

    const name = served.slice(served.lastIndexOf('/') + 1);
    const type = TYPES[name.slice(name.lastIndexOf('.') + 1).toLowerCase()] ?? 'application/octet-stream';
    const disposition = SHOWN_INLINE.has(type) ? 'inline' : 'attachment';
    reply
      .type(type)
      .header('content-length', file.size)
      .header('etag', file.etag)
      .header('content-disposition', `${disposition}; filename="${name}"`)
      .header('content-security-policy', UPLOADED_FILE_CSP)
      .header('x-content-type-options', 'nosniff');
    if (file.lastModified) reply.header('last-modified', file.lastModified.toUTCString());
    return reply.send(file.body);
  });
};
