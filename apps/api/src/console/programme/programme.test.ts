import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  conferenceSessions,
  notifications,
  speakers,
  tracks,
  wishlistItems,
  workshopRegistrations,
  workshops,
} from '../../db/schema.ts';
import { createAccounts, loginAs, mailsTo } from '../../test/accounts.ts';
import { insertWorkshop } from '../../test/conference-fixtures.ts';
import { readCsv } from '../../test/csv.ts';
import { eventually } from '../../test/eventually.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

// Decision 063. Both databases: `npx vitest run --project api apps/api/src/console/programme` (PGlite) and
// with TEST_DATABASE_URL (PostgreSQL, where the two moves at once run through two server processes).

type Headers = Record<string, string>;
let api: TestApp;
let second: TestApp | undefined;
let staff: Headers;
let hallA = 0;
let hallB = 0;
let track = 0;
let speakerId = 0;
let prefixCount = 0;
const DAY = '2027-02-17';

const prefix = (name: string) => {
  prefixCount += 1;
  return `${name}-${Date.now()}-${prefixCount}`;
};

beforeAll(async () => {
  api = await startTestApp();
  if (api.databaseUrl) second = await startTestApp({ sameDatabaseAs: { databaseUrl: api.databaseUrl } });
  staff = (await loginAs(api, 'staff@forum.test')).headers;
  // halls of the test's own: no seeded session sits in them
  hallA = (await addHall('قاعة الاختبار أ', 'Test hall A')).id;
  hallB = (await addHall('قاعة الاختبار ب', 'Test hall B')).id;
  const [firstTrack] = await api.db.select().from(tracks).limit(1);
  track = firstTrack?.id ?? 0;
  const [speaker] = await api.db.select().from(speakers).limit(1);
  speakerId = speaker?.id ?? 0;
});
afterAll(async () => {
  await second?.close();
  await api?.close();
});

async function addHall(nameAr: string, nameEn: string) {
  const answer = await api.call('POST', '/api/admin/programme/halls', {
    headers: staff,
    body: { nameAr, nameEn, capacity: 120, sortOrder: 90 },
  });
  expect(answer.status, answer.text).toBe(201);
  return answer.json.data.hall as { id: number };
}

function sessionBody(overrides: Record<string, unknown> = {}) {
  return {
    titleAr: 'جلسة لوحة التحكم',
    titleEn: 'The Console Session',
    abstractAr: 'ملخص.',
    abstractEn: 'An abstract.',
    type: 'talk',
    language: 'both',
    hallId: hallA,
    trackId: track,
    startsAt: `${DAY}T10:00`,
    endsAt: `${DAY}T11:00`,
    speakerIds: '',
    ...overrides,
  };
}

async function addSession(overrides: Record<string, unknown> = {}) {
  const answer = await api.call('POST', '/api/admin/programme/sessions', {
    headers: staff,
    body: sessionBody(overrides),
  });
  expect(answer.status, answer.text).toBe(201);
  return answer.json.data as {
    session: { id: number; localStart: string; localEnd: string; hallId: number };
    warnings: { key: string; value: string; sessionId: number }[];
  };
}

const move = (app: TestApp, id: number, body: Record<string, unknown>, locale: 'ar' | 'en' = 'en') =>
  app.call('POST', `/api/admin/programme/sessions/${id}/slot`, { headers: staff, body, locale });

const auditOf = (entity: string, id: number) =>
  api.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(id))))
    .orderBy(desc(auditLog.id));

