import { request } from 'node:http';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginLimits } from '../auth/login-limits.ts';
import { hashPassword } from '../auth/password.ts';
import { rateLimits } from '../db/schema.ts';
import { createAccounts, latestCode, mailsTo } from '../test/accounts.ts';
import { burstOfPosts } from '../test/bursts.ts';
import { startTestApp, type TestApp } from '../test/test-app.ts';

// Wrong passwords on one account are capped across every address (decision 043). The attackers'
// addresses are real ones: the whole of 127.0.0.0/8 is the loopback, so each login binds its own
// 127.x.y.z and the server sees that address, with no proxy and no header to trust. Each test has
// accounts and a range of addresses of its own, so the limits one test fills never decide another's.

const PASSWORD = 'Right-2026';
const CAP = loginLimits.accountChecksPerDay;
let app: TestApp;
let passwordHash: string;

beforeAll(async () => {
  [app, passwordHash] = await Promise.all([startTestApp(), hashPassword(PASSWORD)]);
});
afterAll(async () => {
  await app?.close();
});

type Family = 'customer' | 'exhibitor';
type Answer = {
  status: number;
  text: string;
  // biome-ignore lint/suspicious/noExplicitAny: tests read answers field by field
  json: { errors?: { key: string; value: string }[]; data?: any };
};

async function account(
  prefix: string,
  options: { type?: 'customer' | 'exhibitor' | 'staff'; locale?: 'ar' | 'en' } = {},
) {
  const [made] = await createAccounts(app.db, prefix, 1, { passwordHash, ...options });
  if (!made) throw new Error('no account');
  return made.email;
}

const loginPath = (family: Family) => (family === 'exhibitor' ? '/api/exhibitors/login' : '/api/login');

/** One login as it comes from `address` (a loopback address of its own), answered as JSON. */
function loginFrom(
  address: string,
  body: { email: string; password: string; code?: string },
  options: { family?: Family; locale?: 'ar' | 'en' } = {},
): Promise<Answer> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const sent = request(
      `${app.baseUrl}${loginPath(options.family ?? 'customer')}`,
      {
        method: 'POST',
        localAddress: address,
        agent: false,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          OS: 'wui',
          'LOCALE-CODE': options.locale ?? 'en',
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          text += chunk;
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text, json: JSON.parse(text) }));
      },
    );
    sent.on('error', reject);
    sent.end(payload);
  });
}

/** What an answer is: a session, a wrong password (a password was checked), the code asked for, a wait. */
function kindOf(answer: { status: number; json: Answer['json'] }) {
  if (answer.status === 200) return 'session';
  const key = answer.json.errors?.[0]?.key;
  if (answer.status === 401 && key === 'error') return 'wrongPassword';
  if (answer.status === 401 && key === 'code') return 'codeNeeded';
  if (answer.status === 400 && key === 'code') return 'wrongCode';
  return `${answer.status} ${key}`;
}

const count = (kinds: string[], kind: string) => kinds.filter((each) => each === kind).length;

/** One wrong login from each address, all at once; answers their kinds. */
async function burst(email: string, from: string[]) {
  const answers = await burstOfPosts(
    app.baseUrl,
    '/api/login',
    from.map((localAddress, i) => ({ body: { email, password: `wrong-guess-${i}` }, localAddress })),
  );
  return answers.map(({ status, body }) => kindOf({ status, json: body.startsWith('{') ? JSON.parse(body) : {} }));
}

const addresses = (prefix: string, length: number, from = 1) =>
  Array.from({ length }, (_, i) => `${prefix}.${from + i}`);

/** Wrong passwords, one from each address, one after the other; answers their kinds. */
async function wrongPasswords(email: string, from: string[], family: Family = 'customer') {
  const kinds: string[] = [];
  for (const address of from) {
    kinds.push(kindOf(await loginFrom(address, { email, password: 'guess-2026' }, { family })));
  }
  return kinds;
}

