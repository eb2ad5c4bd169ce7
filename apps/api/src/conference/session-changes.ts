import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { conferenceSessions, users, wishlistItems } from '../db/schema.ts';
import { inTransaction } from '../db/transaction.ts';
import { AppError } from '../errors.ts';
import { notify, type Tx } from '../notifications/notify.ts';

/** The accounts (not guests) that saved a session in their agenda, in id order (the order locks are taken in). */
async function savedBy(tx: Tx, sessionId: number): Promise<number[]> {
  const rows = await tx
    .select({ userId: wishlistItems.userId })
    .from(wishlistItems)
    .innerJoin(users, eq(users.id, wishlistItems.userId))
    .where(and(eq(wishlistItems.conferenceSessionId, sessionId), ne(users.type, 'guest')))
    .orderBy(wishlistItems.userId);
  return [...new Set(rows.map((row) => row.userId))];
}

async function lockSession(tx: Tx, sessionId: number) {
  const [row] = await tx
    .select()
    .from(conferenceSessions)
    .where(eq(conferenceSessions.id, sessionId))
    .for('no key update');
  if (!row) throw new AppError('notFound');
  return row;
}

/**
 * Moves a conference session (the staff console's call, decision 037) and tells everyone who saved it,
 * in the same transaction: nobody is told of a move that did not happen. Moving it to the time it
 * already has tells nobody. Answers how many were told.
 */
export async function rescheduleSession(
  db: Db,
  sessionId: number,
  times: { startsAt: Date; endsAt: Date },
): Promise<{ notified: number }> {
  if (!(times.endsAt > times.startsAt)) {
    throw new AppError('validation', { fields: [{ key: 'endsAt', messageKey: 'invalidValue' }] });
  }
  return inTransaction(db, async (tx) => {
    const session = await lockSession(tx, sessionId);
    const moved = session.startsAt.getTime() !== times.startsAt.getTime();
    await tx.update(conferenceSessions).set(times).where(eq(conferenceSessions.id, sessionId));
    if (!moved) return { notified: 0 };
    const people = await savedBy(tx, sessionId);
    for (const userId of people) {
      await notify(tx, {
        userId,
        kind: 'session_changed',
        data: {
          sessionId,
          title: session.title,
          change: 'moved',
          startsAt: times.startsAt.toISOString(),
          previousStartsAt: session.startsAt.toISOString(),
        },
      });
    }
    return { notified: people.length };
  });
}

/**
 * Cancels a conference session: it leaves the programme and every agenda, and everyone who had saved it
 * is told, in the same transaction. Answers how many were told.
 */
export async function cancelSession(db: Db, sessionId: number): Promise<{ notified: number }> {
  return inTransaction(db, async (tx) => {
    const session = await lockSession(tx, sessionId);
    const people = await savedBy(tx, sessionId);
    for (const userId of people) {
      await notify(tx, {
        userId,
        kind: 'session_changed',
        data: { sessionId, title: session.title, change: 'cancelled', startsAt: session.startsAt.toISOString() },
      });
    }
    await tx.delete(conferenceSessions).where(eq(conferenceSessions.id, sessionId));
    return { notified: people.length };
  });
}
