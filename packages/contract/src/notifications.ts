import { z } from 'zod';
import { PageQuerySchema, PaginationSchema } from './envelope.ts';
import { IdSchema } from './params.ts';

/** What the header shows beside the bell and the messages: answered with the profile (GET /profile). */
export const UnreadCountsSchema = z
  .object({
    notifications: z.number().int(),
    messages: z.number().int().meta({ description: 'unread messages of all the caller’s conversations' }),
  })
  .meta({ id: 'UnreadCounts' });
export type UnreadCounts = z.infer<typeof UnreadCountsSchema>;

export const notificationKinds = [
  'order_status',
  'transfer_confirmed',
  'transfer_rejected',
  'payment_failed',
  'refund',
  'return_decision',
  'chat_message',
  'workshop_seat',
  'session_changed',
] as const;
export type NotificationKindName = (typeof notificationKinds)[number];

/** One line of the notifications list, already worded in the request's language. */
export const NotificationSchema = z
  .object({
    id: z.number().int(),
    kind: z.enum(notificationKinds),
    text: z.string().meta({ description: 'the line to show, in the request’s language' }),
    /** Where the line leads on the site (a path without the language prefix), or null. */
    link: z.string().nullable(),
    /** The ids the line is about (orderId, returnId, conversationId, workshopId, sessionId…). */
    data: z.record(z.string(), z.unknown()),
    read: z.boolean(),
    createdAt: z.string(),
  })
  .meta({ id: 'Notification' });
export type Notification = z.infer<typeof NotificationSchema>;

export const NotificationsQuerySchema = PageQuerySchema.extend({
  unread: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .or(z.boolean())
    .optional()
    .meta({ description: 'true: only the unread ones' }),
});

export const NotificationsResponseSchema = z.object({
  items: z.array(NotificationSchema),
  pagination: PaginationSchema,
  unread: z.number().int(),
});
export type NotificationsResponse = z.infer<typeof NotificationsResponseSchema>;

/** POST /notifications/{id}/read and /notifications/read-all: the counts after it. */
export const NotificationReadResponseSchema = z.object({ unread: UnreadCountsSchema });
export type NotificationReadResponse = z.infer<typeof NotificationReadResponseSchema>;

// ---------------------------------------------------------------- chat

export const conversationKinds = ['order', 'exhibitor', 'forum'] as const;

/** The other side of a conversation as the caller sees it: the forum, a company, or (for them) the customer. */
export const ChatPartySchema = z.object({
  kind: z.enum(['forum', 'exhibitor', 'customer']),
  name: z.string(),
  logoUrl: z.string().nullable(),
});

export const ChatMessageSchema = z.object({
  id: z.number().int(),
  conversationId: z.number().int(),
  mine: z.boolean().meta({ description: 'written by the caller’s side' }),
  body: z.string(),
  attachment: z.object({ url: z.string(), name: z.string(), mime: z.string(), size: z.number().int() }).nullable(),
  createdAt: z.string(),
});
export type ChatMessage = z.infer<typeof ChatMessageSchema>;

export const ConversationSchema = z.object({
  id: z.number().int(),
  kind: z.enum(conversationKinds),
  with: ChatPartySchema,
  order: z.object({ id: z.number().int(), number: z.string() }).nullable(),
  lastMessage: ChatMessageSchema.nullable(),
  unread: z.number().int(),
  /** The caller blocked the other side (it can no longer write) / the other side blocked the caller. */
  blocked: z.boolean(),
  blockedBy: z.boolean(),
  canWrite: z.boolean(),
});
export type Conversation = z.infer<typeof ConversationSchema>;

export const ChatsResponseSchema = z.object({
  items: z.array(ConversationSchema),
  pagination: PaginationSchema,
  unread: z.number().int(),
});
export type ChatsResponse = z.infer<typeof ChatsResponseSchema>;
export const ChatsQuerySchema = PageQuerySchema;

/** POST /chats: start (or find) the caller's conversation with an exhibitor or with the forum. */
export const StartChatBodySchema = z
  .object({
    with: z.enum(['forum', 'exhibitor']),
    exhibitorId: IdSchema.optional().meta({ description: 'with: exhibitor' }),
    body: z.string().trim().min(1).max(4000),
    attachmentUpload: IdSchema.optional().meta({ description: 'an upload of the caller (POST /uploads)' }),
  })
  .refine((value) => value.with === 'forum' || value.exhibitorId !== undefined, {
    path: ['exhibitorId'],
    message: 'required',
  });
export type StartChatBody = z.infer<typeof StartChatBodySchema>;

export const ChatMessagesQuerySchema = z.object({
  before: IdSchema.optional().meta({ description: 'the cursor: messages older than this message id' }),
  limit: z.coerce.number().int().min(1).max(100).default(30),
});

/** Newest last; `nextBefore` asks for the older ones (null: none left). Reading marks them read. */
export const ChatMessagesResponseSchema = z.object({
  conversation: ConversationSchema,
  items: z.array(ChatMessageSchema),
  nextBefore: z.number().int().nullable(),
});
export type ChatMessagesResponse = z.infer<typeof ChatMessagesResponseSchema>;

export const SendMessageBodySchema = z.object({
  body: z.string().trim().min(1).max(4000),
  attachmentUpload: IdSchema.optional().meta({ description: 'an upload of the caller (POST /uploads)' }),
});
export type SendMessageBody = z.infer<typeof SendMessageBodySchema>;

export const SendMessageResponseSchema = z.object({ message: ChatMessageSchema, conversation: ConversationSchema });
export type SendMessageResponse = z.infer<typeof SendMessageResponseSchema>;

/** GET /orders/{id}/messages: the order's conversation with the forum, null until someone writes. */
export const OrderMessagesResponseSchema = z.object({
  conversation: ConversationSchema.nullable(),
  items: z.array(ChatMessageSchema),
  nextBefore: z.number().int().nullable(),
});
export type OrderMessagesResponse = z.infer<typeof OrderMessagesResponseSchema>;

export const ChatBlockResponseSchema = z.object({ conversation: ConversationSchema });

// ---------------------------------------------------------------- the live stream

/**
 * GET /stream (text/event-stream): each event's `id` is the user's event number (send it back as
 * Last-Event-ID to get exactly what was missed), its `event` one of these, its `data` this JSON.
 * Comments (`: heartbeat`) keep the connection open.
 */
export const StreamEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('notification'), notification: NotificationSchema, unread: UnreadCountsSchema }),
  z.object({ type: z.literal('message'), message: ChatMessageSchema, unread: UnreadCountsSchema }),
  z.object({ type: z.literal('order'), order: z.object({ id: z.number().int(), status: z.string() }) }),
]);
export type StreamEvent = z.infer<typeof StreamEventSchema>;

/** GET /stream: the language of the events (else LOCALE-CODE, else the account's), and where to resume. */
export const StreamQuerySchema = z.object({
  locale: z.enum(['ar', 'en']).optional(),
  lastEventId: z.coerce
    .number()
    .int()
    .min(0)
    .optional()
    .meta({ description: 'as the Last-Event-ID header, for a first connection that cannot send it' }),
});
