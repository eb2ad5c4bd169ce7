import { data } from 'react-router';
import { startFormAction } from '~/features/forms/form-action.server.ts';

/**
 * The calendar subscription's forms on the personal agenda's pages, with or without the page's scripts:
 * `intent=make` makes a new private address (answered as the page's data, since the address is shown
 * once and never travels in a URL or a cookie), `intent=off` revokes it.
 */
export async function calendarAction(args: { request: Request; context: unknown }) {
  const form = await startFormAction(args);
  const isMaking = form.text('intent') === 'make';
  const result = isMaking
    ? await form.api.call('wishlist.createCalendarFeed')
    : await form.api.call('wishlist.revokeCalendarFeed');
  if (!result.ok) return form.refused(result);
  const message = form.t(isMaking ? 'calendarFeedMade' : 'calendarFeedRevoked');
  if (isMaking && !form.isEnhanced) return data({ ok: true as const, message, feed: result.data.feed });
  return form.done({ feed: result.data.feed }, message);
}
