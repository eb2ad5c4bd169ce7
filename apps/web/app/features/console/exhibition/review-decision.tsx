import type { consoleExhibitionRejectCustomsForm } from '@forum/contract/form-fields/consoleExhibition.rejectCustoms';
import type { consoleExhibitionRejectExhibitorForm } from '@forum/contract/form-fields/consoleExhibition.rejectExhibitor';
import { Form } from 'react-router';
import { FormMessages, TextAreaField } from '~/components/form.tsx';
import { ConfirmButton, ConfirmStep } from '~/features/console/form/console-form.tsx';
import { useForm } from '~/features/forms/use-form.tsx';
import { useForumTimeZone } from '~/features/shell/root-data.ts';
import { type Translate, useI18n } from '~/i18n/i18n.tsx';
import { formatDay } from '~/utils/dates.ts';

/** The reject call of a review: the exhibitor's or the customs account's (the same body, a message). */
export type RejectCall = typeof consoleExhibitionRejectExhibitorForm | typeof consoleExhibitionRejectCustomsForm;

/**
 * The question before a rejection, in the page's language: the page's `ConfirmButton` and the action's
 * `askConfirm` (`reviewAction`) say the same words.
 */
export function rejectQuestion(t: Translate) {
  return {
    title: t('exhibitionAdminRejectConfirmTitle'),
    text: t('exhibitionAdminRejectConfirmText'),
    confirmLabel: t('exhibitionAdminRejectConfirm'),
  };
}

/**
 * The review of a company or a customs account (decision 064), one card for both: when it was reviewed,
 * the message it was rejected with, and the decisions the record still allows: approve (one button), or
 * reject with a message, asked first (the console kit's `ConfirmButton`: a dialog with scripts, the page's
 * `ConfirmStep` without). The page's action is `reviewAction`.
 *
 *   <ReviewDecision record={exhibitor} reject={consoleExhibitionRejectExhibitorForm} testId="exhibitor"
 *     canApprove={exhibitor.status !== 'published'} canReject={exhibitor.status === 'waiting'}
 *     approveLabel={t('exhibitionAdminApprove')} />
 */
export function ReviewDecision({
  record,
  reject,
  canApprove,
  canReject,
  approveLabel,
  testId,
}: {
  record: { reviewedAt: string | null; reviewMessage: string | null };
  reject: RejectCall;
  canApprove: boolean;
  canReject: boolean;
  approveLabel: string;
  /** `exhibitor`: the buttons are `approve-exhibitor` and `reject-exhibitor`. */
  testId: string;
}) {
  const { t, locale } = useI18n();
  const timeZone = useForumTimeZone();
  const { formRef, field, onSubmit, isSubmitting, inlineMessages } = useForm(reject, { intent: 'reject' });
  return (
    <section className="ex-admin__card">
      <h2 className="ex-admin__subtitle">{t('exhibitionAdminReview')}</h2>
      {record.reviewedAt ? (
        <p>{t('exhibitionAdminReviewedAt', { date: formatDay(record.reviewedAt, locale, timeZone) })}</p>
      ) : null}
      {record.reviewMessage ? (
        <>
          <h3 className="ex-admin__minor">{t('exhibitionAdminReviewMessage')}</h3>
          <p className="ex-admin__message">{record.reviewMessage}</p>
        </>
      ) : null}
      <ConfirmStep />
      <div className="ex-admin__decisions">
        {canApprove ? (
          <Form method="post" className="ex-admin__decision">
            <button type="submit" name="intent" value="approve" className="button" data-testid={`approve-${testId}`}>
              {approveLabel}
            </button>
          </Form>
        ) : null}
        {canReject ? (
          <Form method="post" ref={formRef} noValidate onSubmit={onSubmit} className="form ex-admin__decision">
            <TextAreaField {...field('message')} label={t('exhibitionAdminRejectMessage')} rows={3} />
            <FormMessages messages={inlineMessages} />
            <ConfirmButton
              {...rejectQuestion(t)}
              label={t('exhibitionAdminReject')}
              name="intent"
              value="reject"
              testId={`reject-${testId}`}
              isBusy={isSubmitting}
            />
          </Form>
        ) : null}
      </div>
    </section>
  );
}
