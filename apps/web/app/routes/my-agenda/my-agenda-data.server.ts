import { getServerApi, loadFailure } from '~/api/server-api.ts';
import { requireProfile } from '~/features/session/require-profile.server.ts';
import { localeOfPath } from '~/i18n/i18n.tsx';

/**
 * The visitor's saved sessions, or null for an account that cannot keep an agenda (exhibitors,
 * docs/product/conference-and-workshops.md). Who is not logged in is sent to log in and back.
 */
export async function loadSavedSessions(request: Request, context: unknown) {
  const { profile } = await requireProfile(request, context);
  if (profile.userType === 'exhibitor') return { profile, wishlist: null };
  const locale = localeOfPath(new URL(request.url).pathname);
  const api = getServerApi(context, locale, { personalFor: request });
  const [result, calendar] = await Promise.all([
    api.call('wishlist.get', { query: { paginate: false } }),
    api.call('wishlist.calendarFeed'),
  ]);
  if (!result.ok) loadFailure(result);
  // the private calendar address: whether one is on (its address is shown only when made)
  return { profile, wishlist: result.data.record, calendarFeed: calendar.ok ? calendar.data.feed : null };
}

/** The visitor's workshop registrations; none for an account that cannot register. */
export async function loadMyWorkshops(request: Request, context: unknown) {
  const { profile } = await requireProfile(request, context);
  if (profile.userType !== 'customer') return { profile, items: null };
  const locale = localeOfPath(new URL(request.url).pathname);
  const result = await getServerApi(context, locale, { personalFor: request }).call('workshops.mine');
  if (!result.ok) loadFailure(result);
  return { profile, items: result.data.items };
}
