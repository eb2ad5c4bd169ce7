import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cancelSession, rescheduleSession } from '../conference/session-changes.ts';
import { exhibitors, notifications, orders, userEvents, userGroups, users, wishlistItems } from '../db/schema.ts';
import { createAccount, mailsTo } from '../test/accounts.ts';
import { insertSession, insertWorkshop } from '../test/conference-fixtures.ts';
import { eventually } from '../test/eventually.ts';
import { openStream } from '../test/sse.ts';
import { startTestApp, type TestApp } from '../test/test-app.ts';
import { notify, recordLiveEvent } from './notify.ts';

// Both databases: `npx vitest run --project api` (PGlite) and with TEST_DATABASE_URL (PostgreSQL).
let api: TestApp;
type Person = Awaited<ReturnType<typeof createAccount>>;
let prefixCount = 0;
const prefix = (name: string) => {
  prefixCount += 1;
  return `${name}-${Date.now()}-${prefixCount}`;
};

const person = (options: { locale?: 'ar' | 'en'; type?: 'customer' | 'exhibitor' | 'staff' } = {}) =>
  createAccount(api.db, prefix(options.type ?? 'customer'), options);

/** An exhibitor company owned by a new exhibitor account. */
async function company() {
  const owner = await person({ type: 'exhibitor' });
  const [template] = await api.db.select().from(exhibitors).limit(1);
  if (!template) throw new Error('no exhibitor in the demo');
  const [row] = await api.db
    .insert(exhibitors)
    .values({
      userId: owner.id,
      name: { ar: 'استوديو الاختبار', en: 'Test Studio' },
      description: template.description,
      logoUrl: template.logoUrl,
      categoryId: template.categoryId,
      country: 'SA',
    })
    .returning({ id: exhibitors.id });
  return { owner, id: row?.id ?? 0 };
}

const stream = (who: Person, extra: Record<string, string> = {}) =>
  openStream(`${api.baseUrl}/api/stream`, { ...who.headers, 'LOCALE-CODE': 'en', ...extra });

beforeAll(async () => {
  api = await startTestApp({
    env: {
      STREAMS_PER_USER: '3',
      // short enough to see a heartbeat, long enough that a stall of the shared test process (a place
      // counts as free after three missed beats) cannot free a place a tab still holds
      STREAM_HEARTBEAT_MS: '700',
      ...(process.env.H24B_DEBUG ? { LOG_LEVEL: 'error' } : {}),
    },
  });
});
afterAll(async () => {
  await api?.close();
});

