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
import { staffPermissions } from '@forum/contract/permissions';
import { type AccessRule, requireAccess, shopper } from '../auth/access.ts';
import type { AuthUser, Session } from '../auth/sessions.ts';
import type { Db } from '../db/client.ts';
import { inTransaction } from '../db/transaction.ts';
import { AppError } from '../errors.ts';
import { translate } from '../i18n/messages.ts';
import { pick } from '../localize.ts';
import { type InboxOptions, mailToForum } from '../mail/forum-inbox.ts';
import { forumChatMail } from '../mail/templates.ts';
import { markChatNotificationsRead } from '../notifications/notification-queries.ts';
import { notify, recordLiveEvent, type Tx } from '../notifications/notify.ts';
import { paginationOf } from '../pagination.ts';
import {
  findJoinedConversation,
  findMessagesWithConversation,
  findOrderConversationId,
  findOrMakeConversation,
  findOwnChatUpload,
  findPublishedExhibitor,
  findUploadsByIds,
  forumConversations,
  insertMessage,
  isOwnOrder,
  type JoinedConversation,
  lastMessagesOf,
  type MessageRow,
  markConversationReadUpTo,
  messagePage,
  previousMessageSide,
  type Side,
  setConversationBlock,
  touchConversation,
  unreadByConversation,
  userConversations,
} from './chat-queries.ts';

/** Where a customer's message to the forum is told (the contact address of the settings). */
export type ForumInbox = Pick<InboxOptions, 'mailer' | 'settings' | 'siteUrl'>;

/** Staff who answer conversations as the forum (GET/POST /api/admin/chats…): the permission of their group. */
const forumAnswerer: AccessRule = { as: 'staff', permission: staffPermissions.chats };
/** A side of a conversation: a customer, or the account of an exhibitor written to. */
const chatter: AccessRule = { as: 'account' };

/** Who is looking: a user of one side (the customer, or the other: the exhibitor's account, or staff as the forum). */
type Viewer = { userId: number; side: Side; asForum: boolean };

const EXCERPT = 140;

function sideOf(row: JoinedConversation, userId: number): Side | null {
  if (row.conversation.customerId === userId) return 'customer';
  if (row.conversation.kind === 'exhibitor' && row.exhibitorUserId === userId) return 'other';
  return null;
}

async function attachmentsOf(db: Tx, rows: MessageRow[]) {
  const ids = rows.map((row) => row.attachmentId).filter((id): id is number => id !== null);
  if (ids.length === 0) return new Map<number, ChatMessage['attachment']>();
  const found = await findUploadsByIds(db, ids);
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
  const last = await lastMessagesOf(db, ids);
  const lastById = new Map(last.map((row) => [row.conversationId, row]));
  const attachments = await attachmentsOf(db, last);
  const unread = await unreadByConversation(db, ids);
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
  // locked by a writer: a block and a message cannot cross
  const row = await findJoinedConversation(db, id, lock);
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
  const page = await messagePage(db, id, query.before, query.limit + 1);
  const more = page.length > query.limit;
  const items = page.slice(0, query.limit).reverse();
  const newest = items.at(-1)?.id;
  if (query.before === undefined && newest !== undefined) await markConversationRead(db, row, viewer, newest);
  const attachments = await attachmentsOf(db, items);
  const fresh = await findJoinedConversation(db, id);
  const [conversation] = await presentConversations(db, [fresh ?? row], () => viewer.side, locale);
  if (!conversation) throw new AppError('notFound');
  return {
    conversation,
    items: items.map((message) => presentMessage(message, viewer.side, attachments)),
    nextBefore: more ? (items[0]?.id ?? null) : null,
  };
}

