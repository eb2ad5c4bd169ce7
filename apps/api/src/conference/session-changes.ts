import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { conferenceSessions, type Localized, users, wishlistItems } from '../db/schema.ts';
import { inTransaction } from '../db/transaction.ts';
import { AppError } from '../errors.ts';
import { notify, type Tx } from '../notifications/notify.ts';

/** The accounts (not guests) that saved a session in their agenda, in id order (the order locks are taken in). */
export async function savedBy(tx: Tx, sessionId: number): Promise<number[]> {
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
    // an unscheduled session (decision 071) gets its hall with its times, from the console's timetable
    if (session.hallId === null) throw new AppError('notFound');
    const moved = session.startsAt?.getTime() !== times.startsAt.getTime();
    await tx.update(conferenceSessions).set(times).where(eq(conferenceSessions.id, sessionId));
    if (!moved) return { notified: 0 };
    return { notified: await tellSavers(tx, session, { change: 'moved', startsAt: times.startsAt }) };
  });
}

/**
 * Tells everyone who saved the session in their agenda that it moved (to `startsAt`) or is cancelled, in
 * the caller's transaction (a notification, and its email in each person's language when their settings
 * ask for it). Answers how many were told.
 */
export async function tellSavers(
  tx: Tx,
  session: { id: number; title: Localized; startsAt: Date | null },
  what: { change: 'moved'; startsAt: Date } | { change: 'cancelled' },
): Promise<number> {
  // an unscheduled session was never public (decision 071), so nobody saved it
  const { startsAt } = session;
  if (startsAt === null) return 0;
  const people = await savedBy(tx, session.id);
  for (const userId of people) {
    await notify(tx, {
      userId,
      kind: 'session_changed',
      data:
        what.change === 'moved'
          ? {
              sessionId: session.id,
              title: session.title,
              change: 'moved',
              startsAt: what.startsAt.toISOString(),
              previousStartsAt: startsAt.toISOString(),
            }
          : {
              sessionId: session.id,
              title: session.title,
              change: 'cancelled',
              startsAt: startsAt.toISOString(),
            },
    });
  }
  return people.length;
}

/**
 * Cancels a conference session: it leaves the programme and every agenda, and everyone who had saved it
 * is told, in the same transaction. Answers how many were told.
 */
export async function cancelSession(db: Db, sessionId: number): Promise<{ notified: number }> {
  return inTransaction(db, async (tx) => {
    const session = await lockSession(tx, sessionId);
    const notified = await tellSavers(tx, session, { change: 'cancelled' });
    await tx.delete(conferenceSessions).where(eq(conferenceSessions.id, sessionId));
    return { notified };
  });
}
