import { connect } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginLimits } from '../auth/login-limits.ts';
import { hashPassword } from '../auth/password.ts';
import { users } from '../db/schema.ts';
import { createAccounts, latestCode, loginAs, newCustomer } from '../test/accounts.ts';
import { burstOfPosts } from '../test/bursts.ts';
import { startTestApp, type TestApp } from '../test/test-app.ts';

// Bursts and probes of issue 13 (decision 027). Each test uses accounts of its own, so the limits
// one test fills never decide another's outcome.

const PASSWORD = 'Right-2026';
let app: TestApp;
/** The same API behind one proxy (TRUST_PROXY=1): the proxy appends the address it saw. */
let proxied: TestApp;
let passwordHash: string;

beforeAll(async () => {
  [app, proxied, passwordHash] = await Promise.all([
    startTestApp(),
    startTestApp({ env: { TRUST_PROXY: '1' } }),
    hashPassword(PASSWORD),
  ]);
});
afterAll(async () => {
  await Promise.all([app?.close(), proxied?.close()]);
});

async function accountWithPassword(target: TestApp, prefix: string) {
  const [account] = await createAccounts(target.db, prefix, 1, { passwordHash });
  if (!account) throw new Error('no account');
  return account.email;
}

/** A login as it reaches the server behind the proxy: whatever the client wrote, then its real address. */
function loginThroughProxy(email: string, password: string, client: string, spoofed?: string) {
  const forwarded = spoofed ? `${spoofed}, ${client}` : client;
  return proxied.call('POST', '/api/login', { body: { email, password }, headers: { 'x-forwarded-for': forwarded } });
}

/** Fires `count` logins at once, the right password at the given 1-based positions; answers their statuses in order. */
async function burst(target: TestApp, email: string, count: number, rightAt: number[]) {
  const answers = await burstOfPosts(
    target.baseUrl,
    '/api/login',
    Array.from({ length: count }, (_, i) => ({
      body: { email, password: rightAt.includes(i + 1) ? PASSWORD : `wrong-guess-${i}` },
    })),
  );
  return answers.map((answer) => answer.status);
}

const passwordChecks = (statuses: number[]) => statuses.filter((status) => status === 200 || status === 401).length;

