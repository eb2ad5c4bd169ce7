import type { ApiResult } from '~/api/client.ts';
import type { FormRequest } from '~/features/forms/open-form.server.ts';
import type { MessageKey } from '~/i18n/en.ts';

/**
 * A bulk action of a content list (decision 065): the API's call for each chosen row, one after the other
 * (each audited on its own); the first refusal is the answer, else back to the same list with the message.
 */
export async function sendEach(
  form: FormRequest,
  ids: readonly string[],
  send: (id: number) => Promise<ApiResult<unknown>>,
  done: MessageKey,
) {
  for (const id of ids) {
    const result = await send(Number(id));
    if (!result.ok) return form.answer(result);
  }
  return form.answer(null, { to: `${form.url.pathname}${form.url.search}`, message: form.t(done) });
}
