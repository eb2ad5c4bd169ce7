import type { AccountFamily, CodeSentResponse } from '@forum/contract/account';
import { isAccountFamily } from '@forum/contract/account-rules';

/** The family named by a query parameter (?type=): customers unless it says exhibitor. */
export function familyOf(value: string | null | undefined): AccountFamily {
  return isAccountFamily(value) ? value : 'customer';
}

/** Exhibitors have their own copy of every account call under /exhibitors (SPEC.md §7). */
export function familyApiPath(family: AccountFamily, path: string): string {
  return family === 'exhibitor' ? `/exhibitors${path}` : path;
}

/** A site path with its query; empty values are left out so links stay short. */
export function withQuery(path: string, params: Record<string, string | null | undefined>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value) query.set(key, value);
  }
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

/**
 * What a screen that sent a code hands to the code screen (navigation state): the server's wait
 * before another code, and when it was answered, so a reload does not restart the countdown.
 */
export type CodeSentState = { resendAfter: number; sentAt: number };

export function codeSentState(answer: Pick<CodeSentResponse, 'resendAfter'>, now = Date.now()): CodeSentState {
  return { resendAfter: answer.resendAfter, sentAt: now };
}

export function readCodeSentState(state: unknown): CodeSentState | null {
  if (typeof state !== 'object' || state === null) return null;
  const { resendAfter, sentAt } = state as Partial<CodeSentState>;
  if (typeof resendAfter !== 'number' || !Number.isFinite(resendAfter)) return null;
  return { resendAfter, sentAt: typeof sentAt === 'number' && Number.isFinite(sentAt) ? sentAt : Date.now() };
}

/** What the code screen hands to the reset form: the checked code stays out of the address bar. */
export type ResetState = { email: string; code: string };

export function readResetState(state: unknown): ResetState | null {
  if (typeof state !== 'object' || state === null) return null;
  const { email, code } = state as Partial<ResetState>;
  return typeof email === 'string' && email && typeof code === 'string' && code ? { email, code } : null;
}
