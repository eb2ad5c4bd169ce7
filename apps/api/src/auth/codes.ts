import { randomInt } from 'node:crypto';
import { CODE_LIFETIME_MINUTES, CODE_MAX_ATTEMPTS, VERIFICATION_CODE_LENGTH } from '@forum/contract/account-rules';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { verificationCodes } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { hashToken, isSameSecret } from './tokens.ts';

export type CodePurpose = (typeof verificationCodes.$inferSelect)['purpose'];

function hashCode(userId: number, purpose: CodePurpose, code: string): string {
  return hashToken(`${userId}:${purpose}:${code}`);
}

/** A new code replaces the earlier ones of the same purpose. */
export async function issueCode(db: Db, userId: number, purpose: CodePurpose): Promise<string> {
  const code = String(randomInt(0, 10 ** VERIFICATION_CODE_LENGTH)).padStart(VERIFICATION_CODE_LENGTH, '0');
  await db
    .update(verificationCodes)
    .set({ consumedAt: sql`now()` })
    .where(
      and(
        eq(verificationCodes.userId, userId),
        eq(verificationCodes.purpose, purpose),
        isNull(verificationCodes.consumedAt),
      ),
    );
  await db.insert(verificationCodes).values({
    userId,
    purpose,
    codeHash: hashCode(userId, purpose, code),
    expiresAt: sql`now() + make_interval(mins => ${CODE_LIFETIME_MINUTES})`,
  });
  return code;
}

const codeError = (messageKey: 'invalidCode' | 'codeExpired' | 'tooManyAttempts') =>
  new AppError('validation', { fields: [{ key: 'code', messageKey }] });

/** The code a user may still use for this purpose: the latest one, unless used or voided. */
async function latestCode(db: Db, userId: number, purpose: CodePurpose) {
  const [row] = await db
    .select()
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.userId, userId),
        eq(verificationCodes.purpose, purpose),
        isNull(verificationCodes.consumedAt),
      ),
    )
    .orderBy(desc(verificationCodes.createdAt), desc(verificationCodes.id))
    .limit(1);
  return row;
}

/**
 * Uses up one attempt of a code, in the database, so that attempts sent at once are all counted; the
 * last one voids the code. Answers whether it was the last.
 */
async function spendAttempt(db: Db, codeId: number): Promise<boolean> {
  const [counted] = await db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(eq(verificationCodes.id, codeId))
    .returning({ attempts: verificationCodes.attempts });
  const isLast = (counted?.attempts ?? CODE_MAX_ATTEMPTS) >= CODE_MAX_ATTEMPTS;
  if (isLast)
    await db.update(verificationCodes).set({ consumedAt: sql`now()` }).where(eq(verificationCodes.id, codeId));
  return isLast;
}

/**
 * Checks the latest code of a user (null: no such account, answered like a wrong code). A wrong code
 * uses up one of the attempts; the last one voids the code. `consume` marks a right code used.
 */
export async function checkCode(
  db: Db,
  userId: number | null,
  purpose: CodePurpose,
  code: string,
  options: { consume: boolean },
): Promise<void> {
  if (userId === null) throw codeError('invalidCode');
  const row = await latestCode(db, userId, purpose);
  if (!row) throw codeError('invalidCode');
  if (row.expiresAt.getTime() <= Date.now()) throw codeError('codeExpired');
  if (!isSameSecret(row.codeHash, hashCode(userId, purpose, code))) {
    throw codeError((await spendAttempt(db, row.id)) ? 'tooManyAttempts' : 'invalidCode');
  }
  if (options.consume) {
    const [used] = await db
      .update(verificationCodes)
      .set({ consumedAt: sql`now()` })
      .where(and(eq(verificationCodes.id, row.id), isNull(verificationCodes.consumedAt)))
      .returning({ id: verificationCodes.id });
    if (!used) throw codeError('invalidCode');
  }
}

/** Uses up one attempt of the user's latest code though it was right (what came with it was wrong). */
export async function spendCodeAttempt(db: Db, userId: number, purpose: CodePurpose): Promise<void> {
  const row = await latestCode(db, userId, purpose);
  if (row) await spendAttempt(db, row.id);
}
