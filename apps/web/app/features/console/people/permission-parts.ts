import { type StaffPermission, staffPermissions } from '@forum/contract/permissions';
import type { MessageKey } from '~/i18n/en.ts';

type PermissionName = keyof typeof staffPermissions;

/**
 * The group form's checkboxes, grouped by the part of the console each permission opens (decision 066).
 * Every permission of `staffPermissions` is in exactly one part (permission-parts.test.ts).
 */
export const permissionParts: readonly { label: MessageKey; permissions: readonly PermissionName[] }[] = [
  { label: 'peoplePartPeople', permissions: ['users', 'exhibitorReview', 'groups', 'audit'] },
  { label: 'peoplePartProgramme', permissions: ['conference', 'workshops'] },
  { label: 'peoplePartExhibition', permissions: ['exhibition'] },
  { label: 'peoplePartContent', permissions: ['events', 'media', 'sponsorship', 'pages', 'contact', 'reviews'] },
  { label: 'peoplePartSite', permissions: ['dashboard', 'settings'] },
  {
    label: 'peoplePartShop',
    permissions: ['products', 'coupons', 'orders', 'returns', 'wallets', 'specialOrders', 'chats'],
  },
];

/** A permission's label key: `users` → `peoplePermissionUsers`. */
export function permissionLabel(name: PermissionName): MessageKey {
  return `peoplePermission${name.charAt(0).toUpperCase()}${name.slice(1)}` as MessageKey;
}

export function permissionValue(name: PermissionName): StaffPermission {
  return staffPermissions[name];
}
