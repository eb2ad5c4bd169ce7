import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoint } from '../../http/endpoint.ts';
import type { ConsoleDeps } from '../console-deps.ts';
import { listCsvEndpoint } from '../list-csv.ts';
import {
  createGroup,
  createStaff,
  deleteUser,
  getGroup,
  getUser,
  listGroups,
  listStaff,
  listUsers,
  moveStaff,
  removeGroup,
  resetPasswordOf,
  saveGroup,
  switchUser,
  switchUsers,
  userCsvColumns,
} from './people-service.ts';

const tags = ['console'];
const personal = (reply: FastifyReply) => reply.header('cache-control', 'private, no-store');

/**
 * The console's people calls (decisions 061, 066): the table's entries of packages/contract/src/console/people.ts.
 * Users need `users.manage`, groups and staff accounts `groups.manage`; each service checks it again first.
 */
export const peopleConsoleRoutes: FastifyPluginAsyncZod<ConsoleDeps> = async (app, deps) => {
  const { db } = deps;

  endpoint(app, 'people.users', { tags, summary: 'Accounts: searched, filtered and sorted' }, async (request, reply) =>
    personal(reply).send({ data: await listUsers(db, await request.getSession(), request.query, request.locale) }),
  );

  listCsvEndpoint(app, 'people.usersCsv', {
    summary: 'The filtered accounts as CSV (streamed; formula cells escaped)',
    columns: userCsvColumns,
    page: async (query, request) => listUsers(db, await request.getSession(), query, request.locale),
  });

  endpoint(
    app,
    'people.usersBulk',
    { tags, summary: 'Disable or enable the accounts chosen, all or none' },
    async (request, reply) =>
      personal(reply).send({ data: await switchUsers(db, await request.getSession(), request.body, request.locale) }),
  );

  endpoint(app, 'people.user', { tags, summary: 'An account' }, async (request, reply) =>
    personal(reply).send({
      data: await getUser(db, await request.getSession(), request.params.id, request.locale),
    }),
  );

  for (const [name, action] of [
    ['people.disableUser', 'disable'],
    ['people.enableUser', 'enable'],
  ] as const) {
    endpoint(
      app,
      name,
      {
        tags,
        summary:
          action === 'disable'
            ? 'Disable an account: it is logged out everywhere and cannot log in'
            : 'Enable a disabled account again',
      },
      async (request, reply) =>
        personal(reply).send({
          data: await switchUser(
            db,
            await request.getSession(),
            request.params.id,
            action,
            request.body,
            request.locale,
          ),
        }),
    );
  }

  endpoint(
    app,
    'people.resetPassword',
    { tags, summary: "Email the account's owner the forgotten-password code, in their language" },
    async (request, reply) =>
      personal(reply).send({
        data: await resetPasswordOf(deps, await request.getSession(), request.params.id, request.locale),
      }),
  );

  endpoint(
    app,
    'people.deleteUser',
    { tags, summary: 'Delete an account as its owner would (orders kept with the emptied account)' },
    async (request, reply) =>
      personal(reply).send({
        data: await deleteUser(deps, await request.getSession(), request.params.id, request.body, request.locale),
      }),
  );

  endpoint(app, 'people.groups', { tags, summary: 'Staff groups and their permissions' }, async (request, reply) =>
    personal(reply).send({ data: await listGroups(db, await request.getSession(), request.locale) }),
  );

  endpoint(app, 'people.group', { tags, summary: 'A staff group' }, async (request, reply) =>
    personal(reply).send({ data: await getGroup(db, await request.getSession(), request.params.id, request.locale) }),
  );

  endpoint(app, 'people.createGroup', { tags, summary: 'Create a staff group' }, async (request, reply) =>
    personal(reply)
      .code(201)
      .send({ data: await createGroup(db, await request.getSession(), request.body, request.locale) }),
  );

  endpoint(
    app,
    'people.updateGroup',
    { tags, summary: "Rename a group and set its permissions (never one's own group's permissions)" },
    async (request, reply) =>
      personal(reply).send({
        data: await saveGroup(db, await request.getSession(), request.params.id, request.body, request.locale),
      }),
  );

  endpoint(app, 'people.deleteGroup', { tags, summary: 'Delete a group without members' }, async (request, reply) =>
    personal(reply).send({
      data: await removeGroup(db, await request.getSession(), request.params.id, request.locale),
    }),
  );

  endpoint(app, 'people.staff', { tags, summary: 'Staff accounts and their groups' }, async (request, reply) =>
    personal(reply).send({ data: await listStaff(db, await request.getSession(), request.query, request.locale) }),
  );

  endpoint(
    app,
    'people.createStaff',
    { tags, summary: 'Create a staff account; they are emailed a code to set their password' },
    async (request, reply) =>
      personal(reply)
        .code(201)
        .send({ data: await createStaff(deps, await request.getSession(), request.body, request.locale) }),
  );

  endpoint(
    app,
    'people.setStaffGroup',
    { tags, summary: "Put a staff member in a group (never oneself; never the last administrator's way out)" },
    async (request, reply) =>
      personal(reply).send({
        data: await moveStaff(db, await request.getSession(), request.params.id, request.body, request.locale),
      }),
  );
};
