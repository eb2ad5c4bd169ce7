import { connect } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { routeAddresses } from '../support/route-addresses.ts';
import { type E2eServer, getServer } from '../support/server.ts';

// HEAD answers what GET would, without the body (RFC 9110 9.3.2, issue 34): the same status and the
// same validator and caching headers, so a shared cache or a checker that revalidates with HEAD sees
// the ETag the page carries. Every page of the route table in both languages, as a guest, and a few
// answers of the API.

let server: E2eServer;
beforeAll(async () => {
  server = await getServer();
});

const COMPARED = ['etag', 'cache-control', 'vary', 'content-type', 'content-encoding', 'location'];
const HEADERS = { accept: 'text/html,application/json', 'accept-encoding': 'br, gzip' };

/** One request over a socket of its own, read to the end: what follows the header block is the body sent. */
function raw(method: 'GET' | 'HEAD', path: string, extra: Record<string, string> = {}) {
  const url = new URL(server.baseUrl);
  return new Promise<{ status: number; headers: Record<string, string>; body: Buffer }>((resolve, reject) => {
    const socket = connect(Number(url.port), url.hostname);
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const all = Buffer.concat(chunks);
      const split = all.indexOf('\r\n\r\n');
      const [statusLine = '', ...lines] = all.subarray(0, split).toString('latin1').split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const colon = line.indexOf(':');
        headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: all.subarray(split + 4) });
    });
    const fields = { host: url.host, connection: 'close', ...HEADERS, ...extra };
    const head = Object.entries(fields)
      .map(([name, value]) => `${name}: ${value}`)
      .join('\r\n');
    // written, not ended: a request half-closed by its client is one it gave up on
    socket.write(`${method} ${path} HTTP/1.1\r\n${head}\r\n\r\n`);
  });
}

const compared = (headers: Record<string, string>) =>
  Object.fromEntries(COMPARED.map((name) => [name, headers[name] ?? null]));

async function expectHeadLikeGet(path: string, extra: Record<string, string> = {}, attempt = 1) {
  // HEAD first: a page not yet kept is rendered for it, and must be the GET's page all the same
  const head = await raw('HEAD', path, extra);
  const get = await raw('GET', path, extra);
  const headAgain = await raw('HEAD', path, extra);
  // a page whose content changed between the three (a kept page renewed with newer content) has a new
  // ETag, rightly: the three are asked once more; a HEAD that differs from its GET twice fails below
  const etags = new Set([head.headers.etag, get.headers.etag, headAgain.headers.etag]);
  if (etags.size > 1 && attempt === 1) return expectHeadLikeGet(path, extra, 2);
  expect({ path, status: head.status }).toEqual({ path, status: get.status });
  expect({ path, ...compared(head.headers) }).toEqual({ path, ...compared(get.headers) });
  expect({ path, ...compared(headAgain.headers) }).toEqual({ path, ...compared(get.headers) });
  expect({ path, body: head.body.length, again: headAgain.body.length }).toEqual({ path, body: 0, again: 0 });
  return get;
}

describe('HEAD like GET', () => {
  it('the agenda of issue 34: the ETag and the kept page’s headers', async () => {
    const get = await expectHeadLikeGet('/en/conference/agenda');
    expect(get.headers.etag).toMatch(/^W\/"[\w-]+"$/);
    expect(get.headers.vary).toMatch(/accept-encoding/i);
    expect(get.body.length).toBeGreaterThan(0);
  });

  it('every page of the route table, in both languages, as a guest', async () => {
    const addresses = routeAddresses();
    expect(addresses.length).toBeGreaterThan(40);
    let validated = 0;
    // personal pages (the account area, the checkout, the staff console) redirect a guest without a validator
    const publicAddresses = addresses.filter(
      (address) => !/^(\/en)?\/(account|checkout|address|admin)(\/|$)/.test(address),
    );
    for (const address of addresses) {
      const get = await expectHeadLikeGet(address);
      if (get.headers.etag && publicAddresses.includes(address)) validated++;
    }
    // most public pages are kept and carry a validator
    expect(validated).toBeGreaterThan(publicAddresses.length / 2);
  });

  it.each([
    '/api/settings',
    '/api/products?perPage=24',
    '/api/search?q=camera',
    '/api/search/suggestions?q=cam',
    '/api/conference/sessions',
    '/api/nothing-here',
  ])('the API: %s', async (path) => {
    await expectHeadLikeGet(path, { os: 'wui', 'locale-code': 'en' });
  });
});
