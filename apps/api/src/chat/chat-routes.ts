import { staffPermissions } from '@forum/contract/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/client.ts';
import { personalEndpoint } from '../http/endpoint.ts';
import {
  chatMessagesOf,
  type ForumInbox,
  forumChats,
  listChats,
  orderMessagesOf,
  sendChatMessage,
  sendOrderMessage,
  setBlocked,
  startChat,
} from './chat-service.ts';

type Options = { db: Db } & ForumInbox;

const tags = ['chats'];

/** Conversations of customers with exhibitors and with the forum, about an order or not (decision 037). */
export const chatRoutes: FastifyPluginAsyncZod<Options> = async (app, { db, ...inbox }) => {
  personalEndpoint(
    app,
    'chats.list',
    {
      tags,
      summary:
        'The caller’s conversations (as a customer, or as an exhibitor’s account), latest first, with unread counts',
    },
    async (request, session) => listChats(db, session, request.query, request.locale),
  );

  personalEndpoint(
    app,
    'chats.start',
    {
      tags,
      summary:
        'Write to an exhibitor or to the forum: the customer’s one conversation with them, made by its first message',
    },
    async (request, session) => startChat(db, session, request.body, request.locale, inbox),
  );

  personalEndpoint(
    app,
    'chats.messages',
    {
      tags,
      summary: 'A conversation’s messages, newest last, older ones by the `before` cursor; reading marks them read',
    },
    async (request, session) => chatMessagesOf(db, session, request.params.id, request.query, request.locale),
  );

  personalEndpoint(
    app,
    'chats.send',
    { tags, summary: 'Send a message (an attachment: an upload of purpose chat)' },
    async (request, session) =>
      sendChatMessage(db, session, request.params.id, request.body, request.locale, {
        inbox,
      }),
  );

  personalEndpoint(
    app,
    'chats.block',
    { tags, summary: 'Block the other side: nobody writes in the conversation until the caller unblocks it' },
    async (request, session) => setBlocked(db, session, request.params.id, true, request.locale),
  );

  personalEndpoint(app, 'chats.unblock', { tags, summary: 'Lift the caller’s block' }, async (request, session) =>
    setBlocked(db, session, request.params.id, false, request.locale),
  );

  personalEndpoint(
    app,
    'orders.messages',
    {
      tags,
      summary: 'The order’s conversation with the forum (null until someone writes); reading marks it read',
    },
    async (request, session) => orderMessagesOf(db, session, request.params.id, request.query, request.locale),
  );

  personalEndpoint(
    app,
    'orders.sendMessage',
    { tags, summary: 'Ask the forum about an order' },
    async (request, session) => sendOrderMessage(db, session, request.params.id, request.body, request.locale, inbox),
  );

  // the forum's side, under /api/admin like the other staff calls: endpoint() checks the table's permission
  // (chats) before the body is read, and the service checks it again
  const admin = ['admin'];
  const permission = `needs the permission ${staffPermissions.chats}`;

  personalEndpoint(
    app,
    'admin.chats',
    {
      tags: admin,
      summary: `The forum’s conversations (about orders and in general), latest first; ${permission}`,
    },
    async (request, session) => forumChats(db, session, request.query, request.locale),
  );

  personalEndpoint(
    app,
    'admin.chatMessages',
    { tags: admin, summary: `A conversation of the forum, read as the forum; ${permission}` },
    async (request, session) =>
      chatMessagesOf(db, session, request.params.id, request.query, request.locale, {
        asForum: true,
      }),
  );

  personalEndpoint(
    app,
    'admin.answerChat',
    {
      tags: admin,
      summary: `Answer a conversation as the forum (the customer sees the forum, not the staff member); ${permission}`,
    },
    async (request, session) =>
      sendChatMessage(db, session, request.params.id, request.body, request.locale, {
        asForum: true,
      }),
  );
};
