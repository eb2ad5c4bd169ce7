import { XSRF_COOKIE } from '@forum/contract/cookies';
import type { ErrorItem } from '@forum/contract/envelope';
import type { WebLoadContext } from '@forum/contract/web-context';
import { data, redirect } from 'react-router';
import { type ApiFailure, createApiClient } from '~/api/client.ts';
import { createTranslator, localeOfPath, localePath, stripLocale } from '~/i18n/i18n.tsx';
import { messagesFor } from '~/i18n/messages.server.ts';
import { namespacesOf } from '~/i18n/namespaces.ts';
import { ENHANCED_FIELD, RETURN_FIELD } from './action-fields.tsx';
import { CookieJar } from './cookie-jar.ts';
import { flashCookie } from './flash.server.ts';
import type { Flash } from './flash.ts';
import { type ActionFailure, splitErrors } from './form-errors.ts';

type ActionArgs = { request: Request; context: unknown };

// what a refused form shows again in its fields: never a secret
const NEVER_ECHOED = /password|code|token|file|licence/i;

/**
 * Where a form sent as `<form method="post">` is handled (the route's `action`), with or without the
 * page's scripts: a browser form post from this site only, then the API in-process on behalf of the
 * visitor (their cookies, their address), answered by a redirect or by the page with its errors.
 */
