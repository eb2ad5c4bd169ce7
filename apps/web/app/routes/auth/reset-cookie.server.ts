import type { AccountFamily } from '@forum/contract/account';
import { isAccountFamily } from '@forum/contract/account-rules';

const RESET_COOKIE = 'forum_reset';
const RESET_PATH = '/';
const RESET_SECONDS = 15 * 60;

/** What the code screen hands to the reset form: the checked code stays out of the address bar. */
export type ResetTicket = { email: string; code: string; family: AccountFamily };

/** The Set-Cookie line that carries a checked code to the reset form (httpOnly, this site only). */
export function resetCookie(ticket: ResetTicket): string {
  const value = Buffer.from(JSON.stringify(ticket), 'utf8').toString('base64url');
  return `${RESET_COOKIE}=${value}; Path=${RESET_PATH}; Max-Age=${RESET_SECONDS}; HttpOnly; SameSite=Strict`;
}

export const clearResetCookie = `${RESET_COOKIE}=; Path=${RESET_PATH}; Max-Age=0; HttpOnly; SameSite=Strict`;

export function readResetTicket(cookieHeader: string | null): ResetTicket | null {
  const raw = (cookieHeader ?? '')
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${RESET_COOKIE}=`))
    ?.slice(RESET_COOKIE.length + 1);
  if (!raw) return null;
  try {
    const { email, code, family } = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as Partial<ResetTicket>;
    if (typeof email !== 'string' || !email || typeof code !== 'string' || !code || !isAccountFamily(family)) {
      return null;
    }
    return { email, code, family };
  } catch {
    return null;
  }
}
