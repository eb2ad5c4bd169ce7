import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/client.ts';
import { setSessionCookies } from '../http/auth.ts';
import { localeOf } from '../http/locale.ts';
import { routeSchema } from '../http/route-schema.ts';
import { loginGuest } from './guest-service.ts';

export const authRoutes: FastifyPluginAsyncZod<{ db: Db; secureCookies: boolean }> = async (app, options) => {
  app.post(
    '/login/guests',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Start a guest session (apps use the token; the website gets the session cookie)',
        ...routeSchema('accounts.guestSession'),
      },
    },
    async (request, reply) => {
      const userAgent = request.headers['user-agent'];
      const { session, record } = await loginGuest(options.db, {
        locale: localeOf(request),
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
