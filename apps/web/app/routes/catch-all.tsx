import { redirect } from 'react-router';
import { localeOfPath, localePath } from '~/i18n/i18n.tsx';
import type { Route } from './+types/catch-all';

/** Unknown paths redirect to /404 in the same language (docs/product/shell-and-languages.md). */
export function loader({ request }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  throw redirect(localePath(localeOfPath(pathname), '/404'));
}

export default function CatchAll() {
  return null;
}
