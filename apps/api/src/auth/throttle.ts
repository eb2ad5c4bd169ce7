import { RESEND_INTERVAL_SECONDS } from '@forum/contract/account-rules';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateLimits } from '../db/schema.ts';
import { AppError } from '../errors.ts';

export type Limit = { max: number; windowSeconds: number };

/**
 * Counts one attempt against `key` in a fixed window kept in the database, in one statement (so that
 * concurrent calls each get their own count), and answers the count with the window's seconds left.
 */
export async function countAttempt(db: Db, key: string, windowSeconds: number) {
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, resetAt: sql`now() + make_interval(secs => ${windowSeconds})` })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.resetAt} <= now() then 1 else ${rateLimits.count} + 1 end`,
        resetAt: sql`case when ${rateLimits.resetAt} <= now() then now() + make_interval(secs => ${windowSeconds}) else ${rateLimits.resetAt} end`,
      },
    })
    .returning({
      count: rateLimits.count,
      secondsLeft: sql<number>`ceil(extract(epoch from (${rateLimits.resetAt} - now())))::int`,
    });
  return { count: row?.count ?? 1, secondsLeft: Math.max(1, Number(row?.secondsLeft ?? 1)) };
}

/** Gives back one attempt counted by countAttempt (an attempt that turned out not to count). */
export async function uncountAttempt(db: Db, key: string): Promise<void> {
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(sql`${rateLimits.key} = ${key} and ${rateLimits.resetAt} > now()`);
}

/**
 * Counts one attempt against `key` in a fixed window kept in the database, so that the limit holds
 * across processes and restarts; past `max`, answers 429 with the seconds left.
 */
export async function throttle(db: Db, key: string, limit: Limit): Promise<void> {
  const { count, secondsLeft } = await countAttempt(db, key, limit.windowSeconds);
  if (count > limit.max) throw new AppError('tooManyRequests', { params: { seconds: secondsLeft } });
}

/** The limits of the account calls (decision 011): per address and per account. */
export const limits = {
  registerPerIp: { max: 10, windowSeconds: 60 * 60 },
  codePerIp: { max: 30, windowSeconds: 15 * 60 },
  /** One new code a minute for an address: the resend countdown of the screens shows this rule. */
  codeSendPerEmail: { max: 1, windowSeconds: RESEND_INTERVAL_SECONDS },
  codeSendPerIp: { max: 20, windowSeconds: 60 * 60 },
  passwordPerAccount: { max: 10, windowSeconds: 15 * 60 },
  uploadsPerUser: { max: 30, windowSeconds: 60 * 60 },
} satisfies Record<string, Limit>;
