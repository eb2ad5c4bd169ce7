import { chatsStartForm } from '@forum/contract/form-fields/chats.start';
import { isRecordId } from '@forum/contract/record-id';
import { Form, Link } from 'react-router';
import { Breadcrumbs } from '~/components/breadcrumbs.tsx';
import { FormMessages, SubmitButton, TextAreaField } from '~/components/form.tsx';
import { RouteStyles } from '~/components/route-styles.tsx';
import { openForm } from '~/features/forms/open-form.server.ts';
import { useForm } from '~/features/forms/use-form.tsx';
import { openRoute } from '~/features/route/open-route.server.ts';
import { useI18n, useLocalePath } from '~/i18n/i18n.tsx';
import { pageAt } from '~/routes/page-tree.ts';
import type { Route } from './+types/chat';
import { AccountPageHeader, accountPageMeta } from './account-data.tsx';
import chatCss from './chat.css?inline';
import { ATTACHMENT_FIELD, CHAT_LIST_PATH, chatPath, START_CHAT_PATH } from './chat-data.ts';
import { ChatAttachmentField } from './chat-parts.tsx';

/**
 * Writing to the forum, or to an exhibitor (`?exhibitor={id}`, the exhibitor page's "message this
 * exhibitor"): POST /chats starts the one conversation with them or adds to it (decision 057).
 */
export async function loader(args: Route.LoaderArgs) {
  const route = openRoute(args, { personal: true });
  const account = await route.visitor();
  const wanted = route.url.searchParams.get('exhibitor');
  const exhibitorId = isRecordId(wanted) ? wanted : null;
  let exhibitorName: string | null = null;
  if (exhibitorId) {
    const found = await route.api.call('exhibition.exhibitor', { params: { id: exhibitorId } });
    exhibitorName = found.ok ? found.data.exhibitor.name : null;
  }
  return { isCustomer: account.profile.userType === 'customer', exhibitorId, exhibitorName };
}

export async function action(args: Route.ActionArgs) {
  const form = await openForm(args);
  const file = form.form.get(ATTACHMENT_FIELD);
  let attachmentUpload: number | undefined;
  if (file instanceof File && file.size > 0) {
    const body = new FormData();
    body.append('purpose', 'chat');
    body.append('file', file, file.name);
    const uploaded = await form.send('uploads.create', { body });
    if (!uploaded.ok) {
      const errors = uploaded.errors.map((error) => ({ key: ATTACHMENT_FIELD, value: error.value }));
      return form.answer(errors, { fields: [ATTACHMENT_FIELD] });
    }
    attachmentUpload = uploaded.data.upload.id;
  }
  const body = { ...form.bodyOf('chats.start'), ...(attachmentUpload ? { attachmentUpload } : {}) };
  const result = await form.send('chats.start', { body });
  return form.answer(result, {
    to: ({ conversation }) => form.to(chatPath(conversation.id)),
    message: form.t('chatSent'),
    fields: [ATTACHMENT_FIELD],
  });
}

export const handle = pageAt('startChat');

export const meta = accountPageMeta;

export default function StartChat({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const to = useLocalePath();
  const { isCustomer, exhibitorId, exhibitorName } = loaderData;
  const form = useForm(chatsStartForm, { extra: [ATTACHMENT_FIELD] });
  const title = exhibitorId
    ? exhibitorName
      ? t('chatStartExhibitorTitle', { name: exhibitorName })
      : t('chatStartExhibitorUnnamed')
    : t('chatStartTitle');
  return (
    <section className="account-page chat-page" aria-labelledby="start-chat-title" data-testid="start-chat-page">
      <RouteStyles name="chat" sheet={chatCss} />
      <Breadcrumbs />
      <AccountPageHeader
        titleId="start-chat-title"
        title={title}
        lead={
          isCustomer ? (exhibitorId ? t('chatStartExhibitorLead') : t('chatStartLead')) : t('chatStartOnlyCustomers')
        }
      />
      {isCustomer ? (
        <Form
          method="post"
          action={to(exhibitorId ? `${START_CHAT_PATH}?exhibitor=${exhibitorId}` : START_CHAT_PATH)}
          encType="multipart/form-data"
          ref={form.formRef}
          className="account-card form chat-send"
          noValidate
          onSubmit={form.onSubmit}
          data-testid="chat-start"
        >
          <input type="hidden" name="with" value={exhibitorId ? 'exhibitor' : 'forum'} />
          {exhibitorId ? <input type="hidden" name="exhibitorId" value={exhibitorId} /> : null}
          <TextAreaField {...form.field('body')} label={t('chatMessageLabel')} rows={4} />
          <ChatAttachmentField error={form.errors[ATTACHMENT_FIELD]} />
          <FormMessages messages={form.inlineMessages} />
          <SubmitButton isSubmitting={form.isSubmitting}>{t('chatSend')}</SubmitButton>
        </Form>
      ) : null}
      <p>
        <Link to={to(CHAT_LIST_PATH)} className="button button--ghost">
          {t('chatSeeList')}
        </Link>
      </p>
    </section>
  );
}
