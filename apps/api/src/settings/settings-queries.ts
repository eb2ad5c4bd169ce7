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

/** Every row, locked for a change that checks what the form opened with (the console, decision 066). */
export async function lockSettingRows(tx: Db) {
  return tx.select().from(settings).orderBy(settings.key).for('update');
}
