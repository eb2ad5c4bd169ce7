import { asc, eq, isNotNull } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../auth/password.ts';
import { calendarFeeds, conferenceSessions, wishlistItems } from '../db/schema.ts';
import { bearer, createAccounts, loginAs } from '../test/accounts.ts';
import { insertSession } from '../test/conference-fixtures.ts';
import { startTestApp, type TestApp } from '../test/test-app.ts';

type Headers = Record<string, string>;
type Summary = { id: number; title: string; startsAt: string; endsAt: string };

let api: TestApp;
let customer: Headers;
let exhibitor: Headers;
let staff: Headers;
/** Seeded sessions: a late one and an early one, to see the list kept by start time. */
const seeded = { early: 0, late: 0 };
/** A session of the test's own at 10:00 in Riyadh (07:00 UTC). */
let tenOClock = 0;

beforeAll(async () => {
  api = await startTestApp();
  customer = (await loginAs(api, 'customer@forum.test')).headers;
  exhibitor = (await loginAs(api, 'exhibitor@forum.test', { family: 'exhibitor' })).headers;
  staff = (await loginAs(api, 'staff@forum.test')).headers;
  const ordered = await api.db
    .select({ id: conferenceSessions.id })
    .from(conferenceSessions)
    .where(isNotNull(conferenceSessions.startsAt))
    .orderBy(asc(conferenceSessions.startsAt), asc(conferenceSessions.id));
  seeded.early = ordered[0]?.id ?? 0;
  seeded.late = ordered.at(-1)?.id ?? 0;
  tenOClock = await insertSession(api.db, {
    title: { ar: 'جلسة العاشرة صباحًا', en: 'The ten o’clock session, with a long title that calendar files fold' },
    abstract: { ar: 'ملخص.', en: 'An abstract; with a semicolon, a comma\nand a new line.' },
    language: 'both',
    startsAt: new Date('2027-02-17T07:00:00Z'),
    endsAt: new Date('2027-02-17T07:45:00Z'),
  });
});
afterAll(async () => {
  await api?.close();
});

const list = (headers: Headers) => api.call('GET', '/api/wishlist?paginate=false', { headers });
const add = (headers: Headers, body: unknown) => api.call('POST', '/api/wishlist', { headers, body });
const remove = (headers: Headers, id: number) =>
  api.call('DELETE', `/api/wishlist/${id}/conferenceSession`, { headers });
const flush = (headers: Headers, type?: string) =>
  api.call('DELETE', `/api/wishlist/flush${type ? `?type=${type}` : ''}`, { headers });
const idsOf = (answer: { json: { data: { record: { conferenceSessions: { id: number }[] } } } }) =>
  answer.json.data.record.conferenceSessions.map((session) => session.id);

const noPermission = { errors: [{ key: 'error', value: 'You do not have permission to do this' }] };

describe('who may keep a personal agenda', () => {
  it('refuses a guest and an exhibitor with noPermission, and asks a visitor without a session to log in', async () => {
    const guest = await api.call('POST', '/api/login/guests');
    const guestHeaders = bearer(guest.json.data.authorization.accessToken);
    const logInFirst = { errors: [{ key: 'error', value: 'You must be logged in first' }] };
    for (const headers of [{}, guestHeaders, exhibitor]) {
      for (const answer of [
        await list(headers),
        await add(headers, { conferenceSession: seeded.early }),
        await add(headers, { product: 1 }),
        await remove(headers, seeded.early),
        await api.call('DELETE', '/api/wishlist/1/product', { headers }),
        await api.call('PATCH', '/api/wishlist/1/move-to-cart', { headers }),
        await flush(headers),
        await api.call('GET', '/api/wishlist/calendar', { headers }),
        await api.call('POST', '/api/wishlist/calendar', { headers }),
        await api.call('DELETE', '/api/wishlist/calendar', { headers }),
      ]) {
        // who you are before what you may do (issue 36, decision 059): no session is 401
        const hasSession = Object.keys(headers).length > 0;
        expect(answer.status).toBe(hasSession ? 403 : 401);
        expect(answer.json).toEqual(hasSession ? noPermission : logInFirst);
      }
    }
    const arabic = await api.call('GET', '/api/wishlist', { headers: exhibitor, locale: 'ar' });
    expect(arabic.json.errors[0].value).toBe('ليست لديك صلاحية للقيام بذلك');
    const saved = await api.db.select().from(wishlistItems);
    expect(saved.filter((item) => item.conferenceSessionId === seeded.early)).toEqual([]);
  });

  it('lets a customer and a member of staff keep one; the demo customer starts with nothing saved', async () => {
    const mine = await list(customer);
    expect(mine.status).toBe(200);
    expect(mine.json).toEqual({ data: { record: { conferenceSessions: [], products: [], total: 0 } } });
    expect(mine.headers.get('cache-control')).toBe('private, no-store');
    expect((await list(staff)).status).toBe(200);
  });
});

