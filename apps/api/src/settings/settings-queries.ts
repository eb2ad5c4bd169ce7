import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { settings } from '../db/schema.ts';

export async function findSettingRows(db: Db) {
  return db.select().from(settings);
}

export async function upsertSetting(db: Db, key: string, value: unknown) {
  await db
    .insert(settings)
    .values({ key, value })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: sql`now()` } });
}

export async function deleteSetting(db: Db, key: string) {
  await db.delete(settings).where(eq(settings.key, key));
}
