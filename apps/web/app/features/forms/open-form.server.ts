import { XSRF_COOKIE } from '@forum/contract/cookies';
import { endpointPaths } from '@forum/contract/endpoint-paths';
import type { EndpointAnswer, EndpointBody, JsonEndpointName } from '@forum/contract/endpoints';
import type { ErrorItem } from '@forum/contract/envelope';
import type { WebLoadContext } from '@forum/contract/web-context';
import { data, redirect } from 'react-router';
import {
  type ApiClient,
  type ApiFailure,
  type ApiResult,
  createApiClient,
  type EndpointCallInput,
} from '~/api/client.ts';
import { loginPathBack, placeOf } from '~/features/route/open-route.server.ts';
import { toLatinDigits } from '~/utils/digits.ts';
import { ENHANCED_FIELD, RETURN_FIELD } from './action-fields.tsx';
import { CookieJar } from './cookie-jar.ts';
import { type FormEndpoint, fieldNamesOfEndpoint, fieldRulesOf, isFormEndpoint } from './fields.server.ts';
import { flashCookie } from './flash.server.ts';
import type { Flash } from './flash.ts';
import { type ActionDone, type ActionFailure, splitErrors } from './form-errors.ts';

type ActionArgs = { request: Request; context: unknown };

// what a refused form shows again in its fields: never a secret
const NEVER_ECHOED = /password|code|token|file|licence/i;
/** Typed on Arabic keyboards, these would reach the API as Arabic-Indic digits. */
const DIGIT_FIELDS: ReadonlySet<string> = new Set(['telephone', 'taxNumber', 'commercialRegistration']);

/** A refusal the action makes itself (a field left empty), or the API's. */
export type Refusal = ApiFailure | readonly ErrorItem[];

/** How an action answers (`form.answer`): where a success goes, what it says, what an enhanced small form gets. */
export type AnswerOptions<T, D extends object> = {
  /** A success goes there (a redirect, with the message for that page), whichever way the form came. */
  to?: string | ((data: T) => string);
  /** The success's message: a toast on the next page (or in the page, for an enhanced small form). */
  message?: string | ((data: T) => string);
  /** The server's wait before another code, carried with the message to the code screen. */
  resendAfter?: (data: T) => number | undefined;
  /** What an enhanced small form (a fetcher) gets with its success, for the page to show. */
  data?: (data: T) => D;
  /** A success shown in the page itself even without scripts (a secret shown once, never in an address). */
  inPage?: boolean;
  /** Cookies of the action's own a success sets besides the API's (a checked code kept for the next step). */
  cookies?: readonly string[];
  /** The redirect is a whole page even for the page's scripts (another site: the card gateway). */
  wholePage?: boolean;
  /** Fields of the form beyond its endpoint's (a file, the terms) whose errors go beside them. */
  fields?: readonly string[];
  /** A refusal goes there with its message, whichever way the form came (a product whose options must be chosen). */
  refusedTo?: string;
  /** A refusal of who the visitor is (401, 403) sends a guest to log in and back; a member is told why. */
  asksLogin?: boolean;
  /** A way forward beside a small form's refusal (log in and come back), in its toast. */
  link?: ActionFailure['link'];
  /** The status of a page form's refusal, instead of the API's. */
  status?: number;
};

/** What an action answers: a redirect, or the typed data the page reads (`FormAnswer`). */
export type FormAnswerOf<D extends object> = ActionDone<D> | ActionFailure;

/**
 * The one opening of every action (decision 052), the writing side of `openRoute`: a browser form post
 * from this site only, then the API in-process on behalf of the visitor (their cookies, their address,
 * a guest session first when they have none), the body read from the posted fields by the contract's
 * table, and one typed answer:
 *
 *   const form = await openForm(args);
 *   const result = await form.send('accounts.changePassword');
 *   return form.answer(result, { to: form.to(PATH), message: done });
 */
