import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/client.ts';
import { setSessionCookies } from '../http/auth.ts';
import { endpoint } from '../http/endpoint.ts';
import { loginGuest } from './guest-service.ts';

export const authRoutes: FastifyPluginAsyncZod<{ db: Db; secureCookies: boolean }> = async (app, options) => {
  endpoint(
    app,
    'accounts.guestSession',
    { tags: ['accounts'], summary: 'Start a guest session (apps use the token; the website gets the session cookie)' },
    async (request, reply) => {
      const userAgent = request.headers['user-agent'];
      const { session, record } = await loginGuest(options.db, {
        locale: request.locale,
        ip: request.ip,
        ...(userAgent ? { userAgent } : {}),
      });
      setSessionCookies(reply, session, { secure: options.secureCookies });
      return {
        data: {
          authorization: {
            accessToken: session.token,
            tokenType: 'Bearer' as const,
            expiresAt: session.expiresAt.toISOString(),
          },
          record,
        },
      };
    },
  );
};
