import { useLocation } from 'react-router';
import { useHydrated } from '~/utils/use-hydrated.ts';

/** Set to 1 once the page's scripts run: the action then answers data instead of a redirect. */
export const ENHANCED_FIELD = '_enhanced';
/** The page a plain form post goes back to. */
export const RETURN_FIELD = 'returnTo';

/**
 * The hidden fields of a small form in a page (a heart, add to cart, a cart line): where a plain post
 * returns to, and whether the page's scripts sent it. A tap before the scripts run is a plain post.
 */
export function ActionFields() {
  const location = useLocation();
  const isHydrated = useHydrated();
  return (
    <>
      <input type="hidden" name={RETURN_FIELD} value={`${location.pathname}${location.search}`} />
      <input type="hidden" name={ENHANCED_FIELD} value={isHydrated ? '1' : ''} />
    </>
  );
}
