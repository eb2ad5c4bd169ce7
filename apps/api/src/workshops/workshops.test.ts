import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../auth/password.ts';
import { workshopRegistrations, workshops } from '../db/schema.ts';
import { bearer, createAccounts, loginAs, mailsTo } from '../test/accounts.ts';
import { insertWorkshop } from '../test/conference-fixtures.ts';
import { startTestApp, type TestApp } from '../test/test-app.ts';

type Summary = {
  id: number;
  title: string;
  startsAt: string;
  day: string;
  level: string;
  language: string;
  capacity: number;
  seatsLeft: number;
  waitingList: number;
  isOpen: boolean;
};
type Registration = { workshopId: number; status: 'registered' | 'waitlisted'; position: number | null };

let api: TestApp;
const hour = 60 * 60 * 1000;
let customer: Record<string, string>;

beforeAll(async () => {
  api = await startTestApp();
  customer = (await loginAs(api, 'customer@forum.test')).headers;
});
afterAll(async () => {
  await api?.close();
});

/** A workshop of the test's own, placed around the moment the test runs (the server's clock decides). */
async function addWorkshop(options: { capacity: number; startsInHours: number; title?: string }) {
  const startsAt = new Date(Date.now() + options.startsInHours * hour);
  return insertWorkshop(api.db, {
    title: { ar: 'ورشة اختبار', en: options.title ?? 'A test workshop' },
    description: { ar: 'وصف.', en: 'First paragraph.\n\nSecond paragraph.' },
    capacity: options.capacity,
    startsAt,
    endsAt: new Date(startsAt.getTime() + 2 * hour),
  });
}

const register = (id: number, headers: Record<string, string>) =>
  api.call('POST', `/api/workshops/${id}/registration`, { headers });
const cancel = (id: number, headers: Record<string, string>) =>
  api.call('DELETE', `/api/workshops/${id}/registration`, { headers });

describe('GET /workshops', () => {
  it('lists the eight workshops of the programme by start time, with their seats', async () => {
    const { status, json } = await api.call('GET', '/api/workshops');
    expect(status).toBe(200);
    const items = json.data.items as Summary[];
    expect(items).toHaveLength(8);
    const starts = items.map((item) => Date.parse(item.startsAt));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    for (const item of items) {
      expect(item.seatsLeft).toBeLessThanOrEqual(item.capacity);
      expect(['2027-02-16', '2027-02-17', '2027-02-18']).toContain(item.day);
    }
    // the demo's pitch clinic has two seats and one is taken
    expect(items.find((item) => item.capacity === 2)).toMatchObject({ seatsLeft: 1, waitingList: 0 });
  });

  it('filters by day, level and language, and refuses values it does not know', async () => {
    const all = (await api.call('GET', '/api/workshops')).json.data.items as Summary[];
    const day = (await api.call('GET', '/api/workshops?day=2027-02-17')).json.data.items as Summary[];
    expect(day.length).toBeGreaterThan(0);
    expect(day).toHaveLength(all.filter((item) => item.day === '2027-02-17').length);
    const advanced = (await api.call('GET', '/api/workshops?level=advanced')).json.data.items as Summary[];
    expect(advanced.length).toBeGreaterThan(0);
    expect(advanced.every((item) => item.level === 'advanced')).toBe(true);
    const arabic = (await api.call('GET', '/api/workshops?language=ar')).json.data.items as Summary[];
    expect(arabic.every((item) => item.language === 'ar' || item.language === 'both')).toBe(true);
    for (const query of ['level=expert', 'language=fr', 'day=2027-02-31']) {
      expect((await api.call('GET', `/api/workshops?${query}`)).status, query).toBe(400);
    }
  });

  it("answers a workshop's page with its calendar file, and 404 for an unknown one", async () => {
    const id = await addWorkshop({ capacity: 5, startsInHours: 48 });
    const { status, json } = await api.call('GET', `/api/workshops/${id}`);
    expect(status).toBe(200);
    expect(json.data.workshop).toMatchObject({
      id,
      summary: 'First paragraph.',
      description: 'First paragraph.\n\nSecond paragraph.',
      calendarUrl: `/api/workshops/${id}/calendar.ics`,
      seatsLeft: 5,
      waitingList: 0,
      isOpen: true,
      instructor: { id: expect.any(Number), name: expect.any(String), photoUrl: expect.any(String) },
    });
    const file = await fetch(`${api.baseUrl}/api/workshops/${id}/calendar.ics`);
    expect(file.headers.get('content-type')).toMatch(/^text\/calendar/);
    expect(await file.text()).toContain(`UID:workshop-${id}@forum`);
    expect((await api.call('GET', '/api/workshops/999999')).status).toBe(404);
  });
});

