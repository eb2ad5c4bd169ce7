import { openForm } from '~/features/forms/open-form.server.ts';

/**
 * The calendar subscription's forms on the personal agenda's pages, with or without the page's scripts:
 * `intent=make` makes a new private address (answered as the page's data, since the address is shown
 * once and never travels in a URL or a cookie), `intent=off` revokes it.
 */
export async function calendarAction(args: { request: Request; context: unknown }) {
  const form = await openForm(args);
  const isMaking = form.text('intent') === 'make';
  const result = await form.send(isMaking ? 'wishlist.createCalendarFeed' : 'wishlist.revokeCalendarFeed');
  return form.answer(result, {
    message: form.t(isMaking ? 'calendarFeedMade' : 'calendarFeedRevoked'),
    data: ({ feed }) => ({ feed }),
    inPage: isMaking,
  });
}
