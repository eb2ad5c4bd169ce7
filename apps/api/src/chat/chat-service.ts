import type { Locale } from '@forum/contract/locale';
import type {
  ChatMessage,
  ChatMessagesResponse,
  ChatsResponse,
  Conversation,
  OrderMessagesResponse,
  SendMessageBody,
  SendMessageResponse,
  StartChatBody,
} from '@forum/contract/notifications';
import { hasPermission } from '@forum/contract/permissions';
import { and, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { AuthUser } from '../auth/sessions.ts';
import type { Db } from '../db/client.ts';
import { chatMessages, conversations, exhibitors, notifications, orders, uploads, users } from '../db/schema.ts';
import { inTransaction } from '../db/transaction.ts';
import { AppError } from '../errors.ts';
import { translate } from '../i18n/messages.ts';
import { pick } from '../localize.ts';
import { type InboxOptions, mailToForum } from '../mail/forum-inbox.ts';
import { forumChatMail } from '../mail/templates.ts';
import { notify, recordLiveEvent, type Tx } from '../notifications/notify.ts';
import { paginationOf } from '../pagination.ts';

/** Where a customer's message to the forum is told (the contact address of the settings). */
export type ForumInbox = Pick<InboxOptions, 'mailer' | 'settings' | 'siteUrl'>;

/** The permission of a staff member who answers conversations as the forum (GET/POST /api/admin/chats…). */
export const CHAT_PERMISSION = 'chats.answer';

type MessageRow = typeof chatMessages.$inferSelect;
/** Which side the caller is: the customer, or the other side (the exhibitor's account, or staff as the forum). */
type Side = 'customer' | 'other';
/** Who is looking: a user of one side, or staff answering as the forum. */
type Viewer = { userId: number; side: Side; asForum: boolean };

const EXCERPT = 140;

const conversationColumns = {
  conversation: conversations,
  exhibitorName: exhibitors.name,
  exhibitorLogo: exhibitors.logoUrl,
  exhibitorUserId: exhibitors.userId,
  orderNumber: orders.number,
  customerFirst: users.firstName,
  customerLast: users.lastName,
};

function selectConversations(db: Tx) {
  return db
    .select(conversationColumns)
    .from(conversations)
    .innerJoin(users, eq(users.id, conversations.customerId))
    .leftJoin(exhibitors, eq(exhibitors.id, conversations.exhibitorId))
    .leftJoin(orders, eq(orders.id, conversations.orderId));
}
type JoinedConversation = Awaited<ReturnType<typeof selectConversations>>[number];

/** Conversations the user is a side of: as the customer, or as the account of the exhibitor written to. */
function mineCondition(userId: number) {
  return or(
    eq(conversations.customerId, userId),
    and(eq(conversations.kind, 'exhibitor'), eq(exhibitors.userId, userId)),
  );
}

function sideOf(row: JoinedConversation, userId: number): Side | null {
  if (row.conversation.customerId === userId) return 'customer';
  if (row.conversation.kind === 'exhibitor' && row.exhibitorUserId === userId) return 'other';
  return null;
}

async function attachmentsOf(db: Tx, rows: MessageRow[]) {
  const ids = rows.map((row) => row.attachmentId).filter((id): id is number => id !== null);
  if (ids.length === 0) return new Map<number, ChatMessage['attachment']>();
  const found = await db.select().from(uploads).where(inArray(uploads.id, ids));
  return new Map(
    found.map((row) => [row.id, { url: row.url ?? '', name: row.originalName, mime: row.mime, size: row.size }]),
  );
}

function presentMessage(row: MessageRow, side: Side, attachments: Map<number, ChatMessage['attachment']>): ChatMessage {
  return {
    id: row.id,
    conversationId: row.conversationId,
    mine: row.side === side,
    body: row.body,
    attachment: row.attachmentId !== null ? (attachments.get(row.attachmentId) ?? null) : null,
    createdAt: row.createdAt.toISOString(),
  };
}

async function presentConversations(
  db: Tx,
  rows: JoinedConversation[],
  viewer: (row: JoinedConversation) => Side,
  locale: Locale,
): Promise<Conversation[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.conversation.id);
  const last = await db
    .selectDistinctOn([chatMessages.conversationId])
    .from(chatMessages)
    .where(inArray(chatMessages.conversationId, ids))
    .orderBy(chatMessages.conversationId, desc(chatMessages.id));
  const lastById = new Map(last.map((row) => [row.conversationId, row]));
  const attachments = await attachmentsOf(db, last);
  const unread = await db
    .select({
      id: conversations.id,
      customer: sql<number>`count(${chatMessages.id}) filter (where ${chatMessages.side} = 'other' and ${chatMessages.id} > ${conversations.customerReadId})::int`,
      other: sql<number>`count(${chatMessages.id}) filter (where ${chatMessages.side} = 'customer' and ${chatMessages.id} > ${conversations.otherReadId})::int`,
    })
    .from(conversations)
    .leftJoin(chatMessages, eq(chatMessages.conversationId, conversations.id))
    .where(inArray(conversations.id, ids))
    .groupBy(conversations.id);
  const unreadById = new Map(unread.map((row) => [row.id, row]));
  return rows.map((row) => {
    const side = viewer(row);
    const { conversation } = row;
    const message = lastById.get(conversation.id);
    const counts = unreadById.get(conversation.id);
    const blocked = side === 'customer' ? conversation.blockedByCustomerAt : conversation.blockedByOtherAt;
    const blockedBy = side === 'customer' ? conversation.blockedByOtherAt : conversation.blockedByCustomerAt;
    const customerName = [row.customerFirst, row.customerLast].filter(Boolean).join(' ');
    const other =
      side === 'other'
        ? { kind: 'customer' as const, name: customerName, logoUrl: null }
        : conversation.kind === 'exhibitor' && row.exhibitorName
          ? { kind: 'exhibitor' as const, name: pick(row.exhibitorName, locale), logoUrl: row.exhibitorLogo }
          : { kind: 'forum' as const, name: translate(locale, 'theForum'), logoUrl: null };
    return {
      id: conversation.id,
      kind: conversation.kind,
      with: other,
      order: conversation.orderId !== null ? { id: conversation.orderId, number: row.orderNumber ?? '' } : null,
      lastMessage: message ? presentMessage(message, side, attachments) : null,
      unread: Number((side === 'customer' ? counts?.customer : counts?.other) ?? 0),
      blocked: blocked !== null,
      blockedBy: blockedBy !== null,
      canWrite: blocked === null && blockedBy === null,
    };
  });
}