describe('who may register', () => {
  it('asks a visitor without a session, and a guest, to log in first', async () => {
    const id = await addWorkshop({ capacity: 5, startsInHours: 24 });
    const anonymous = await api.call('POST', `/api/workshops/${id}/registration`);
    expect(anonymous.status).toBe(401);
    expect(anonymous.json).toEqual({ errors: [{ key: 'error', value: 'You must be logged in first' }] });
    const guest = await api.call('POST', '/api/login/guests');
    const asGuest = await register(id, bearer(guest.json.data.authorization.accessToken));
    expect(asGuest.status).toBe(401);
    const arabic = await api.call('GET', '/api/workshops/registrations', { locale: 'ar' });
    expect(arabic.status).toBe(401);
    expect(arabic.json.errors[0].value).toBe('يجب عليك تسجيل الدخول أولًا');
  });

  it('refuses exhibitors and staff: workshops are for customers', async () => {
    const id = await addWorkshop({ capacity: 5, startsInHours: 24 });
    const exhibitor = await loginAs(api, 'exhibitor@forum.test', { family: 'exhibitor' });
    const refused = await register(id, exhibitor.headers);
    expect(refused.status).toBe(403);
    expect(refused.json).toEqual({ errors: [{ key: 'error', value: 'You do not have permission to do this' }] });
    const staff = await loginAs(api, 'staff@forum.test');
    expect((await register(id, staff.headers)).status).toBe(403);
    expect((await api.call('GET', '/api/workshops/registrations', { headers: staff.headers })).status).toBe(403);
    const rows = await api.db.select().from(workshopRegistrations).where(eq(workshopRegistrations.workshopId, id));
    expect(rows).toEqual([]);
  });
});

