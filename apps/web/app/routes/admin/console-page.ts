// Imported by app/routes.ts through admin-pages.ts (read outside the app by the build and the browser
// tests' list of addresses): plain data and relative type imports only.
import type { StaffPermission } from '@forum/contract/permissions';
import type { MessageKey } from '../../i18n/en.ts';

/**
 * A page of the staff console (decision 061): its path under /admin ('' is the dashboard), its route
 * module, the permission a staff member's group must hold to open it (none: any staff member), and its
 * entry in the console's navigation if it has one (shown only to those who may open it).
 */
export type ConsolePage = {
  path: string;
  file: string;
  permission?: StaffPermission;
  nav?: { label: MessageKey };
};

/**
 * A page of a part's table (`pagesOf`): its path, its file in the part's folder when that is not named after
 * the path's last step (`programme/sessions` is `sessions.tsx`), its navigation label if any, and the file of
 * its record's page if it is a list (`record`: the page at `<path>/:id`, `new` for a new one).
 */
export type PartPage = { path: string; file?: string; nav?: MessageKey; record?: string };

/**
 * The pages of one part that share a folder and a permission, one line each: most are a list in the
 * navigation and its record's page, which opens from the list and has no entry of its own.
 *
 *   pagesOf('routes/admin/people', 'groups.manage', [
 *     { path: 'people/groups', nav: 'peopleNavGroups', record: 'group.tsx' },
 *     { path: 'people/groups/new', file: 'new-group.tsx' },
 *   ])
 */
export function pagesOf(dir: string, permission: StaffPermission, pages: readonly PartPage[]): ConsolePage[] {
  return pages.flatMap(({ path, file = `${path.split('/').at(-1)}.tsx`, nav, record }) => [
    { path, file: `${dir}/${file}`, permission, ...(nav ? { nav: { label: nav } } : {}) },
    ...(record ? [{ path: `${path}/:id`, file: `${dir}/${record}`, permission }] : []),
  ]);
}
