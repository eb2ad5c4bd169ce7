import type { ReactNode, Ref } from 'react';
import { Form, Link } from 'react-router';
import { EchoedValues, FormMessages, SubmitButton } from '~/components/form.tsx';
import type { RecordHistoryData } from '~/features/console/audit/record-history.server.ts';
import { RecordHistory } from '~/features/console/audit/record-history.tsx';
import { useI18n, useLocalePath } from '~/i18n/i18n.tsx';
import { BaseField, ConfirmButton, ConfirmStep, StaleSummary } from './console-form.tsx';

/** What a record's page takes of its `useForm`: the form's ref, its submit check, its state and echoed values. */
type RecordForm = {
  formRef: Ref<HTMLFormElement>;
  onSubmit: (event: React.FormEvent<HTMLFormElement>) => void;
  isSubmitting: boolean;
  inlineMessages: readonly string[];
  values: Readonly<Record<string, string>>;
};

/**
 * A record's page in the console (decision 061), the one frame of every edit page whose action is
 * `recordAction`: the way back to its list, its heading, the confirmation step of a delete sent without
 * scripts, then one form with the stale-edit summary, the `base` it opened with, the fields (the page's
 * `children`, their typing echoed after a refusal), the form's messages, and Save (Create for a new one)
 * beside Delete after a confirmation that says what deleting does (`deleteText`). What follows the form
 * (a gallery's photos) is `after`, then the record's history from the audit log (`history`, from
 * `loadRecordHistory` in the loader: null for a new record or staff who may not read the log). A record
 * that cannot be deleted (an exhibitor, a group with members) says `canDelete={false}`; a page whose
 * button does more than save says so (`submitLabel`: a staff account is created and emailed an
 * invitation); a page above it that is not a list names its link (`backLabel`: an exhibitor's edit
 * returns to the exhibitor).
 *
 *   <RecordPage form={form} base={base} list="/admin/faqs" heading={…} isNew={!faq} testId="faq"
 *     deleteText={t('contentDeleteText')}>…fields…</RecordPage>
 */
export function RecordPage({
  form,
  base,
  list,
  heading,
  isNew,
  testId,
  deleteText,
  hasFiles,
  canDelete = true,
  submitLabel,
  backLabel,
  after,
  history,
  children,
}: {
  form: RecordForm;
  base: string;
  /** The list's address under the language's prefix (`/admin/faqs`): the way back. */
  list: string;
  heading: ReactNode;
  isNew: boolean;
  /** `faq`: the page is `faq-edit`, its delete button `faq-delete`. */
  testId: string;
  deleteText: string;
  /** A form with a file field: sent as multipart. */
  hasFiles?: boolean;
  /** False: a stored record without Delete (the API would refuse it, or has no delete). */
  canDelete?: boolean;
  /** The button's words instead of Save or Create, when it does more than save. */
  submitLabel?: string;
  /** The way back's words instead of "Back to the list", when `list` is not a list. */
  backLabel?: string;
  after?: ReactNode;
  history: RecordHistoryData | null;
  children: ReactNode;
}) {
  const { t } = useI18n();
  const to = useLocalePath();
  const titleId = `${testId}-title`;
  return (
    <section className="console-page console-record" aria-labelledby={titleId} data-testid={`${testId}-edit`}>
      <p>
        <Link to={to(list)}>{backLabel ?? t('consoleFrameRecordBack')}</Link>
      </p>
      <h1 id={titleId}>{heading}</h1>
      <ConfirmStep />
      <Form
        method="post"
        ref={form.formRef}
        noValidate
        onSubmit={form.onSubmit}
        className="form"
        {...(hasFiles ? { encType: 'multipart/form-data' as const } : {})}
      >
        <StaleSummary />
        <BaseField base={base} />
        <EchoedValues values={form.values}>{children}</EchoedValues>
        <FormMessages messages={form.inlineMessages} />
        <div className="console-actions">
          <SubmitButton isSubmitting={form.isSubmitting}>
            {submitLabel ?? (isNew ? t('consoleFrameRecordCreate') : t('consoleFrameRecordSave'))}
          </SubmitButton>
          {isNew || !canDelete ? null : (
            <ConfirmButton
              name="intent"
              value="delete"
              label={t('consoleFrameRecordDelete')}
              title={t('consoleFrameRecordDeleteTitle')}
              text={deleteText}
              confirmLabel={t('consoleFrameRecordDelete')}
              testId={`${testId}-delete`}
            />
          )}
        </div>
      </Form>
      {after}
      <RecordHistory history={history} />
    </section>
  );
}

/** The head of a record's page (its loader is `loadRecordPage`): its title, and never indexed. */
export function recordPageMeta({ data }: { data?: { title: string } | undefined }) {
  return [{ title: data?.title ?? '' }, { name: 'robots', content: 'noindex' }];
}
