import { withProtocol } from '@forum/contract/links';
import { redirect } from 'react-router';
import { loadFailure } from '~/api/server-api.ts';
import { localePath, stripLocale } from '~/i18n/i18n.tsx';
import type { Route } from './+types/app-store-redirect';
import { serverApiFor } from './info-loaders.server.ts';

/** The store a path stands for: this module serves both /apple-app-store and /google-play-store. */
export function storeOf(pathname: string): 'apple' | 'google' {
  return stripLocale(pathname).startsWith('/apple-app-store') ? 'apple' : 'google';
}

/**
 * A stable short link to the app in a store: the store's link from the settings, or /driver-app
 * (docs/product/information-pages.md).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { locale, api } = serverApiFor(request, context);
  const result = await api.call('settings.get');
  if (!result.ok) return loadFailure(result);
  const link = result.data.settings.appLinks[storeOf(new URL(request.url).pathname)];
  // a link that changes in the settings must not stay in a browser's cache
  throw redirect(link ? withProtocol(link) : localePath(locale, '/driver-app'), {
    status: 302,
    headers: { 'Cache-Control': 'no-store' },
  });
}

export default function AppStoreRedirect() {
  return null;
}
