import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { PICTURE_WIDTHS, pictureOf } from '@forum/contract/pictures';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { mediaItems } from '../../apps/api/src/db/schema.ts';
import { desktop, newPage, phone } from '../support/browser.ts';
import { type E2eServer, getServer } from '../support/server.ts';

let server: E2eServer;
beforeAll(async () => {
  server = await getServer();
});

// Arabic on a phone (right to left, touch), English on a desktop
const languages = {
  ar: {
    prefix: '',
    device: phone,
    forward: 'ArrowLeft',
    backward: 'ArrowRight',
    texts: {
      events: 'الفعاليات',
      pastTab: 'الفعاليات السابقة',
      ended: 'انتهت',
      tilesFailed: 'تعذّر تحميل صور الخريطة',
      searchUnavailable: 'البحث عن العناوين غير متاح الآن',
      searchLabel: 'ابحث عن عنوان على الخريطة',
      search: 'بحث',
      shown: 'المعروض على الخريطة',
      zone: 'غرينتش+3',
      galleriesTab: 'معارض الصور',
      position: (n: number, m: number) => `${n} من ${m}`,
      comingSoon: 'سيُنشر المقطع قريبًا',
    },
  },
  en: {
    prefix: '/en',
    device: desktop,
    forward: 'ArrowRight',
    backward: 'ArrowLeft',
    texts: {
      events: 'Events',
      pastTab: 'Past events',
      ended: 'Ended',
      tilesFailed: 'The map images cannot be loaded right now',
      searchUnavailable: 'The address search is unavailable right now',
      searchLabel: 'Find an address on the map',
      search: 'Search',
      shown: 'Shown on the map',
      zone: 'GMT+3',
      galleriesTab: 'Photo galleries',
      position: (n: number, m: number) => `${n} of ${m}`,
      comingSoon: 'The video will be published soon',
    },
  },
} as const;

const TILES = /tile\.openstreetmap\.org/;
const GEOCODER = /nominatim\.openstreetmap\.org/;

type Summary = { id: number; type: string; title: string; photoCount: number };

async function apiGet<T>(path: string, locale: 'ar' | 'en'): Promise<T> {
  const response = await fetch(`${server.baseUrl}/api${path}`, { headers: { 'LOCALE-CODE': locale } });
  return ((await response.json()) as { data: T }).data;
}

async function mediaOf(type: string, locale: 'ar' | 'en' = 'en'): Promise<Summary[]> {
  return (await apiGet<{ items: Summary[] }>(`/media?type=${type}&perPage=50`, locale)).items;
}

/** No outside service is reachable here: the map's tiles fail as they would on a closed network. */
async function withoutTiles(page: Page) {
  await page.route(TILES, (route) => route.abort('internetdisconnected'));
}

/** An .ics text with its folded lines joined and its text escapes undone (RFC 5545 §3.1, §3.3.11). */
function unfoldCalendar(text: string): string {
  return text.replace(/\r\n[ \t]/g, '').replace(/\\([,;\\])/g, '$1');
}

