import type { SessionUser } from '@forum/contract/session';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { sessions, userGroups, users } from '../db/schema.ts';
import { createToken, hashToken } from './tokens.ts';

const DAY = 24 * 60 * 60 * 1000;
/** Guests keep their cart and agenda for a year; signed-in sessions last a month. */
export const sessionLifetime = { guest: 365 * DAY, user: 30 * DAY } as const;

export type AuthUser = typeof users.$inferSelect & { permissions: Record<string, boolean> };
export type Session = { id: number; user: AuthUser; expiresAt: Date };

export async function createSession(db: Db, userId: number, options: { lifetimeMs: number; userAgent?: string }) {
  const token = createToken();
  const expiresAt = new Date(Date.now() + options.lifetimeMs);
  await db.insert(sessions).values({
    userId,
    tokenHash: hashToken(token),
    userAgent: options.userAgent?.slice(0, 300) ?? null,
    expiresAt,
  });
  return { token, expiresAt };
}

export async function findSession(db: Db, token: string): Promise<Session | null> {
  const [row] = await db
    .select({ session: sessions, user: users, permissions: userGroups.permissions })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(userGroups, eq(userGroups.id, users.groupId))
    .where(
      and(
        eq(sessions.tokenHash, hashToken(token)),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
        isNull(users.deletedAt),
        // a disabled account's sessions end with it, even one its disabling missed (decision 066)
        isNull(users.disabledAt),
      ),
    )
    .limit(1);
  if (!row) return null;
  return {
    id: row.session.id,
    expiresAt: row.session.expiresAt,
    user: { ...row.user, permissions: row.permissions ?? {} },
  };
}

/** The user as the contract shows it (`data.user`, `data.record`). */
export function toSessionUser(user: AuthUser): SessionUser {
  return {
    id: user.id,
    userType: user.type,
    type: user.accountKind,
    branch: null,
    currency: user.currency,
    locale: user.locale,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    group: { id: user.groupId, permissions: user.permissions },
  };
}

export async function revokeSession(db: Db, sessionId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Logs a user out everywhere (password change, reset, account deletion). */
export async function revokeUserSessions(db: Db, userId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

/** A guest's user row (a cart or an agenda started as a guest can follow the customer later). */
export async function insertGuest(db: Db, locale: string) {
  const [user] = await db.insert(users).values({ type: 'guest', locale }).returning();
  if (!user) throw new Error('guest insert returned no row');
  return user;
}
