import { isRecordId } from '@forum/contract/record-id';
import type { FormRequest } from '~/features/forms/open-form.server.ts';
import { ATTACHMENT_FIELD, CHAT_INTENT } from './chat-data.ts';

const invalid = (form: FormRequest) => [{ key: 'error', value: form.t('somethingWentWrong') }];

/** The attachment sent with the form as a file: uploaded first (purpose `chat`), then named by its id. */
async function attachmentOf(form: FormRequest): Promise<number | undefined | { key: string; value: string }[]> {
  const file = form.form.get(ATTACHMENT_FIELD);
  if (!(file instanceof File) || file.size === 0) return undefined;
  const body = new FormData();
  body.append('purpose', 'chat');
  body.append('file', file, file.name);
  const result = await form.send('uploads.create', { body });
  if (!result.ok) return result.errors.map((error) => ({ key: ATTACHMENT_FIELD, value: error.value }));
  return result.data.upload.id;
}

/**
 * A conversation's forms, with or without the page's scripts (decision 057): `intent=send` writes (the
 * order's conversation by the order's id, any other by its own id) and comes back to the page, which
 * then shows the message; `intent=block` and `intent=unblock` name the conversation.
 */
export async function conversationAction(form: FormRequest, target: { order?: string; chat?: string }, path: string) {
  const intent = form.text('intent');
  if (intent === CHAT_INTENT.block || intent === CHAT_INTENT.unblock) {
    const id = form.text('conversation');
    if (!isRecordId(id)) return form.answer(invalid(form));
    const isBlock = intent === CHAT_INTENT.block;
    const result = await form.send(isBlock ? 'chats.block' : 'chats.unblock', { params: { id } });
    return form.answer(result, { to: path, message: form.t(isBlock ? 'chatBlocked' : 'chatUnblocked') });
  }
  const upload = await attachmentOf(form);
  if (Array.isArray(upload)) return form.answer(upload, { fields: [ATTACHMENT_FIELD] });
  const body = { ...form.bodyOf('chats.send'), ...(upload ? { attachmentUpload: upload } : {}) };
  const result =
    target.order !== undefined
      ? await form.send('orders.sendMessage', { params: { id: target.order }, body })
      : await form.send('chats.send', { params: { id: target.chat ?? '' }, body });
  return form.answer(result, { to: path, message: form.t('chatSent'), fields: [ATTACHMENT_FIELD] });
}
