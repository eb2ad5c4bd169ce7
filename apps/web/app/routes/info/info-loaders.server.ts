import type { Locale } from '@forum/contract/locale';
import { redirect } from 'react-router';
import type { ApiResult } from '~/api/client.ts';
import { getServerApi, loadFailure } from '~/api/server-api.ts';
import { localeOfPath, localePath } from '~/i18n/i18n.tsx';

/** The language of a loader's request and its API client. */
export function serverApiFor(request: Request, context: unknown) {
  const locale = localeOfPath(new URL(request.url).pathname);
  return { locale, api: getServerApi(context, locale) };
}

/** The /404 page in the request's language (unknown things redirect there). */
export function notFound(locale: Locale): Response {
  return redirect(localePath(locale, '/404'));
}

/** The data of a successful answer; a 404 sends the visitor to /404, any other failure to the error screen. */
export function dataOrNotFound<T>(result: ApiResult<T>, locale: Locale): T {
  if (result.ok) return result.data;
  if (result.status === 404) throw notFound(locale);
  return loadFailure(result);
}

/** The data of a successful answer; any failure goes to the error (or maintenance) screen. */
export function loadOrFail<T>(result: ApiResult<T>): T {
  if (result.ok) return result.data;
  return loadFailure(result);
}
