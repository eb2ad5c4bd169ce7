import { data } from 'react-router';
import type { ApiResult } from '~/api/client.ts';
import type { AnswerOptions, FormRequest } from '~/features/forms/open-form.server.ts';
import { BASE_FIELD, CONFIRMED_FIELD, type ConfirmAnswer, type ConfirmAsk } from './console-form-rules.ts';

/**
 * The answer of a console form's action (decision 061): `form.answer`, and a 409 refusal (`staleEdit`,
 * the record changed since the form opened) marked `stale` so that the page says nothing was saved. Its
 * field errors ("changed meanwhile; it is now: …") go beside the fields, the typing is kept, and the
 * page's loader runs again, so the form's `base` becomes the record as it is now: sent again, it saves.
 */
export async function consoleAnswer<T, D extends object = Record<never, never>>(
  form: FormRequest,
  result: ApiResult<T>,
  options: AnswerOptions<T, D> = {},
) {
  const answer = await form.answer(result, { ...options, fields: [BASE_FIELD, ...(options.fields ?? [])] });
  if (!result.ok && result.status === 409 && isDataAnswer(answer)) {
    const failure = answer.data as Record<string, unknown>;
    failure.stale = true;
    // the typed values come back, never the old base: the page's hidden field takes the loader's new one
    const values = failure.values as Record<string, string> | undefined;
    if (values) delete values[BASE_FIELD];
  }
  return answer;
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
