import { and, desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, contactMessages, events, products, reviews, users } from '../../db/schema.ts';
import { loginAs, mailsTo } from '../../test/accounts.ts';
import { readCsv } from '../../test/csv.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

// The console's content (decision 065): each change shows on the public API at once, is audited, refuses
// invalid input with field errors and a save over someone else's; contact answers are emailed in the
// sender's language; a held review, once published, shows on its product.

let app: TestApp;
let staff: Record<string, string>;
let editor: Record<string, string>;

beforeAll(async () => {
  app = await startTestApp();
  staff = (await loginAs(app, 'staff@forum.test')).headers;
  editor = (await loginAs(app, 'editor@forum.test')).headers;
});
afterAll(async () => {
  await app?.close();
});

const as = (headers: Record<string, string>, locale: 'ar' | 'en' = 'en') => ({ headers, locale });

async function auditOf(entity: string, entityId: number | string) {
  return app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(entityId))))
    .orderBy(desc(auditLog.id));
}

const anEvent = {
  titleAr: 'ليلة الفيلم القصير',
  titleEn: 'Short film night',
  descriptionAr: 'عروض وحوار مع المخرجين.',
  descriptionEn: 'Screenings and a talk with the directors.',
  venueAr: 'قاعة الملتقى',
  venueEn: 'The forum hall',
  addressAr: 'الرياض',
  addressEn: 'Riyadh',
  latitude: 24.7,
  longitude: 46.6,
  startsAt: '2030-03-01T19:00',
  endsAt: '2030-03-01T22:00',
  imageUrl: '/uploads/demo/events/night.jpg',
};

describe('events', () => {
  it('creates an event that the public list and page show at once, in both languages, audited', async () => {
    const created = await app.call('POST', '/api/admin/events', { body: anEvent, ...as(staff) });
    expect(created.status).toBe(201);
    const event = created.json.data;
    // the forum's wall clock (Asia/Riyadh, UTC+3) becomes the instant
    expect(event.startsAt).toBe('2030-03-01T16:00:00.000Z');

    const publicEn = await app.call('GET', `/api/events/${event.id}`, { locale: 'en' });
    expect(publicEn.json.data.event.title).toBe('Short film night');
    const publicAr = await app.call('GET', `/api/events/${event.id}`, { locale: 'ar' });
    expect(publicAr.json.data.event.title).toBe('ليلة الفيلم القصير');
    const list = await app.call('GET', '/api/events?when=upcoming&perPage=50');
    expect(list.json.data.items.map((item: { id: number }) => item.id)).toContain(event.id);

    const [entry] = await auditOf('event', event.id);
    expect(entry).toMatchObject({ action: 'create', actorEmail: 'staff@forum.test' });
    expect(entry?.after).toMatchObject({ titleEn: 'Short film night' });
  });

  it('refuses invalid input with a field error per field in the language asked, and stores nothing', async () => {
    const before = await app.db.$count(events);
    const answer = await app.call('POST', '/api/admin/events', {
      body: { ...anEvent, titleEn: '', latitude: 200, imageUrl: 'javascript:alert(1)' },
      ...as(staff, 'ar'),
    });
    expect(answer.status).toBe(400);
    const keys = answer.json.errors.map((error: { key: string }) => error.key);
    expect(keys).toEqual(expect.arrayContaining(['titleEn', 'latitude', 'imageUrl']));
    expect(answer.json.errors.find((error: { key: string }) => error.key === 'titleEn').value).toMatch(
      /[\u0600-\u06ff]/,
    );

    const backwards = await app.call('POST', '/api/admin/events', {
      body: { ...anEvent, endsAt: '2030-03-01T18:00' },
      ...as(staff),
    });
    expect(backwards.status).toBe(400);
    expect(backwards.json.errors).toEqual([{ key: 'endsAt', value: 'The end must come after the start' }]);
    expect(await app.db.$count(events)).toBe(before);
  });

  it('saves over the values the form opened with, and refuses a save over someone else’s change', async () => {
    const { id } = (await app.call('POST', '/api/admin/events', { body: anEvent, ...as(staff) })).json.data;
    const opened = (await app.call('GET', `/api/admin/events/${id}`, as(staff))).json.data;
    const { id: _id, ...values } = opened;
    const base = JSON.stringify(values);

    const first = await app.call('PUT', `/api/admin/events/${id}`, {
      body: { ...anEvent, titleEn: 'Short film night: second edition', base },
      ...as(staff),
    });
    expect(first.status).toBe(200);
    expect(first.json.data.titleEn).toBe('Short film night: second edition');

    const second = await app.call('PUT', `/api/admin/events/${id}`, {
      body: { ...anEvent, venueEn: 'Hall B', base },
      ...as(editor),
    });
    expect(second.status).toBe(409);
    expect(second.json.errors).toContainEqual({
      key: 'titleEn',
      value: 'Changed meanwhile; it is now: Short film night: second edition',
    });
    const now = (await app.call('GET', `/api/events/${id}`, { locale: 'en' })).json.data.event;
    expect(now.location.venue).toBe('The forum hall');

    const [entry] = await auditOf('event', id);
    expect(entry).toMatchObject({
      action: 'update',
      before: { titleEn: 'Short film night' },
      after: { titleEn: 'Short film night: second edition' },
    });
  });

  it('deletes an event: gone from the public site, audited with what it was', async () => {
    const { id } = (await app.call('POST', '/api/admin/events', { body: anEvent, ...as(editor) })).json.data;
    const answer = await app.call('DELETE', `/api/admin/events/${id}`, as(editor));
    expect(answer.json.data).toEqual({ id });
    expect((await app.call('GET', `/api/events/${id}`)).status).toBe(404);
    const [entry] = await auditOf('event', id);
    expect(entry).toMatchObject({ action: 'delete', actorEmail: 'editor@forum.test' });
    expect(entry?.before).toMatchObject({ titleAr: 'ليلة الفيلم القصير' });
  });

  it('lists events searched, filtered by period and sorted', async () => {
    await app.call('POST', '/api/admin/events', { body: { ...anEvent, titleEn: 'Zebra crossing' }, ...as(staff) });
    const found = await app.call('GET', '/api/admin/events?q=zebra&when=upcoming&sort=-startsAt', as(staff));
    expect(found.json.data.items).toHaveLength(1);
    expect(found.json.data.items[0].titleEn).toBe('Zebra crossing');
    const past = await app.call('GET', '/api/admin/events?q=zebra&when=past', as(staff));
    expect(past.json.data.pagination.total).toBe(0);
  });
});