describe('the console programme: sessions and the timetable', () => {
  it('adds a session on the forum clock, snapped to five minutes, audited and on the public programme', async () => {
    const { session } = await addSession({ startsAt: `${DAY}T09:03`, endsAt: `${DAY}T09:58` });
    expect(session.localStart).toBe(`${DAY}T09:05`);
    expect(session.localEnd).toBe(`${DAY}T10:00`);
    const [row] = await api.db.select().from(conferenceSessions).where(eq(conferenceSessions.id, session.id));
    // Riyadh is UTC+3
    expect(row?.startsAt?.toISOString()).toBe('2027-02-17T06:05:00.000Z');
    const [entry] = await auditOf('session', session.id);
    expect(entry).toMatchObject({ action: 'create', before: null });
    expect(entry?.after).toMatchObject({ titleEn: 'The Console Session', startsAt: `${DAY}T09:05`, hallId: hallA });
    const shown = await api.call('GET', `/api/conference-sessions/${session.id}`);
    expect(shown.json.data.session).toMatchObject({ title: 'The Console Session', hall: { id: hallA } });
  });

  it('shows a day with halls as columns and each session where it sits', async () => {
    const { session } = await addSession({ startsAt: `${DAY}T12:00`, endsAt: `${DAY}T12:45` });
    const answer = await api.call('GET', `/api/admin/programme/timetable?day=${DAY}`, { headers: staff, locale: 'ar' });
    expect(answer.status, answer.text).toBe(200);
    const table = answer.json.data;
    expect(table.days).toEqual(['2027-02-16', '2027-02-17', '2027-02-18']);
    expect(table.halls.map((hall: { id: number }) => hall.id)).toEqual(expect.arrayContaining([hallA, hallB]));
    const block = table.sessions.find((one: { id: number }) => one.id === session.id);
    expect(block).toMatchObject({ hallId: hallA, startMinute: 720, endMinute: 765, title: 'جلسة لوحة التحكم' });
    expect(table.step).toBe(5);
    expect(table.opensAt).toBeLessThanOrEqual(540);
  });

  it('refuses a move on top of another session of the hall, in the language of the request, changing nothing', async () => {
    const { session: first } = await addSession({ startsAt: `${DAY}T14:00`, endsAt: `${DAY}T15:00` });
    const { session: second } = await addSession({ startsAt: `${DAY}T15:00`, endsAt: `${DAY}T16:00` });
    const refused = await move(
      api,
      second.id,
      { hallId: hallA, startsAt: `${DAY}T14:30`, endsAt: `${DAY}T15:30` },
      'ar',
    );
    expect(refused.status).toBe(422);
    expect(refused.json.errors).toContainEqual({
      key: 'startsAt',
      value: 'في القاعة «جلسة لوحة التحكم» في 14:00–15:00: اختر وقتًا آخر أو قاعة أخرى',
    });
    const [row] = await api.db.select().from(conferenceSessions).where(eq(conferenceSessions.id, second.id));
    expect(row?.startsAt?.toISOString()).toBe('2027-02-17T12:00:00.000Z');
    // touching ends are no overlap, and the same time in another hall is free
    expect(
      (await move(api, second.id, { hallId: hallA, startsAt: `${DAY}T15:00`, endsAt: `${DAY}T15:30` })).status,
    ).toBe(200);
    expect(
      (await move(api, first.id, { hallId: hallB, startsAt: `${DAY}T15:00`, endsAt: `${DAY}T15:30` })).status,
    ).toBe(200);
    // the form refuses it too, not only the timetable
    const form = await api.call('PUT', `/api/admin/programme/sessions/${second.id}`, {
      headers: staff,
      body: sessionBody({ hallId: hallB, startsAt: `${DAY}T15:10`, endsAt: `${DAY}T15:20` }),
    });
    expect(form.status).toBe(422);
  });

  it('snaps a move to five minutes and writes one audit entry with the slot before and after', async () => {
    const { session } = await addSession({ hallId: hallB, startsAt: `${DAY}T17:00`, endsAt: `${DAY}T17:30` });
    const moved = await move(api, session.id, {
      hallId: hallA,
      startsAt: `${DAY}T17:02`,
      endsAt: `${DAY}T17:48`,
      base: JSON.stringify({ hallId: hallB, startsAt: `${DAY}T17:00`, endsAt: `${DAY}T17:30` }),
    });
    expect(moved.status, moved.text).toBe(200);
    expect(moved.json.data.session).toMatchObject({
      localStart: `${DAY}T17:00`,
      localEnd: `${DAY}T17:50`,
      hallId: hallA,
    });
    const [entry] = await auditOf('session', session.id);
    expect(entry).toMatchObject({
      action: 'move',
      before: { hallId: hallB, endsAt: `${DAY}T17:30` },
      after: { hallId: hallA, endsAt: `${DAY}T17:50` },
    });
  });

  it('refuses a stale move: the slot changed since the page showed it', async () => {
    const { session } = await addSession({ startsAt: `${DAY}T18:00`, endsAt: `${DAY}T18:30` });
    const opened = JSON.stringify({ hallId: hallA, startsAt: `${DAY}T18:00`, endsAt: `${DAY}T18:30` });
    expect(
      (await move(api, session.id, { hallId: hallA, startsAt: `${DAY}T18:10`, endsAt: `${DAY}T18:40`, base: opened }))
        .status,
    ).toBe(200);
    const stale = await move(api, session.id, {
      hallId: hallB,
      startsAt: `${DAY}T18:00`,
      endsAt: `${DAY}T18:30`,
      base: opened,
    });
    expect(stale.status).toBe(409);
    expect(stale.json.errors.map((error: { key: string }) => error.key)).toEqual(
      expect.arrayContaining(['startsAt', 'endsAt']),
    );
    const [row] = await api.db.select().from(conferenceSessions).where(eq(conferenceSessions.id, session.id));
    expect(row?.hallId).toBe(hallA);
  });

  it('warns, without refusing, when a speaker would be in two places at once', async () => {
    await addSession({
      hallId: hallB,
      startsAt: `${DAY}T19:00`,
      endsAt: `${DAY}T20:00`,
      speakerIds: String(speakerId),
    });
    const { session, warnings } = await addSession({
      startsAt: `${DAY}T19:30`,
      endsAt: `${DAY}T20:30`,
      speakerIds: String(speakerId),
    });
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ key: 'speakerConflict', speakerId });
    expect(warnings[0]?.value).toMatch(/is also in “The Console Session” at 19:00–20:00/);
    const table = await api.call('GET', `/api/admin/programme/timetable?day=${DAY}`, { headers: staff });
    const block = table.json.data.sessions.find((one: { id: number }) => one.id === session.id);
    expect(block.conflicts).toHaveLength(1);
    // moved away from the clash, the warning is gone
    const moved = await move(api, session.id, { hallId: hallA, startsAt: `${DAY}T20:00`, endsAt: `${DAY}T21:00` });
    expect(moved.json.data.warnings).toEqual([]);
  });

  it('tells each person who saved a moved or cancelled session, in their language, by notification and email', async () => {
    const { session } = await addSession({ startsAt: `${DAY}T21:00`, endsAt: `${DAY}T21:30` });
    const [arabic] = await createAccounts(api.db, prefix('saver-ar'), 1, { locale: 'ar' });
    const [english] = await createAccounts(api.db, prefix('saver-en'), 1, { locale: 'en' });
    if (!arabic || !english) throw new Error('no accounts');
    await api.db.insert(wishlistItems).values([
      { userId: arabic.id, conferenceSessionId: session.id },
      { userId: english.id, conferenceSessionId: session.id },
    ]);
    const moved = await move(api, session.id, { hallId: hallA, startsAt: `${DAY}T22:00`, endsAt: `${DAY}T22:30` });
    expect(moved.json.data.notified).toBe(2);
    const inArabic = await api.call('GET', '/api/notifications', { headers: arabic.headers, locale: 'ar' });
    expect(inArabic.json.data.items[0].text).toMatch(/^تغيّر موعد «جلسة لوحة التحكم» في أجندتك إلى /);
    const inEnglish = await api.call('GET', '/api/notifications', { headers: english.headers });
    expect(inEnglish.json.data.items[0].text).toMatch(/^“The Console Session” in your agenda moved to /);
    const arabicMail = await eventually(
      () => mailsTo(api.db, arabic.email),
      (rows) => rows.length >= 1,
    );
    expect(arabicMail[0]?.text).toContain('جلسة لوحة التحكم');
    const englishMail = await eventually(
      () => mailsTo(api.db, english.email),
      (rows) => rows.length >= 1,
    );
    expect(englishMail[0]?.text).toContain('The Console Session');

    const cancelled = await api.call('DELETE', `/api/admin/programme/sessions/${session.id}`, { headers: staff });
    expect(cancelled.json.data).toEqual({ id: session.id, notified: 2 });
    const after = await api.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, english.id))
      .orderBy(desc(notifications.id));
    expect(after[0]?.data).toMatchObject({ sessionId: session.id, change: 'cancelled' });
    const [entry] = await auditOf('session', session.id);
    expect(entry).toMatchObject({ action: 'delete', after: null });
    expect((await api.call('GET', `/api/conference-sessions/${session.id}`)).status).toBe(404);
  });

  it('moves nobody onto another: of two moves into one free slot at the same moment, exactly one wins', async () => {
    for (let round = 0; round < 4; round += 1) {
      const hour = String(10 + round).padStart(2, '0');
      const { session: one } = await addSession({
        hallId: hallB,
        startsAt: `2027-02-18T${hour}:00`,
        endsAt: `2027-02-18T${hour}:10`,
      });
      const { session: other } = await addSession({
        hallId: hallB,
        startsAt: `2027-02-18T${hour}:20`,
        endsAt: `2027-02-18T${hour}:30`,
      });
      // both into hall A at the same time, through the two processes' pools on PostgreSQL
      const slot = { hallId: hallA, startsAt: `2027-02-18T${hour}:40`, endsAt: `2027-02-18T${hour}:55` };
      const answers = await Promise.all([move(api, one.id, slot), move(second ?? api, other.id, slot)]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 422]);
      const inHall = await api.db
        .select()
        .from(conferenceSessions)
        .where(
          and(
            eq(conferenceSessions.hallId, hallA),
            eq(conferenceSessions.startsAt, new Date(`2027-02-18T${hour}:40:00+03:00`)),
          ),
        );
      expect(inHall).toHaveLength(1);
    }
  });
});

