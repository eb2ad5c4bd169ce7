import { hasPermission, type StaffPermission } from '@forum/contract/permissions';
import { AppError } from '../errors.ts';
import type { AuthUser, Session } from './sessions.ts';

/** The kinds of signed-in account (a guest is a session without one). */
export type AccountType = Exclude<AuthUser['type'], 'guest'>;

/**
 * Who may make a call (decision 049): `session`, anyone holding a session, a guest's too (the cart);
 * `account`, any signed-in account; or the account types named.
 */
export type Who = 'session' | 'account' | AccountType | readonly AccountType[];

/**
 * How a signed-in account that is not among those named is refused. Each is a refusal the site
 * already shows, kept as it was when each domain had its own helper:
 * - `forbidden`: 403 noPermission (the default; workshops, staff calls);
 * - `customersOnly`: 403 customersOnly named under `error` (the shop: addresses, orders, returns, wallet, chats);
 * - `reviewCustomersOnly`: 403 reviewCustomersOnly (writing a review);
 * - `otherFamily`: 403 noPermission naming the family's pages the caller belongs to (an exhibitor on a
 *   customer's profile is told customersOnly, anyone else on an exhibitor's exhibitorsOnly).
 */
export type Refusal = 'forbidden' | 'customersOnly' | 'reviewCustomersOnly' | 'otherFamily';

export type AccessRule = {
  as: Who;
  /** A staff permission the caller's group must hold (truthy): staff without it, and anyone else, 403. */
  permission?: StaffPermission;
  /**
   * How a guest's session is refused where an account is needed: 401 by default, 403 `forbidden` where
   * the site tells guests it is not for them (the wishlist, decision 017). No session at all is always
   * 401: who the caller is comes first (decision 059).
   */
  guest?: 'unauthenticated' | 'forbidden';
  otherwise?: Refusal;
};

function refusal(kind: Refusal, user: AuthUser): AppError {
  switch (kind) {
    case 'customersOnly':
      return new AppError('customersOnly', { fields: [{ key: 'error', messageKey: 'customersOnly' }] });
    case 'reviewCustomersOnly':
      return new AppError('reviewCustomersOnly');
    case 'otherFamily':
      return new AppError('forbidden', {
        fields: [{ key: 'error', messageKey: user.type === 'exhibitor' ? 'customersOnly' : 'exhibitorsOnly' }],
      });
    default:
      return new AppError('forbidden');
  }
}

/**
 * The one access check, first in every service function that has a caller: answers the caller's user,
 * or throws the refusal the rule names. It says who may; which rows they may touch is said by the
 * queries, which look a row up with the caller's id and answer 404 for someone else's (decision 049).
 *
 * `requireAccess(session, { as: 'customer', otherwise: 'customersOnly' })`,
 * `requireAccess(session, { as: 'staff', permission: staffPermissions.returns })`.
 */
export function requireAccess(session: Session | null, rule: AccessRule): AuthUser {
  if (!session) throw new AppError('unauthenticated');
  const { user } = session;
  if (rule.as === 'session') return user;
  if (user.type === 'guest') throw new AppError(rule.guest ?? 'unauthenticated');
  const types: readonly string[] = typeof rule.as === 'string' ? [rule.as] : rule.as;
  if (rule.as !== 'account' && !types.includes(user.type)) throw refusal(rule.otherwise ?? 'forbidden', user);
  if (rule.permission !== undefined) {
    const holds = user.type === 'staff' && hasPermission({ group: { permissions: user.permissions } }, rule.permission);
    if (!holds) throw refusal(rule.otherwise ?? 'forbidden', user);
  }
  return user;
}

/**
 * The shop's calls (addresses, orders, card payments, returns, the wallet, invoices, special orders) are
 * for customer accounts: a guest is asked to log in first, an exhibitor's account uses the exhibition's
 * pages, not the shop's (decision 026, docs/product/checkout-and-orders.md).
 */
export const shopper: AccessRule = { as: 'customer', otherwise: 'customersOnly' };
