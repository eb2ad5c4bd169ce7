import { startFormAction } from '~/features/forms/form-action.server.ts';

const FIELDS = ['rating', 'body'] as const;

/**
 * A review sent from a product's reviews page, with or without the page's scripts: back to the page
 * with the message (the list and the average as they now are), or the page again with the field
 * errors. A refusal for who the visitor is (a guest, a product not delivered) is told on the page; a
 * guest is asked to log in and comes back.
 */
export async function reviewAction(args: { request: Request; context: unknown }) {
  const form = await startFormAction(args);
  const body = {
    product: Number(form.text('product')),
    rating: Number(form.text('rating')),
    body: form.text('body'),
  };
  const result = await form.api.call('reviews.create', { body });
  if (!result.ok) {
    if (result.status === 401 || result.status === 403) return form.refused(result);
    return form.fail(result, FIELDS);
  }
  return form.goTo(form.returnTo, { kind: 'success', text: result.data.message });
}