describe('the console programme: unscheduled sessions (decision 071)', () => {
  const unscheduled = { hallId: undefined, startsAt: '', endsAt: '' };

  it('keeps a session without a hall and times off the public programme until it is placed', async () => {
    const { session } = await addSession({ ...unscheduled, titleEn: 'The Waiting Session' });
    expect(session).toMatchObject({ hallId: null, localStart: '', localEnd: '' });
    const [row] = await api.db.select().from(conferenceSessions).where(eq(conferenceSessions.id, session.id));
    expect(row).toMatchObject({ hallId: null, startsAt: null, endsAt: null });
    // nowhere in public, and nobody can save it
    expect((await api.call('GET', `/api/conference-sessions/${session.id}`)).status).toBe(404);
    const listed = await api.call('GET', '/api/conference-sessions?q=Waiting&perPage=50');
    expect(listed.json.data.items.map((item: { id: number }) => item.id)).not.toContain(session.id);
    const found = await api.call('GET', '/api/search?q=Waiting%20Session');
    expect(JSON.stringify(found.json.data)).not.toContain('The Waiting Session');
    const saver = (await createAccounts(api.db, prefix('waiting'), 1))[0];
    if (!saver) throw new Error('one account');
    const saved = await api.call('POST', '/api/wishlist', {
      headers: saver.headers,
      body: { conferenceSession: session.id },
    });
    expect(saved.status).toBe(404);
    // the timetable lists it beside the grid, and the sessions list finds it by its filter
    const table = await api.call('GET', `/api/admin/programme/timetable?day=${DAY}`, { headers: staff });
    expect(table.json.data.unscheduled.map((item: { id: number }) => item.id)).toContain(session.id);
    expect(table.json.data.sessions.map((item: { id: number }) => item.id)).not.toContain(session.id);
    const waiting = await api.call('GET', '/api/admin/programme/sessions?scheduled=no&perPage=100', { headers: staff });
    const rows = waiting.json.data.items as { id: number; hall: unknown; startsAt: unknown }[];
    expect(rows.find((item) => item.id === session.id)).toMatchObject({ hall: null, startsAt: null });
    expect(rows.every((item) => item.hall === null)).toBe(true);

    // placed from the side list: the move call with the empty slot as its base
    const placed = await move(api, session.id, {
      hallId: hallB,
      startsAt: `${DAY}T08:00`,
      endsAt: `${DAY}T09:00`,
      base: JSON.stringify({ hallId: null, startsAt: '', endsAt: '' }),
    });
    expect(placed.status, placed.text).toBe(200);
    expect(placed.json.data.session).toMatchObject({ hallId: hallB, localStart: `${DAY}T08:00` });
    expect((await api.call('GET', `/api/conference-sessions/${session.id}`)).status).toBe(200);
    const after = await api.call('GET', `/api/admin/programme/timetable?day=${DAY}`, { headers: staff });
    expect(after.json.data.unscheduled.map((item: { id: number }) => item.id)).not.toContain(session.id);
  });

  it('refuses a slot given in part, naming what is missing, and writes nothing', async () => {
    const before = await api.db.$count(conferenceSessions);
    const answer = await api.call('POST', '/api/admin/programme/sessions', {
      headers: staff,
      body: sessionBody({ startsAt: '', endsAt: '' }),
      locale: 'ar',
    });
    expect(answer.status).toBe(400);
    expect(answer.json.errors.map((error: { key: string }) => error.key).sort()).toEqual(['endsAt', 'startsAt']);
    expect(answer.json.errors[0].value).toContain('القاعة والبداية والنهاية');
    expect(await api.db.$count(conferenceSessions)).toBe(before);
  });

  it('takes a session off the timetable only while nobody has saved it', async () => {
    const { session } = await addSession({ startsAt: `${DAY}T07:00`, endsAt: `${DAY}T07:30` });
    const [saver] = await createAccounts(api.db, prefix('unscheduled'), 1);
    if (!saver) throw new Error('one account');
    await api.db.insert(wishlistItems).values({ userId: saver.id, conferenceSessionId: session.id });
    const update = (locale: 'ar' | 'en' = 'en') =>
      api.call('PUT', `/api/admin/programme/sessions/${session.id}`, {
        headers: staff,
        body: sessionBody(unscheduled),
        locale,
      });
    const refused = await update();
    expect(refused.status).toBe(400);
    expect(refused.json.errors).toContainEqual({
      key: 'startsAt',
      value: 'People saved this session in their agenda: move it to another time or cancel it instead',
    });
    const [kept] = await api.db.select().from(conferenceSessions).where(eq(conferenceSessions.id, session.id));
    expect(kept?.hallId).toBe(hallA);
    await api.db.delete(wishlistItems).where(eq(wishlistItems.conferenceSessionId, session.id));
    const done = await update();
    expect(done.status, done.text).toBe(200);
    const [row] = await api.db.select().from(conferenceSessions).where(eq(conferenceSessions.id, session.id));
    expect(row).toMatchObject({ hallId: null, startsAt: null, endsAt: null });
    expect((await api.call('GET', `/api/conference-sessions/${session.id}`)).status).toBe(404);
  });
});

