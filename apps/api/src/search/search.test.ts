import { normalizeSearch } from '@forum/contract/search-text';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, exhibitorCategories, exhibitors, mediaItems, products } from '../db/schema.ts';
import { startTestApp, type TestApp } from '../test/test-app.ts';

type Hit = {
  id: number;
  title: string;
  excerpt: string;
  path: string;
  imageUrl: string | null;
  date: string | null;
  highlights: { title: { start: number; end: number }[]; excerpt: { start: number; end: number }[] };
};
type Groups = Record<'products' | 'sessions' | 'workshops' | 'events' | 'media' | 'exhibitors', Hit[]>;

let api: TestApp;
/** Content of the test's own, spelled the way the search must see through. */
const fixture = { event: 0, news: 0, scheduled: 0, hidden: 0 };

beforeAll(async () => {
  api = await startTestApp();
  const [event] = await api.db
    .insert(events)
    .values({
      title: { ar: 'أُمسيةُ الإِضاءةِ في مَكتبةِ المُستشفى', en: 'Zephyrine Lighting Evening' },
      description: {
        ar: 'لقاء مفتوح عن الإضاءة الطبيعية في الأماكن المغلقة.',
        en: 'An open meeting about natural light indoors, with a zephyrine demonstration.',
      },
      venue: { ar: 'المكتبة', en: 'The library' },
      address: { ar: 'الرياض', en: 'Riyadh' },
      latitude: 24.7,
      longitude: 46.7,
      startsAt: new Date('2027-02-16T15:00:00Z'),
      endsAt: new Date('2027-02-16T17:00:00Z'),
      imageUrl: '/uploads/demo/events/test.svg',
    })
    .returning({ id: events.id });
  const [news, scheduled] = await api.db
    .insert(mediaItems)
    .values([
      {
        type: 'news',
        title: { ar: 'عرض منتصف الليل للكلاسيكيات المرممة', en: 'Quorvane midnight screening of restored classics' },
        summary: { ar: 'ملخص.', en: 'The festival screens restored classics after midnight.' },
        body: { ar: 'نص.', en: 'Body.' },
        coverUrl: '/uploads/demo/media/test.svg',
        publishedAt: new Date('2026-01-01T00:00:00Z'),
      },
      {
        type: 'press',
        title: { ar: 'خبر لاحق', en: 'Quorvane announcement for later' },
        summary: { ar: 'لاحقًا.', en: 'Later.' },
        body: { ar: 'نص.', en: 'Body.' },
        coverUrl: '/uploads/demo/media/test.svg',
        publishedAt: new Date(Date.now() + 7 * 24 * 60 * 60 * 1000),
      },
    ])
    .returning({ id: mediaItems.id });
  const [category] = await api.db.select().from(exhibitorCategories).limit(1);
  const [hidden] = await api.db
    .insert(exhibitors)
    .values({
      name: { ar: 'شركة كورفان', en: 'Quorvane Studios' },
      description: { ar: 'تنتظر المراجعة.', en: 'Waiting for review.' },
      logoUrl: '/uploads/demo/exhibitors/test.svg',
      categoryId: category?.id ?? 0,
      country: 'SA',
      isPublished: false,
    })
    .returning({ id: exhibitors.id });
  Object.assign(fixture, { event: event?.id, news: news?.id, scheduled: scheduled?.id, hidden: hidden?.id });
});
afterAll(async () => {
  await api?.close();
});

async function search(q: string, locale: 'ar' | 'en' = 'en') {
  const answer = await api.call('GET', `/api/search?q=${encodeURIComponent(q)}`, { locale });
  expect(answer.status, answer.text).toBe(200);
  return answer.json.data as { query: string; groups: Groups; counts: Record<keyof Groups, number>; total: number };
}

const marked = (text: string, ranges: { start: number; end: number }[]) =>
  ranges.map((range) => text.slice(range.start, range.end));

