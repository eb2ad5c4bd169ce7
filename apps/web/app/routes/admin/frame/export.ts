import { type EndpointName, endpointPaths } from '@forum/contract/endpoint-paths';
import type { WebLoadContext } from '@forum/contract/web-context';
import { redirect } from 'react-router';
import { loginPathBack, placeOf } from '~/features/route/open-route.server.ts';
import type { Route } from './+types/export';

/**
 * The CSV export of any console list (decision 062): `/admin/export/{endpoint}?{the list's query}`, where
 * `endpoint` names a `GET /admin/….csv` entry of the table (`admin.auditCsv`). The file comes from the
 * API on the staff member's behalf (their cookie; the API checks the permission), passed through as it is.
 * One route for every list, so a list's export link is its spec's `exportEndpoint` and nothing else.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { url, locale } = placeOf(request);
  const name = params.name as EndpointName;
  const route = Object.hasOwn(endpointPaths, name) ? endpointPaths[name] : undefined;
  if (!route?.startsWith('GET /admin/') || !route.endsWith('.csv')) {
    throw new Response(null, { status: 404 });
  }
  const web = context as Partial<WebLoadContext> | undefined;
  const apiFetch =
    web?.apiFetch ??
    ((path: string, init?: RequestInit) =>
      fetch(new URL(path, process.env.API_ORIGIN ?? 'http://127.0.0.1:3001'), init));
  web?.markPersonal?.();
  const cookie = request.headers.get('cookie');
  const answer = await apiFetch(`/api${route.slice('GET '.length)}${url.search}`, {
    headers: { OS: 'wui', 'LOCALE-CODE': locale, accept: 'text/csv', ...(cookie ? { cookie } : {}) },
  });
  if (answer.status === 401) throw redirect(loginPathBack(locale, `${url.pathname}${url.search}`));
  const headers = new Headers({ 'cache-control': 'private, no-store' });
  for (const header of ['content-type', 'content-disposition']) {
    const value = answer.headers.get(header);
    if (value) headers.set(header, value);
  }
  return new Response(answer.body, { status: answer.status, headers });
}
