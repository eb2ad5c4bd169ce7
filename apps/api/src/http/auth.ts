import { SESSION_COOKIE, XSRF_COOKIE, XSRF_HEADER } from '@forum/contract/cookies';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { findSession, type Session } from '../auth/sessions.ts';
import { isSameSecret, xsrfTokenFor } from '../auth/tokens.ts';
import type { Db } from '../db/client.ts';
import { AppError } from '../errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** How the caller authenticated: a Bearer token (apps), the session cookie (the website), or not at all. */
    sessionSource: 'bearer' | 'cookie' | null;
    sessionToken: string | null;
    /** The caller's session, looked up once and only when a route asks. */
    getSession: () => Promise<Session | null>;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function installAuth(app: FastifyInstance, options: { db: Db; apiKey: string | undefined }) {
  app.decorateRequest('sessionSource', null);
  app.decorateRequest('sessionToken', null);
  app.decorateRequest('getSession', function getSessionUnset(this: FastifyRequest) {
    return Promise.resolve(null);
  });

  app.addHook('onRequest', async (request) => {
    const authorization = request.headers.authorization?.trim() ?? '';
    const [scheme = '', credential = ''] = authorization.split(/\s+/, 2);
    if (scheme.toLowerCase() === 'bearer' && credential) {
      request.sessionSource = 'bearer';
      request.sessionToken = credential;
    } else {
      if (scheme.toLowerCase() === 'key' && options.apiKey && !isSameSecret(credential, options.apiKey)) {
        throw new AppError('unauthenticated');
      }
      const cookie = request.cookies[SESSION_COOKIE];
      // a cookie rides along with cross-site requests too: state changes need the XSRF header beside it.
      // Only a live session is at stake: a cookie naming none (forged, expired, revoked) is no session,
      // so a call that needs one answers 401 as without it, and a public one goes on (decision 059).
      if (cookie && (SAFE_METHODS.has(request.method) || hasXsrfPair(request, cookie))) {
        request.sessionSource = 'cookie';
        request.sessionToken = cookie;
      } else if (cookie && (await findSession(options.db, cookie))) {
        throw new AppError('xsrf');
      }
    }
    let lookup: Promise<Session | null> | undefined;
    const token = request.sessionToken;
    request.getSession = () => {
      lookup ??= token ? findSession(options.db, token) : Promise.resolve(null);
      return lookup;
    };
  });
}

/** Whether the write carries the XSRF header that pairs with its session cookie. */
function hasXsrfPair(request: FastifyRequest, cookie: string): boolean {
  const header = request.headers[XSRF_HEADER];
  const value = Array.isArray(header) ? header[0] : header;
  return Boolean(value && isSameSecret(value, xsrfTokenFor(cookie)));
}

/** The website's session: the token in an httpOnly cookie, its XSRF pair readable by the page. */
export function setSessionCookies(
  reply: FastifyReply,
  session: { token: string; expiresAt: Date },
  options: { secure: boolean },
) {
  const common = { path: '/', sameSite: 'lax' as const, secure: options.secure, expires: session.expiresAt };
  reply.setCookie(SESSION_COOKIE, session.token, { ...common, httpOnly: true });
  reply.setCookie(XSRF_COOKIE, xsrfTokenFor(session.token), { ...common, httpOnly: false });
}

export function clearSessionCookies(reply: FastifyReply, options: { secure: boolean }) {
  const common = { path: '/', sameSite: 'lax' as const, secure: options.secure };
  reply.clearCookie(SESSION_COOKIE, { ...common, httpOnly: true });
  reply.clearCookie(XSRF_COOKIE, common);
}
