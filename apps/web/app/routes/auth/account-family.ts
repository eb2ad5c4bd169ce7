import type { AccountFamily } from '@forum/contract/account';
import { isAccountFamily } from '@forum/contract/account-rules';

/** The family named by a query parameter (?type=): customers unless it says exhibitor. */
export function familyOf(value: string | null | undefined): AccountFamily {
  return isAccountFamily(value) ? value : 'customer';
}

/** The calls that each family has of its own: customers' at the root, exhibitors' under /exhibitors. */
export type FamilyCall =
  | 'login'
  | 'register'
  | 'verifyEmail'
  | 'resendCode'
  | 'forgotPassword'
  | 'checkResetCode'
  | 'resetPassword'
  | 'updateProfile'
  | 'delete';

/** The family's own endpoint of a call (decision 029). */
export function familyEndpoint<C extends FamilyCall>(
  family: AccountFamily,
  call: C,
): `accounts.${C}` | `exhibitorAccounts.${C}` {
  return family === 'exhibitor' ? `exhibitorAccounts.${call}` : `accounts.${call}`;
}

/** The server's wait before another code, and when it was answered (the code screen's countdown). */
export type CodeSentState = { resendAfter: number; sentAt: number };