describe('the console programme: halls, tracks and speakers', () => {
  it('changes a hall with its audit entry, refuses a stale edit and a delete while sessions use it', async () => {
    const hall = await addHall('قاعة مؤقتة', 'Temporary hall');
    const base = JSON.stringify({ nameAr: 'قاعة مؤقتة', nameEn: 'Temporary hall', capacity: 120, sortOrder: 90 });
    const changed = await api.call('PUT', `/api/admin/programme/halls/${hall.id}`, {
      headers: staff,
      body: { nameAr: 'قاعة مؤقتة', nameEn: 'Temporary hall', capacity: 80, sortOrder: 90, base },
    });
    expect(changed.json.data.hall).toMatchObject({ capacity: 80, name: 'Temporary hall' });
    const [entry] = await auditOf('conferenceHall', hall.id);
    expect(entry).toMatchObject({ action: 'update', before: { capacity: 120 }, after: { capacity: 80 } });
    const stale = await api.call('PUT', `/api/admin/programme/halls/${hall.id}`, {
      headers: staff,
      body: { nameAr: 'قاعة مؤقتة', nameEn: 'Renamed', capacity: 120, sortOrder: 90, base },
    });
    expect(stale.status).toBe(409);
    expect(stale.json.errors).toContainEqual({ key: 'capacity', value: 'Changed meanwhile; it is now: 80' });
    expect((await api.call('DELETE', `/api/admin/programme/halls/${hallA}`, { headers: staff })).status).toBe(422);
    expect((await api.call('DELETE', `/api/admin/programme/halls/${hall.id}`, { headers: staff })).status).toBe(200);
    expect((await auditOf('conferenceHall', hall.id))[0]).toMatchObject({ action: 'delete' });
  });

  it('adds a speaker in both languages with a photo uploaded first', async () => {
    const answer = await api.call('POST', '/api/admin/programme/speakers', {
      headers: staff,
      body: {
        nameAr: 'نورة المخرجة',
        nameEn: 'Noura the Director',
        titleAr: 'مخرجة',
        titleEn: 'Director',
        photoUrl: '/uploads/demo/speakers/test.svg',
        country: 'sa',
      },
    });
    expect(answer.status, answer.text).toBe(201);
    expect(answer.json.data.speaker).toMatchObject({ name: 'Noura the Director', country: 'SA', sessions: 0 });
    const refused = await api.call('POST', '/api/admin/programme/speakers', {
      headers: staff,
      body: { nameAr: 'x', nameEn: 'x', photoUrl: 'https://elsewhere.example/a.png', country: 'SA' },
    });
    expect(refused.status).toBe(400);
    const list = await api.call('GET', '/api/admin/programme/speakers?q=Noura', { headers: staff });
    expect(list.json.data.items.map((row: { name: string }) => row.name)).toEqual(['Noura the Director']);
  });
});

