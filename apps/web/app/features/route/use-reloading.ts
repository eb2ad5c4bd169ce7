import { useLocation, useNavigation } from 'react-router';

/**
 * Whether the page is loading another selection of itself (a filter, a sort, a page of the same list), so that
 * the list on screen can say it is being replaced (`aria-busy`) rather than vanish; a way to another page is not.
 */
export function useIsReloading(): boolean {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  return navigation.state === 'loading' && navigation.location.pathname === pathname;
}
