import type { MessageKey } from '~/i18n/en.ts';
import { useI18n } from '~/i18n/i18n.tsx';

const labels: Record<string, MessageKey> = {
  open: 'contentStatusOpen',
  answered: 'contentStatusAnswered',
  closed: 'contentStatusClosed',
  pending: 'contentStatusPending',
  published: 'contentStatusPublished',
  rejected: 'contentStatusRejected',
  handled: 'contentStatusHandled',
};

/** Where a message, a review or an enquiry stands, in words (its value kept for tests and styles). */
export function ContentStatus({ status }: { status: string }) {
  const { t } = useI18n();
  const label = labels[status];
  return <span data-status={status}>{label ? t(label) : status}</span>;
}
