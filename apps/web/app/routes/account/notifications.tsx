import type { Notification, StreamEvent } from '@forum/contract/notifications';
import { isRecordId } from '@forum/contract/record-id';
import { useCallback } from 'react';
import { Link, useRevalidator } from 'react-router';
import { IntentButton } from '~/components/intent-button.tsx';
import { Pager, pageNumberOf } from '~/components/pager.tsx';
import { RouteStyles } from '~/components/route-styles.tsx';
import { ActionFields } from '~/features/forms/action-fields.tsx';
import { openForm } from '~/features/forms/open-form.server.ts';
import { useActionFetcher } from '~/features/forms/use-action-fetcher.ts';
import { setUnread, useLiveEvents } from '~/features/live/live-store.ts';
import { openRoute } from '~/features/route/open-route.server.ts';
import { useForumTimeZone } from '~/features/shell/root-data.ts';
import { useI18n, useLocalePath } from '~/i18n/i18n.tsx';
import { pageAt } from '~/routes/page-tree.ts';
import { formatDay, formatTime } from '~/utils/dates.ts';
import { withQuery } from '~/utils/query.ts';
import type { Route } from './+types/notifications';
import { AccountScreen, accountPageMeta } from './account-data.tsx';
import chatCss from './chat.css?inline';

const PATH = '/account/notifications';
const PER_PAGE = 20;
const pathOf = (page: number) => withQuery(PATH, { page: page > 1 ? page : null });

/** GET /notifications: a page of the account's notifications, newest first, with the unread count. */
export async function loader(args: Route.LoaderArgs) {
  const route = openRoute(args, { personal: true });
  const query = { page: pageNumberOf(route.url), perPage: PER_PAGE };
  return route.need(await route.api.call('notifications.list', { query }));
}

/** Read one (`intent=read`, its `id`) or all (`intent=readAll`), with or without the page's scripts. */
export async function action(args: Route.ActionArgs) {
  const form = await openForm(args, { small: true });
  const id = form.text('id');
  if (form.text('intent') === 'readAll') {
    const result = await form.send('notifications.readAll');
    return form.answer(result, { message: form.t('notificationsReadAllDone'), data: ({ unread }) => ({ unread }) });
  }
  if (!isRecordId(id)) return form.answer([{ key: 'error', value: form.t('somethingWentWrong') }]);
  const result = await form.send('notifications.read', { params: { id } });
  return form.answer(result, { message: form.t('notificationsReadDone'), data: ({ unread }) => ({ unread }) });
}

export const handle = pageAt('notifications');

export const meta = accountPageMeta;

/** The account's notifications (docs/product/after-sales.md): unread ones marked, read one or all, pages. */
export default function Notifications({ loaderData }: Route.ComponentProps) {
  const { t, locale } = useI18n();
  const to = useLocalePath();
  const { items, pagination, unread } = loaderData;
  // a new notification on the page's stream: the list is read again (only then, never on a timer)
  const { revalidate } = useRevalidator();
  const onEvent = useCallback(
    (event: StreamEvent) => {
      if (event.type === 'notification') void revalidate();
    },
    [revalidate],
  );
  useLiveEvents(onEvent, locale);
  const fetcher = useActionFetcher<{ unread: { notifications: number; messages: number } }>((answer) =>
    setUnread(answer.unread),
  );
  return (
    <AccountScreen
      name="notifications"
      title={t('notificationsTitle')}
      lead={t('notificationsLead')}
      note={
        <p className="chat-page__count" data-testid="notifications-unread" data-count={unread}>
          {t('notificationsUnread', { count: unread })}
        </p>
      }
      actions={
        unread > 0 ? (
          <fetcher.Form method="post" action={to(PATH)}>
            <ActionFields />
            <IntentButton intent="readAll" className="button button--ghost" data-testid="notifications-read-all">
              {t('notificationsReadAll')}
            </IntentButton>
          </fetcher.Form>
        ) : null
      }
      styles={<RouteStyles name="chat" sheet={chatCss} />}
      className="chat-page"
      headerClassName="chat-page__header"
    >
      {items.length > 0 ? (
        <ul className="notice-list">
          {items.map((notification) => (
            <NotificationLine key={notification.id} notification={notification} fetcher={fetcher} />
          ))}
        </ul>
      ) : pagination.page > 1 && pagination.total > 0 ? (
        <div className="chat-empty">
          <p className="chat-empty__title">{t('notificationsEmptyPage')}</p>
          <Link to={to(PATH)} className="button button--ghost">
            {t('notificationsFirstPage')}
          </Link>
        </div>
      ) : (
        <div className="chat-empty" data-testid="notifications-empty">
          <p className="chat-empty__title">{t('notificationsEmpty')}</p>
          <p className="account-muted">{t('notificationsEmptyHint')}</p>
        </div>
      )}
      <Pager pagination={pagination} hrefOf={(page) => to(pathOf(page))} />
    </AccountScreen>
  );
}

function NotificationLine({
  notification,
  fetcher,
}: {
  notification: Notification;
  fetcher: ReturnType<typeof useActionFetcher<{ unread: { notifications: number; messages: number } }>>;
}) {
  const { t, locale } = useI18n();
  const to = useLocalePath();
  const timeZone = useForumTimeZone();
  const { id, text, link, read, createdAt } = notification;
  return (
    <li
      className={read ? 'spread-row notice' : 'spread-row notice notice--unread'}
      data-testid="notification"
      data-read={read}
      data-id={id}
    >
      <div className="notice__body">
        {read ? null : <span className="notice__new pill">{t('notificationsNew')}</span>}
        <p className="notice__text">{link ? <Link to={to(link)}>{text}</Link> : text}</p>
        <p className="notice__when">
          <time dateTime={createdAt}>
            {formatDay(createdAt, locale, timeZone)} {formatTime(createdAt, locale, timeZone)}
          </time>
        </p>
      </div>
      {read ? null : (
        <fetcher.Form method="post" action={to(PATH)} className="notice__read">
          <ActionFields />
          <input type="hidden" name="id" value={id} />
          <IntentButton intent="read" className="button button--ghost" data-testid="notification-read">
            {t('notificationsRead')}
          </IntentButton>
        </fetcher.Form>
      )}
    </li>
  );
}