async function expectNoSeriousViolations(page: Page) {
  const result = await new AxeBuilder({ page }).analyze();
  const serious = result.violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''));
  expect(
    serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`),
  ).toEqual([]);
}

describe.each(Object.entries(languages))('events, in %s', (locale, { prefix, device, texts }) => {
  it('lists upcoming events by date with Riyadh time, and past ones on their tab', async () => {
    const { page, context, errors } = await newPage(device);
    await page.goto(`${server.baseUrl}${prefix}/events`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(texts.events);
    const cards = page.getByTestId('event-card');
    expect(await cards.count()).toBeGreaterThan(1);
    expect(await page.getByText(texts.zone).count()).toBeGreaterThan(0);
    // soonest first
    const times = await cards
      .locator('time')
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('datetime')));
    const starts = times.filter((time): time is string => time !== null);
    expect(starts).toEqual([...starts].sort());

    await page.getByRole('link', { name: texts.pastTab, exact: true }).click();
    await page.waitForURL(/when=past/);
    await expect.poll(() => page.getByTestId('event-status').first().textContent()).toContain(texts.ended);
    const statuses = await page.getByTestId('event-status').allTextContents();
    expect(statuses.every((status) => status.includes(texts.ended))).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens an event from the list, downloads its .ics, and stays whole without map tiles', async () => {
    const { page, context, errors } = await newPage(device);
    await withoutTiles(page);
    await page.goto(`${server.baseUrl}${prefix}/events`);
    const link = page.getByTestId('event-card').first().getByRole('link');
    const title = (await link.textContent()) ?? '';
    await link.click();
    await page.waitForURL(/\/events\/\d+$/);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(title);
    expect(await page.getByTestId('event-zone').textContent()).toContain(texts.zone);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('add-to-calendar').click()]);
    expect(download.suggestedFilename()).toMatch(/^event-\d+\.ics$/);
    const calendar = unfoldCalendar(await readFile(await download.path(), 'utf8'));
    expect(calendar.startsWith('BEGIN:VCALENDAR')).toBe(true);
    expect(calendar).toContain(`SUMMARY:${title}\r\n`);

    // the map: its container, a marker at the place, the address and a link that opens it in maps
    const canvas = page.getByTestId('place-map-canvas');
    await canvas.scrollIntoViewIfNeeded();
    await expect.poll(() => canvas.getAttribute('class'), { timeout: 15_000 }).toContain('leaflet-container');
    expect(await canvas.boundingBox().then((box) => Math.round(box?.height ?? 0))).toBe(400);
    expect(await page.locator('.place-map-pin').count()).toBe(1);
    await expect.poll(() => page.getByTestId('place-map-note').textContent()).toContain(texts.tilesFailed);
    expect(await page.getByTestId('open-in-maps').getAttribute('href')).toMatch(
      /^https:\/\/www\.google\.com\/maps\?q=-?\d+(\.\d+)?,-?\d+(\.\d+)?$/,
    );
    // the rest of the page still works: the map takes the keyboard, the calendar link is still there
    await canvas.focus();
    await page.keyboard.press('+');
    expect(await page.getByTestId('add-to-calendar').isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('says so when the address search cannot be reached, and shows an address it finds', async () => {
    const [event] = (await apiGet<{ items: { id: number }[] }>('/events', locale as 'ar' | 'en')).items;
    const { page, context, errors } = await newPage(device);
    await withoutTiles(page);
    let answer: 'down' | 'up' = 'down';
    await page.route(GEOCODER, (route) =>
      answer === 'down'
        ? route.abort('internetdisconnected')
        : route.fulfill({
            contentType: 'application/json',
            headers: { 'access-control-allow-origin': '*' },
            body: JSON.stringify([{ lat: '24.7743', lon: '46.7386', display_name: 'King Fahd Road, Riyadh' }]),
          }),
    );
    await page.goto(`${server.baseUrl}${prefix}/events/${event?.id}`);
    const input = page.getByLabel(texts.searchLabel, { exact: true });
    await input.fill('King Fahd Road');
    await page.getByRole('button', { name: texts.search, exact: true }).click();
    await expect
      .poll(() => page.getByTestId('place-map-search-status').textContent())
      .toContain(texts.searchUnavailable);

    answer = 'up';
    await page.getByRole('button', { name: texts.search, exact: true }).click();
    const result = page.getByRole('button', { name: 'King Fahd Road, Riyadh' });
    await result.click();
    await expect.poll(() => page.getByText(texts.shown).count()).toBe(1);
    await expect.poll(() => page.locator('.place-map-pin--found').count(), { timeout: 15_000 }).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the map', () => {
  it('loads Leaflet only on a page with a map, and only when the map comes into view', async () => {
    const { page, context } = await newPage(phone);
    await withoutTiles(page);
    const leaflet: string[] = [];
    page.on('request', (request) => {
      if (/leaflet/i.test(request.url())) leaflet.push(request.url());
    });
    await page.goto(`${server.baseUrl}/events`, { waitUntil: 'networkidle' });
    await page.goto(`${server.baseUrl}/media`, { waitUntil: 'networkidle' });
    expect(leaflet).toEqual([]);

    const [event] = (await apiGet<{ items: { id: number }[] }>('/events', 'ar')).items;
    await page.goto(`${server.baseUrl}/events/${event?.id}`, { waitUntil: 'networkidle' });
    expect(leaflet).toEqual([]);
    await page.getByTestId('place-map-canvas').scrollIntoViewIfNeeded();
    await expect.poll(() => leaflet.some((url) => url.endsWith('.js'))).toBe(true);
    await expect.poll(() => leaflet.some((url) => url.endsWith('.css'))).toBe(true);
    await context.close();
  });

  it('takes its tiles and search from the settings, and the page policy allows exactly those hosts', async () => {
    const settings = await apiGet<{ settings: { maps: Record<string, string> } }>('/settings', 'en');
    expect(settings.settings.maps).toEqual({
      tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      attribution: '© OpenStreetMap contributors',
      geocoderUrl: 'https://nominatim.openstreetmap.org/search',
    });
    const response = await fetch(`${server.baseUrl}/events`);
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("img-src 'self' data: blob: https://tile.openstreetmap.org;");
    expect(policy).toContain("connect-src 'self' https://nominatim.openstreetmap.org;");
  });
});

describe('unknown events and media', () => {
  it.each([
    '/events/999999',
    '/events/abc',
    '/en/events/9999999999',
    '/media/news/999999',
    '/media/podcast/1',
    '/en/media/gallery/abc',
  ])('%s is the 404 page', async (path) => {
    const { page, context } = await newPage(desktop);
    const response = await page.goto(`${server.baseUrl}${path}`);
    expect(response?.status()).toBe(404);
    expect(new URL(page.url()).pathname).toBe(path.startsWith('/en') ? '/en/404' : '/404');
    await context.close();
  });

  it('does not find an item under another kind', async () => {
    const [news] = await mediaOf('news');
    const response = await fetch(`${server.baseUrl}/media/video/${news?.id}`, { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/404');
  });
});

describe.each(Object.entries(languages))(
  'the media centre, in %s',
  (locale, { prefix, device, texts, forward, backward }) => {
    it('filters by kind with its tabs', async () => {
      const { page, context, errors } = await newPage(device);
      await page.goto(`${server.baseUrl}${prefix}/media`);
      const types = await page.getByTestId('media-card').evaluateAll((cards) => cards.map((card) => card.dataset.type));
      expect(new Set(types).size).toBeGreaterThan(1);
      await page.getByTestId('media-tab-gallery').click();
      await page.waitForURL(/type=gallery/);
      await expect.poll(() => page.getByTestId('media-tab-gallery').getAttribute('aria-current')).toBe('page');
      expect(await page.getByTestId('media-tab-gallery').textContent()).toBe(texts.galleriesTab);
      const galleries = await page
        .getByTestId('media-card')
        .evaluateAll((cards) => cards.map((card) => card.dataset.type));
      expect(galleries.length).toBe((await mediaOf('gallery')).length);
      expect(new Set(galleries)).toEqual(new Set(['gallery']));
      expect(errors).toEqual([]);
      await context.close();
    });

    it('opens a gallery and moves through it by keyboard, and Escape gives the focus back', async () => {
      const { page, context, errors } = await newPage(device);
      await page.goto(`${server.baseUrl}${prefix}/media?type=gallery`);
      await page.getByTestId('media-card').first().getByRole('link').click();
      await page.waitForURL(/\/media\/gallery\/\d+$/);
      await page.getByTestId('gallery').waitFor();
      const thumbs = page.getByTestId('gallery').getByRole('button');
      const total = await thumbs.count();
      expect(total).toBeGreaterThan(2);

      await thumbs.nth(1).focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog');
      await expect.poll(() => dialog.isVisible()).toBe(true);
      expect(await dialog.getAttribute('aria-modal')).toBe('true');
      const position = page.getByTestId('lightbox-position');
      expect(await position.textContent()).toBe(texts.position(2, total));
      const caption = await page.getByTestId('lightbox-caption').textContent();

      await page.keyboard.press(forward);
      await expect.poll(() => position.textContent()).toBe(texts.position(3, total));
      expect(await page.getByTestId('lightbox-caption').textContent()).not.toBe(caption);
      await page.keyboard.press(backward);
      await page.keyboard.press(backward);
      await expect.poll(() => position.textContent()).toBe(texts.position(1, total));
      await page.keyboard.press(backward);
      await expect.poll(() => position.textContent()).toBe(texts.position(total, total));

      // the focus stays inside the viewer
      for (let press = 0; press < 6; press++) {
        await page.keyboard.press('Tab');
        expect(await page.evaluate(() => Boolean(document.activeElement?.closest('dialog')))).toBe(true);
      }
      await expectNoSeriousViolations(page);

      await page.keyboard.press('Escape');
      await expect.poll(() => dialog.count()).toBe(0);
      expect(await thumbs.nth(1).evaluate((thumb) => thumb === document.activeElement)).toBe(true);
      expect(errors).toEqual([]);
      await context.close();
    });

    it('plays a seeded video with a caption track per language, the page’s own shown; one without its file says it is coming', async () => {
      const [video] = await mediaOf('video');
      if (!video) throw new Error('no seeded video');
      const { page, context, errors } = await newPage(device);
      await page.goto(`${server.baseUrl}${prefix}/media/video/${video.id}`);
      const player = page.locator('video[controls]');
      expect(await player.getAttribute('poster')).toMatch(/\.svg$/);
      const source = await player.locator('source').getAttribute('src');
      expect(source).toMatch(/^\/uploads\/demo\/videos\/.+\.mp4$/);
      const tracks = await player
        .locator('track')
        .evaluateAll((nodes) =>
          nodes.map((node) => [
            node.getAttribute('kind'),
            node.getAttribute('srclang'),
            node.getAttribute('src'),
            node.hasAttribute('default'),
          ]),
        );
      expect(tracks).toEqual([
        ['captions', 'ar', expect.stringMatching(/\.ar\.vtt$/), locale === 'ar'],
        ['captions', 'en', expect.stringMatching(/\.en\.vtt$/), locale === 'en'],
      ]);

      // the file is a real video: it loads, lasts a few seconds, and plays (muted, as a browser allows)
      const loaded = await player.evaluate(
        (element: HTMLVideoElement) =>
          new Promise<{ duration: number; width: number }>((resolve, reject) => {
            element.addEventListener('loadedmetadata', () =>
              resolve({ duration: element.duration, width: element.videoWidth }),
            );
            element.addEventListener('error', () => reject(new Error(`video error ${element.error?.code}`)));
            element.preload = 'auto';
            element.load();
          }),
      );
      expect(loaded.duration).toBeGreaterThan(5);
      expect(loaded.duration).toBeLessThan(40);
      expect(loaded.width).toBeGreaterThan(0);
      await player.evaluate(async (element: HTMLVideoElement) => {
        element.muted = true;
        await element.play();
      });
      await expect.poll(() => player.evaluate((element: HTMLVideoElement) => element.currentTime)).toBeGreaterThan(0.2);

      // the page's language's track is the one shown, and its words are in that language only
      const firstCue = async (language: string) =>
        player.evaluate(
          (element: HTMLVideoElement, wanted) =>
            new Promise<string>((resolve) => {
              const track = Array.from(element.textTracks).find((candidate) => candidate.language === wanted);
              if (!track) return resolve('');
              if (track.mode === 'disabled') track.mode = 'hidden';
              const read = () => {
                const cue = track.cues?.[0] as VTTCue | undefined;
                if (cue) resolve(cue.text);
                else setTimeout(read, 50);
              };
              read();
            }),
          language,
        );
      expect(
        await player.evaluate(
          (element: HTMLVideoElement) =>
            Array.from(element.textTracks).find((track) => track.mode === 'showing')?.language,
        ),
      ).toBe(locale);
      const arabicCue = await firstCue('ar');
      const englishCue = await firstCue('en');
      expect(arabicCue).toMatch(/[\u0600-\u06FF]/);
      expect(arabicCue).not.toMatch(/[A-Za-z]/);
      expect(englishCue).toMatch(/^[^\u0600-\u06FF]+$/);
      await expectNoSeriousViolations(page);

      // every seeded video, not only the first: a file of its own, served as MP4, with both caption files
      const videos = await mediaOf('video');
      expect(videos.length).toBeGreaterThanOrEqual(3);
      const files = new Set<string>();
      for (const other of videos) {
        const html = await (await fetch(`${server.baseUrl}${prefix}/media/video/${other.id}`)).text();
        const file = /<source src="([^"]+\.mp4)"/.exec(html)?.[1];
        if (!file) throw new Error(`video ${other.id} has no file`);
        files.add(file);
        const answer = await fetch(`${server.baseUrl}${file}`);
        expect(answer.headers.get('content-type')).toBe('video/mp4');
        expect((await answer.arrayBuffer()).byteLength).toBeGreaterThan(20_000);
        for (const language of ['ar', 'en']) {
          const track = new RegExp(`<track[^>]*src="([^"]+\\.${language}\\.vtt)"`).exec(html)?.[1];
          if (!track) throw new Error(`video ${other.id} has no ${language} captions`);
          expect(await (await fetch(`${server.baseUrl}${track}`)).text()).toMatch(/^WEBVTT/);
        }
      }
      expect(files.size).toBe(videos.length);

      // a video not published yet (no file) shows its poster and says so, not a player that cannot play
      const [published] = await server.db
        .select({ videoUrl: mediaItems.videoUrl })
        .from(mediaItems)
        .where(eq(mediaItems.id, video.id));
      await server.db.update(mediaItems).set({ videoUrl: null }).where(eq(mediaItems.id, video.id));
      try {
        // another address than the one a guest's page may be kept under (the database changed behind the API)
        await page.goto(`${server.baseUrl}${prefix}/media/video/${video.id}?unpublished=1`);
        expect(await page.getByTestId('video-soon').textContent()).toContain(texts.comingSoon);
        expect(await page.locator('video').count()).toBe(0);
      } finally {
        await server.db
          .update(mediaItems)
          .set({ videoUrl: published?.videoUrl ?? null })
          .where(eq(mediaItems.id, video.id));
      }
      expect(errors).toEqual([]);
      await context.close();
    });
  },
);