describe('registering', () => {
  it('gives a seat, answers the same place when asked again, and lists it', async () => {
    const id = await addWorkshop({ capacity: 3, startsInHours: 24 });
    const first = await register(id, customer);
    expect(first.status).toBe(201);
    expect(first.json.data.registration).toEqual({
      workshopId: id,
      status: 'registered',
      position: null,
      registeredAt: expect.any(String),
    });
    expect(first.json.data.workshop).toMatchObject({ id, seatsLeft: 2, waitingList: 0 });
    const again = await register(id, customer);
    expect(again.status).toBe(200);
    expect(again.json.data).toEqual(first.json.data);
    const rows = await api.db.select().from(workshopRegistrations).where(eq(workshopRegistrations.workshopId, id));
    expect(rows).toHaveLength(1);

    const mine = await api.call('GET', '/api/workshops/registrations', { headers: customer });
    expect(mine.status).toBe(200);
    expect(mine.headers.get('cache-control')).toBe('private, no-store');
    const entry = mine.json.data.items.find((item: { workshop: { id: number } }) => item.workshop.id === id);
    expect(entry.registration).toEqual(first.json.data.registration);
    const starts = mine.json.data.items.map((item: { workshop: Summary }) => Date.parse(item.workshop.startsAt));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
  });

  it('never gives more seats than there are when many register at once; the rest wait in order', async () => {
    const id = await addWorkshop({ capacity: 3, startsInHours: 24 });
    const people = await createAccounts(api.db, 'rush', 8);
    const answers = await Promise.all(people.map((person) => register(id, person.headers)));
    expect(answers.map((answer) => answer.status)).toEqual(people.map(() => 201));
    const places = answers.map((answer) => answer.json.data.registration as Registration);
    expect(places.filter((place) => place.status === 'registered')).toHaveLength(3);
    const waiting = places.filter((place) => place.status === 'waitlisted');
    expect(waiting.map((place) => place.position).sort()).toEqual([1, 2, 3, 4, 5]);

    const rows = await api.db
      .select()
      .from(workshopRegistrations)
      .where(eq(workshopRegistrations.workshopId, id))
      .orderBy(workshopRegistrations.createdAt, workshopRegistrations.id);
    expect(rows.filter((row) => row.status === 'registered')).toHaveLength(3);
    // the seats went to the first three in line, and the waiting list keeps the order they came in
    expect(rows.slice(0, 3).every((row) => row.status === 'registered')).toBe(true);
    const positionOf = new Map(people.map((person, i) => [person.id, places[i]?.position]));
    expect(rows.slice(3).map((row) => positionOf.get(row.userId))).toEqual([1, 2, 3, 4, 5]);
    const { json } = await api.call('GET', `/api/workshops/${id}`);
    expect(json.data.workshop).toMatchObject({ seatsLeft: 0, waitingList: 5 });
  });

  it('gives a cancelled seat to the first person waiting, moves the list up, and tells them by email', async () => {
    const id = await addWorkshop({ capacity: 2, startsInHours: 24, title: 'Seat Test Workshop' });
    const people = await createAccounts(api.db, 'queue', 5);
    for (const person of people) await register(id, person.headers);
    const [seated, , firstWaiting, secondWaiting, thirdWaiting] = people;
    if (!seated || !firstWaiting || !secondWaiting || !thirdWaiting) throw new Error('five people');

    const placeOf = async (headers: Record<string, string>) =>
      (
        (await api.call('GET', '/api/workshops/registrations', { headers })).json.data.items as {
          registration: Registration;
          workshop: Summary;
        }[]
      ).find((item) => item.workshop.id === id)?.registration;
    expect(await placeOf(firstWaiting.headers)).toMatchObject({ status: 'waitlisted', position: 1 });

    const cancelled = await cancel(id, seated.headers);
    expect(cancelled.status).toBe(200);
    expect(cancelled.json.data.registration).toBeNull();
    expect(cancelled.json.data.workshop).toMatchObject({ seatsLeft: 0, waitingList: 2 });
    expect(await placeOf(firstWaiting.headers)).toMatchObject({ status: 'registered', position: null });
    expect(await placeOf(secondWaiting.headers)).toMatchObject({ status: 'waitlisted', position: 1 });
    expect(await placeOf(thirdWaiting.headers)).toMatchObject({ status: 'waitlisted', position: 2 });
    const mails = await mailsTo(api.db, firstWaiting.email);
    expect(mails.map((mail) => mail.subject)).toEqual(['You have a seat: Seat Test Workshop']);

    // leaving the waiting list frees no seat: nobody is promoted, the one behind moves up
    const left = await cancel(id, secondWaiting.headers);
    expect(left.json.data.workshop).toMatchObject({ seatsLeft: 0, waitingList: 1 });
    expect(await placeOf(thirdWaiting.headers)).toMatchObject({ status: 'waitlisted', position: 1 });
    expect(await mailsTo(api.db, thirdWaiting.email)).toEqual([]);

    // cancelling what one does not hold changes nothing; coming back means the end of the line
    expect((await cancel(id, secondWaiting.headers)).json.data.registration).toBeNull();
    const back = await register(id, seated.headers);
    expect(back.json.data.registration).toMatchObject({ status: 'waitlisted', position: 2 });
  });

  it('refuses to register or cancel once the workshop has started, in both languages', async () => {
    const id = await addWorkshop({ capacity: 5, startsInHours: 24 });
    const people = await createAccounts(api.db, 'late', 2);
    const [early, late] = people;
    if (!early || !late) throw new Error('two people');
    await register(id, early.headers);
    await api.db
      .update(workshops)
      .set({ startsAt: new Date(Date.now() - hour) })
      .where(eq(workshops.id, id));

    const refused = await register(id, late.headers);
    expect(refused.status).toBe(409);
    expect(refused.json).toEqual({
      errors: [{ key: 'error', value: 'This workshop has already started: registration and cancellation are closed' }],
    });
    const arabic = await api.call('DELETE', `/api/workshops/${id}/registration`, {
      headers: early.headers,
      locale: 'ar',
    });
    expect(arabic.status).toBe(409);
    expect(arabic.json.errors[0].value).toBe('بدأت هذه الورشة بالفعل: أُغلق التسجيل فيها وإلغاؤه');
    const { json } = await api.call('GET', `/api/workshops/${id}`);
    expect(json.data.workshop).toMatchObject({ isOpen: false, seatsLeft: 4 });
  });

  it('answers 404 for a workshop that does not exist', async () => {
    expect((await register(999999, customer)).status).toBe(404);
    expect((await cancel(999999, customer)).status).toBe(404);
  });

  it('gives the seats of a deleted account to the people waiting', async () => {
    const id = await addWorkshop({ capacity: 1, startsInHours: 24 });
    const [leaving] = await createAccounts(api.db, 'leaving', 1, { passwordHash: await hashPassword('Leaving2026') });
    const [waiting] = await createAccounts(api.db, 'waiting', 1);
    if (!leaving || !waiting) throw new Error('two people');
    await register(id, leaving.headers);
    expect((await register(id, waiting.headers)).json.data.registration.status).toBe('waitlisted');

    const deleted = await api.call('DELETE', '/api/profile', {
      headers: leaving.headers,
      body: { password: 'Leaving2026' },
    });
    expect(deleted.status).toBe(200);
    const rows = await api.db
      .select()
      .from(workshopRegistrations)
      .where(and(eq(workshopRegistrations.workshopId, id), eq(workshopRegistrations.status, 'registered')));
    expect(rows.map((row) => row.userId)).toEqual([waiting.id]);
    expect((await mailsTo(api.db, waiting.email)).length).toBe(1);
  });
});
