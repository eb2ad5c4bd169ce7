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
