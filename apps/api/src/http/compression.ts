import zlib from 'node:zlib';
import type { FastifyCompressOptions } from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Every answer made on a call (pages, API answers) above 1 KB, in the first of these encodings the
 * client accepts. Brotli at quality 5, not its strongest (11): on the Arabic agenda's 94 KB of HTML,
 * quality 11 spends about 110 ms for 16.9 KB where quality 5 spends 2 ms for 18.9 KB, and on a page of
 * 24 product cards 11 ms against 0.1 ms. The site's scripts and styles are compressed at 11 once, when
 * they are built (served pre-compressed).
 */
export const compression = {
  threshold: 1024,
  encodings: ['br', 'gzip'],
  brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
} satisfies FastifyCompressOptions;

/**
 * The same, for a file a route streams in parts (the console's CSV exports, decision 062): each part written
 * is flushed out of the compressor as it comes. Left to itself, brotli keeps its block open over megabytes
 * of input (the export of 100,000 customers, 9 MB of CSV, sent its first compressed byte after four fifths of
 * the time), so a client saw nothing arrive while the file was being read, and a proxy's idle timeout could
 * end it. A flush per part (500 rows) costs a few bytes each.
 */
export const streamedCompression = {
  ...compression,
  brotliOptions: { ...compression.brotliOptions, flush: zlib.constants.BROTLI_OPERATION_FLUSH },
  zlibOptions: { flush: zlib.constants.Z_SYNC_FLUSH },
} satisfies FastifyCompressOptions;

/**
 * A HEAD answered through its GET route (Fastify's exposeHeadRoutes) carries the headers the GET's would
 * (RFC 9110 9.3.2, issue 34): Fastify drops the body of the HEAD in a route-level hook that ran before the
 * compression's, so the answer lost its Content-Encoding and `Vary: accept-encoding`. Registered after the
 * compression, this moves the dropping last: the answer is compressed as for GET, then its body left out.
 */
export function compressHeadLikeGet(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    if (route.method !== 'HEAD' || !Array.isArray(route.onSend)) return;
    const drop = route.onSend.filter((hook) => hook.name === 'headRouteOnSendHandler');
    if (drop.length === 0) return;
    route.onSend = [...route.onSend.filter((hook) => !drop.includes(hook)), ...drop];
  });
}
