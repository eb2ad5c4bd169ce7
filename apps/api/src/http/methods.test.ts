import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/test-app.ts';

// Methods outside the happy path (decision 033): a known API path answers another method 405 with
// Allow, a method HTTP does not define 501, both in the envelope; nothing reaches a 500, and only a
// server's fault is logged as an error.

const log: string[] = [];
let api: TestApp;
beforeAll(async () => {
  api = await startTestApp({ log });
});
afterAll(async () => {
  await api?.close();
});

/** A raw request: fetch refuses TRACE and CONNECT, Node's client sends any token. */
function send(method: string, path: string, headers: Record<string, string> = {}) {
  const url = new URL(path, api.baseUrl);
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; json: unknown }>(
    (resolve, reject) => {
      const outgoing = httpRequest(
        {
          host: url.hostname,
          port: url.port,
          path: url.pathname + url.search,
          method,
          headers: { 'LOCALE-CODE': 'en', ...headers },
        },
        (incoming) => {
          let text = '';
          incoming.setEncoding('utf8');
          incoming.on('data', (chunk: string) => {
            text += chunk;
          });
          incoming.on('end', () => {
            let json: unknown;
            try {
              json = JSON.parse(text);
            } catch {
              json = undefined;
            }
            resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, json });
          });
        },
      );
      outgoing.on('error', reject);
      outgoing.end();
    },
  );
}

const envelopeOf = (message: string) => ({ errors: [{ key: 'error', value: message }] });

describe('methods on API paths', () => {
  it.each([
    ['DELETE', '/api/settings', 'GET, HEAD'],
    ['TRACE', '/api/health', 'GET, HEAD'],
    ['OPTIONS', '/api/products', 'GET, HEAD'],
    ['PUT', '/api/products/1', 'GET, HEAD'],
    ['GET', '/api/orders/1/cancel', 'POST'],
    ['PATCH', '/api/cart', 'GET, HEAD, POST, DELETE'],
    ['POST', '/api/wishlist/calendar.ics', 'GET, HEAD'],
    ['DELETE', '/api/exhibitors/login', 'GET, HEAD, POST'],
  ])('%s %s answers 405 with Allow: %s', async (method, path, allow) => {
    const answer = await send(method, path);
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe(allow);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(answer.json).toEqual(envelopeOf('This method is not allowed here'));
  });

  it.each([
    ['QUERY', '/api/settings'],
    ['PROPFIND', '/api/products'],
    ['SEARCH', '/api/nowhere'],
  ])('%s %s answers 501 in the envelope', async (method, path) => {
    const answer = await send(method, path);
    expect(answer.status).toBe(501);
    expect(answer.json).toEqual(envelopeOf('This server does not know this method'));
  });

  it('answers a method Node cannot even parse 501 in the envelope, in the language asked', async () => {
    const answer = await send('FROBNICATE', '/api/settings', { 'LOCALE-CODE': 'ar' });
    expect(answer.status).toBe(501);
    expect(answer.json).toEqual(envelopeOf('لا يعرف الخادم هذه الطريقة'));
  });

  it('still answers an unknown path 404, and a known one its own method', async () => {
    expect((await send('DELETE', '/api/no-such-thing')).status).toBe(404);
    expect((await send('GET', '/api/settings')).status).toBe(200);
    expect((await send('HEAD', '/api/settings')).status).toBe(200);
  });

  it('never answers 500 outside the API either', async () => {
    for (const method of ['TRACE', 'QUERY', 'OPTIONS', 'DELETE', 'PROPFIND']) {
      const answer = await send(method, '/health');
      expect(answer.status, method).toBeGreaterThanOrEqual(400);
      expect(answer.status, method).toBeLessThan(500);
    }
  });

  it('logs none of these at error level, and no stack', async () => {
    await send('TRACE', '/api/health');
    await send('QUERY', '/api/settings');
    await send('POST', '/api/login', { 'content-type': 'text/plain' });
    const entries = log.map((line) => JSON.parse(line) as { level: number; msg: string; err?: unknown });
    expect(entries.some((entry) => entry.msg === 'request refused')).toBe(true);
    expect(entries.filter((entry) => entry.level >= 50)).toEqual([]);
    expect(entries.filter((entry) => entry.err !== undefined)).toEqual([]);
  });
});
