import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/test-app.ts';

let api: TestApp;
beforeAll(async () => {
  api = await startTestApp();
});
afterAll(async () => {
  await api?.close();
});

type FaqList = {
  groups: { category: string; items: { id: number; question: string; answer: string }[] }[];
  total: number;
};

async function faqs(query: string, locale: 'ar' | 'en' = 'ar'): Promise<FaqList> {
  const { status, json } = await api.call('GET', `/api/faqs${query}`, { locale });
  expect(status).toBe(200);
  return json.data;
}

const questions = (list: FaqList) => list.groups.flatMap((group) => group.items.map((item) => item.question));

describe('GET /pages/{slug}', () => {
  it('answers a managed page in the language asked for', async () => {
    const english = await api.call('GET', '/api/pages/about-us');
    expect(english.status).toBe(200);
    expect(english.json.data.page).toMatchObject({ slug: 'about-us', title: 'About us' });
    expect(english.json.data.page.body.split('\n\n').length).toBeGreaterThan(2);
    expect(Number.isNaN(Date.parse(english.json.data.page.updatedAt))).toBe(false);
    const arabic = await api.call('GET', '/api/pages/terms-conditions', { locale: 'ar' });
    expect(arabic.json.data.page.title).toBe('الشروط والأحكام');
    expect((await api.call('GET', '/api/pages/Privacy-Policy')).json.data.page.slug).toBe('privacy-policy');
  });

  it('answers 404 for an unknown page and 400 for a slug that cannot be one', async () => {
    const unknown = await api.call('GET', '/api/pages/no-such-page', { locale: 'ar' });
    expect(unknown.status).toBe(404);
    expect(unknown.json).toEqual({ errors: [{ key: 'error', value: 'غير موجود' }] });
    for (const bad of ['bad_slug', 'a--b', '-a', `${'a'.repeat(81)}`, '%00']) {
      const response = await api.call('GET', `/api/pages/${bad}`);
      expect(response.status, bad).toBe(400);
      expect(response.json.errors[0].key).toBe('slug');
    }
  });
});

describe('GET /faqs', () => {
  it('answers every question grouped by category, in the forum order', async () => {
    const english = await faqs('', 'en');
    expect(english.total).toBe(14);
    expect(english.groups.map((group) => [group.category, group.items.length])).toEqual([
      ['Registration and tickets', 4],
      ['Conference and workshops', 4],
      ['Exhibition', 3],
      ['Shop and orders', 3],
    ]);
    expect(english.groups[0]?.items[0]).toMatchObject({ question: 'Is the forum free to attend?' });
    const arabic = await faqs('');
    expect(arabic.groups[0]?.category).toBe('التسجيل والتذاكر');
  });

  it('searches questions and answers with the Arabic normalisation', async () => {
    // the stored question carries harakat; the query has none
    expect(questions(await faqs(`?q=${encodeURIComponent('تسجل الجلسات')}`))).toContain('هل تُسجَّل الجلسات؟');
    // taa marbuta written as haa, and alef without its hamza
    const badge = questions(await faqs(`?q=${encodeURIComponent('احصل على بطاقه الدخول')}`));
    expect(badge).toEqual(['كيف أحصل على بطاقة الدخول؟']);
    const full = await faqs(`?q=${encodeURIComponent('ورشه')}`);
    expect(questions(full)).toContain('ماذا لو امتلأت ورشة العمل؟');
    expect(full.total).toBe(questions(full).length);
  });

  it('searches in English without regard to case, and answers an empty list when nothing matches', async () => {
    expect(questions(await faqs('?q=PARKING', 'en'))).toEqual(['Is there parking at the venue?']);
    expect(await faqs('?q=zzzz-nothing', 'en')).toEqual({ groups: [], total: 0 });
    const tooLong = await api.call('GET', `/api/faqs?q=${'a'.repeat(101)}`);
    expect(tooLong.status).toBe(400);
    expect(tooLong.json.errors).toEqual([{ key: 'q', value: 'Enter at most 100 characters' }]);
  });
});

describe('GET /services', () => {
  it('lists the services in order, and answers one with its full text', async () => {
    const list = await api.call('GET', '/api/services');
    expect(list.status).toBe(200);
    const items = list.json.data.items as { id: number; title: string; icon: string; imageUrl: string }[];
    expect(items).toHaveLength(6);
    expect(items[0]).toMatchObject({ title: 'Film market meetings', icon: 'handshake' });
    const first = items[0]?.id;
    const one = await api.call('GET', `/api/services/${first}`, { locale: 'ar' });
    expect(one.json.data.service).toMatchObject({ id: first, title: 'لقاءات سوق الأفلام' });
    expect(one.json.data.service.body).toContain('\n\n');
    expect((await api.call('GET', '/api/services/999999')).status).toBe(404);
    expect((await api.call('GET', '/api/services/one')).status).toBe(400);
  });
});

describe('GET /community', () => {
  it('answers the page text with figures, featured speakers, exhibitors and coming events from the data', async () => {
    const { status, json } = await api.call('GET', '/api/community');
    expect(status).toBe(200);
    const community = json.data;
    expect(community.page.title).toBe('The forum community');
    expect(community.figures).toMatchObject({ exhibitors: 30, workshops: 8, events: 10 });
    expect(community.figures.sessions).toBeGreaterThanOrEqual(40);
    expect(community.figures.speakers).toBeGreaterThanOrEqual(20);
    expect(community.figures.countries).toBeGreaterThanOrEqual(10);
    expect(community.speakers.length).toBeGreaterThan(0);
    expect(community.speakers.length).toBeLessThanOrEqual(8);
    expect(community.speakers.map((speaker: { name: string }) => speaker.name)).toContain('Reem Al-Omari');
    expect(community.exhibitors).toHaveLength(12);
    const now = Date.now();
    expect(community.events.length).toBeLessThanOrEqual(3);
    for (const event of community.events) expect(Date.parse(event.startsAt)).toBeGreaterThan(now - 7 * 86_400_000);
  });
});

describe('GET /sitemap', () => {
  it('lists everything public that has a page, titled in the language asked for', async () => {
    const { status, json } = await api.call('GET', '/api/sitemap', { locale: 'ar' });
    expect(status).toBe(200);
    const sitemap = json.data;
    expect(sitemap.pages.map((page: { slug: string }) => page.slug)).toEqual(
      expect.arrayContaining(['about-us', 'terms-conditions', 'community', 'privacy-policy']),
    );
    expect(sitemap.exhibitors).toHaveLength(30);
    expect(sitemap.events).toHaveLength(10);
    expect(sitemap.media).toHaveLength(20);
    expect(sitemap.services).toHaveLength(6);
    expect(sitemap.products.length).toBeGreaterThanOrEqual(60);
    expect(sitemap.sessions.length).toBeGreaterThanOrEqual(40);
    expect(sitemap.speakers.length).toBeGreaterThan(20);
    expect(sitemap.workshops).toHaveLength(8);
    expect(sitemap.sessions[0]).toMatchObject({
      id: expect.any(Number),
      title: expect.stringMatching(/[\u0600-\u06FF]/),
    });
    expect(sitemap.media[0]).toMatchObject({
      type: expect.any(String),
      title: expect.stringMatching(/[\u0600-\u06FF]/),
    });
    expect(sitemap.products[0]).toMatchObject({ id: expect.any(Number), slug: expect.any(String) });
  });
});
