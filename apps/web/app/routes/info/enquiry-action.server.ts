import type { EndpointBody } from '@forum/contract/endpoints';
import { startFormAction } from '~/features/forms/form-action.server.ts';
import { SENT_PARAM } from './enquiry-form.tsx';

/**
 * The action of a message to the forum (contact, sponsorship enquiry): the fields as sent to the API,
 * then the page again with `?sent` and the API's answer as its message, or the page with the errors.
 */
export async function sendEnquiry(
  args: { request: Request; context: unknown },
  options: {
    endpoint: 'info.contact' | 'sponsorship.request';
    fields: readonly string[];
    page: string;
    anchor?: string;
  },
) {
  const form = await startFormAction(args);
  // the form's fields as typed, checked by the API's schema
  const body = Object.fromEntries(options.fields.map((name) => [name, form.text(name)])) as EndpointBody<
    typeof options.endpoint
  >;
  const result = await form.api.call(options.endpoint, { body });
  if (!result.ok) return form.fail(result, options.fields);
  const anchor = options.anchor ? `#${options.anchor}` : '';
  return form.redirect(`${form.to(options.page)}?${SENT_PARAM}=1${anchor}`, {
    kind: 'success',
    text: result.data.message,
  });
}
