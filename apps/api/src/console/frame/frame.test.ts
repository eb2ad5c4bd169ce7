import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, exhibitors, sponsorshipRequests } from '../../db/schema.ts';
import { loginAs } from '../../test/accounts.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

// Decision 061: the dashboard counts what needs attention now, each count only for a group that holds
// the permission of the list it leads to.

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

async function dashboard(headers: Record<string, string>) {
  const answer = await app.call('GET', '/api/admin/dashboard', { headers });
  expect(answer.status, answer.text).toBe(200);
  return answer.json.data.counts as Record<string, number | null>;
}

describe('GET /admin/dashboard', () => {
  it('counts waiting exhibitors, open messages and recent enquiries as they change', async () => {
    const before = await dashboard(staff);
    for (const value of Object.values(before)) expect(typeof value).toBe('number');

    const [published] = await app.db.select().from(exhibitors).limit(1);
    if (!published) throw new Error('the seed has no exhibitor');
    const { id: _id, ...copy } = published;
    // one waiting, one rejected (not waiting any more)
    await app.db.insert(exhibitors).values([
      { ...copy, isPublished: false, rejectedAt: null },
      { ...copy, isPublished: false, rejectedAt: new Date() },
    ]);
    const [message] = await app.db
      .insert(contactMessages)
      .values({
        name: 'Salma',
        email: 'salma@example.test',
        subject: 'Visit',
        messageType: 'general',
        message: 'Hello',
      })
      .returning({ id: contactMessages.id });
    const old = new Date(Date.now() - 40 * 24 * 60 * 60 * 1000);
    await app.db.insert(sponsorshipRequests).values([
      { companyName: 'Now Co', name: 'Amal', email: 'amal@example.test', message: 'Gold' },
      { companyName: 'Old Co', name: 'Omar', email: 'omar@example.test', message: 'Silver', createdAt: old },
    ]);

    const after = await dashboard(staff);
    expect(after.exhibitorsWaiting).toBe((before.exhibitorsWaiting ?? 0) + 1);
    expect(after.contactOpen).toBe((before.contactOpen ?? 0) + 1);
    expect(after.sponsorshipRecent).toBe((before.sponsorshipRecent ?? 0) + 1);
    expect(after.reviewsPending).toBe(before.reviewsPending);

    await app.db
      .update(contactMessages)
      .set({ closedAt: new Date() })
      .where(eq(contactMessages.id, message?.id ?? 0));
    expect((await dashboard(staff)).contactOpen).toBe(before.contactOpen);
  });

  it("answers a group only the counts of the lists it may read (the editors': none)", async () => {
    expect(await dashboard(editor)).toEqual({
      exhibitorsWaiting: null,
      reviewsPending: null,
      contactOpen: null,
      sponsorshipRecent: null,
    });
  });

  it('is refused to a guest (401) and a customer (403)', async () => {
    expect((await app.call('GET', '/api/admin/dashboard')).status).toBe(401);
    const customer = (await loginAs(app, 'customer@forum.test')).headers;
    expect((await app.call('GET', '/api/admin/dashboard', { headers: customer })).status).toBe(403);
  });
});
