import type { EndpointName, PathParams } from '@forum/contract/endpoint-paths';
import { buildPath, splitRoute } from '@forum/contract/endpoint-route';
import type { EndpointAnswer, EndpointBody, EndpointQuery, JsonEndpointName } from '@forum/contract/endpoints';
import type { ErrorItem } from '@forum/contract/envelope';
import type { Locale } from '@forum/contract/locale';
import type { QueryValue } from '@forum/contract/query-string';
import type { SessionUser } from '@forum/contract/session';
import type { Translate } from '~/i18n/i18n.tsx';
import { withQuery } from '~/utils/query.ts';

export type ApiSuccess<T> = { ok: true; status: number; data: T };
export type ApiFailure = { ok: false; status: number; errors: ErrorItem[]; isCancelled: boolean };
export type ApiResult<T> = ApiSuccess<T> | ApiFailure;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type CallOptions = {
  query?: Record<string, QueryValue | null | undefined>;
  body?: unknown;
  signal?: AbortSignal;
};

/**
 * What `api.call(name, …)` takes for an endpoint of the table (decision 029): its path's params, its
 * query and its body, each required when the endpoint has them (a query only when it has required
 * fields), typed by the contract's schemas.
 */
export type EndpointCallInput<N extends EndpointName> = (keyof PathParams<N> extends never
  ? { params?: never }
  : { params: PathParams<N> }) &
  ([EndpointBody<N>] extends [never] ? { body?: never } : { body: EndpointBody<N> }) &
  ([EndpointQuery<N>] extends [never]
    ? { query?: never }
    : Record<string, never> extends EndpointQuery<N>
      ? { query?: EndpointQuery<N> }
      : { query: EndpointQuery<N> }) & { signal?: AbortSignal };

type EndpointCallArgs<N extends EndpointName> =
  Record<string, never> extends EndpointCallInput<N> ? [input?: EndpointCallInput<N>] : [input: EndpointCallInput<N>];

/** A client's table: endpoint names to `METHOD /path`. */
export type EndpointRoutes = Readonly<Partial<Record<EndpointName, string>>>;

export type ApiClientOptions<R extends EndpointRoutes = EndpointRoutes> = {
  locale: Locale;
  t: Translate;
  /** fetch in the browser; the server's in-process API during rendering. */
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  /** The XSRF-TOKEN cookie's value, sent back as X-XSRF-TOKEN on state-changing calls. */
  readXsrfToken?: () => string | undefined;
  /** Before a state-changing call without a session: start one (decision 003); a failure is answered instead. */
  ensureSession?: () => Promise<ApiFailure | null>;
  /** Any answer carrying data.user refreshes the current user (docs/product/api-conventions.md). */
  onUser?: (user: SessionUser) => void;
  /** Extra headers, e.g. the visitor's cookie when a loader renders a personal page. */
  headers?: Record<string, string>;
  /**
   * The endpoints this client can call, and the only names its `call` takes: the browser's few
   * (`browser-endpoints.ts`); the server's clients pass the whole table (`endpointPaths`).
   */
  routes: R;
};

