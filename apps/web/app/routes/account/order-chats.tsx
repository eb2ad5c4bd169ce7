import { Link } from 'react-router';
import { RouteStyles } from '~/components/route-styles.tsx';
import { openRoute } from '~/features/route/open-route.server.ts';
import { useI18n, useLocalePath } from '~/i18n/i18n.tsx';
import { pageAt } from '~/routes/page-tree.ts';
import type { Route } from './+types/order-chats';
import { AccountScreen, accountPageMeta } from './account-data.tsx';
import chatCss from './chat.css?inline';
import { ConversationList } from './chat-parts.tsx';
import { ORDERS_PATH } from './orders-data.ts';

/**
 * The conversations about an order: GET /chats has no filter by kind, so the page reads the account's
 * latest 50 conversations (the API's largest page) and keeps those about an order (decision 057).
 */
export async function loader(args: Route.LoaderArgs) {
  const route = openRoute(args, { personal: true });
  const chats = route.need(await route.api.call('chats.list', { query: { page: 1, perPage: 50 } }));
  return { items: chats.items.filter((conversation) => conversation.kind === 'order') };
}

export const handle = pageAt('orderChats');

export const meta = accountPageMeta;

export default function OrderChats({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const to = useLocalePath();
  return (
    <AccountScreen
      name="order-chats"
      title={t('chatOrdersTitle')}
      lead={t('chatOrdersLead')}
      styles={<RouteStyles name="chat" sheet={chatCss} />}
      className="chat-page"
    >
      <ConversationList
        items={loaderData.items}
        empty={
          <>
            <p className="chat-empty__title">{t('chatOrdersEmpty')}</p>
            <p className="account-muted">{t('chatOrdersEmptyHint')}</p>
            <Link to={to(ORDERS_PATH)} className="button button--ghost">
              {t('accountNavOrders')}
            </Link>
          </>
        }
      />
    </AccountScreen>
  );
}
