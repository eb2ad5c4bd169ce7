import type { EnquirySent } from '@forum/contract/forms';
import { startFormAction } from '~/features/forms/form-action.server.ts';
import { SENT_PARAM } from './enquiry-form.tsx';

/**
 * The action of a message to the forum (contact, sponsorship enquiry): the fields as sent to the API,
 * then the page again with `?sent` and the API's answer as its message, or the page with the errors.
 */
export async function sendEnquiry(
  args: { request: Request; context: unknown },
  options: { apiPath: string; fields: readonly string[]; page: string; anchor?: string },
) {
  const form = await startFormAction(args);
  const body = Object.fromEntries(options.fields.map((name) => [name, form.text(name)]));
  const result = await form.api.post<EnquirySent>(options.apiPath, { body });
  if (!result.ok) return form.fail(result, options.fields);
  const anchor = options.anchor ? `#${options.anchor}` : '';
  return form.redirect(`${form.to(options.page)}?${SENT_PARAM}=1${anchor}`, {
    kind: 'success',
    text: result.data.message,
  });
}
