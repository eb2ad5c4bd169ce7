import { desc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, rateLimits, sponsorshipRequests } from '../db/schema.ts';
import { loginAs, mailsTo } from '../test/accounts.ts';
import { startTestApp, type TestApp } from '../test/test-app.ts';

/** The forum's contact address in the seeded settings: where both forms are passed on. */
const FORUM_INBOX = 'info@screenforum.test';

let api: TestApp;
beforeAll(async () => {
  api = await startTestApp();
});
afterAll(async () => {
  await api?.close();
});

const contact = {
  name: 'Layla Haddad',
  email: 'Layla@Example.com',
  telephone: '0501234567',
  subject: 'Press accreditation',
  messageType: 'media',
  message: 'I write for a film magazine and would like to cover the opening night.',
};

type Package = { id: number; name: string; price: number; currency: string; benefits: string[]; isFeatured: boolean };

async function packages(locale: 'ar' | 'en' = 'en'): Promise<Package[]> {
  const { status, json } = await api.call('GET', '/api/subscriptions?sort=true', { locale });
  expect(status).toBe(200);
  return json.data.items;
}

const enquiry = async () => ({
  companyName: 'Desert Light Pictures',
  name: 'Omar Saleh',
  email: 'omar@desertlight.example',
  telephone: '+966501234567',
  packageId: (await packages())[1]?.id,
  message: 'We would like to sponsor a conference track this year.',
});

/** The words of a field's refusal as the visitor reads them, in each language. */
const words = {
  en: {
    required: 'This field is required',
    email: 'Enter a valid email address',
    telephone: 'Enter a valid phone number, e.g. 0501234567 or +966501234567',
    option: 'Choose one of the allowed values',
    short: 'Enter at least 10 characters',
  },
  ar: {
    required: 'هذا الحقل مطلوب',
    email: 'أدخل بريدًا إلكترونيًا صحيحًا',
    telephone: 'أدخل رقم هاتف صحيحًا، مثل 0501234567 أو \u200e+966501234567',
    option: 'اختر إحدى القيم المسموح بها',
    short: 'أدخل 10 أحرف على الأقل',
  },
} as const;

/** The refusals of these fields (name: which words), in the order given, as the answer lists them. */
const refusals = (locale: 'ar' | 'en', fields: Record<string, keyof (typeof words)['en']>) =>
  Object.entries(fields).map(([key, refusal]) => ({ key, value: words[locale][refusal] }));

/** Starts the form's window afresh, so that a test counts its own requests only. */
async function resetLimit(prefix: string) {
  await api.db.delete(rateLimits).where(like(rateLimits.key, `${prefix}:%`));
}

describe('GET /subscriptions', () => {
  it('answers the packages in order with benefits, and prices in riyals', async () => {
    const english = await packages();
    expect(english).toHaveLength(5);
    expect(english[0]).toMatchObject({
      name: 'Strategic Partner',
      price: 1_500_000,
      currency: 'SAR',
      isFeatured: true,
      benefits: expect.arrayContaining(['Naming rights to the Main Theatre']),
    });
    expect(english[1]).toMatchObject({ name: 'Platinum Sponsor', price: 750_000 });
    const prices = english.map((pack) => pack.price);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    const arabic = await packages('ar');
    expect(arabic.map((pack) => pack.id)).toEqual(english.map((pack) => pack.id));
    expect(arabic[0]).toMatchObject({ name: 'الشريك الاستراتيجي' });
    expect(arabic[0]?.benefits[0]).toMatch(/[\u0600-\u06FF]/);
  });
});

