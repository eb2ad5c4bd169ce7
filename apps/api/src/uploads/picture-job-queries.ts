import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { pictureJobs } from '../db/schema.ts';

/** How long a process holds a job it took before another may take it (a crash mid-way). */
const HOLD = sql`interval '2 minutes'`;
/** After this many attempts a job is left failed (a file gone from the store, one that no longer decodes). */
export const PICTURE_JOB_ATTEMPTS = 5;

export async function insertPictureJob(db: Db, key: string): Promise<void> {
  await db.insert(pictureJobs).values({ key });
}

/**
 * Queues a picture's variants again unless a job for it is not finished: waiting, being made, or given up
 * after its attempts (then a visitor asking again starts nothing). True when a job was queued.
 */
export async function insertPictureJobUnlessPending(db: Db, key: string): Promise<boolean> {
  const result = await db.execute(sql`
    insert into ${pictureJobs} (key)
    select ${key}
    where not exists (select 1 from ${pictureJobs} where key = ${key} and finished_at is null)
    returning id`);
  return (result as unknown as { rows: unknown[] }).rows.length > 0;
}

/**
 * Takes the oldest waiting job no other process holds, in one statement: SKIP LOCKED lets two
 * processes take two jobs at once instead of the same one (decision 067).
 */
export async function takePictureJob(db: Db): Promise<{ id: number; key: string } | null> {
  const result = await db.execute(sql`
    update ${pictureJobs} set locked_until = now() + ${HOLD}, attempts = attempts + 1
    where id = (
      select id from ${pictureJobs}
      where finished_at is null and attempts < ${PICTURE_JOB_ATTEMPTS}
        and (locked_until is null or locked_until < now())
      order by id limit 1
      for update skip locked
    )
    returning id, key`);
  const rows = (result as unknown as { rows: { id: number; key: string }[] }).rows;
  return rows[0] ?? null;
}

export async function finishPictureJob(db: Db, id: number): Promise<void> {
  await db.execute(
    sql`update ${pictureJobs} set finished_at = now(), locked_until = null, error = null where id = ${id}`,
  );
}

export async function failPictureJob(db: Db, id: number, error: string): Promise<void> {
  await db.execute(sql`update ${pictureJobs} set locked_until = null, error = ${error.slice(0, 500)} where id = ${id}`);
}

/** Jobs not finished and not given up: what a test or a shutdown waits for. */
export async function countWaitingPictureJobs(db: Db): Promise<number> {
  const result = await db.execute(
    sql`select count(*)::int as n from ${pictureJobs} where finished_at is null and attempts < ${PICTURE_JOB_ATTEMPTS}`,
  );
  return Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
}
