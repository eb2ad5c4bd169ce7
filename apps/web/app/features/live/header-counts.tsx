import { Link } from 'react-router';
import { BellIcon, ChatIcon } from '~/components/icons.tsx';
import { useSession } from '~/features/session/session.tsx';
import { useRootData } from '~/features/shell/root-data.ts';
import { localePath, useI18n } from '~/i18n/i18n.tsx';
import { useUnread } from './live-store.ts';

const shown = (count: number) => (count > 99 ? '99+' : String(count));

/**
 * The bell and the messages of a logged-in visitor, in the header: rendered once the browser knows who
 * the visitor is (never in the shared HTML, decision 006) or on a personal page from the server
 * (decision 073), their counts live from the stream.
 */
export function HeaderCounts() {
  const { locale } = useI18n();
  const { isLoggedIn } = useSession();
  // until the stream's first event, the counts a personal page's server read (decision 073)
  const served = useRootData()?.visitor?.unread;
  const unread = useUnread(isLoggedIn, locale) ?? served;
  if (!isLoggedIn) return null;
  return (
    <>
      <CountLink kind="notifications" count={unread?.notifications} />
      <CountLink kind="messages" count={unread?.messages} />
    </>
  );
}

/** The header's two counted links: where each goes, its words (with the count) and its icon. */
const countLinks = {
  notifications: { path: '/account/notifications', name: 'bell', label: 'navNotificationsCount', Icon: BellIcon },
  messages: { path: '/account/chat-list', name: 'messages', label: 'navMessagesCount', Icon: ChatIcon },
} as const;

/** An icon link of the header with its badge of unread items; `count` is undefined until it is known. */
function CountLink({ kind, count: known }: { kind: keyof typeof countLinks; count: number | undefined }) {
  const { t, locale } = useI18n();
  const { path, name, label, Icon } = countLinks[kind];
  const count = known ?? 0;
  return (
    <Link
      to={localePath(locale, path)}
      className={`icon-link icon-button site-header__${name}`}
      aria-label={t(label, { count })}
      data-testid={`${name}-link`}
      data-count={known}
    >
      <Icon />
      {count > 0 && (
        <span className="icon-link__badge" aria-hidden="true">
          {shown(count)}
        </span>
      )}
    </Link>
  );
}