describe('login limits under bursts', () => {
  it('checks no more passwords than the limit in a burst of 60, and the right one at 30 and 55 does not log in', async () => {
    const email = await accountWithPassword(app, 'burst');
    const statuses = await burst(app, email, 60, [30, 55]);
    expect(passwordChecks(statuses)).toBeLessThanOrEqual(loginLimits.freeFailures);
    expect(statuses[29]).toBe(429);
    expect(statuses[54]).toBe(429);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(60 - loginLimits.freeFailures);
  });

  it('holds the limit in a burst of 150 with the right password near its end', async () => {
    const email = await accountWithPassword(app, 'long-burst');
    const statuses = await burst(app, email, 150, [140]);
    expect(passwordChecks(statuses)).toBeLessThanOrEqual(loginLimits.freeFailures);
    expect(statuses[139]).toBe(429);
  });

  it('refuses with Retry-After and a growing delay, not a fixed lock, and counts another casing of the email as the same', async () => {
    const email = await accountWithPassword(app, 'backoff');
    for (let i = 0; i < loginLimits.freeFailures; i += 1) {
      const casing = i % 2 ? email.toUpperCase() : email;
      expect((await app.call('POST', '/api/login', { body: { email: casing, password: 'nope-2026' } })).status).toBe(
        401,
      );
    }
    const refused = await app.call('POST', '/api/login', { body: { email: email.toUpperCase(), password: PASSWORD } });
    expect(refused.status).toBe(429);
    const wait = Number(refused.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(loginLimits.firstDelaySeconds);
    // the wait in words (decision 034): seconds under a minute, then minutes
    const minutes = Math.ceil(wait / 60);
    const inWords =
      wait < 60 ? (wait === 1 ? 'a second' : `${wait} seconds`) : minutes === 1 ? 'a minute' : `${minutes} minutes`;
    expect(refused.json.errors[0].value).toBe(`Too many requests; try again in ${inWords}`);
  });
});

describe('the owner is never locked out by someone else', () => {
  it('logs the owner in from a clean address with the right password after many failures from others', async () => {
    const email = await accountWithPassword(proxied, 'owner');
    // twenty addresses each spend their free guesses, and more, on the account
    for (let address = 1; address <= 20; address += 1) {
      const statuses = await Promise.all(
        Array.from({ length: loginLimits.freeFailures + 2 }, () =>
          loginThroughProxy(email, 'guess-2026', `198.51.100.${address}`).then((answer) => answer.status),
        ),
      );
      expect(statuses.every((status) => status === 401 || status === 429)).toBe(true);
    }
    // an attacker's address stays held back, even with the right password
    expect((await loginThroughProxy(email, PASSWORD, '198.51.100.1')).status).toBe(429);
    // more than the account's checks of the day were made, so the owner needs the emailed code too (decision 043)
    const asked = await loginThroughProxy(email, PASSWORD, '203.0.113.50');
    expect(asked.status).toBe(401);
    expect(asked.json.errors[0].key).toBe('code');
    const owner = await proxied.call('POST', '/api/login', {
      body: { email, password: PASSWORD, code: await latestCode(proxied.db, email) },
      headers: { 'x-forwarded-for': '203.0.113.50' },
    });
    expect(owner.status).toBe(200);
    expect(owner.json.data.user.email).toBe(email);
  });

  it('once the account is under attack, a new address gets one guess before it must wait', async () => {
    const email = await accountWithPassword(proxied, 'attacked');
    const addresses = loginLimits.accountUnderAttack / loginLimits.freeFailures;
    for (let address = 1; address <= addresses; address += 1) {
      for (let i = 0; i < loginLimits.freeFailures; i += 1) {
        expect((await loginThroughProxy(email, 'guess-2026', `198.51.101.${address}`)).status).toBe(401);
      }
    }
    expect((await loginThroughProxy(email, 'guess-2026', '198.51.101.200')).status).toBe(401);
    expect((await loginThroughProxy(email, PASSWORD, '198.51.101.200')).status).toBe(429);
  });
});

describe('forwarded addresses (TRUST_PROXY=1)', () => {
  it('counts the address the proxy saw, whatever X-Forwarded-For the client wrote', async () => {
    const email = await accountWithPassword(proxied, 'spoof');
    const statuses: number[] = [];
    for (let i = 0; i < 45; i += 1) {
      const spoofed = i % 3 === 0 ? `10.0.${i}.1` : `192.0.2.${i}, 10.9.${i}.7`;
      statuses.push((await loginThroughProxy(email, 'guess-2026', '203.0.113.9', spoofed)).status);
    }
    expect(passwordChecks(statuses)).toBe(loginLimits.freeFailures);
    expect(statuses.slice(loginLimits.freeFailures).every((status) => status === 429)).toBe(true);
  });

  it('ignores X-Forwarded-For altogether without TRUST_PROXY', async () => {
    const email = await accountWithPassword(app, 'no-proxy');
    const statuses: number[] = [];
    for (let i = 0; i <= loginLimits.freeFailures; i += 1) {
      const answer = await app.call('POST', '/api/login', {
        body: { email, password: i === loginLimits.freeFailures ? PASSWORD : 'guess-2026' },
        headers: { 'x-forwarded-for': `198.18.${i}.1` },
      });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([...Array(loginLimits.freeFailures).fill(401), 429]);
  });

  it('stops failures from one address across accounts at the per-address limit, spoofed or not', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < loginLimits.failuresPerAddress + 5; i += 1) {
      const answer = await loginThroughProxy(`nobody-${i}@example.com`, 'guess-2026', '203.0.113.10', `172.16.0.${i}`);
      statuses.push(answer.status);
    }
    expect(statuses.slice(0, loginLimits.failuresPerAddress).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(loginLimits.failuresPerAddress).every((status) => status === 429)).toBe(true);
    // another client behind the same proxy is not held back
    const email = await accountWithPassword(proxied, 'neighbour');
    expect((await loginThroughProxy(email, PASSWORD, '203.0.113.11')).status).toBe(200);
  });
});

