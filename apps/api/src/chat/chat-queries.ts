import { and, desc, eq, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import { chatMessages, conversations, exhibitors, orders, uploads, users } from '../db/schema.ts';
import type { Tx } from '../notifications/notify.ts';

export type MessageRow = typeof chatMessages.$inferSelect;
/** Which side wrote a message, or which side a reader is: the customer, or the other side. */
export type Side = MessageRow['side'];
type ConversationKind = (typeof conversations.$inferSelect)['kind'];

const conversationColumns = {
  conversation: conversations,
  exhibitorName: exhibitors.name,
  exhibitorLogo: exhibitors.logoUrl,
  exhibitorUserId: exhibitors.userId,
  orderNumber: orders.number,
  customerFirst: users.firstName,
  customerLast: users.lastName,
};

/** Conversations with what a list shows of them: the exhibitor, the order, the customer's name. */
function selectConversations(db: Tx) {
  return db
    .select(conversationColumns)
    .from(conversations)
    .innerJoin(users, eq(users.id, conversations.customerId))
    .leftJoin(exhibitors, eq(exhibitors.id, conversations.exhibitorId))
    .leftJoin(orders, eq(orders.id, conversations.orderId));
}
export type JoinedConversation = Awaited<ReturnType<typeof selectConversations>>[number];

/** Conversations the user is a side of: as the customer, or as the account of the exhibitor written to. */
function mineCondition(userId: number) {
  return or(
    eq(conversations.customerId, userId),
    and(eq(conversations.kind, 'exhibitor'), eq(exhibitors.userId, userId)),
  );
}

const forumKinds = inArray(conversations.kind, ['order', 'forum']);

/** One conversation with its joined columns; `lock` holds its row until the transaction ends. */
export async function findJoinedConversation(db: Tx, id: number, lock = false) {
  const query = selectConversations(db).where(eq(conversations.id, id));
  const [row] = lock ? await query.for('update', { of: conversations }) : await query;
  return row ?? null;
}

async function conversationPage(db: Tx, where: SQL | undefined, page: { page: number; perPage: number }) {
  return selectConversations(db)
    .where(where)
    .orderBy(desc(conversations.lastMessageAt), desc(conversations.id))
    .limit(page.perPage)
    .offset((page.page - 1) * page.perPage);
}

/** One page of the user's conversations, latest first, how many in all, and every one (for the unread sum). */
export async function userConversations(db: Tx, userId: number, page: { page: number; perPage: number }) {
  const where = mineCondition(userId);
  const rows = await conversationPage(db, where, page);
  const [total] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(conversations)
    .leftJoin(exhibitors, eq(exhibitors.id, conversations.exhibitorId))
    .where(where);
  const all = await selectConversations(db).where(where);
  return { rows, total: Number(total?.total ?? 0), all };
}

/** One page of the forum's conversations (about orders and in general), latest first, and how many in all. */
export async function forumConversations(db: Tx, page: { page: number; perPage: number }) {
  const rows = await conversationPage(db, forumKinds, page);
  const [total] = await db.select({ total: sql<number>`count(*)::int` }).from(conversations).where(forumKinds);
  return { rows, total: Number(total?.total ?? 0) };
}

/** The last message of each conversation. */
export async function lastMessagesOf(db: Tx, conversationIds: number[]): Promise<MessageRow[]> {
  return db
    .selectDistinctOn([chatMessages.conversationId])
    .from(chatMessages)
    .where(inArray(chatMessages.conversationId, conversationIds))
    .orderBy(chatMessages.conversationId, desc(chatMessages.id));
}

/** Each conversation's unread messages, for its customer and for its other side. */
export async function unreadByConversation(db: Tx, conversationIds: number[]) {
  return db
    .select({
      id: conversations.id,
      customer: sql<number>`count(${chatMessages.id}) filter (where ${chatMessages.side} = 'other' and ${chatMessages.id} > ${conversations.customerReadId})::int`,
      other: sql<number>`count(${chatMessages.id}) filter (where ${chatMessages.side} = 'customer' and ${chatMessages.id} > ${conversations.otherReadId})::int`,
    })
    .from(conversations)
    .leftJoin(chatMessages, eq(chatMessages.conversationId, conversations.id))
    .where(inArray(conversations.id, conversationIds))
    .groupBy(conversations.id);
}

export async function findUploadsByIds(db: Tx, ids: number[]) {
  return db.select().from(uploads).where(inArray(uploads.id, ids));
}

/** The user's upload of purpose chat, or null. */
export async function findOwnChatUpload(db: Tx, userId: number, uploadId: number) {
  const [upload] = await db
    .select({ id: uploads.id })
    .from(uploads)
    .where(and(eq(uploads.id, uploadId), eq(uploads.userId, userId), eq(uploads.purpose, 'chat')));
  return upload ?? null;
}

/** Messages older than `before` (all when absent), newest first, at most `limit`. */
export async function messagePage(db: Tx, conversationId: number, before: number | undefined, limit: number) {
  return db
    .select()
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.conversationId, conversationId),
        before !== undefined ? lt(chatMessages.id, before) : undefined,
      ),
    )
    .orderBy(desc(chatMessages.id))
    .limit(limit);
}

