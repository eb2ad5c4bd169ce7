import { type ConsolePage, pagesOf } from '../console-page.ts';

const dir = 'routes/admin/people';

// plain data (routes.ts reads it outside the app): the permissions as their values, checked by ConsolePage's type
/** The console's people pages (decisions 061, 066), in the order of the navigation; admin-pages.ts joins every part's. */
export const peoplePages: readonly ConsolePage[] = [
  ...pagesOf(dir, 'users.manage', [{ path: 'people/users', nav: 'peopleNavUsers', record: 'user.tsx' }]),
  ...pagesOf(dir, 'groups.manage', [
    { path: 'people/staff', nav: 'peopleNavStaff' },
    { path: 'people/staff/new', file: 'new-staff.tsx' },
    { path: 'people/groups', nav: 'peopleNavGroups' },
    { path: 'people/groups/new', file: 'new-group.tsx' },
    { path: 'people/groups/:id', file: 'group.tsx' },
  ]),
];