describe('the console programme: workshops', () => {
  it('moves someone up from the waiting list, who is told, and a cancelled seat goes to the next', async () => {
    const [row] = await api.db.select().from(workshops).limit(1);
    const startsAt = new Date(Date.now() + 72 * 3600_000);
    const id = await insertWorkshop(api.db, {
      title: { ar: 'ورشة لوحة التحكم', en: 'Console Workshop' },
      instructorId: row?.instructorId ?? speakerId,
      hallId: hallA,
      capacity: 1,
      startsAt,
      endsAt: new Date(startsAt.getTime() + 3600_000),
    });
    const people = await createAccounts(api.db, prefix('seat'), 3, { locale: 'ar' });
    for (const person of people) {
      expect((await api.call('POST', `/api/workshops/${id}/registration`, { headers: person.headers })).status).toBe(
        201,
      );
    }
    const listed = await api.call('GET', `/api/admin/programme/workshops/${id}/registrations`, { headers: staff });
    expect(listed.json.data.workshop).toMatchObject({ capacity: 1, registered: 1, waitlisted: 2 });
    const places = listed.json.data.registrations as {
      id: number;
      userId: number;
      status: string;
      position: number | null;
    }[];
    expect(places.map((place) => [place.status, place.position])).toEqual([
      ['registered', null],
      ['waitlisted', 1],
      ['waitlisted', 2],
    ]);
    const last = places[2];
    if (!last) throw new Error('no place');
    const promoted = await api.call('POST', `/api/admin/programme/workshops/${id}/registrations/${last.id}/promote`, {
      headers: staff,
    });
    expect(promoted.status, promoted.text).toBe(200);
    expect(promoted.json.data.workshop).toMatchObject({ registered: 2, waitlisted: 1 });
    const told = await api.call('GET', '/api/notifications', { headers: people[2]?.headers ?? {}, locale: 'ar' });
    expect(told.json.data.items[0]).toMatchObject({
      kind: 'workshop_seat',
      text: 'شغر مقعد في «ورشة لوحة التحكم» وأصبح لك',
    });
    const mail = await eventually(
      () => mailsTo(api.db, people[2]?.email ?? ''),
      (rows) => rows.length >= 1,
    );
    expect(mail[0]?.text).toContain('ورشة لوحة التحكم');
    expect((await auditOf('workshopRegistration', last.id))[0]).toMatchObject({ action: 'promote' });

    // the seat beyond the capacity is counted: a first cancel frees none; a second gives one to the one waiting
    const cancel = (place: { id: number } | undefined) =>
      api.call('POST', `/api/admin/programme/workshops/${id}/registrations/${place?.id}/cancel`, { headers: staff });
    expect((await cancel(places[0])).json.data.workshop).toMatchObject({ registered: 1, waitlisted: 1 });
    expect((await cancel(places[2])).json.data.workshop).toMatchObject({ registered: 1, waitlisted: 0 });
    const [waiting] = await api.db
      .select()
      .from(workshopRegistrations)
      .where(and(eq(workshopRegistrations.workshopId, id), eq(workshopRegistrations.status, 'waitlisted')));
    expect(waiting).toBeUndefined();
    const seated = await api.call('GET', '/api/notifications', { headers: people[1]?.headers ?? {} });
    expect(seated.json.data.items[0]).toMatchObject({ kind: 'workshop_seat' });
    expect((await auditOf('workshopRegistration', places[0]?.id ?? 0))[0]).toMatchObject({ action: 'cancel' });
  });
});

