import http from 'node:http';
import zlib from 'node:zlib';
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../auth/password.ts';
import { auditLog, orders, userGroups, users } from '../../db/schema.ts';
import { createAccounts, latestCode, loginAs, mailsTo } from '../../test/accounts.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { LIST_CSV_BATCH } from '../list-csv.ts';

// The console's people (decision 066): users, groups and staff, through the API as the console calls it.

type Headers = Record<string, string>;

let app: TestApp;
let staff: Headers;
let staffId = 0;
let passwordHash = '';
const PASSWORD = 'Cinema2026';

beforeAll(async () => {
  app = await startTestApp();
  staff = (await loginAs(app, 'staff@forum.test')).headers;
  const [row] = await app.db.select({ id: users.id }).from(users).where(eq(users.email, 'staff@forum.test'));
  staffId = row?.id ?? 0;
  passwordHash = await hashPassword(PASSWORD);
});
afterAll(async () => {
  await app?.close();
});

async function person(
  prefix: string,
  options: { type?: 'customer' | 'exhibitor' | 'staff'; locale?: 'ar' | 'en' } = {},
) {
  const [made] = await createAccounts(app.db, `${prefix}-${Date.now()}`, 1, { ...options, passwordHash });
  if (!made) throw new Error('no account');
  return made;
}

async function auditOf(entity: string, entityId: string | number) {
  return app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(entityId))))
    .orderBy(desc(auditLog.id));
}

async function groupIdOf(key: string) {
  const [row] = await app.db.select({ id: userGroups.id }).from(userGroups).where(eq(userGroups.key, key));
  return row?.id ?? 0;
}

describe('the users list', () => {
  it('searches, filters by type and state, sorts, and pages on the server', async () => {
    const tag = `findme${Date.now()}`;
    await createAccounts(app.db, tag, 3, { type: 'exhibitor' });
    const found = await app.call('GET', `/api/admin/users?q=${tag}&type=exhibitor&sort=email&perPage=2`, {
      headers: staff,
    });
    expect(found.status, found.text).toBe(200);
    expect(found.json.data.pagination).toMatchObject({ total: 3, perPage: 2, lastPage: 2 });
    expect(found.json.data.items.map((row: { email: string }) => row.email)).toEqual([
      `${tag}-1@forum.test`,
      `${tag}-2@forum.test`,
    ]);
    const customers = await app.call('GET', `/api/admin/users?q=${tag}&type=customer`, { headers: staff });
    expect(customers.json.data.pagination.total).toBe(0);
    const disabled = await app.call('GET', `/api/admin/users?q=${tag}&state=disabled`, { headers: staff });
    expect(disabled.json.data.pagination.total).toBe(0);
    const refused = await app.call('GET', '/api/admin/users?sort=passwordHash', { headers: staff });
    expect(refused.status).toBe(400);
  });

  it('exports the filtered rows as CSV, a formula cell written as text', async () => {
    const tag = `csv${Date.now()}`;
    const [made] = await createAccounts(app.db, tag, 1);
    await app.db
      .update(users)
      .set({ firstName: '=HYPERLINK("x")' })
      .where(eq(users.id, made?.id ?? 0));
    const csv = await app.call('GET', `/api/admin/users.csv?q=${tag}&cols=email,firstName`, {
      headers: { ...staff, 'LOCALE-CODE': 'ar' },
    });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const lines = csv.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toEqual(['البريد الإلكتروني,الاسم الأول', `${tag}-1@forum.test,"'=HYPERLINK(""x"")"`]);
  });

  it.each([
    ['br', zlib.brotliDecompressSync],
    ['gzip', zlib.gunzipSync],
  ])('sends the export compressed (%s) a batch at a time, as it reads them', async (encoding, decompress) => {
    const tag = `csvz${Date.now()}`;
    // three batches of LIST_CSV_BATCH (500) and a few
    await app.db.execute(sql`insert into users (type, account_kind, email, first_name, last_name, locale)
      select 'customer', 'individual', ${tag} || '-' || i || '@example.test', 'Customer', 'No. ' || i, 'en'
      from generate_series(1, ${LIST_CSV_BATCH * 3 + 7}) as i`);
    const path = `/api/admin/users.csv?q=${tag}&cols=email`;
    const plain = await app.call('GET', path, { headers: staff });
    // the raw answer: how many parts arrived, and what they decode to
    const parts = await new Promise<Buffer[]>((resolve, reject) => {
      http
        .get(
          `${app.baseUrl}${path}`,
          { headers: { ...staff, OS: 'wui', 'LOCALE-CODE': 'en', 'accept-encoding': encoding } },
          (response) => {
            expect(response.headers['content-encoding']).toBe(encoding);
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () => resolve(chunks));
            response.on('error', reject);
          },
        )
        .on('error', reject);
    });
    // (fetch's text() drops the byte-order mark)
    expect(decompress(Buffer.concat(parts)).toString('utf8')).toBe(`\uFEFF${plain.text}`);
    expect(plain.text.trim().split('\r\n')).toHaveLength(1 + LIST_CSV_BATCH * 3 + 7);
    // flushed after each batch: several parts (left to itself, the compressor sends the whole file at its end)
    expect(parts.length).toBeGreaterThanOrEqual(3);
  });
});

