import type { ConsolePage } from '../console-page.ts';

// plain data (routes.ts reads it outside the app): the permissions as their values, checked by ConsolePage's type
/** The console's people pages (decisions 061, 066), in the order of the navigation; admin-pages.ts joins every part's. */
export const peoplePages: readonly ConsolePage[] = [
  {
    path: 'people/users',
    file: 'routes/admin/people/users.tsx',
    permission: 'users.manage',
    nav: { label: 'peopleNavUsers' },
  },
  { path: 'people/users/:id', file: 'routes/admin/people/user.tsx', permission: 'users.manage' },
  {
    path: 'people/staff',
    file: 'routes/admin/people/staff.tsx',
    permission: 'groups.manage',
    nav: { label: 'peopleNavStaff' },
  },
  { path: 'people/staff/new', file: 'routes/admin/people/new-staff.tsx', permission: 'groups.manage' },
  {
    path: 'people/groups',
    file: 'routes/admin/people/groups.tsx',
    permission: 'groups.manage',
    nav: { label: 'peopleNavGroups' },
  },
  { path: 'people/groups/new', file: 'routes/admin/people/new-group.tsx', permission: 'groups.manage' },
  { path: 'people/groups/:id', file: 'routes/admin/people/group.tsx', permission: 'groups.manage' },
];