describe('pictures', () => {
  it('keeps an uploaded picture in its widths and formats and answers its address', async () => {
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c33' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'poster.png');
    const answer = await fetch(`${app.baseUrl}/api/admin/events/pictures`, {
      method: 'POST',
      headers: { ...staff, OS: 'wui' },
      body: form,
    });
    expect(answer.status).toBe(201);
    const { url } = ((await answer.json()) as { data: { url: string } }).data;
    expect(url).toMatch(/^\/uploads\/c\/[0-9a-f]{32}-64x48\.jpg$/);
    expect((await fetch(`${app.baseUrl}${url}`)).status).toBe(200);

    const notPicture = new FormData();
    notPicture.append('file', new Blob(['hello'], { type: 'image/png' }), 'fake.png');
    const refused = await fetch(`${app.baseUrl}/api/admin/events/pictures`, {
      method: 'POST',
      headers: { ...staff, OS: 'wui' },
      body: notPicture,
    });
    expect(refused.status).toBe(400);
  });
});

describe('contact messages', () => {
  async function aMessage(locale: 'ar' | 'en', email: string) {
    const [row] = await app.db
      .insert(contactMessages)
      .values({
        name: locale === 'ar' ? 'سارة' : 'Sarah',
        email,
        subject: locale === 'ar' ? 'موعد الافتتاح' : 'Opening night',
        messageType: 'general',
        message: locale === 'ar' ? 'متى يبدأ حفل الافتتاح؟' : 'When does the opening start?',
        locale,
      })
      .returning();
    if (!row) throw new Error('no message');
    return row.id;
  }

  it('keeps the language a message was sent in', async () => {
    const sent = await app.call('POST', '/api/contact-us', {
      body: {
        name: 'Omar',
        email: 'omar@example.com',
        subject: 'Parking',
        messageType: 'general',
        message: 'Is there parking near the venue?',
      },
      locale: 'en',
    });
    expect(sent.status).toBe(201);
    const stored = (await app.call('GET', `/api/admin/contact-messages/${sent.json.data.id}`, as(staff))).json.data;
    expect(stored).toMatchObject({ locale: 'en', status: 'open' });
  });

  it('answers by email in the sender’s language with the staff’s words as written, once, audited', async () => {
    const id = await aMessage('en', 'sarah@example.com');
    const open = await app.call('GET', '/api/admin/contact-messages?status=open&q=sarah@example', as(staff, 'ar'));
    expect(open.json.data.items.map((item: { id: number }) => item.id)).toContain(id);

    const words = 'Doors open at 7 pm.\nBring your ticket: "it is checked at the door".';
    const answer = await app.call('POST', `/api/admin/contact-messages/${id}/answer`, {
      body: { answer: words, base: JSON.stringify({ status: 'open' }) },
      ...as(staff, 'ar'),
    });
    expect(answer.status).toBe(200);
    expect(answer.json.data).toMatchObject({ status: 'answered', answer: words });

    const mails = await mailsTo(app.db, 'sarah@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Re: Opening night');
    expect(mails[0]?.text).toContain('Hello Sarah,');
    expect(mails[0]?.text).toContain('Doors open at 7 pm.\nBring your ticket: "it is checked at the door".');
    expect(mails[0]?.text).toContain('> When does the opening start?');

    const stillOpen = await app.call('GET', '/api/admin/contact-messages?status=open&q=sarah@example', as(staff));
    expect(stillOpen.json.data.pagination.total).toBe(0);
    const [entry] = await auditOf('contactMessage', id);
    expect(entry).toMatchObject({ action: 'answer', before: { status: 'open' }, after: { status: 'answered' } });

    // the form opened before that answer: a second answer on the same view is refused, nothing emailed
    const again = await app.call('POST', `/api/admin/contact-messages/${id}/answer`, {
      body: { answer: 'Doors open at 8 pm.', base: JSON.stringify({ status: 'open' }) },
      ...as(staff),
    });
    expect(again.status).toBe(409);
    expect(await mailsTo(app.db, 'sarah@example.com')).toHaveLength(1);
  });

  it('answers an Arabic message in Arabic', async () => {
    const id = await aMessage('ar', 'sara@example.com');
    await app.call('POST', `/api/admin/contact-messages/${id}/answer`, {
      body: { answer: 'يبدأ الحفل في السابعة مساءً.' },
      ...as(staff, 'en'),
    });
    const [mail] = await mailsTo(app.db, 'sara@example.com');
    expect(mail?.subject).toBe('رد: موعد الافتتاح');
    expect(mail?.text).toContain('مرحبًا سارة،');
    expect(mail?.text).toContain('يبدأ الحفل في السابعة مساءً.');
    expect(mail?.html).toContain('dir="rtl"');
  });

  it('closes a message, which then takes no answer; an empty answer is refused', async () => {
    const id = await aMessage('en', 'closed@example.com');
    const empty = await app.call('POST', `/api/admin/contact-messages/${id}/answer`, {
      body: { answer: '   ' },
      ...as(staff),
    });
    expect(empty.status).toBe(400);
    expect(empty.json.errors[0].key).toBe('answer');

    const closed = await app.call('POST', `/api/admin/contact-messages/${id}/close`, as(staff));
    expect(closed.json.data.status).toBe('closed');
    const late = await app.call('POST', `/api/admin/contact-messages/${id}/answer`, {
      body: { answer: 'Too late?' },
      ...as(staff),
    });
    expect(late.status).toBe(400);
    expect(await mailsTo(app.db, 'closed@example.com')).toHaveLength(0);
    const listed = await app.call('GET', '/api/admin/contact-messages?status=closed&q=closed@example', as(staff));
    expect(listed.json.data.pagination.total).toBe(1);
  });
});

