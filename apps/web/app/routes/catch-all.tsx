import { openRoute } from '~/features/route/open-route.server.ts';
import type { Route } from './+types/catch-all';

/** Unknown paths redirect to /404 in the same language (docs/product/shell-and-languages.md). */
export function loader(args: Route.LoaderArgs) {
  throw openRoute(args).notFound();
}

export default function CatchAll() {
  return null;
}
