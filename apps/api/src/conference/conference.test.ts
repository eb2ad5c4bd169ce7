import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conferenceHalls, conferenceSessionSpeakers, exhibitors, speakers, tracks, workshops } from '../db/schema.ts';
import { insertSession } from '../test/conference-fixtures.ts';
import { startTestApp, type TestApp } from '../test/test-app.ts';

type Summary = {
  id: number;
  title: string;
  type: string;
  language: 'ar' | 'en' | 'both';
  startsAt: string;
  endsAt: string;
  day: string;
  hall: { id: number; name: string };
  track: { id: number; name: string; color: string };
  speakers: { id: number; name: string; role: string }[];
  isFeatured: boolean;
};

let api: TestApp;
/** A session and a speaker of the test's own, with the Arabic spellings the search must see through. */
const fixture = { session: 0, speaker: 0, hall: 0, track: 0, hallOrder: new Map<number, number>() };

beforeAll(async () => {
  api = await startTestApp();
  const halls = await api.db.select().from(conferenceHalls);
  for (const hall of halls) fixture.hallOrder.set(hall.id, hall.sortOrder);
  const [hall] = halls;
  const [track] = await api.db.select().from(tracks).limit(1);
  fixture.hall = hall?.id ?? 0;
  fixture.track = track?.id ?? 0;
  const [speaker] = await api.db
    .insert(speakers)
    .values({
      name: { ar: 'زُهَير المُرتَضى', en: 'Zuhair Al-Murtada' },
      title: { ar: 'مدير تصوير', en: 'Cinematographer' },
      organization: { ar: 'استوديو الضوء', en: 'Light Studio' },
      bio: { ar: 'سيرة.', en: 'A biography.\n\nA second paragraph.' },
      photoUrl: '/uploads/demo/speakers/test.svg',
      country: 'SA',
      links: [
        { network: 'x', url: 'x.com/zuhair' },
        { network: 'website', url: 'https://zuhair.example' },
        { network: 'empty', url: ' ' },
      ],
    })
    .returning({ id: speakers.id });
  fixture.speaker = speaker?.id ?? 0;
  fixture.session = await insertSession(api.db, {
    title: { ar: 'أسرار الإضاءة الطبيعية في الصحراء', en: '' },
    abstract: { ar: 'ملخص الجلسة.', en: 'How to light a scene with the sun alone.\n\nA second paragraph.' },
    type: 'masterclass',
    language: 'ar',
    hallId: fixture.hall,
    trackId: fixture.track,
    // 10:00 in Riyadh on the second forum day
    startsAt: new Date('2027-02-17T07:00:00Z'),
    endsAt: new Date('2027-02-17T08:00:00Z'),
  });
  await api.db
    .insert(conferenceSessionSpeakers)
    .values({ sessionId: fixture.session, speakerId: fixture.speaker, role: 'speaker', sortOrder: 1 });
});
afterAll(async () => {
  await api?.close();
});

async function sessions(query = '', locale: 'ar' | 'en' = 'en') {
  const { status, json } = await api.call('GET', `/api/conference-sessions${query ? `?${query}` : ''}`, { locale });
  expect(status).toBe(200);
  return json.data as { items: Summary[]; pagination: { page: number; perPage: number; total: number } };
}

const idsOf = (items: { id: number }[]) => items.map((item) => item.id);

