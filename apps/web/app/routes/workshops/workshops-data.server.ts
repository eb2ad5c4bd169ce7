import type { OpenRoute } from '~/features/route/open-route.server.ts';

/** Every workshop of the forum (the programme fits on one page), for the list and the day-by-day view. */
export async function loadWorkshops(route: OpenRoute) {
  return { workshops: route.need(await route.api.call('workshops.list', { query: { perPage: 100 } })).items };
}
