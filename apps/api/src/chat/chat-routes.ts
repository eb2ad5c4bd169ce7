import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AuthUser } from '../auth/sessions.ts';
import type { Db } from '../db/client.ts';
import { AppError } from '../errors.ts';
import { localeOf } from '../http/locale.ts';
import { routeSchema } from '../http/route-schema.ts';
import { requireAccountSession } from '../notifications/notification-routes.ts';
import {
  CHAT_PERMISSION,
  canAnswerAsForum,
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

async function customer(request: FastifyRequest): Promise<AuthUser> {
  const { user } = await requireAccountSession(request);
  if (user.type !== 'customer') {
    throw new AppError('customersOnly', { fields: [{ key: 'error', messageKey: 'customersOnly' }] });
  }
  return user;
}

/**
 * Staff whose group holds the named permission (a permission holds only when truthy): a guest 401, anyone
 * else 403. Checked before the body is read (preValidation), so a refusal never depends on what was sent.
 */
async function forumStaff(request: FastifyRequest): Promise<AuthUser> {
  const { user } = await requireAccountSession(request);
  if (!canAnswerAsForum(user)) throw new AppError('forbidden');
  return user;
}

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
      const { user } = await requireAccountSession(request);
      return { data: await listChats(db, user, request.query, localeOf(request)) };
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
    async (request) => ({ data: await startChat(db, await customer(request), request.body, localeOf(request), inbox) }),
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
      const { user } = await requireAccountSession(request);
      return { data: await chatMessagesOf(db, user, request.params.id, request.query, localeOf(request)) };
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
      const { user } = await requireAccountSession(request);
      return { data: await sendChatMessage(db, user, request.params.id, request.body, localeOf(request), { inbox }) };
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
      const { user } = await requireAccountSession(request);
      return { data: await setBlocked(db, user, request.params.id, true, localeOf(request)) };
    },
  );

  app.post(
    '/chats/:id/unblock',
    { schema: { tags, summary: 'Lift the caller’s block', ...routeSchema('chats.unblock') } },
    async (request) => {
      const { user } = await requireAccountSession(request);
      return { data: await setBlocked(db, user, request.params.id, false, localeOf(request)) };
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
      data: await orderMessagesOf(db, await customer(request), request.params.id, request.query, localeOf(request)),
    }),
  );

  app.post(
    '/orders/:id/messages',
    { schema: { tags, summary: 'Ask the forum about an order', ...routeSchema('orders.sendMessage') } },
    async (request) => ({
      data: await sendOrderMessage(
        db,
        await customer(request),
        request.params.id,
        request.body,
        localeOf(request),
        inbox,
      ),
    }),
  );

  // the forum's side, under /api/admin like the other staff calls: the permission before anything else
  const staffRoutes: FastifyPluginAsyncZod = async (staff) => {
    staff.addHook('preValidation', async (request) => {
      await forumStaff(request);
    });
    const admin = ['admin'];
    const permission = `needs the permission ${CHAT_PERMISSION}`;

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
        return { data: await forumChats(db, request.query, localeOf(request)) };
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
        const user = await forumStaff(request);
        return {
          data: await chatMessagesOf(db, user, request.params.id, request.query, localeOf(request), { asForum: true }),
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
        const user = await forumStaff(request);
        return {
          data: await sendChatMessage(db, user, request.params.id, request.body, localeOf(request), { asForum: true }),
        };
      },
    );
  };
  await app.register(staffRoutes);
};
