import { openForm } from '~/features/forms/open-form.server.ts';
import { SENT_PARAM } from './enquiry-form.tsx';

/**
 * The action of a message to the forum (contact, sponsorship enquiry): the fields as sent to the API,
 * then the page again with `?sent` and the API's answer as its message, or the page with the errors.
 */
export async function sendEnquiry(
  args: { request: Request; context: unknown },
  options: {
    endpoint: 'info.contact' | 'sponsorship.request';
    page: string;
    anchor?: string;
  },
) {
  const form = await openForm(args);
  const result = await form.send(options.endpoint);
  const anchor = options.anchor ? `#${options.anchor}` : '';
  return form.answer(result, {
    to: `${form.to(options.page)}?${SENT_PARAM}=1${anchor}`,
    message: (sent) => sent.message,
  });
}