describe('held reviews', () => {
  it('publishes a held review: it shows on its product and counts in its rating, audited', async () => {
    const [product] = await app.db.select().from(products).where(eq(products.isActive, true)).limit(1);
    if (!product) throw new Error('no product');
    const [author] = await app.db
      .insert(users)
      .values({ type: 'customer', email: 'held-review@example.com', firstName: 'Huda', lastName: 'Nasser' })
      .returning();
    if (!author) throw new Error('no author');
    const [held] = await app.db
      .insert(reviews)
      .values({
        productId: product.id,
        userId: author.id,
        rating: 5,
        body: 'See https://example.com',
        status: 'pending',
      })
      .returning();
    if (!held) throw new Error('no review');

    const pending = await app.call('GET', '/api/admin/reviews?status=pending', as(staff));
    expect(pending.json.data.items.map((item: { id: number }) => item.id)).toContain(held.id);
    const hidden = await app.call('GET', `/api/reviews?product=${product.id}&perPage=50`);
    expect(hidden.json.data.items.map((item: { id: number }) => item.id)).not.toContain(held.id);
    const countBefore = hidden.json.data.product.rating.count;

    const published = await app.call('POST', `/api/admin/reviews/${held.id}/publish`, as(staff));
    expect(published.json.data).toMatchObject({ status: 'published', author: { email: 'held-review@example.com' } });
    const shown = await app.call('GET', `/api/reviews?product=${product.id}&perPage=50`);
    expect(shown.json.data.items.map((item: { id: number }) => item.id)).toContain(held.id);
    expect(shown.json.data.product.rating.count).toBe(countBefore + 1);
    const [entry] = await auditOf('review', held.id);
    expect(entry).toMatchObject({ action: 'publish', before: { status: 'pending' }, after: { status: 'published' } });

    const rejected = await app.call('POST', `/api/admin/reviews/${held.id}/reject`, as(staff));
    expect(rejected.json.data.status).toBe('rejected');
    const gone = await app.call('GET', `/api/reviews?product=${product.id}&perPage=50`);
    expect(gone.json.data.product.rating.count).toBe(countBefore);
  });
});

