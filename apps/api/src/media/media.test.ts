import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaItems } from '../db/schema.ts';
import { startTestApp, type TestApp } from '../test/test-app.ts';

type Summary = {
  id: number;
  type: 'news' | 'gallery' | 'video' | 'press';
  title: string;
  summary: string;
  coverUrl: string;
  publishedAt: string;
  photoCount: number;
};
type Page = { items: Summary[]; pagination: { page: number; perPage: number; total: number; lastPage: number } };

let api: TestApp;
let scheduledId = 0;
beforeAll(async () => {
  api = await startTestApp();
  const [row] = await api.db
    .insert(mediaItems)
    .values({
      type: 'news',
      title: { ar: 'خبر مجدول', en: 'A scheduled story' },
      summary: { ar: 'لاحقًا', en: 'Later' },
      body: { ar: 'لاحقًا', en: 'Later' },
      coverUrl: '/uploads/demo/media/scheduled.svg',
      publishedAt: new Date(Date.now() + 24 * 60 * 60 * 1000),
    })
    .returning({ id: mediaItems.id });
  scheduledId = row?.id ?? 0;
});
afterAll(async () => {
  await api?.close();
});

async function list(query: string, locale: 'ar' | 'en' = 'en'): Promise<Page> {
  const { status, json } = await api.call('GET', `/api/media?${query}`, { locale });
  expect(status).toBe(200);
  return json.data;
}

async function firstOf(type: Summary['type']): Promise<Summary> {
  const item = (await list(`type=${type}&perPage=1`)).items[0];
  if (!item) throw new Error(`no ${type}`);
  return item;
}

describe('GET /media', () => {
  it('lists every published item newest first, and leaves out what is scheduled for later', async () => {
    const all = await list('perPage=50');
    expect(all.pagination.total).toBe(20);
    const dates = all.items.map((item) => Date.parse(item.publishedAt));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(new Set(all.items.map((item) => item.type))).toEqual(new Set(['news', 'gallery', 'video', 'press']));
    expect(all.items.some((item) => item.id === scheduledId)).toBe(false);
  });

  it('lists one type at a time', async () => {
    const expected = { news: 8, gallery: 4, video: 3, press: 5 };
    for (const [type, total] of Object.entries(expected)) {
      const page = await list(`type=${type}&perPage=50`);
      expect(page.pagination.total, type).toBe(total);
      expect(page.items.every((item) => item.type === type)).toBe(true);
    }
    const galleries = await list('type=gallery', 'ar');
    expect(galleries.items.every((item) => item.photoCount > 0 && /[\u0600-\u06FF]/.test(item.title))).toBe(true);
  });

  it('pages with the pagination, and answers an empty page past the last', async () => {
    const first = await list('type=news&perPage=3');
    expect(first.pagination).toEqual({ page: 1, perPage: 3, total: 8, lastPage: 3 });
    const last = await list('type=news&perPage=3&page=3');
    expect(last.items).toHaveLength(2);
    expect((await list('type=news&perPage=3&page=4')).items).toEqual([]);
  });

  it('refuses an unknown type and a page size above the limit, in both languages', async () => {
    const english = await api.call('GET', '/api/media?type=podcast&perPage=51');
    expect(english.status).toBe(400);
    expect(english.json.errors).toEqual(
      expect.arrayContaining([
        { key: 'type', value: 'Choose one of the allowed values' },
        { key: 'perPage', value: 'Enter a value of at most 50' },
      ]),
    );
    const arabic = await api.call('GET', '/api/media?type=podcast', { locale: 'ar' });
    expect(arabic.json.errors).toEqual([{ key: 'type', value: 'اختر إحدى القيم المسموح بها' }]);
  });
});

