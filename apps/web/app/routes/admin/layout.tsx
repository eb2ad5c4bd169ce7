import type { ErrorItem } from '@forum/contract/envelope';
import { data, isRouteErrorResponse, Outlet, useRouteError, useRouteLoaderData } from 'react-router';
import { ConsoleFrame } from '~/features/console/frame/console-frame.tsx';
import { openRoute } from '~/features/route/open-route.server.ts';
import { ProblemScreenPart } from '~/features/shell/problem-screen-part.tsx';
import { stripLocale } from '~/i18n/i18n.tsx';
import { personalPageMeta } from '~/utils/personal-meta.ts';
import type { Route } from './+types/layout';
import { consoleNavOf, consolePageAt, consoleRefusal } from './console-access.ts';

/**
 * The console is staff's only (decision 061): a guest goes to log in and comes back, a customer or an
 * exhibitor gets the styled 403, and so does staff whose group lacks the matched page's permission (the
 * one check of every console page, from its entry in the pages' lists; the API checks its calls again).
 */
export async function loader(args: Route.LoaderArgs) {
  const route = openRoute(args, { personal: true });
  const { user, profile } = await route.visitor();
  if (consoleRefusal(user, consolePageAt(stripLocale(route.url.pathname))) !== null) {
    throw data({ errors: [{ key: 'forbidden', value: route.t('consoleFrameForbidden') }] }, { status: 403 });
  }
  return { user, profile, nav: consoleNavOf(user) };
}

/** Personal pages: never kept by a shared cache, nor by the browser's (decision 006). */
export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export function meta({ matches }: Route.MetaArgs) {
  return personalPageMeta(matches[0]?.loaderData, (t) => t('consoleFrameTitle'));
}

export default function ConsoleLayout({ loaderData }: Route.ComponentProps) {
  return (
    <ConsoleFrame nav={loaderData.nav}>
      <Outlet />
    </ConsoleFrame>
  );
}

/**
 * A refused or failed console page: the site's error screen (decision 050), inside the console's frame
 * when the staff member's console was loaded (a page's own failure), else alone (refused entry).
 */
export function ErrorBoundary() {
  const error = useRouteError();
  const shell = useRouteLoaderData<typeof loader>('admin');
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const errors: ErrorItem[] =
    isRouteErrorResponse(error) && Array.isArray((error.data as { errors?: unknown } | null)?.errors)
      ? (error.data as { errors: ErrorItem[] }).errors
      : [];
  const screen = <ProblemScreenPart status={status} errors={errors} />;
  return shell ? <ConsoleFrame nav={shell.nav}>{screen}</ConsoleFrame> : screen;
}
