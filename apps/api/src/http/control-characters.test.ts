import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addresses } from '../db/schema.ts';
import { createAccounts } from '../test/accounts.ts';
import { startTestApp, type TestApp } from '../test/test-app.ts';
import { fieldsWithControlCharacters } from './control-characters.ts';

// Free text refuses invisible control characters, but for tab and line breaks, and is kept trimmed
// (decision 033); on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.

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
