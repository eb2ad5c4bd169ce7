import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { mediaItems, mediaPhotos } from '../../apps/api/src/db/schema.ts';
import { logIn } from '../support/accounts.ts';
import { newPage } from '../support/browser.ts';
import { languages } from '../support/languages.ts';
import { type E2eServer, getServer } from '../support/server.ts';

// Issue 35, decision 068: a console form that sends a picture shows how far the file has gone while it
// uploads (with scripts), then the page goes on as before; without scripts the same form still saves.
let server: E2eServer;
let photo: Buffer;
let galleryId: number;
beforeAll(async () => {
  server = await getServer();
  // grain that JPEG cannot shrink: some 600 KB, seconds at the throttled speed below
  photo = await sharp({
    create: {
      width: 1000,
      height: 750,
      channels: 3,
      background: '#555',
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .jpeg({ quality: 92 })
    .toBuffer();
  const [gallery] = await server.db
    .insert(mediaItems)
    .values({
      type: 'gallery',
      title: { ar: 'معرض الرفع', en: 'Upload gallery' },
      summary: { ar: 'صور', en: 'Photos' },
      body: { ar: 'صور', en: 'Photos' },
      coverUrl: '/uploads/demo/media/none.jpg',
      publishedAt: new Date('2026-01-01T10:00:00Z'),
    })
    .returning();
  galleryId = gallery?.id ?? 0;
});

const photosSaved = () => server.db.$count(mediaPhotos, eq(mediaPhotos.mediaId, galleryId));

describe('a console upload', () => {
  it('shows its progress with scripts, then the saved photo; and saves without scripts', async () => {
    const { texts, device, prefix } = languages.ar;
    const scripted = await newPage(device);
    const { page, context, errors } = scripted;
    await logIn(page, { baseUrl: server.baseUrl, prefix, email: 'staff@forum.test' });
    await page.goto(`${server.baseUrl}${prefix}/admin/media/${galleryId}`);
    const form = page.getByTestId('media-add-photo');
    // a slow upload (about 150 KB/s), so that its progress is there to be seen
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: 150 * 1024,
    });
    await form
      .locator('input[type="file"]')
      .setInputFiles({ name: 'street.jpg', mimeType: 'image/jpeg', buffer: photo });
    await form.locator('input[name="captionAr"]').fill('شارع');
    await form.locator('input[name="captionEn"]').fill('A street');
    await form.getByRole('button', { name: texts.contentMediaAddPhoto }).click();

    const progress = form.getByTestId('upload-progress');
    await progress.locator('progress').waitFor();
    await expect
      .poll(() => progress.locator('progress').evaluate((bar) => (bar as HTMLProgressElement).value))
      .toBeGreaterThan(0);
    expect(await progress.locator('.upload-progress__label').textContent()).toContain(texts.uploadSending);
    // the percentage reads left to right on the Arabic page, and a screen reader hears it politely
    expect(await progress.locator('.upload-progress__label [dir="ltr"]').textContent()).toMatch(/^\D*\d+\D*$/);
    await expect.poll(() => progress.getByRole('status').textContent()).not.toBe('');

    // then as before: the action saved it and the page shows it, the bar gone
    await expect.poll(photosSaved, { timeout: 30_000 }).toBe(1);
    await expect.poll(() => page.getByTestId('media-photo').count(), { timeout: 15_000 }).toBe(1);
    await expect.poll(() => progress.locator('progress').count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe(`${prefix}/admin/media/${galleryId}`);
    expect(errors).toEqual([]);
    const state = await context.storageState();
    await context.close();

    // the same form as plain HTML
    const plain = await newPage({ ...languages.en.device, javaScriptEnabled: false, storageState: state });
    await plain.page.goto(`${server.baseUrl}/en/admin/media/${galleryId}`);
    const plainForm = plain.page.getByTestId('media-add-photo');
    await plainForm
      .locator('input[type="file"]')
      .setInputFiles({ name: 'lane.jpg', mimeType: 'image/jpeg', buffer: photo });
    await plainForm.locator('input[name="captionAr"]').fill('زقاق');
    await plainForm.locator('input[name="captionEn"]').fill('A lane');
    await plainForm.getByRole('button', { name: languages.en.texts.contentMediaAddPhoto }).click();
    await expect.poll(photosSaved, { timeout: 30_000 }).toBe(2);
    await expect.poll(() => plain.page.getByTestId('media-photo').count()).toBe(2);
    expect(await plain.page.locator('progress').count()).toBe(0);
    await plain.context.close();
  });
});
