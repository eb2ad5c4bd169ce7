import { and, count, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { chatMessages, conversations, exhibitors, notifications } from '../db/schema.ts';

/** Unread messages of every conversation the user is a side of (as the customer, or as the exhibitor's account). */
export async function countUnreadMessages(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ unread: count() })
    .from(chatMessages)
    .innerJoin(conversations, eq(conversations.id, chatMessages.conversationId))
    .leftJoin(exhibitors, eq(exhibitors.id, conversations.exhibitorId))
    .where(
      or(
        and(
          eq(conversations.customerId, userId),
          eq(chatMessages.side, 'other'),
          gt(chatMessages.id, conversations.customerReadId),
        ),
        and(
          eq(conversations.kind, 'exhibitor'),
          eq(exhibitors.userId, userId),
          eq(chatMessages.side, 'customer'),
          gt(chatMessages.id, conversations.otherReadId),
        ),
      ),
    );
  return Number(row?.unread ?? 0);
}

export async function countUnreadNotifications(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ unread: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return Number(row?.unread ?? 0);
}

/** One page of the user's notifications, newest first (only the unread ones when asked), and how many in all. */
export async function notificationPage(
  db: Db,
  userId: number,
  query: { page: number; perPage: number; unread?: boolean | undefined },
) {
  const mine = eq(notifications.userId, userId);
  const where = query.unread ? and(mine, isNull(notifications.readAt)) : mine;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(where)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db.select({ total: count() }).from(notifications).where(where),
  ]);
  return { rows, total: Number(total?.total ?? 0) };
}

/** Whether the user has that notification; it is read from now on (a second time changes nothing). */
export async function markNotificationRead(db: Db, userId: number, id: number): Promise<boolean> {
  const [row] = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  return row !== undefined;
}

export async function markAllNotificationsRead(db: Db, userId: number): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
}

/** A conversation's bell lines of the user read too, when the user reads the conversation. */
export async function markChatNotificationsRead(db: Db, userId: number, conversationId: number): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.kind, 'chat_message'),
        isNull(notifications.readAt),
        sql`(${notifications.data}->>'conversationId')::int = ${conversationId}`,
      ),
    );
}
