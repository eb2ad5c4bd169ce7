import { withProtocol } from '@forum/contract/links';
import { redirect } from 'react-router';
import { openRoute } from '~/features/route/open-route.server.ts';
import { stripLocale } from '~/i18n/i18n.tsx';
import type { Route } from './+types/app-store-redirect';

/** The store a path stands for: this module serves both /apple-app-store and /google-play-store. */
export function storeOf(pathname: string): 'apple' | 'google' {
  return stripLocale(pathname).startsWith('/apple-app-store') ? 'apple' : 'google';
}

/**
 * A stable short link to the app in a store: the store's link from the settings, or /driver-app
 * (docs/product/information-pages.md).
 */
export async function loader(args: Route.LoaderArgs) {
  const route = openRoute(args);
  const { settings } = route.need(await route.api.call('settings.get'));
  const link = settings.appLinks[storeOf(route.url.pathname)];
  // a link that changes in the settings must not stay in a browser's cache
  throw redirect(link ? withProtocol(link) : route.to('/driver-app'), {
    status: 302,
    headers: { 'Cache-Control': 'no-store' },
  });
}

export default function AppStoreRedirect() {
  return null;
}
