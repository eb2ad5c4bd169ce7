import type { EndpointAnswer, EndpointName, JsonEndpointName } from '@forum/contract/endpoints';
import type { ErrorItem } from '@forum/contract/envelope';
import { isRecordId } from '@forum/contract/record-id';
import { data } from 'react-router';
import type { ApiResult } from '~/api/client.ts';
import type { FormEndpoint } from '~/features/forms/fields.server.ts';
import { errorsAs } from '~/features/forms/form-errors.ts';
import type { AnswerOptions, FormRequest } from '~/features/forms/open-form.server.ts';
import { BASE_FIELD, CONFIRMED_FIELD, type ConfirmAnswer, type ConfirmAsk } from './console-form-rules.ts';

/**
 * The answer of a console form's action (decision 061): `form.answer`, and a 409 `staleEdit` refusal
 * (the record changed since the form opened; the API names `base` in it) marked `stale` so that the page says nothing was saved. Its
 * field errors ("changed meanwhile; it is now: …") go beside the fields, the typing is kept, and the
 * page's loader runs again, so the form's `base` becomes the record as it is now: sent again, it saves.
 */
export async function consoleAnswer<T, D extends object = Record<never, never>>(
  form: FormRequest,
  result: ApiResult<T>,
  options: AnswerOptions<T, D> = {},
) {
  const answer = await form.answer(result, { ...options, fields: [BASE_FIELD, ...(options.fields ?? [])] });
  if (isStaleRefusal(result) && isDataAnswer(answer)) {
    const failure = answer.data as Record<string, unknown>;
    failure.stale = true;
    // the general message is the summary's (StaleSummary), not a field's
    delete (failure.fields as Record<string, string> | undefined)?.[BASE_FIELD];
    // the typed values come back, never the old base: the page's hidden field takes the loader's new one
    const values = failure.values as Record<string, string> | undefined;
    if (values) delete values[BASE_FIELD];
  }
  return answer;
}

/**
 * A 409 `staleEdit`: the API names `base` among its errors (apps/api/src/console/stale.ts). The console's
 * other 409s (the last administrator, a group with members, a booth on another) are ordinary refusals.
 */
function isStaleRefusal(result: ApiResult<unknown>): boolean {
  return !result.ok && result.status === 409 && result.errors.some((error) => error.key === BASE_FIELD);
}

/** A data answer of react-router (`data(...)`), as opposed to a redirect's Response. */
function isDataAnswer(value: unknown): value is { data: unknown } {
  return typeof value === 'object' && value !== null && !(value instanceof Response) && 'data' in value;
}

/**
 * The first step of a destructive action, without scripts too (decision 061): a form sent without
 * `confirmed=1` is answered the question (`{ confirm }`), which the page shows as a form of its own
 * (`ConfirmStep`) sending the same fields with `confirmed=1`; null once confirmed, to go on.
 *
 *   const asked = askConfirm(form, { title, text, confirmLabel });
 *   if (asked) return asked;
 */
export function askConfirm(form: FormRequest, ask: Omit<ConfirmAsk, 'fields'>) {
  if (form.text(CONFIRMED_FIELD) === '1') return null;
  const fields: Record<string, string> = {};
  for (const [name, value] of form.form) {
    if (typeof value === 'string' && name !== CONFIRMED_FIELD) fields[name] = value;
  }
  return data<ConfirmAnswer>({ confirm: { ...ask, fields } });
}

/** What a record's page says after each of its actions, in the caller's language; a success's words may read its answer. */
export type RecordWords<Saved = unknown, Deleted = unknown> = {
  confirmTitle: string;
  confirmText: string;
  confirmLabel: string;
  deleted: string | ((done: Deleted) => string);
  created: string | ((done: Saved) => string);
  saved: string | ((done: Saved) => string);
};

/** The answer of a call of a record's page. */
type AnswerOf<N> = N extends EndpointName ? EndpointAnswer<N> : never;

/**
 * The action of a console record's page (`/admin/…/:id`, `new` for a new record) in one place (decision
 * 061): `intent=delete` asks its confirmation step, then deletes; anything else creates or updates the
 * record with the body the form posted (by the contract's fields of that call), completed by `complete`
 * (an uploaded picture's address, a session's ticked speakers) or refused with its field errors. Each answer
 * is `consoleAnswer`'s: a stale edit refused with what changed, a success back to the list with its word
 * (a saved one goes to `savedTo` instead when given). A new record has nothing to delete: a delete sent to
 * `new` is refused as a wrong address is. A form with fields beyond its calls' (a photo's file) names them
 * (`fields`) and says which of the API's errors are theirs (`errorsAs`).
 *
 *   export const action = async (args) =>
 *     recordAction(await openForm(args), args.params.id, {
 *       list: LIST,
 *       calls: { create: 'admin.createFaq', update: 'admin.updateFaq', remove: 'admin.deleteFaq' },
 *       words: contentWords(form),
 *     });
 */
export async function recordAction<
  Create extends FormEndpoint,
  Update extends FormEndpoint,
  Remove extends JsonEndpointName,
>(
  form: FormRequest,
  id: string | undefined,
  options: {
    list: string;
    calls: { create: Create; update: Update; remove: Remove };
    words: RecordWords<AnswerOf<Create | Update>, AnswerOf<Remove>>;
    complete?: () => Promise<Record<string, unknown> | readonly ErrorItem[] | null>;
    savedTo?: (done: AnswerOf<Create | Update>) => string;
    fields?: readonly string[];
    errorsAs?: Readonly<Record<string, ErrorItem>>;
  },
) {
  const isNew = id === 'new';
  const isDelete = form.text('intent') === 'delete';
  if (isNew ? isDelete : !isRecordId(id)) return form.answer([{ key: 'error', value: form.t('somethingWentWrong') }]);
  const params = { id: Number(id) };
  const { calls, words } = options;
  const to = form.to(options.list);
  const fields = options.fields ? { fields: options.fields } : {};
  // one call of the three, chosen at run time: its input is the table's for that name
  const send = form.send as (name: JsonEndpointName, input?: object) => Promise<ApiResult<never>>;
  if (isDelete) {
    const asked = askConfirm(form, {
      title: words.confirmTitle,
      text: words.confirmText,
      confirmLabel: words.confirmLabel,
    });
    if (asked) return asked;
    const result: ApiResult<AnswerOf<Remove>> = await send(calls.remove, { params });
    return consoleAnswer(form, result, { to, message: words.deleted });
  }
  const extra = await options.complete?.();
  if (Array.isArray(extra)) return form.answer(extra, fields);
  const call = isNew ? calls.create : calls.update;
  const body = { ...(form.bodyOf(call) as object), ...(extra ?? {}) };
  const sent: ApiResult<AnswerOf<Create | Update>> = await send(call, isNew ? { body } : { params, body });
  const result = options.errorsAs ? errorsAs(sent, options.errorsAs) : sent;
  const message = isNew ? words.created : words.saved;
  return consoleAnswer(form, result, { to: options.savedTo ?? to, message, ...fields });
}
