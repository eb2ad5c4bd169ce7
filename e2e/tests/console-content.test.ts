import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, events, mailOutbox, products, reviews } from '../../apps/api/src/db/schema.ts';
import { createCustomer, logIn } from '../support/accounts.ts';
import { seriousViolations } from '../support/axe.ts';
import { newPage } from '../support/browser.ts';
import { languages } from '../support/languages.ts';
import { type E2eServer, getServer } from '../support/server.ts';

// Issue 33's content (decision 065), in both languages: an event made in the console shows on /events, a
// contact message is answered by email, a held review is published onto its product's reviews, and a
// record is deleted after its confirmation, without scripts too.
let server: E2eServer;
let poster: Buffer;
beforeAll(async () => {
  server = await getServer();
  poster = await sharp({ create: { width: 320, height: 200, channels: 3, background: '#246' } })
    .jpeg()
    .toBuffer();
});

const path = (url: string) => new URL(url).pathname;

describe.each(Object.entries(languages))('the console content in %s', (name, { prefix, texts, device }) => {
  it('creates an event with its picture, which /events then shows', async () => {
    const { page, context, errors } = await newPage(device);
    await logIn(page, { baseUrl: server.baseUrl, prefix, email: 'editor@forum.test', redirect: '/admin/events' });
    await page.getByTestId('console-events').waitFor();
    await page.getByTestId('event-new').click();
    await page.getByTestId('event-edit').waitFor();
    const title = { ar: `أمسية وثائقية ${name}`, en: `Documentary evening ${name}` };
    await page.locator('input[name="titleAr"]').fill(title.ar);
    await page.locator('input[name="titleEn"]').fill(title.en);
    await page.locator('textarea[name="descriptionAr"]').fill('عرض ونقاش.');
    await page.locator('textarea[name="descriptionEn"]').fill('A screening and a talk.');
    await page.locator('input[name="venueAr"]').fill('القاعة الكبرى');
    await page.locator('input[name="venueEn"]').fill('The main hall');
    await page.locator('input[name="addressAr"]').fill('الرياض');
    await page.locator('input[name="addressEn"]').fill('Riyadh');
    // tomorrow, so that it comes first among the upcoming events
    const day = new Date(Date.now() + 24 * 3600 * 1000).toISOString().slice(0, 10);
    await page.locator('input[name="startsAt"]').fill(`${day}T19:00`);
    await page.locator('input[name="endsAt"]').fill(`${day}T21:30`);
    await page.locator('input[name="latitude"]').fill('24.71');
    await page.locator('input[name="longitude"]').fill('46.67');
    await page.locator('input[name="pictureFile"]').setInputFiles({
      name: 'poster.jpg',
      mimeType: 'image/jpeg',
      buffer: poster,
    });
    await page.getByTestId('image-preview').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: texts.consoleFrameRecordCreate }).click();
    await expect.poll(() => path(page.url()), { timeout: 15_000 }).toBe(`${prefix}/admin/events`);

    const [created] = await server.db.select().from(events).where(eq(events.title, title));
    expect(created?.imageUrl).toMatch(/^\/uploads\/c\//);
    expect(created?.startsAt.toISOString()).toBe(`${day}T16:00:00.000Z`);
    // the editors may not read the audit log, so their page shows no history; staff who may see who made it
    await page.goto(`${server.baseUrl}${prefix}/admin/events/${created?.id}`);
    await page.getByTestId('event-edit').waitFor();
    expect(await page.getByTestId('record-history').count()).toBe(0);
    const reader = await newPage(device);
    await logIn(reader.page, {
      baseUrl: server.baseUrl,
      prefix,
      email: 'staff@forum.test',
      redirect: `/admin/events/${created?.id}`,
    });
    const history = reader.page.getByTestId('record-history');
    await history.waitFor();
    expect(await history.textContent()).toContain('editor@forum.test');
    await reader.context.close();
    await page.goto(`${server.baseUrl}${prefix}/events`);
    await page
      .getByText(title[name as 'ar' | 'en'])
      .first()
      .waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('answers a contact message by email in the sender’s language', async () => {
    const email = `visitor-${name}@example.com`;
    const [message] = await server.db
      .insert(contactMessages)
      .values({
        name: 'Nour',
        email,
        subject: `Tickets ${name}`,
        messageType: 'general',
        message: 'Can I buy tickets at the door?',
        locale: 'en',
      })
      .returning();
    const { page, context } = await newPage(device);
    await logIn(page, {
      baseUrl: server.baseUrl,
      prefix,
      email: 'staff@forum.test',
      redirect: '/admin/contact-messages?status=open',
    });
    await page.getByTestId('contact-messages').waitFor();
    await page.getByRole('link', { name: `Tickets ${name}` }).click();
    await page.getByTestId('contact-message').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByLabel(texts.contentContactAnswer).fill('Yes: the box office opens an hour before.');
    await page.getByRole('button', { name: texts.contentContactSend }).click();
    await expect.poll(() => path(page.url()), { timeout: 15_000 }).toBe(`${prefix}/admin/contact-messages`);
    const mails = await server.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe(`Re: Tickets ${name}`);
    expect(mails[0]?.text).toContain('Yes: the box office opens an hour before.');
    const [stored] = await server.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, message?.id ?? 0));
    expect(stored?.answeredAt).not.toBeNull();
    await context.close();
  });

  it('publishes a held review, which its product’s reviews then show', async () => {
    const [product] = await server.db.select().from(products).where(eq(products.isActive, true)).limit(1);
    const authorId = await createCustomer(server.db, `reviewer-${name}@example.com`);
    const body = `Great print, details at https://example.com/${name}`;
    await server.db
      .insert(reviews)
      .values({ productId: product?.id ?? 0, userId: authorId, rating: 4, body, status: 'pending' });
    const { page, context } = await newPage(device);
    await logIn(page, {
      baseUrl: server.baseUrl,
      prefix,
      email: 'staff@forum.test',
      redirect: '/admin/reviews?status=pending',
    });
    await page.getByTestId('console-reviews').waitFor();
    const row = page.locator('.console-list__table > tbody > tr', { hasText: body });
    await row.locator('input[name="ids"]').check();
    await page.locator('.console-list__bulk select[name="bulk"]').selectOption('publish');
    await page.locator('.console-list__bulk button[type="submit"]').click();
    await page.getByText(texts.contentReviewsPublished).waitFor();
    const [stored] = await server.db
      .select()
      .from(reviews)
      .where(and(eq(reviews.userId, authorId), eq(reviews.productId, product?.id ?? 0)));
    expect(stored?.status).toBe('published');
    await page.goto(`${server.baseUrl}${prefix}/reviews?product=${product?.id}`);
    await page.getByText(body).first().waitFor();
    await context.close();
  });

  it('deletes an event only after its confirmation, without scripts', async () => {
    const [event] = await server.db
      .insert(events)
      .values({
        title: { ar: `فعالية للحذف ${name}`, en: `Event to delete ${name}` },
        description: { ar: 'نص', en: 'Text' },
        venue: { ar: 'مكان', en: 'Place' },
        address: { ar: 'الرياض', en: 'Riyadh' },
        latitude: 24.7,
        longitude: 46.6,
        startsAt: new Date('2031-05-01T16:00:00Z'),
        endsAt: new Date('2031-05-01T18:00:00Z'),
        imageUrl: '/uploads/demo/events/none.jpg',
      })
      .returning();
    const id = event?.id ?? 0;
    const scripted = await newPage(device);
    await logIn(scripted.page, { baseUrl: server.baseUrl, prefix, email: 'editor@forum.test' });
    const state = await scripted.context.storageState();
    await scripted.context.close();
    const { page, context } = await newPage({ ...device, javaScriptEnabled: false, storageState: state });
    await page.goto(`${server.baseUrl}${prefix}/admin/events/${id}`);
    await page.getByTestId('event-delete').click();
    // the first press only asks
    await page.getByTestId('confirm-step').waitFor();
    expect(await server.db.$count(events, eq(events.id, id))).toBe(1);
    await page.getByTestId('confirm-step-ok').click();
    await expect.poll(() => path(page.url()), { timeout: 15_000 }).toBe(`${prefix}/admin/events`);
    expect(await server.db.$count(events, eq(events.id, id))).toBe(0);
    expect((await fetch(`${server.baseUrl}/api/events/${id}`)).status).toBe(404);
    await context.close();
  });
});

