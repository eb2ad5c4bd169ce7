import type { AccountFamily } from '@forum/contract/account';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { toSessionUser } from '../auth/sessions.ts';
import type { Db } from '../db/client.ts';
import { AppError } from '../errors.ts';
import { clearSessionCookies, setSessionCookies } from '../http/auth.ts';
import { localeOf } from '../http/locale.ts';
import { routeSchema } from '../http/route-schema.ts';
import { translate } from '../i18n/messages.ts';
import { loadPublicProfile } from './account-queries.ts';
import type { AccountService, Caller } from './account-service.ts';

type Options = { db: Db; accounts: AccountService; secureCookies: boolean };

const tags = ['accounts'];

/** The customer calls, and the same under /exhibitors for exhibitors (docs/product/accounts.md). */
export const accountRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  await app.register(familyRoutes, { ...options, family: 'customer' });
  await app.register(familyRoutes, { ...options, family: 'exhibitor', prefix: '/exhibitors' });
  await app.register(sessionRoutes, options);
};

async function callerOf(request: FastifyRequest): Promise<Caller> {
  return {
    ip: request.ip,
    userAgent: request.headers['user-agent'],
    locale: localeOf(request),
    session: await request.getSession(),
  };
}

/** Login-style answers: the authorization and the user merged (decision 011); the website gets cookies. */
function loggedIn(
  reply: FastifyReply,
  secureCookies: boolean,
  result: { session: { token: string; expiresAt: Date }; user: Parameters<typeof toSessionUser>[0] },
) {
  setSessionCookies(reply, result.session, { secure: secureCookies });
  const user = toSessionUser(result.user);
  return {
    data: {
      authorization: {
        accessToken: result.session.token,
        tokenType: 'Bearer' as const,
        expiresAt: result.session.expiresAt.toISOString(),
      },
      record: user,
      user,
    },
  };
}