describe('registration reveals no address', () => {
  /** What a visitor sees of a registration and everything they can try afterwards with its details. */
  async function observe(email: string) {
    const guestBefore = await app.call('POST', '/api/login/guests');
    const register = await app.call('POST', '/api/register', { body: newCustomer(email, { firstName: 'Probe' }) });
    const guestAfter = await app.call('POST', '/api/login/guests');
    const login = await app.call('POST', '/api/login', { body: { email, password: 'Cinema2026' } });
    const resend = await app.call('GET', `/api/register/email/resend/${encodeURIComponent(email)}`);
    const mask = (text: string) => text.replaceAll(email, 'EMAIL');
    return {
      register: { status: register.status, body: mask(register.text), cookies: register.headers.getSetCookie() },
      // sequential ids answered to guests step by the same amount
      idStep: guestAfter.json.data.record.id - guestBefore.json.data.record.id,
      login: { status: login.status, body: login.text },
      resend: { status: resend.status, body: mask(resend.text) },
    };
  }

  it('answers a known and an unknown email alike, then and afterwards, and makes no public profile', async () => {
    const known = await observe('customer@forum.test');
    const unknown = await observe('brand-new-person@example.com');
    expect(unknown).toEqual(known);
    expect(known.register.status).toBe(201);

    const [made] = await app.db.select().from(users).where(eq(users.email, 'brand-new-person@example.com'));
    expect(made).toBeDefined();
    expect((await app.call('GET', `/api/profiles/${made?.publicId}`)).status).toBe(404);
    // a row id is not even the shape of a public id
    expect((await app.call('GET', `/api/profiles/${made?.id}`)).status).toBe(400);
  });

  it('shows no staff, unconfirmed or unwilling account, and no profile by its row id', async () => {
    const [staff] = await app.db.select().from(users).where(eq(users.email, 'staff@forum.test'));
    const [customer] = await app.db
      .select()
      .from(users)
      .where(and(eq(users.email, 'customer@forum.test'), eq(users.type, 'customer')));
    expect((await app.call('GET', `/api/profiles/${staff?.publicId}`)).status).toBe(404);
    expect((await app.call('GET', `/api/profiles/${customer?.publicId}`)).status).toBe(404);
    for (let id = 1; id <= 40; id += 1) expect((await app.call('GET', `/api/profiles/${id}`)).status).toBe(400);

    const { headers } = await loginAs(app, 'customer@forum.test');
    const shown = await app.call('POST', '/api/profile', { headers, body: { showProfile: true } });
    expect(shown.json.data.profile).toMatchObject({ showProfile: true, publicId: customer?.publicId });
    const visible = await app.call('GET', `/api/profiles/${customer?.publicId}`);
    expect(visible.status).toBe(200);
    expect(visible.json.data.profile).toMatchObject({ id: customer?.publicId, userType: 'customer' });
    expect(visible.text).not.toContain('customer@forum.test');
  });
});

/** An HTTP request written by hand, for bodies that fetch would not send. */
function rawRequest(port: number, text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let answer = '';
    const socket = connect(port, '127.0.0.1', () => socket.end(text));
    socket.on('data', (chunk) => {
      answer += chunk.toString();
    });
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
}