describe('GET /conference-sessions', () => {
  it('lists the whole programme on one page, by start time and then by the order of the halls', async () => {
    const { items, pagination } = await sessions();
    expect(pagination.total).toBeGreaterThanOrEqual(41);
    expect(items).toHaveLength(pagination.total);
    const keys = items.map((item) => [Date.parse(item.startsAt), fixture.hallOrder.get(item.hall.id) ?? 0]);
    const sorted = [...keys].sort((a, b) => (a[0] ?? 0) - (b[0] ?? 0) || (a[1] ?? 0) - (b[1] ?? 0));
    expect(keys).toEqual(sorted);
    const session = items.find((item) => item.id === fixture.session);
    expect(session).toMatchObject({
      day: '2027-02-17',
      hall: { id: fixture.hall, name: expect.any(String) },
      track: { id: fixture.track, color: expect.any(String) },
      speakers: [{ id: fixture.speaker, name: 'Zuhair Al-Murtada', title: 'Cinematographer', role: 'speaker' }],
    });
    expect(items.every((item) => item.speakers.length > 0)).toBe(true);
  });

  it('answers in the language asked for and falls back to the other when a text is missing', async () => {
    const english = await sessions('q=Murtada', 'en');
    const arabic = await sessions('q=Murtada', 'ar');
    expect(english.items[0]?.title).toBe('أسرار الإضاءة الطبيعية في الصحراء');
    expect(arabic.items[0]?.speakers[0]?.name).toBe('زُهَير المُرتَضى');
    const seeded = (await sessions('perPage=1', 'en')).items[0];
    const seededArabic = (await sessions('perPage=1', 'ar')).items[0];
    expect(seeded?.title).not.toMatch(/[\u0600-\u06FF]/);
    expect(seededArabic?.title).toMatch(/[\u0600-\u06FF]/);
  });

  it('keeps to one forum day, counted in Riyadh time', async () => {
    const all = await sessions();
    const day = await sessions('day=2027-02-17');
    expect(day.items.length).toBeGreaterThan(0);
    expect(day.items.length).toBeLessThan(all.items.length);
    expect(day.items.every((item) => item.day === '2027-02-17')).toBe(true);
    // Riyadh is three hours ahead of UTC: its day runs from 21:00Z the evening before
    for (const item of day.items) {
      expect(Date.parse(item.startsAt)).toBeGreaterThanOrEqual(Date.parse('2027-02-16T21:00:00Z'));
      expect(Date.parse(item.startsAt)).toBeLessThan(Date.parse('2027-02-17T21:00:00Z'));
    }
    expect(idsOf(day.items)).toContain(fixture.session);
    expect(all.items.filter((item) => item.day === '2027-02-17')).toHaveLength(day.items.length);
    expect((await sessions('day=2027-03-01')).items).toEqual([]);
  });

  it('filters by hall, track, type and language, and by all of them together', async () => {
    const all = (await sessions()).items;
    const byHall = await sessions(`hall=${fixture.hall}`);
    expect(byHall.items.length).toBeGreaterThan(0);
    expect(byHall.items.every((item) => item.hall.id === fixture.hall)).toBe(true);
    expect(byHall.items).toHaveLength(all.filter((item) => item.hall.id === fixture.hall).length);

    const byTrack = await sessions(`track=${fixture.track}`);
    expect(byTrack.items.every((item) => item.track.id === fixture.track)).toBe(true);
    expect(byTrack.items).toHaveLength(all.filter((item) => item.track.id === fixture.track).length);

    const panels = await sessions('type=panel');
    expect(panels.items.length).toBeGreaterThan(0);
    expect(panels.items.every((item) => item.type === 'panel')).toBe(true);
    expect(panels.items).toHaveLength(all.filter((item) => item.type === 'panel').length);

    // a session interpreted into both languages serves who asked for either
    const arabic = await sessions('language=ar');
    expect(arabic.items.every((item) => item.language === 'ar' || item.language === 'both')).toBe(true);
    expect(arabic.items).toHaveLength(all.filter((item) => item.language !== 'en').length);
    const both = await sessions('language=both');
    expect(both.items.length).toBeGreaterThan(0);
    expect(both.items.every((item) => item.language === 'both')).toBe(true);

    const together = await sessions(
      `day=2027-02-17&hall=${fixture.hall}&track=${fixture.track}&type=masterclass&language=ar`,
    );
    expect(idsOf(together.items)).toContain(fixture.session);
    expect(
      together.items.every(
        (item) => item.day === '2027-02-17' && item.hall.id === fixture.hall && item.type === 'masterclass',
      ),
    ).toBe(true);
  });

  it('finds a session however its Arabic words are spelled: hamza, taa marbuta, alef maqsura, harakat', async () => {
    const spellings = ['الإضاءة الطبيعية', 'الاضاءه الطبيعيه', 'الإِضَاءَةُ الطَّبِيعِيَّة', 'اسرار اضاءة', 'إضاءه'];
    for (const q of spellings) {
      const found = await sessions(`q=${encodeURIComponent(q)}`);
      expect(idsOf(found.items), q).toContain(fixture.session);
    }
    const miss = await sessions(`q=${encodeURIComponent('الإضاءة القمرية')}`);
    expect(idsOf(miss.items)).not.toContain(fixture.session);
  });

  it('finds a session by the name of a speaker, in either language and spelling', async () => {
    for (const q of ['Murtada', 'zuhair al-murtada', 'زهير', 'المرتضي', 'المرتضى']) {
      const found = await sessions(`q=${encodeURIComponent(q)}`);
      expect(idsOf(found.items), q).toEqual([fixture.session]);
    }
  });

  it('finds words of the abstract in both languages', async () => {
    expect(idsOf((await sessions('q=sun%20alone')).items)).toContain(fixture.session);
  });

  it('answers a bad filter with 400 and the field, never 500', async () => {
    for (const [query, key] of [
      ['type=xyz', 'type'],
      ['hall=abc', 'hall'],
      ['track=-1', 'track'],
      ['language=fr', 'language'],
      ['day=2027-13-99', 'day'],
      ['day=2027-02-30', 'day'],
      ['day=tomorrow', 'day'],
      ['hall=99999999999', 'hall'],
      ['perPage=101', 'perPage'],
      ['page=0', 'page'],
    ] as const) {
      const { status, json } = await api.call('GET', `/api/conference-sessions?${query}`);
      expect(status, query).toBe(400);
      expect(json.errors.map((error: { key: string }) => error.key)).toContain(key);
    }
    const nul = await api.call('GET', '/api/conference-sessions?q=%00');
    expect(nul.status).toBe(400);
  });

  it('answers an unknown hall or track with an empty list', async () => {
    expect((await sessions('hall=999999')).items).toEqual([]);
  });
});

