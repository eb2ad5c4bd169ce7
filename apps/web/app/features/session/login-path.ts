import { withQuery } from '~/utils/query.ts';

/**
 * The login page for a page of the site (a path without its language), coming back to it afterwards:
 * the exhibitors' login for their own account pages, the visitors' for any other.
 */
export function loginPathFor(here: string): string {
  const family = here.startsWith('/account/exhibitor') ? 'exhibitor' : 'customer';
  return withQuery(`/login/${family}`, { redirect: here });
}
