import type { NotificationKindName } from '@forum/contract/notifications';
import { sql } from 'drizzle-orm';
import { EVENT_CHANNEL } from '../db/change-feed.ts';
import type { Db } from '../db/client.ts';
import type { Localized } from '../db/schema.ts';
import { notifications, userEventCounters, userEvents, users } from '../db/schema.ts';
import { deferToEnd } from '../db/transaction.ts';

/** A transaction or the database itself: notify() writes in whichever the caller is writing in. */
export type Tx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

/** What each kind of notification carries: ids, and the few words its line and its email show. */
export type NotificationData = {
  /** An order moved along its statuses (the new status). */
  order_status: { orderId: number; number: string; status: string };
  transfer_confirmed: { orderId: number; number: string };
  transfer_rejected: { orderId: number; number: string; reason?: string };
  payment_failed: { orderId: number; number: string };
  /** Money given back; to the wallet or to the card. */
  refund: { amountMinor: number; to: 'wallet' | 'card'; orderId?: number; number?: string; returnId?: number };
  return_decision: {
    returnId: number;
    orderId: number;
    number: string;
    status: 'approved' | 'rejected' | 'received' | 'refunded';
    note?: string;
  };
  /** Unread messages of one conversation: one line per conversation, counted up while unread. */
  chat_message: { conversationId: number; messageId: number; count: number; from: string; excerpt: string };
  workshop_seat: { workshopId: number; title: Localized; startsAt: string };
  session_changed: {
    sessionId: number;
    title: Localized;
    change: 'moved' | 'cancelled';
    startsAt: string;
    previousStartsAt?: string;
  };
};
export type NotificationKind = keyof NotificationData;

/** Compiles only while the kinds the contract publishes are exactly those that carry data here. */
type Holds<T extends true> = T;
export type NotificationKindsAgree = Holds<
  [NotificationKind] extends [NotificationKindName]
    ? [NotificationKindName] extends [NotificationKind]
      ? true
      : false
    : false
>;

/** Which of the user's email settings (profile `notifications`) decides whether a kind is emailed. */
export const EMAIL_SETTING_OF: Record<NotificationKind, 'orders' | 'agenda'> = {
  order_status: 'orders',
  transfer_confirmed: 'orders',
  transfer_rejected: 'orders',
  payment_failed: 'orders',
  refund: 'orders',
  return_decision: 'orders',
  chat_message: 'orders',
  workshop_seat: 'agenda',
  session_changed: 'agenda',
};

/** Kinds whose email another part sends itself (the workshop's seat email, with its calendar details). */
const EMAILED_ELSEWHERE: ReadonlySet<NotificationKind> = new Set(['workshop_seat']);

/** What a live stream carries: a notification, a chat message, an order that changed. */
export type LiveEventType = 'notification' | 'message' | 'order';

/**
 * How many of a user's latest live events are kept for a replay from Last-Event-ID. A stream that missed
 * more gets the latest ones (its pages read their lists again anyway); the notifications, messages and
 * orders themselves stay in their tables.
 */
export const LIVE_EVENTS_KEPT = 500;

/**
 * Records one event for a user's live streams, numbered after the user's last one. The counter row stays
 * locked until the caller's transaction ends, so numbers follow commit order and a replay from
 * Last-Event-ID never skips one committed late. The signal (pg_notify) leaves only at commit. The user's
 * events older than the `kept` latest are deleted in the same statement (by the primary key, on whichever
 * process writes), so the table holds at most `kept` rows a user.
 */
export async function recordLiveEvent(
  tx: Tx,
  input: { userId: number; type: LiveEventType; refId: number },
  kept = LIVE_EVENTS_KEPT,
): Promise<number> {
  // one round trip: the counter moved on, the event written, the oldest pruned, its signal queued for commit
  const result = await tx.execute(sql`
    with counter as (
      insert into ${userEventCounters} (user_id, last_seq) values (${input.userId}, 1)
      on conflict (user_id) do update set last_seq = ${userEventCounters.lastSeq} + 1
      returning last_seq
    ), event as (
      insert into ${userEvents} (user_id, seq, type, ref_id)
      select ${input.userId}, last_seq, ${input.type}, ${input.refId} from counter
      returning seq
    ), pruned as (
      delete from ${userEvents}
      where ${userEvents.userId} = ${input.userId} and ${userEvents.seq} <= (select last_seq from counter) - ${kept}::int
    )
    select seq, pg_notify(${EVENT_CHANNEL}, 'u:' || ${input.userId}::text || ':' || seq::text) from event`);
  const rows = (result as unknown as { rows: { seq: number }[] }).rows;
  return Number(rows[0]?.seq ?? 0);
}

