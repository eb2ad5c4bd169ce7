import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conferenceSessions, exhibitors, sessions, users, wishlistItems } from '../db/schema.ts';
import { bearer, loginAs } from '../test/accounts.ts';
import { startTestApp, type TestApp } from '../test/test-app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6300010000050001' +
    '0d0a2db40000000049454e44ae426082',
  'hex',
);

async function upload(headers: Record<string, string>, content: Buffer, name: string, purpose: string) {
  const form = new FormData();
  form.set('purpose', purpose);
  form.set('file', new Blob([new Uint8Array(content)]), name);
  const response = await fetch(`${app.baseUrl}/api/uploads`, {
    method: 'POST',
    headers: { OS: 'wui', 'LOCALE-CODE': 'en', ...headers },
    body: form,
  });
  return {
    status: response.status,
    json: (await response.json()) as {
      data?: { upload: { id: number; url: string } };
      errors?: { key: string; value: string }[];
    },
  };
}

describe('login, the current user and permissions', () => {
  it('answers the authorization and the user merged, with the group permissions', async () => {
    const staff = await app.call('POST', '/api/login', { body: { email: 'staff@forum.test', password: 'Forum@2026' } });
    expect(staff.status).toBe(200);
    expect(staff.json.data.authorization).toMatchObject({ tokenType: 'Bearer', accessToken: expect.any(String) });
    expect(staff.json.data.user.userType).toBe('staff');
    expect(staff.json.data.user.group.permissions['orders.manage']).toBe(true);
    const customer = await loginAs(app, 'customer@forum.test');
    const profile = await app.call('GET', '/api/profile', { headers: customer.headers });
    expect(profile.json.data.user.group.permissions).toEqual({});
    expect(profile.json.data.profile).toMatchObject({
      email: 'customer@forum.test',
      firstName: 'سارة',
      userType: 'customer',
    });
  });

  it('gives the same refusal for a wrong password and an unknown address, in both languages', async () => {
    const wrong = await app.call('POST', '/api/login', {
      body: { email: 'customer@forum.test', password: 'nope-2026' },
    });
    const unknown = await app.call('POST', '/api/login', {
      body: { email: 'ghost@example.com', password: 'nope-2026' },
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(unknown.json).toEqual(wrong.json);
    expect(wrong.json.errors).toEqual([
      {
        key: 'error',
        value: 'The email or the password is not right. A new account logs in once its email is confirmed.',
      },
    ]);
    const ar = await app.call('POST', '/api/login', {
      body: { email: 'customer@forum.test', password: 'nope-2026' },
      locale: 'ar',
    });
    expect(ar.json.errors).toEqual([
      {
        key: 'error',
        value: 'البريد الإلكتروني أو كلمة المرور غير صحيحة. يُسجَّل الدخول إلى الحساب الجديد بعد تأكيد بريده الإلكتروني.',
      },
    ]);
  });

  it('keeps exhibitors out of the customer login and customers out of the exhibitor login', async () => {
    const body = { email: 'exhibitor@forum.test', password: 'Forum@2026' };
    expect((await app.call('POST', '/api/login', { body })).status).toBe(401);
    expect((await app.call('POST', '/api/exhibitors/login', { body })).status).toBe(200);
    const customer = { email: 'customer@forum.test', password: 'Forum@2026' };
    expect((await app.call('POST', '/api/exhibitors/login', { body: customer })).status).toBe(401);
  });

  it('answers 401 without a session, and a guest with no profile', async () => {
    expect((await app.call('GET', '/api/profile')).status).toBe(401);
    const guest = await app.call('POST', '/api/login/guests');
    const answer = await app.call('GET', '/api/profile', {
      headers: bearer(guest.json.data.authorization.accessToken),
    });
    expect(answer.json.data).toMatchObject({ user: { userType: 'guest' }, profile: null });
  });

  it("moves a guest's saved sessions into the account on login and ends the guest", async () => {
    const guest = await app.call('POST', '/api/login/guests');
    const guestId = guest.json.data.record.id as number;
    const [first, second] = await app.db.select({ id: conferenceSessions.id }).from(conferenceSessions).limit(2);
    const customerId = (await app.db.select().from(users).where(eq(users.email, 'customer@forum.test')))[0]?.id ?? 0;
    await app.db.insert(wishlistItems).values([
      { userId: guestId, conferenceSessionId: first?.id ?? 0 },
      { userId: guestId, conferenceSessionId: second?.id ?? 0 },
      { userId: customerId, conferenceSessionId: second?.id ?? 0 },
    ]);
    const login = await app.call('POST', '/api/login', {
      body: { email: 'customer@forum.test', password: 'Forum@2026' },
      headers: bearer(guest.json.data.authorization.accessToken),
    });
    expect(login.status).toBe(200);
    const saved = await app.db.select().from(wishlistItems).where(eq(wishlistItems.userId, customerId));
    expect(saved.map((item) => item.conferenceSessionId).sort()).toEqual([first?.id, second?.id].sort());
    expect(await app.db.select().from(users).where(eq(users.id, guestId))).toEqual([]);
  });

  it('checks the XSRF header when the session comes from the cookie', async () => {
    const login = await app.call('POST', '/api/login', {
      body: { email: 'customer@forum.test', password: 'Forum@2026' },
    });
    const cookies = login.headers
      .getSetCookie()
      .map((cookie) => cookie.split(';')[0])
      .join('; ');
    const refused = await app.call('POST', '/api/profile', { body: { city: 'Abha' }, headers: { cookie: cookies } });
    expect(refused.status).toBe(403);
    const xsrf = cookies.match(/XSRF-TOKEN=([^;]+)/)?.[1] ?? '';
    const accepted = await app.call('POST', '/api/profile', {
      body: { city: 'Abha' },
      headers: { cookie: cookies, 'x-xsrf-token': decodeURIComponent(xsrf) },
    });
    expect(accepted.status).toBe(200);
    expect(accepted.json.data.profile.city).toBe('Abha');
  });
});

describe('profiles', () => {
  it('updates only the fields sent, refuses bad ones without changing anything', async () => {
    const { headers } = await loginAs(app, 'customer@forum.test');
    const updated = await app.call('POST', '/api/profile', {
      headers,
      body: { firstName: 'Sara', notifications: { orders: false, agenda: true, news: true }, locale: 'en' },
    });
    expect(updated.status).toBe(200);
    expect(updated.json.data.profile).toMatchObject({
      firstName: 'Sara',
      lastName: 'القحطاني',
      locale: 'en',
      notifications: { orders: false, agenda: true, news: true },
    });
    expect(updated.json.data.user.firstName).toBe('Sara');

    const bad = await app.call('POST', '/api/profile', {
      headers,
      body: { firstName: 'X', telephone: '123', locale: 'fr' },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.errors.map((e: { key: string }) => e.key).sort()).toEqual(['locale', 'telephone']);
    const after = await app.call('GET', '/api/profile', { headers });
    expect(after.json.data.profile.firstName).toBe('Sara');
  });

  it('keeps each family to its own profile call', async () => {
    const exhibitor = await loginAs(app, 'exhibitor@forum.test', { family: 'exhibitor' });
    const customer = await loginAs(app, 'customer@forum.test');
    const wrongWay = await app.call('POST', '/api/profile', { headers: exhibitor.headers, body: { city: 'Abha' } });
    expect(wrongWay.status).toBe(403);
    expect(wrongWay.json.errors[0].value).toContain('customer accounts');
    expect(
      (await app.call('POST', '/api/exhibitors/profile', { headers: customer.headers, body: { city: 'Abha' } })).status,
    ).toBe(403);
    expect((await app.call('POST', '/api/profile', { body: { city: 'Abha' } })).status).toBe(401);
  });

  it('edits the company of an exhibitor in both languages and prepends https:// to its links', async () => {
    const { headers } = await loginAs(app, 'exhibitor@forum.test', { family: 'exhibitor' });
    const answer = await app.call('POST', '/api/exhibitors/profile', {
      headers,
      body: {
        companyNameEn: 'Rawi Studios',
        descriptionEn: 'Stories from Riyadh',
        website: 'rawi.example',
        social: [{ network: 'instagram', url: 'instagram.com/rawi' }],
      },
    });
    expect(answer.status).toBe(200);
    expect(answer.json.data.profile.exhibitor).toMatchObject({
      companyNameEn: 'Rawi Studios',
      companyNameAr: 'استوديوهات راوي',
      descriptionEn: 'Stories from Riyadh',
      website: 'https://rawi.example',
      social: [{ network: 'instagram', url: 'https://instagram.com/rawi' }],
    });
    expect(answer.json.data.profile.exhibitor.booths.length).toBeGreaterThan(0);
    const bad = await app.call('POST', '/api/exhibitors/profile', {
      headers,
      body: { social: [{ network: 'x', url: 'javascript:alert(1)' }] },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.errors[0].key).toBe('social.0.url');
    const unknownNetwork = await app.call('POST', '/api/exhibitors/profile', {
      headers,
      body: { social: [{ network: 'myspace', url: 'myspace.com/x' }] },
    });
    expect(unknownNetwork.json.errors[0].key).toBe('social.0.network');
  });

  it('shows a public profile: the company of an exhibitor, only a first name and initial of a customer', async () => {
    const [exhibitorUser] = await app.db.select().from(users).where(eq(users.email, 'exhibitor@forum.test'));
    const company = await app.call('GET', `/api/profiles/${exhibitorUser?.publicId}`);
    expect(company.json.data.profile.exhibitor.name).toEqual(expect.any(String));
    expect(company.text).not.toContain('exhibitor@forum.test');
    const [reviewer] = await app.db.select().from(users).where(eq(users.email, 'noura.reviewer@forum.test'));
    const customer = await app.call('GET', `/api/profiles/${reviewer?.publicId}`, { locale: 'ar' });
    expect(customer.json.data.profile).toMatchObject({ displayName: 'نورة ا.', exhibitor: null });
    expect(customer.json.data.profile.reviewCount).toBeGreaterThan(0);
    expect(customer.text).not.toContain('reviewer@forum.test');
    expect(customer.text).not.toContain('+9665');
    expect((await app.call('GET', '/api/profiles/AAAAAAAAAAAAAAAA')).status).toBe(404);
    expect((await app.call('GET', '/api/profiles/abc')).status).toBe(400);
  });
});

describe('uploads', () => {
  it('accepts an image checked by its content, serves it, and uses it as the photo of its owner only', async () => {
    const owner = await loginAs(app, 'customer@forum.test');
    const answer = await upload(owner.headers, PNG, 'me.png', 'avatar');
    expect(answer.status).toBe(201);
    const served = await fetch(`${app.baseUrl}${answer.json.data?.upload.url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');

    const other = await loginAs(app, 'staff@forum.test');
    const stolen = await app.call('POST', '/api/profile', {
      headers: other.headers,
      body: { avatarUpload: answer.json.data?.upload.id },
    });
    expect(stolen.json.errors).toEqual([{ key: 'avatarUpload', value: 'Upload the file again' }]);
    const mine = await app.call('POST', '/api/profile', {
      headers: owner.headers,
      body: { avatarUpload: answer.json.data?.upload.id },
    });
    expect(mine.json.data.profile.avatarUrl).toBe(answer.json.data?.upload.url);
  });

  it('refuses SVG, a renamed text file, an empty request and a caller without a session', async () => {
    const { headers } = await loginAs(app, 'customer@forum.test');
    const svg = await upload(headers, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'x.png', 'avatar');
    expect(svg.status).toBe(400);
    expect(svg.json.errors).toEqual([{ key: 'file', value: 'This kind of file is not accepted here' }]);
    expect((await upload(headers, Buffer.from('%PDF-1.4 x'), 'licence.pdf', 'avatar')).status).toBe(400);
    expect((await upload(headers, PNG, 'a.png', 'wallpaper')).json.errors?.[0]?.key).toBe('purpose');
    expect((await upload({}, PNG, 'a.png', 'avatar')).status).toBe(401);
    const tooBig = await upload(headers, Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]), 'big.png', 'avatar');
    expect(tooBig.json.errors).toEqual([{ key: 'file', value: 'The file is larger than 5 MB' }]);
  });

  it('keeps a licence private', async () => {
    const { headers } = await loginAs(app, 'customer@forum.test');
    const licence = await upload(headers, Buffer.from('%PDF-1.4 licence'), 'licence.pdf', 'licence');
    expect(licence.status).toBe(201);
    expect(licence.json.data?.upload.url).toBe('');
  });
});

describe('password change, logout and deletion', () => {
  it('refuses a wrong current password, then changes it, ending the other sessions', async () => {
    const other = await loginAs(app, 'staff@forum.test');
    const current = await loginAs(app, 'staff@forum.test');
    const wrong = await app.call('POST', '/api/profile/password', {
      headers: current.headers,
      body: { currentPassword: 'nope', password: 'Cinema2027', confirmPassword: 'Cinema2027' },
    });
    expect(wrong.json.errors).toEqual([{ key: 'currentPassword', value: 'The password is not right' }]);
    const changed = await app.call('POST', '/api/profile/password', {
      headers: current.headers,
      body: { currentPassword: 'Forum@2026', password: 'Cinema2027', confirmPassword: 'Cinema2027' },
    });
    expect(changed.status).toBe(200);
    const fresh = bearer(changed.json.data.authorization.accessToken);
    expect((await app.call('GET', '/api/profile', { headers: fresh })).status).toBe(200);
    expect((await app.call('GET', '/api/profile', { headers: other.headers })).status).toBe(401);
    expect((await app.call('GET', '/api/profile', { headers: current.headers })).status).toBe(401);
  });

  it('logs out: the token is refused afterwards and the cookies are cleared', async () => {
    const { headers } = await loginAs(app, 'exhibitor@forum.test', { family: 'exhibitor' });
    const out = await app.call('POST', '/api/logout', { headers });
    expect(out.status).toBe(200);
    expect(out.headers.getSetCookie().some((cookie) => /^forum_session=;/.test(cookie))).toBe(true);
    expect((await app.call('GET', '/api/profile', { headers })).status).toBe(401);
  });

  it('deletes an account only with its password, removing its personal data', async () => {
    const { headers } = await loginAs(app, 'customer@forum.test');
    const [before] = await app.db.select().from(users).where(eq(users.email, 'customer@forum.test'));
    const refused = await app.call('DELETE', '/api/profile', { headers, body: { password: 'wrong-one1' } });
    expect(refused.json.errors).toEqual([{ key: 'password', value: 'The password is not right' }]);
    expect((await app.call('GET', '/api/profile', { headers })).status).toBe(200);

    const deleted = await app.call('DELETE', '/api/profile', { headers, body: { password: 'Forum@2026' } });
    expect(deleted.status).toBe(200);
    const [after] = await app.db
      .select()
      .from(users)
      .where(eq(users.id, before?.id ?? 0));
    expect(after).toMatchObject({ email: null, firstName: null, telephone: null, passwordHash: null });
    expect(after?.deletedAt).not.toBeNull();
    expect(
      await app.db
        .select()
        .from(sessions)
        .where(and(eq(sessions.userId, before?.id ?? 0), isNull(sessions.revokedAt))),
    ).toEqual([]);
    expect(
      await app.db
        .select()
        .from(wishlistItems)
        .where(eq(wishlistItems.userId, before?.id ?? 0)),
    ).toEqual([]);
    expect((await app.call('GET', '/api/profile', { headers })).status).toBe(401);
    expect(
      (await app.call('POST', '/api/login', { body: { email: 'customer@forum.test', password: 'Forum@2026' } })).status,
    ).toBe(401);
    expect((await app.call('GET', `/api/profiles/${before?.publicId}`)).status).toBe(404);
  });

  it('deletes an exhibitor through /exhibitors/profile and takes the company out of the directory', async () => {
    const { headers } = await loginAs(app, 'exhibitor@forum.test', { family: 'exhibitor' });
    expect((await app.call('DELETE', '/api/profile', { headers, body: { password: 'Forum@2026' } })).status).toBe(403);
    const deleted = await app.call('DELETE', '/api/exhibitors/profile', { headers, body: { password: 'Forum@2026' } });
    expect(deleted.status).toBe(200);
    const listed = await app.db
      .select()
      .from(exhibitors)
      .where(eq(exhibitors.name, { ar: 'استوديوهات راوي', en: 'Rawi Studios' }));
    expect(listed.every((company) => !company.isPublished && company.userId === null)).toBe(true);
  });
});
