import type { Db } from '../db/client.ts';
import { conferenceHalls, conferenceSessions, speakers, tracks, workshops } from '../db/schema.ts';

type SessionValues = typeof conferenceSessions.$inferInsert;
type WorkshopValues = typeof workshops.$inferInsert;

/**
 * A conference session of the test's own: a talk in English in the demo data's first hall and track,
 * with a placeholder abstract, unless the test says otherwise. Answers its id.
 */
export async function insertSession(
  db: Db,
  values: Pick<SessionValues, 'title' | 'startsAt' | 'endsAt'> & Partial<SessionValues>,
): Promise<number> {
  const [hall] = await db.select({ id: conferenceHalls.id }).from(conferenceHalls).limit(1);
  const [track] = await db.select({ id: tracks.id }).from(tracks).limit(1);
  const [session] = await db
    .insert(conferenceSessions)
    .values({
      abstract: { ar: '.', en: '.' },
      type: 'talk',
      language: 'en',
      hallId: hall?.id ?? 0,
      trackId: track?.id ?? 0,
      ...values,
    })
    .returning({ id: conferenceSessions.id });
  if (!session) throw new Error('no session inserted');
  return session.id;
}

/**
 * A workshop of the test's own: for beginners, in English, in the demo data's first hall, given by its
 * first speaker, with a placeholder description and picture, unless the test says otherwise. Answers its id.
 */
export async function insertWorkshop(
  db: Db,
  values: Pick<WorkshopValues, 'title' | 'capacity' | 'startsAt' | 'endsAt'> & Partial<WorkshopValues>,
): Promise<number> {
  const [hall] = await db.select({ id: conferenceHalls.id }).from(conferenceHalls).limit(1);
  const [instructor] = await db.select({ id: speakers.id }).from(speakers).limit(1);
  const [workshop] = await db
    .insert(workshops)
    .values({
      description: { ar: '.', en: '.' },
      instructorId: instructor?.id ?? 0,
      level: 'beginner',
      language: 'en',
      hallId: hall?.id ?? 0,
      imageUrl: '/uploads/demo/workshops/test.svg',
      ...values,
    })
    .returning({ id: workshops.id });
  if (!workshop) throw new Error('no workshop inserted');
  return workshop.id;
}
