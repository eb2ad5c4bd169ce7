import { openForm } from '~/features/forms/open-form.server.ts';

/**
 * A review sent from a product's reviews page, with or without the page's scripts: back to the page
 * with the message (the list and the average as they now are), or the page again with the field
 * errors. A refusal for who the visitor is (a guest, a product not delivered) is told on the page; a
 * guest is asked to log in and comes back.
 */
export async function reviewAction(args: { request: Request; context: unknown }) {
  const form = await openForm(args);
  const result = await form.send('reviews.create');
  return form.answer(result, { to: form.returnTo, message: ({ message }) => message, asksLogin: true });
}