/** Forgets that a login code was sent a moment ago, as a minute's wait would. */
async function aMinuteLater(family: Family, email: string) {
  await app.db.delete(rateLimits).where(eq(rateLimits.key, `code-send:login:${family}:${email.toLowerCase()}`));
}

describe('wrong passwords on one account are capped across every address (decision 043)', () => {
  it('checks 20 of 40 wrong passwords from 40 addresses, then asks for the code; the owner logs in with it', async () => {
    const email = await account('capped', { locale: 'ar' });
    const kinds = await wrongPasswords(email, addresses('127.0.1', 40));
    expect(count(kinds, 'wrongPassword')).toBe(CAP);
    expect(kinds.slice(0, CAP).every((kind) => kind === 'wrongPassword')).toBe(true);
    expect(kinds.slice(CAP).every((kind) => kind === 'codeNeeded')).toBe(true);
    // the attackers' answers sent one email: one a minute at most, whoever asks
    expect(await mailsTo(app.db, email)).toHaveLength(1);

    // the owner, from an address that never failed: the right password alone asks for the code too
    const owner = '127.0.1.200';
    const asked = await loginFrom(owner, { email, password: PASSWORD });
    expect(kindOf(asked)).toBe('codeNeeded');
    expect(asked.json.errors?.[0]?.value).toBe(
      'Too many wrong passwords were tried on this account, so it needs a code as well: we emailed one to its address. Enter it with your password.',
    );
    const arabic = await loginFrom(owner, { email, password: PASSWORD }, { locale: 'ar' });
    expect(arabic.json.errors?.[0]?.value).toMatch(/^جُرِّبت كلمات مرور خاطئة كثيرة/);
    // the email is in the account's language, with the code
    const [mail] = await mailsTo(app.db, email);
    expect(mail?.subject).toMatch(/^رمز تسجيل الدخول/);
    const code = await latestCode(app.db, email);

    const loggedIn = await loginFrom(owner, { email, password: PASSWORD, code });
    expect(loggedIn.status).toBe(200);
    expect(loggedIn.json.data.user.email).toBe(email);
    // the code is used up, and the account's day starts over: the password alone logs in again
    expect(kindOf(await loginFrom(owner, { email, password: PASSWORD, code }))).toBe('session');
    expect(kindOf(await loginFrom('127.0.1.201', { email, password: PASSWORD }))).toBe('session');
  });

  it('checks at most 20 passwords in a concurrent burst of 60 from 60 addresses', async () => {
    const email = await account('burst-cap');
    const kinds = await burst(email, addresses('127.0.2', 60));
    expect(kinds).toHaveLength(60);
    expect(count(kinds, 'wrongPassword')).toBeLessThanOrEqual(CAP);
    expect(count(kinds, 'wrongPassword') + count(kinds, 'codeNeeded')).toBe(60);
    // the right password from a fresh address is not enough any more
    expect(kindOf(await loginFrom('127.0.2.200', { email, password: PASSWORD }))).toBe('codeNeeded');
  });

  it('needs the right code and the right password; wrong codes use the code up after 5', async () => {
    const email = await account('code-tries');
    await wrongPasswords(email, addresses('127.0.3', CAP));
    const owner = '127.0.3.200';
    expect(kindOf(await loginFrom(owner, { email, password: PASSWORD }))).toBe('codeNeeded');
    const code = await latestCode(app.db, email);
    const wrong = code === '000000' ? '000001' : '000000';

    // a code alone is not enough: the right code with a wrong password is refused, and costs one try
    expect(kindOf(await loginFrom('127.0.3.201', { email, password: 'guess-2026', code }))).toBe('wrongPassword');
    // a wrong code is refused whatever the password, without looking at the password; the owner
    // who mistypes it may try again at once (the code's tries count it, not the address's back-off)
    const refused = await loginFrom(owner, { email, password: PASSWORD, code: wrong });
    expect(kindOf(refused)).toBe('wrongCode');
    expect(refused.json.errors?.[0]?.value).toBe(
      'This code is not right or no longer valid. Log in without a code to have a new one emailed (one a minute).',
    );
    for (let i = 0; i < 3; i += 1) {
      expect(kindOf(await loginFrom(owner, { email, password: PASSWORD, code: wrong }))).toBe('wrongCode');
    }
    // the fifth try voided it: the right code is refused now, in the same words
    const voided = await loginFrom(owner, { email, password: PASSWORD, code });
    expect(voided.text).toBe(refused.text);

    // within the minute no new email; after it, a new code that logs in
    expect(kindOf(await loginFrom(owner, { email, password: PASSWORD }))).toBe('codeNeeded');
    expect(await mailsTo(app.db, email)).toHaveLength(1);
    await aMinuteLater('customer', email);
    expect(kindOf(await loginFrom(owner, { email, password: PASSWORD }))).toBe('codeNeeded');
    expect(await mailsTo(app.db, email)).toHaveLength(2);
    const fresh = await latestCode(app.db, email);
    expect(kindOf(await loginFrom(owner, { email, password: PASSWORD, code: fresh }))).toBe('session');
  });

  it('caps staff and exhibitor logins the same way', async () => {
    const staff = await account('staff-cap', { type: 'staff' });
    const exhibitor = await account('exhibitor-cap', { type: 'exhibitor' });
    for (const [email, family, range] of [
      [staff, 'customer', '127.0.4'],
      [exhibitor, 'exhibitor', '127.0.5'],
    ] as const) {
      const kinds = await wrongPasswords(email, addresses(range, CAP + 1), family);
      expect(count(kinds, 'wrongPassword')).toBe(CAP);
      expect(kinds.at(-1)).toBe('codeNeeded');
      const owner = `${range}.200`;
      expect(kindOf(await loginFrom(owner, { email, password: PASSWORD }, { family }))).toBe('codeNeeded');
      const code = await latestCode(app.db, email);
      const answer = await loginFrom(owner, { email, password: PASSWORD, code }, { family });
      expect(answer.status).toBe(200);
      expect(answer.json.data.user.email).toBe(email);
    }
  });

  it('tells nothing about whether the account exists: an unknown email is capped alike, and nobody is emailed', async () => {
    const known = await account('known-cap');
    const unknown = 'nobody-capped@example.com';
    const knownKinds = await wrongPasswords(known, addresses('127.0.6', CAP + 2));
    const unknownKinds = await wrongPasswords(unknown, addresses('127.0.7', CAP + 2));
    expect(unknownKinds).toEqual(knownKinds);

    const mask = (answer: Answer, email: string) => ({
      status: answer.status,
      text: answer.text.replaceAll(email, 'EMAIL'),
    });
    // each from an address of its own, so that no back-off of decision 027 comes into it
    const observe = async (email: string, range: string) => [
      mask(await loginFrom(`${range}.200`, { email, password: PASSWORD }), email),
      mask(await loginFrom(`${range}.201`, { email, password: PASSWORD }, { locale: 'ar' }), email),
      mask(await loginFrom(`${range}.202`, { email, password: PASSWORD, code: '123456' }), email),
      mask(await loginFrom(`${range}.203`, { email, password: 'guess-2026', code: '654321' }), email),
    ];
    expect(await observe(unknown, '127.0.7')).toEqual(await observe(known, '127.0.6'));
    expect(await mailsTo(app.db, unknown)).toHaveLength(0);
  });

  it('keeps the back-off of decision 027: one address still waits after its own failures', async () => {
    const email = await account('still-backoff');
    const kinds = await wrongPasswords(email, Array(loginLimits.freeFailures + 1).fill('127.0.8.1'));
    expect(kinds.slice(0, loginLimits.freeFailures).every((kind) => kind === 'wrongPassword')).toBe(true);
    expect(kinds.at(-1)).toBe('429 error');
  });
});