describe('GET /conference-sessions/{id}', () => {
  it('answers the abstract, the calendar file and up to three other sessions of the track', async () => {
    const { status, json } = await api.call('GET', `/api/conference-sessions/${fixture.session}`);
    expect(status).toBe(200);
    const { session } = json.data;
    expect(session).toMatchObject({
      id: fixture.session,
      abstract: 'How to light a scene with the sun alone.\n\nA second paragraph.',
      calendarUrl: `/api/conference-sessions/${fixture.session}/calendar.ics`,
      day: '2027-02-17',
    });
    expect(session.related.length).toBeGreaterThan(0);
    expect(session.related.length).toBeLessThanOrEqual(3);
    for (const other of session.related as Summary[]) {
      expect(other.track.id).toBe(fixture.track);
      expect(other.id).not.toBe(fixture.session);
    }
  });

  it('answers 404 for an unknown session and 400 for what is not an id', async () => {
    const unknown = await api.call('GET', '/api/conference-sessions/999999');
    expect(unknown.status).toBe(404);
    expect(unknown.json).toEqual({ errors: [{ key: 'error', value: 'Not found' }] });
    expect((await api.call('GET', '/api/conference-sessions/abc')).status).toBe(400);
    expect((await api.call('GET', '/api/conference-sessions/999999/calendar.ics')).status).toBe(404);
  });

  it('serves the session as an iCalendar file with a stable UID, in the language asked for', async () => {
    const response = await fetch(`${api.baseUrl}/api/conference-sessions/${fixture.session}/calendar.ics?locale=ar`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/calendar/);
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="conference-session-${fixture.session}.ics"`,
    );
    const file = (await response.text()).replace(/\r\n[ \t]/g, '');
    expect(file).toContain(`UID:conference-session-${fixture.session}@forum`);
    expect(file).toContain('SUMMARY:أسرار الإضاءة الطبيعية في الصحراء');
    expect(file).toContain('DTSTART;TZID=Asia/Riyadh:20270217T100000');
    expect(file).toContain(`/conference/sessions/${fixture.session}`);
  });
});

describe('speakers', () => {
  it('lists featured speakers first, then by name, and searches names in either spelling', async () => {
    const { status, json } = await api.call('GET', '/api/speakers');
    expect(status).toBe(200);
    const items = json.data.items as { id: number; name: string; isFeatured: boolean }[];
    expect(items).toHaveLength(json.data.pagination.total);
    const firstOther = items.findIndex((speaker) => !speaker.isFeatured);
    expect(items.some((speaker) => speaker.isFeatured)).toBe(true);
    expect(items.slice(firstOther).every((speaker) => !speaker.isFeatured)).toBe(true);
    const others = items.slice(firstOther).map((speaker) => speaker.name);
    expect(others).toEqual([...others].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const found = await api.call('GET', `/api/speakers?q=${encodeURIComponent('زهير المرتضي')}`);
    expect(idsOf(found.json.data.items)).toEqual([fixture.speaker]);
    expect((await api.call('GET', '/api/speakers?perPage=0')).status).toBe(400);
  });

  it("answers a speaker's page: biography, links made absolute, sessions and workshops", async () => {
    const { status, json } = await api.call('GET', `/api/speakers/${fixture.speaker}`);
    expect(status).toBe(200);
    expect(json.data.speaker).toMatchObject({
      id: fixture.speaker,
      name: 'Zuhair Al-Murtada',
      bio: 'A biography.\n\nA second paragraph.',
      country: 'SA',
      links: [
        { network: 'x', url: 'https://x.com/zuhair' },
        { network: 'website', url: 'https://zuhair.example' },
      ],
      exhibitor: null,
      workshops: [],
    });
    expect(idsOf(json.data.speaker.sessions)).toEqual([fixture.session]);

    const [instructor] = await api.db.select({ id: workshops.instructorId }).from(workshops).limit(1);
    const teacher = await api.call('GET', `/api/speakers/${instructor?.id}`);
    expect(teacher.json.data.speaker.workshops.length).toBeGreaterThan(0);
    expect(teacher.json.data.speaker.workshops[0]).toEqual({
      id: expect.any(Number),
      title: expect.any(String),
      startsAt: expect.any(String),
      endsAt: expect.any(String),
    });
    expect((await api.call('GET', '/api/speakers/999999')).status).toBe(404);
  });

  it('names the exhibiting company a speaker works for only while it is published', async () => {
    const [company] = await api.db.select().from(exhibitors).where(eq(exhibitors.isPublished, true)).limit(1);
    await api.db
      .update(speakers)
      .set({ exhibitorId: company?.id ?? null })
      .where(eq(speakers.id, fixture.speaker));
    const shown = await api.call('GET', `/api/speakers/${fixture.speaker}`);
    expect(shown.json.data.speaker.exhibitor).toEqual({ id: company?.id, name: company?.name.en });
    await api.db
      .update(exhibitors)
      .set({ isPublished: false })
      .where(eq(exhibitors.id, company?.id ?? 0));
    try {
      const hidden = await api.call('GET', `/api/speakers/${fixture.speaker}`);
      expect(hidden.json.data.speaker.exhibitor).toBeNull();
    } finally {
      await api.db
        .update(exhibitors)
        .set({ isPublished: true })
        .where(eq(exhibitors.id, company?.id ?? 0));
    }
  });
});

describe('GET /conference', () => {
  it('sums up the programme with figures that agree with the lists', async () => {
    const { status, json } = await api.call('GET', '/api/conference');
    expect(status).toBe(200);
    const { conference } = json.data;
    const all = (await sessions()).items;
    const speakerList = (await api.call('GET', '/api/speakers')).json.data;
    const workshopTotal = (await api.db.select({ id: workshops.id }).from(workshops)).length;

    expect(conference.timeZone).toBe('Asia/Riyadh');
    expect(conference.days.map((day: { day: string }) => day.day)).toEqual(['2027-02-16', '2027-02-17', '2027-02-18']);
    for (const day of conference.days as { day: string; sessions: number }[]) {
      expect(day.sessions).toBe(all.filter((item) => item.day === day.day).length);
    }
    expect(conference.figures).toEqual({
      sessions: all.length,
      speakers: speakerList.pagination.total,
      workshops: workshopTotal,
      halls: conference.halls.length,
      days: 3,
    });
    const usedHalls = new Set(all.map((item) => item.hall.id));
    expect(conference.halls.map((hall: { id: number }) => hall.id).sort()).toEqual([...usedHalls].sort());
    const hallOrder = conference.halls.map((hall: { id: number }) => fixture.hallOrder.get(hall.id));
    expect(hallOrder).toEqual([...hallOrder].sort((a, b) => a - b));
    let trackTotal = 0;
    for (const track of conference.tracks as { id: number; sessions: number; description: string }[]) {
      expect(track.sessions).toBe(all.filter((item) => item.track.id === track.id).length);
      expect(track.description).toEqual(expect.any(String));
      trackTotal += track.sessions;
    }
    expect(trackTotal).toBe(all.length);
    expect([...conference.types].sort()).toEqual([...new Set(all.map((item) => item.type))].sort());
    expect([...conference.languages].sort()).toEqual([...new Set(all.map((item) => item.language))].sort());

    const featured = conference.featuredSessions as Summary[];
    expect(featured.length).toBeGreaterThan(0);
    expect(featured.every((item) => item.isFeatured)).toBe(true);
    expect(featured).toHaveLength(all.filter((item) => item.isFeatured).length);
    const starts = featured.map((item) => Date.parse(item.startsAt));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    expect(conference.featuredSpeakers.length).toBeGreaterThan(0);
    expect(conference.featuredSpeakers.every((speaker: { isFeatured: boolean }) => speaker.isFeatured)).toBe(true);
  });
});

describe('documentation', () => {
  it('describes the conference, workshop and agenda calls in the OpenAPI document', async () => {
    const { json } = await api.call('GET', '/api/docs/json');
    expect(Object.keys(json.paths)).toEqual(
      expect.arrayContaining([
        '/api/conference',
        '/api/conference-sessions',
        '/api/conference-sessions/{id}',
        '/api/conference-sessions/{id}/calendar.ics',
        '/api/speakers',
        '/api/speakers/{id}',
        '/api/workshops',
        '/api/workshops/registrations',
        '/api/workshops/{id}',
        '/api/workshops/{id}/registration',
        '/api/wishlist',
        '/api/wishlist/{id}/conferenceSession',
        '/api/wishlist/flush',
        '/api/wishlist/calendar',
        '/api/wishlist/calendar.ics',
      ]),
    );
    const parameters = json.paths['/api/conference-sessions'].get.parameters.map((p: { name: string }) => p.name);
    expect(parameters).toEqual(expect.arrayContaining(['day', 'hall', 'track', 'type', 'language', 'q']));
    expect(json.paths['/api/wishlist'].post.tags).toEqual(['wishlist']);
  });
});
