import { openForm } from '~/features/forms/open-form.server.ts';
import { openRoute } from '~/features/route/open-route.server.ts';
import { useI18n } from '~/i18n/i18n.tsx';
import { pageBelow } from '~/routes/page-tree.ts';
import { personalPageMeta } from '~/utils/personal-meta.ts';
import type { Route } from './+types/conversation';
import { conversationAction } from './chat-action.server.ts';
import { chatPath } from './chat-data.ts';
import { partyName } from './chat-parts.tsx';
import { ConversationScreen } from './conversation-screen.tsx';

/** GET /chats/{id}/messages (which marks them read); `?before=` shows older ones. */
export async function loader(args: Route.LoaderArgs) {
  const route = openRoute(args, { personal: true });
  const id = route.id(args.params.id);
  const before = route.url.searchParams.get('before');
  const query = before && /^[1-9]\d{0,9}$/.test(before) ? { before: Number(before), limit: 30 } : { limit: 30 };
  return route.need(await route.api.call('chats.messages', { params: { id }, query }));
}

export async function action(args: Route.ActionArgs) {
  const form = await openForm(args);
  const id = args.params.id;
  return conversationAction(form, { chat: id }, form.to(chatPath(id)));
}

export const handle = pageBelow('chatList', (data: Route.ComponentProps['loaderData'], t) => ({
  name: partyName(data.conversation, t),
  path: chatPath(data.conversation.id),
}));

export function meta({ data, matches }: Route.MetaArgs) {
  return personalPageMeta(matches[0]?.loaderData, (t) =>
    data ? t('chatTitle', { name: partyName(data.conversation, t) }) : t('chatListTitle'),
  );
}

/** A conversation with the forum, an exhibitor or (for an exhibitor) a customer, live from the stream. */
export default function ConversationPage({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { conversation } = loaderData;
  const name = partyName(conversation, t);
  return (
    <ConversationScreen
      titleId="chat-title"
      title={t('chatTitle', { name })}
      lead={conversation.order ? t('chatAboutOrder', { number: conversation.order.number }) : null}
      path={chatPath(conversation.id)}
      page={loaderData}
      partyLabel={name}
    />
  );
}
