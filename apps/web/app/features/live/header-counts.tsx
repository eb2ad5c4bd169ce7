import { Link } from 'react-router';
import { BellIcon, ChatIcon } from '~/components/icons.tsx';
import { useSession } from '~/features/session/session.tsx';
import { useI18n, useLocalePath } from '~/i18n/i18n.tsx';
import { useUnread } from './live-store.ts';

const shown = (count: number) => (count > 99 ? '99+' : String(count));

/**
 * The bell and the messages of a logged-in visitor, in the header: rendered only once the browser knows
 * who the visitor is (never in the shared HTML, decision 006), their counts live from the stream.
 */
export function HeaderCounts() {
  const { t, locale } = useI18n();
  const to = useLocalePath();
  const { isLoggedIn } = useSession();
  const unread = useUnread(isLoggedIn, locale);
  if (!isLoggedIn) return null;
  const notifications = unread?.notifications ?? 0;
  const messages = unread?.messages ?? 0;
  return (
    <>
      <Link
        to={to('/account/notifications')}
        className="icon-link site-header__bell"
        aria-label={t('navNotificationsCount', { count: notifications })}
        data-testid="bell-link"
        data-count={unread ? notifications : undefined}
      >
        <BellIcon />
        {notifications > 0 && (
          <span className="icon-link__badge" aria-hidden="true">
            {shown(notifications)}
          </span>
        )}
      </Link>
      <Link
        to={to('/account/chat-list')}
        className="icon-link site-header__messages"
        aria-label={t('navMessagesCount', { count: messages })}
        data-testid="messages-link"
        data-count={unread ? messages : undefined}
      >
        <ChatIcon />
        {messages > 0 && (
          <span className="icon-link__badge" aria-hidden="true">
            {shown(messages)}
          </span>
        )}
      </Link>
    </>
  );
}