describe('pages, FAQ, services and branches', () => {
  it('edits the community page, refuses a taken address, and creates a page the public API serves', async () => {
    const list = await app.call('GET', '/api/admin/pages?q=community', as(editor));
    const community = list.json.data.items.find((page: { slug: string }) => page.slug === 'community');
    const saved = await app.call('PUT', `/api/admin/pages/${community.id}`, {
      body: { ...community, titleEn: 'Our community', id: undefined, updatedAt: undefined },
      ...as(editor),
    });
    expect(saved.status).toBe(200);
    expect((await app.call('GET', '/api/community', { locale: 'en' })).json.data.page.title).toBe('Our community');

    const taken = await app.call('POST', '/api/admin/pages', {
      body: { slug: 'community', titleAr: 'ص', titleEn: 'P', bodyAr: 'نص', bodyEn: 'Text' },
      ...as(editor),
    });
    expect(taken.status).toBe(400);
    expect(taken.json.errors).toEqual([{ key: 'slug', value: 'Another page already has this address' }]);

    const created = await app.call('POST', '/api/admin/pages', {
      body: { slug: 'press-kit', titleAr: 'الملف الصحفي', titleEn: 'Press kit', bodyAr: 'نص', bodyEn: 'Text' },
      ...as(editor),
    });
    expect(created.status).toBe(201);
    expect((await app.call('GET', '/api/pages/press-kit', { locale: 'en' })).json.data.page.title).toBe('Press kit');
  });

  it('creates a question, a service and a branch that the public lists show', async () => {
    const faq = await app.call('POST', '/api/admin/faqs', {
      body: {
        categoryAr: 'عام',
        categoryEn: 'General',
        questionAr: 'هل يوجد موقف سيارات؟',
        questionEn: 'Is there parking?',
        answerAr: 'نعم.',
        answerEn: 'Yes.',
      },
      ...as(editor),
    });
    expect(faq.status).toBe(201);
    const faqs = await app.call('GET', '/api/faqs?q=parking', { locale: 'en' });
    expect(JSON.stringify(faqs.json.data)).toContain('Is there parking?');

    const service = await app.call('POST', '/api/admin/services', {
      body: {
        titleAr: 'ترجمة',
        titleEn: 'Subtitling',
        summaryAr: 'ترجمة الأفلام',
        summaryEn: 'Film subtitling',
        bodyAr: 'نص',
        bodyEn: 'Text',
        icon: 'subtitles',
        imageUrl: '/uploads/demo/services/subtitles.jpg',
        sortOrder: 99,
      },
      ...as(editor),
    });
    expect(service.status).toBe(201);
    const services = await app.call('GET', '/api/services', { locale: 'en' });
    expect(JSON.stringify(services.json.data)).toContain('Subtitling');

    const branch = await app.call('POST', '/api/admin/branches', {
      body: {
        nameAr: 'فرع جدة',
        nameEn: 'Jeddah branch',
        addressAr: 'جدة',
        addressEn: 'Jeddah',
        telephone: '0126000000',
        latitude: 21.5,
        longitude: 39.2,
        openingHoursAr: 'يوميًا',
        openingHoursEn: 'Daily',
      },
      ...as(editor),
    });
    expect(branch.status).toBe(201);
    expect(JSON.stringify((await app.call('GET', '/api/branches', { locale: 'en' })).json.data)).toContain(
      'Jeddah branch',
    );
  });
});

