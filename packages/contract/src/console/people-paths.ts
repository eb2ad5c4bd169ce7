/**
 * The console's people calls (decision 061): name → 'METHOD /admin/...'. Zod-free like endpoint-paths.ts,
 * which spreads this table into the one table of every endpoint; their schemas are in ./people.ts.
 * Users need `users.manage`; groups and staff accounts `groups.manage` (decision 066).
 */
export const peoplePaths = {
  'people.users': 'GET /admin/users',
  'people.usersCsv': 'GET /admin/users.csv',
  'people.usersBulk': 'POST /admin/users/bulk',
  'people.user': 'GET /admin/users/{id}',
  'people.disableUser': 'POST /admin/users/{id}/disable',
  'people.enableUser': 'POST /admin/users/{id}/enable',
  'people.resetPassword': 'POST /admin/users/{id}/password-reset',
  'people.deleteUser': 'DELETE /admin/users/{id}',
  'people.groups': 'GET /admin/groups',
  'people.group': 'GET /admin/groups/{id}',
  'people.createGroup': 'POST /admin/groups',
  'people.updateGroup': 'PUT /admin/groups/{id}',
  'people.deleteGroup': 'DELETE /admin/groups/{id}',
  'people.staff': 'GET /admin/staff',
  'people.createStaff': 'POST /admin/staff',
  'people.setStaffGroup': 'PUT /admin/staff/{id}/group',
} as const;
