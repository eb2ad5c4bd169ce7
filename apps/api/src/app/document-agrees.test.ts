import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccounts } from '../test/accounts.ts';
import { startTestApp, type TestApp } from '../test/test-app.ts';

// The document says what the server takes, no more and no less (issue 36, decision 059), on PGlite and,
// with TEST_DATABASE_URL, on PostgreSQL: every pattern is an ECMA-262 regular expression without flags
// (OpenAPI's), no parameter says boolean (a tester writes its own inline-flag pattern for one), an email
// is the server's own check, and a property a body does not declare is ignored unread, as the document
// (no `additionalProperties: false`) lets it be sent.

let api: TestApp;
let headers: Record<string, string>;
// biome-ignore lint/suspicious/noExplicitAny: the document is read field by field
let document: any;
beforeAll(async () => {
  api = await startTestApp();
  document = (await api.call('GET', '/api/docs/json')).json;
  const [person] = await createAccounts(api.db, 'document-agrees', 1);
  if (!person) throw new Error('no account');
  headers = person.headers;
});
afterAll(async () => {
  await api?.close();
});

/** Every value under `key` anywhere in the document, with where it is and the schema holding it. */
function everyOf(
  key: string,
  node: unknown = document,
  at = '',
): { at: string; value: unknown; holder: Record<string, unknown> }[] {
  if (!node || typeof node !== 'object') return [];
  return Object.entries(node).flatMap(([name, child]) => [
    ...(name === key ? [{ at, value: child, holder: node as Record<string, unknown> }] : []),
    ...everyOf(key, child, `${at}/${name}`),
  ]);
}

const parameterOf = (path: string, name: string) =>
  document.paths[path].get.parameters.find((parameter: { name: string }) => parameter.name === name);
// biome-ignore lint/suspicious/noExplicitAny: a schema is read field by field
const resolve = (schema: any) =>
  schema.$ref ? document.components.schemas[schema.$ref.split('/').pop() as string] : schema;
const bodyProperty = (path: string, name: string) =>
  resolve(document.paths[path].post.requestBody.content['application/json'].schema).properties[name];

describe('the patterns of the document', () => {
  it('each compiles as an ECMA-262 regular expression without flags', () => {
    const patterns = everyOf('pattern').filter(({ value }) => typeof value === 'string');
    expect(patterns.length).toBeGreaterThan(10);
    const broken = patterns.flatMap(({ at, value }) => {
      try {
        new RegExp(value as string);
        return [];
      } catch (error) {
        return [`${at}: ${String(value)} (${String(error)})`];
      }
    });
    expect(broken).toEqual([]);
  });

  it('says no parameter is a boolean: a query carries text, the words the server takes', () => {
    const parameters = Object.values<Record<string, { parameters?: { name: string; schema: unknown }[] }>>(
      document.paths,
    ).flatMap((item) => Object.values(item).flatMap((operation) => operation.parameters ?? []));
    const booleans = parameters.filter((parameter) => JSON.stringify(parameter.schema).includes('"boolean"'));
    expect(booleans.map((parameter) => parameter.name)).toEqual([]);
    expect(parameterOf('/api/subscriptions', 'sort').schema).toEqual({ type: 'string', enum: ['true', 'false'] });
    expect(parameterOf('/api/wishlist', 'paginate').schema).toEqual({ type: 'string', enum: ['false'] });
    expect(parameterOf('/api/notifications', 'unread').schema).toMatchObject({
      type: 'string',
      enum: ['true', 'false'],
    });
  });

  it('takes exactly the words it lists for a flag', async () => {
    const cases = [
      { path: '/api/subscriptions', name: 'sort' },
      { path: '/api/wishlist', name: 'paginate' },
      { path: '/api/notifications', name: 'unread' },
    ];
    for (const { path, name } of cases) {
      const listed: string[] = parameterOf(path, name).schema.enum;
      for (const word of ['true', 'false', 'TRUE', 'False', '1', '0', 'yes']) {
        const answer = await api.call('GET', `${path}?${name}=${word}`, { headers });
        expect(answer.status === 200, `${path}?${name}=${word}: ${answer.status}`).toBe(listed.includes(word));
      }
    }
  });
});

describe('an email, as the document says it and the server takes it', () => {
  const samples = [
    'layla@example.com',
    '  Layla.Haddad+films@cinema-house.example.sa ',
    "o'neil@example.org",
    '0@com',
    'a@b',
    'a@b.c',
    '.layla@example.com',
    'layla..h@example.com',
    'layla@-example.com',
    'لیلى@example.com',
    'layla@example.com\u00a0',
    'layla @example.com',
    '',
  ];

  it('gives every email a pattern, and the pattern agrees with the server on each sample', async () => {
    const emails = everyOf('format').filter(({ value, at }) => value === 'email' && !at.includes('/responses/'));
    expect(emails.length).toBeGreaterThan(5);
    const pattern = new RegExp(bodyProperty('/api/login', 'email').pattern);
    for (const { at, holder } of emails) expect(holder.pattern, at).toBe(pattern.source);
    const disagreements: string[] = [];
    for (const email of samples) {
      // no password: the answer is a refusal either way, and names the email only if it is refused
      const answer = await api.call('POST', '/api/login', { body: { email } });
      const refused = answer.json.errors.some((error: { key: string }) => error.key === 'email');
      if (refused === pattern.test(email)) disagreements.push(`${JSON.stringify(email)}: server ${!refused}`);
    }
    expect(disagreements).toEqual([]);
    expect(pattern.test('0@com')).toBe(false);
  });
});

describe('a property the body does not declare', () => {
  it('is ignored unread, control characters and all, as the document lets it be sent', async () => {
    const login = resolve(document.paths['/api/login'].post.requestBody.content['application/json'].schema);
    expect(login.additionalProperties).toBeUndefined();
    const answer = await api.call('POST', '/api/login', {
      body: { email: 'layla\u0001@example.com', note: 'bell\u0007', nested: { deeper: ['\u0000'] } },
    });
    expect(answer.status).toBe(400);
    const keys = answer.json.errors.map((error: { key: string }) => error.key).sort();
    // the declared email is still refused for its control character
    expect(keys).toEqual(['email']);
    expect(answer.json.errors[0].value).toBe('Remove the invisible control characters from this text');
  });

  it('is still looked at in a query or a path the route declares', async () => {
    const answer = await api.call(
      'GET',
      `/api/search?q=${encodeURIComponent('film\u0000')}&other=${encodeURIComponent('\u0007')}`,
    );
    expect(answer.status).toBe(400);
    expect(answer.json.errors.map((error: { key: string }) => error.key)).toEqual(['q']);
  });
});
