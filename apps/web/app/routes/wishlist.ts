import { redirect } from 'react-router';
import { openRoute } from '~/features/route/open-route.server.ts';
import { wishlistAction } from '~/features/wishlist/wishlist-action.server.ts';
import type { Route } from './+types/wishlist';

/** The hearts' form target; the list itself is a page of the personal agenda. */
export function loader(args: Route.LoaderArgs) {
  return redirect(openRoute(args).to('/my-agenda/conference-sessions'));
}

export function action(args: Route.ActionArgs) {
  return wishlistAction(args);
}
