import { chatsSendForm } from '@forum/contract/form-fields/chats.send';
import type { ChatMessage, Conversation, StreamEvent } from '@forum/contract/notifications';
import { useCallback, useEffect, useState } from 'react';
import { Form, Link, useLocation, useRevalidator } from 'react-router';
import { ConfirmSubmit } from '~/components/confirm-dialog.tsx';
import { deferredPart } from '~/components/deferred-part.tsx';
import { FormMessages, SubmitButton, TextAreaField } from '~/components/form.tsx';
import { useForm } from '~/features/forms/use-form.tsx';
import { useLiveEvents } from '~/features/live/live-store.ts';
import { useForumTimeZone } from '~/features/shell/root-data.ts';
import { useI18n, useLocalePath } from '~/i18n/i18n.tsx';
import { formatDay, formatTime } from '~/utils/dates.ts';
import { ATTACHMENT_FIELD, CHAT_INTENT, conversationPathOf } from './chat-data.ts';

/** The other side's name as the page says it: the forum in the page's words, else the company or customer. */
export function partyName(conversation: Conversation, t: (key: 'chatWithForum') => string): string {
  return conversation.with.kind === 'forum' ? t('chatWithForum') : conversation.with.name;
}

/**
 * A list of conversations, the latest first, each with its unread count; a message arriving on the
 * page's stream reads the list again (no polling: only when the stream says something changed).
 */
