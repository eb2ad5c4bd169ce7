import { asc } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { branches } from '../db/schema.ts';

/** The forum's branches, in their order. */
export async function listBranches(db: Db) {
  return db.select().from(branches).orderBy(asc(branches.id));
}