describe('disabling an account', () => {
  it('ends its sessions, refuses its login with a message, and is audited; enabling lets it in again', async () => {
    const customer = await person('disable');
    const before = await app.call('GET', '/api/profile', { headers: customer.headers });
    expect(before.status).toBe(200);

    const done = await app.call('POST', `/api/admin/users/${customer.id}/disable`, {
      headers: staff,
      body: { base: JSON.stringify({ state: 'active' }) },
    });
    expect(done.status, done.text).toBe(200);
    expect(done.json.data).toMatchObject({ state: 'disabled', sessionCount: 0 });
    expect((await app.call('GET', '/api/profile', { headers: customer.headers })).status).toBe(401);

    const login = await app.call('POST', '/api/login', {
      body: { email: customer.email, password: PASSWORD },
      locale: 'ar',
    });
    expect(login.status).toBe(403);
    expect(login.json.errors[0].value).toContain('عطّل الملتقى هذا الحساب');
    const wrong = await app.call('POST', '/api/login', { body: { email: customer.email, password: 'Wrong2026x' } });
    // a wrong password learns nothing of the account's state
    expect(wrong.status).toBe(401);

    const [entry] = await auditOf('user', customer.id);
    expect(entry).toMatchObject({ action: 'disable', before: { state: 'active' }, after: { state: 'disabled' } });
    expect(JSON.stringify(entry)).not.toContain('argon');

    // the page opened before the change: its base no longer holds
    const stale = await app.call('POST', `/api/admin/users/${customer.id}/disable`, {
      headers: staff,
      body: { base: JSON.stringify({ state: 'active' }) },
    });
    expect(stale.status).toBe(409);
    expect(stale.json.errors.map((error: { key: string }) => error.key)).toEqual(['base', 'state']);

    const enabled = await app.call('POST', `/api/admin/users/${customer.id}/enable`, { headers: staff, body: {} });
    expect(enabled.json.data.state).toBe('active');
    expect((await app.call('POST', '/api/login', { body: { email: customer.email, password: PASSWORD } })).status).toBe(
      200,
    );
  });

  it('disables and enables many at once, all or none', async () => {
    const people = await createAccounts(app.db, `bulk-${Date.now()}`, 3);
    const ids = people.map((row) => row.id);
    const done = await app.call('POST', '/api/admin/users/bulk', { headers: staff, body: { action: 'disable', ids } });
    expect(done.json.data.changed).toBe(3);
    // the caller among them: nothing changes
    const refused = await app.call('POST', '/api/admin/users/bulk', {
      headers: staff,
      body: { action: 'enable', ids: [...ids, 999_999] },
    });
    expect(refused.status).toBe(404);
    const own = await app.call('POST', '/api/admin/users/bulk', {
      headers: staff,
      body: { action: 'disable', ids: [staffId] },
    });
    expect(own.status).toBe(403);
    const still = await app.call('GET', `/api/admin/users/${ids[0]}`, { headers: staff });
    expect(still.json.data.state).toBe('disabled');
  });

  it('refuses to disable or delete the caller', async () => {
    const own = await app.call('POST', `/api/admin/users/${staffId}/disable`, { headers: staff, body: {} });
    expect(own.status).toBe(403);
    expect(own.json.errors[0].value).toContain('own account');
    expect((await app.call('DELETE', `/api/admin/users/${staffId}`, { headers: staff, body: {} })).status).toBe(403);
  });
});