const API_BASE = '/api';
const STATE_CHANGING = new Set<Method>(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The one way the site talks to the API (docs/product/api-conventions.md): headers, session, errors, cancellation. */
export function createApiClient<R extends EndpointRoutes>(options: ApiClientOptions<R>) {
  const guestLogin = options.routes['accounts.guestSession'];
  const guestLoginPath = guestLogin === undefined ? undefined : splitRoute(guestLogin).path;
  async function call<T>(method: Method, path: string, callOptions: CallOptions = {}): Promise<ApiResult<T>> {
    const isStateChanging = STATE_CHANGING.has(method);
    if (isStateChanging && options.ensureSession && path !== guestLoginPath && !options.readXsrfToken?.()) {
      const failed = await options.ensureSession().catch(() => failure(0, options.t('networkError')));
      if (failed) return failed;
    }
    // update-style requests travel as POST (decision 008), naming PUT in the body
    const wireMethod = method === 'PUT' ? 'POST' : method;
    const isForm = typeof FormData !== 'undefined' && callOptions.body instanceof FormData;
    const body =
      method === 'PUT' && !isForm ? { ...(callOptions.body as object | undefined), _method: 'PUT' } : callOptions.body;
    const headers: Record<string, string> = {
      accept: 'application/json',
      OS: 'wui',
      'LOCALE-CODE': options.locale,
      ...options.headers,
    };
    const xsrf = isStateChanging ? options.readXsrfToken?.() : undefined;
    if (xsrf) headers['X-XSRF-TOKEN'] = xsrf;
    // a FormData body (a file upload) sets its own multipart content type
    if (body !== undefined && !isForm) headers['content-type'] = 'application/json';
    const url = withQuery(`${API_BASE}${path}`, callOptions.query ?? {});

    let response: Response;
    try {
      // no time-out (docs/product/shell-and-languages.md): a slow answer is still an answer
      response = await options.fetch(url, {
        method: wireMethod,
        headers,
        credentials: 'same-origin',
        ...(body !== undefined ? { body: isForm ? (body as FormData) : JSON.stringify(body) } : {}),
        ...(callOptions.signal ? { signal: callOptions.signal } : {}),
      });
    } catch (error) {
      if (callOptions.signal?.aborted) return { ok: false, status: 0, errors: [], isCancelled: true };
      const name = (error as { name?: string } | null)?.name;
      if (name === 'TimeoutError') return failure(0, options.t('timeoutExceeded'));
      if (name === 'AbortError') return failure(0, options.t('requestAborted'));
      return failure(0, options.t('networkError'));
    }
    return readAnswer<T>(response);
  }

  async function readAnswer<T>(response: Response): Promise<ApiResult<T>> {
    const { status } = response;
    if (status === 405 || status === 500) return failure(status, options.t('somethingWentWrong'));
    let payload: unknown;
    try {
      payload = status === 204 ? { data: null } : await response.json();
    } catch {
      payload = undefined;
    }
    if (status >= 200 && status < 300) {
      if (!isObject(payload) || !('data' in payload)) return failure(status, options.t('unknownError'));
      const data = payload.data as T;
      if (isObject(data) && isObject(data.user) && options.onUser) options.onUser(data.user as SessionUser);
      return { ok: true, status, data };
    }
    if (isObject(payload) && Array.isArray(payload.errors) && payload.errors.length > 0) {
      const errors = payload.errors.map((item: unknown) => toErrorItem(item, options.t('unknownError')));
      return { ok: false, status, errors, isCancelled: false };
    }
    return failure(status, options.t('requestFailed', { status }));
  }

  /** An endpoint of the table by name: its method and path come from the table, never from the caller. */
  async function callEndpoint<N extends JsonEndpointName & keyof R>(
    name: N,
    ...[input]: EndpointCallArgs<N>
  ): Promise<ApiResult<EndpointAnswer<N>>> {
    const route = (options.routes as EndpointRoutes)[name];
    if (route === undefined) throw new Error(`no endpoint ${name} in this client's table`);
    const { method, path } = splitRoute(route) as { method: Method; path: string };
    const { params, query, body, signal } = (input ?? {}) as {
      params?: Record<string, string | number>;
      query?: CallOptions['query'];
      body?: unknown;
      signal?: AbortSignal;
    };
    return call<EndpointAnswer<N>>(method, buildPath(path, params), {
      ...(query !== undefined ? { query } : {}),
      ...(body !== undefined ? { body } : {}),
      ...(signal ? { signal } : {}),
    });
  }

  return {
    // the only way in: a path or an answer's type is never written by hand (decision 029)
    call: callEndpoint,
  };
}

export type ApiClient<R extends EndpointRoutes = EndpointRoutes> = ReturnType<typeof createApiClient<R>>;

function failure(status: number, value: string): ApiFailure {
  return { ok: false, status, errors: [{ key: 'error', value }], isCancelled: false };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function toErrorItem(item: unknown, fallback: string): ErrorItem {
  if (isObject(item) && typeof item.value === 'string' && item.value) {
    return { key: typeof item.key === 'string' ? item.key : 'error', value: item.value };
  }
  return { key: 'error', value: fallback };
}
