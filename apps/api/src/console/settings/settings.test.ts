import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema.ts';
import { loginAs } from '../../test/accounts.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { instantOf, wallClockOf } from './settings-service.ts';

// The console's settings and maintenance mode (decision 066).

type Headers = Record<string, string>;

let app: TestApp;
let staff: Headers;

beforeAll(async () => {
  app = await startTestApp();
  staff = (await loginAs(app, 'staff@forum.test')).headers;
});
afterAll(async () => {
  await app?.close();
});

async function form() {
  const answer = await app.call('GET', '/api/admin/settings', { headers: staff });
  expect(answer.status, answer.text).toBe(200);
  const { maintenance: _maintenance, timeZone: _timeZone, ...fields } = answer.json.data;
  return fields as Record<string, unknown>;
}

describe('the settings form', () => {
  it("answers the stored settings as the form's fields, times on the forum's clock", async () => {
    const fields = await form();
    expect(fields).toMatchObject({
      forumStart: '2027-02-16T09:00',
      forumEnd: '2027-02-18T22:00',
      vatPercent: 15,
      returnWindowDays: 14,
      socialX: 'https://x.com/screenforum_sa',
      socialFacebook: '',
      vatNumber: '300000000000003',
    });
    expect(instantOf('2027-02-16T09:00', 'Asia/Riyadh')).toBe('2027-02-16T06:00:00.000Z');
    expect(wallClockOf('2027-02-16T06:00:00.000Z', 'Asia/Riyadh')).toBe('2027-02-16T09:00');
  });

  it('saves, shows the change on the public settings at once, and audits each key that changed', async () => {
    const opened = await form();
    const saved = await app.call('PUT', '/api/admin/settings', {
      headers: staff,
      body: {
        ...opened,
        email: 'hello@screenforum.test',
        socialFacebook: 'https://facebook.com/screenforum',
        returnWindowDays: 30,
        sellerNameEn: 'Screen Forum Trading Co.',
        base: JSON.stringify(opened),
      },
    });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json.data).toMatchObject({ email: 'hello@screenforum.test', returnWindowDays: 30 });

    const shown = await app.call('GET', '/api/settings');
    expect(shown.json.data.settings.contacts.email).toBe('hello@screenforum.test');
    expect(shown.json.data.settings.social).toContainEqual({
      network: 'facebook',
      url: 'https://facebook.com/screenforum',
    });

    const entries = await app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entity, 'setting'))
      .orderBy(desc(auditLog.id));
    expect(entries.map((entry) => entry.entityId).sort()).toEqual(['contacts', 'shop', 'social']);
    expect(entries.find((entry) => entry.entityId === 'contacts')).toMatchObject({
      before: { email: 'info@screenforum.test' },
      after: { email: 'hello@screenforum.test' },
    });
  });

  it('refuses a save over a change made since the form opened, saying the value now, and keeps it', async () => {
    const opened = await form();
    const first = await app.call('PUT', '/api/admin/settings', {
      headers: staff,
      body: { ...opened, telephone: '+966115550111', base: JSON.stringify(opened) },
    });
    expect(first.status, first.text).toBe(200);
    const second = await app.call('PUT', '/api/admin/settings', {
      headers: staff,
      body: { ...opened, telephone: '+966115550222', siteNameEn: 'Lost', base: JSON.stringify(opened) },
    });
    expect(second.status).toBe(409);
    expect(second.json.errors).toEqual([
      { key: 'base', value: expect.stringContaining('nothing was saved') },
      { key: 'telephone', value: expect.stringContaining('+966115550111') },
    ]);
    const now = await form();
    expect(now).toMatchObject({ telephone: '+966115550111', siteNameEn: opened.siteNameEn });
  });

  it('refuses invalid values field by field and changes nothing', async () => {
    const opened = await form();
    const bad = await app.call('PUT', '/api/admin/settings', {
      headers: staff,
      body: { ...opened, vatPercent: 150, latitude: 95, vatNumber: '123', forumEnd: '2027-02-15T09:00' },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.errors.map((error: { key: string }) => error.key).sort()).toEqual([
      'forumEnd',
      'latitude',
      'vatNumber',
      'vatPercent',
    ]);
    expect(await form()).toEqual(opened);
  });

  it('is refused to staff without the permission', async () => {
    const editor = await loginAs(app, 'editor@forum.test');
    expect((await app.call('GET', '/api/admin/settings', { headers: editor.headers })).status).toBe(403);
  });
});

describe('maintenance mode', () => {
  it('answers 503 to the public and lets the staff work, log in and out', async () => {
    const customer = await loginAs(app, 'exhibitor@forum.test', { family: 'exhibitor' });
    const on = await app.call('PUT', '/api/admin/settings/maintenance', {
      headers: staff,
      body: { maintenance: true },
    });
    expect(on.status, on.text).toBe(200);
    expect(on.json.data.maintenance).toBe(true);
    try {
      // the public: refused at once, the settings too; the health check answers
      const products = await app.call('GET', '/api/products', { locale: 'ar' });
      expect(products.status).toBe(503);
      expect((await app.call('GET', '/api/profile', { headers: customer.headers })).status).toBe(503);
      expect((await app.call('GET', '/api/settings')).status).toBe(503);
      expect((await app.call('GET', '/api/health')).status).toBe(200);
      // a customer cannot log in; nothing of theirs is changed
      const refused = await app.call('POST', '/api/login', {
        body: { email: 'customer@forum.test', password: 'Forum@2026' },
      });
      expect(refused.status).toBe(503);

      // the staff: their session, a new login, the console's calls and the public calls too
      expect((await app.call('GET', '/api/admin/users', { headers: staff })).status).toBe(200);
      expect((await app.call('GET', '/api/products', { headers: staff })).status).toBe(200);
      const settings = await app.call('GET', '/api/settings', { headers: staff });
      expect(settings.json.data.settings.maintenance).toBe(true);
      const again = await loginAs(app, 'editor@forum.test');
      expect((await app.call('GET', '/api/profile', { headers: again.headers })).status).toBe(200);
      expect((await app.call('POST', '/api/logout', { headers: again.headers })).status).toBe(200);
      // a guest's call to the console: maintenance first, like any other public caller
      expect((await app.call('GET', '/api/admin/users')).status).toBe(503);
    } finally {
      const off = await app.call('PUT', '/api/admin/settings/maintenance', {
        headers: staff,
        body: { maintenance: false },
      });
      expect(off.status).toBe(200);
    }
    expect((await app.call('GET', '/api/products')).status).toBe(200);
    const entries = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'setting'), eq(auditLog.entityId, 'maintenance')))
      .orderBy(auditLog.id);
    expect(entries.map((entry) => entry.action)).toEqual(['maintenanceOn', 'maintenanceOff']);
  });
});