describe('the console content without scripts', () => {
  it('answers a contact message as plain HTML', async () => {
    const [message] = await server.db
      .insert(contactMessages)
      .values({
        name: 'سلمى',
        email: 'salma@example.com',
        subject: 'مواقف السيارات',
        messageType: 'general',
        message: 'هل توجد مواقف قريبة؟',
        locale: 'ar',
      })
      .returning();
    const scripted = await newPage(languages.ar.device);
    await logIn(scripted.page, { baseUrl: server.baseUrl, prefix: '', email: 'staff@forum.test' });
    const state = await scripted.context.storageState();
    await scripted.context.close();
    const { page, context } = await newPage({ ...languages.ar.device, javaScriptEnabled: false, storageState: state });
    await page.goto(`${server.baseUrl}/admin/contact-messages/${message?.id}`);
    await page.getByLabel(languages.ar.texts.contentContactAnswer).fill('نعم، خلف القاعة.');
    await page.getByRole('button', { name: languages.ar.texts.contentContactSend }).click();
    await expect.poll(() => path(page.url()), { timeout: 15_000 }).toBe('/admin/contact-messages');
    const [mail] = await server.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'salma@example.com'));
    expect(mail?.subject).toBe('رد: مواقف السيارات');
    expect(mail?.text).toContain('نعم، خلف القاعة.');
    await context.close();
  });
});
