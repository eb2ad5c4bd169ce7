import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users, verificationCodes } from '../db/schema.ts';
import { bearer, latestCode, mailsTo, newCustomer } from '../test/accounts.ts';
import { startTestApp, type TestApp } from '../test/test-app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

describe('registration and email verification', () => {
  const email = 'layla.haddad@example.com';

  it('registers a customer, emails a code, and answers the same for an address that already has an account', async () => {
    const first = await app.call('POST', '/api/register', { body: newCustomer(email) });
    expect(first.status).toBe(201);
    expect(first.json.data).toMatchObject({ email, resendAfter: 60 });
    const code = await latestCode(app.db, email);
    expect(code).toMatch(/^\d{6}$/);
    const [mail] = await mailsTo(app.db, email);
    expect(mail?.text).toContain(
      `/en/register-verify-code?email=${encodeURIComponent(email)}&code=${code}&type=customer`,
    );

    // the demo customer exists: same status, same body; the owner gets a notice instead of a code
    const known = await app.call('POST', '/api/register', { body: newCustomer('customer@forum.test') });
    expect(known.status).toBe(201);
    expect(Object.keys(known.json.data).sort()).toEqual(Object.keys(first.json.data).sort());
    expect(known.json.data.message.replace('customer@forum.test', 'X')).toBe(
      first.json.data.message.replace(email, 'X'),
    );
    const notice = (await mailsTo(app.db, 'customer@forum.test')).at(-1);
    expect(notice?.subject).toContain('حسابك');
    expect(notice?.text).not.toMatch(/^\d{6}$/m);
  });

  it('refuses to log in before the email is confirmed, as it refuses a wrong password (decision 027)', async () => {
    const answer = await app.call('POST', '/api/login', { body: { email, password: 'Cinema2026' } });
    const wrong = await app.call('POST', '/api/login', { body: { email, password: 'Cinema2027' } });
    expect(answer.status).toBe(401);
    expect(answer.json).toEqual(wrong.json);
  });

  it('refuses a wrong code in both languages and counts the attempt', async () => {
    const code = await latestCode(app.db, email);
    const wrong = code === '000000' ? '111111' : '000000';
    const en = await app.call('GET', `/api/register/email/verify/${encodeURIComponent(email)}/${wrong}`);
    expect(en.status).toBe(400);
    expect(en.json.errors).toEqual([{ key: 'code', value: 'This code is not right' }]);
    const ar = await app.call('GET', `/api/register/email/verify/${encodeURIComponent(email)}/${wrong}`, {
      locale: 'ar',
    });
    expect(ar.json.errors).toEqual([{ key: 'code', value: 'هذا الرمز غير صحيح' }]);
    const [row] = await app.db.select().from(verificationCodes).orderBy(sql`id desc`).limit(1);
    expect(row?.attempts).toBe(2);
  });

  it('throttles resending to one code a minute per address', async () => {
    const answer = await app.call('GET', `/api/register/email/resend/${encodeURIComponent(email)}`);
    expect(answer.status).toBe(429);
    expect(answer.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(Number(answer.headers.get('retry-after'))).toBeLessThanOrEqual(60);
  });

  it('confirms the address with the right code, logs the customer in and sends a welcome', async () => {
    const code = await latestCode(app.db, email);
    const answer = await app.call('GET', `/api/register/email/verify/${encodeURIComponent(email)}/${code}`);
    expect(answer.status).toBe(200);
    expect(answer.json.data.authorization.accessToken).toEqual(expect.any(String));
    expect(answer.json.data.user).toMatchObject({ userType: 'customer', email, firstName: 'Layla' });
    expect(answer.json.data.record).toEqual(answer.json.data.user);
    expect(answer.headers.getSetCookie().some((cookie) => cookie.startsWith('forum_session='))).toBe(true);
    // in the language the customer registered in
    expect((await mailsTo(app.db, email)).at(-1)?.subject).toBe('Welcome to Saudi Screen Forum 2027');

    const profile = await app.call('GET', '/api/profile', {
      headers: bearer(answer.json.data.authorization.accessToken),
    });
    expect(profile.json.data.profile).toMatchObject({ email, emailVerified: true, accountKind: 'individual' });

    // the code is used up
    const again = await app.call('GET', `/api/register/email/verify/${encodeURIComponent(email)}/${code}`);
    expect(again.status).toBe(400);
    const login = await app.call('POST', '/api/login', {
      body: { email: email.toUpperCase(), password: 'Cinema2026' },
    });
    expect(login.status).toBe(200);
  });

  it('voids a code after five wrong attempts, and refuses an expired one', async () => {
    const other = 'attempts@example.com';
    await app.call('POST', '/api/register', { body: newCustomer(other) });
    const code = await latestCode(app.db, other);
    const wrong = code === '999999' ? '888888' : '999999';
    const path = `/api/register/email/verify/${encodeURIComponent(other)}`;
    for (let i = 0; i < 4; i += 1)
      expect((await app.call('GET', `${path}/${wrong}`)).json.errors[0].value).toBe('This code is not right');
    const fifth = await app.call('GET', `${path}/${wrong}`);
    expect(fifth.json.errors).toEqual([{ key: 'code', value: 'Too many wrong attempts; ask for a new code' }]);
    expect((await app.call('GET', `${path}/${code}`)).status).toBe(400);

    const [user] = await app.db.select().from(users).where(eq(users.email, other));
    expect(user?.emailVerifiedAt).toBeNull();
    // a fresh code, then time passes
    await app.db.execute(sql`update rate_limits set reset_at = now() where key like 'code-send:%'`);
    expect((await app.call('GET', `/api/register/email/resend/${encodeURIComponent(other)}`)).status).toBe(200);
    const fresh = await latestCode(app.db, other);
    await app.db
      .update(verificationCodes)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(verificationCodes.userId, user?.id ?? 0));
    const expired = await app.call('GET', `${path}/${fresh}`);
    expect(expired.json.errors).toEqual([{ key: 'code', value: 'This code has expired; ask for a new one' }]);
  });

  it('answers each invalid field with its key and a localized message, and creates nothing', async () => {
    const before = await app.db.select({ n: sql<number>`count(*)::int` }).from(users);
    const body = {
      ...newCustomer('not-an-email'),
      telephone: '12',
      password: 'short',
      confirmPassword: 'different',
      firstName: '',
    };
    const en = await app.call('POST', '/api/register', { body });
    expect(en.status).toBe(400);
    const byKey = Object.fromEntries(en.json.errors.map((e: { key: string; value: string }) => [e.key, e.value]));
    expect(byKey).toMatchObject({
      email: 'Enter a valid email address',
      telephone: expect.stringContaining('valid phone number'),
      firstName: 'This field is required',
    });
    expect(en.json.errors).toContainEqual({ key: 'password', value: 'Enter at least 8 characters' });
    const ar = await app.call('POST', '/api/register', { body, locale: 'ar' });
    const arByKey = Object.fromEntries(ar.json.errors.map((e: { key: string; value: string }) => [e.key, e.value]));
    expect(arByKey.email).toBe('أدخل بريدًا إلكترونيًا صحيحًا');
    expect(arByKey.firstName).toBe('هذا الحقل مطلوب');

    const mismatch = await app.call('POST', '/api/register', {
      body: newCustomer('mismatch@example.com', { password: 'Cinema2026', confirmPassword: 'Cinema2027' }),
    });
    expect(mismatch.json.errors).toEqual([{ key: 'confirmPassword', value: 'The two passwords are not the same' }]);
    const weak = await app.call('POST', '/api/register', {
      body: newCustomer('weak@example.com', { password: 'onlyletters', confirmPassword: 'onlyletters' }),
    });
    expect(weak.json.errors).toEqual([
      { key: 'password', value: 'Use at least 8 characters with letters and numbers' },
    ]);
    const company = await app.call('POST', '/api/register', {
      body: newCustomer('company@example.com', { accountKind: 'company', taxNumber: '123' }),
    });
    expect(company.json.errors).toEqual(
      expect.arrayContaining([{ key: 'taxNumber', value: 'A VAT number has 15 digits and begins and ends with 3' }]),
    );
    const customs = await app.call('POST', '/api/register', {
      body: newCustomer('customs@example.com', {
        accountKind: 'customs_clearance',
        companyName: 'Clear Co',
        taxNumber: '300000000000003',
      }),
    });
    expect(customs.json.errors.map((e: { key: string }) => e.key).sort()).toEqual([
      'commercialRegistration',
      'licenceUpload',
    ]);
    // the form's terms box sent unticked is named with every other field's error, in one answer (issue 36)
    const unticked = await app.call('POST', '/api/register', {
      body: newCustomer('not-an-email', { telephone: '12', terms: false }),
      locale: 'ar',
    });
    expect(unticked.status).toBe(400);
    expect(unticked.json.errors).toEqual(
      expect.arrayContaining([
        { key: 'terms', value: 'وافق على الشروط والأحكام للمتابعة' },
        { key: 'email', value: 'أدخل بريدًا إلكترونيًا صحيحًا' },
      ]),
    );
    expect(unticked.json.errors.map((e: { key: string }) => e.key)).toContain('telephone');

    const after = await app.db.select({ n: sql<number>`count(*)::int` }).from(users);
    expect(after[0]?.n).toBe(before[0]?.n);
  });
});

