import { askConfirm } from '~/features/console/form/console-form.server.ts';
import type { FormRequest } from '~/features/forms/open-form.server.ts';
import { rejectQuestion } from './review-decision.tsx';

/** A review's two calls: the exhibitor's or the customs account's. */
type ReviewCalls =
  | { approve: 'consoleExhibition.approveExhibitor'; reject: 'consoleExhibition.rejectExhibitor' }
  | { approve: 'consoleExhibition.approveCustoms'; reject: 'consoleExhibition.rejectCustoms' };

/**
 * The action of a review's page (decision 064; its card is `ReviewDecision`): `intent=approve` approves;
 * a rejection is asked first (`askConfirm`: the dialog's `confirmed=1`, or the page's confirmation step
 * without scripts), then sent with the posted message. Either way back to the record's page (`page`,
 * without the language's prefix) with the answer, or the refusal beside the message.
 *
 *   export const action = async (args) => reviewAction(await openForm(args), id, calls, adminPaths.exhibitor(id));
 */
export async function reviewAction(form: FormRequest, id: number, calls: ReviewCalls, page: string) {
  const to = form.to(page);
  const params = { params: { id } };
  if (form.text('intent') === 'approve') {
    const result = await form.send(calls.approve, params);
    return form.answer(result, { to, message: form.t('exhibitionAdminApproved') });
  }
  const asked = askConfirm(form, rejectQuestion(form.t));
  if (asked) return asked;
  const result = await form.send(calls.reject, params);
  return form.answer(result, { to, message: form.t('exhibitionAdminRejected') });
}