/** The conversation if the viewer is one of its sides (staff as the forum: the forum's kinds); otherwise 404. */
async function findConversation(db: Tx, id: number, user: AuthUser, asForum: boolean, lock = false) {
  const query = selectConversations(db).where(eq(conversations.id, id));
  // locked by a writer: a block and a message cannot cross
  const [row] = lock ? await query.for('update', { of: conversations }) : await query;
  if (!row) throw new AppError('notFound');
  if (asForum) {
    if (row.conversation.kind === 'exhibitor') throw new AppError('notFound');
    return { row, viewer: { userId: user.id, side: 'other' as const, asForum } };
  }
  const side = sideOf(row, user.id);
  if (!side) throw new AppError('notFound');
  return { row, viewer: { userId: user.id, side, asForum } };
}

/** Messages older than `before` (newest last); reading marks them read for the viewer's side. */
async function readMessages(
  db: Db,
  row: JoinedConversation,
  viewer: Viewer,
  query: { before?: number | undefined; limit: number },
  locale: Locale,
) {
  const id = row.conversation.id;
  const page = await db
    .select()
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.conversationId, id),
        query.before !== undefined ? lt(chatMessages.id, query.before) : undefined,
      ),
    )
    .orderBy(desc(chatMessages.id))
    .limit(query.limit + 1);
  const more = page.length > query.limit;
  const items = page.slice(0, query.limit).reverse();
  const newest = items.at(-1)?.id;
  if (query.before === undefined && newest !== undefined) await markConversationRead(db, row, viewer, newest);
  const attachments = await attachmentsOf(db, items);
  const [fresh] = await selectConversations(db).where(eq(conversations.id, id));
  const [conversation] = await presentConversations(db, [fresh ?? row], () => viewer.side, locale);
  if (!conversation) throw new AppError('notFound');
  return {
    conversation,
    items: items.map((message) => presentMessage(message, viewer.side, attachments)),
    nextBefore: more ? (items[0]?.id ?? null) : null,
  };
}

