import type { siteEndpointPaths } from '@forum/contract/site-endpoint-paths';

/**
 * The endpoints the browser itself calls (decision 029): the rest of the site's calls are made by loaders and
 * actions on the server, with the whole table (`server-api.ts`). Written out rather than picked from
 * `siteEndpointPaths`, so that the browser carries these few lines instead of the table of some 130 (1 KB
 * compressed on every page); `satisfies` holds each path to the contract's, and the browser's client takes
 * only these names (`useApi`), so a call to another endpoint from a component does not compile.
 */
export const browserEndpointPaths = {
  'accounts.guestSession': 'POST /login/guests',
  'accounts.profile': 'GET /profile',
  'search.suggestions': 'GET /search/suggestions',
  'workshops.mine': 'GET /workshops/registrations',
  'wishlist.get': 'GET /wishlist',
  'cart.get': 'GET /cart',
  'addresses.cities': 'GET /cities',
  'addresses.districts': 'GET /districts',
  'live.stream': 'GET /stream',
} as const satisfies Partial<typeof siteEndpointPaths>;
