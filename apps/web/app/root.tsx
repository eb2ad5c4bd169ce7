import { isPageOpenDuringMaintenance } from '@forum/contract/console/settings-rules';
import { SESSION_COOKIE } from '@forum/contract/cookies';
import type { ErrorItem } from '@forum/contract/envelope';
import { directionOf, isLocale } from '@forum/contract/locale';
import type { SettingsResponse } from '@forum/contract/settings';
import { PUBLIC_PAGE_CACHE_CONTROL, type WebLoadContext } from '@forum/contract/web-context';
import { type ReactNode, useEffect } from 'react';
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  redirect,
  Scripts,
  ScrollRestoration,
  useLocation,
  useNavigation,
  useRouteError,
} from 'react-router';
import { revalidateOnMoveWhen } from '~/features/route/revalidate.ts';
import { ProblemScreenPart } from '~/features/shell/problem-screen-part.tsx';
import type { Route } from './+types/root';
import { failureStatus, getServerApi } from './api/server-api.ts';
import { Footer } from './components/footer.tsx';
import { ToastProvider } from './components/toasts.tsx';
import { CartProvider } from './features/cart/cart-provider.tsx';
import { clearFlashCookie, readFlash } from './features/forms/flash.server.ts';
import { isPersonalPage } from './features/route/personal-pages.ts';
import { SessionProvider } from './features/session/session.tsx';
import { SessionLoader } from './features/session/session-loader.tsx';
import { Header } from './features/shell/header.tsx';
import { type RootData, useRootData } from './features/shell/root-data.ts';
import { readVisitor } from './features/shell/visitor.server.ts';
import { WishlistProvider } from './features/wishlist/wishlist-provider.tsx';
import { I18nProvider, localeOfPath, useI18n } from './i18n/i18n.tsx';
import { messagesFor } from './i18n/messages.server.ts';
import { namespacesOf } from './i18n/namespaces.ts';
import siteCss from './styles/site.css?inline';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  // an unknown first segment (/foo) is a path, not a language
  if (params.lang !== undefined && !isLocale(params.lang)) throw redirect('/404');
  const url = new URL(request.url);
  const locale = localeOfPath(url.pathname);
  const messages = messagesFor(locale, namespacesOf(url.pathname));
  const publicUrl = (context as Partial<WebLoadContext> | undefined)?.publicUrl;
  // the configured address, not the Host header, names the page in links a cache may keep (decision 006)
  const origin = publicUrl ?? url.origin;
  const cacheControl = publicUrl ? PUBLIC_PAGE_CACHE_CONTROL : 'private, no-cache';
  // the settings are loaded when the root screen starts, and kept for every page. During maintenance only
  // the console and the staff's way in answer (decision 066): there the staff's session asks, and the
  // login page shows without the settings rather than the maintenance screen.
  const isOpenPage = isPageOpenDuringMaintenance(url.pathname);
  const hasCookie = hasSessionCookie(request.headers.get('cookie'));
  const hasSession = isOpenPage && hasCookie;
  // a personal page is the visitor's alone: its header names the account and counts from the server
  // (decision 073); a public page never reads who is asking (decision 006)
  const [result, visitor] = await Promise.all([
    getServerApi(context, locale, hasSession ? { personalFor: request } : {}).call('settings.get'),
    hasCookie && isPersonalPage(url.pathname) ? readVisitor(context, locale, request) : null,
  ]);
  // a message a form left for this page (a form sent without scripts ends in a redirect): shown once
  const flash = readFlash(request.headers.get('cookie'));
  const flashHeaders: HeadersInit = flash ? { 'Set-Cookie': clearFlashCookie } : {};
  if (!result.ok) {
    const status = failureStatus(result);
    if (status === 503 && isOpenPage) {
      return data({ locale, messages, origin, site: null, flash, failure: null, visitor } satisfies RootData, {
        headers: { 'Cache-Control': 'private, no-store', ...flashHeaders },
      });
    }
    return data(
      {
        locale,
        messages,
        origin,
        site: null,
        flash,
        failure: { status, errors: result.errors },
        visitor,
      } satisfies RootData,
      { status, headers: flashHeaders },
    );
  }
  return data({ locale, messages, origin, site: result.data, flash, failure: null, visitor } satisfies RootData, {
    headers: { 'Cache-Control': flash ? 'private, no-store' : cacheControl, ...flashHeaders },
  });
}

