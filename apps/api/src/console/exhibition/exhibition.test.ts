import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, booths, exhibitionHalls, exhibitors, users } from '../../db/schema.ts';
import { loginAs, mailsTo } from '../../test/accounts.ts';
import { readCsv } from '../../test/csv.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

// The console's exhibition (decision 064): the review of exhibitors and customs-clearance accounts, and the
// booths on the floor plan (snapped to the grid, inside their hall, never on another booth, race-safe).

type Headers = Record<string, string>;

let api: TestApp;
let second: TestApp | undefined;
let staff: Headers;
let editor: Headers;

beforeAll(async () => {
  api = await startTestApp();
  // on PostgreSQL, a second process of the site on the same database: placements race across two pools
  if (api.databaseUrl) second = await startTestApp({ sameDatabaseAs: { databaseUrl: api.databaseUrl } });
  staff = (await loginAs(api, 'staff@forum.test')).headers;
  editor = (await loginAs(api, 'editor@forum.test')).headers;
});
afterAll(async () => {
  await second?.close();
  await api?.close();
});

/** A company that registered itself and waits for the review, with its owner (in the language given). */
async function waitingCompany(key: string, locale: 'ar' | 'en') {
  const [owner] = await api.db
    .insert(users)
    .values({
      type: 'exhibitor',
      accountKind: 'company',
      email: `${key}@example.com`,
      firstName: key,
      locale,
      emailVerifiedAt: new Date(),
    })
    .returning();
  const [company] = await api.db
    .insert(exhibitors)
    .values({
      userId: owner?.id ?? null,
      name: { ar: `شركة ${key}`, en: `Company ${key}` },
      description: { ar: '', en: '' },
      logoUrl: '',
      categoryId: 1,
      country: 'SA',
      email: `${key}@example.com`,
      isPublished: false,
    })
    .returning();
  if (!owner || !company) throw new Error('no company');
  return { owner, company };
}

async function customsAccount(key: string, locale: 'ar' | 'en', verified = true) {
  const [row] = await api.db
    .insert(users)
    .values({
      type: 'customer',
      accountKind: 'customs_clearance',
      email: `${key}@example.com`,
      firstName: key,
      companyName: `Clearance ${key}`,
      commercialRegistration: '1010101010',
      locale,
      emailVerifiedAt: verified ? new Date() : null,
    })
    .returning();
  if (!row) throw new Error('no account');
  return row;
}

const lastAudit = async (entity: string, entityId: number) =>
  (
    await api.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(entityId))))
      .orderBy(desc(auditLog.id))
      .limit(1)
  )[0];

async function boothByCode(code: string) {
  const [row] = await api.db.select().from(booths).where(eq(booths.code, code));
  if (!row) throw new Error(`no booth ${code}`);
  return row;
}

