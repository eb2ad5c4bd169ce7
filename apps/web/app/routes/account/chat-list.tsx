import { Link } from 'react-router';
import { Pager, pageNumberOf } from '~/components/pager.tsx';
import { RouteStyles } from '~/components/route-styles.tsx';
import { openRoute } from '~/features/route/open-route.server.ts';
import { useI18n, useLocalePath } from '~/i18n/i18n.tsx';
import { pageAt } from '~/routes/page-tree.ts';
import { withQuery } from '~/utils/query.ts';
import type { Route } from './+types/chat-list';
import { AccountScreen, accountPageMeta } from './account-data.tsx';
import chatCss from './chat.css?inline';
import { CHAT_LIST_PATH, ORDER_CHATS_PATH, START_CHAT_PATH } from './chat-data.ts';
import { ConversationList } from './chat-parts.tsx';

/** GET /chats: the account's conversations (a customer's, or those written to an exhibitor's company). */
export async function loader(args: Route.LoaderArgs) {
  const route = openRoute(args, { personal: true });
  const query = { page: pageNumberOf(route.url), perPage: 20 };
  return route.need(await route.api.call('chats.list', { query }));
}

export const handle = pageAt('chatList');

export const meta = accountPageMeta;

/** Every conversation of the account, the latest first, with its unread count, live from the stream. */
export default function ChatList({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const to = useLocalePath();
  const { items, pagination } = loaderData;
  return (
    <AccountScreen
      name="chat-list"
      title={t('chatListTitle')}
      lead={t('chatListLead')}
      actions={
        <p className="chat-page__links">
          <Link to={to(START_CHAT_PATH)} className="button button--ghost">
            {t('chatWriteToForum')}
          </Link>
          <Link to={to(ORDER_CHATS_PATH)} className="button button--ghost">
            {t('chatOrderChats')}
          </Link>
        </p>
      }
      styles={<RouteStyles name="chat" sheet={chatCss} />}
      className="chat-page"
      headerClassName="chat-page__header"
    >
      <ConversationList
        items={items}
        empty={
          <>
            <p className="chat-empty__title">{t('chatListEmpty')}</p>
            <p className="account-muted">{t('chatListEmptyHint')}</p>
          </>
        }
      />
      <Pager
        pagination={pagination}
        hrefOf={(page) => to(withQuery(CHAT_LIST_PATH, { page: page > 1 ? page : null }))}
      />
    </AccountScreen>
  );
}