export async function startFormAction({ request, context }: ActionArgs) {
  const url = new URL(request.url);
  const locale = localeOfPath(url.pathname);
  const t = createTranslator(messagesFor(locale, namespacesOf(url.pathname)));
  if (!isSameOriginPost(request, (context as Partial<WebLoadContext> | undefined)?.publicUrl)) {
    throw data({ errors: [{ key: 'xsrf', value: t('crossSiteForm') }] }, { status: 403 });
  }
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw data({ errors: [{ key: 'error', value: t('somethingWentWrong') }] }, { status: 400 });
  }
  const jar = new CookieJar(request.headers.get('cookie'));
  const apiFetch =
    (context as Partial<WebLoadContext> | undefined)?.apiFetch ??
    ((path: string, init?: RequestInit) =>
      fetch(new URL(path, process.env.API_ORIGIN ?? 'http://127.0.0.1:3001'), init));
  const api = createApiClient({
    locale,
    t,
    fetch: async (path, init) => {
      const headers = new Headers(init.headers);
      const cookie = jar.header();
      if (cookie) headers.set('cookie', cookie);
      const answer = await apiFetch(path, { ...init, headers });
      jar.take(answer.headers.getSetCookie());
      return answer;
    },
    readXsrfToken: () => jar.get(XSRF_COOKIE),
    // as in the browser (decision 003): a visitor without a session gets a guest session first
    ensureSession: async () => {
      const result = await api.call('accounts.guestSession');
      return result.ok ? null : result;
    },
  });

  /** The visitor's kind of account (null without a session or as a guest), asked only when a refusal depends on it. */
  async function accountType(): Promise<string | null> {
    if (!jar.get(XSRF_COOKIE)) return null;
    const profile = await api.call('accounts.profile');
    return profile.ok && profile.data.user.userType !== 'guest' ? profile.data.user.userType : null;
  }

  async function isLoggedIn(): Promise<boolean> {
    return (await accountType()) !== null;
  }

  /** The form's text fields as sent (trimmed only where asked). */
  function text(name: string): string {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  }

  /** What the fields held, for the page that shows the errors (no passwords, codes or files). */
  function echoedValues(): Record<string, string> {
    const values: Record<string, string> = {};
    for (const [name, value] of form) {
      if (typeof value === 'string' && !NEVER_ECHOED.test(name)) values[name] = value.slice(0, 2000);
    }
    return values;
  }

  // a small form in a page (a heart, add to cart): its script asks for data, a plain post for a redirect
  const isEnhanced = text(ENHANCED_FIELD) === '1';
  const returnTo = sameSitePath(text(RETURN_FIELD), localePath(locale, '/'));

  /** A plain form post goes back where it came from (or elsewhere), with the message for that page. */
  function back(flash: Flash, path = returnTo) {
    const lines = [...jar.setCookies, flashCookie(flash)];
    return redirect(path, { headers: cookieHeaders(lines) });
  }

  function loginPathBack() {
    return localePath(locale, `/login/customer?redirect=${encodeURIComponent(stripLocale(returnTo))}`);
  }

  function backQuietly() {
    return redirect(returnTo, { headers: cookieHeaders(jar.setCookies) });
  }

  return {
    api,
    form,
    text,
    isEnhanced,
    /** Elsewhere, whichever way the form came (a fetcher follows it too), with a message. */
    goTo(path: string, flash: Flash) {
      return back(flash, path);
    },
    returnTo,
    accountType,
    /** The login page, coming back to the page the form was sent from afterwards. */
    loginPath: loginPathBack,
    /** Done: the answer's data to the page's script, or back to the page with the message. */
    done<T extends object>(payload: T, message = '') {
      if (!isEnhanced) return message ? back({ kind: 'success', text: message }) : backQuietly();
      return data({ ok: true as const, message, ...payload }, { headers: cookieHeaders(jar.setCookies) });
    },
    /**
     * Refused: the messages to the page's script; a plain post goes back with them, or, when the
     * refusal is that nobody is logged in, to the login page and back here afterwards. `link` is a way
     * forward the page's toast offers beside the messages.
     */
    async refused(result: ApiFailure, fieldNames: readonly string[] = [], link?: ActionFailure['link']) {
      if (isEnhanced) {
        const body: ActionFailure = {
          ok: false,
          ...splitErrors(result.errors, fieldNames),
          values: {},
          ...(link ? { link } : {}),
        };
        return data(body, {
          status: Math.max(result.status, 400),
          headers: cookieHeaders(jar.setCookies),
        });
      }
      const text = result.errors.map((error) => error.value).join(' ');
      // refused for who the visitor is: a guest is asked to log in; a logged-in visitor is told why
      const mayNeedLogin = result.status === 401 || result.status === 403;
      if (mayNeedLogin && !(await isLoggedIn())) {
        return back({ kind: 'error', text }, loginPathBack());
      }
      return back({ kind: 'error', text });
    },
    locale,
    t,
    /** A path of this site in the page's language. */
    to: (path: string) => localePath(locale, path),
    /** The page again, with the answer's field errors beside their fields and the rest as messages. */
    fail(result: ApiFailure | ErrorItem[], fieldNames: readonly string[], status?: number) {
      const errors = Array.isArray(result) ? result : result.errors;
      const answerStatus = status ?? (Array.isArray(result) ? 400 : result.status);
      const intent = text('intent');
      const body: ActionFailure = {
        ok: false,
        ...splitErrors(errors, fieldNames),
        values: echoedValues(),
        ...(intent ? { intent } : {}),
      };
      return data(body, {
        status: answerStatus >= 400 && answerStatus < 600 ? answerStatus : 400,
        headers: cookieHeaders(jar.setCookies),
      });
    },
    /** Onwards, with a message for the next page and any cookie the API set (a new session). */
    redirect(path: string, flash?: Flash) {
      const lines = flash ? [...jar.setCookies, flashCookie(flash)] : jar.setCookies;
      return redirect(path, { headers: cookieHeaders(lines) });
    },
  };
}

export type FormAction = Awaited<ReturnType<typeof startFormAction>>;

/** A path of this site to come back to (never another origin), or the fallback. */
function sameSitePath(value: string, fallback: string): string {
  return value.startsWith('/') && !value.startsWith('//') && !value.includes('\\') ? value : fallback;
}

function cookieHeaders(lines: readonly string[]): Headers {
  const headers = new Headers();
  for (const line of lines) headers.append('set-cookie', line);
  return headers;
}

/**
 * A form post that a page of this site made: the browser says so (Sec-Fetch-Site), or the Origin is
 * this site's. A post from another site, or one that says nothing of where it comes from, is refused
 * (the session cookie is SameSite=Lax too, so it would not ride along).
 */
export function isSameOriginPost(request: Request, publicUrl?: string): boolean {
  const site = request.headers.get('sec-fetch-site');
  if (site) return site === 'same-origin' || site === 'none';
  const origin = request.headers.get('origin');
  if (!origin || origin === 'null') return false;
  const allowed = new Set([new URL(request.url).origin]);
  if (publicUrl) allowed.add(new URL(publicUrl).origin);
  return allowed.has(origin);
}