describe('the review of exhibitors', () => {
  it('lists the companies waiting for review, apart from the published ones, searched by name or email', async () => {
    const { company } = await waitingCompany('waiting-one', 'en');
    const waiting = await api.call('GET', '/api/admin/exhibitors?status=waiting', { headers: staff });
    expect(waiting.status).toBe(200);
    expect(waiting.json.data.items.map((row: { id: number }) => row.id)).toContain(company.id);
    expect(waiting.json.data.items.every((row: { status: string }) => row.status === 'waiting')).toBe(true);
    const published = await api.call('GET', '/api/admin/exhibitors?status=published&perPage=100', { headers: staff });
    expect(published.json.data.pagination.total).toBe(30);
    expect(published.json.data.items.map((row: { id: number }) => row.id)).not.toContain(company.id);
    const found = await api.call('GET', '/api/admin/exhibitors?q=waiting-one%40example', { headers: staff });
    expect(found.json.data.items.map((row: { id: number }) => row.id)).toEqual([company.id]);
    const sorted = await api.call('GET', '/api/admin/exhibitors?sort=name&perPage=3', { headers: staff });
    expect(sorted.status).toBe(200);
    // the review is its own permission: the editors' group holds neither it nor the exhibition's
    expect((await api.call('GET', '/api/admin/exhibitors', { headers: editor })).status).toBe(403);
  });

  it('approves a company: published in the directory at once, its owner emailed in English, audited', async () => {
    const { owner, company } = await waitingCompany('approve-me', 'en');
    const before = await api.call('GET', '/api/exhibitors?q=approve-me&perPage=50', { locale: 'en' });
    expect(before.json.data.items).toEqual([]);
    const approved = await api.call('POST', `/api/admin/exhibitors/${company.id}/approve`, { headers: staff });
    expect(approved.status).toBe(200);
    expect(approved.json.data.exhibitor).toMatchObject({ status: 'published', reviewedAt: expect.any(String) });
    const directory = await api.call('GET', `/api/exhibitors/${company.id}`, { locale: 'en' });
    expect(directory.status).toBe(200);
    expect(directory.json.data.exhibitor.name).toBe('Company approve-me');
    const [mail] = await mailsTo(api.db, owner.email ?? '');
    expect(mail?.subject).toBe('Company approve-me is now in the exhibitor directory');
    expect(mail?.html).toContain('lang="en"');
    expect(await lastAudit('exhibitor', company.id)).toMatchObject({
      action: 'approve',
      actorEmail: 'staff@forum.test',
      before: { isPublished: false, reviewedAt: null },
      after: { isPublished: true },
    });
    // a second decision finds it settled: one email, one entry
    const again = await api.call('POST', `/api/admin/exhibitors/${company.id}/approve`, { headers: staff });
    expect(again.status).toBe(409);
    expect((await mailsTo(api.db, owner.email ?? '')).length).toBe(1);
  });

  it('rejects a waiting company with a message emailed in Arabic, and keeps it out of the directory', async () => {
    const { owner, company } = await waitingCompany('reject-me', 'ar');
    const empty = await api.call('POST', `/api/admin/exhibitors/${company.id}/reject`, {
      headers: staff,
      body: { message: ' ' },
    });
    expect(empty.status).toBe(400);
    expect(empty.json.errors[0].key).toBe('message');
    const rejected = await api.call('POST', `/api/admin/exhibitors/${company.id}/reject`, {
      headers: staff,
      body: { message: 'الشعار غير واضح، أرسل شعارًا أكبر.' },
    });
    expect(rejected.status).toBe(200);
    expect(rejected.json.data.exhibitor).toMatchObject({
      status: 'rejected',
      reviewMessage: 'الشعار غير واضح، أرسل شعارًا أكبر.',
    });
    const [mail] = await mailsTo(api.db, owner.email ?? '');
    expect(mail?.subject).toBe('بخصوص طلب العرض: شركة reject-me');
    expect(mail?.text).toContain('الشعار غير واضح، أرسل شعارًا أكبر.');
    expect((await api.call('GET', `/api/exhibitors/${company.id}`)).status).toBe(404);
    const rejectedList = await api.call('GET', '/api/admin/exhibitors?status=rejected', { headers: staff });
    expect(rejectedList.json.data.items.map((row: { id: number }) => row.id)).toContain(company.id);
    expect(await lastAudit('exhibitor', company.id)).toMatchObject({ action: 'reject' });
  });
});

describe('the review of customs-clearance accounts', () => {
  it('lists the confirmed accounts waiting, approves one and rejects another, each emailed in its language', async () => {
    const english = await customsAccount('customs-en', 'en');
    const arabic = await customsAccount('customs-ar', 'ar');
    const unconfirmed = await customsAccount('customs-unconfirmed', 'en', false);
    const waiting = await api.call('GET', '/api/admin/customs-accounts?status=waiting', { headers: staff });
    const ids = waiting.json.data.items.map((row: { id: number }) => row.id);
    expect(ids).toEqual(expect.arrayContaining([english.id, arabic.id]));
    expect(ids).not.toContain(unconfirmed.id);

    const approved = await api.call('POST', `/api/admin/customs-accounts/${english.id}/approve`, { headers: staff });
    expect(approved.json.data.account).toMatchObject({ status: 'approved', licence: null });
    expect((await mailsTo(api.db, english.email ?? ''))[0]?.subject).toContain('is approved');
    const rejected = await api.call('POST', `/api/admin/customs-accounts/${arabic.id}/reject`, {
      headers: staff,
      body: { message: 'الرخصة منتهية' },
    });
    expect(rejected.json.data.account).toMatchObject({ status: 'rejected', reviewMessage: 'الرخصة منتهية' });
    expect((await mailsTo(api.db, arabic.email ?? ''))[0]?.text).toContain('الرخصة منتهية');
    expect(
      (
        await api.call('POST', `/api/admin/customs-accounts/${arabic.id}/reject`, {
          headers: staff,
          body: { message: 'x' },
        })
      ).status,
    ).toBe(409);
    expect(await lastAudit('customsAccount', arabic.id)).toMatchObject({
      action: 'reject',
      after: { reviewMessage: 'الرخصة منتهية' },
    });
    // an ordinary customer is no customs-clearance account
    expect((await api.call('GET', '/api/admin/customs-accounts/1', { headers: staff })).status).toBe(404);
  });
});