describe('resetting a password', () => {
  it("emails the owner once, in the owner's language, a code that sets a new password", async () => {
    const arabic = await person('reset-ar', { locale: 'ar' });
    const sent = await app.call('POST', `/api/admin/users/${arabic.id}/password-reset`, { headers: staff });
    expect(sent.status, sent.text).toBe(200);
    const mails = await mailsTo(app.db, arabic.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toContain('إعادة تعيين كلمة المرور');

    const english = await person('reset-en', { locale: 'en' });
    await app.call('POST', `/api/admin/users/${english.id}/password-reset`, { headers: staff });
    const [mail] = await mailsTo(app.db, english.email);
    expect(mail?.subject).toContain('Reset your');
    const code = await latestCode(app.db, english.email);
    const reset = await app.call('POST', '/api/forgot-password/reset/email', {
      body: { email: english.email, code, password: 'NewPass2026', confirmPassword: 'NewPass2026' },
    });
    expect(reset.status, reset.text).toBe(200);
    expect((await auditOf('user', english.id))[0]).toMatchObject({ action: 'resetPassword' });
  });
});

describe('deleting an account', () => {
  it('follows the rules of self-deletion: emptied, logged out, its orders kept', async () => {
    const [customer] = await app.db.select().from(users).where(eq(users.email, 'customer@forum.test'));
    if (!customer) throw new Error('no demo customer');
    const session = await loginAs(app, 'customer@forum.test');
    const ordersBefore = await app.db.$count(orders, eq(orders.userId, customer.id));
    expect(ordersBefore).toBeGreaterThan(0);

    const gone = await app.call('DELETE', `/api/admin/users/${customer.id}`, { headers: staff, body: {} });
    expect(gone.status, gone.text).toBe(200);
    const [row] = await app.db.select().from(users).where(eq(users.id, customer.id));
    expect(row).toMatchObject({ email: null, passwordHash: null, firstName: null });
    expect(row?.deletedAt).not.toBeNull();
    expect(await app.db.$count(orders, eq(orders.userId, customer.id))).toBe(ordersBefore);
    expect((await app.call('GET', '/api/profile', { headers: session.headers })).status).toBe(401);
    expect((await app.call('GET', `/api/admin/users/${customer.id}`, { headers: staff })).status).toBe(404);
    const [entry] = await auditOf('user', customer.id);
    expect(entry).toMatchObject({ action: 'delete', after: null });
    expect(entry?.before).toMatchObject({ email: 'customer@forum.test' });
  });
});

describe('groups, staff and permissions', () => {
  it('creates a group, renames it, refuses to delete it with members, deletes it empty', async () => {
    const made = await app.call('POST', '/api/admin/groups', {
      headers: staff,
      body: { nameAr: 'المراجعون', nameEn: 'Reviewers', permissions: ['reviews.manage'] },
    });
    expect(made.status, made.text).toBe(201);
    const group = made.json.data;
    expect(group).toMatchObject({ name: 'Reviewers', permissions: ['reviews.manage'], memberCount: 0 });

    const bad = await app.call('PUT', `/api/admin/groups/${group.id}`, {
      headers: staff,
      body: { nameAr: 'x', nameEn: 'x', permissions: ['everything.manage'] },
    });
    expect(bad.status).toBe(400);

    const renamed = await app.call('PUT', `/api/admin/groups/${group.id}`, {
      headers: staff,
      body: {
        nameAr: 'المشرفون على المراجعات',
        nameEn: 'Review moderators',
        permissions: ['reviews.manage', 'contact.answer'],
        base: JSON.stringify({ nameAr: 'المراجعون', nameEn: 'Reviewers', permissions: ['reviews.manage'] }),
      },
    });
    expect(renamed.status, renamed.text).toBe(200);
    expect(renamed.json.data.permissions).toEqual(['contact.answer', 'reviews.manage']);
    const [entry] = await auditOf('group', group.id);
    expect(entry).toMatchObject({
      action: 'update',
      before: { nameEn: 'Reviewers', permissions: ['reviews.manage'] },
      after: { nameEn: 'Review moderators' },
    });

    const stale = await app.call('PUT', `/api/admin/groups/${group.id}`, {
      headers: staff,
      body: {
        nameAr: 'أ',
        nameEn: 'A',
        permissions: [],
        base: JSON.stringify({ nameEn: 'Reviewers' }),
      },
    });
    expect(stale.status).toBe(409);

    const member = await person('member', { type: 'staff' });
    const moved = await app.call('PUT', `/api/admin/staff/${member.id}/group`, {
      headers: staff,
      body: { group: group.id },
    });
    expect(moved.status, moved.text).toBe(200);
    expect((await app.call('DELETE', `/api/admin/groups/${group.id}`, { headers: staff, body: {} })).status).toBe(409);
    await app.call('PUT', `/api/admin/staff/${member.id}/group`, {
      headers: staff,
      body: { group: await groupIdOf('editors') },
    });
    const deleted = await app.call('DELETE', `/api/admin/groups/${group.id}`, { headers: staff, body: {} });
    expect(deleted.status, deleted.text).toBe(200);
  });

  it("shows a change of a group's permissions at its members' next request", async () => {
    const editor = await loginAs(app, 'editor@forum.test');
    expect((await app.call('GET', '/api/admin/users', { headers: editor.headers })).status).toBe(403);
    const editors = await groupIdOf('editors');
    const current = (await app.call('GET', `/api/admin/groups/${editors}`, { headers: staff })).json.data;
    const given = await app.call('PUT', `/api/admin/groups/${editors}`, {
      headers: staff,
      body: { nameAr: current.nameAr, nameEn: current.nameEn, permissions: [...current.permissions, 'users.manage'] },
    });
    expect(given.status, given.text).toBe(200);
    expect((await app.call('GET', '/api/admin/users', { headers: editor.headers })).status).toBe(200);
    await app.call('PUT', `/api/admin/groups/${editors}`, {
      headers: staff,
      body: { nameAr: current.nameAr, nameEn: current.nameEn, permissions: current.permissions },
    });
    expect((await app.call('GET', '/api/admin/users', { headers: editor.headers })).status).toBe(403);
  });

  it('refuses a raise of one’s own permissions and a move of oneself', async () => {
    const own = await groupIdOf('administrators');
    const current = (await app.call('GET', `/api/admin/groups/${own}`, { headers: staff })).json.data;
    expect(current.isOwn).toBe(true);
    const raised = await app.call('PUT', `/api/admin/groups/${own}`, {
      headers: staff,
      body: { nameAr: current.nameAr, nameEn: current.nameEn, permissions: current.permissions.slice(1) },
    });
    expect(raised.status).toBe(403);
    expect(raised.json.errors[0].value).toContain('own group');
    // renaming one's own group changes no permission: allowed
    const renamed = await app.call('PUT', `/api/admin/groups/${own}`, {
      headers: staff,
      body: { nameAr: current.nameAr, nameEn: 'Administration', permissions: current.permissions },
    });
    expect(renamed.status, renamed.text).toBe(200);
    const moved = await app.call('PUT', `/api/admin/staff/${staffId}/group`, {
      headers: staff,
      body: { group: await groupIdOf('editors') },
    });
    expect(moved.status).toBe(403);
  });

  it('keeps the last member holding groups.manage: not demoted, moved, disabled nor deleted', async () => {
    const administrators = await groupIdOf('administrators');
    // a second administrator, in a group of their own
    const managers = (
      await app.call('POST', '/api/admin/groups', {
        headers: staff,
        body: { nameAr: 'المديرون', nameEn: 'Managers', permissions: ['groups.manage', 'users.manage'] },
      })
    ).json.data;
    const manager = await person('manager', { type: 'staff' });
    await app.call('PUT', `/api/admin/staff/${manager.id}/group`, { headers: staff, body: { group: managers.id } });

    // the manager takes groups.manage from the administrators: allowed, the manager still holds it
    const admins = (await app.call('GET', `/api/admin/groups/${administrators}`, { headers: manager.headers })).json
      .data;
    const demoted = await app.call('PUT', `/api/admin/groups/${administrators}`, {
      headers: manager.headers,
      body: {
        nameAr: admins.nameAr,
        nameEn: admins.nameEn,
        permissions: admins.permissions.filter((name: string) => name !== 'groups.manage'),
      },
    });
    expect(demoted.status, demoted.text).toBe(200);

    // now the manager is the last: the staff (users.manage still) can neither disable nor delete them
    const disable = await app.call('POST', `/api/admin/users/${manager.id}/disable`, { headers: staff, body: {} });
    expect(disable.status).toBe(409);
    expect(disable.json.errors[0].value).toContain('last administrator');
    expect((await app.call('DELETE', `/api/admin/users/${manager.id}`, { headers: staff, body: {} })).status).toBe(409);
    // another staff member with groups.manage could not move them out either; here a second manager tries
    const second = await person('manager2', { type: 'staff' });
    await app.db.update(users).set({ groupId: managers.id, disabledAt: new Date() }).where(eq(users.id, second.id));
    // (a disabled member holds nothing: the manager stays the last)
    const removeOwn = await app.call('PUT', `/api/admin/groups/${managers.id}`, {
      headers: manager.headers,
      body: { nameAr: managers.nameAr, nameEn: managers.nameEn, permissions: ['users.manage'] },
    });
    expect(removeOwn.status).toBe(403);

    // the administrators get it back; then the manager may go
    const back = await app.call('PUT', `/api/admin/groups/${administrators}`, {
      headers: manager.headers,
      body: { nameAr: admins.nameAr, nameEn: admins.nameEn, permissions: admins.permissions },
    });
    expect(back.status, back.text).toBe(200);
    expect(
      (await app.call('POST', `/api/admin/users/${manager.id}/disable`, { headers: staff, body: {} })).status,
    ).toBe(200);
  });

  it('creates a staff account that sets its password from the emailed code', async () => {
    const email = `new-staff-${Date.now()}@forum.test`;
    const made = await app.call('POST', '/api/admin/staff', {
      headers: staff,
      body: { email, firstName: 'Noura', locale: 'en', group: await groupIdOf('editors') },
    });
    expect(made.status, made.text).toBe(201);
    expect(made.json.data).toMatchObject({ type: 'staff', email, emailVerified: false });
    const again = await app.call('POST', '/api/admin/staff', {
      headers: staff,
      body: { email, firstName: 'Noura', group: await groupIdOf('editors') },
    });
    expect(again.status).toBe(400);
    expect(again.json.errors[0].key).toBe('email');

    const code = await latestCode(app.db, email);
    const reset = await app.call('POST', '/api/forgot-password/reset/email', {
      body: { email, code, password: 'Welcome2026', confirmPassword: 'Welcome2026' },
    });
    expect(reset.status, reset.text).toBe(200);
    const login = await app.call('POST', '/api/login', { body: { email, password: 'Welcome2026' } });
    expect(login.status, login.text).toBe(200);
    expect(login.json.data.user.userType).toBe('staff');
    const staffList = await app.call('GET', `/api/admin/staff?q=${email}`, { headers: staff });
    expect(staffList.json.data.items).toHaveLength(1);
  });
});