describe('password recovery', () => {
  const email = 'customer@forum.test';

  it('answers the same for a known and an unknown address, and emails only the known one', async () => {
    const known = await app.call('POST', '/api/forgot-password/email', { body: { email } });
    const unknown = await app.call('POST', '/api/forgot-password/email', { body: { email: 'nobody@example.com' } });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(unknown.json.data.message.replace('nobody@example.com', 'X')).toBe(
      known.json.data.message.replace(email, 'X'),
    );
    expect(await mailsTo(app.db, 'nobody@example.com')).toEqual([]);
    expect((await mailsTo(app.db, email)).at(-1)?.text).toContain('/verification-code?');
  });

  it('checks the code, resets the password, ends every session, and lets the new password in', async () => {
    const oldLogin = await app.call('POST', '/api/login', { body: { email, password: 'Forum@2026' } });
    const oldToken = oldLogin.json.data.authorization.accessToken;
    const code = await latestCode(app.db, email);
    const wrong = code === '123456' ? '654321' : '123456';
    const path = `/api/forgot-password/verify/email/${encodeURIComponent(email)}`;
    expect((await app.call('GET', `${path}/${wrong}`)).json.errors[0].key).toBe('code');
    expect((await app.call('GET', `${path}/${code}`)).json.data.valid).toBe(true);
    // the unknown address gets the same refusal as a wrong code
    expect(
      (await app.call('GET', `/api/forgot-password/verify/email/nobody%40example.com/${code}`)).json.errors[0].key,
    ).toBe('code');

    const badReset = await app.call('POST', '/api/forgot-password/reset/email', {
      body: { email, code, password: 'NewPass2026', confirmPassword: 'NewPass2027' },
    });
    expect(badReset.json.errors).toEqual([{ key: 'confirmPassword', value: 'The two passwords are not the same' }]);
    const reset = await app.call('POST', '/api/forgot-password/reset/email', {
      body: { email, code, password: 'NewPass2026', confirmPassword: 'NewPass2026' },
    });
    expect(reset.status).toBe(200);
    expect(reset.json.data.message).toContain('log in');

    expect((await app.call('GET', '/api/profile', { headers: bearer(oldToken) })).status).toBe(401);
    expect((await app.call('POST', '/api/login', { body: { email, password: 'Forum@2026' } })).status).toBe(401);
    expect((await app.call('POST', '/api/login', { body: { email, password: 'NewPass2026' } })).status).toBe(200);
    // the code served once
    const replay = await app.call('POST', '/api/forgot-password/reset/email', {
      body: { email, code, password: 'Again2026x', confirmPassword: 'Again2026x' },
    });
    expect(replay.status).toBe(400);
  });
});

