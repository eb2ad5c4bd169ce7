import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BellIcon, ChatIcon } from '~/components/icons.tsx';
import { useSession } from '~/features/session/session.tsx';
import { useRootData } from '~/features/shell/root-data.ts';
import { useI18n, useLocalePath } from '~/i18n/i18n.tsx';
import { useUnread } from './live-store.ts';

const shown = (count: number) => (count > 99 ? '99+' : String(count));

/**
 * The bell and the messages of a logged-in visitor, in the header: rendered once the browser knows who
 * the visitor is (never in the shared HTML, decision 006) or on a personal page from the server
 * (decision 073), their counts live from the stream.
 */
export function HeaderCounts() {
  const { t, locale } = useI18n();
  const { isLoggedIn } = useSession();
  // until the stream's first event, the counts a personal page's server read (decision 073)
  const served = useRootData()?.visitor?.unread;
  const unread = useUnread(isLoggedIn, locale) ?? served;
  if (!isLoggedIn) return null;
  const notifications = unread?.notifications ?? 0;
  const messages = unread?.messages ?? 0;
  return (
    <>
      <CountLink
        path="/account/notifications"
        className="site-header__bell"
        label={t('navNotificationsCount', { count: notifications })}
        testId="bell-link"
        count={unread ? notifications : undefined}
        icon={<BellIcon />}
      />
      <CountLink
        path="/account/chat-list"
        className="site-header__messages"
        label={t('navMessagesCount', { count: messages })}
        testId="messages-link"
        count={unread ? messages : undefined}
        icon={<ChatIcon />}
      />
    </>
  );
}

/** An icon link of the header with its badge of unread items; `count` is undefined until it is known. */
function CountLink(props: {
  path: string;
  className: string;
  label: string;
  testId: string;
  count: number | undefined;
  icon: ReactNode;
}) {
  const to = useLocalePath();
  const count = props.count ?? 0;
  return (
    <Link
      to={to(props.path)}
      className={`icon-link icon-button ${props.className}`}
      aria-label={props.label}
      data-testid={props.testId}
      data-count={props.count}
    >
      {props.icon}
      {count > 0 && (
        <span className="icon-link__badge" aria-hidden="true">
          {shown(count)}
        </span>
      )}
    </Link>
  );
}
