// Kept apart from the zod schemas so that the browser can check permissions without loading zod.
type WithPermissions = { group: { permissions: Record<string, boolean> } };

/** A permission holds only when it is truthy in the user's group map (docs/product/api-conventions.md). */
export function hasPermission(user: WithPermissions | null | undefined, name: string): boolean {
  return Boolean(user?.group.permissions[name]);
}

/**
 * The permissions the staff calls under /admin check (decision 035), by name: a staff member's group
 * must hold the call's permission (truthy), else 403; a guest 401; a customer or an exhibitor 403.
 */
export const staffPermissions = {
  /** Move an order along its statuses, read and decide on a transfer proof. */
  orders: 'orders.manage',
  /** Approve, reject, receive and refund returns. */
  returns: 'returns.manage',
  /** Adjust a customer's wallet by hand, with a reason: its own permission. */
  wallets: 'wallets.adjust',
  /** Quote or decline special orders. */
  specialOrders: 'specialOrders.manage',
  /** Answer a conversation as the forum (the chat's staff calls). */
  chats: 'chats.answer',
} as const;
export type StaffPermission = (typeof staffPermissions)[keyof typeof staffPermissions];