describe('exhibitor registration', () => {
  it('registers a company under /exhibitors, unlisted until the forum reviews it, and keeps the families apart', async () => {
    const email = 'studio@example.com';
    const answer = await app.call('POST', '/api/exhibitors/register', {
      body: {
        companyName: 'Lens & Light',
        category: 1,
        firstName: 'Omar',
        lastName: 'Saleh',
        email,
        telephone: '+966551112233',
        password: 'Studio2026',
        confirmPassword: 'Studio2026',
        country: 'SA',
        city: 'Jeddah',
        website: 'lensandlight.example',
      },
    });
    expect(answer.status).toBe(201);
    const code = await latestCode(app.db, email);
    expect((await mailsTo(app.db, email))[0]?.text).toContain('type=exhibitor');
    // the customer family has no such account
    expect((await app.call('GET', `/api/register/email/verify/${encodeURIComponent(email)}/${code}`)).status).toBe(400);
    const verified = await app.call(
      'GET',
      `/api/exhibitors/register/email/verify/${encodeURIComponent(email)}/${code}`,
    );
    expect(verified.status).toBe(200);
    expect(verified.json.data.user.userType).toBe('exhibitor');
    const profile = await app.call('GET', '/api/profile', {
      headers: bearer(verified.json.data.authorization.accessToken),
    });
    expect(profile.json.data.profile.exhibitor).toMatchObject({
      companyNameEn: 'Lens & Light',
      website: 'https://lensandlight.example',
      isPublished: false,
      booths: [],
    });

    expect((await app.call('POST', '/api/login', { body: { email, password: 'Studio2026' } })).status).toBe(401);
    expect((await app.call('POST', '/api/exhibitors/login', { body: { email, password: 'Studio2026' } })).status).toBe(
      200,
    );
    expect(
      (
        await app.call('POST', '/api/exhibitors/login', {
          body: { email: 'customer@forum.test', password: 'NewPass2026' },
        })
      ).status,
    ).toBe(401);
  });
});
