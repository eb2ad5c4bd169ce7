import type { AccountFamily } from '@forum/contract/account';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { toSessionUser } from '../auth/sessions.ts';
import type { Db } from '../db/client.ts';
import { AppError } from '../errors.ts';
import { clearSessionCookies, setSessionCookies } from '../http/auth.ts';
import { endpoint } from '../http/endpoint.ts';
import { translate } from '../i18n/messages.ts';
import { loadPublicProfile } from './account-queries.ts';
import type { AccountService, Caller } from './account-service.ts';

type Options = { db: Db; accounts: AccountService; secureCookies: boolean };

const tags = ['accounts'];

/**
 * The customer calls, and the same for exhibitors (under /exhibitors in the table: each family has its own
 * entries, docs/product/accounts.md).
 */
export const accountRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  await app.register(familyRoutes, { ...options, family: 'customer' });
  await app.register(familyRoutes, { ...options, family: 'exhibitor' });
  await app.register(sessionRoutes, options);
};

async function callerOf(request: FastifyRequest): Promise<Caller> {
  return {
    ip: request.ip,
    userAgent: request.headers['user-agent'],
    locale: request.locale,
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

  endpoint(
    app,
    `${endpoints}.login`,
    { tags, summary: `Log in as ${who} (customers and staff at /login, exhibitors at /exhibitors/login)` },
    async (request, reply) =>
      loggedIn(reply, secureCookies, await accounts.login(family, request.body, await callerOf(request))),
  );

  // two bodies: each family's route validates its own schema (and hands on its typed result)
  const register = { tags, summary: `Register ${who}; a code is emailed (the answer is the same for a known address)` };
  if (family === 'exhibitor') {
    endpoint(app, 'exhibitorAccounts.register', register, async (request, reply) =>
      reply.code(201).send({ data: await accounts.registerExhibitor(request.body, await callerOf(request)) }),
    );
  } else {
    endpoint(app, 'accounts.register', register, async (request, reply) =>
      reply.code(201).send({ data: await accounts.register(request.body, await callerOf(request)) }),
    );
  }

  endpoint(
    app,
    `${endpoints}.verifyEmail`,
    { tags, summary: 'Confirm the email address with the emailed code; logs the account in' },
    async (request, reply) => {
      const { email, code } = request.params;
      return loggedIn(reply, secureCookies, await accounts.verifyEmail(family, email, code, await callerOf(request)));
    },
  );

  endpoint(
    app,
    `${endpoints}.resendCode`,
    { tags, summary: 'Send a new confirmation code (one a minute per address)' },
    async (request) => ({
      data: await accounts.resendVerification(family, request.params.email, await callerOf(request)),
    }),
  );

  endpoint(
    app,
    `${endpoints}.forgotPassword`,
    { tags, summary: 'Email a password reset code (the answer is the same for an unknown address)' },
    async (request) => ({ data: await accounts.forgotPassword(family, request.body.email, await callerOf(request)) }),
  );

  endpoint(
    app,
    `${endpoints}.checkResetCode`,
    { tags, summary: 'Check a password reset code before asking for the new password' },
    async (request) => {
      const { email, code } = request.params;
      return { data: await accounts.checkResetCode(family, email, code, await callerOf(request)) };
    },
  );

  endpoint(
    app,
    `${endpoints}.resetPassword`,
    { tags, summary: 'Set a new password with the emailed code; every session of the account ends' },
    async (request) => ({ data: await accounts.resetPassword(family, request.body, await callerOf(request)) }),
  );

  const updateProfile = { tags, summary: `Update the profile of ${who}; only the fields sent change` };
  if (family === 'exhibitor') {
    endpoint(app, 'exhibitorAccounts.updateProfile', updateProfile, async (request) => ({
      data: await accounts.updateExhibitorProfile(await request.getSession(), request.body, request.locale),
    }));
  } else {
    endpoint(app, 'accounts.updateProfile', updateProfile, async (request) => ({
      data: await accounts.updateProfile(await request.getSession(), request.body, request.locale),
    }));
  }

  endpoint(
    app,
    `${endpoints}.delete`,
    { tags, summary: 'Delete the account: the password confirms; personal data is removed and the session ends' },
    async (request, reply) => {
      const result = await accounts.deleteAccount(
        await request.getSession(),
        family,
        request.body.password,
        request.locale,
      );
      clearSessionCookies(reply, { secure: secureCookies });
      return { data: result };
    },
  );
};

const sessionRoutes: FastifyPluginAsyncZod<Options> = async (app, { db, accounts, secureCookies }) => {
  endpoint(
    app,
    'accounts.profile',
    { tags, summary: 'The current user (any session) and, for an account, its profile' },
    async (request) => ({ data: await accounts.profile(await request.getSession(), request.locale) }),
  );

  endpoint(
    app,
    'accounts.changePassword',
    { tags, summary: 'Change the password: other sessions end, this client continues with a new token' },
    async (request, reply) => {
      const session = await request.getSession();
      return loggedIn(
        reply,
        secureCookies,
        await accounts.changePassword(session, request.body, await callerOf(request)),
      );
    },
  );

  endpoint(
    app,
    'accounts.logout',
    { tags, summary: 'End this session and clear its cookies' },
    async (request, reply) => {
      await accounts.logout(await request.getSession());
      clearSessionCookies(reply, { secure: secureCookies });
      return { data: { message: translate(request.locale, 'loggedOut') } };
    },
  );

  endpoint(
    app,
    'accounts.publicProfile',
    {
      tags,
      summary:
        'What anyone may see of an account that shows itself (a published exhibitor, a customer who chose to), by its public id',
    },
    async (request) => {
      const profile = await loadPublicProfile(db, request.params.id, request.locale);
      if (!profile) throw new AppError('notFound');
      return { data: { profile } };
    },
  );
};