describe('GET /media/{type}/{id}', () => {
  it('answers an article with its body and related news', async () => {
    const news = await firstOf('news');
    const { status, json } = await api.call('GET', `/api/media/news/${news.id}`);
    expect(status).toBe(200);
    const item = json.data.item;
    expect(item).toMatchObject({ id: news.id, type: 'news', title: news.title, photos: [], video: null });
    expect(item.body.split('\n\n').length).toBeGreaterThan(1);
    expect(item.related).toHaveLength(3);
    expect(item.related.every((related: Summary) => related.type === 'news' && related.id !== news.id)).toBe(true);
  });

  it('answers a gallery with its photos in order, captioned in the language asked for', async () => {
    const gallery = await firstOf('gallery');
    const english = (await api.call('GET', `/api/media/gallery/${gallery.id}`)).json.data.item;
    const arabic = (await api.call('GET', `/api/media/gallery/${gallery.id}`, { locale: 'ar' })).json.data.item;
    expect(english.photos.length).toBe(gallery.photoCount);
    expect(english.photos.length).toBeGreaterThan(1);
    for (const [i, photo] of english.photos.entries()) {
      expect(photo).toMatchObject({ url: expect.stringMatching(/^\/uploads\/demo\/gallery\//) });
      expect(photo.caption).not.toBe('');
      expect(photo.alt).toBe(photo.caption);
      expect(arabic.photos[i].id).toBe(photo.id);
      expect(arabic.photos[i].alt).toMatch(/[\u0600-\u06FF]/);
    }
    expect(english.related.every((related: Summary) => related.type === 'gallery')).toBe(true);
  });

  it('answers a seeded video with its file, its poster and a caption file per language, all in the store', async () => {
    const video = await firstOf('video');
    const { json } = await api.call('GET', `/api/media/video/${video.id}`);
    const { url, captions } = json.data.item.video;
    expect(json.data.item.video).toEqual({
      url: expect.stringMatching(/^\/uploads\/demo\/videos\/.+\.mp4$/),
      posterUrl: video.coverUrl,
      captions: {
        url: captions.tracks[0].url,
        format: 'vtt',
        languages: ['ar', 'en'],
        tracks: [
          { language: 'ar', url: expect.stringMatching(/^\/uploads\/demo\/captions\/.+\.ar\.vtt$/) },
          { language: 'en', url: expect.stringMatching(/^\/uploads\/demo\/captions\/.+\.en\.vtt$/) },
        ],
      },
    });
    expect(json.data.item.photos).toEqual([]);

    // the video is served from the store as an MP4 (its file type box), small enough for the demo data
    const file = await api.app.inject({ method: 'GET', url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('video/mp4');
    expect(file.rawPayload.subarray(4, 8).toString('latin1')).toBe('ftyp');
    expect(file.rawPayload.length).toBeLessThan(300 * 1024);

    // each caption file is WebVTT in its own language only
    const [arabic, english] = await Promise.all(
      captions.tracks.map((track: { url: string }) => api.app.inject({ method: 'GET', url: track.url })),
    );
    for (const answer of [arabic, english]) {
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toMatch(/^text\/vtt/);
      expect(answer.body.startsWith('WEBVTT')).toBe(true);
    }
    const cueText = (body: string) =>
      body
        .split('\n')
        .filter((line) => line && !/^(WEBVTT|\d+|\d\d:.+-->.+)$/.test(line))
        .join(' ');
    expect(cueText(arabic.body)).toMatch(/[\u0600-\u06FF]/);
    expect(cueText(arabic.body)).not.toMatch(/[A-Za-z]/);
    expect(cueText(english.body)).not.toMatch(/[\u0600-\u06FF]/);
  });

  it('answers 404 for an id under another type, unknown or scheduled, and 400 for malformed ones', async () => {
    const gallery = await firstOf('gallery');
    const wrongType = await api.call('GET', `/api/media/news/${gallery.id}`);
    expect(wrongType.status).toBe(404);
    expect(wrongType.json).toEqual({ errors: [{ key: 'error', value: 'Not found' }] });
    expect((await api.call('GET', `/api/media/press/${gallery.id}`)).status).toBe(404);
    expect((await api.call('GET', '/api/media/news/999999')).status).toBe(404);
    expect((await api.call('GET', `/api/media/news/${scheduledId}`)).status).toBe(404);
    const badType = await api.call('GET', `/api/media/podcast/${gallery.id}`);
    expect(badType.status).toBe(400);
    expect(badType.json.errors).toEqual([{ key: 'type', value: 'Choose one of the allowed values' }]);
    expect((await api.call('GET', '/api/media/news/abc')).status).toBe(400);
    expect((await api.call('GET', '/api/media/news/99999999999')).status).toBe(400);
  });
});