describe('POST /contact-us', () => {
  it('names every missing or wrong field, in English and in Arabic', async () => {
    const empty = await api.call('POST', '/api/contact-us', { body: {} });
    expect(empty.status).toBe(400);
    const required = { name: 'required', email: 'required', subject: 'required', messageType: 'required' } as const;
    expect(empty.json.errors).toEqual(expect.arrayContaining(refusals('en', { ...required, message: 'required' })));
    expect(empty.json.errors.some((error: { key: string }) => error.key === 'telephone')).toBe(false);

    const wrong = { ...contact, email: 'not-an-email', telephone: '123', messageType: 'complaint', message: 'Hi' };
    const wrongFields = { email: 'email', telephone: 'telephone', messageType: 'option', message: 'short' } as const;
    for (const locale of ['en', 'ar'] as const) {
      const refused = await api.call('POST', '/api/contact-us', { body: wrong, locale });
      expect(refused.status).toBe(400);
      expect(refused.json.errors).toEqual(expect.arrayContaining(refusals(locale, wrongFields)));
    }
    const arabicEmpty = await api.call('POST', '/api/contact-us', { body: { ...contact, name: '  ' }, locale: 'ar' });
    expect(arabicEmpty.json.errors).toEqual(refusals('ar', { name: 'required' }));
    // the demo's messages aside, nothing of these refused sends was stored
    expect(await api.db.select().from(contactMessages).where(eq(contactMessages.email, contact.email))).toEqual([]);
  });

  it('stores the message and emails it to the forum, answering in the language of the page', async () => {
    const sent = await api.call('POST', '/api/contact-us', { body: { ...contact, telephone: '' } });
    expect(sent.status).toBe(201);
    expect(sent.json.data).toEqual({
      id: expect.any(Number),
      message: 'Thank you: your message reached the forum team, who will answer you by email',
    });
    const [stored] = await api.db.select().from(contactMessages).where(eq(contactMessages.id, sent.json.data.id));
    expect(stored).toMatchObject({
      name: 'Layla Haddad',
      email: 'layla@example.com',
      telephone: null,
      subject: 'Press accreditation',
      messageType: 'media',
      message: contact.message,
      userId: null,
    });
    const [mail] = (await mailsTo(api.db, FORUM_INBOX)).reverse();
    expect(mail?.subject).toBe('نموذج التواصل: Press accreditation');
    expect(mail?.text).toContain(contact.message);
    expect(mail?.text).toContain('layla@example.com');
    expect(mail?.text).toContain('إعلامي');
    expect(mail?.html).toContain('lang="ar" dir="rtl"');

    const arabic = await api.call('POST', '/api/contact-us', { body: contact, locale: 'ar' });
    expect(arabic.json.data.message).toBe('شكرًا لك: وصلت رسالتك إلى فريق الملتقى، وسيرد عليك عبر البريد الإلكتروني');
  });

  it('escapes what the sender typed in the HTML of the email', async () => {
    await resetLimit('contact');
    const body = { ...contact, subject: '<script>alert(1)</script>', message: 'Hello <b>team</b>, see you soon' };
    expect((await api.call('POST', '/api/contact-us', { body })).status).toBe(201);
    const [mail] = (await mailsTo(api.db, FORUM_INBOX)).reverse();
    expect(mail?.html).not.toContain('<script>');
    expect(mail?.html).toContain('&lt;script&gt;');
    expect(mail?.html).not.toContain('<b>team</b>');
  });

  it('keeps the account of a logged-in sender with the message', async () => {
    await resetLimit('contact');
    const customer = await loginAs(api, 'customer@forum.test');
    const sent = await api.call('POST', '/api/contact-us', { body: contact, headers: customer.headers });
    expect(sent.status).toBe(201);
    const [stored] = await api.db.select().from(contactMessages).orderBy(desc(contactMessages.id)).limit(1);
    expect(stored?.userId).toEqual(expect.any(Number));
  });

  it('stops the sixth message within the hour from one address, and stores nothing more', async () => {
    await resetLimit('contact');
    for (let i = 0; i < 5; i += 1) {
      expect((await api.call('POST', '/api/contact-us', { body: contact })).status).toBe(201);
    }
    const before = (await api.db.select().from(contactMessages)).length;
    const blocked = await api.call('POST', '/api/contact-us', { body: contact });
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(blocked.json.errors[0]).toEqual({
      key: 'error',
      // an hour's window: the wait in words, never in seconds (decision 034)
      value: expect.stringMatching(/^Too many requests; try again in (an hour|\d+ minutes)$/),
    });
    const arabic = await api.call('POST', '/api/contact-us', { body: contact, locale: 'ar' });
    expect(arabic.status).toBe(429);
    expect(arabic.json.errors[0].value).toMatch(
      /^طلبات كثيرة؛ حاول مرة أخرى بعد (ساعة|\d+ دقيقة|\d+ دقائق|دقيقتين|دقيقة)$/,
    );
    expect((await api.db.select().from(contactMessages)).length).toBe(before);
  });
});

