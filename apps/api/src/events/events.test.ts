import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '../db/schema.ts';
import { startTestApp, type TestApp } from '../test/test-app.ts';

type Summary = {
  id: number;
  title: string;
  startsAt: string;
  endsAt: string;
  status: 'upcoming' | 'ongoing' | 'past';
  location: { venue: string; address: string; coordinates: { lat: number; lng: number } };
};

let api: TestApp;
/** Events placed around the moment the test runs: "now" is the server's clock, never a parameter. */
const fixtures: Record<'finished' | 'running' | 'tomorrow', number> = { finished: 0, running: 0, tomorrow: 0 };
const hour = 60 * 60 * 1000;

beforeAll(async () => {
  api = await startTestApp();
  const now = Date.now();
  const place = {
    description: { ar: 'وصف\n\nفقرة ثانية', en: 'A description.\n\nA second paragraph.' },
    venue: { ar: 'القاعة', en: 'The hall' },
    address: { ar: 'الرياض', en: 'Riyadh' },
    latitude: 24.7,
    longitude: 46.6,
    imageUrl: '/uploads/demo/events/test.svg',
  };
  const rows = await api.db
    .insert(events)
    .values([
      {
        ...place,
        title: { ar: 'انتهت قبل ساعة', en: 'Ended an hour ago' },
        startsAt: new Date(now - 3 * hour),
        endsAt: new Date(now - hour),
      },
      {
        ...place,
        title: { ar: 'جارية الآن', en: 'Running now' },
        startsAt: new Date(now - hour),
        endsAt: new Date(now + hour),
      },
      {
        ...place,
        title: { ar: 'غدًا', en: 'Tomorrow' },
        startsAt: new Date(now + 24 * hour),
        endsAt: new Date(now + 26 * hour),
      },
    ])
    .returning({ id: events.id });
  fixtures.finished = rows[0]?.id ?? 0;
  fixtures.running = rows[1]?.id ?? 0;
  fixtures.tomorrow = rows[2]?.id ?? 0;
});
afterAll(async () => {
  await api?.close();
});

async function list(query: string, locale: 'ar' | 'en' = 'en') {
  const { status, json } = await api.call('GET', `/api/events?${query}`, { locale });
  expect(status).toBe(200);
  return json.data as { items: Summary[]; pagination: { page: number; perPage: number; total: number } };
}

describe('GET /events', () => {
  it('lists what is not over yet, soonest first, with running events marked ongoing', async () => {
    const { items, pagination } = await list('when=upcoming&perPage=50');
    const now = Date.now();
    expect(items.length).toBe(pagination.total);
    expect(items.every((event) => Date.parse(event.endsAt) > now)).toBe(true);
    const starts = items.map((event) => Date.parse(event.startsAt));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    expect(items[0]).toMatchObject({ id: fixtures.running, status: 'ongoing' });
    expect(items[1]).toMatchObject({ id: fixtures.tomorrow, status: 'upcoming' });
    expect(items.some((event) => event.id === fixtures.finished)).toBe(false);
  });

  it('lists past events latest first, and is the default of nothing but upcoming', async () => {
    const past = await list('when=past&perPage=50');
    const now = Date.now();
    expect(past.items.every((event) => Date.parse(event.endsAt) <= now && event.status === 'past')).toBe(true);
    const starts = past.items.map((event) => Date.parse(event.startsAt));
    expect(starts).toEqual([...starts].sort((a, b) => b - a));
    expect(past.items[0]?.id).toBe(fixtures.finished);

    const upcoming = await list('perPage=50');
    expect(upcoming.items[0]?.id).toBe(fixtures.running);
    const total = (await list('when=upcoming&perPage=1')).pagination.total + past.pagination.total;
    expect(total).toBe(13);
  });

  it('pages, and answers an empty page past the last', async () => {
    const first = await list('when=upcoming&perPage=2&page=1');
    const second = await list('when=upcoming&perPage=2&page=2');
    expect(first.items).toHaveLength(2);
    expect(second.items[0]?.id).not.toBe(first.items[1]?.id);
    expect((await list('when=upcoming&perPage=50&page=9')).items).toEqual([]);
  });

  it('refuses an unknown period and a page size above the limit', async () => {
    const bad = await api.call('GET', '/api/events?when=tomorrow&perPage=100', { locale: 'ar' });
    expect(bad.status).toBe(400);
    expect(bad.json.errors).toEqual(
      expect.arrayContaining([
        { key: 'when', value: 'اختر إحدى القيم المسموح بها' },
        { key: 'perPage', value: 'أدخل قيمة لا تزيد على 50' },
      ]),
    );
  });
});