/** An order of the user changed without a notification of its own: its open pages refresh it. */
export function signalOrderChange(tx: Tx, input: { userId: number; orderId: number }): Promise<number> {
  return recordLiveEvent(tx, { userId: input.userId, type: 'order', refId: input.orderId });
}

/**
 * Tells a user something happened, in the caller's transaction: the notification row, its live event
 * (and an `order` event when it is about an order), and its email queued when the user's settings ask
 * for it. Nothing leaves before commit: a rolled-back change notifies nobody. After commit one process
 * sends the email in the user's language (notifications/notification-mail.ts) and every process
 * pushes the event to the user's open streams.
 *
 * A `chat_message` notification that is still unread is counted up instead of repeated (and not emailed again).
 */
export async function notify<K extends NotificationKind>(
  tx: Tx,
  input: { userId: number; kind: K; data: NotificationData[K] },
): Promise<void> {
  // in a transaction of inTransaction's, the rows it locks (the notification, the user's event counter)
  // are taken at the end, by user: the last step of the lock order (decision 042)
  if (deferToEnd(tx, input.userId, () => notifyNow(tx, input))) return;
  await notifyNow(tx, input);
}

async function notifyNow<K extends NotificationKind>(
  tx: Tx,
  input: { userId: number; kind: K; data: NotificationData[K] },
): Promise<void> {
  const { userId, kind, data } = input;
  if (kind === 'chat_message') {
    const chat = data as NotificationData['chat_message'];
    const [bumped] = await tx
      .update(notifications)
      .set({
        data: sql`jsonb_set(jsonb_set(jsonb_set(${notifications.data}, '{count}', to_jsonb((${notifications.data}->>'count')::int + 1)), '{messageId}', ${String(chat.messageId)}::jsonb), '{excerpt}', to_jsonb(${chat.excerpt}::text))`,
        createdAt: sql`now()`,
      })
      .where(
        sql`${notifications.userId} = ${userId} and ${notifications.kind} = 'chat_message' and ${notifications.readAt} is null and (${notifications.data}->>'conversationId')::int = ${chat.conversationId}`,
      )
      .returning({ id: notifications.id });
    if (bumped) {
      await recordLiveEvent(tx, { userId, type: 'notification', refId: bumped.id });
      return;
    }
  }
  // the email is queued when the user has an address and the setting of this kind is on, read in the same statement
  const setting = EMAILED_ELSEWHERE.has(kind) ? null : EMAIL_SETTING_OF[kind];
  const result = await tx.execute(sql`
    insert into ${notifications} (user_id, kind, data, email)
    select ${userId}, ${kind}, ${JSON.stringify(data)}::jsonb,
      case when ${setting}::text is not null and u.email is not null
        and coalesce((u.notifications ->> ${setting}::text)::boolean, false)
      then 'pending'::notification_email else 'none'::notification_email end
    from ${users} u where u.id = ${userId}
    returning id, email`);
  const row = (result as unknown as { rows: { id: number; email: string }[] }).rows[0];
  if (!row) throw new Error('notification not recorded: no such user');
  const wantsEmail = row.email === 'pending';
  await recordLiveEvent(tx, { userId, type: 'notification', refId: row.id });
  const orderId = (data as { orderId?: unknown }).orderId;
  if (typeof orderId === 'number') await recordLiveEvent(tx, { userId, type: 'order', refId: orderId });
  if (wantsEmail) await tx.execute(sql`select pg_notify(${EVENT_CHANNEL}, ${`m:${row.id}`})`);
}
