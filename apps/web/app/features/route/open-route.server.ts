import type { Profile, ProfileResponse } from '@forum/contract/account';
import type { Locale } from '@forum/contract/locale';
import { isRecordId } from '@forum/contract/record-id';
import { redirect } from 'react-router';
import type { ApiResult } from '~/api/client.ts';
import { getServerApi, routeFailure } from '~/api/server-api.ts';
import { createTranslator, localeOfPath, localePath, stripLocale, type Translate } from '~/i18n/i18n.tsx';
import { messagesFor } from '~/i18n/messages.server.ts';
import { namespacesOf } from '~/i18n/namespaces.ts';

type RouteArgs = { request: Request; context: unknown };

type OpenOptions = {
  /**
   * The page reads the visitor's own things: the visitor's cookie goes to the API, the server neither
   * keeps nor shares the page (decision 031), and a 401 sends a guest to the login page and back.
   */
  personal?: boolean;
};

/**
 * The one opening of every loader (decision 051): the page's language, the API on the visitor's behalf
 * when the page is personal, and one mapping of a failed call to a screen. A loader reads
 *
 *   const route = openRoute(args, { personal: true });
 *   const orders = route.need(await route.api.call('orders.list', { query }));
 *
 * and never writes the language, the login redirect or the error screen again.
 */
export function openRoute(args: RouteArgs, options: OpenOptions = {}) {
  const place = placeOf(args.request);
  const { url, locale } = place;
  const apiIn = (language: Locale) =>
    getServerApi(args.context, language, options.personal ? { personalFor: args.request } : {});
  const api = apiIn(locale);

  return {
    url,
    locale,
    api,
    /** The API answering in another language than the page's (the design system shows both directions). */
    apiIn,
    /** The page's words, for what a loader writes itself (a title in a redirect's message). */
    get t(): Translate {
      return place.t;
    },
    /** A path of this site in the page's language. */
    to: place.to,
    /**
     * The answer's data, or the screen for its failure (`routeFailure`); on a personal page a 401 (the
     * session ended) sends the visitor to the login page and back here.
     */
    need<T>(result: ApiResult<T>, failures: { notFound?: readonly number[] } = {}): T {
      if (result.ok) return result.data;
      if (result.status === 401 && options.personal) throw loginRedirect(url, locale);
      if (failures.notFound?.includes(result.status)) throw notFoundRedirect(locale);
      throw routeFailure(result);
    },
    /** The visitor's own profile, or the login page (exhibitor pages to the exhibitors' login) and back. */
    async visitor(): Promise<ProfileResponse & { profile: Profile }> {
      const result = await getServerApi(args.context, locale, { personalFor: args.request }).call('accounts.profile');
      if (result.ok && result.data.profile) return { ...result.data, profile: result.data.profile };
      if (!result.ok && result.status !== 401) throw routeFailure(result);
      throw loginRedirect(url, locale);
    },
    /** The 404 page in this language, for an address that names nothing (a malformed or unknown id). */
    notFound: () => notFoundRedirect(locale),
    /** An id of the address (`params.id`) that can name a record, or the 404 page: `/sessions/abc` names nothing. */
    id(value: string | undefined): string {
      if (!isRecordId(value)) throw notFoundRedirect(locale);
      return value;
    },
  };
}

export type OpenRoute = ReturnType<typeof openRoute>;

/**
 * What a loader and an action share (decision 052): the address, its language, the page's words (read
 * once asked) and paths of this site in that language.
 */
export function placeOf(request: Request) {
  const url = new URL(request.url);
  const locale = localeOfPath(url.pathname);
  let translate: Translate | undefined;
  return {
    url,
    locale,
    /** The page's words, for what a loader or an action writes itself (a title in a redirect's message). */
    get t(): Translate {
      translate ??= createTranslator(messagesFor(locale, namespacesOf(url.pathname)));
      return translate;
    },
    /** A path of this site in the page's language. */
    to: (path: string) => localePath(locale, path),
  };
}

/** The login page (the exhibitors' for their own pages) that comes back to `here`, a path of this site in `locale`. */
export function loginPathBack(locale: Locale, here: string): string {
  const path = stripLocale(here);
  const family = path.startsWith('/account/exhibitor') ? 'exhibitor' : 'customer';
  return localePath(locale, `/login/${family}?redirect=${encodeURIComponent(path)}`);
}

function loginRedirect(url: URL, locale: Locale) {
  return redirect(loginPathBack(locale, `${stripLocale(url.pathname)}${url.search}`));
}

function notFoundRedirect(locale: Locale) {
  return redirect(localePath(locale, '/404'));
}