describe('GET /events/{id}', () => {
  it('answers when, where with coordinates, the description and the calendar file', async () => {
    const seeded = (await list('when=upcoming&perPage=50')).items.find((event) => event.title.includes('AlUla'));
    const id = seeded?.id ?? (await list('when=past&perPage=50')).items.find((e) => e.title.includes('AlUla'))?.id;
    const { status, json } = await api.call('GET', `/api/events/${id}`);
    expect(status).toBe(200);
    expect(json.data.event).toMatchObject({
      id,
      title: 'Cinema Under the Stars in AlUla',
      startsAt: '2026-11-06T16:00:00.000Z',
      endsAt: '2026-11-06T20:00:00.000Z',
      location: { venue: 'Rock Valley Open-Air Theatre', coordinates: { lat: 26.617, lng: 37.915 } },
      calendarUrl: `/api/events/${id}/calendar.ics`,
      imageUrl: expect.stringMatching(/^\/uploads\//),
    });
    expect(json.data.event.description).toContain('\n\n');
    expect(json.data.event.summary).not.toContain('\n');
    const arabic = await api.call('GET', `/api/events/${id}`, { locale: 'ar' });
    expect(arabic.json.data.event.title).toBe('سينما تحت النجوم في العلا');
  });

  it('answers 404 for an unknown event and 400 for a malformed id', async () => {
    expect((await api.call('GET', '/api/events/999999')).status).toBe(404);
    expect((await api.call('GET', '/api/events/abc')).status).toBe(400);
    expect((await api.call('GET', '/api/events/999999/calendar.ics')).status).toBe(404);
    expect((await api.call('GET', '/api/events/x/calendar.ics')).status).toBe(400);
  });
});

/** Checks the file line by line (RFC 5545 §3.1) and answers its unfolded content lines. */
function readCalendar(body: Buffer): string[] {
  const text = body.toString('utf8');
  expect(text.endsWith('\r\n')).toBe(true);
  const physical = text.slice(0, -2).split('\r\n');
  for (const line of physical) {
    expect(line).not.toMatch(/[\r\n]/);
    expect(Buffer.byteLength(line, 'utf8'), line).toBeLessThanOrEqual(75);
  }
  const lines: string[] = [];
  for (const line of physical) {
    if (line.startsWith(' ')) lines[lines.length - 1] += line.slice(1);
    else lines.push(line);
  }
  return lines;
}

const propertyOf = (lines: string[], name: string) =>
  lines.find((line) => line.startsWith(`${name}:`))?.slice(name.length + 1);

const unescapeText = (value: string | undefined) =>
  (value ?? '').replace(/\\([\\;,nN])/g, (_match, char: string) => (char.toLowerCase() === 'n' ? '\n' : char));

describe('GET /events/{id}/calendar.ics', () => {
  it('downloads a valid iCalendar file of the event with a stable UID and UTC times', async () => {
    const id = fixtures.tomorrow;
    const response = await fetch(`${api.baseUrl}/api/events/${id}/calendar.ics`, { headers: { 'LOCALE-CODE': 'en' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="event-${id}.ics"`);
    const lines = readCalendar(Buffer.from(await response.arrayBuffer()));
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines.at(-1)).toBe('END:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(propertyOf(lines, 'PRODID')).toMatch(/^-\/\/.+\/\/Events\/\/EN$/);
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(propertyOf(lines, 'UID')).toBe(`event-${id}@forum`);
    const event = (await api.call('GET', `/api/events/${id}`)).json.data.event;
    const utc = (iso: string) => iso.replace(/\.\d{3}Z$/, 'Z').replace(/[-:]/g, '');
    expect(propertyOf(lines, 'DTSTART')).toBe(utc(event.startsAt));
    expect(propertyOf(lines, 'DTEND')).toBe(utc(event.endsAt));
    expect(propertyOf(lines, 'DTSTAMP')).toMatch(/^\d{8}T\d{6}Z$/);
    expect(unescapeText(propertyOf(lines, 'SUMMARY'))).toBe('Tomorrow');
    expect(unescapeText(propertyOf(lines, 'LOCATION'))).toBe('The hall, Riyadh');
    expect(propertyOf(lines, 'LOCATION')).toBe('The hall\\, Riyadh');
    expect(unescapeText(propertyOf(lines, 'DESCRIPTION'))).toContain('A description.\n\nA second paragraph.');
    expect(propertyOf(lines, 'GEO')).toBe('24.700000;46.600000');

    const again = readCalendar(
      Buffer.from(await (await fetch(`${api.baseUrl}/api/events/${id}/calendar.ics`)).arrayBuffer()),
    );
    expect(propertyOf(again, 'UID')).toBe(`event-${id}@forum`);
  });

  it('writes the file in the language of the header or of ?locale=, folding Arabic lines whole', async () => {
    const seeded = (await list('when=upcoming&perPage=50')).items.find((event) => event.title.includes('Khobar'));
    const response = await fetch(`${api.baseUrl}/api/events/${seeded?.id}/calendar.ics?locale=ar`, {
      headers: { 'LOCALE-CODE': 'en' },
    });
    const body = Buffer.from(await response.arrayBuffer());
    expect(body.toString('utf8')).not.toContain('\uFFFD');
    const lines = readCalendar(body);
    expect(unescapeText(propertyOf(lines, 'SUMMARY'))).toBe('عروض الكورنيش المفتوحة في الخبر');
    expect(unescapeText(propertyOf(lines, 'DESCRIPTION'))).toContain('تنتقل أفلام الملتقى إلى واجهة الخبر البحرية');
    expect(
      body
        .toString('utf8')
        .split('\r\n')
        .some((line) => line.startsWith(' ')),
    ).toBe(true);
    const bad = await api.call('GET', `/api/events/${seeded?.id}/calendar.ics?locale=fr`);
    expect(bad.status).toBe(400);
  });
});
