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
  // the console, part one (decision 061)
  /** The console's frame: its dashboard (each count also needs its own permission) and one's saved views. */
  dashboard: 'dashboard.view',
  /** People: search, view, disable, enable, reset a password, delete an account. */
  users: 'users.manage',
  /** Approve or reject exhibitors and customs-clearance accounts waiting for review. */
  exhibitorReview: 'exhibitors.review',
  /** Staff groups and their permissions, and who is in which group. */
  groups: 'groups.manage',
  /** Read the audit log (nobody may change it). */
  audit: 'audit.read',
  /** Conference days, halls, tracks, sessions, speakers and the timetable. */
  conference: 'conference.manage',
  /** Workshops, their registrations and waiting lists. */
  workshops: 'workshops.manage',
  /** Exhibitors' records, booths on the floor plan, categories and halls. */
  exhibition: 'exhibition.manage',
  /** Events. */
  events: 'events.manage',
  /** Media items, photos and galleries. */
  media: 'media.manage',
  /** Sponsorship packages and their enquiries. */
  sponsorship: 'sponsorship.manage',
  /** Information pages, FAQ, services, branches and the community page. */
  pages: 'pages.manage',
  /** Contact messages: read, answer by email, close. */
  contact: 'contact.answer',
  /** Reviews held for moderation: publish or reject. */
  reviews: 'reviews.manage',
  /** The forum's settings and maintenance mode. */
  settings: 'settings.manage',
  // the console, part two
  /** Products, categories, brands and their options. */
  products: 'products.manage',
  /** Coupons. */
  coupons: 'coupons.manage',
} as const;
export type StaffPermission = (typeof staffPermissions)[keyof typeof staffPermissions];