export async function openForm(
  { request, context }: ActionArgs,
  options: {
    /**
     * The action of small forms inside pages (buttons with a `returnTo`, posted from any page): a
     * plain post goes back to its page with the message. A form with `ActionFields` is one by itself.
     */
    small?: boolean;
  } = {},
) {
  const place = placeOf(request);
  const { url, locale } = place;
  const web = context as Partial<WebLoadContext> | undefined;
  if (!isSameOriginPost(request, web?.publicUrl)) {
    throw data({ errors: [{ key: 'xsrf', value: place.t('crossSiteForm') }] }, { status: 403 });
  }
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw data({ errors: [{ key: 'error', value: place.t('somethingWentWrong') }] }, { status: 400 });
  }
  const jar = new CookieJar(request.headers.get('cookie'));
  const apiFetch =
    web?.apiFetch ??
    ((path: string, init?: RequestInit) =>
      fetch(new URL(path, process.env.API_ORIGIN ?? 'http://127.0.0.1:3001'), init));
  const api: ApiClient<typeof endpointPaths> = createApiClient({
    routes: endpointPaths,
    locale,
    t: place.t,
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

  /** The form's text field as sent ('' when absent or a file). */
  function text(name: string): string {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  }

  /** The visitor's kind of account (null without a session or as a guest), asked only when a refusal depends on it. */
  async function accountType(): Promise<string | null> {
    if (!jar.get(XSRF_COOKIE)) return null;
    const profile = await api.call('accounts.profile');
    return profile.ok && profile.data.user.userType !== 'guest' ? profile.data.user.userType : null;
  }

  // a small form in a page (ActionFields): its script asks for data, a plain post for a redirect back
  const isSmall = options.small === true || form.has(ENHANCED_FIELD);
  const isEnhanced = text(ENHANCED_FIELD) === '1';
  const here = `${url.pathname}${url.search}`;
  const returnTo = sameSitePath(text(RETURN_FIELD), here);
  // the endpoints this action called: their fields are the form's, for its refusals
  const sentTo = new Set<FormEndpoint>();

  function cookieLines(flash?: Flash, own: readonly string[] = []) {
    return [...jar.setCookies, ...own, ...(flash ? [flashCookie(flash)] : [])];
  }

  /** The body of an endpoint from the posted fields, by the contract's table (absent fields left out). */
  function bodyOf<N extends FormEndpoint>(name: N): EndpointBody<N> {
    const body: Record<string, unknown> = {};
    for (const [field, rules] of Object.entries(fieldRulesOf(name))) {
      const value = form.get(field);
      if (typeof value !== 'string') continue;
      if (rules.type === 'integer' || rules.type === 'number') {
        if (value.trim() !== '') body[field] = Number(toLatinDigits(value.trim()));
      } else if (rules.type === 'boolean') body[field] = value === 'true';
      else if (rules.type === 'string') body[field] = DIGIT_FIELDS.has(field) ? toLatinDigits(value) : value;
    }
    // the fields as typed, checked by the API's schema
    return body as EndpointBody<N>;
  }

  async function refuse(refusal: Refusal, answer: AnswerOptions<never, object>) {
    const failure: ApiFailure = Array.isArray(refusal)
      ? { ok: false, status: answer.status ?? 400, errors: [...refusal], isCancelled: false }
      : (refusal as ApiFailure);
    const allText = failure.errors.map((error) => error.value).join(' ');
    if (answer.refusedTo) {
      return redirect(answer.refusedTo, { headers: cookieHeaders(cookieLines({ kind: 'error', text: allText })) });
    }
    // a page form shows the errors beside the fields of the endpoints it sent to, and those an action
    // writes itself (a field left empty; `error` is a message); a small form has no fields but those
    // it names (the coupon's code): the others become its toasts
    const ownFields = Array.isArray(refusal) ? refusal.map((error) => error.key).filter((key) => key !== 'error') : [];
    const fieldNames = isSmall
      ? (answer.fields ?? [])
      : [...[...sentTo].flatMap(fieldNamesOfEndpoint), ...(answer.fields ?? []), ...ownFields];
    const refusesVisitor = failure.status === 401 || failure.status === 403;
    const asksLogin = (isSmall || answer.asksLogin) && refusesVisitor;
    if (isSmall && isEnhanced) {
      const body: ActionFailure = {
        ok: false,
        ...splitErrors(failure.errors, fieldNames),
        values: {},
        ...(answer.link ? { link: answer.link } : {}),
      };
      return data(body, { status: Math.max(failure.status, 400), headers: cookieHeaders(jar.setCookies) });
    }
    if (isSmall || asksLogin) {
      // refused for who the visitor is: a guest is asked to log in; a logged-in visitor is told why
      const toLogin = asksLogin && (await accountType()) === null;
      const path = toLogin ? loginPathBack(locale, returnTo) : returnTo;
      return redirect(path, { headers: cookieHeaders(cookieLines({ kind: 'error', text: allText })) });
    }
    const intent = text('intent');
    const body: ActionFailure = {
      ok: false,
      ...splitErrors(failure.errors, fieldNames),
      values: echoedValues(form),
      ...(intent ? { intent } : {}),
    };
    const status = answer.status ?? failure.status;
    return data(body, {
      status: status >= 400 && status < 600 ? status : 400,
      headers: cookieHeaders(jar.setCookies),
    });
  }

  return {
    ...place,
    api,
    form,
    text,
    /** Sent by a small form's script (a fetcher): the answer is data, not a redirect. */
    isEnhanced,
    /** The page a small form was sent from (its `returnTo`), or the page that posted. */
    returnTo,
    accountType,
    /** The login page, coming back to the page the form was sent from afterwards. */
    loginPath: () => loginPathBack(locale, returnTo),
    /** The body of an endpoint as the form posted it, to complete before sending (a file's id, the language). */
    bodyOf,
    /**
     * Calls an endpoint with the form's fields read by the contract's table (strings as typed, numbers
     * and booleans by the field's type, absent fields left out), or with the `body` given; its
     * refusals' field errors then go beside the fields of that endpoint.
     */
    send<N extends JsonEndpointName>(
      name: N,
      input: Omit<EndpointCallInput<N>, 'body'> & { body?: EndpointBody<N> } = {} as EndpointCallInput<N>,
    ): Promise<ApiResult<EndpointAnswer<N>>> {
      const call = api.call as (name: N, input: object) => Promise<ApiResult<EndpointAnswer<N>>>;
      if (!isFormEndpoint(name)) return call(name, input);
      sentTo.add(name);
      return call(name, { ...input, body: input.body ?? bodyOf(name) });
    },
    /**
     * The one answer of an action (decision 052), to an API's result, a refusal the action makes
     * itself (its errors, each naming its field), or null (nothing asked, only `to`). A refusal: the page again with its field errors and
     * what was typed (never secrets); a small form's refusal as data for its script, or back to its
     * page with the message (a guest refused 401/403 to the login and back). A success: to `to` with
     * the message, else the data for a small form's script, or back to its page with the message.
     */
    async answer<T = null, D extends object = Record<never, never>>(
      result: ApiResult<T> | Refusal | null,
      options: AnswerOptions<T, D> = {},
    ) {
      if (result !== null && (Array.isArray(result) || !(result as ApiResult<T>).ok)) {
        return refuse(result as Refusal, options as AnswerOptions<never, object>);
      }
      // null: nothing was asked of the API (a step of the page), a success without data
      const done = (result === null ? null : (result as { data: T }).data) as T;
      const message = typeof options.message === 'function' ? options.message(done) : (options.message ?? '');
      const resendAfter = options.resendAfter?.(done);
      const flash: Flash | undefined = message
        ? { kind: 'success', text: message, ...(resendAfter !== undefined ? { resendAfter } : {}) }
        : undefined;
      const to = typeof options.to === 'function' ? options.to(done) : options.to;
      if (to !== undefined) {
        const response = redirect(to, { headers: cookieHeaders(cookieLines(flash, options.cookies)) });
        if (options.wholePage) response.headers.set('X-Remix-Reload-Document', 'true');
        return response;
      }
      if (isEnhanced || options.inPage) {
        const payload = { ...(options.data?.(done) as D), ok: true as const, message } as ActionDone<D>;
        return data(payload, { headers: cookieHeaders(jar.setCookies) });
      }
      return redirect(returnTo, { headers: cookieHeaders(cookieLines(flash)) });
    },
  };
}

export type FormRequest = Awaited<ReturnType<typeof openForm>>;

/** What the fields held, for the page that shows the errors (no passwords, codes or files). */
function echoedValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of form) {
    if (typeof value === 'string' && !NEVER_ECHOED.test(name)) values[name] = value.slice(0, 2000);
  }
  return values;
}

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
