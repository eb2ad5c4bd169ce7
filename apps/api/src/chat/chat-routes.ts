import { staffPermissions } from '@forum/contract/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/client.ts';
import { endpoint } from '../http/endpoint.ts';
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
  endpoint(
    app,
    'chats.list',
    {
      tags,
      summary:
        'The caller’s conversations (as a customer, or as an exhibitor’s account), latest first, with unread counts',
    },
    async (request) => ({
      data: await listChats(db, await request.getSession(), request.query, request.locale),
    }),
  );

  endpoint(
    app,
    'chats.start',
    {
      tags,
      summary:
        'Write to an exhibitor or to the forum: the customer’s one conversation with them, made by its first message',
    },
    async (request) => ({
      data: await startChat(db, await request.getSession(), request.body, request.locale, inbox),
    }),
  );

  endpoint(
    app,
    'chats.messages',
    {
      tags,
      summary: 'A conversation’s messages, newest last, older ones by the `before` cursor; reading marks them read',
    },
    async (request) => ({
      data: await chatMessagesOf(db, await request.getSession(), request.params.id, request.query, request.locale),
    }),
  );

  endpoint(
    app,
    'chats.send',
    { tags, summary: 'Send a message (an attachment: an upload of purpose chat)' },
    async (request) => ({
      data: await sendChatMessage(db, await request.getSession(), request.params.id, request.body, request.locale, {
        inbox,
      }),
    }),
  );

  endpoint(
    app,
    'chats.block',
    { tags, summary: 'Block the other side: nobody writes in the conversation until the caller unblocks it' },
    async (request) => ({
      data: await setBlocked(db, await request.getSession(), request.params.id, true, request.locale),
    }),
  );

  endpoint(app, 'chats.unblock', { tags, summary: 'Lift the caller’s block' }, async (request) => ({
    data: await setBlocked(db, await request.getSession(), request.params.id, false, request.locale),
  }));

  endpoint(
    app,
    'orders.messages',
    {
      tags,
      summary: 'The order’s conversation with the forum (null until someone writes); reading marks it read',
    },
    async (request) => ({
      data: await orderMessagesOf(db, await request.getSession(), request.params.id, request.query, request.locale),
    }),
  );

  endpoint(app, 'orders.sendMessage', { tags, summary: 'Ask the forum about an order' }, async (request) => ({
    data: await sendOrderMessage(
      db,
      await request.getSession(),
      request.params.id,
      request.body,
      request.locale,
      inbox,
    ),
  }));

  // the forum's side, under /api/admin like the other staff calls: endpoint() checks the table's permission
  // (chats) before the body is read, and the service checks it again
  const admin = ['admin'];
  const permission = `needs the permission ${staffPermissions.chats}`;

  endpoint(
    app,
    'admin.chats',
    {
      tags: admin,
      summary: `The forum’s conversations (about orders and in general), latest first; ${permission}`,
    },
    async (request) => ({
      data: await forumChats(db, await request.getSession(), request.query, request.locale),
    }),
  );

  endpoint(
    app,
    'admin.chatMessages',
    { tags: admin, summary: `A conversation of the forum, read as the forum; ${permission}` },
    async (request) => ({
      data: await chatMessagesOf(db, await request.getSession(), request.params.id, request.query, request.locale, {
        asForum: true,
      }),
    }),
  );

  endpoint(
    app,
    'admin.answerChat',
    {
      tags: admin,
      summary: `Answer a conversation as the forum (the customer sees the forum, not the staff member); ${permission}`,
    },
    async (request) => ({
      data: await sendChatMessage(db, await request.getSession(), request.params.id, request.body, request.locale, {
        asForum: true,
      }),
    }),
  );
};
