import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { Locale } from '@forum/contract/locale';
import type { StreamEvent, UnreadCounts } from '@forum/contract/notifications';
import { and, asc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { loadMessagesForStream } from '../chat/chat-service.ts';
import type { ChangeFeed } from '../db/change-feed.ts';
import type { Db } from '../db/client.ts';
import { notifications, openStreams, orders, userEventCounters, userEvents, users } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { pick } from '../localize.ts';
import type { Mailer } from '../mail/mailer.ts';
import { notificationMail } from '../mail/templates.ts';
import type { SettingsService } from '../settings/settings-service.ts';
import { type NotificationContext, presentNotification, unreadCounts, wordingOf } from './notification-service.ts';
import { EMAIL_SETTING_OF, type NotificationKind } from './notify.ts';

export type LiveHubOptions = {
  db: Db;
  changes: ChangeFeed;
  mailer: Mailer;
  settings: SettingsService;
  siteUrl: string;
  log: Pick<FastifyBaseLogger, 'info' | 'error' | 'warn'>;
  /** Open streams one user may hold across every process. */
  streamsPerUser: number;
  /** How often a comment keeps each stream (and its row in open_streams) alive. */
  heartbeatMs: number;
};

type Stream = {
  id: string;
  userId: number;
  locale: Locale;
  lastSeq: number;
  raw: ServerResponse;
  closed: boolean;
};

type UserStreams = { streams: Set<Stream>; busy: boolean; again: boolean };

const BATCH = 200;
/** A pending email nobody sent (its process stopped before it could) is sent by another after this long. */
const ORPHAN_EMAIL_SECONDS = 30;

/** SSE framing: one event, its data as JSON on one line. */
function frame(seq: number, event: StreamEvent): string {
  return `id: ${seq}\nevent: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;
}

/**
 * This process's open live streams (GET /stream), fed by what committed transactions announce
 * (ids only) on the change feed's dedicated connection, and the sender of notification emails.
 */
export function createLiveHub(options: LiveHubOptions) {
  const { db, log } = options;
  const byUser = new Map<number, UserStreams>();
  // a stream's row is refreshed by each heartbeat; one missed by three is gone (a process that stopped)
  const staleMs = options.heartbeatMs * 3;

  async function contextOf(locale: Locale): Promise<NotificationContext> {
    const stored = await options.settings.get();
    return { locale, timeZone: stored.site.timeZone, currency: stored.site.currency };
  }

  // ------------------------------------------------------------ delivery

  async function deliver(userId: number, entry: UserStreams) {
    const live = [...entry.streams].filter((stream) => !stream.closed);
    if (live.length === 0) return;
    const from = Math.min(...live.map((stream) => stream.lastSeq));
    const rows = await db
      .select()
      .from(userEvents)
      .where(and(eq(userEvents.userId, userId), gt(userEvents.seq, from)))
      .orderBy(asc(userEvents.seq))
      .limit(BATCH);
    if (rows.length === 0) return;
    if (rows.length === BATCH) entry.again = true;
    const counts = await unreadCounts(db, userId);
    const locales = [...new Set(live.map((stream) => stream.locale))];
    const framed = new Map<Locale, Map<number, string>>();
    for (const locale of locales) framed.set(locale, await render(userId, rows, locale, counts));
    for (const stream of live) {
      const texts = framed.get(stream.locale);
      let chunk = '';
      for (const row of rows) {
        if (row.seq <= stream.lastSeq) continue;
        chunk += texts?.get(row.seq) ?? '';
        stream.lastSeq = row.seq;
      }
      if (chunk && !stream.closed) stream.raw.write(chunk);
    }
  }

  /** Each event as its frame, read from the database now (a row gone since is skipped, its number kept). */
  async function render(
    userId: number,
    rows: (typeof userEvents.$inferSelect)[],
    locale: Locale,
    unread: UnreadCounts,
  ): Promise<Map<number, string>> {
    const ids = (type: string) => rows.filter((row) => row.type === type).map((row) => row.refId);
    const context = await contextOf(locale);
    const notificationIds = ids('notification');
    const orderIds = ids('order');
    const [notes, orderRows, messages] = await Promise.all([
      notificationIds.length
        ? db
            .select()
            .from(notifications)
            .where(and(eq(notifications.userId, userId), inArray(notifications.id, notificationIds)))
        : [],
      orderIds.length
        ? db
            .select({ id: orders.id, status: orders.status })
            .from(orders)
            .where(and(eq(orders.userId, userId), inArray(orders.id, orderIds)))
        : [],
      loadMessagesForStream(db, userId, ids('message')),
    ]);
    const noteById = new Map(notes.map((row) => [row.id, row]));
    const orderById = new Map(orderRows.map((row) => [row.id, row]));
    const framed = new Map<number, string>();
    for (const row of rows) {
      let event: StreamEvent | undefined;
      if (row.type === 'notification') {
        const note = noteById.get(row.refId);
        if (note) event = { type: 'notification', notification: presentNotification(note, context), unread };
      } else if (row.type === 'order') {
        const order = orderById.get(row.refId);
        if (order) event = { type: 'order', order };
      } else if (row.type === 'message') {
        const message = messages.get(row.refId);
        if (message) event = { type: 'message', message, unread };
      }
      // an event whose row is gone still moves the stream on (an empty comment keeps its number)
      framed.set(row.seq, event ? frame(row.seq, event) : `id: ${row.seq}\n: gone\n\n`);
    }
    return framed;
  }

  /** Reads and sends what the user's streams here have not had yet; one read at a time per user. */
  async function pump(userId: number) {
    const entry = byUser.get(userId);
    if (!entry) return;
    if (entry.busy) {
      entry.again = true;
      return;
    }
    entry.busy = true;
    try {
      do {
        entry.again = false;
        await deliver(userId, entry);
      } while (entry.again);
    } catch (error) {
      log.error({ err: error, userId }, 'live stream delivery failed');
    } finally {
      entry.busy = false;
    }
  }

  // ------------------------------------------------------------ emails

  /** Emails being sent here: closing waits for them, so none writes after the database has closed. */
  const sending = new Set<Promise<void>>();
  let isClosing = false;

  /** Sends a queued notification email once, whichever process hears of it first (the claim is atomic). */
  function sendEmail(id: number): Promise<void> {
    if (isClosing) return Promise.resolve();
    const sent = sendEmailNow(id).finally(() => sending.delete(sent));
    sending.add(sent);
    return sent;
  }

  async function sendEmailNow(id: number) {
    const [claimed] = await db
      .update(notifications)
      .set({ email: 'sending' })
      .where(and(eq(notifications.id, id), eq(notifications.email, 'pending')))
      .returning();
    if (!claimed) return;
    try {
      const [user] = await db
        .select({ email: users.email, locale: users.locale, firstName: users.firstName })
        .from(users)
        .where(eq(users.id, claimed.userId));
      if (!user?.email) {
        await db.update(notifications).set({ email: 'none' }).where(eq(notifications.id, id));
        return;
      }
      const locale: Locale = user.locale === 'en' ? 'en' : 'ar';
      const stored = await options.settings.get();
      const kind = claimed.kind as NotificationKind;
      const { text, link } = wordingOf(kind, claimed.data, await contextOf(locale));
      const mail = notificationMail(
        { locale, siteName: pick(stored.site.name, locale), siteUrl: options.siteUrl },
        { name: user.firstName ?? '', line: text, path: link, setting: EMAIL_SETTING_OF[kind] },
      );
      await options.mailer.send({ to: user.email, ...mail });
      await db.update(notifications).set({ email: 'sent' }).where(eq(notifications.id, id));
    } catch (error) {
      log.error({ err: error, notification: id }, 'notification email failed');
      await db
        .update(notifications)
        .set({ email: 'failed' })
        .where(eq(notifications.id, id))
        .catch(() => undefined);
    }
  }

  async function sendOrphanEmails() {
    const rows = await db
      .select({ id: notifications.id })
      .from(notifications)
      .where(
        and(
          eq(notifications.email, 'pending'),
          lt(notifications.createdAt, sql`now() - make_interval(secs => ${ORPHAN_EMAIL_SECONDS})`),
        ),
      )
      .limit(50);
    for (const row of rows) await sendEmail(row.id);
  }

  // ------------------------------------------------------------ what the database announces

  const unsubscribe = options.changes.events((payload) => {
    if (payload === null) {
      // the feed's connection came back: anything may have been missed, every stream reads again
      for (const userId of byUser.keys()) void pump(userId);
      void sendOrphanEmails().catch(() => undefined);
      return;
    }
    const [type, first] = payload.split(':');
    const id = Number(first);
    if (!Number.isInteger(id)) return;
    if (type === 'u' && byUser.has(id)) void pump(id);
    else if (type === 'm') void sendEmail(id).catch((error) => log.error({ err: error }, 'notification email'));
  });

  const heartbeat = setInterval(() => void beat(), options.heartbeatMs);
  heartbeat.unref();
  const sweeper = setInterval(() => void sendOrphanEmails().catch(() => undefined), ORPHAN_EMAIL_SECONDS * 1000);
  sweeper.unref();

  async function beat() {
    const ids: string[] = [];
    for (const entry of byUser.values()) {
      for (const stream of entry.streams) {
        if (stream.closed) continue;
        stream.raw.write(': heartbeat\n\n');
        ids.push(stream.id);
      }
    }
    if (ids.length === 0) return;
    await db
      .update(openStreams)
      .set({ seenAt: sql`now()` })
      .where(inArray(openStreams.id, ids))
      .catch((error) => log.warn({ err: error }, 'open streams not refreshed'));
  }

  // ------------------------------------------------------------ opening a stream

  /** Counts the user's open streams on every process and takes a place, or refuses (429). */
  async function takePlace(userId: number): Promise<string> {
    const id = randomBytes(12).toString('base64url');
    const taken = await db.transaction(async (tx) => {
      // one opening at a time per user across processes, so two at once cannot both take the last place
      await tx.execute(sql`select pg_advisory_xact_lock(37, ${userId})`);
      await tx
        .delete(openStreams)
        .where(
          and(
            eq(openStreams.userId, userId),
            lt(openStreams.seenAt, sql`now() - make_interval(secs => ${staleMs / 1000})`),
          ),
        );
      const open = await tx.select({ id: openStreams.id }).from(openStreams).where(eq(openStreams.userId, userId));
      if (open.length >= options.streamsPerUser) return false;
      await tx.insert(openStreams).values({ id, userId });
      return true;
    });
    if (!taken) {
      throw new AppError('tooManyRequests', {
        params: { seconds: Math.ceil(staleMs / 1000) },
        fields: [{ key: 'error', messageKey: 'tooManyStreams' }],
      });
    }
    return id;
  }

  /** The user's last event number: a new stream starts after it. */
  async function lastSeqOf(userId: number): Promise<number> {
    const [row] = await db
      .select({ seq: userEventCounters.lastSeq })
      .from(userEventCounters)
      .where(eq(userEventCounters.userId, userId));
    return row?.seq ?? 0;
  }

  return {
    /** Takes one of the user's places (every process counted), or refuses with 429 before anything is written. */
    reserve: takePlace,
    /**
     * Opens a stream on `raw` in the place reserved (the route has hijacked the reply). `lastEventId`
     * (from Last-Event-ID) replays what came after it; without it the stream starts now.
     */
    async open(input: {
      id: string;
      userId: number;
      locale: Locale;
      lastEventId: number | null;
      raw: ServerResponse;
      headers: Record<string, string>;
    }) {
      const { id } = input;
      const current = await lastSeqOf(input.userId);
      const start = input.lastEventId !== null && input.lastEventId <= current ? input.lastEventId : current;
      const stream: Stream = {
        id,
        userId: input.userId,
        locale: input.locale,
        lastSeq: start,
        raw: input.raw,
        closed: false,
      };
      input.raw.writeHead(200, input.headers);
      // how long a browser waits before it reconnects; then the opening's counts and the number to resume from
      const counts = await unreadCounts(db, input.userId);
      input.raw.write(`retry: 3000\nid: ${start}\nevent: ready\ndata: ${JSON.stringify({ unread: counts })}\n\n`);
      const entry = byUser.get(input.userId) ?? { streams: new Set<Stream>(), busy: false, again: false };
      entry.streams.add(stream);
      byUser.set(input.userId, entry);
      const finish = () => {
        if (stream.closed) return;
        stream.closed = true;
        entry.streams.delete(stream);
        if (entry.streams.size === 0 && byUser.get(input.userId) === entry) byUser.delete(input.userId);
        void db
          .delete(openStreams)
          .where(eq(openStreams.id, id))
          .catch(() => undefined);
      };
      input.raw.on('close', finish);
      input.raw.on('error', finish);
      // also reads what committed between the counter's read and the stream joining the others
      void pump(input.userId);
    },
    /** Streams open in this process (the bench reports memory per stream). */
    openCount(): number {
      let total = 0;
      for (const entry of byUser.values()) total += entry.streams.size;
      return total;
    },
    async close() {
      isClosing = true;
      unsubscribe();
      clearInterval(heartbeat);
      clearInterval(sweeper);
      // an email claimed as the server stops is finished (or marked failed) before the database closes
      await Promise.allSettled([...sending]);
      const ids: string[] = [];
      for (const entry of byUser.values()) {
        for (const stream of entry.streams) {
          stream.closed = true;
          ids.push(stream.id);
          stream.raw.end();
        }
      }
      byUser.clear();
      if (ids.length)
        await db
          .delete(openStreams)
          .where(inArray(openStreams.id, ids))
          .catch(() => undefined);
    },
  };
}

export type LiveHub = ReturnType<typeof createLiveHub>;