describe('media', () => {
  const gallery = {
    type: 'gallery',
    titleAr: 'صور الافتتاح',
    titleEn: 'Opening night photos',
    summaryAr: 'ملخص',
    summaryEn: 'Summary',
    bodyAr: 'نص',
    bodyEn: 'Text',
    coverUrl: '/uploads/demo/gallery/cover.jpg',
    publishedAt: '2026-01-01T10:00',
  };

  it('builds a gallery: photos added, captioned, moved and removed, in that order on the public page', async () => {
    const created = await app.call('POST', '/api/admin/media', { body: gallery, ...as(editor) });
    expect(created.status).toBe(201);
    const id = created.json.data.item.id;
    for (const name of ['one', 'two', 'three']) {
      await app.call('POST', `/api/admin/media/${id}/photos`, {
        body: { url: `/uploads/demo/gallery/${name}.jpg`, captionAr: `صورة ${name}`, captionEn: `Photo ${name}` },
        ...as(editor),
      });
    }
    const item = (await app.call('GET', `/api/admin/media/${id}`, as(editor))).json.data;
    const [one, two, three] = item.photos;
    await app.call('POST', `/api/admin/media/${id}/photos/${three.id}/move`, {
      body: { direction: 'up' },
      ...as(editor),
    });
    await app.call('PUT', `/api/admin/media/${id}/photos/${one.id}`, {
      body: { captionAr: 'الأولى', captionEn: 'The first' },
      ...as(editor),
    });
    const removed = await app.call('DELETE', `/api/admin/media/${id}/photos/${two.id}`, as(editor));
    expect(removed.json.data.photos.map((photo: { id: number }) => photo.id)).toEqual([one.id, three.id]);

    const shown = await app.call('GET', `/api/media/gallery/${id}`, { locale: 'en' });
    expect(shown.json.data.item.photos.map((photo: { caption: string }) => photo.caption)).toEqual([
      'The first',
      'Photo three',
    ]);
    const moves = await auditOf('mediaPhoto', three.id);
    expect(moves[0]).toMatchObject({ action: 'move', before: { position: 3 }, after: { position: 2 } });
  });

  it('refuses a video without its file', async () => {
    const answer = await app.call('POST', '/api/admin/media', { body: { ...gallery, type: 'video' }, ...as(editor) });
    expect(answer.status).toBe(400);
    expect(answer.json.errors).toEqual([{ key: 'videoUrl', value: 'A video needs the address of its file' }]);
    const video = await app.call('POST', '/api/admin/media', {
      body: { ...gallery, type: 'video', videoUrl: 'https://videos.example.com/opening.mp4' },
      ...as(editor),
    });
    expect(video.status).toBe(201);
    const shown = await app.call('GET', `/api/media/video/${video.json.data.item.id}`);
    expect(shown.json.data.item.video.url).toBe('https://videos.example.com/opening.mp4');
  });
});

describe('sponsorship', () => {
  it('creates a package the public list shows, with its benefits in both languages', async () => {
    const body = {
      nameAr: 'الراعي البلاتيني',
      nameEn: 'Platinum sponsor',
      descriptionAr: 'وصف',
      descriptionEn: 'Description',
      price: 250000.5,
      benefitsAr: 'شعار على المسرح\nخمس تذاكر',
      benefitsEn: 'Logo on stage\nFive tickets',
      slots: 2,
      color: '#AA8800',
      isFeatured: true,
    };
    const mismatch = await app.call('POST', '/api/admin/sponsorship-packages', {
      body: { ...body, benefitsEn: 'Logo on stage' },
      ...as(staff),
    });
    expect(mismatch.status).toBe(400);
    const created = await app.call('POST', '/api/admin/sponsorship-packages', { body, ...as(staff) });
    expect(created.status).toBe(201);
    const shown = await app.call('GET', '/api/subscriptions', { locale: 'en' });
    const pack = shown.json.data.items.find((item: { id: number }) => item.id === created.json.data.id);
    expect(pack).toMatchObject({ price: 250000.5, benefits: ['Logo on stage', 'Five tickets'], color: '#aa8800' });
  });

  it('lists enquiries and marks one handled', async () => {
    const sent = await app.call('POST', '/api/sponsorship-requests', {
      body: {
        companyName: 'Lens Co',
        name: 'Rami',
        email: 'rami@lens.example',
        telephone: '0501234567',
        message: 'We would like to sponsor the opening night of the forum.',
      },
    });
    expect(sent.status).toBe(201);
    const open = await app.call('GET', '/api/admin/sponsorship-requests?status=open&q=lens', as(staff));
    expect(open.json.data.items[0]).toMatchObject({ companyName: 'Lens Co', status: 'open' });
    const handled = await app.call('POST', `/api/admin/sponsorship-requests/${sent.json.data.id}/handled`, as(staff));
    expect(handled.json.data.status).toBe('handled');
    expect(
      (await app.call('GET', '/api/admin/sponsorship-requests?status=open&q=lens', as(staff))).json.data.items,
    ).toEqual([]);
  });
});