describe('the media list', () => {
  it('pages through every item, twelve at a time', async () => {
    const total = (await apiGet<{ pagination: { total: number } }>('/media', 'en')).pagination.total;
    expect(total).toBeGreaterThan(12);
    const { page, context } = await newPage(desktop);
    await page.goto(`${server.baseUrl}/en/media`);
    expect(await page.getByTestId('media-card').count()).toBe(12);
    await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Next page' }).click();
    await page.waitForURL(/page=2/);
    await expect.poll(() => page.getByTestId('media-card').count()).toBe(Math.min(12, total - 12));
    expect(await page.getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${server.baseUrl}/en/media?page=2`);
    await context.close();
  });
});

describe('articles', () => {
  it('renders a news article as paragraphs and describes it as a NewsArticle', async () => {
    const [news] = await mediaOf('news');
    const { page, context } = await newPage(desktop);
    await page.goto(`${server.baseUrl}/en/media/news/${news?.id}`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(news?.title);
    expect(await page.locator('.media-item__body p').count()).toBeGreaterThan(0);
    const graph = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as {
      '@graph': { '@type': string; headline?: string; itemListElement?: unknown[] }[];
    };
    const article = graph['@graph'].find((node) => node['@type'] === 'NewsArticle');
    expect(article?.headline).toBe(news?.title);
    expect(graph['@graph'].find((node) => node['@type'] === 'BreadcrumbList')?.itemListElement).toHaveLength(4);
    await context.close();
  });
});

describe('accessibility of the events and media pages', () => {
  let paths: string[] = [];
  beforeAll(async () => {
    const [event] = (await apiGet<{ items: { id: number }[] }>('/events', 'en')).items;
    const [gallery] = await mediaOf('gallery');
    const [news] = await mediaOf('news');
    paths = ['/events', `/events/${event?.id}`, '/media', `/media/gallery/${gallery?.id}`, `/media/news/${news?.id}`];
  });

  it.each(Object.entries(languages))(
    'has no serious or critical violation, in %s',
    async (_locale, { prefix, device }) => {
      const { page, context } = await newPage(device);
      await withoutTiles(page);
      for (const path of paths) {
        await page.goto(`${server.baseUrl}${prefix}${path}`, { waitUntil: 'networkidle' });
        await expectNoSeriousViolations(page);
      }
      await context.close();
    },
  );
});

describe('uploaded photographs in the width and format each screen needs (decision 047)', () => {
  let gallery: { id: number; photos: { url: string }[] };
  beforeAll(async () => {
    for (const each of await mediaOf('gallery')) {
      const item = await apiGet<{ item: { photos: { url: string }[] } }>(`/media/gallery/${each.id}`, 'en');
      if (item.item.photos.some((photo) => pictureOf(photo.url))) {
        gallery = { id: each.id, ...item.item };
        break;
      }
    }
    if (!gallery) throw new Error('no demo gallery with photographs');
  });

  it('offers every width in AVIF and WebP, reserves the place, and a phone fetches a narrow AVIF', async () => {
    const { page, context } = await newPage(phone);
    const fetched: string[] = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() === 'image') fetched.push(new URL(request.url()).pathname);
    });
    await page.goto(`${server.baseUrl}/media/gallery/${gallery.id}`);
    const pictures = page.getByTestId('gallery').locator('picture');
    const photographs = gallery.photos.flatMap((photo) => pictureOf(photo.url) ?? []);
    expect(await pictures.count()).toBe(photographs.length);
    const first = photographs[0];
    if (!first) throw new Error('no photograph');
    const srcset = (format: 'avif' | 'webp' | 'fallback') =>
      first.variants.map((variant) => `${variant[format]} ${variant.width}w`).join(', ');
    const picture = pictures.first();
    expect(await picture.locator('source[type="image/avif"]').getAttribute('srcset')).toBe(srcset('avif'));
    expect(await picture.locator('source[type="image/webp"]').getAttribute('srcset')).toBe(srcset('webp'));
    const image = picture.locator('img');
    expect(await image.getAttribute('srcset')).toBe(srcset('fallback'));
    // as wide as media.css draws a thumbnail (pictureSpots.galleryThumb); the phones below check it against the page
    expect(await image.getAttribute('sizes')).toBe(
      '(min-width: 880px) calc((52rem - 1.5rem) / 3), (min-width: 768px) calc((100vw - 4.5rem) / 3), calc(50vw - 1.25rem)',
    );
    expect([await image.getAttribute('width'), await image.getAttribute('height')]).toEqual([
      String(first.width),
      String(first.height),
    ]);
    await page.waitForLoadState('networkidle');
    const photographsFetched = fetched.filter((path) => /\/uploads\/demo\/gallery\/.+-\d+x\d+/.test(path));
    expect(photographsFetched.length).toBeGreaterThan(0);
    // two thumbnails a line on a 390 px phone at DPR 1: 175 px wide, the narrowest AVIF
    for (const path of photographsFetched) expect(path).toMatch(new RegExp(`-${PICTURE_WIDTHS[0]}\\.avif$`));
    await context.close();
  });

  it('serves every address of every srcset as the file it names, none a stand-in or missing', async () => {
    for (const picture of gallery.photos.flatMap((photo) => pictureOf(photo.url) ?? [])) {
      for (const address of picture.variants.flatMap((variant) => [variant.avif, variant.webp, variant.fallback])) {
        const answer = await fetch(`${server.baseUrl}${address}`, { method: 'HEAD' });
        // a variant not made answers its fallback with no-cache (decision 067)
        expect([answer.status, answer.headers.get('cache-control')], address).toEqual([200, 'public, max-age=604800']);
      }
    }
  });

  // Lighthouse's phone (412 px at DPR 1.75), the budget's (390 px at DPR 3) and a narrow one at DPR 3:
  // `sizes` as wide as the thumbnail is drawn, and a width at hand, give each the narrowest that covers it
  it.each([
    [412, 1.75],
    [390, 3],
    [360, 3],
  ])('sends a thumbnail drawn on a %i px phone at DPR %s the narrowest width that covers it', async (width, dpr) => {
    const { page, context } = await newPage({ ...phone, viewport: { width, height: 844 }, deviceScaleFactor: dpr });
    await page.goto(`${server.baseUrl}/en/media/gallery/${gallery.id}`, { waitUntil: 'networkidle' });
    const thumb = await page
      .getByTestId('gallery')
      .locator('picture img')
      .first()
      .evaluate((image: HTMLImageElement) => ({
        drawn: image.getBoundingClientRect().width,
        given: Number(/-(\d+)\.avif$/.exec(image.currentSrc)?.[1]),
      }));
    const first = pictureOf(gallery.photos.find((photo) => pictureOf(photo.url))?.url ?? '');
    const widths = first?.variants.map((variant) => variant.width) ?? [];
    expect(thumb.given).toBe(widths.find((each) => each >= thumb.drawn * dpr));
    await context.close();
  });
});
