import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { personalEndpoint, personalEndpoints } from '../../http/endpoint.ts';
import type { ConsoleDeps } from '../console-deps.ts';
import { filteredCsvEndpoint } from '../list-csv.ts';
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

/**
 * The console's people calls (decisions 061, 066): the table's entries of packages/contract/src/console/people.ts.
 * Users need `users.manage`, groups and staff accounts `groups.manage`; each service checks it again first.
 */
export const peopleConsoleRoutes: FastifyPluginAsyncZod<ConsoleDeps> = async (app, deps) => {
  const { db } = deps;

  personalEndpoint(
    app,
    'people.users',
    { tags, summary: 'Accounts: searched, filtered and sorted' },
    async (request, session) => listUsers(db, session, request.query, request.locale),
  );

  filteredCsvEndpoint(app, 'people.usersCsv', 'accounts', userCsvColumns, async (query, request) =>
    listUsers(db, await request.getSession(), query, request.locale),
  );

  personalEndpoints(app, tags, {
    'people.usersBulk': [
      'Disable or enable the accounts chosen, all or none',
      async (request, session) => switchUsers(db, session, request.body, request.locale),
    ],
    'people.user': ['An account', async (request, session) => getUser(db, session, request.params.id, request.locale)],
    'people.disableUser': [
      'Disable an account: it is logged out everywhere and cannot log in',
      async (request, session) => switchUser(db, session, request.params.id, 'disable', request.body, request.locale),
    ],
    'people.enableUser': [
      'Enable a disabled account again',
      async (request, session) => switchUser(db, session, request.params.id, 'enable', request.body, request.locale),
    ],
    'people.resetPassword': [
      "Email the account's owner the forgotten-password code, in their language",
      async (request, session) => resetPasswordOf(deps, session, request.params.id, request.locale),
    ],
    'people.deleteUser': [
      'Delete an account as its owner would (orders kept with the emptied account)',
      async (request, session) => deleteUser(deps, session, request.params.id, request.body, request.locale),
    ],
    'people.groups': [
      'Staff groups and their permissions',
      async (request, session) => listGroups(db, session, request.locale),
    ],
    'people.group': [
      'A staff group',
      async (request, session) => getGroup(db, session, request.params.id, request.locale),
    ],
    'people.createGroup': [
      'Create a staff group',
      async (request, session) => createGroup(db, session, request.body, request.locale),
    ],
    'people.updateGroup': [
      "Rename a group and set its permissions (never one's own group's permissions)",
      async (request, session) => saveGroup(db, session, request.params.id, request.body, request.locale),
    ],
    'people.deleteGroup': [
      'Delete a group without members',
      async (request, session) => removeGroup(db, session, request.params.id, request.locale),
    ],
    'people.staff': [
      'Staff accounts and their groups',
      async (request, session) => listStaff(db, session, request.query, request.locale),
    ],
    'people.createStaff': [
      'Create a staff account; they are emailed a code to set their password',
      async (request, session) => createStaff(deps, session, request.body, request.locale),
    ],
    'people.setStaffGroup': [
      "Put a staff member in a group (never oneself; never the last administrator's way out)",
      async (request, session) => moveStaff(db, session, request.params.id, request.body, request.locale),
    ],
  });
};