function hasSessionCookie(header: string | null): boolean {
  return (header ?? '').split(';').some((part) => part.trim().startsWith(`${SESSION_COOKIE}=`));
}

/** The root's data changes only with the language or the texts the next page needs (or after a form is sent). */
export const shouldRevalidate = revalidateOnMoveWhen(
  ({ currentUrl, nextUrl }) =>
    localeOfPath(currentUrl.pathname) !== localeOfPath(nextUrl.pathname) ||
    namespacesOf(currentUrl.pathname).join() !== namespacesOf(nextUrl.pathname).join(),
);

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return { 'Cache-Control': loaderHeaders.get('Cache-Control') ?? 'private, no-cache' };
}

export function links(): Route.LinkDescriptors {
  return [
    { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
    { rel: 'manifest', href: '/site.webmanifest' },
  ];
}

// Most pages never show it: loaded when a page fails, so that no page's script carries it (decision 050)

/**
 * The shell's stylesheet. The browser build leaves its text out (vite.config.ts, decision 032) and
 * takes it from the page the server wrote: read once, so that a document React draws again (the root's
 * error screen after a navigation in the browser) keeps its styles instead of an empty <style>.
 */
const shellCss: string =
  siteCss || (typeof document === 'undefined' ? '' : (document.getElementById('site-css')?.textContent ?? ''));

/** The document: `<html lang dir>` is right on the first byte, so the first paint has the right direction. */
export function Layout({ children }: { children: ReactNode }) {
  const rootData = useRootData();
  const { pathname } = useLocation();
  const locale = rootData?.locale ?? localeOfPath(pathname);
  // say on the document that the page has hydrated: the browser tests wait for it before they act
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <html lang={locale} dir={directionOf(locale)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b2a5b" />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own stylesheet, built by Vite */}
        <style id="site-css" dangerouslySetInnerHTML={{ __html: shellCss }} />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  const { site, failure } = loaderData;
  return (
    <Shell rootData={loaderData}>
      {site || !failure ? (
        <Outlet />
      ) : (
        <ProblemScreenPart status={failure?.status ?? 500} errors={failure?.errors ?? []} />
      )}
    </Shell>
  );
}

/**
 * The site's frame: its providers, header and footer, around a page or an error screen. Without the
 * settings (the API in maintenance) the header has no title and the footer only its links.
 */
function Shell({ rootData, children }: { rootData: RootData; children: ReactNode }) {
  const { locale, messages, site, flash, visitor } = rootData;
  return (
    <I18nProvider locale={locale} messages={messages}>
      <SessionProvider user={visitor?.user}>
        <ToastProvider flash={flash}>
          <SessionLoader />
          <WishlistProvider>
            <CartProvider count={visitor?.cartCount}>
              <Page settings={site}>{children}</Page>
            </CartProvider>
          </WishlistProvider>
        </ToastProvider>
      </SessionProvider>
    </I18nProvider>
  );
}

function Page({ settings, children }: { settings: SettingsResponse | null; children: ReactNode }) {
  const { t } = useI18n();
  const navigation = useNavigation();
  const { pathname } = useLocation();
  return (
    <>
      <a href="#main" className="skip-link">
        {t('skipToContent')}
      </a>
      {navigation.state === 'loading' && (
        <div className="navigation-progress" role="progressbar" aria-label={t('loading')} />
      )}
      <Header siteName={settings?.settings.name ?? null} />
      {/* a new page starts at the top; the key resets the focus target too */}
      <main id="main" key={pathname} tabIndex={-1}>
        {children}
      </main>
      {/* without the settings (maintenance) the footer's band alone: its contacts and links are the settings' */}
      {settings ? <Footer settings={settings.settings} /> : <footer className="site-footer" />}
    </>
  );
}

/**
 * Errors of any page, in the site's frame when the root's data is there (decision 050): the screen of
 * its status. Without it (the root loader itself failed) there are no texts of the page: the screen
 * alone, with the few texts bundled for it.
 */
export function ErrorBoundary() {
  const error = useRouteError();
  const rootData = useRootData();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const errors: ErrorItem[] =
    isRouteErrorResponse(error) && Array.isArray((error.data as { errors?: unknown } | null)?.errors)
      ? (error.data as { errors: ErrorItem[] }).errors
      : [];
  if (rootData) {
    return (
      <Shell rootData={rootData}>
        <ProblemScreenPart status={status} errors={errors} />
      </Shell>
    );
  }
  return <ProblemScreenPart status={status} errors={errors} isBare />;
}