describe('saving sessions', () => {
  it('adds, keeps the list by start time, and saving twice changes nothing', async () => {
    const [person] = await createAccounts(api.db, 'saver', 1);
    if (!person) throw new Error('one person');
    const first = await add(person.headers, { conferenceSession: seeded.late });
    expect(first.status).toBe(200);
    expect(idsOf(first)).toEqual([seeded.late]);
    expect(first.json.data.record.total).toBe(1);
    const second = await add(person.headers, { conferenceSession: seeded.early });
    expect(idsOf(second)).toEqual([seeded.early, seeded.late]);
    const again = await add(person.headers, { conferenceSession: seeded.early });
    expect(again.status).toBe(200);
    expect(again.json).toEqual(second.json);
    expect(again.json.data.record.total).toBe(2);
    const card = again.json.data.record.conferenceSessions[0];
    expect(card).toMatchObject({
      id: seeded.early,
      day: '2027-02-16',
      hall: { id: expect.any(Number) },
      track: { color: expect.any(String) },
    });
    expect(card.speakers.length).toBeGreaterThan(0);
    expect(idsOf(await list(person.headers))).toEqual([seeded.early, seeded.late]);
  });

  it('answers 404 for a session that does not exist and 400 for a body without one', async () => {
    const unknown = await add(customer, { conferenceSession: 999999 });
    expect(unknown.status).toBe(404);
    expect(unknown.json).toEqual({ errors: [{ key: 'error', value: 'Not found' }] });
    const missing = await add(customer, {});
    expect(missing.status).toBe(400);
    expect(missing.json.errors.map((error: { key: string }) => error.key)).toEqual(['conferenceSession']);
    expect((await add(customer, { conferenceSession: 'abc' })).status).toBe(400);
    const both = await add(customer, { conferenceSession: seeded.early, product: 1 });
    expect(both.status).toBe(400);
    expect(both.json.errors.map((error: { key: string }) => error.key)).toEqual(['product']);
  });

  it('removes a session, and answers the unchanged list for one that was not saved', async () => {
    const [person] = await createAccounts(api.db, 'remover', 1);
    if (!person) throw new Error('one person');
    await add(person.headers, { conferenceSession: seeded.early });
    await add(person.headers, { conferenceSession: seeded.late });
    const removed = await remove(person.headers, seeded.early);
    expect(removed.status).toBe(200);
    expect(idsOf(removed)).toEqual([seeded.late]);
    expect(removed.json.data.record.total).toBe(1);
    const notSaved = await remove(person.headers, seeded.early);
    expect(notSaved.status).toBe(200);
    expect(idsOf(notSaved)).toEqual([seeded.late]);
    expect((await remove(person.headers, 999999)).status).toBe(200);
  });

  it('empties the sessions only, or everything; the total counts products too', async () => {
    const [person] = await createAccounts(api.db, 'flusher', 1);
    if (!person) throw new Error('one person');
    const product = (await api.call('GET', '/api/products?perPage=1')).json.data.items[0] as { id: number };
    await api.db.insert(wishlistItems).values({ userId: person.id, productId: product?.id ?? 0 });
    await add(person.headers, { conferenceSession: seeded.early });
    expect((await list(person.headers)).json.data.record.total).toBe(2);

    const sessionsOnly = await flush(person.headers, 'conferenceSession');
    expect(sessionsOnly.status).toBe(200);
    expect(sessionsOnly.json.data.record).toEqual({
      conferenceSessions: [],
      products: [expect.objectContaining({ id: product?.id, inWishlist: true })],
      total: 1,
    });
    const catalogue = await api.call('GET', '/api/products?perPage=1', { headers: person.headers });
    const saved = catalogue.json.data.items.find((item: { id: number }) => item.id === product?.id);
    expect(saved?.inWishlist).toBe(true);

    await add(person.headers, { conferenceSession: seeded.early });
    const everything = await flush(person.headers);
    expect(everything.json.data.record).toEqual({ conferenceSessions: [], products: [], total: 0 });
    expect((await flush(person.headers, 'everything')).status).toBe(400);
  });

  it('keeps one person’s agenda apart from another’s', async () => {
    const [one, other] = await createAccounts(api.db, 'apart', 2);
    if (!one || !other) throw new Error('two people');
    await add(one.headers, { conferenceSession: seeded.early });
    expect((await list(other.headers)).json.data.record).toEqual({ conferenceSessions: [], products: [], total: 0 });
    await flush(other.headers);
    expect(idsOf(await list(one.headers))).toEqual([seeded.early]);
  });

  it('needs the XSRF header beside the session cookie to change anything', async () => {
    const login = await api.call('POST', '/api/login', {
      body: { email: 'customer@forum.test', password: 'Forum@2026' },
    });
    const cookies = login.headers.getSetCookie().map((cookie) => cookie.split(';')[0]);
    const cookie = cookies.join('; ');
    const xsrf = decodeURIComponent(
      cookies.find((entry) => entry?.startsWith('XSRF-TOKEN='))?.slice('XSRF-TOKEN='.length) ?? '',
    );
    const refused = await add({ cookie }, { conferenceSession: seeded.early });
    expect(refused.status).toBe(403);
    expect(refused.json.errors[0].value).toBe('Your session check failed; reload the page and try again');
    expect((await flush({ cookie })).status).toBe(403);
    expect((await list({ cookie })).status).toBe(200);
    const accepted = await add({ cookie, 'X-XSRF-TOKEN': xsrf }, { conferenceSession: seeded.early });
    expect(accepted.status).toBe(200);
    expect(idsOf(accepted)).toContain(seeded.early);
    await flush({ cookie, 'X-XSRF-TOKEN': xsrf });
  });
});

