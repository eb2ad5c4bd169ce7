import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addresses } from '../db/schema.ts';
import { createAccounts } from '../test/accounts.ts';
import { startTestApp, type TestApp } from '../test/test-app.ts';
import { fieldsWithControlCharacters } from './control-characters.ts';
import { MAX_BODY_DEPTH, nestsDeeperThan } from './json-body.ts';

// What is checked in a body before its schema, on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
// Free text refuses invisible control characters, but for tab and line breaks, and is kept trimmed
// (decision 033). A JSON body nested deeper than MAX_BODY_DEPTH is refused 400 before anything reads
// it (decision 044): before, 5,000 nested arrays overflowed the stack of the control character check
// and answered 500.

let api: TestApp;
let headers: Record<string, string>;
let userId: number;
const body = { name: 'Home', recipient: 'Layla Haddad', telephone: '0501234567', city: 0, address: '' };

beforeAll(async () => {
  api = await startTestApp();
  const [person] = await createAccounts(api.db, 'control-characters', 1);
  if (!person) throw new Error('no account');
  headers = person.headers;
  userId = person.id;
  const countries = await api.call('GET', '/api/countries');
  const saudi = countries.json.data.items.find((country: { code: string }) => country.code === 'SA').id;
  const cities = await api.call('GET', `/api/cities?country=${saudi}`);
  body.city = cities.json.data.items[0].id;
});
afterAll(async () => {
  await api?.close();
});

const stored = () => api.db.select().from(addresses).where(eq(addresses.userId, userId));

describe('control characters in free text', () => {
  it('refuses an address holding them, names the field in both languages, and stores nothing', async () => {
    const sent = { ...body, address: 'x\u000e\u001ey\u0001z King Fahd Road' };
    const english = await api.call('POST', '/api/addresses', { headers, body: sent });
    expect(english.status).toBe(400);
    expect(english.json).toEqual({
      errors: [{ key: 'address', value: 'Remove the invisible control characters from this text' }],
    });
    const arabic = await api.call('POST', '/api/addresses', {
      headers,
      locale: 'ar',
      body: { ...sent, recipient: 'Layla\u007f', address: 'Olaya\u0085 Street' },
    });
    expect(arabic.status).toBe(400);
    expect(arabic.json.errors.map((error: { key: string }) => error.key).sort()).toEqual(['address', 'recipient']);
    expect(arabic.json.errors[0].value).toBe('احذف محارف التحكم غير المرئية من هذا النص');
    expect(await stored()).toEqual([]);
  });

  it('refuses them in a query too', async () => {
    const answer = await api.call('GET', `/api/search?q=${encodeURIComponent('film\u0000')}`);
    expect(answer.status).toBe(400);
    expect(answer.json.errors[0].key).toBe('q');
  });

  it('keeps tab and line breaks, and trims the text', async () => {
    const answer = await api.call('POST', '/api/addresses', {
      headers,
      body: { ...body, address: '  Building 12\r\nKing Fahd Road\tnear the park \n' },
    });
    expect(answer.status, answer.text).toBe(200);
    const [row] = await stored();
    expect(row?.address).toBe('Building 12\r\nKing Fahd Road\tnear the park');
  });

  it('finds every string holding one, by its path', () => {
    expect(fieldsWithControlCharacters({ a: 'ok\t\n\r', b: ['x', 'y\u0007'], c: { d: '\u009f' }, e: 5 })).toEqual([
      'b.1',
      'c.d',
    ]);
    expect(fieldsWithControlCharacters('\u0000')).toEqual(['body']);
  });
});

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
    const added = await api.call('POST', '/api/addresses', { headers, body: { ...body, address: 'Olaya Street' } });
    expect(added.status, added.text).toBe(200);
    const before = await stored();
    const addressId = before.at(-1)?.id;
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