describe('GET /search', () => {
  it.each([
    ['alef with hamza, taa marbuta', 'اضاءه'],
    ['diacritics in the query', 'الإِضَاءَة'],
    ['alef maqsura written as yaa', 'مستشفي'],
    ['hamza under the alef', 'إضاءة'],
    ['without the article', 'مكتبه'],
  ])('finds Arabic text whatever its spelling: %s', async (_case, q) => {
    const result = await search(q, 'ar');
    expect(result.groups.events.map((hit) => hit.id)).toContain(fixture.event);
  });

  it('marks the matching words in the title as written', async () => {
    const result = await search('اضاءه مستشفي', 'ar');
    const hit = result.groups.events.find((entry) => entry.id === fixture.event);
    if (!hit) throw new Error('the event is found');
    expect(hit.title).toBe('أُمسيةُ الإِضاءةِ في مَكتبةِ المُستشفى');
    expect(marked(hit.title, hit.highlights.title)).toEqual(['الإِضاءةِ', 'المُستشفى']);
    expect(hit.path).toBe(`/events/${fixture.event}`);
    expect(hit.date).toBe('2027-02-16T15:00:00.000Z');
  });

  it('finds English words by their stem and marks them', async () => {
    const result = await search('screenings');
    const hit = result.groups.media.find((entry) => entry.id === fixture.news);
    if (!hit) throw new Error('the news item is found');
    expect(hit.path).toBe(`/media/news/${fixture.news}`);
    expect(marked(hit.title, hit.highlights.title)).toEqual(['screening']);
    expect(marked(hit.excerpt, hit.highlights.excerpt)).toEqual(['screens']);
    expect(result.counts.media).toBeGreaterThanOrEqual(1);
  });

  it('leaves out what is not published: scheduled media, companies under review', async () => {
    const result = await search('quorvane');
    expect(result.groups.media.map((hit) => hit.id)).toEqual([fixture.news]);
    expect(result.groups.exhibitors).toEqual([]);
    expect(result.total).toBe(1);
  });

  it('searches every group and answers the localized title with a page path', async () => {
    const [product] = await api.db.select().from(products).limit(1);
    const english = await search(product?.name.en ?? '');
    const hit = english.groups.products.find((entry) => entry.id === product?.id);
    expect(hit?.title).toBe(product?.name.en);
    expect(hit?.path).toBe(`/products/${product?.id}/${product?.slug}`);
    const arabic = await search(product?.name.en ?? '', 'ar');
    expect(arabic.groups.products.find((entry) => entry.id === product?.id)?.title).toBe(product?.name.ar);
    const everyGroup = await search('film');
    expect(Object.keys(everyGroup.groups).sort()).toEqual(
      ['events', 'exhibitors', 'media', 'products', 'sessions', 'workshops'].sort(),
    );
    expect(everyGroup.total).toBe(Object.values(everyGroup.counts).reduce((sum, count) => sum + count, 0));
    for (const hits of Object.values(everyGroup.groups)) expect(hits.length).toBeLessThanOrEqual(6);
    expect(everyGroup.groups.sessions.length + everyGroup.groups.workshops.length).toBeGreaterThan(0);
  });

  it('ranks title matches before matches in the text', async () => {
    const result = await search('zephyrine');
    expect(result.groups.events[0]?.id).toBe(fixture.event);
  });

  it('answers empty groups when nothing matches', async () => {
    const result = await search('xqzvv nothing here');
    expect(result.total).toBe(0);
    expect(Object.values(result.groups).every((hits) => hits.length === 0)).toBe(true);
    expect((await search('،')).total).toBe(0);
  });

  it('refuses an empty or blank query with a localized message', async () => {
    const blank = await api.call('GET', '/api/search?q=%20%20', { locale: 'ar' });
    expect(blank.status).toBe(400);
    expect(blank.json.errors).toEqual([{ key: 'q', value: 'اكتب كلمة للبحث عنها' }]);
    const empty = await api.call('GET', '/api/search?q=', { locale: 'en' });
    expect(empty.json.errors).toEqual([{ key: 'q', value: 'Type a word to search for' }]);
    expect((await api.call('GET', '/api/search')).status).toBe(400);
    expect((await api.call('GET', '/api/search?q=%00')).status).toBe(400);
    expect((await api.call('GET', `/api/search?q=${'a'.repeat(101)}`)).status).toBe(400);
  });

  it('treats LIKE wildcards as plain characters', async () => {
    expect((await search('%')).total).toBe(0);
    expect((await search('_')).total).toBe(0);
  });
});

describe('GET /search/suggestions', () => {
  async function suggestions(q: string, locale: 'ar' | 'en' = 'en') {
    const answer = await api.call('GET', `/api/search/suggestions?q=${encodeURIComponent(q)}`, { locale });
    expect(answer.status, answer.text).toBe(200);
    return answer.json.data.items as { group: string; id: number; title: string; path: string }[];
  }

  it('suggests titles with a word that starts with what was typed', async () => {
    const english = await suggestions('zephyr');
    expect(english).toEqual([
      { group: 'events', id: fixture.event, title: 'Zephyrine Lighting Evening', path: `/events/${fixture.event}` },
    ]);
    const arabic = await suggestions('اضا', 'ar');
    expect(arabic.map((item) => item.id)).toContain(fixture.event);
    for (const item of arabic) {
      expect(
        normalizeSearch(item.title)
          .split(' ')
          .some((word) => /^(ال)?اضا/.test(word)),
      ).toBe(true);
    }
  });

  it('answers in the language that matched, and at most 8', async () => {
    const typedInArabic = await suggestions('امسيه', 'en');
    expect(typedInArabic.find((item) => item.id === fixture.event)?.title).toBe('أُمسيةُ الإِضاءةِ في مَكتبةِ المُستشفى');
    expect((await suggestions('a')).length).toBeLessThanOrEqual(8);
    expect(await suggestions('xqzvv')).toEqual([]);
  });

  it('refuses a blank query', async () => {
    expect((await api.call('GET', '/api/search/suggestions?q=%20')).status).toBe(400);
  });
});
