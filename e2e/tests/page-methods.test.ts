import { request as httpRequest } from 'node:http';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type E2eServer, getServer } from '../support/server.ts';

// Methods a page does not take (decision 033): the site's error page with 405 and Allow (501 for a
// method HTTP does not define, 403 for a form posted from another site), never a 500, and nothing
// logged as an error: no React Router stack on the console, no error-level line in the server's log.

let server: E2eServer;
beforeAll(async () => {
  server = await getServer();
});
afterEach(() => {
  vi.restoreAllMocks();
});

function send(method: string, path: string, headers: Record<string, string> = {}, body?: string) {
  const url = new URL(path, server.baseUrl);
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; text: string }>(
    (resolve, reject) => {
      const outgoing = httpRequest(
        { host: url.hostname, port: url.port, path: url.pathname + url.search, method, headers },
        (incoming) => {
          let text = '';
          incoming.setEncoding('utf8');
          incoming.on('data', (chunk: string) => {
            text += chunk;
          });
          incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, text }));
        },
      );
      outgoing.on('error', reject);
      outgoing.end(body);
    },
  );
}

const errorLines = () =>
  server.log.map((line) => JSON.parse(line) as { level: number; msg: string }).filter((entry) => entry.level >= 50);

describe('methods on pages', () => {
  it.each([
    ['TRACE', '/', 405, 'GET, HEAD'],
    ['OPTIONS', '/en', 405, 'GET, HEAD'],
    ['PUT', '/en/products', 405, 'GET, HEAD'],
    ['DELETE', '/', 405, 'GET, HEAD'],
    ['POST', '/en/products', 405, 'GET, HEAD'],
    ['TRACE', '/en/login/customer', 405, 'GET, HEAD, POST'],
    ['QUERY', '/', 501, 'GET, HEAD'],
    ['PROPFIND', '/en', 501, 'GET, HEAD'],
  ])('%s %s answers the error page with %i and Allow: %s', async (method, path, status, allow) => {
    const consoleError = vi.spyOn(console, 'error');
    const before = errorLines().length;
    const answer = await send(method, path);
    expect(answer.status).toBe(status);
    expect(answer.headers.allow).toBe(allow);
    expect(answer.headers['content-type']).toMatch(/^text\/html/);
    expect(answer.text).toMatch(/^<!DOCTYPE html><html lang="(ar|en)"/i);
    expect(consoleError).not.toHaveBeenCalled();
    expect(errorLines().length).toBe(before);
  });

  it('refuses a form posted from another site with the error page (403), without running the action', async () => {
    const consoleError = vi.spyOn(console, 'error');
    const answer = await send(
      'POST',
      '/en/login/customer',
      { origin: 'https://elsewhere.example', 'content-type': 'application/x-www-form-urlencoded' },
      'email=a%40b.example&password=secret123',
    );
    expect(answer.status).toBe(403);
    expect(answer.headers.allow).toBe('GET, HEAD, POST');
    expect(answer.text).toMatch(/^<!DOCTYPE html>/i);
    expect(consoleError).not.toHaveBeenCalled();
    expect(errorLines()).toEqual([]);
  });

  it('still runs a page action posted from the site itself', async () => {
    const answer = await send(
      'POST',
      '/en/login/customer',
      { origin: server.baseUrl, 'content-type': 'application/x-www-form-urlencoded' },
      'email=nobody%40example.com&password=wrong-password-1',
    );
    expect(answer.status).toBeLessThan(500);
    expect(answer.status).not.toBe(405);
    expect(answer.status).not.toBe(403);
  });
});
