import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { renderToPipeableStream } from 'react-dom/server';
import type { EntryContext } from 'react-router';
import { isRouteErrorResponse, ServerRouter } from 'react-router';
import { deferredPartsOnServer } from '~/components/deferred-part.tsx';

export const streamTimeout = 10_000;

/**
 * Only a fault of the server is logged as an error, with its stack: a page that does not exist or a
 * method a page does not take is the visitor's doing, answered with its page and logged by the server
 * with the request at info level (decision 033).
 */
export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  console.error(error);
}

/**
 * Renders the whole page before the first byte: the server names each inline script by its hash in the
 * page's security policy, and keeps guest pages to serve them again (decision 031).
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  _loadContext: unknown,
) {
  // a deferred part (a problem screen, a form some pages show) is rendered in place, never streamed after the page
  await deferredPartsOnServer();
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    // cleared once the page is whole: a pending timer would keep this render (its tree, data and HTML) reachable
    // for 11 s after it was sent: under load, every render of the last 11 s (decision 041)
    let timeout: ReturnType<typeof setTimeout> | undefined;
    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} />, {
      // The page is sent whole (onAllReady), so a finished Suspense boundary goes in its place. React would
      // otherwise "outline" one met after 12,800 bytes (the head's styles alone are more): sent after the page
      // in a hidden block that only a script puts in place, it showed nothing to a visitor without scripts.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        clearTimeout(timeout);
        shellRendered = true;
        const body = new PassThrough();
        responseHeaders.set('content-type', 'text/html; charset=utf-8');
        resolve(
          new Response(createReadableStreamFromReadable(body), {
            headers: responseHeaders,
            status: responseStatusCode,
          }),
        );
        pipe(body);
      },
      onShellError(error: unknown) {
        clearTimeout(timeout);
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        if (shellRendered) console.error(error);
      },
    });
    timeout = setTimeout(abort, streamTimeout + 1000);
  });
}