const familyRoutes: FastifyPluginAsyncZod<Options & { family: AccountFamily }> = async (app, options) => {
  const { accounts, family, secureCookies } = options;
  const who = family === 'exhibitor' ? 'an exhibitor' : 'a customer';
  // the family's own entries of the table of endpoints (decision 029)
  const endpoints = family === 'exhibitor' ? 'exhibitorAccounts' : 'accounts';

  app.post(
    '/login',
    {
      schema: {
        tags,
        summary: `Log in as ${who} (customers and staff at /login, exhibitors at /exhibitors/login)`,
        ...routeSchema(`${endpoints}.login`),
      },
    },
    async (request, reply) =>
      loggedIn(reply, secureCookies, await accounts.login(family, request.body, await callerOf(request))),
  );

  // one path, two bodies: each family's route validates its own schema (and hands on its typed result)
  const registerSchema = {
    tags,
    summary: `Register ${who}; a code is emailed (the answer is the same for a known address)`,
  };
  if (family === 'exhibitor') {
    app.post(
      '/register',
      { schema: { ...registerSchema, ...routeSchema('exhibitorAccounts.register') } },
      async (request, reply) =>
        reply.code(201).send({ data: await accounts.registerExhibitor(request.body, await callerOf(request)) }),
    );
  } else {
    app.post(
      '/register',
      { schema: { ...registerSchema, ...routeSchema('accounts.register') } },
      async (request, reply) =>
        reply.code(201).send({ data: await accounts.register(request.body, await callerOf(request)) }),
    );
  }

  app.get(
    '/register/email/verify/:email/:code',
    {
      schema: {
        tags,
        summary: 'Confirm the email address with the emailed code; logs the account in',
        ...routeSchema(`${endpoints}.verifyEmail`),
      },
    },
    async (request, reply) => {
      const { email, code } = request.params;
      return loggedIn(reply, secureCookies, await accounts.verifyEmail(family, email, code, await callerOf(request)));
    },
  );

  app.get(
    '/register/email/resend/:email',
    {
      schema: {
        tags,
        summary: 'Send a new confirmation code (one a minute per address)',
        ...routeSchema(`${endpoints}.resendCode`),
      },
    },
    async (request) => ({
      data: await accounts.resendVerification(family, request.params.email, await callerOf(request)),
    }),
  );

  app.post(
    '/forgot-password/email',
    {
      schema: {
        tags,
        summary: 'Email a password reset code (the answer is the same for an unknown address)',
        ...routeSchema(`${endpoints}.forgotPassword`),
      },
    },
    async (request) => ({ data: await accounts.forgotPassword(family, request.body.email, await callerOf(request)) }),
  );

  app.get(
    '/forgot-password/verify/email/:email/:code',
    {
      schema: {
        tags,
        summary: 'Check a password reset code before asking for the new password',
        ...routeSchema(`${endpoints}.checkResetCode`),
      },
    },
    async (request) => {
      const { email, code } = request.params;
      return { data: await accounts.checkResetCode(family, email, code, await callerOf(request)) };
    },
  );

  app.post(
    '/forgot-password/reset/email',
    {
      schema: {
        tags,
        summary: 'Set a new password with the emailed code; every session of the account ends',
        ...routeSchema(`${endpoints}.resetPassword`),
      },
    },
    async (request) => ({ data: await accounts.resetPassword(family, request.body, await callerOf(request)) }),
  );

  const profileSchema = {
    tags,
    summary: `Update the profile of ${who}; only the fields sent change`,
  };
  if (family === 'exhibitor') {
    app.post(
      '/profile',
      { schema: { ...profileSchema, ...routeSchema('exhibitorAccounts.updateProfile') } },
      async (request) => ({
        data: await accounts.updateExhibitorProfile(await request.getSession(), request.body, localeOf(request)),
      }),
    );
  } else {
    app.post(
      '/profile',
      { schema: { ...profileSchema, ...routeSchema('accounts.updateProfile') } },
      async (request) => ({
        data: await accounts.updateProfile(await request.getSession(), request.body, localeOf(request)),
      }),
    );
  }

  app.delete(
    '/profile',
    {
      schema: {
        tags,
        summary: 'Delete the account: the password confirms; personal data is removed and the session ends',
        ...routeSchema(`${endpoints}.delete`),
      },
    },
    async (request, reply) => {
      const result = await accounts.deleteAccount(
        await request.getSession(),
        family,
        request.body.password,
        localeOf(request),
      );
      clearSessionCookies(reply, { secure: secureCookies });
      return { data: result };
    },
  );
};

const sessionRoutes: FastifyPluginAsyncZod<Options> = async (app, { db, accounts, secureCookies }) => {
  app.get(
    '/profile',
    {
      schema: {
        tags,
        summary: 'The current user (any session) and, for an account, its profile',
        ...routeSchema('accounts.profile'),
      },
    },
    async (request) => ({ data: await accounts.profile(await request.getSession(), localeOf(request)) }),
  );

  app.post(
    '/profile/password',
    {
      schema: {
        tags,
        summary: 'Change the password: other sessions end, this client continues with a new token',
        ...routeSchema('accounts.changePassword'),
      },
    },
    async (request, reply) => {
      const session = await request.getSession();
      return loggedIn(
        reply,
        secureCookies,
        await accounts.changePassword(session, request.body, await callerOf(request)),
      );
    },
  );

  app.post(
    '/logout',
    {
      schema: {
        tags,
        summary: 'End this session and clear its cookies',
        ...routeSchema('accounts.logout'),
      },
    },
    async (request, reply) => {
      await accounts.logout(await request.getSession());
      clearSessionCookies(reply, { secure: secureCookies });
      return { data: { message: translate(localeOf(request), 'loggedOut') } };
    },
  );

  app.get(
    '/profiles/:id',
    {
      schema: {
        tags,
        summary:
          'What anyone may see of an account that shows itself (a published exhibitor, a customer who chose to), by its public id',
        ...routeSchema('accounts.publicProfile'),
      },
    },
    async (request) => {
      const profile = await loadPublicProfile(db, request.params.id, localeOf(request));
      if (!profile) throw new AppError('notFound');
      return { data: { profile } };
    },
  );
};