async function markConversationRead(db: Db, row: JoinedConversation, viewer: Viewer, upTo: number) {
  await db
    .update(conversations)
    .set(
      viewer.side === 'customer'
        ? { customerReadId: sql`greatest(${conversations.customerReadId}, ${upTo})` }
        : { otherReadId: sql`greatest(${conversations.otherReadId}, ${upTo})` },
    )
    .where(eq(conversations.id, row.conversation.id));
  // the bell's line about this conversation is read too
  if (!viewer.asForum) {
    await db
      .update(notifications)
      .set({ readAt: sql`now()` })
      .where(
        and(
          eq(notifications.userId, viewer.userId),
          eq(notifications.kind, 'chat_message'),
          isNull(notifications.readAt),
          sql`(${notifications.data}->>'conversationId')::int = ${row.conversation.id}`,
        ),
      );
  }
}

/** The users to tell of a new message on each side (staff answering as the forum hold no stream of it). */
function accountsOf(row: JoinedConversation): Record<Side, number | null> {
  return {
    customer: row.conversation.customerId,
    other: row.conversation.kind === 'exhibitor' ? (row.exhibitorUserId ?? null) : null,
  };
}

async function checkAttachment(db: Tx, userId: number, uploadId: number | undefined): Promise<number | null> {
  if (uploadId === undefined) return null;
  const [upload] = await db
    .select({ id: uploads.id })
    .from(uploads)
    .where(and(eq(uploads.id, uploadId), eq(uploads.userId, userId), eq(uploads.purpose, 'chat')));
  if (!upload) {
    throw new AppError('validation', { fields: [{ key: 'attachmentUpload', messageKey: 'notFound' }] });
  }
  return upload.id;
}

/**
 * Writes a message in one transaction: the conversation locked (a block and a message cannot cross), the
 * message, the writer's side read up to it, a live event for both sides' accounts and a notification
 * for the other side's.
 */
async function writeMessage(
  db: Db,
  id: number,
  user: AuthUser,
  body: SendMessageBody,
  options: { asForum: boolean; locale: Locale; inbox?: ForumInbox | undefined },
): Promise<SendMessageResponse> {
  const attachmentId = await checkAttachment(db, user.id, body.attachmentUpload);
  const written = await inTransaction(db, async (tx) => {
    const { row, viewer } = await findConversation(tx, id, user, options.asForum, true);
    const { conversation } = row;
    if (conversation.blockedByCustomerAt || conversation.blockedByOtherAt) {
      throw new AppError('forbidden', { fields: [{ key: 'error', messageKey: 'chatBlocked' }] });
    }
    const [message] = await tx
      .insert(chatMessages)
      .values({ conversationId: id, side: viewer.side, senderId: user.id, body: body.body.trim(), attachmentId })
      .returning();
    if (!message) throw new Error('message not recorded');
    await tx
      .update(conversations)
      .set({
        lastMessageAt: sql`now()`,
        ...(viewer.side === 'customer' ? { customerReadId: message.id } : { otherReadId: message.id }),
      })
      .where(eq(conversations.id, id));
    const accounts = accountsOf(row);
    const recipientSide: Side = viewer.side === 'customer' ? 'other' : 'customer';
    const recipient = accounts[recipientSide];
    const writer = accounts[viewer.side];
    // in id order, as every writer does: two transactions never take the users' counters in opposite orders
    const live = [...new Set([writer, recipient].filter((value): value is number => value !== null))].sort(
      (a, b) => a - b,
    );
    for (const userId of live) await recordLiveEvent(tx, { userId, type: 'message', refId: message.id });
    if (recipient !== null) {
      const from =
        viewer.side === 'customer'
          ? [user.firstName, user.lastName].filter(Boolean).join(' ')
          : conversation.kind === 'exhibitor' && row.exhibitorName
            ? pick(row.exhibitorName, options.locale)
            : '';
      await notify(tx, {
        userId: recipient,
        kind: 'chat_message',
        data: {
          conversationId: id,
          messageId: message.id,
          count: 1,
          from,
          excerpt: message.body.slice(0, EXCERPT),
        },
      });
    }
    // the forum's inbox hears of a customer's message that nobody answered yet: the first since the forum's last word
    const [previous] = await tx
      .select({ side: chatMessages.side })
      .from(chatMessages)
      .where(and(eq(chatMessages.conversationId, id), lt(chatMessages.id, message.id)))
      .orderBy(desc(chatMessages.id))
      .limit(1);
    const tellForum = conversation.kind !== 'exhibitor' && viewer.side === 'customer' && previous?.side !== 'customer';
    return { message, row, viewer, tellForum };
  });
  if (written.tellForum && options.inbox) {
    const { row } = written;
    const customer = [user.firstName, user.lastName].filter(Boolean).join(' ') || (user.email ?? '');
    await mailToForum(options.inbox, (context) =>
      forumChatMail(context, {
        customer,
        order: row.conversation.orderId !== null ? (row.orderNumber ?? null) : null,
        excerpt: written.message.body.slice(0, 500),
      }),
    );
  }
  const attachments = await attachmentsOf(db, [written.message]);
  const [conversation] = await presentConversations(db, [written.row], () => written.viewer.side, options.locale);
  if (!conversation) throw new AppError('notFound');
  return { message: presentMessage(written.message, written.viewer.side, attachments), conversation };
}