/** The side's reading mark moves up to `upTo` (never back). */
export async function markConversationReadUpTo(db: Tx, conversationId: number, side: Side, upTo: number) {
  await db
    .update(conversations)
    .set(
      side === 'customer'
        ? { customerReadId: sql`greatest(${conversations.customerReadId}, ${upTo})` }
        : { otherReadId: sql`greatest(${conversations.otherReadId}, ${upTo})` },
    )
    .where(eq(conversations.id, conversationId));
}

export async function insertMessage(db: Tx, values: typeof chatMessages.$inferInsert): Promise<MessageRow> {
  const [message] = await db.insert(chatMessages).values(values).returning();
  if (!message) throw new Error('message not recorded');
  return message;
}

/** A message was written: the conversation is the latest, and its writer's side has read up to it. */
export async function touchConversation(db: Tx, conversationId: number, side: Side, messageId: number) {
  await db
    .update(conversations)
    .set({
      lastMessageAt: sql`now()`,
      ...(side === 'customer' ? { customerReadId: messageId } : { otherReadId: messageId }),
    })
    .where(eq(conversations.id, conversationId));
}

/** The side of the message written just before `messageId`, or null for the first. */
export async function previousMessageSide(db: Tx, conversationId: number, messageId: number): Promise<Side | null> {
  const [previous] = await db
    .select({ side: chatMessages.side })
    .from(chatMessages)
    .where(and(eq(chatMessages.conversationId, conversationId), lt(chatMessages.id, messageId)))
    .orderBy(desc(chatMessages.id))
    .limit(1);
  return previous?.side ?? null;
}

export async function findPublishedExhibitor(db: Tx, exhibitorId: number) {
  const [company] = await db
    .select({ id: exhibitors.id, userId: exhibitors.userId })
    .from(exhibitors)
    .where(and(eq(exhibitors.id, exhibitorId), eq(exhibitors.isPublished, true)));
  return company ?? null;
}

/** The customer's one conversation of a kind (with an exhibitor, or about an order), made when missing. */
export async function findOrMakeConversation(
  db: Tx,
  values: { kind: ConversationKind; customerId: number; exhibitorId?: number | null; orderId?: number },
): Promise<number> {
  await db.insert(conversations).values(values).onConflictDoNothing();
  const [found] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(
      values.orderId !== undefined
        ? eq(conversations.orderId, values.orderId)
        : and(
            eq(conversations.customerId, values.customerId),
            eq(conversations.kind, values.kind),
            values.exhibitorId != null ? eq(conversations.exhibitorId, values.exhibitorId) : undefined,
          ),
    );
  if (!found) throw new Error('conversation not made');
  return found.id;
}

export async function findOrderConversationId(db: Tx, orderId: number): Promise<number | null> {
  const [row] = await db.select({ id: conversations.id }).from(conversations).where(eq(conversations.orderId, orderId));
  return row?.id ?? null;
}

export async function isOwnOrder(db: Tx, userId: number, orderId: number): Promise<boolean> {
  const [order] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  return order !== undefined;
}

/** Sets or lifts a side's block (a block already set keeps its time). */
export async function setConversationBlock(db: Tx, conversationId: number, side: Side, blocked: boolean) {
  const column = side === 'customer' ? conversations.blockedByCustomerAt : conversations.blockedByOtherAt;
  const value = blocked ? sql`coalesce(${column}, now())` : null;
  await db
    .update(conversations)
    .set(side === 'customer' ? { blockedByCustomerAt: value } : { blockedByOtherAt: value })
    .where(eq(conversations.id, conversationId));
}

/** Messages by id with their conversation and the exhibitor's account (the live stream's replay). */
export async function findMessagesWithConversation(db: Tx, ids: number[]) {
  return db
    .select({ message: chatMessages, conversation: conversations, exhibitorUserId: exhibitors.userId })
    .from(chatMessages)
    .innerJoin(conversations, eq(conversations.id, chatMessages.conversationId))
    .leftJoin(exhibitors, eq(exhibitors.id, conversations.exhibitorId))
    .where(inArray(chatMessages.id, ids));
}