describe('booths on the floor plan', () => {
  it('snaps a placement to the grid and shows it on the public map at once, audited', async () => {
    const booth = await boothByCode('A-03');
    const placed = await api.call('POST', `/api/admin/exhibition/booths/${booth.id}/place`, {
      headers: staff,
      body: { hallId: booth.hallId, x: 20.6, y: 31.4, width: 6.2, height: 4.7 },
    });
    expect(placed.status).toBe(200);
    expect(placed.json.data.booth).toMatchObject({ x: 21, y: 31, width: 6, height: 5 });
    const map = await api.call('GET', '/api/exhibition/map');
    expect(map.json.data.booths.find((item: { id: number }) => item.id === booth.id)).toMatchObject({ x: 21, y: 31 });
    expect(await lastAudit('booth', booth.id)).toMatchObject({
      action: 'move',
      before: { y: 4 },
      after: { y: 31 },
    });
  });

  it('refuses a booth on another booth, naming it, and one outside its hall; nothing moves', async () => {
    const booth = await boothByCode('A-04');
    const neighbour = await boothByCode('A-05');
    const overlap = await api.call('POST', `/api/admin/exhibition/booths/${booth.id}/place`, {
      headers: staff,
      body: { hallId: booth.hallId, x: neighbour.x + 2, y: neighbour.y, width: 6, height: 5 },
    });
    expect(overlap.status).toBe(409);
    expect(overlap.json.errors[0].value).toContain('A-05');
    const arabic = await api.call('POST', `/api/admin/exhibition/booths/${booth.id}/place`, {
      headers: staff,
      locale: 'ar',
      body: { hallId: booth.hallId, x: neighbour.x + 2, y: neighbour.y, width: 6, height: 5 },
    });
    expect(arabic.json.errors[0].value).toBe('سيتداخل مع الجناح \u2066A-05\u2069: لم يُنقل شيء');
    const outside = await api.call('POST', `/api/admin/exhibition/booths/${booth.id}/place`, {
      headers: staff,
      body: { hallId: booth.hallId, x: 57, y: 4, width: 6, height: 5 },
    });
    expect(outside.status).toBe(422);
    // touching is allowed: back to back with its neighbour
    const backToBack = await api.call('POST', `/api/admin/exhibition/booths/${booth.id}/place`, {
      headers: staff,
      body: { hallId: booth.hallId, x: neighbour.x - 6, y: neighbour.y, width: 6, height: 5 },
    });
    expect(backToBack.status).toBe(200);
    expect(await boothByCode('A-04')).toMatchObject({ x: neighbour.x - 6, y: neighbour.y });
  });

  it('refuses a stale move: the booth was moved after the editor opened it', async () => {
    const booth = await boothByCode('A-06');
    const base = JSON.stringify({
      hallId: booth.hallId,
      x: booth.x,
      y: booth.y,
      width: booth.width,
      height: booth.height,
    });
    const first = await api.call('POST', `/api/admin/exhibition/booths/${booth.id}/place`, {
      headers: staff,
      body: { hallId: booth.hallId, x: 3, y: 33, width: 6, height: 5, base },
    });
    expect(first.status).toBe(200);
    const stale = await api.call('POST', `/api/admin/exhibition/booths/${booth.id}/place`, {
      headers: staff,
      body: { hallId: booth.hallId, x: 50, y: 33, width: 6, height: 5, base },
    });
    expect(stale.status).toBe(409);
    expect(stale.json.errors.map((error: { key: string }) => error.key)).toEqual(['base', 'x', 'y']);
    expect(await boothByCode('A-06')).toMatchObject({ x: 3, y: 33 });
  });

  it('lets exactly one of two overlapping placements in one hall win when they arrive together', async () => {
    const one = await boothByCode('A-07');
    const other = await boothByCode('A-08');
    const place = (app: TestApp, id: number, x: number) =>
      app.call('POST', `/api/admin/exhibition/booths/${id}/place`, {
        headers: staff,
        body: { hallId: one.hallId, x, y: 34, width: 6, height: 5 },
      });
    for (let round = 0; round < 3; round += 1) {
      // both to the same free corner of hall A, then back apart for the next round
      const answers = await Promise.all([place(api, one.id, 30 + round), place(second ?? api, other.id, 32 + round)]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      const rows = [await boothByCode('A-07'), await boothByCode('A-08')];
      const [a, b] = rows;
      if (!a || !b) throw new Error('booths gone');
      expect(a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y).toBe(true);
      await place(api, one.id, 12);
      await place(api, other.id, 40);
      await api.db.update(booths).set({ y: 4 }).where(eq(booths.id, one.id));
      await api.db.update(booths).set({ x: 3, y: 9 }).where(eq(booths.id, other.id));
    }
  });

  it('creates a booth, gives it to a company, and refuses a code already taken', async () => {
    const [hall] = await api.db.select().from(exhibitionHalls).where(eq(exhibitionHalls.code, 'B'));
    if (!hall) throw new Error('no hall B');
    const created = await api.call('POST', '/api/admin/exhibition/booths', {
      headers: staff,
      body: { hallId: hall.id, code: 'B-99', x: 70, y: 33, width: 8, height: 6 },
    });
    expect(created.status).toBe(201);
    const id = created.json.data.booth.id;
    const taken = await api.call('PUT', `/api/admin/exhibition/booths/${id}`, {
      headers: staff,
      body: { code: 'B-01', exhibitorId: 1 },
    });
    expect(taken.status).toBe(400);
    expect(taken.json.errors[0].key).toBe('code');
    const given = await api.call('PUT', `/api/admin/exhibition/booths/${id}`, {
      headers: staff,
      body: { code: 'B-99', exhibitorId: 1, base: JSON.stringify({ code: 'B-99', exhibitorId: null }) },
    });
    expect(given.status).toBe(200);
    expect(given.json.data.booth.exhibitor).toMatchObject({ id: 1 });
    const plan = await api.call('GET', `/api/admin/exhibition/halls/${hall.id}/plan`, { headers: staff });
    expect(plan.json.data.booths.map((booth: { code: string }) => booth.code)).toContain('B-99');
    expect(plan.json.data.grid).toBe(1);
    expect((await api.call('DELETE', `/api/admin/exhibition/booths/${id}`, { headers: staff })).status).toBe(200);
  });
});

describe('categories, halls and records', () => {
  it('adds, renames and deletes a category; one that holds companies stays', async () => {
    const created = await api.call('POST', '/api/admin/exhibition/categories', {
      headers: staff,
      body: { nameAr: 'الصوت', nameEn: 'Sound' },
    });
    expect(created.status).toBe(201);
    const id = created.json.data.category.id;
    const renamed = await api.call('PUT', `/api/admin/exhibition/categories/${id}`, {
      headers: staff,
      body: { nameAr: 'الصوت والموسيقى', nameEn: 'Sound and music', base: JSON.stringify({ nameEn: 'Sound' }) },
    });
    expect(renamed.json.data.category.nameEn).toBe('Sound and music');
    const stale = await api.call('PUT', `/api/admin/exhibition/categories/${id}`, {
      headers: staff,
      body: { nameAr: 'x', nameEn: 'y', base: JSON.stringify({ nameEn: 'Sound' }) },
    });
    expect(stale.status).toBe(409);
    expect((await api.call('DELETE', '/api/admin/exhibition/categories/1', { headers: staff })).status).toBe(409);
    expect((await api.call('DELETE', `/api/admin/exhibition/categories/${id}`, { headers: staff })).status).toBe(200);
    expect(await lastAudit('exhibitorCategory', id)).toMatchObject({ action: 'delete' });
  });

  it('moves a hall with its booths, and refuses a size that would leave a booth outside', async () => {
    const created = await api.call('POST', '/api/admin/exhibition/halls', {
      headers: staff,
      body: { code: 'C', nameAr: 'القاعة ج', nameEn: 'Hall C', x: 0, y: 50, width: 20, height: 20 },
    });
    expect(created.status).toBe(201);
    const hall = created.json.data.hall;
    const overlapping = await api.call('POST', '/api/admin/exhibition/halls', {
      headers: staff,
      body: { code: 'D', nameAr: 'د', nameEn: 'D', x: 10, y: 60, width: 20, height: 20 },
    });
    expect(overlapping.status).toBe(409);
    const booth = await api.call('POST', '/api/admin/exhibition/booths', {
      headers: staff,
      body: { hallId: hall.id, code: 'C-01', x: 12, y: 60, width: 6, height: 6 },
    });
    expect(booth.status).toBe(201);
    const cut = await api.call('PUT', `/api/admin/exhibition/halls/${hall.id}`, {
      headers: staff,
      body: { code: 'C', nameAr: 'القاعة ج', nameEn: 'Hall C', x: 0, y: 50, width: 15, height: 20 },
    });
    expect(cut.status).toBe(422);
    expect(cut.json.errors[0].value).toContain('C-01');
    const moved = await api.call('PUT', `/api/admin/exhibition/halls/${hall.id}`, {
      headers: staff,
      body: { code: 'C', nameAr: 'القاعة ج', nameEn: 'Hall C', x: 0, y: 60, width: 20, height: 20 },
    });
    expect(moved.status).toBe(200);
    expect(await boothByCode('C-01')).toMatchObject({ x: 12, y: 70 });
    expect((await api.call('DELETE', `/api/admin/exhibition/halls/${hall.id}`, { headers: staff })).status).toBe(409);
  });

  it("edits a company's record in both languages, refusing a stale form and showing the change publicly", async () => {
    const form = await api.call('GET', '/api/admin/exhibition/exhibitors/2', { headers: staff });
    expect(form.status).toBe(200);
    const record = form.json.data.exhibitor;
    const base = JSON.stringify({ nameEn: record.nameEn, nameAr: record.nameAr });
    const body = {
      nameAr: 'اسم جديد',
      nameEn: 'A new name',
      descriptionAr: record.descriptionAr,
      descriptionEn: record.descriptionEn,
      category: record.category.id,
      country: 'AE',
      website: 'new.example',
      email: '',
      telephone: '',
      base,
    };
    const saved = await api.call('PUT', '/api/admin/exhibition/exhibitors/2', { headers: staff, body });
    expect(saved.status).toBe(200);
    expect(saved.json.data.exhibitor).toMatchObject({ nameEn: 'A new name', website: 'https://new.example' });
    expect((await api.call('GET', '/api/exhibitors/2', { locale: 'en' })).json.data.exhibitor.name).toBe('A new name');
    const stale = await api.call('PUT', '/api/admin/exhibition/exhibitors/2', {
      headers: staff,
      body: { ...body, nameEn: 'Another' },
    });
    expect(stale.status).toBe(409);
    expect(stale.json.errors[0]).toMatchObject({ key: 'base' });
    expect(stale.json.errors[1]).toMatchObject({ key: 'nameEn' });
    expect(await lastAudit('exhibitor', 2)).toMatchObject({
      action: 'update',
      after: { nameEn: 'A new name', country: 'AE' },
    });
  });
});

describe("the review lists' CSV files (issue 33)", () => {
  it('exports the exhibitors a search finds, as the list shows them, headed in the caller’s language', async () => {
    const tag = `csvreview${Date.now()}`;
    const { company } = await waitingCompany(`${tag}-a`, 'en');
    await waitingCompany(`${tag}-b`, 'ar');
    await api.db
      .update(exhibitors)
      .set({ name: { ar: `=شركة ${tag}`, en: `=Company ${tag}` } })
      .where(eq(exhibitors.id, company.id));
    for (const locale of ['en', 'ar'] as const) {
      const query = `q=${tag}&status=waiting&sort=name`;
      const list = await api.call('GET', `/api/admin/exhibitors?${query}`, { headers: staff, locale });
      const names = list.json.data.items.map((row: { name: string }) => row.name);
      expect(names).toHaveLength(2);
      const csv = await readCsv(api, `/api/admin/exhibitors.csv?${query}`, staff, locale);
      expect(csv.status).toBe(200);
      expect(csv.contentType).toContain('text/csv');
      expect(csv.hasBom).toBe(true);
      expect(csv.rows[0]?.slice(0, 3)).toEqual(
        locale === 'en' ? ['Company', 'Account', 'Email'] : ['الشركة', 'الحساب', 'البريد الإلكتروني'],
      );
      expect(csv.rows.slice(1).map((row) => row[0])).toEqual(
        names.map((name: string) => (name.startsWith('=') ? `'${name}` : name)),
      );
      expect(csv.rows.slice(1).map((row) => row[0])).toContain(locale === 'en' ? `'=Company ${tag}` : `'=شركة ${tag}`);
    }
    // the review's permission, as the list's: the editors' group holds it not
    expect((await api.call('GET', '/api/admin/exhibitors.csv', { headers: editor })).status).toBe(403);
    const published = await readCsv(api, `/api/admin/exhibitors.csv?q=${tag}&status=published`, staff, 'en');
    expect(published.rows).toHaveLength(1);
  });
});
