import { Link } from 'react-router';
import { BackIcon } from '~/components/icons.tsx';
import { openForm } from '~/features/forms/open-form.server.ts';
import { openRoute } from '~/features/route/open-route.server.ts';
import { useI18n, useLocalePath } from '~/i18n/i18n.tsx';
import { pageBelow } from '~/routes/page-tree.ts';
import { personalPageMeta } from '~/utils/personal-meta.ts';
import type { Route } from './+types/order-chat';
import { conversationAction } from './chat-action.server.ts';
import { orderChatPath } from './chat-data.ts';
import { ConversationScreen } from './conversation-screen.tsx';
import { orderPath } from './orders-data.ts';

/** The order's conversation with the forum (GET /orders/{id}/messages, null until someone writes) and its number. */
export async function loader(args: Route.LoaderArgs) {
  const route = openRoute(args, { personal: true });
  const id = route.id(args.params.id);
  const before = route.url.searchParams.get('before');
  const query = before && /^[1-9]\d{0,9}$/.test(before) ? { before: Number(before), limit: 30 } : { limit: 30 };
  const [messages, order] = await Promise.all([
    route.api.call('orders.messages', { params: { id }, query }),
    route.api.call('orders.get', { params: { id } }),
  ]);
  const { order: placed } = route.need(order);
  return { ...route.need(messages), order: { id: placed.id, number: placed.number } };
}

export async function action(args: Route.ActionArgs) {
  const form = await openForm(args);
  const id = args.params.id;
  return conversationAction(form, { order: id }, form.to(orderChatPath(id)));
}

export const handle = pageBelow('orderChats', (data: Route.ComponentProps['loaderData'], t) => ({
  name: t('chatOrderTitle', { number: data.order.number }),
  path: orderChatPath(data.order.id),
}));

export function meta({ data, matches }: Route.MetaArgs) {
  return personalPageMeta(matches[0]?.loaderData, (t) =>
    data ? t('chatOrderTitle', { number: data.order.number }) : t('chatOrdersTitle'),
  );
}

/** Questions about one order, to the forum: the conversation starts with the first message. */
export default function OrderChat({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const to = useLocalePath();
  const { order } = loaderData;
  return (
    <ConversationScreen
      titleId="order-chat-title"
      title={t('chatOrderTitle', { number: order.number })}
      lead={t('chatOrderLead')}
      path={orderChatPath(order.id)}
      page={loaderData}
      partyLabel={t('chatWithForum')}
    >
      <Link to={to(orderPath(order.id))} className="chat-page__back">
        <BackIcon />
        {t('chatBackToOrder')}
      </Link>
    </ConversationScreen>
  );
}