describe('POST /sponsorship-requests', () => {
  it('names every missing or wrong field, in English and in Arabic', async () => {
    const empty = await api.call('POST', '/api/sponsorship-requests', { body: {}, locale: 'ar' });
    expect(empty.status).toBe(400);
    const required = { companyName: 'required', name: 'required', email: 'required', telephone: 'required' } as const;
    expect(empty.json.errors).toEqual(expect.arrayContaining(refusals('ar', { ...required, message: 'required' })));
    const wrong = { ...(await enquiry()), email: 'omar@', telephone: '12', message: 'short', packageId: 'gold' };
    const english = await api.call('POST', '/api/sponsorship-requests', { body: wrong });
    expect(english.json.errors).toEqual(
      expect.arrayContaining([
        ...refusals('en', { email: 'email', telephone: 'telephone', message: 'short' }),
        { key: 'packageId', value: 'This value is not valid' },
      ]),
    );
    const long = await api.call('POST', '/api/sponsorship-requests', {
      body: { ...(await enquiry()), companyName: 'x'.repeat(121) },
      locale: 'ar',
    });
    expect(long.json.errors).toEqual([{ key: 'companyName', value: 'أدخل 120 حرفًا على الأكثر' }]);
  });

  it('answers an empty message, a wrong email and a wrong phone together, in one refusal (issue 36)', async () => {
    const body = { ...(await enquiry()), email: 'omar@', telephone: '12', message: '' };
    for (const locale of ['en', 'ar'] as const) {
      const refused = await api.call('POST', '/api/sponsorship-requests', { body, locale });
      expect(refused.status).toBe(400);
      expect(refused.json.errors).toEqual(
        refusals(locale, { email: 'email', telephone: 'telephone', message: 'required' }),
      );
    }
    expect(await api.db.select().from(sponsorshipRequests)).toEqual([]);
  });

  it('refuses a package that does not exist, without storing anything', async () => {
    const body = { ...(await enquiry()), packageId: 999_999 };
    for (const locale of ['en', 'ar'] as const) {
      const unknown = await api.call('POST', '/api/sponsorship-requests', { body, locale });
      expect(unknown.status).toBe(400);
      expect(unknown.json.errors).toEqual(refusals(locale, { packageId: 'option' }));
    }
    expect(await api.db.select().from(sponsorshipRequests)).toEqual([]);
  });

  it('stores the enquiry with its package and emails it to the forum', async () => {
    const body = await enquiry();
    const sent = await api.call('POST', '/api/sponsorship-requests', { body });
    expect(sent.status).toBe(201);
    expect(sent.json.data.message).toBe(
      'Thank you: the partnerships team received your enquiry and will contact you soon',
    );
    const [stored] = await api.db
      .select()
      .from(sponsorshipRequests)
      .where(eq(sponsorshipRequests.id, sent.json.data.id));
    expect(stored).toMatchObject({
      packageId: body.packageId,
      companyName: 'Desert Light Pictures',
      name: 'Omar Saleh',
      email: 'omar@desertlight.example',
      telephone: '+966501234567',
      message: body.message,
    });
    const [mail] = (await mailsTo(api.db, FORUM_INBOX)).reverse();
    expect(mail?.subject).toBe('طلب رعاية: Desert Light Pictures');
    expect(mail?.text).toContain('الراعي البلاتيني');
    expect(mail?.text).toContain('omar@desertlight.example');
    // nothing is sent to the address the visitor typed
    expect(await mailsTo(api.db, 'omar@desertlight.example')).toEqual([]);

    const general = await api.call('POST', '/api/sponsorship-requests', {
      body: { ...body, packageId: '' },
      locale: 'ar',
    });
    expect(general.status).toBe(201);
    expect(general.json.data.message).toBe('شكرًا لك: تلقّى فريق الشراكات طلبك وسيتواصل معك قريبًا');
    const [generalRow] = await api.db
      .select()
      .from(sponsorshipRequests)
      .where(eq(sponsorshipRequests.id, general.json.data.id));
    expect(generalRow?.packageId).toBeNull();
  });

  it('stops the sixth enquiry within the hour from one address', async () => {
    await resetLimit('sponsorship');
    const body = await enquiry();
    for (let i = 0; i < 5; i += 1) {
      expect((await api.call('POST', '/api/sponsorship-requests', { body })).status).toBe(201);
    }
    const blocked = await api.call('POST', '/api/sponsorship-requests', { body, locale: 'ar' });
    expect(blocked.status).toBe(429);
    expect(blocked.json.errors[0].value).toMatch(
      /^طلبات كثيرة؛ حاول مرة أخرى بعد (ساعة|\d+ دقيقة|\d+ دقائق|دقيقتين|دقيقة)$/,
    );
  });
});