describe("the console programme: the lists' CSV files (issue 33)", () => {
  it('exports the halls a search finds, in the list’s order and language, a formula-like name escaped', async () => {
    const tag = prefix('csvhall');
    await addHall(`-قاعة ${tag}`, `-Hall ${tag}`);
    await addHall(`قاعة ب ${tag}`, `Hall B ${tag}`);
    for (const locale of ['en', 'ar'] as const) {
      const list = await api.call('GET', `/api/admin/programme/halls?q=${tag}&sort=-name`, { headers: staff, locale });
      const halls: { name: string; capacity: number; sortOrder: number; sessions: number }[] = list.json.data.items;
      const names = halls.map((hall) => hall.name);
      expect(names).toHaveLength(2);
      const csv = await readCsv(api, `/api/admin/programme/halls.csv?q=${tag}&sort=-name`, staff, locale);
      expect(csv.status).toBe(200);
      expect(csv.contentType).toContain('text/csv');
      expect(csv.hasBom).toBe(true);
      expect(csv.rows[0]).toEqual(
        locale === 'en' ? ['Name', 'Seats', 'Order', 'Sessions'] : ['الاسم', 'المقاعد', 'الترتيب', 'الجلسات'],
      );
      expect(csv.rows.slice(1).map((row) => row[0])).toEqual(
        names.map((name) => (name.startsWith('-') ? `'${name}` : name)),
      );
      expect(csv.rows.slice(1).map((row) => row.slice(1))).toEqual(
        halls.map((hall) => [hall.capacity, hall.sortOrder, hall.sessions].map(String)),
      );
      // two new halls: no session in either (the count is of the hall's own sessions)
      expect(csv.rows[1]?.slice(1)).toEqual(['120', '90', '0']);
    }
    const workshopsCsv = await readCsv(api, '/api/admin/programme/workshops.csv?cols=title,seats', staff, 'en');
    expect(workshopsCsv.rows[0]).toEqual(['Title', 'Seats taken', 'Seats']);
  });
});