describe('notify() in the caller’s transaction', () => {
  it('records nothing when the transaction rolls back, and everything when it commits', async () => {
    const customer = await person();
    await expect(
      api.db.transaction(async (tx) => {
        await notify(tx, { userId: customer.id, kind: 'payment_failed', data: { orderId: 1, number: 'X-1' } });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await api.db.select().from(notifications).where(eq(notifications.userId, customer.id))).toEqual([]);

    await api.db.transaction((tx) =>
      notify(tx, { userId: customer.id, kind: 'payment_failed', data: { orderId: 1, number: 'X-1' } }),
    );
    const list = await api.call('GET', '/api/notifications', { headers: customer.headers });
    expect(list.status, list.text).toBe(200);
    expect(list.json.data.unread).toBe(1);
    expect(list.json.data.items).toEqual([
      expect.objectContaining({
        kind: 'payment_failed',
        text: 'The payment for order X-1 did not go through: you can pay again',
        link: '/account/orders/1',
        read: false,
        data: { orderId: 1, number: 'X-1' },
      }),
    ]);
  });

  it('keeps only a user’s latest live events for a replay, and nobody else’s are touched', async () => {
    const [customer, other] = [await person(), await person()];
    await api.db.transaction((tx) => recordLiveEvent(tx, { userId: other.id, type: 'order', refId: 1 }, 3));
    for (let refId = 1; refId <= 5; refId += 1) {
      await api.db.transaction((tx) => recordLiveEvent(tx, { userId: customer.id, type: 'order', refId }, 3));
    }
    const kept = await api.db
      .select({ seq: userEvents.seq, refId: userEvents.refId })
      .from(userEvents)
      .where(eq(userEvents.userId, customer.id))
      .orderBy(userEvents.seq);
    expect(kept).toEqual([
      { seq: 3, refId: 3 },
      { seq: 4, refId: 4 },
      { seq: 5, refId: 5 },
    ]);
    expect(await api.db.select().from(userEvents).where(eq(userEvents.userId, other.id))).toHaveLength(1);
  });

  it('emails a kind once, after commit, in the user’s language, only when their settings ask for it', async () => {
    const arabic = await person({ locale: 'ar' });
    const quiet = await person();
    await api.db
      .update(users)
      .set({ notifications: { orders: false, agenda: true, news: false } })
      .where(eq(users.id, quiet.id));
    for (const who of [arabic, quiet]) {
      await api.db.transaction((tx) =>
        notify(tx, { userId: who.id, kind: 'transfer_confirmed', data: { orderId: 7, number: 'F-7' } }),
      );
    }
    const mails = await eventually(
      () => mailsTo(api.db, arabic.email),
      (rows) => rows.length > 0,
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('تأكّد تحويلك البنكي للطلب F-7');
    expect(mails[0]?.text).toContain('/account/orders/7');
    // the mail leaves before the row is marked, so wait for the mark rather than read it at once
    const [row] = await eventually(
      () => api.db.select().from(notifications).where(eq(notifications.userId, arabic.id)),
      (rows) => rows[0]?.email !== 'sending',
    );
    expect(row?.email).toBe('sent');
    // the one who turned order emails off is told on the site only
    expect(await mailsTo(api.db, quiet.email)).toEqual([]);
    const [silent] = await api.db.select().from(notifications).where(eq(notifications.userId, quiet.id));
    expect(silent?.email).toBe('none');
  });
});

describe('the bell: GET /notifications, read, read all, the profile’s counts', () => {
  it('pages, counts, marks read, and refuses another user’s notification with 404', async () => {
    const customer = await person();
    const other = await person();
    for (let i = 1; i <= 3; i += 1) {
      await notify(api.db, {
        userId: customer.id,
        kind: 'order_status',
        data: { orderId: i, number: `N-${i}`, status: 'shipped' },
      });
    }
    const page = await api.call('GET', '/api/notifications?perPage=2', { headers: customer.headers });
    expect(page.json.data.pagination).toMatchObject({ total: 3, lastPage: 2, perPage: 2 });
    expect(page.json.data.items.map((item: { text: string }) => item.text)).toEqual([
      'Order N-3 is shipped',
      'Order N-2 is shipped',
    ]);
    const arabic = await api.call('GET', '/api/notifications?perPage=1', { headers: customer.headers, locale: 'ar' });
    expect(arabic.json.data.items[0].text).toBe('الطلب N-3 شُحن');

    const first = page.json.data.items[0].id as number;
    const theirs = await api.call('POST', `/api/notifications/${first}/read`, { headers: other.headers });
    expect(theirs.status).toBe(404);
    const read = await api.call('POST', `/api/notifications/${first}/read`, { headers: customer.headers });
    expect(read.status, read.text).toBe(200);
    expect(read.json.data.unread.notifications).toBe(2);
    const profile = await api.call('GET', '/api/profile', { headers: customer.headers });
    expect(profile.json.data.unread).toEqual({ notifications: 2, messages: 0 });
    const unreadOnly = await api.call('GET', '/api/notifications?unread=true', { headers: customer.headers });
    expect(unreadOnly.json.data.items).toHaveLength(2);

    const all = await api.call('POST', '/api/notifications/read-all', { headers: customer.headers });
    expect(all.json.data.unread.notifications).toBe(0);
    expect((await api.call('GET', '/api/profile', { headers: customer.headers })).json.data.unread.notifications).toBe(
      0,
    );
  });

  it('asks a guest to log in', async () => {
    const guest = await api.call('POST', '/api/login/guests');
    const headers = { authorization: `Bearer ${guest.json.data.authorization.accessToken}` };
    expect((await api.call('GET', '/api/notifications', { headers })).status).toBe(401);
    expect((await api.call('GET', '/api/stream', { headers })).status).toBe(401);
    expect((await api.call('GET', '/api/profile', { headers })).json.data.unread).toEqual({
      notifications: 0,
      messages: 0,
    });
  });
});

describe('conversations', () => {
  it('a customer writes to an exhibitor; each side sees only its own conversations; a stranger gets 404', async () => {
    const customer = await person();
    const stranger = await person();
    const { owner, id: exhibitorId } = await company();
    const started = await api.call('POST', '/api/chats', {
      headers: customer.headers,
      body: { with: 'exhibitor', exhibitorId, body: 'Do you rent lenses?' },
    });
    expect(started.status, started.text).toBe(200);
    const chat = started.json.data.conversation.id as number;
    expect(started.json.data.message).toMatchObject({ mine: true, body: 'Do you rent lenses?' });
    expect(started.json.data.conversation.with).toMatchObject({ kind: 'exhibitor', name: 'Test Studio' });

    // writing again finds the same conversation
    const again = await api.call('POST', '/api/chats', {
      headers: customer.headers,
      body: { with: 'exhibitor', exhibitorId, body: 'And cameras?' },
    });
    expect(again.json.data.conversation.id).toBe(chat);

    const ownerList = await api.call('GET', '/api/chats', { headers: owner.headers });
    expect(ownerList.json.data.items).toEqual([
      expect.objectContaining({ id: chat, unread: 2, with: expect.objectContaining({ kind: 'customer' }) }),
    ]);
    expect((await api.call('GET', '/api/profile', { headers: owner.headers })).json.data.unread.messages).toBe(2);
    const bell = await api.call('GET', '/api/notifications', { headers: owner.headers });
    expect(bell.json.data.items).toEqual([
      expect.objectContaining({ kind: 'chat_message', text: expect.stringMatching(/^2 new messages from customer-/) }),
    ]);

    const strangerList = await api.call('GET', '/api/chats', { headers: stranger.headers });
    expect(strangerList.json.data.items).toEqual([]);
    expect((await api.call('GET', `/api/chats/${chat}/messages`, { headers: stranger.headers })).status).toBe(404);
    const intruding = await api.call('POST', `/api/chats/${chat}/messages`, {
      headers: stranger.headers,
      body: { body: 'hello' },
    });
    expect(intruding.status).toBe(404);

    // reading marks the messages and the bell's line read
    const read = await api.call('GET', `/api/chats/${chat}/messages`, { headers: owner.headers });
    expect(read.json.data.items.map((item: { body: string; mine: boolean }) => [item.body, item.mine])).toEqual([
      ['Do you rent lenses?', false],
      ['And cameras?', false],
    ]);
    expect((await api.call('GET', '/api/profile', { headers: owner.headers })).json.data.unread).toEqual({
      notifications: 0,
      messages: 0,
    });
  });

  it('tells the forum’s inbox of a customer’s message once until the forum answers', async () => {
    const customer = await person();
    const [row] = await api.db.select({ name: users.firstName }).from(users).where(eq(users.id, customer.id));
    const name = row?.name ?? '';
    const inbox = (await api.settings.get()).contacts.email;
    const toForum = async () =>
      (await mailsTo(api.db, inbox)).filter((mail) => mail.subject.includes(name)).map((mail) => mail.text);
    const first = await api.call('POST', '/api/chats', {
      headers: customer.headers,
      body: { with: 'forum', body: 'Hello?' },
    });
    const chat = first.json.data.conversation.id as number;
    await api.call('POST', `/api/chats/${chat}/messages`, { headers: customer.headers, body: { body: 'Anyone?' } });
    expect(await toForum()).toEqual([expect.stringContaining('Hello?')]);

    const [group] = await api.db
      .insert(userGroups)
      .values({ key: prefix('inbox-staff'), name: { ar: 'دعم', en: 'Support' }, permissions: { 'chats.answer': true } })
      .returning({ id: userGroups.id });
    const staff = await person({ type: 'staff' });
    await api.db
      .update(users)
      .set({ groupId: group?.id ?? null })
      .where(eq(users.id, staff.id));
    await api.call('POST', `/api/admin/chats/${chat}/messages`, { headers: staff.headers, body: { body: 'Yes.' } });
    await api.call('POST', `/api/chats/${chat}/messages`, {
      headers: customer.headers,
      body: { body: 'Thanks, one more' },
    });
    const mails = await toForum();
    expect(mails).toHaveLength(2);
    expect(mails[1]).toContain('Thanks, one more');
  });

  it('pages the messages by cursor, newest last', async () => {
    const customer = await person();
    const first = await api.call('POST', '/api/chats', {
      headers: customer.headers,
      body: { with: 'forum', body: 'message 1' },
    });
    const chat = first.json.data.conversation.id as number;
    for (let i = 2; i <= 5; i += 1) {
      await api.call('POST', `/api/chats/${chat}/messages`, {
        headers: customer.headers,
        body: { body: `message ${i}` },
      });
    }
    const latest = await api.call('GET', `/api/chats/${chat}/messages?limit=2`, { headers: customer.headers });
    expect(latest.json.data.items.map((item: { body: string }) => item.body)).toEqual(['message 4', 'message 5']);
    const older = await api.call('GET', `/api/chats/${chat}/messages?limit=2&before=${latest.json.data.nextBefore}`, {
      headers: customer.headers,
    });
    expect(older.json.data.items.map((item: { body: string }) => item.body)).toEqual(['message 2', 'message 3']);
    const oldest = await api.call('GET', `/api/chats/${chat}/messages?limit=2&before=${older.json.data.nextBefore}`, {
      headers: customer.headers,
    });
    expect(oldest.json.data.items.map((item: { body: string }) => item.body)).toEqual(['message 1']);
    expect(oldest.json.data.nextBefore).toBeNull();
  });

  it('a block stops both sides writing until the one who blocked lifts it', async () => {
    const customer = await person();
    const { owner, id: exhibitorId } = await company();
    const started = await api.call('POST', '/api/chats', {
      headers: customer.headers,
      body: { with: 'exhibitor', exhibitorId, body: 'Hello' },
    });
    const chat = started.json.data.conversation.id as number;
    const blocked = await api.call('POST', `/api/chats/${chat}/block`, { headers: owner.headers });
    expect(blocked.json.data.conversation).toMatchObject({ blocked: true, blockedBy: false, canWrite: false });
    const refused = await api.call('POST', `/api/chats/${chat}/messages`, {
      headers: customer.headers,
      body: { body: 'Are you there?' },
    });
    expect(refused.status).toBe(403);
    expect(refused.json.errors[0].value).toBe('This conversation is blocked: no new messages can be sent');
    const seen = await api.call('GET', `/api/chats/${chat}/messages`, { headers: customer.headers });
    expect(seen.json.data.items).toHaveLength(1);
    expect(seen.json.data.conversation).toMatchObject({ blocked: false, blockedBy: true });
    // the customer cannot lift the exhibitor's block
    await api.call('POST', `/api/chats/${chat}/unblock`, { headers: customer.headers });
    expect(
      (await api.call('POST', `/api/chats/${chat}/messages`, { headers: customer.headers, body: { body: 'Hi?' } }))
        .status,
    ).toBe(403);
    await api.call('POST', `/api/chats/${chat}/unblock`, { headers: owner.headers });
    const sent = await api.call('POST', `/api/chats/${chat}/messages`, {
      headers: customer.headers,
      body: { body: 'Thanks' },
    });
    expect(sent.status, sent.text).toBe(200);
  });

  it('refuses an unknown exhibitor, an empty message and another user’s attachment, changing nothing', async () => {
    const customer = await person();
    const unknown = await api.call('POST', '/api/chats', {
      headers: customer.headers,
      body: { with: 'exhibitor', exhibitorId: 999_999, body: 'Hi' },
      locale: 'ar',
    });
    expect(unknown.status).toBe(400);
    expect(unknown.json.errors).toEqual([{ key: 'exhibitorId', value: 'لا يوجد عارض بهذا الرقم' }]);
    const empty = await api.call('POST', '/api/chats', {
      headers: customer.headers,
      body: { with: 'forum', body: '  ' },
    });
    expect(empty.status).toBe(400);
    const foreign = await api.call('POST', '/api/chats', {
      headers: customer.headers,
      body: { with: 'forum', body: 'see this', attachmentUpload: 1 },
    });
    expect(foreign.status).toBe(400);
    expect((await api.call('GET', '/api/chats', { headers: customer.headers })).json.data.items).toEqual([]);
  });

  it('asks about an order: only its customer; the forum answers through /api/admin with the permission', async () => {
    const customer = await person();
    const other = await person();
    const [order] = await api.db
      .insert(orders)
      .values({
        number: prefix('ORD'),
        userId: customer.id,
        status: 'processing',
        paymentMethod: 'cash_on_delivery',
        totals: [],
        totalMinor: 1000,
      })
      .returning({ id: orders.id, number: orders.number });
    if (!order) throw new Error('no order');
    const empty = await api.call('GET', `/api/orders/${order.id}/messages`, { headers: customer.headers });
    expect(empty.json.data).toEqual({ conversation: null, items: [], nextBefore: null });
    expect((await api.call('GET', `/api/orders/${order.id}/messages`, { headers: other.headers })).status).toBe(404);
    expect(
      (await api.call('POST', `/api/orders/${order.id}/messages`, { headers: other.headers, body: { body: 'x' } }))
        .status,
    ).toBe(404);
    const asked = await api.call('POST', `/api/orders/${order.id}/messages`, {
      headers: customer.headers,
      body: { body: 'When will it ship?' },
    });
    expect(asked.status, asked.text).toBe(200);
    const chat = asked.json.data.conversation.id as number;
    expect(asked.json.data.conversation).toMatchObject({
      kind: 'order',
      order: { id: order.id, number: order.number },
    });

    const [group] = await api.db
      .insert(userGroups)
      .values({
        key: prefix('chat-staff'),
        name: { ar: 'خدمة العملاء', en: 'Support' },
        permissions: { 'chats.answer': true },
      })
      .returning({ id: userGroups.id });
    const [noGroup] = await api.db
      .insert(userGroups)
      .values({ key: prefix('other-staff'), name: { ar: 'أخرى', en: 'Other' }, permissions: { 'chats.answer': false } })
      .returning({ id: userGroups.id });
    const staff = await person({ type: 'staff' });
    const plainStaff = await person({ type: 'staff' });
    await api.db
      .update(users)
      .set({ groupId: group?.id ?? null })
      .where(eq(users.id, staff.id));
    await api.db
      .update(users)
      .set({ groupId: noGroup?.id ?? null })
      .where(eq(users.id, plainStaff.id));
    const { owner } = await company();

    const answer = { body: 'Tomorrow morning.' };
    for (const refused of [customer, other, owner, plainStaff]) {
      const attempt = await api.call('POST', `/api/admin/chats/${chat}/messages`, {
        headers: refused.headers,
        body: answer,
      });
      expect(attempt.status).toBe(403);
    }
    expect((await api.call('POST', `/api/admin/chats/${chat}/messages`, { body: answer })).status).toBe(401);
    // the permission is checked before the body: an empty one from a guest is still 401, from a customer 403
    expect((await api.call('POST', `/api/admin/chats/${chat}/messages`, { body: {} })).status).toBe(401);
    expect(
      (await api.call('POST', `/api/admin/chats/${chat}/messages`, { headers: customer.headers, body: {} })).status,
    ).toBe(403);
    const listed = await api.call('GET', '/api/admin/chats', { headers: staff.headers });
    expect(listed.json.data.items.map((item: { id: number }) => item.id)).toContain(chat);
    const answered = await api.call('POST', `/api/admin/chats/${chat}/messages`, {
      headers: staff.headers,
      body: answer,
    });
    expect(answered.status, answered.text).toBe(200);

    const thread = await api.call('GET', `/api/orders/${order.id}/messages`, { headers: customer.headers });
    expect(thread.json.data.items.map((item: { body: string; mine: boolean }) => [item.body, item.mine])).toEqual([
      ['When will it ship?', true],
      ['Tomorrow morning.', false],
    ]);
    expect(thread.json.data.conversation.with).toEqual({ kind: 'forum', name: 'The forum', logoUrl: null });
    const bell = await api.call('GET', '/api/notifications', { headers: customer.headers });
    expect(bell.json.data.items[0]).toMatchObject({ kind: 'chat_message', text: 'A new message from The forum' });
  });
});

describe('GET /stream', () => {
  it('delivers a message and its notification live to the recipient and the writer’s other tab', async () => {
    const customer = await person();
    const { owner, id: exhibitorId } = await company();
    const ownerTab = await stream(owner);
    const customerTab = await stream(customer);
    try {
      expect(ownerTab.status).toBe(200);
      expect(ownerTab.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
      const [ready] = await ownerTab.next((event) => event.event === 'ready');
      expect(JSON.parse(ready?.data ?? '{}')).toEqual({ unread: { notifications: 0, messages: 0 } });
      await api.call('POST', '/api/chats', {
        headers: customer.headers,
        body: { with: 'exhibitor', exhibitorId, body: 'Live hello' },
      });
      const [message] = await ownerTab.next((event) => event.event === 'message');
      expect(JSON.parse(message?.data ?? '{}')).toMatchObject({
        type: 'message',
        message: { body: 'Live hello', mine: false },
        unread: { messages: 1 },
      });
      const [note] = await ownerTab.next((event) => event.event === 'notification');
      expect(JSON.parse(note?.data ?? '{}').notification).toMatchObject({ kind: 'chat_message' });
      // the writer's own tab gets the message as theirs, and no notification
      const [own] = await customerTab.next((event) => event.event === 'message');
      expect(JSON.parse(own?.data ?? '{}').message).toMatchObject({ body: 'Live hello', mine: true });
      expect(customerTab.of('notification')).toEqual([]);
      // heartbeats keep it open
      const beat = await eventually(
        async () => customerTab.events.some((event) => event.comment),
        (seen) => seen,
        3_000,
      );
      expect(beat).toBe(true);
    } finally {
      await ownerTab.close();
      await customerTab.close();
    }
  });

  it('replays exactly the missed events after Last-Event-ID, in order, and nothing twice', async () => {
    const customer = await person();
    const placed = await api.db
      .insert(orders)
      .values(
        [1, 2, 3, 4].map((n) => ({
          number: prefix(`R${n}`),
          userId: customer.id,
          status: 'paid' as const,
          paymentMethod: 'card' as const,
          totals: [],
          totalMinor: 100 * n,
        })),
      )
      .returning({ id: orders.id, number: orders.number });
    const first = await stream(customer);
    const send = async (n: number) => {
      const order = placed[n - 1];
      if (!order) throw new Error('no order');
      await notify(api.db, {
        userId: customer.id,
        kind: 'order_status',
        data: { orderId: order.id, number: order.number, status: 'paid' },
      });
    };
    await send(1);
    // the first tab saw the first notification and its order event, then closed
    const [, seen] = await first.next((event) => event.event === 'notification' || event.event === 'order', 2);
    await first.close();
    const lastId = seen?.id ?? '';
    // missed while away: three notifications, each with its order event
    await send(2);
    await send(3);
    await send(4);
    const back = await stream(customer, { 'Last-Event-ID': lastId });
    try {
      const replayed = await back.next((event) => event.event === 'notification' || event.event === 'order', 6);
      expect(replayed.map((event) => event.event)).toEqual([
        'notification',
        'order',
        'notification',
        'order',
        'notification',
        'order',
      ]);
      expect(back.of('notification').map((event) => event.notification.data.number)).toEqual(
        placed.slice(1).map((order) => order.number),
      );
      const ids = replayed.map((event) => Number(event.id));
      expect(ids).toEqual([...ids].sort((a, b) => a - b));
      expect(ids).toEqual([1, 2, 3, 4, 5, 6].map((step) => Number(lastId) + step));
      // the order event of the first one (seen before leaving) is not sent again
      expect(back.of('order')).toEqual(
        placed.slice(1).map((order) => ({ type: 'order', order: { id: order.id, status: 'paid' } })),
      );
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(back.events.filter((event) => !event.comment && event.event !== 'ready')).toHaveLength(6);
    } finally {
      await back.close();
    }
  });

  it('keeps an open stream to its own user', async () => {
    const one = await person();
    const two = await person();
    const tab = await stream(one);
    try {
      await notify(api.db, { userId: two.id, kind: 'refund', data: { amountMinor: 500, to: 'wallet' } });
      await notify(api.db, { userId: one.id, kind: 'refund', data: { amountMinor: 700, to: 'card' } });
      const [event] = await tab.next((item) => item.event === 'notification');
      expect(JSON.parse(event?.data ?? '{}').notification.text).toMatch(/^SAR\s7 refunded to your card$/);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(tab.of('notification')).toHaveLength(1);
    } finally {
      await tab.close();
    }
  });

  it('holds at most STREAMS_PER_USER streams per account, and frees a place when one closes', async () => {
    const customer = await person();
    const tabs = [await stream(customer), await stream(customer), await stream(customer)];
    const extra = await stream(customer, { 'LOCALE-CODE': 'ar' });
    try {
      expect(tabs.map((tab) => tab.status)).toEqual([200, 200, 200]);
      expect(extra.status).toBe(429);
      expect(JSON.parse(await extra.text()).errors[0].value).toBe(
        'الاتصالات المباشرة المفتوحة في حسابك كثيرة: أغلق تبويبًا آخر من الموقع',
      );
      await tabs[0]?.close();
      const freed = await eventually(
        async () => {
          const tab = await stream(customer);
          if (tab.status !== 200) return { tab, ok: false };
          return { tab, ok: true };
        },
        (result) => result.ok,
      );
      expect(freed.ok).toBe(true);
      tabs[0] = freed.tab;
    } finally {
      for (const tab of tabs) await tab?.close();
    }
  });
});

describe('agenda and workshop events', () => {
  it('tells everyone who saved a session when it moves or is cancelled, and nobody else', async () => {
    const startsAt = new Date(Date.now() + 48 * 3600_000);
    const sessionId = await insertSession(api.db, {
      title: { ar: 'جلسة الاختبار', en: 'The Test Session' },
      startsAt,
      endsAt: new Date(startsAt.getTime() + 3600_000),
    });
    const saver = await person();
    const bystander = await person();
    await api.db.insert(wishlistItems).values({ userId: saver.id, conferenceSessionId: sessionId });

    const later = new Date(startsAt.getTime() + 24 * 3600_000);
    expect(
      await rescheduleSession(api.db, sessionId, { startsAt: later, endsAt: new Date(later.getTime() + 3600_000) }),
    ).toEqual({
      notified: 1,
    });
    const moved = await api.call('GET', '/api/notifications', { headers: saver.headers });
    expect(moved.json.data.items[0]).toMatchObject({
      kind: 'session_changed',
      link: `/conference/sessions/${sessionId}`,
      data: { sessionId, change: 'moved' },
    });
    expect(moved.json.data.items[0].text).toMatch(/^“The Test Session” in your agenda moved to /);
    // the same time again tells nobody
    expect(
      await rescheduleSession(api.db, sessionId, { startsAt: later, endsAt: new Date(later.getTime() + 7200_000) }),
    ).toEqual({
      notified: 0,
    });
    await expect(rescheduleSession(api.db, sessionId, { startsAt: later, endsAt: later })).rejects.toThrow();

    expect(await cancelSession(api.db, sessionId)).toEqual({ notified: 1 });
    const cancelled = await api.call('GET', '/api/notifications', { headers: saver.headers, locale: 'ar' });
    expect(cancelled.json.data.items[0].text).toBe('أُلغيت «جلسة الاختبار» من برنامج الملتقى وكانت في أجندتك');
    expect(cancelled.json.data.pagination.total).toBe(2);
    expect((await api.call('GET', '/api/notifications', { headers: bystander.headers })).json.data.items).toEqual([]);
    const mails = await eventually(
      () => mailsTo(api.db, saver.email),
      (rows) => rows.length >= 2,
    );
    expect(mails).toHaveLength(2);
    await expect(cancelSession(api.db, sessionId)).rejects.toThrow();
  });

  it('tells the person who gets a workshop seat from the waiting list, on the bell and live', async () => {
    const startsAt = new Date(Date.now() + 72 * 3600_000);
    const id = await insertWorkshop(api.db, {
      title: { ar: 'ورشة المقعد', en: 'Seat Workshop' },
      capacity: 1,
      startsAt,
      endsAt: new Date(startsAt.getTime() + 3600_000),
    });
    const seated = await person();
    const waiting = await person();
    expect((await api.call('POST', `/api/workshops/${id}/registration`, { headers: seated.headers })).status).toBe(201);
    expect((await api.call('POST', `/api/workshops/${id}/registration`, { headers: waiting.headers })).status).toBe(
      201,
    );
    const tab = await stream(waiting);
    try {
      await api.call('DELETE', `/api/workshops/${id}/registration`, { headers: seated.headers });
      const [event] = await tab.next((item) => item.event === 'notification');
      expect(JSON.parse(event?.data ?? '{}').notification).toMatchObject({
        kind: 'workshop_seat',
        text: 'A seat came free in “Seat Workshop” and it is yours',
        link: `/workshops/${id}`,
      });
      // one email: the workshop's own seat email, not a second one from the notification
      const mails = await eventually(
        () => mailsTo(api.db, waiting.email),
        (rows) => rows.length > 0,
      );
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect((await mailsTo(api.db, waiting.email)).map((mail) => mail.subject)).toEqual(
        mails.map((mail) => mail.subject),
      );
      expect(mails.map((mail) => mail.subject)).toEqual(['You have a seat: Seat Workshop']);
      const [row] = await api.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, waiting.id), eq(notifications.kind, 'workshop_seat')));
      expect(row?.email).toBe('none');
    } finally {
      await tab.close();
    }
  });
});
