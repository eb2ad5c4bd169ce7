import type { Db } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { createSession, sessionLifetime, toSessionUser } from './sessions.ts';

/** A guest gets a real user row, so that a cart or agenda started as a guest can follow the customer later. */
export async function loginGuest(db: Db, options: { locale: string; userAgent?: string }) {
  const [user] = await db.insert(users).values({ type: 'guest', locale: options.locale }).returning();
  if (!user) throw new Error('guest insert returned no row');
  const session = await createSession(db, user.id, {
    lifetimeMs: sessionLifetime.guest,
    ...(options.userAgent ? { userAgent: options.userAgent } : {}),
  });
  return { session, record: toSessionUser({ ...user, permissions: {} }) };
}