// ------------------------------------------------------------------ what the routes call

export async function listChats(
  db: Db,
  user: AuthUser,
  query: { page: number; perPage: number },
  locale: Locale,
): Promise<ChatsResponse> {
  const where = mineCondition(user.id);
  const rows = await selectConversations(db)
    .where(where)
    .orderBy(desc(conversations.lastMessageAt), desc(conversations.id))
    .limit(query.perPage)
    .offset((query.page - 1) * query.perPage);
  const [total] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(conversations)
    .leftJoin(exhibitors, eq(exhibitors.id, conversations.exhibitorId))
    .where(where);
  const items = await presentConversations(db, rows, (row) => sideOf(row, user.id) ?? 'customer', locale);
  const all = await selectConversations(db).where(where);
  const unread = (await presentConversations(db, all, (row) => sideOf(row, user.id) ?? 'customer', locale)).reduce(
    (sum, item) => sum + item.unread,
    0,
  );
  return { items, pagination: paginationOf(query.page, query.perPage, Number(total?.total ?? 0)), unread };
}

export async function chatMessagesOf(
  db: Db,
  user: AuthUser,
  id: number,
  query: { before?: number | undefined; limit: number },
  locale: Locale,
  options: { asForum?: boolean } = {},
): Promise<ChatMessagesResponse> {
  const { row, viewer } = await findConversation(db, id, user, options.asForum ?? false);
  return readMessages(db, row, viewer, query, locale);
}

export function sendChatMessage(
  db: Db,
  user: AuthUser,
  id: number,
  body: SendMessageBody,
  locale: Locale,
  options: { asForum?: boolean; inbox?: ForumInbox } = {},
) {
  return writeMessage(db, id, user, body, { asForum: options.asForum ?? false, locale, inbox: options.inbox });
}

/** A customer's conversation with an exhibitor or with the forum: found, or made by its first message. */
export async function startChat(db: Db, user: AuthUser, body: StartChatBody, locale: Locale, inbox?: ForumInbox) {
  let exhibitorId: number | null = null;
  if (body.with === 'exhibitor') {
    const [company] = await db
      .select({ id: exhibitors.id, userId: exhibitors.userId })
      .from(exhibitors)
      .where(and(eq(exhibitors.id, body.exhibitorId ?? 0), eq(exhibitors.isPublished, true)));
    if (!company) {
      throw new AppError('validation', { fields: [{ key: 'exhibitorId', messageKey: 'chatExhibitorUnknown' }] });
    }
    if (company.userId === user.id) {
      throw new AppError('validation', { fields: [{ key: 'exhibitorId', messageKey: 'chatOwnCompany' }] });
    }
    exhibitorId = company.id;
  }
  await checkAttachment(db, user.id, body.attachmentUpload);
  const kind = body.with;
  await db.insert(conversations).values({ kind, customerId: user.id, exhibitorId }).onConflictDoNothing();
  const [found] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(
      and(
        eq(conversations.customerId, user.id),
        eq(conversations.kind, kind),
        exhibitorId !== null ? eq(conversations.exhibitorId, exhibitorId) : undefined,
      ),
    );
  if (!found) throw new Error('conversation not made');
  return writeMessage(db, found.id, user, body, { asForum: false, locale, inbox });
}

