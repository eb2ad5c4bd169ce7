import { endpointPaths } from '@forum/contract/endpoint-paths';
import type { Locale } from '@forum/contract/locale';
import type { WebLoadContext } from '@forum/contract/web-context';
import { data } from 'react-router';
import { createTranslator } from '~/i18n/i18n.tsx';
import { messagesFor } from '~/i18n/messages.server.ts';
import { type ApiFailure, createApiClient } from './client.ts';

/**
 * The API client of loaders: the same client, reaching the API in-process through the load context;
 * under `react-router dev` (no context) over HTTP to the API started by `npm run dev`.
 * Public pages call it as nobody (decision 006); a personal page passes its request, and the
 * visitor's cookie goes along.
 */
export function getServerApi(context: unknown, locale: Locale, options: { personalFor?: Request } = {}) {
  const apiFetch =
    (context as Partial<WebLoadContext> | undefined)?.apiFetch ??
    ((url: string, init?: RequestInit) => fetch(new URL(url, process.env.API_ORIGIN ?? 'http://127.0.0.1:3001'), init));
  // a page that reads the session is personal: the server neither keeps nor shares it (decision 031)
  if (options.personalFor) (context as Partial<WebLoadContext> | undefined)?.markPersonal?.();
  const cookie = options.personalFor?.headers.get('cookie');
  return createApiClient({
    routes: endpointPaths,
    locale,
    t: createTranslator(messagesFor(locale)),
    fetch: apiFetch,
    ...(cookie ? { headers: { cookie } } : {}),
  });
}

/**
 * A failed call as the screen the root's error boundary shows: 503 the maintenance screen, a status
 * the API gave (403, 404, 429 …) the error screen with its messages, no answer at all a 500. The one
 * place that maps a failure to a status (loaders through `openRoute`, the root, the sitemap).
 */
export function routeFailure(result: ApiFailure) {
  return data({ errors: result.errors }, { status: failureStatus(result) });
}

/** The status a page answers for a failed call: the API's own (503 is maintenance), 500 when none came. */
export function failureStatus(result: Pick<ApiFailure, 'status'>): number {
  return result.status >= 400 && result.status < 600 ? result.status : 500;
}