describe("the lists' CSV files (issue 33)", () => {
  it('exports the events a search finds, in the list’s order, headed in the caller’s language, formulas escaped', async () => {
    const tag = `csvevent${Date.now()}`;
    for (const [titleEn, titleAr] of [
      [`=HYPERLINK("x") ${tag}`, `=رابط ${tag}`],
      [`B ${tag}`, `ب ${tag}`],
      [`A ${tag}`, `أ ${tag}`],
    ]) {
      const made = await app.call('POST', '/api/admin/events', {
        body: { ...anEvent, titleEn, titleAr },
        ...as(staff),
      });
      expect(made.status).toBe(201);
    }
    const query = `q=${tag}&sort=-title`;
    const list = await app.call('GET', `/api/admin/events?${query}`, as(staff));
    const titles = list.json.data.items.map((event: { titleEn: string }) => event.titleEn);
    expect(titles).toHaveLength(3);

    const en = await readCsv(app, `/api/admin/events.csv?${query}`, staff, 'en');
    expect(en.status).toBe(200);
    expect(en.contentType).toContain('text/csv');
    expect(en.hasBom).toBe(true);
    expect(en.disposition).toBe('attachment; filename="events.csv"');
    expect(en.rows[0]).toEqual(['Title', 'Starts', 'Venue']);
    // the same rows as the list, in its order; the formula-like title written as text
    expect(en.rows.slice(1).map((row) => row[0])).toEqual(
      titles.map((title: string) => (title.startsWith('=') ? `'${title}` : title)),
    );
    expect(en.rows.slice(1).map((row) => row[0])).toContain(`'=HYPERLINK("x") ${tag}`);
    expect(en.rows[1]?.[2]).toBe('The forum hall');

    const ar = await readCsv(app, `/api/admin/events.csv?${query}&cols=title,venue`, staff, 'ar');
    expect(ar.rows[0]).toEqual(['العنوان', 'المكان']);
    expect(ar.rows).toHaveLength(4);
    expect(ar.rows.map((row) => row[1])).toContain('قاعة الملتقى');
    expect(ar.rows.map((row) => row[0])).toContain(`'=رابط ${tag}`);
  });

  it('exports contact messages under their own permission, filtered as the list is', async () => {
    const tag = `csvcontact${Date.now()}`;
    await app.db.insert(contactMessages).values([
      { name: '@admin', email: `${tag}-1@example.com`, subject: `+1 ${tag}`, messageType: 'general', message: 'm' },
      { name: 'Noura', email: `${tag}-2@example.com`, subject: `Hello ${tag}`, messageType: 'general', message: 'm' },
    ]);
    const list = await app.call('GET', `/api/admin/contact-messages?q=${tag}&sort=-subject`, as(staff));
    const senders = list.json.data.items.map((message: { subject: string; name: string }) => [
      message.subject.startsWith('+') ? `'${message.subject}` : message.subject,
      message.name.startsWith('@') ? `'${message.name}` : message.name,
    ]);
    expect(senders).toHaveLength(2);
    const csv = await readCsv(app, `/api/admin/contact-messages.csv?q=${tag}&sort=-subject`, staff, 'ar');
    expect(csv.rows[0]).toEqual(['الموضوع', 'المرسل', 'البريد الإلكتروني', 'وصلت في', 'الحالة']);
    expect(csv.rows.slice(1).map((row) => [row[0], row[1]])).toEqual(senders);
    expect(senders).toContainEqual([`'+1 ${tag}`, "'@admin"]);
    const closedOnly = await readCsv(app, `/api/admin/contact-messages.csv?q=${tag}&status=closed`, staff, 'en');
    expect(closedOnly.rows).toEqual([['Subject', 'From', 'Email', 'Received', 'Status']]);
  });
});
