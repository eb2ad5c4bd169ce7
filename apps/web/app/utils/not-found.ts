import { redirect } from 'react-router';
import { localeOfPath, localePath } from '~/i18n/i18n.tsx';

/**
 * A record that does not exist (or that this visitor may not see) is an unknown page: the /404 page
 * of the request's language. Loaders `throw notFound(request)`.
 */
export function notFound(request: Request): Response {
  return redirect(localePath(localeOfPath(new URL(request.url).pathname), '/404'));
}
