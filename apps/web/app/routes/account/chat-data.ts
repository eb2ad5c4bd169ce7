// The conversations' addresses and form names (decision 057), shared by their pages and actions.
export const CHAT_LIST_PATH = '/account/chat-list';
export const ORDER_CHATS_PATH = '/account/orders/chat';
export const START_CHAT_PATH = '/account/chat';
export const chatPath = (conversationId: number | string) => `/account/chat/${conversationId}`;
export const orderChatPath = (orderId: number | string) => `/account/orders/${orderId}/chat`;

export const ATTACHMENT_FIELD = 'attachment';
export const CHAT_INTENT = { send: 'send', block: 'block', unblock: 'unblock' } as const;

/** Where a conversation of the list opens: the order's own page for one about an order. */
export function conversationPathOf(conversation: { id: number; order: { id: number } | null }): string {
  return conversation.order ? orderChatPath(conversation.order.id) : chatPath(conversation.id);
}
