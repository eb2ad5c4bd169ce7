import type { AccountFamily } from '@forum/contract/account';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateLimits } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { countAttempt, uncountAttempt } from './throttle.ts';

/** How many passwords may be tried, from where, and how long to wait after (decision 027). */
export const loginLimits = {
  /** Failures one address may make on one account before it has to wait. */
  freeFailures: 5,
  /** The first wait after those; every further failure doubles it, up to maxDelaySeconds. */
  firstDelaySeconds: 15,
  maxDelaySeconds: 15 * 60,
  /** An address's failures on an account are forgotten this long after its last attempt. */
  pairMemorySeconds: 24 * 60 * 60,
  /**
   * Failures of one account from all addresses within accountWindowSeconds that put it under
   * attack: then every address has one free failure on it instead of freeFailures.
   */
  accountUnderAttack: 10,
  accountWindowSeconds: 60 * 60,
  /** Failures from one address whichever accounts they try (credential stuffing), in a fixed window. */
  failuresPerAddress: 30,
  addressWindowSeconds: 15 * 60,
  /**
   * Passwords checked on one account from every address together within accountDayWindowSeconds
   * (decision 043): past them, a login needs the code emailed to the account's address as well.
   */
  accountChecksPerDay: 20,
  accountDayWindowSeconds: 24 * 60 * 60,
} as const;

/**
 * A login that the limits let through. `needsCode`: the account has had its checks of the day, so
 * the password is not looked at without the emailed code. A right password gives the reservations
 * back; so does a login whose password was not looked at (no code, or a wrong one: the code's own
 * tries count those).
 */
export type LoginAttempt = {
  needsCode: boolean;
  succeeded(): Promise<void>;
  noPasswordChecked(): Promise<void>;
};

/**
 * Reserves one password check for this account from this address before the password is looked
 * at, each reservation in one statement: of a burst of concurrent logins, only as many as the
 * limits allow get a check, the others answer 429 with the seconds to wait. Past the account's
 * checks of the day the attempt still goes on, but only with the emailed code (`needsCode`).
 */
export async function reserveLoginAttempt(
  db: Db,
  who: { family: AccountFamily; email: string; address: string },
): Promise<LoginAttempt> {
  const account = `login:account:${who.family}:${who.email.toLowerCase()}`;
  const address = `login:address:${who.address}`;
  const pair = `login:pair:${who.family}:${who.email.toLowerCase()}:${who.address}`;
  const day = `login:day:${who.family}:${who.email.toLowerCase()}`;

  const free = (await isUnderAttack(db, account)) ? 1 : loginLimits.freeFailures;
  if (!(await reservePairAttempt(db, pair, free))) {
    throw new AppError('tooManyRequests', { params: { seconds: await secondsUntilNextAttempt(db, pair, free) } });
  }
  // counted only once the pair allowed it, so that this count is of passwords checked, not of refusals
  const fromAddress = await countAttempt(db, address, loginLimits.addressWindowSeconds);
  if (fromAddress.count > loginLimits.failuresPerAddress) {
    await uncountAttempt(db, address);
    await uncountAttempt(db, pair);
    throw new AppError('tooManyRequests', { params: { seconds: fromAddress.secondsLeft } });
  }
  await countAttempt(db, account, loginLimits.accountWindowSeconds);
  // every address together, counted and compared in one statement: of a burst from many addresses,
  // only the day's allowance gets its password checked (decision 043)
  const today = await countAttempt(db, day, loginLimits.accountDayWindowSeconds);
  const needsCode = today.count > loginLimits.accountChecksPerDay;

  return {
    needsCode,
    async succeeded() {
      // only failures count: an owner who logs in often is never held back by their successes
      await db.delete(rateLimits).where(eq(rateLimits.key, pair));
      await uncountAttempt(db, address);
      await uncountAttempt(db, account);
      // a login with the emailed code starts the account's day over; a plain one only gives its check back
      if (needsCode) await db.delete(rateLimits).where(eq(rateLimits.key, day));
      else await uncountAttempt(db, day);
    },
    async noPasswordChecked() {
      // the owner asking for the code, or mistyping it, from their own address is not held back for it
      await uncountAttempt(db, pair);
      await uncountAttempt(db, address);
      await uncountAttempt(db, account);
    },
  };
}

async function isUnderAttack(db: Db, accountKey: string): Promise<boolean> {
  const [row] = await db
    .select({ count: rateLimits.count })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, accountKey), gt(rateLimits.resetAt, sql`now()`)));
  return (row?.count ?? 0) >= loginLimits.accountUnderAttack;
}

// The pair's row keeps its failures in `count` and, in `reset_at`, the moment they are forgotten:
// the last attempt plus pairMemorySeconds. So the last attempt is reset_at - pairMemorySeconds.
const lastPairAttempt = sql`(${rateLimits.resetAt} - make_interval(secs => ${loginLimits.pairMemorySeconds}))`;

/** The moment the pair may try again: right away while it has free failures, then after a doubling wait. */
function nextPairAttempt(free: number) {
  const exponent = sql`least(${rateLimits.count} - ${free}::int, 16)`;
  const seconds = sql`case when ${rateLimits.count} < ${free}::int then 0
    else least(${loginLimits.firstDelaySeconds}::int * power(2, ${exponent}), ${loginLimits.maxDelaySeconds}::int) end`;
  return sql`(${lastPairAttempt} + make_interval(secs => ${seconds}))`;
}

/**
 * One statement: the pair's attempt is counted only if it is allowed now (a forgotten pair starts
 * over). Concurrent logins of one pair queue on its row, and each sees the count the previous left.
 */
async function reservePairAttempt(db: Db, key: string, free: number): Promise<boolean> {
  const forgetAt = sql`now() + make_interval(secs => ${loginLimits.pairMemorySeconds})`;
  const rows = await db
    .insert(rateLimits)
    .values({ key, count: 1, resetAt: forgetAt })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.resetAt} <= now() then 1 else ${rateLimits.count} + 1 end`,
        resetAt: forgetAt,
      },
      setWhere: sql`${rateLimits.resetAt} <= now() or ${nextPairAttempt(free)} <= now()`,
    })
    .returning({ count: rateLimits.count });
  return rows.length > 0;
}

async function secondsUntilNextAttempt(db: Db, key: string, free: number): Promise<number> {
  const [row] = await db
    .select({ seconds: sql<number>`ceil(extract(epoch from (${nextPairAttempt(free)} - now())))::int` })
    .from(rateLimits)
    .where(eq(rateLimits.key, key));
  return Math.max(1, Number(row?.seconds ?? 1));
}
