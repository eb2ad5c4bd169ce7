import { redirect } from 'react-router';
import { wishlistAction } from '~/features/wishlist/wishlist-action.server.ts';
import { localeOfPath, localePath } from '~/i18n/i18n.tsx';
import type { Route } from './+types/wishlist';

/** The hearts' form target; the list itself is a page of the personal agenda. */
export function loader({ request }: Route.LoaderArgs) {
  return redirect(localePath(localeOfPath(new URL(request.url).pathname), '/my-agenda/conference-sessions'));
}

export function action(args: Route.ActionArgs) {
  return wishlistAction(args);
}
