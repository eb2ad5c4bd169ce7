import { FileField, useFileChoice } from '~/components/file-field.tsx';
import { uploadRulesOf } from '~/features/forms/fields.ts';
import { useI18n } from '~/i18n/i18n.tsx';
import { formatFileSize } from '~/utils/file-size.ts';
import { ATTACHMENT_FIELD } from './chat-data.ts';

const CHAT_RULES = uploadRulesOf('chat');

/** A message's attachment, with the chat's types and size from the contract (starting and answering a conversation). */
export function ChatAttachmentField({ error }: { error: string | undefined }) {
  const { t, locale } = useI18n();
  const attachment = useFileChoice(CHAT_RULES, t('fileWrongType'));
  return (
    <FileField
      name={ATTACHMENT_FIELD}
      label={t('chatAttachment')}
      hint={t('chatAttachmentHint', { size: formatFileSize(CHAT_RULES.maxBytes, locale) })}
      rules={CHAT_RULES}
      state={attachment.state}
      onChoose={attachment.choose}
      error={error}
    />
  );
}
