import type { OpenRoute } from '~/features/route/open-route.server.ts';

/**
 * The visitor's saved sessions, or null for an account that cannot keep an agenda (exhibitors,
 * docs/product/conference-and-workshops.md). Who is not logged in is sent to log in and back.
 */
export async function loadSavedSessions(route: OpenRoute) {
  const { profile } = await route.visitor();
  if (profile.userType === 'exhibitor') return { profile, wishlist: null };
  const [result, calendar] = await Promise.all([
    route.api.call('wishlist.get', { query: { paginate: false } }),
    route.api.call('wishlist.calendarFeed'),
  ]);
  // the private calendar address: whether one is on (its address is shown only when made)
  return { profile, wishlist: route.need(result).record, calendarFeed: calendar.ok ? calendar.data.feed : null };
}

/** The visitor's workshop registrations; none for an account that cannot register. */
export async function loadMyWorkshops(route: OpenRoute) {
  const { profile } = await route.visitor();
  if (profile.userType !== 'customer') return { profile, items: null };
  return { profile, items: route.need(await route.api.call('workshops.mine')).items };
}
