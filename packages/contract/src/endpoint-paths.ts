import { afterSalesStaffPaths } from './console/after-sales-paths.ts';
import { contentPaths } from './console/content-paths.ts';
import { exhibitionPaths } from './console/exhibition-paths.ts';
import { framePaths } from './console/frame-paths.ts';
import { peoplePaths } from './console/people-paths.ts';
import { programmePaths } from './console/programme-paths.ts';
import { settingsPaths } from './console/settings-paths.ts';
import { buildPath, pathParamNames, splitRoute } from './endpoint-route.ts';
import { siteEndpointPaths } from './site-endpoint-paths.ts';

export { buildPath, pathParamNames };

/**
 * Every API endpoint by name: its method and path under /api, `{name}` marking a path parameter
 * (decision 029): the site's (`site-endpoint-paths.ts`, all the browser's client carries) and the staff
 * console's, whose calls are made on the server only. Zod-free; the schemas of each endpoint are in
 * `endpoints.ts`, which must name exactly these endpoints (a compile error otherwise), and the API is
 * checked against both (`apps/api/src/app/endpoints.test.ts`).
 */
export const endpointPaths = {
  ...siteEndpointPaths,

  // the staff's after-sales calls (decision 035) and the staff console (decision 061), one table per part
  ...afterSalesStaffPaths,
  ...framePaths,
  ...peoplePaths,
  ...programmePaths,
  ...exhibitionPaths,
  ...contentPaths,
  ...settingsPaths,
} as const;

export type EndpointName = keyof typeof endpointPaths;
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

type RouteOf<N extends EndpointName> = (typeof endpointPaths)[N];
// each distributes over a union of names (a family's two endpoints, say)
export type EndpointMethod<N extends EndpointName> = N extends unknown
  ? RouteOf<N> extends `${infer M extends HttpMethod} ${string}`
    ? M
    : never
  : never;
export type EndpointPath<N extends EndpointName> = N extends unknown
  ? RouteOf<N> extends `${HttpMethod} ${infer P}`
    ? P
    : never
  : never;

/** The names of a path's `{name}` parameters: `'/media/{type}/{id}'` → `'type' | 'id'`. */
export type PathParamNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PathParamNames<Rest>
  : never;
export type PathParams<N extends EndpointName> = { [K in PathParamNames<EndpointPath<N>>]: string | number };

/** An endpoint's method and path (with its `{name}` placeholders). */
export function endpointRoute<N extends EndpointName>(name: N): { method: EndpointMethod<N>; path: EndpointPath<N> } {
  const route: string | undefined = endpointPaths[name];
  if (route === undefined) throw new Error(`no endpoint ${name}`);
  return splitRoute(route) as { method: EndpointMethod<N>; path: EndpointPath<N> };
}