describe('malformed bodies', () => {
  const malformed: [string | undefined, string][] = [
    ['application/json', '{"email":'],
    ['application/json', '{bad json}'],
    ['application/json', ''],
    ['text/plain', 'hello'],
    ['application/x-www-form-urlencoded', 'email=a%40b.c'],
    ['application/xml', '<login/>'],
  ];

  it('answers every one on every JSON route with a 4xx in the envelope, in both languages', async () => {
    const { headers } = await loginAs(app, 'exhibitor@forum.test', { family: 'exhibitor' });
    const document = app.app.swagger() as {
      paths: Record<string, Record<string, { requestBody?: { content: Record<string, unknown> } }>>;
    };
    const failures: string[] = [];
    let tried = 0;
    for (const [path, operations] of Object.entries(document.paths)) {
      if (!path.startsWith('/api/')) continue;
      for (const [method, operation] of Object.entries(operations)) {
        const types = Object.keys(operation.requestBody?.content ?? {});
        if (method === 'get' || method === 'head' || types.includes('multipart/form-data')) continue;
        const url = path.replace(/\{[^}]+\}/g, '1');
        // a route that reads no body parses JSON all the same; other types matter where a body is read
        for (const [type, body] of malformed.filter(([kind]) => types.length || kind === 'application/json')) {
          for (const locale of ['ar', 'en'] as const) {
            const answer = await fetch(`${app.baseUrl}${url}`, {
              method: method.toUpperCase(),
              headers: { ...headers, 'LOCALE-CODE': locale, ...(type ? { 'content-type': type } : {}) },
              body,
            });
            const text = await answer.text();
            tried += 1;
            const errors = (JSON.parse(text) as { errors?: { key: string; value: string }[] }).errors ?? [];
            const isArabic = errors.every((error) => /[\u0600-\u06FF]/.test(error.value));
            if (answer.status < 400 || answer.status >= 500 || !errors.length || isArabic !== (locale === 'ar')) {
              failures.push(`${method} ${url} ${type} ${JSON.stringify(body)} (${locale}) -> ${answer.status} ${text}`);
            }
          }
        }
      }
    }
    expect(tried).toBeGreaterThan(200);
    expect(failures).toEqual([]);
  });

  it('answers a truncated body and broken framing in the envelope, never the server default', async () => {
    const port = Number(new URL(app.baseUrl).port);
    const head = 'POST /api/login HTTP/1.1\r\nHost: forum.test\r\nContent-Type: application/json\r\n';
    for (const request of [
      `${head}Content-Length: 100\r\n\r\n{"email":"a`,
      `${head}Content-Length: abc\r\n\r\n{}`,
      `${head}Transfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n`,
    ]) {
      const answer = await rawRequest(port, request);
      expect(answer).toMatch(/^HTTP\/1\.1 400 /);
      const body = answer.slice(answer.indexOf('\r\n\r\n') + 4);
      expect(JSON.parse(body)).toEqual({ errors: [{ key: 'body', value: expect.stringMatching(/[\u0600-\u06FF]/) }] });
    }
  });
});

describe('headers and the edges of the API', () => {
  it('answers personal data private and never stored', async () => {
    const { headers } = await loginAs(app, 'customer@forum.test');
    for (const [method, path] of [
      ['GET', '/api/profile'],
      ['GET', '/api/orders'],
      ['GET', '/api/cart'],
      ['GET', '/api/wishlist'],
      ['GET', '/api/addresses'],
    ] as const) {
      const answer = await app.call(method, path, { headers });
      expect(answer.status, path).toBe(200);
      expect(answer.headers.get('cache-control'), path).toBe('private, no-store');
    }
    const login = await app.call('POST', '/api/login', {
      body: { email: 'customer@forum.test', password: 'Forum@2026' },
    });
    expect(login.headers.get('cache-control')).toBe('private, no-store');
  });

  it('serves the API documentation with a Content-Security-Policy', async () => {
    for (const path of ['/api/docs', '/api/docs/', '/api/docs/static/index.html']) {
      const answer = await fetch(`${app.baseUrl}${path}`);
      expect(answer.status, path).toBe(200);
      expect(answer.headers.get('content-security-policy'), path).toMatch(/default-src 'self'/);
    }
  });

  it('answers /api and /api/ itself in the envelope', async () => {
    // a route of the API's own, so that the website's catch-all never gets them (with or without the slash)
    expect(app.app.hasRoute({ method: 'GET', url: '/api' })).toBe(true);
    expect(app.app.hasRoute({ method: 'POST', url: '/api' })).toBe(true);
    for (const path of ['/api', '/api/']) {
      for (const method of ['GET', 'POST']) {
        const answer = await app.call(method, path);
        expect(answer.status).toBe(404);
        expect(answer.json).toEqual({ errors: [{ key: 'error', value: 'There is no such address in the API' }] });
      }
    }
  });
});
