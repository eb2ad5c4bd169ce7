import type { Locale } from '@forum/contract/locale';
import { formatMoney } from '@forum/contract/money';
import type { Notification, NotificationsResponse, UnreadCounts } from '@forum/contract/notifications';
import { requireAccess } from '../auth/access.ts';
import type { Session } from '../auth/sessions.ts';
import type { Db } from '../db/client.ts';
import type { Localized, notifications } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { translate } from '../i18n/messages.ts';
import { pick } from '../localize.ts';
import { paginationOf } from '../pagination.ts';
import {
  countUnreadMessages,
  countUnreadNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  notificationPage,
} from './notification-queries.ts';
import { EMAIL_SETTING_OF, type NotificationData, type NotificationKind } from './notify.ts';

/** How a notification is worded: the reader's language, the forum's time zone and currency. */
export type NotificationContext = { locale: Locale; timeZone: string; currency: string };

export type NotificationRow = typeof notifications.$inferSelect;

function when(iso: string, context: NotificationContext): string {
  return new Intl.DateTimeFormat(context.locale === 'ar' ? 'ar-SA-u-nu-latn-ca-gregory' : 'en-GB', {
    timeZone: context.timeZone,
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(iso));
}

/** The line, and the site path it leads to (without the language prefix). */
export function wordingOf(
  kind: NotificationKind,
  raw: Record<string, unknown>,
  context: NotificationContext,
): { text: string; link: string | null } {
  const { locale } = context;
  const t = (key: Parameters<typeof translate>[1], params: Record<string, string | number>) =>
    translate(locale, key, params);
  switch (kind) {
    case 'order_status': {
      const data = raw as NotificationData['order_status'];
      return {
        text: t('notifyOrderStatus', { number: data.number, status: data.status }),
        link: `/account/orders/${data.orderId}`,
      };
    }
    case 'transfer_confirmed': {
      const data = raw as NotificationData['transfer_confirmed'];
      return { text: t('notifyTransferConfirmed', { number: data.number }), link: `/account/orders/${data.orderId}` };
    }
    case 'transfer_rejected': {
      const data = raw as NotificationData['transfer_rejected'];
      return { text: t('notifyTransferRejected', { number: data.number }), link: `/account/orders/${data.orderId}` };
    }
    case 'payment_failed': {
      const data = raw as NotificationData['payment_failed'];
      return { text: t('notifyPaymentFailed', { number: data.number }), link: `/account/orders/${data.orderId}` };
    }
    case 'refund': {
      const data = raw as NotificationData['refund'];
      const link =
        data.returnId !== undefined
          ? `/account/returns/${data.returnId}`
          : data.orderId !== undefined
            ? `/account/orders/${data.orderId}`
            : '/account/wallet';
      return {
        text: t('notifyRefund', { amount: formatMoney(data.amountMinor / 100, locale, context.currency), to: data.to }),
        link,
      };
    }
    case 'return_decision': {
      const data = raw as NotificationData['return_decision'];
      return {
        text: t('notifyReturnDecision', { number: data.number, status: data.status }),
        link: `/account/returns/${data.returnId}`,
      };
    }
    case 'chat_message': {
      const data = raw as NotificationData['chat_message'];
      const from = data.from || translate(locale, 'theForum');
      return {
        text: t('notifyChatMessage', { count: data.count, from }),
        link: `/account/messages/${data.conversationId}`,
      };
    }
    case 'workshop_seat': {
      const data = raw as NotificationData['workshop_seat'];
      return {
        text: t('notifyWorkshopSeat', { title: pick(data.title, locale) }),
        link: `/workshops/${data.workshopId}`,
      };
    }
    case 'session_changed': {
      const data = raw as NotificationData['session_changed'];
      const title = pick(data.title as Localized, locale);
      return data.change === 'cancelled'
        ? { text: t('notifySessionCancelled', { title }), link: '/my-agenda/conference-sessions' }
        : {
            text: t('notifySessionMoved', { title, when: when(data.startsAt, context) }),
            link: `/conference/sessions/${data.sessionId}`,
          };
    }
  }
}

/** The ids a client may use; worded fields (titles in both languages, the sender's name) stay out. */
function publicData(data: Record<string, unknown>): Record<string, unknown> {
  const { title: _title, from: _from, excerpt: _excerpt, ...rest } = data;
  return rest;
}

export function presentNotification(row: NotificationRow, context: NotificationContext): Notification {
  const kind = row.kind as NotificationKind;
  const { text, link } = wordingOf(kind, row.data, context);
  return {
    id: row.id,
    kind,
    text,
    link,
    data: publicData(row.data),
    read: row.readAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function unreadCounts(db: Db, userId: number): Promise<UnreadCounts> {
  const unread = await countUnreadNotifications(db, userId);
  return { notifications: unread, messages: await countUnreadMessages(db, userId) };
}

/** The bell's list: a signed-in account's own notifications (a guest has nothing to be told). */
export async function listNotifications(
  db: Db,
  session: Session | null,
  query: { page: number; perPage: number; unread?: boolean | undefined },
  context: NotificationContext,
): Promise<NotificationsResponse> {
  const user = requireAccess(session, { as: 'account' });
  const [{ rows, total }, counts] = await Promise.all([
    notificationPage(db, user.id, query),
    unreadCounts(db, user.id),
  ]);
  return {
    items: rows.map((row) => presentNotification(row, context)),
    pagination: paginationOf(query.page, query.perPage, total),
    unread: counts.notifications,
  };
}

/** Marks one of the user's notifications read (again: nothing changes); another user's is 404. */
export async function markRead(db: Db, session: Session | null, id: number): Promise<UnreadCounts> {
  const user = requireAccess(session, { as: 'account' });
  if (!(await markNotificationRead(db, user.id, id))) throw new AppError('notFound');
  return unreadCounts(db, user.id);
}

export async function markAllRead(db: Db, session: Session | null): Promise<UnreadCounts> {
  const user = requireAccess(session, { as: 'account' });
  await markAllNotificationsRead(db, user.id);
  return unreadCounts(db, user.id);
}

export { EMAIL_SETTING_OF };
