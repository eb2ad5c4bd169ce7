import type { Db } from '../db/client.ts';
import { createSession, insertGuest, sessionLifetime, toSessionUser } from './sessions.ts';
import { type Limit, throttle } from './throttle.ts';

/** New guest sessions from one address: counted in the database, so every process counts together. */
export const guestSessionsPerIp: Limit = { max: 60, windowSeconds: 60 };

/** A guest gets a real user row, so that a cart or agenda started as a guest can follow the customer later. */
export async function loginGuest(db: Db, options: { locale: string; ip: string; userAgent?: string }) {
  await throttle(db, `guest-sessions:${options.ip}`, guestSessionsPerIp);
  const user = await insertGuest(db, options.locale);
  const session = await createSession(db, user.id, {
    lifetimeMs: sessionLifetime.guest,
    ...(options.userAgent ? { userAgent: options.userAgent } : {}),
  });
  return { session, record: toSessionUser({ ...user, permissions: {} }) };
}
