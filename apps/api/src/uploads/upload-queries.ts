import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { uploads } from '../db/schema.ts';

type Purpose = (typeof uploads.$inferSelect)['purpose'];

/** The original names of the uploads named, by id (what a page links to). */
export async function findUploadNames(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: uploads.id, name: uploads.originalName })
    .from(uploads)
    .where(inArray(uploads.id, [...ids]));
}

/** Those of the uploads named that are the user's own, sent for `purpose`. */
export async function findOwnUploadIds(db: Db, userId: number, ids: readonly number[], purpose: Purpose) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: uploads.id })
    .from(uploads)
    .where(and(inArray(uploads.id, [...ids]), eq(uploads.userId, userId), eq(uploads.purpose, purpose)));
  return rows.map((row) => row.id);
}

export async function insertUpload(db: Db, values: typeof uploads.$inferInsert) {
  const [row] = await db.insert(uploads).values(values).returning();
  if (!row) throw new Error('upload insert returned no row');
  return row;
}