async function markConversationRead(db: Db, row: JoinedConversation, viewer: Viewer, upTo: number) {
  await markConversationReadUpTo(db, row.conversation.id, viewer.side, upTo);
  // the bell's line about this conversation is read too
  if (!viewer.asForum) await markChatNotificationsRead(db, viewer.userId, row.conversation.id);
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
  const upload = await findOwnChatUpload(db, userId, uploadId);
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
    const message = await insertMessage(tx, {
      conversationId: id,
      side: viewer.side,
      senderId: user.id,
      body: body.body.trim(),
      attachmentId,
    });
    await touchConversation(tx, id, viewer.side, message.id);
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
    const previous = await previousMessageSide(tx, id, message.id);
    const tellForum = conversation.kind !== 'exhibitor' && viewer.side === 'customer' && previous !== 'customer';
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

/** The caller's conversations (as a customer, or as an exhibitor's account), latest first, with unread counts. */
export async function listChats(
  db: Db,
  session: Session | null,
  query: { page: number; perPage: number },
  locale: Locale,
): Promise<ChatsResponse> {
  const user = requireAccess(session, chatter);
  const { rows, total, all } = await userConversations(db, user.id, query);
  const items = await presentConversations(db, rows, (row) => sideOf(row, user.id) ?? 'customer', locale);
  const unread = (await presentConversations(db, all, (row) => sideOf(row, user.id) ?? 'customer', locale)).reduce(
    (sum, item) => sum + item.unread,
    0,
  );
  return { items, pagination: paginationOf(query.page, query.perPage, total), unread };
}

async function messagesOf(
  db: Db,
  user: AuthUser,
  id: number,
  query: { before?: number | undefined; limit: number },
  locale: Locale,
  asForum: boolean,
): Promise<ChatMessagesResponse> {
  const { row, viewer } = await findConversation(db, id, user, asForum);
  return readMessages(db, row, viewer, query, locale);
}

/** A conversation's messages, read by one of its sides, or by staff as the forum (`asForum`). */
export async function chatMessagesOf(
  db: Db,
  session: Session | null,
  id: number,
  query: { before?: number | undefined; limit: number },
  locale: Locale,
  options: { asForum?: boolean } = {},
): Promise<ChatMessagesResponse> {
  const asForum = options.asForum ?? false;
  const user = requireAccess(session, asForum ? forumAnswerer : chatter);
  return messagesOf(db, user, id, query, locale, asForum);
}

export function sendChatMessage(
  db: Db,
  session: Session | null,
  id: number,
  body: SendMessageBody,
  locale: Locale,
  options: { asForum?: boolean; inbox?: ForumInbox } = {},
) {
  const asForum = options.asForum ?? false;
  const user = requireAccess(session, asForum ? forumAnswerer : chatter);
  return writeMessage(db, id, user, body, { asForum, locale, inbox: options.inbox });
}

/** A customer's conversation with an exhibitor or with the forum: found, or made by its first message. */
export async function startChat(
  db: Db,
  session: Session | null,
  body: StartChatBody,
  locale: Locale,
  inbox?: ForumInbox,
) {
  const user = requireAccess(session, shopper);
  let exhibitorId: number | null = null;
  if (body.with === 'exhibitor') {
    const company = await findPublishedExhibitor(db, body.exhibitorId ?? 0);
    if (!company) {
      throw new AppError('validation', { fields: [{ key: 'exhibitorId', messageKey: 'chatExhibitorUnknown' }] });
    }
    if (company.userId === user.id) {
      throw new AppError('validation', { fields: [{ key: 'exhibitorId', messageKey: 'chatOwnCompany' }] });
    }
    exhibitorId = company.id;
  }
  await checkAttachment(db, user.id, body.attachmentUpload);
  const id = await findOrMakeConversation(db, { kind: body.with, customerId: user.id, exhibitorId });
  return writeMessage(db, id, user, body, { asForum: false, locale, inbox });
}

async function assertOwnOrder(db: Db, user: AuthUser, orderId: number) {
  if (!(await isOwnOrder(db, user.id, orderId))) throw new AppError('notFound');
}

/** The order's conversation with the forum, read by its customer (none until someone writes). */
export async function orderMessagesOf(
  db: Db,
  session: Session | null,
  orderId: number,
  query: { before?: number | undefined; limit: number },
  locale: Locale,
): Promise<OrderMessagesResponse> {
  const user = requireAccess(session, shopper);
  await assertOwnOrder(db, user, orderId);
  const id = await findOrderConversationId(db, orderId);
  if (id === null) return { conversation: null, items: [], nextBefore: null };
  return messagesOf(db, user, id, query, locale, false);
}

export async function sendOrderMessage(
  db: Db,
  session: Session | null,
  orderId: number,
  body: SendMessageBody,
  locale: Locale,
  inbox?: ForumInbox,
) {
  const user = requireAccess(session, shopper);
  await assertOwnOrder(db, user, orderId);
  await checkAttachment(db, user.id, body.attachmentUpload);
  const id = await findOrMakeConversation(db, { kind: 'order', customerId: user.id, orderId });
  return writeMessage(db, id, user, body, { asForum: false, locale, inbox });
}

/** Blocks (or unblocks) the other side: while either side blocks, nobody writes; only the blocker lifts it. */
export async function setBlocked(db: Db, session: Session | null, id: number, blocked: boolean, locale: Locale) {
  const user = requireAccess(session, chatter);
  const { viewer } = await findConversation(db, id, user, false);
  await setConversationBlock(db, id, viewer.side, blocked);
  const fresh = await findJoinedConversation(db, id);
  if (!fresh) throw new AppError('notFound');
  const [conversation] = await presentConversations(db, [fresh], () => viewer.side, locale);
  if (!conversation) throw new AppError('notFound');
  return { conversation };
}

/** The forum's conversations for staff (those awaiting an answer first). */
export async function forumChats(
  db: Db,
  session: Session | null,
  query: { page: number; perPage: number },
  locale: Locale,
) {
  requireAccess(session, forumAnswerer);
  const { rows, total } = await forumConversations(db, query);
  const items = await presentConversations(db, rows, () => 'other', locale);
  return { items, pagination: paginationOf(query.page, query.perPage, total), unread: 0 };
}

/** Messages of the live stream of one user, as that user's side sees them; another's are left out. */
export async function loadMessagesForStream(db: Db, userId: number, ids: number[]): Promise<Map<number, ChatMessage>> {
  const result = new Map<number, ChatMessage>();
  if (ids.length === 0) return result;
  const rows = await findMessagesWithConversation(db, ids);
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
