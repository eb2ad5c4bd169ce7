import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { Locale } from '@forum/contract/locale';
import { type MessageKey, translate } from '../i18n/messages.ts';

/**
 * A request that Node could not read as HTTP (a body shorter than its Content-Length, broken
 * chunks, a bad header) never reaches a route: Node hands the socket over instead. It is answered
 * in the API's envelope all the same, in the language of its LOCALE-CODE header when that much was
 * read, Arabic otherwise (Fastify's `clientErrorHandler`).
 */
export function answerClientError(error: Error & { code?: string; rawPacket?: unknown }, socket: Socket): void {
  // a reset connection has nobody left to answer
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, key, messageKey] = answerOf(error.code);
  if (socket.writable) {
    const read = Buffer.isBuffer(error.rawPacket) ? error.rawPacket.toString('latin1') : '';
    const locale: Locale = /^locale-code:[ \t]*en\b/im.test(read) ? 'en' : 'ar';
    const body = JSON.stringify({ errors: [{ key, value: translate(locale, messageKey) }] });
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

function answerOf(code: string | undefined): [number, string, MessageKey] {
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return [408, 'error', 'requestTimeout'];
  if (code === 'HPE_HEADER_OVERFLOW') return [431, 'error', 'headersTooLarge'];
  // a method Node's parser does not know at all (decision 033)
  if (code === 'HPE_INVALID_METHOD') return [501, 'error', 'methodNotImplemented'];
  return [400, 'body', 'malformedRequest'];
}