describe('the agenda as a calendar feed', () => {
  async function fetchFeed(url: string) {
    const response = await fetch(url.replace(/^https?:\/\/[^/]+/, api.baseUrl));
    return { status: response.status, headers: response.headers, text: await response.text() };
  }

  /** The feed as a calendar app reads it: through a real iCalendar parser. */
  function parse(text: string) {
    const calendar = new ICAL.Component(ICAL.parse(text));
    const events = calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));
    return { calendar, events };
  }

  it('makes a private address, says whether one exists, and never shows the token again', async () => {
    const [person] = await createAccounts(api.db, 'feed-status', 1);
    if (!person) throw new Error('one person');
    const before = await api.call('GET', '/api/wishlist/calendar', { headers: person.headers });
    expect(before.json.data.feed).toEqual({ isActive: false, createdAt: null, url: null });
    const made = await api.call('POST', '/api/wishlist/calendar', { headers: person.headers });
    expect(made.status).toBe(200);
    expect(made.json.data.feed).toEqual({
      isActive: true,
      createdAt: expect.any(String),
      url: expect.stringMatching(/^https?:\/\/[^/]+\/api\/wishlist\/calendar\.ics\?token=[A-Za-z0-9_-]{43}$/),
    });
    const after = await api.call('GET', '/api/wishlist/calendar', { headers: person.headers });
    expect(after.json.data.feed).toEqual({ isActive: true, createdAt: made.json.data.feed.createdAt, url: null });
  });

  it('serves the saved sessions in Riyadh time, with stable UIDs, to a calendar without a session', async () => {
    const [person] = await createAccounts(api.db, 'feed-reader', 1, { locale: 'en' });
    if (!person) throw new Error('one person');
    await add(person.headers, { conferenceSession: tenOClock });
    await add(person.headers, { conferenceSession: seeded.early });
    const saved = (await list(person.headers)).json.data.record.conferenceSessions as Summary[];
    const { url } = (await api.call('POST', '/api/wishlist/calendar', { headers: person.headers })).json.data.feed;

    const first = await fetchFeed(url);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toMatch(/^text\/calendar/);
    expect(first.headers.get('cache-control')).toBe('private, no-store');
    expect(first.headers.get('content-disposition')).toMatch(/^inline/);

    const { calendar, events } = parse(first.text);
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('My agenda at Saudi Screen Forum 2027');
    expect(calendar.getFirstPropertyValue('x-wr-timezone')).toBe('Asia/Riyadh');
    expect(first.text).toContain('REFRESH-INTERVAL;VALUE=DURATION:PT60M');
    expect(calendar.getFirstSubcomponent('vtimezone')?.getFirstPropertyValue('tzid')).toBe('Asia/Riyadh');

    expect(events.map((event) => event.uid).sort()).toEqual(
      saved.map((session) => `conference-session-${session.id}@forum`).sort(),
    );
    for (const session of saved) {
      const event = events.find((candidate) => candidate.uid === `conference-session-${session.id}@forum`);
      expect(event?.summary).toBe(session.title);
      expect(event?.startDate.toJSDate().toISOString()).toBe(session.startsAt);
      expect(event?.endDate.toJSDate().toISOString()).toBe(session.endsAt);
    }
    const ten = events.find((event) => event.uid === `conference-session-${tenOClock}@forum`);
    expect(ten?.startDate.zone?.tzid).toBe('Asia/Riyadh');
    expect([ten?.startDate.hour, ten?.startDate.minute]).toEqual([10, 0]);
    expect(ten?.startDate.toJSDate().toISOString()).toBe('2027-02-17T07:00:00.000Z');
    expect(ten?.description).toContain('An abstract; with a semicolon, a comma\nand a new line.');

    const second = parse((await fetchFeed(url)).text);
    expect(second.events.map((event) => event.uid)).toEqual(events.map((event) => event.uid));
  });

  it("speaks the language asked for, else the owner's", async () => {
    const [person] = await createAccounts(api.db, 'feed-arabic', 1, { locale: 'ar' });
    if (!person) throw new Error('one person');
    await add(person.headers, { conferenceSession: tenOClock });
    const { url } = (await api.call('POST', '/api/wishlist/calendar', { headers: person.headers })).json.data.feed;
    const arabic = parse((await fetchFeed(url)).text);
    expect(arabic.calendar.getFirstPropertyValue('x-wr-calname')).toBe('أجندتي في ملتقى الشاشة السعودي 2027');
    expect(arabic.events[0]?.summary).toBe('جلسة العاشرة صباحًا');
    const english = parse((await fetchFeed(`${url}&locale=en`)).text);
    expect(english.events[0]?.summary).toMatch(/^The ten o’clock session/);
  });

  it('stops an address when it is revoked or replaced, and answers 404 to any token that names no feed', async () => {
    const [person] = await createAccounts(api.db, 'feed-revoke', 1);
    if (!person) throw new Error('one person');
    const first = (await api.call('POST', '/api/wishlist/calendar', { headers: person.headers })).json.data.feed;
    const second = (await api.call('POST', '/api/wishlist/calendar', { headers: person.headers })).json.data.feed;
    expect(second.url).not.toBe(first.url);
    expect((await fetchFeed(first.url)).status).toBe(404);
    expect((await fetchFeed(second.url)).status).toBe(200);

    const revoked = await api.call('DELETE', '/api/wishlist/calendar', { headers: person.headers });
    expect(revoked.json.data.feed).toEqual({ isActive: false, createdAt: null, url: null });
    const gone = await fetchFeed(second.url);
    expect(gone.status).toBe(404);
    expect(JSON.parse(gone.text)).toEqual({ errors: [{ key: 'error', value: 'غير موجود' }] });

    for (const token of ['abc', 'x'.repeat(43), `${'a'.repeat(42)}!`]) {
      expect((await fetchFeed(`${api.baseUrl}/api/wishlist/calendar.ics?token=${token}`)).status, token).toBe(404);
    }
    // a control character is no token at all: refused as input (decision 033)
    expect((await fetchFeed(`${api.baseUrl}/api/wishlist/calendar.ics?token=%00`)).status).toBe(400);
  });

  it("never shows one person's sessions in another's feed", async () => {
    const [one, other] = await createAccounts(api.db, 'feed-owner', 2);
    if (!one || !other) throw new Error('two people');
    await add(one.headers, { conferenceSession: seeded.early });
    await add(other.headers, { conferenceSession: seeded.late });
    const oneUrl = (await api.call('POST', '/api/wishlist/calendar', { headers: one.headers })).json.data.feed.url;
    const otherUrl = (await api.call('POST', '/api/wishlist/calendar', { headers: other.headers })).json.data.feed.url;
    expect(parse((await fetchFeed(oneUrl)).text).events.map((event) => event.uid)).toEqual([
      `conference-session-${seeded.early}@forum`,
    ]);
    expect(parse((await fetchFeed(otherUrl)).text).events.map((event) => event.uid)).toEqual([
      `conference-session-${seeded.late}@forum`,
    ]);
    await api.db.delete(wishlistItems).where(eq(wishlistItems.userId, one.id));
    expect(parse((await fetchFeed(oneUrl)).text).events).toEqual([]);
  });

  it('stops the address when the account is deleted', async () => {
    const [person] = await createAccounts(api.db, 'feed-leaving', 1, {
      passwordHash: await hashPassword('Leaving2026'),
    });
    if (!person) throw new Error('one person');
    await add(person.headers, { conferenceSession: seeded.early });
    const { url } = (await api.call('POST', '/api/wishlist/calendar', { headers: person.headers })).json.data.feed;
    expect((await fetchFeed(url)).status).toBe(200);
    const deleted = await api.call('DELETE', '/api/profile', {
      headers: person.headers,
      body: { password: 'Leaving2026' },
    });
    expect(deleted.status).toBe(200);
    expect((await fetchFeed(url)).status).toBe(404);
    expect(await api.db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, person.id))).toEqual([]);
  });
});
