import { staffPermissions } from '@forum/contract/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAccess } from '../auth/access.ts';
import type { Db } from '../db/client.ts';
import { localeOf } from '../http/locale.ts';
import { routeSchema } from '../http/route-schema.ts';
import {
  chatMessagesOf,
  type ForumInbox,
  forumAnswerer,
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
  app.get(
    '/chats',
    {
      schema: {
        tags,
        summary:
          'The caller’s conversations (as a customer, or as an exhibitor’s account), latest first, with unread counts',
        ...routeSchema('chats.list'),
      },
    },
    async (request) => {
      return { data: await listChats(db, await request.getSession(), request.query, localeOf(request)) };
    },
  );

  app.post(
    '/chats',
    {
      schema: {
        tags,
        summary:
          'Write to an exhibitor or to the forum: the customer’s one conversation with them, made by its first message',
        ...routeSchema('chats.start'),
      },
    },
    async (request) => ({
      data: await startChat(db, await request.getSession(), request.body, localeOf(request), inbox),
    }),
  );

  app.get(
    '/chats/:id/messages',
    {
      schema: {
        tags,
        summary: 'A conversation’s messages, newest last, older ones by the `before` cursor; reading marks them read',
        ...routeSchema('chats.messages'),
      },
    },
    async (request) => {
      return {
        data: await chatMessagesOf(db, await request.getSession(), request.params.id, request.query, localeOf(request)),
      };
    },
  );

  app.post(
    '/chats/:id/messages',
    {
      schema: {
        tags,
        summary: 'Send a message (an attachment: an upload of purpose chat)',
        ...routeSchema('chats.send'),
      },
    },
    async (request) => {
      return {
        data: await sendChatMessage(
          db,
          await request.getSession(),
          request.params.id,
          request.body,
          localeOf(request),
          { inbox },
        ),
      };
    },
  );

  app.post(
    '/chats/:id/block',
    {
      schema: {
        tags,
        summary: 'Block the other side: nobody writes in the conversation until the caller unblocks it',
        ...routeSchema('chats.block'),
      },
    },
    async (request) => {
      return { data: await setBlocked(db, await request.getSession(), request.params.id, true, localeOf(request)) };
    },
  );

  app.post(
    '/chats/:id/unblock',
    { schema: { tags, summary: 'Lift the caller’s block', ...routeSchema('chats.unblock') } },
    async (request) => {
      return { data: await setBlocked(db, await request.getSession(), request.params.id, false, localeOf(request)) };
    },
  );

  app.get(
    '/orders/:id/messages',
    {
      schema: {
        tags,
        summary: 'The order’s conversation with the forum (null until someone writes); reading marks it read',
        ...routeSchema('orders.messages'),
      },
    },
    async (request) => ({
      data: await orderMessagesOf(db, await request.getSession(), request.params.id, request.query, localeOf(request)),
    }),
  );

  app.post(
    '/orders/:id/messages',
    { schema: { tags, summary: 'Ask the forum about an order', ...routeSchema('orders.sendMessage') } },
    async (request) => ({
      data: await sendOrderMessage(
        db,
        await request.getSession(),
        request.params.id,
        request.body,
        localeOf(request),
        inbox,
      ),
    }),
  );

  // the forum's side, under /api/admin like the other staff calls: the permission before anything else
  const staffRoutes: FastifyPluginAsyncZod = async (staff) => {
    // refused before the body is read, so a refusal never depends on what was sent; the service checks again
    staff.addHook('preValidation', async (request) => {
      requireAccess(await request.getSession(), forumAnswerer);
    });
    const admin = ['admin'];
    const permission = `needs the permission ${staffPermissions.chats}`;

    staff.get(
      '/admin/chats',
      {
        schema: {
          tags: admin,
          summary: `The forum’s conversations (about orders and in general), latest first; ${permission}`,
          ...routeSchema('admin.chats'),
        },
      },
      async (request) => {
        return { data: await forumChats(db, await request.getSession(), request.query, localeOf(request)) };
      },
    );

    staff.get(
      '/admin/chats/:id/messages',
      {
        schema: {
          tags: admin,
          summary: `A conversation of the forum, read as the forum; ${permission}`,
          ...routeSchema('admin.chatMessages'),
        },
      },
      async (request) => {
        return {
          data: await chatMessagesOf(
            db,
            await request.getSession(),
            request.params.id,
            request.query,
            localeOf(request),
            { asForum: true },
          ),
        };
      },
    );

    staff.post(
      '/admin/chats/:id/messages',
      {
        schema: {
          tags: admin,
          summary: `Answer a conversation as the forum (the customer sees the forum, not the staff member); ${permission}`,
          ...routeSchema('admin.answerChat'),
        },
      },
      async (request) => {
        return {
          data: await sendChatMessage(
            db,
            await request.getSession(),
            request.params.id,
            request.body,
            localeOf(request),
            { asForum: true },
          ),
        };
      },
    );
  };
  await app.register(staffRoutes);
};
