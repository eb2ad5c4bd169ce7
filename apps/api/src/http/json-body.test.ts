import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addresses } from '../db/schema.ts';
import { createAccounts } from '../test/accounts.ts';
import { startTestApp, type TestApp } from '../test/test-app.ts';
import { fieldsWithControlCharacters } from './control-characters.ts';
import { MAX_BODY_DEPTH, nestsDeeperThan } from './json-body.ts';

// A JSON body nested deeper than MAX_BODY_DEPTH is refused 400 before anything reads it (decision 044):
// before, 5,000 nested arrays overflowed the stack of the control character check and answered 500.

let api: TestApp;
let headers: Record<string, string>;
let userId: number;
let addressId = 0;
const body = { name: 'Home', recipient: 'Layla Haddad', telephone: '0501234567', city: 0, address: 'Olaya Street' };

beforeAll(async () => {
  api = await startTestApp();
  const [person] = await createAccounts(api.db, 'json-depth', 1);
  if (!person) throw new Error('no account');
  headers = person.headers;
  userId = person.id;
  const countries = await api.call('GET', '/api/countries');
  const saudi = countries.json.data.items.find((country: { code: string }) => country.code === 'SA').id;
  body.city = (await api.call('GET', `/api/cities?country=${saudi}`)).json.data.items[0].id;
  const added = await api.call('POST', '/api/addresses', { headers, body });
  expect(added.status, added.text).toBe(200);
  addressId = (await stored())[0]?.id ?? 0;
});
afterAll(async () => {
  await api?.close();
});

const stored = () => api.db.select().from(addresses).where(eq(addresses.userId, userId));

/** JSON text of `levels` arrays one inside the other, around `inner`: nested(2, '1') is `[[1]]`. */
const nested = (levels: number, inner = '1') => `${'['.repeat(levels)}${inner}${']'.repeat(levels)}`;
/** The address body with one field replaced by raw JSON text, so the body is `levels` deep in all. */
const bodyWith = (field: string, levels: number) =>
  JSON.stringify({ ...body, [field]: '__RAW__' }).replace('"__RAW__"', nested(levels - 1));

const TOO_DEEP = {
  en: 'The request body nests too deeply: at most 32 levels',
  ar: 'نص الطلب متداخل أكثر مما ينبغي: 32 مستوى على الأكثر',
};

describe('a JSON body nested too deep', () => {
  it('is refused 400 at 5,000 levels, in both languages, and nothing is written', async () => {
    const before = await stored();
    for (const locale of ['en', 'ar'] as const) {
      const answer = await api.call('POST', '/api/addresses', { headers, locale, body: nested(5000) });
      expect(answer.status, answer.text).toBe(400);
      expect(answer.json).toEqual({ errors: [{ key: 'body', value: TOO_DEEP[locale] }] });
      const inAField = await api.call('POST', '/api/addresses', { headers, locale, body: bodyWith('address', 5000) });
      expect(inAField.json).toEqual({ errors: [{ key: 'body', value: TOO_DEEP[locale] }] });
    }
    expect(await stored()).toEqual(before);
  });

  it('is refused at 33 levels, and 32 are not refused for their depth', async () => {
    const before = await stored();
    const deep = await api.call('POST', '/api/addresses', { headers, body: bodyWith('address', MAX_BODY_DEPTH + 1) });
    expect(deep.status).toBe(400);
    expect(deep.json).toEqual({ errors: [{ key: 'body', value: TOO_DEEP.en }] });
    // the schema refuses a list for the address: a field error, not one about the body's depth
    const deepest = await api.call('POST', '/api/addresses', { headers, body: bodyWith('address', MAX_BODY_DEPTH) });
    expect(deepest.status).toBe(400);
    expect(
      deepest.json.errors.map((error: { key: string }) => error.key),
      deepest.text,
    ).not.toContain('body');
    expect(deepest.json.errors[0].key).toBe('address');
    expect(await stored()).toEqual(before);
  });

  it('is refused before a method named in the body is replayed, and the address is unchanged', async () => {
    const before = await stored();
    const text = JSON.stringify({ _method: 'PUT', ...body, name: 'Work', extra: '__RAW__' }).replace(
      '"__RAW__"',
      nested(5000),
    );
    const answer = await api.call('POST', `/api/addresses/${addressId}`, { headers, body: text });
    expect(answer.status, answer.text).toBe(400);
    expect(answer.json).toEqual({ errors: [{ key: 'body', value: TOO_DEEP.en }] });
    expect(await stored()).toEqual(before);
  });
});

describe('the checks that read a body', () => {
  it('measure the depth on the text, brackets inside strings not counted', () => {
    expect(nestsDeeperThan(nested(32), 32)).toBe(false);
    expect(nestsDeeperThan(nested(33), 32)).toBe(true);
    expect(nestsDeeperThan(`{"a":"${'['.repeat(100)}","b":"\\"{{{{"}`, 32)).toBe(false);
    expect(nestsDeeperThan(`[{"a":${nested(31)}}]`, 32)).toBe(true);
  });

  it('walk any depth without recursion', () => {
    let value: unknown = 'bell\u0007';
    for (let level = 0; level < 100_000; level += 1) value = [value];
    expect(fieldsWithControlCharacters(value)).toEqual([`${'0.'.repeat(99_999)}0`]);
  });
});