export function ConversationList({ items, empty }: { items: Conversation[]; empty: React.ReactNode }) {
  const { t, locale } = useI18n();
  const to = useLocalePath();
  const timeZone = useForumTimeZone();
  const { revalidate } = useRevalidator();
  const onEvent = useCallback(
    (event: StreamEvent) => {
      if (event.type === 'message') void revalidate();
    },
    [revalidate],
  );
  useLiveEvents(onEvent, locale);
  if (items.length === 0) return <div className="chat-empty">{empty}</div>;
  return (
    <ul className="chat-list" data-testid="chat-list">
      {items.map((conversation) => {
        const last = conversation.lastMessage;
        return (
          <li
            key={conversation.id}
            className={conversation.unread > 0 ? 'chat-row chat-row--unread' : 'chat-row'}
            data-testid="chat-row"
            data-unread={conversation.unread}
          >
            {conversation.with.logoUrl ? (
              <img className="chat-row__logo" src={conversation.with.logoUrl} alt="" width="48" height="48" />
            ) : (
              <span className="chat-row__logo" aria-hidden="true" />
            )}
            <div className="chat-row__body">
              <h2 className="chat-row__name">
                <Link to={to(conversationPathOf(conversation))} className="chat-row__link">
                  {partyName(conversation, t)}
                </Link>
              </h2>
              {conversation.order ? (
                <p className="chat-row__about">{t('chatAboutOrder', { number: conversation.order.number })}</p>
              ) : null}
              <p className="chat-row__last">
                {last ? (
                  <>
                    {last.mine ? `${t('chatYou')}: ` : null}
                    <bdi>{last.body}</bdi>
                  </>
                ) : (
                  t('chatNoMessages')
                )}
              </p>
            </div>
            <div className="chat-row__side">
              {last ? (
                <time dateTime={last.createdAt} className="chat-row__when">
                  {formatDay(last.createdAt, locale, timeZone)}
                </time>
              ) : null}
              {conversation.blocked || conversation.blockedBy ? (
                <span className="chat-row__blocked">{t('chatBlockedMark')}</span>
              ) : null}
              {conversation.unread > 0 ? (
                <span className="chat-row__unread" data-testid="chat-row-unread">
                  <span aria-hidden="true">{conversation.unread}</span>
                  <span className="visually-hidden">{t('chatUnread', { count: conversation.unread })}</span>
                </span>
              ) : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/** The loader's messages with those the stream brought since, once each, oldest first. */
function mergedMessages(loaded: ChatMessage[], live: ChatMessage[]): ChatMessage[] {
  const byId = new Map<number, ChatMessage>();
  for (const message of [...loaded, ...live]) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/**
 * A conversation: its messages (newest last), the form that writes (a plain post without scripts: the
 * page comes again with the message), block and unblock. A message for it on the page's stream shows at
 * once, and the page's data is read again so that it counts as read.
 */
export function ConversationView({
  conversation,
  items,
  olderHref,
  action,
  partyLabel,
}: {
  conversation: Conversation | null;
  items: ChatMessage[];
  olderHref: string | null;
  action: string;
  partyLabel: string;
}) {
  const { t, locale } = useI18n();
  const { key } = useLocation();
  const { revalidate } = useRevalidator();
  const [live, setLive] = useState<ChatMessage[]>([]);
  const conversationId = conversation?.id ?? null;
  // another conversation, or the page read again: the loader's messages hold what the stream brought
  // biome-ignore lint/correctness/useExhaustiveDependencies: the list starts again with each new set of loaded messages
  useEffect(() => setLive([]), [conversationId, items]);
  const onEvent = useCallback(
    (event: StreamEvent) => {
      if (event.type !== 'message') return;
      if (conversationId !== null && event.message.conversationId !== conversationId) return;
      if (conversationId !== null) setLive((current) => [...current, event.message]);
      void revalidate();
    },
    [conversationId, revalidate],
  );
  useLiveEvents(onEvent, locale);
  const messages = mergedMessages(items, live);
  const canWrite = conversation?.canWrite ?? true;

  return (
    <div className="chat-view">
      <section aria-label={t('chatMessages')} className="chat-view__messages">
        {olderHref ? (
          <Link to={olderHref} className="button button--ghost chat-view__older">
            {t('chatOlder')}
          </Link>
        ) : null}
        {messages.length === 0 ? <p className="account-muted">{t('chatEmpty')}</p> : null}
        <ol className="chat-messages" data-testid="chat-messages" aria-live="polite" aria-relevant="additions">
          {messages.map((message) => (
            <MessageBubble key={message.id} message={message} partyLabel={partyLabel} />
          ))}
        </ol>
      </section>
      {conversation?.blocked ? (
        <p className="chat-view__note" data-testid="chat-blocked">
          {t('chatYouBlocked')}
        </p>
      ) : conversation?.blockedBy ? (
        <p className="chat-view__note" data-testid="chat-blocked-by">
          {t('chatTheyBlocked')}
        </p>
      ) : null}
      {canWrite ? <SendForm key={key} action={action} /> : null}
      {conversation ? <BlockForm conversation={conversation} action={action} partyLabel={partyLabel} /> : null}
    </div>
  );
}

function MessageBubble({ message, partyLabel }: { message: ChatMessage; partyLabel: string }) {
  const { t, locale } = useI18n();
  const timeZone = useForumTimeZone();
  return (
    <li
      className={message.mine ? 'chat-message chat-message--mine' : 'chat-message'}
      data-testid="chat-message"
      data-id={message.id}
    >
      <p className="chat-message__who">{message.mine ? t('chatYou') : partyLabel}</p>
      <p className="chat-message__body" dir="auto">
        {message.body}
      </p>
      {message.attachment ? (
        <p className="chat-message__attachment">
          <a href={message.attachment.url} target="_blank" rel="noopener noreferrer">
            {t('chatAttachmentOpen', { name: message.attachment.name })}
          </a>
        </p>
      ) : null}
      <p className="chat-message__when">
        <time dateTime={message.createdAt}>
          {formatDay(message.createdAt, locale, timeZone)} {formatTime(message.createdAt, locale, timeZone)}
        </time>
      </p>
    </li>
  );
}

// a message's attachment: its file field is fetched by the browser apart from the conversation, whose text
// is written and sent before it has come (decision 077)
export const ChatAttachmentField = deferredPart(() =>
  import('./chat-attachment-field.tsx').then((module) => module.ChatAttachmentField),
);

function SendForm({ action }: { action: string }) {
  const { t } = useI18n();
  const form = useForm(chatsSendForm, { extra: [ATTACHMENT_FIELD], intent: CHAT_INTENT.send });
  return (
    <Form
      method="post"
      action={action}
      encType="multipart/form-data"
      ref={form.formRef}
      className="account-card form chat-send"
      noValidate
      onSubmit={form.onSubmit}
      preventScrollReset
      replace
      data-testid="chat-send"
    >
      <input type="hidden" name="intent" value={CHAT_INTENT.send} />
      <TextAreaField {...form.field('body')} label={t('chatMessageLabel')} rows={3} />
      <ChatAttachmentField error={form.errors[ATTACHMENT_FIELD]} />
      <FormMessages messages={form.inlineMessages} />
      <SubmitButton isSubmitting={form.isSubmitting}>{t('chatSend')}</SubmitButton>
    </Form>
  );
}

function BlockForm({
  conversation,
  action,
  partyLabel,
}: {
  conversation: Conversation;
  action: string;
  partyLabel: string;
}) {
  const { t } = useI18n();
  return (
    <Form method="post" action={action} className="chat-view__block" preventScrollReset>
      <input type="hidden" name="conversation" value={conversation.id} />
      {conversation.blocked ? (
        <button type="submit" name="intent" value={CHAT_INTENT.unblock} className="button button--ghost">
          {t('chatUnblock')}
        </button>
      ) : (
        <ConfirmSubmit
          name="intent"
          value={CHAT_INTENT.block}
          label={t('chatBlock')}
          className="button button--ghost chat-view__block-button"
          testId="chat-block"
          title={t('chatBlockTitle', { name: partyLabel })}
          text={t('chatBlockText')}
          confirmLabel={t('chatBlockConfirm')}
          cancelLabel={t('chatBlockKeep')}
        />
      )}
    </Form>
  );
}
