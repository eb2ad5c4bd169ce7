import { SESSION_COOKIE, XSRF_HEADER } from '@forum/contract/cookies';
import { type EndpointName, endpointPaths, endpointRoute } from '@forum/contract/endpoint-paths';
import { type EndpointSchemas, endpoints } from '@forum/contract/endpoints';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { xsrfTokenFor } from '../auth/tokens.ts';
import { translate } from '../i18n/messages.ts';
import { bearer, createAccounts } from '../test/accounts.ts';
import { startTestApp, type TestApp } from '../test/test-app.ts';

// Who you are is checked before what you sent (issue 36, decision 059), over the whole table of
// endpoints, on PGlite and, with TEST_DATABASE_URL, on PostgreSQL: every entry that needs a session or
// an account answers 401 without one before its path, query or body is read (a body that is not even
// JSON), and a session cookie that names no live session is no session. A live one without its XSRF
// header is still 403.

let api: TestApp;
let customerCookie: string;
beforeAll(async () => {
  api = await startTestApp();
  const [person] = await createAccounts(api.db, 'caller-first', 1);
  if (!person) throw new Error('no account');
  customerCookie = person.token;
});
afterAll(async () => {
  await api?.close();
});

const names = Object.keys(endpointPaths) as EndpointName[];
const entryOf = (name: EndpointName): EndpointSchemas => endpoints[name];
const guarded = names.filter((name) => entryOf(name).auth);
const needingAnAccount = guarded.filter((name) => entryOf(name).auth === 'account');

/** Every path parameter wrong (no id is `abc`), and a query no schema takes. */
const junkUrl = (name: EndpointName) => {
  const { path } = endpointRoute(name);
  return `/api${path.replace(/\{[^}]+\}/g, 'abc')}?page=-1&perPage=abc&type=nothing`;
};
const sendsBody = (name: EndpointName) => endpointRoute(name).method !== 'GET';

/** The call with a body that is no JSON at all, or JSON whose every field is wrong. */
async function junkCall(name: EndpointName, headers: Record<string, string>, body: 'not json' | 'wrong fields') {
  const { method } = endpointRoute(name);
  const text = body === 'not json' ? '{"telephone": "abc",' : JSON.stringify({ telephone: 'abc\u0001', id: 'x' });
  return api.call(method, junkUrl(name), sendsBody(name) ? { headers, body: text } : { headers });
}

const unauthenticated = (locale: 'ar' | 'en') => ({
  errors: [{ key: 'error', value: translate(locale, 'unauthenticated') }],
});

describe('who you are, before what you sent', () => {
  it('reads the table: entries that need an account, a session or a permission', () => {
    expect(needingAnAccount).toContain('addresses.add');
    expect(guarded).toEqual(
      expect.arrayContaining(['wishlist.get', 'wishlist.calendarFeed', 'cart.get', 'admin.moveOrder']),
    );
  });

  it('answers 401 to every entry with auth: account without credentials, whatever was sent', async () => {
    const answers: string[] = [];
    for (const name of needingAnAccount) {
      for (const body of ['not json', 'wrong fields'] as const) {
        const answer = await junkCall(name, {}, body);
        answers.push(`${name} ${body}: ${answer.status} ${answer.status === 401 ? '' : answer.text}`.trim());
        if (answer.status === 401) expect(answer.json, name).toEqual(unauthenticated('en'));
        if (!sendsBody(name)) break;
      }
    }
    expect(answers.filter((line) => !/: 401$/.test(line))).toEqual([]);
    expect(answers.length).toBeGreaterThan(needingAnAccount.length);
  });

  it('answers 401 to every entry that needs a session, in the asked language', async () => {
    const refused: string[] = [];
    for (const name of guarded) {
      const { method } = endpointRoute(name);
      const answer = await api.call(method, junkUrl(name), {
        locale: 'ar',
        ...(sendsBody(name) ? { body: '{"telephone": "abc",' } : {}),
      });
      if (answer.status !== 401) refused.push(`${name}: ${answer.status} ${answer.text}`);
      else expect(answer.json, name).toEqual(unauthenticated('ar'));
    }
    expect(refused).toEqual([]);
  });

  it('the anonymous address with a bad telephone: 401, not 400', async () => {
    const answer = await api.call('POST', '/api/addresses', {
      body: { name: 'Home', recipient: 'Layla', telephone: 'abc', city: 1 },
    });
    expect(answer.status).toBe(401);
    expect(answer.json).toEqual(unauthenticated('en'));
  });

  it('takes a session cookie that names no session for none: 401, with or without its XSRF pair', async () => {
    const forged = 'forged-session-token-that-names-nobody';
    const refused: string[] = [];
    for (const name of guarded) {
      for (const headers of [
        { cookie: `${SESSION_COOKIE}=${forged}` } as Record<string, string>,
        { cookie: `${SESSION_COOKIE}=${forged}`, [XSRF_HEADER]: xsrfTokenFor(forged) },
      ]) {
        const answer = await junkCall(name, headers, 'wrong fields');
        if (answer.status !== 401) refused.push(`${name}: ${answer.status} ${answer.text}`);
      }
    }
    expect(refused).toEqual([]);
    // a public write goes on as without the cookie: here, to its own refusal of the body
    const login = await api.call('POST', '/api/login', {
      headers: { cookie: `${SESSION_COOKIE}=${forged}` },
      body: {},
    });
    expect(login.status).toBe(400);
  });

  it('keeps the XSRF refusal for a live session cookie without its header, before the body', async () => {
    const cookie = `${SESSION_COOKIE}=${customerCookie}`;
    const refused = await api.call('POST', '/api/addresses', { headers: { cookie }, body: '{"telephone": "abc",' });
    expect(refused.status).toBe(403);
    expect(refused.json).toEqual({ errors: [{ key: 'error', value: translate('en', 'invalidXsrf') }] });
    const paired = await api.call('POST', '/api/addresses', {
      headers: { cookie, [XSRF_HEADER]: xsrfTokenFor(customerCookie) },
      body: { name: 'Home', recipient: 'Layla', telephone: 'abc' },
    });
    expect(paired.status).toBe(400);
    expect(paired.json.errors.map((error: { key: string }) => error.key)).toContain('telephone');
    // reading needs no XSRF header
    expect((await api.call('GET', '/api/addresses', { headers: { cookie } })).status).toBe(200);
  });

  it('answers a guest 401 where an account is needed, before the body', async () => {
    const guest = await api.call('POST', '/api/login/guests');
    const headers = bearer(guest.json.data.authorization.accessToken);
    const refused: string[] = [];
    for (const name of needingAnAccount) {
      const answer = await junkCall(name, headers, 'not json');
      if (answer.status !== 401) refused.push(`${name}: ${answer.status} ${answer.text}`);
    }
    expect(refused).toEqual([]);
  });

  it('lets a public entry answer without credentials: none answers 401 unauthenticated', async () => {
    const asking: string[] = [];
    for (const name of names.filter((each) => !entryOf(each).auth && endpointRoute(each).method === 'GET')) {
      if (name === 'health.get') continue;
      const { path } = endpointRoute(name);
      const answer = await api.call('GET', `/api${path.replace(/\{[^}]+\}/g, '1')}`);
      if (answer.status === 401) asking.push(`${name}: ${answer.text}`);
    }
    expect(asking).toEqual([]);
  });
});