async function ownOrder(db: Db, user: AuthUser, orderId: number) {
  const [order] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, user.id)));
  if (!order) throw new AppError('notFound');
  return order;
}

export async function orderMessagesOf(
  db: Db,
  user: AuthUser,
  orderId: number,
  query: { before?: number | undefined; limit: number },
  locale: Locale,
): Promise<OrderMessagesResponse> {
  await ownOrder(db, user, orderId);
  const [row] = await db.select({ id: conversations.id }).from(conversations).where(eq(conversations.orderId, orderId));
  if (!row) return { conversation: null, items: [], nextBefore: null };
  return chatMessagesOf(db, user, row.id, query, locale);
}

export async function sendOrderMessage(
  db: Db,
  user: AuthUser,
  orderId: number,
  body: SendMessageBody,
  locale: Locale,
  inbox?: ForumInbox,
) {
  await ownOrder(db, user, orderId);
  await checkAttachment(db, user.id, body.attachmentUpload);
  await db.insert(conversations).values({ kind: 'order', customerId: user.id, orderId }).onConflictDoNothing();
  const [row] = await db.select({ id: conversations.id }).from(conversations).where(eq(conversations.orderId, orderId));
  if (!row) throw new Error('conversation not made');
  return writeMessage(db, row.id, user, body, { asForum: false, locale, inbox });
}

/** Blocks (or unblocks) the other side: while either side blocks, nobody writes; only the blocker lifts it. */
export async function setBlocked(db: Db, user: AuthUser, id: number, blocked: boolean, locale: Locale) {
  const { viewer } = await findConversation(db, id, user, false);
  const value = blocked
    ? sql`coalesce(${viewer.side === 'customer' ? conversations.blockedByCustomerAt : conversations.blockedByOtherAt}, now())`
    : null;
  await db
    .update(conversations)
    .set(viewer.side === 'customer' ? { blockedByCustomerAt: value } : { blockedByOtherAt: value })
    .where(eq(conversations.id, id));
  const [fresh] = await selectConversations(db).where(eq(conversations.id, id));
  if (!fresh) throw new AppError('notFound');
  const [conversation] = await presentConversations(db, [fresh], () => viewer.side, locale);
  if (!conversation) throw new AppError('notFound');
  return { conversation };
}

/** The forum's conversations for staff (those awaiting an answer first). */
export async function forumChats(db: Db, query: { page: number; perPage: number }, locale: Locale) {
  const where = inArray(conversations.kind, ['order', 'forum']);
  const rows = await selectConversations(db)
    .where(where)
    .orderBy(desc(conversations.lastMessageAt), desc(conversations.id))
    .limit(query.perPage)
    .offset((query.page - 1) * query.perPage);
  const [total] = await db.select({ total: sql<number>`count(*)::int` }).from(conversations).where(where);
  const items = await presentConversations(db, rows, () => 'other', locale);
  return { items, pagination: paginationOf(query.page, query.perPage, Number(total?.total ?? 0)), unread: 0 };
}

export function canAnswerAsForum(user: AuthUser): boolean {
  return user.type === 'staff' && hasPermission({ group: { permissions: user.permissions } }, CHAT_PERMISSION);
}

/** Messages of the live stream of one user, as that user's side sees them; another's are left out. */
export async function loadMessagesForStream(db: Db, userId: number, ids: number[]): Promise<Map<number, ChatMessage>> {
  const result = new Map<number, ChatMessage>();
  if (ids.length === 0) return result;
  const rows = await db
    .select({ message: chatMessages, conversation: conversations, exhibitorUserId: exhibitors.userId })
    .from(chatMessages)
    .innerJoin(conversations, eq(conversations.id, chatMessages.conversationId))
    .leftJoin(exhibitors, eq(exhibitors.id, conversations.exhibitorId))
    .where(inArray(chatMessages.id, ids));
  const attachments = await attachmentsOf(
    db,
    rows.map((row) => row.message),
  );
  for (const row of rows) {
    const side: Side | null =
      row.conversation.customerId === userId
        ? 'customer'
        : row.conversation.kind === 'exhibitor' && row.exhibitorUserId === userId
          ? 'other'
          : null;
    if (side) result.set(row.message.id, presentMessage(row.message, side, attachments));
  }
  return result;
}
